package solver

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"
)

// benchSolve runs name on boards once per op and reports expansions and
// nanoseconds per board.
func benchSolve(b *testing.B, name string, goal Board, boards []Board, o Options) {
	b.ReportAllocs()
	expanded := 0
	for b.Loop() {
		for _, start := range boards {
			r, err := Solve(name, Problem{Start: start, Goal: goal}, o)
			if err != nil || r.Outcome != Solved {
				b.Fatalf("%s(%v): %v %v", name, start, r.Outcome, err)
			}
			expanded += r.Stats.Expanded
		}
	}
	b.ReportMetric(float64(expanded)/float64(b.N), "expanded/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(boards)), "ns/board")
}

func hardest(b *testing.B, goal Board) []Board { return exact(b, goal).Boards(exact(b, goal).Max()) }

// randomBoards returns n uniformly random reachable boards.
func randomBoards(goal Board, n int) []Board {
	rng := rand.New(rand.NewPCG(2026, 11))
	out := make([]Board, n)
	for i := range out {
		out[i] = ScrambleUniform(goal, rng)
	}
	return out
}

func BenchmarkAStarHardest(b *testing.B) {
	for _, g := range []Board{standardGoal, spiralGoal} {
		b.Run(PresetName(g), func(b *testing.B) { benchSolve(b, "astar", g, hardest(b, g), Options{}) })
	}
}

func BenchmarkAStarRandom1000(b *testing.B) {
	benchSolve(b, "astar", standardGoal, randomBoards(standardGoal, 1000), Options{})
}

// BenchmarkAlgorithms runs every algorithm on one hardest board.
func BenchmarkAlgorithms(b *testing.B) {
	hard := hardest(b, standardGoal)[:1]
	for _, a := range Algorithms {
		b.Run(a.Name, func(b *testing.B) { benchSolve(b, a.Name, standardGoal, hard, Options{MaxExpanded: 50_000_000}) })
	}
}

// BenchmarkBFSFull is a BFS of all 181,440 boards: from a hardest board.
func BenchmarkBFSFull(b *testing.B) {
	benchSolve(b, "bfs", standardGoal, hardest(b, standardGoal)[:1], Options{})
}

func BenchmarkExactTable(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		buildDistances(spiralGoal)
	}
}

// BenchmarkKorfManhattan solves Korf's instance 1 (57 moves, 140 million
// expansions) with IDA* and Manhattan: the speed of the inner loop alone.
func BenchmarkKorfManhattan(b *testing.B) {
	k := korfInstances(b)[0]
	expanded := 0
	for b.Loop() {
		r, err := Solve("idastar", Problem{Start: k.start, Goal: korfGoal}, Options{MaxExpanded: 1 << 40})
		if err != nil || r.Outcome != Solved || len(r.Path) != k.optimal {
			b.Fatalf("instance %d: %v %v, %d moves, want %d", k.id, err, r.Outcome, len(r.Path), k.optimal)
		}
		expanded += r.Stats.Expanded
	}
	b.ReportMetric(float64(expanded)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(expanded), "ns/node")
}

// BenchmarkTimelineSeek jumps to random moments of long searches, as the
// page's slider does: each op restores the moment from its checkpoint and
// reads it (counters, board, the open list's best 8). It reports the mean
// and the slowest jump. 3×3: BFS and UCS over all 181,440 boards, DFS and
// IDDFS to 200,000 expansions; 4×4: IDA* to a million, A* and BFS to the
// page's 500,000.
func BenchmarkTimelineSeek(b *testing.B) {
	hard := mustParse(b, "8_6/547/231")
	korf1 := korfInstances(b)[0].start
	for _, tc := range []struct {
		name  string
		p     Problem
		limit int
	}{
		{"bfs", Problem{hard, standardGoal}, 0},
		{"ucs", Problem{hard, standardGoal}, 0},
		{"dfs", Problem{hard, standardGoal}, 200_000},
		{"iddfs", Problem{hard, standardGoal}, 200_000},
		{"idastar", Problem{korf1, korfGoal}, 1_000_000},
		{"astar", Problem{korf1, korfGoal}, 500_000},
		{"bfs", Problem{korf1, korfGoal}, 500_000},
	} {
		name := fmt.Sprintf("%s-%dx%d", tc.name, tc.p.Goal.Width(), tc.p.Goal.Height())
		b.Run(name, func(b *testing.B) {
			tl, err := NewTimeline(tc.name, tc.p, Options{MaxExpanded: tc.limit})
			if err != nil {
				b.Fatal(err)
			}
			for tl.Step(1<<20) == Running {
			}
			n := tl.Latest()
			rng := rand.New(rand.NewPCG(1, 2))
			var slowest time.Duration
			for b.Loop() {
				began := time.Now()
				tl.Seek(rng.IntN(n + 1))
				tl.Moment(8)
				slowest = max(slowest, time.Since(began))
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/seek")
			b.ReportMetric(float64(slowest.Microseconds())/1000, "max-ms")
			b.ReportMetric(float64(n), "moments")
			b.ReportMetric(float64(tl.held)/(1<<20), "MB-checkpoints")
		})
	}
}

// BenchmarkTimelineFlatOut runs Korf's first 10 instances with IDA* and the
// default databases alone (Solve) and through a Timeline stepped 64
// expansions at a time, as the page's worker steps it between looks at the
// clock: the difference is what recording the timeline costs.
func BenchmarkTimelineFlatOut(b *testing.B) {
	db, err := PatternDBFor(korfGoal, nil)
	if err != nil {
		b.Fatal(err)
	}
	all := korfInstances(b)[:10]
	opts := Options{Heuristic: db, MaxExpanded: 1 << 40}
	run := func(b *testing.B, solve func(p Problem) int) {
		expanded := 0
		for b.Loop() {
			for _, k := range all {
				expanded += solve(Problem{Start: k.start, Goal: korfGoal})
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(expanded), "ns/node")
	}
	b.Run("alone", func(b *testing.B) {
		run(b, func(p Problem) int {
			r, err := Solve("idastar", p, opts)
			if err != nil || r.Outcome != Solved {
				b.Fatal(err, r.Outcome)
			}
			return r.Stats.Expanded
		})
	})
	b.Run("timeline-64", func(b *testing.B) {
		run(b, func(p Problem) int {
			tl, err := NewTimeline("idastar", p, opts)
			if err != nil {
				b.Fatal(err)
			}
			for tl.Step(64) == Running {
			}
			if r, _ := tl.Ended(); r.Outcome != Solved {
				b.Fatal(r.Outcome)
			}
			return tl.Latest()
		})
	})
}

// BenchmarkExplain explains one moment of a search whose open list is a
// crowd of ties (greedy search with the zero heuristic: every board has
// priority 0), as a paced run does at every step: the replay to the moment
// and the tie count over the whole open list.
func BenchmarkExplain(b *testing.B) {
	start := hardest(b, standardGoal)[0]
	for _, at := range []int{1_000, 20_000} {
		b.Run(fmt.Sprint(at), func(b *testing.B) {
			tl, err := NewTimeline("greedy", Problem{Start: start, Goal: standardGoal}, Options{Heuristic: Zero})
			if err != nil {
				b.Fatal(err)
			}
			tl.Seek(at)
			var e Explanation
			for b.Loop() {
				e = tl.Explain()
			}
			b.ReportMetric(float64(e.SameF), "ties")
		})
	}
}

// BenchmarkFormula: A* on 100 random 8-puzzle boards with a heuristic
// written as a formula against the same heuristic built in (Manhattan is
// incremental; a formula is evaluated on every board), and the workshop's
// check of a formula against every board.
func BenchmarkFormula(b *testing.B) {
	goal := Standard(3, 3)
	boards := randomBoards(goal, 100)
	for _, src := range []string{"manhattan", "max(manhattan, misplaced)"} {
		f, err := ParseFormula(src)
		if err != nil {
			b.Fatal(err)
		}
		h, _ := f.Bind(goal)
		b.Run("astar/"+src, func(b *testing.B) { benchSolve(b, "astar", goal, boards, Options{Heuristic: h}) })
	}
	b.Run("astar/builtin-manhattan", func(b *testing.B) { benchSolve(b, "astar", goal, boards, Options{Heuristic: Manhattan(goal)}) })
	f, _ := ParseFormula("max(manhattan, misplaced)")
	b.Run("audit/max(manhattan, misplaced)", func(b *testing.B) {
		for b.Loop() {
			if _, err := AuditHeuristic(func() Heuristic { h, _ := f.Bind(goal); return h }, goal, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
}
