#!/usr/bin/env bash
# make bench-judge: `puzzle judge -format sicily` against a classic judge
# solution (judge_astar.cpp: C++ std::map A* with Manhattan, g++ -O2), as
# whole processes on the same batches: 1,000 uniformly random boards, 100
# boards 30 or 31 moves from the goal, and one board per process (Luogu).
# Prints the median wall time of RUNS runs (default 15) of each command,
# after checking that every program gives the same answers.
set -euo pipefail
cd "$(dirname "$0")"
runs=${RUNS:-15}
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
go build -o "$d/puzzle" ..
g++ -O2 -o "$d/seed" judge_astar.cpp
p="$d/puzzle"
spaced() { cut -f1 | sed 's/./& /g; s/ $//'; }
{ echo 1000; "$p" scramble -n 1000 -seed 7 | spaced; } > "$d/random1000"
{ echo 100; "$p" scramble -depth 31 -n 50 -seed 7 | spaced; "$p" scramble -depth 30 -n 50 -seed 8 | spaced; } > "$d/hardest100"
echo 283104765 > "$d/one"

# median INPUT COMMAND...: the median wall time in ms of $runs runs.
median() {
	local in=$1
	shift
	"$@" < "$in" > /dev/null # warm the file cache
	for _ in $(seq "$runs"); do
		local t0=${EPOCHREALTIME/./} # µs, without a process
		"$@" < "$in" > /dev/null
		echo $((${EPOCHREALTIME/./} - t0))
	done | sort -n | awk '{a[NR]=$1} END {printf "%8.2f ms", a[int((NR+1)/2)]/1000}'
}

for batch in random1000 hardest100; do
	want=$("$d/seed" < "$d/$batch")
	for args in "-algo astar -h manhattan" ""; do
		# shellcheck disable=SC2086
		[ "$("$p" judge -format sicily $args < "$d/$batch")" = "$want" ] || { echo "puzzle judge $args: answers differ from the C++ program's on $batch" >&2; exit 1; }
	done
	seed=$(median "$d/$batch" "$d/seed")
	printf '%-66s %s\n' "$batch: C++ std::map A*" "$seed"
	for args in "-algo astar -h manhattan" ""; do
		# shellcheck disable=SC2086
		printf '%-66s %s\n' "$batch: puzzle judge -format sicily $args" "$(median "$d/$batch" "$p" judge -format sicily $args)"
	done
done
printf '%-66s %s\n' "one board: puzzle judge -format luogu" "$(median "$d/one" "$p" judge -format luogu)"
printf '%-66s %s\n' "start-up: puzzle help" "$(median /dev/null "$p" help)"
