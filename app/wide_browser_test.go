//go:build !(js && wasm)

package main

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"slidelab/app/explain"
	"slidelab/solver"
)

// TestBrowserWide: beyond 4×4. Korf and Felner's first 24-puzzle, opened
// from a link without an algorithm, is solved by the reduction solver: its
// phases narrated step by step, then flat out to the path the solver finds
// natively, said not to be proved shortest, with what its shortening pass
// saved, at 1280×720 in English; a
// 10×10 board chosen in the size menu is solved in 中文; BFS stops at its
// budget and says how far it got, in 中文; A* proves a short scramble's
// shortest path; weighted A* races the reduction solver; a short scramble
// pasted row by row is compared by every algorithm. Nothing cut or drawn over another, no English on the
// Chinese page.
func TestBrowserWide(t *testing.T) {
	s := serveSite(t, "")
	ctx := screenWithin(t, 1280, 720, 3*time.Minute)
	start := "14 5 9 2 18/8 23 19 12 17/15 0 10 20 4/6 11 21 1 7/24 3 16 22 13"
	b, err := solver.Parse(start)
	if err != nil {
		t.Fatal(err)
	}
	native, err := solver.Solve("reduce", solver.Problem{Start: b, Goal: solver.GoalPresets[2].Board(5, 5)}, solver.Options{})
	if err != nil || native.Outcome != solver.Solved {
		t.Fatal(err)
	}
	open(t, ctx, s.url+"/?"+url.Values{"start": {start}, "goal": {"blank-first"}, "lang": {"en"}}.Encode())
	if got := eval[string](t, ctx, `document.getElementById('algo-select').value`); got != "reduce" {
		t.Fatalf("a 5×5 link without algo= searches with %q, want the reduction solver", got)
	}
	for i := 1; i <= 3; i++ {
		click(t, ctx, "step")
		waitEqual(t, ctx, "a step", `document.getElementById('stat-expanded').textContent`, fmt.Sprint(i), 10*time.Second)
	}
	waitFor(t, ctx, "the phase told", `document.getElementById('narration').textContent.includes('Phase 1 of 3: row 5. A* places tiles 20, 21, 22, 23, 24')`, 5*time.Second)
	readable(t, ctx, "5×5 at step 3")
	screenshot(t, ctx, "wide-5x5-step")
	want := fmt.Sprintf("Solved in %d moves · not proved shortest", len(native.Path))
	if got := solveOnPage(t, ctx); got != want {
		t.Errorf("the page says %q, want %q (as natively)", got, want)
	}
	waitFor(t, ctx, "the finish told", `document.getElementById('narration').textContent.includes('Phase 3 of 3: the 4×4 left is solved optimally, by IDA* with pattern databases.')`, 5*time.Second)
	if why := text(t, ctx, "result-why"); !strings.HasPrefix(why, "Not proved shortest.") {
		t.Errorf("the result says %q: want it not proved shortest", why)
	}
	if got, want := text(t, ctx, "result-shortened"), explain.Shortened("en", native.Shortened); got != want || want == "" {
		t.Errorf("the shortening pass told: %q, want %q (as natively)", got, want)
	}
	if got, want := text(t, ctx, "result-bound"), lowerBound("en", b, solver.GoalPresets[2].Board(5, 5), len(native.Path)); got != want || want == "" {
		t.Errorf("the lower bound: %q, want %q", got, want)
	}
	readable(t, ctx, "5×5 solved")
	screenshot(t, ctx, "wide-5x5-solved")

	// A tree drawn whole (240 expansions) marks the path the search found,
	// 46 moves, and says the pass made it 36.
	setValue(t, ctx, "start-text", "1 8 7 9 2/10 5 6 12 4/0 16 13 3 14/11 15 17 24 18/20 21 22 23 19")
	waitFor(t, ctx, "the board", `document.getElementById('main-board').dataset.board == '1 8 7 9 2/10 5 6 12 4/0 16 13 3 14/11 15 17 24 18/20 21 22 23 19' && document.getElementById('run-state').classList.contains('ready')`, 10*time.Second)
	if got := solveOnPage(t, ctx); got != "Solved in 36 moves · not proved shortest" {
		t.Errorf("a 5×5 board 46 moves by the phases: %q", got)
	}
	click(t, ctx, "sub-tree")
	waitFor(t, ctx, "the tree's legend: its path is the search's", `(document.getElementById('tree-legend')?.textContent || '').includes('The thick blue path is the one the search found, 46 moves; the shortening pass made it 36,')`, 10*time.Second)
	if n := eval[int](t, ctx, `document.querySelectorAll('#tree-box .on-path').length`); n == 0 {
		t.Error("the tree marks no path")
	}
	click(t, ctx, "sub-explain") // the page keeps the tab for the next visit
	// The player jumps by phase: to where each ends on the path played
	// (its tiles home for good), the last at the goal.
	b46, _ := solver.Parse("1 8 7 9 2/10 5 6 12 4/0 16 13 3 14/11 15 17 24 18/20 21 22 23 19")
	tl, err := solver.NewTimeline("reduce", solver.Problem{Start: b46, Goal: solver.GoalPresets[2].Board(5, 5)}, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for tl.Step(1<<20) == solver.Running {
	}
	if strings.Contains(text(t, ctx, "play"), "Pause") { // the solution plays by itself: paused, to go by phase
		click(t, ctx, "play")
	}
	m := tl.Moment(0)
	ends := append(solver.PhaseEnds(b46, solver.GoalPresets[2].Board(5, 5), m.Path, m.Phase.Done), len(m.Path))
	for i, end := range ends {
		if got := eval[string](t, ctx, `document.getElementById('next-phase').title`); got != fmt.Sprintf("Move %d: phase %d of %d done", end, i+1, len(ends)) {
			t.Errorf("the next phase's button: %q, want phase %d ending at move %d", got, i+1, end)
		}
		click(t, ctx, "next-phase")
		waitEqual(t, ctx, "the next phase's end", `document.getElementById('move-of').textContent`, fmt.Sprintf("Move %d of 36", end), 5*time.Second)
	}
	click(t, ctx, "prev-phase")
	waitEqual(t, ctx, "the previous phase's end", `document.getElementById('move-of').textContent`, fmt.Sprintf("Move %d of 36", ends[len(ends)-2]), 5*time.Second)
	screenshot(t, ctx, "wide-5x5-phases")
	// The fastest pace plays the rest to the goal.
	setValue(t, ctx, "play-pace", "64")
	click(t, ctx, "play")
	waitEqual(t, ctx, "played at 64 moves a second", `document.getElementById('move-of').textContent`, "Move 36 of 36", 10*time.Second)

	open(t, ctx, s.url+"/?lang=zh")
	setValue(t, ctx, "size-select", "10x10")
	waitEqual(t, ctx, "the 10×10 board", `document.querySelectorAll('#main-board .tile').length`, "99", 5*time.Second)
	if got := eval[string](t, ctx, `document.getElementById('algo-select').value`); got != "reduce" {
		t.Fatalf("a 10×10 board searches with %q, want the reduction solver", got)
	}
	if got := solveOnPage(t, ctx); !strings.HasPrefix(got, "已解出，共 ") {
		t.Errorf("10×10: the page says %q", got)
	}
	if got := text(t, ctx, "result-shortened"); !strings.HasPrefix(got, "缩短步骤把搜索找到的 ") {
		t.Errorf("10×10: the shortening pass told %q", got)
	}
	// Each tile's number fits its tile.
	if over := eval[int](t, ctx, `[...document.querySelectorAll('#main-board .tile > span')].filter(s => s.scrollWidth > s.clientWidth + 1).length`); over > 0 {
		t.Errorf("10×10: %d tiles' numbers are wider than their tile", over)
	}
	readable(t, ctx, "10×10 solved")
	inChinese(t, ctx, "10×10 solved")
	screenshot(t, ctx, "wide-10x10-zh")

	// The other searches: BFS runs into its budget and says how far it got,
	// in 中文; A* with linear conflicts proves a short scramble's shortest
	// path; weighted A* races the reduction solver; Compare runs them all.
	open(t, ctx, s.url+"/?"+url.Values{"start": {start}, "goal": {"blank-first"}, "algo": {"bfs"}, "speed": {"max"}, "lang": {"zh"}}.Encode())
	click(t, ctx, "run")
	waitFor(t, ctx, "BFS at its budget", `(document.getElementById('result-text')?.textContent || '').includes('最多扩展 200,000 个状态')`, 30*time.Second)
	if far := text(t, ctx, "result-far"); !strings.HasPrefix(far, "进展：它已查看了距起点不超过 ") {
		t.Errorf("how far BFS got: %q", far)
	}
	readable(t, ctx, "5×5 BFS at its budget")
	inChinese(t, ctx, "5×5 BFS at its budget")
	screenshot(t, ctx, "wide-5x5-bfs-zh")

	goal := solver.Standard(5, 5)
	short := solver.ScrambleMoves(goal, 16, rand.New(rand.NewPCG(5, 5)))
	best, err := solver.Solve("idastar", solver.Problem{Start: short, Goal: goal}, solver.Options{Heuristic: solver.LinearConflict(goal)})
	if err != nil || best.Outcome != solver.Solved {
		t.Fatal(err)
	}
	open(t, ctx, s.url+"/?"+url.Values{"start": {short.String()}, "algo": {"astar"}, "h": {"linear"}, "speed": {"max"}, "lang": {"en"}}.Encode())
	if got, want := solveOnPage(t, ctx), fmt.Sprintf("Solved in %d moves · optimal", len(best.Path)); got != want {
		t.Errorf("A* on a short 5×5 scramble: %q, want %q", got, want)
	}

	open(t, ctx, s.url+"/?"+url.Values{"start": {start}, "goal": {"blank-first"}, "algo": {"wastar"}, "h": {"linear"}, "w": {"3"}, "speed": {"max"}, "lang": {"en"}}.Encode())
	if got := text(t, ctx, "race-against"); got != "Race vs the reduction solver" {
		t.Errorf("the race button: %q", got)
	}
	click(t, ctx, "race-against")
	waitFor(t, ctx, "the race", `/race=wastar/.test(location.search) && !!document.getElementById('lane-1')`, 5*time.Second)
	click(t, ctx, "run")
	waitFor(t, ctx, "both lanes' answers", `!!document.getElementById('lane-0-answer') && !!document.getElementById('lane-1-answer')`, 60*time.Second)
	if got := text(t, ctx, "lane-1-answer"); !strings.Contains(got, fmt.Sprintf("%d moves", len(native.Path))) || strings.Contains(got, "optimal") {
		t.Errorf("the reduction solver's lane: %q", got)
	}

	// The short scramble pasted row by row into the start field (an input
	// drops line breaks: the rows are kept), then compared: A* proves its
	// path, and every other path is measured against it.
	open(t, ctx, s.url+"/?"+url.Values{"speed": {"max"}, "lang": {"en"}}.Encode())
	reveal(t, ctx, "start-text")
	eval[bool](t, ctx, fmt.Sprintf(`(() => { const f = document.getElementById('start-text'); f.focus(); f.select();
		const dt = new DataTransfer(); dt.setData('text', %q);
		f.dispatchEvent(new ClipboardEvent('paste', {clipboardData: dt, bubbles: true, cancelable: true})); return true })()`, strings.ReplaceAll(short.String(), "/", "\n")+"\n"))
	waitEqual(t, ctx, "the board pasted", `document.getElementById('main-board').dataset.board + ' ' + document.getElementById('algo-select').value`, short.String()+" reduce", 5*time.Second)
	click(t, ctx, "compare-run")
	waitFor(t, ctx, "the comparison (a row a run done)", fmt.Sprintf(`document.querySelectorAll('#compare-table tbody tr').length === %d`, len(solver.Algorithms)), 90*time.Second)
	rows := eval[[]string](t, ctx, `[...document.querySelectorAll('#compare-table tbody tr')].map(r => r.innerText.replace(/\s+/g, ' '))`)
	for i, a := range solver.Algorithms {
		switch row := rows[i]; {
		case a.Name == "astar" && !strings.Contains(row, fmt.Sprintf(" %d ", len(best.Path))) || a.Name == "astar" && !strings.Contains(row, "✓ optimal"):
			t.Errorf("A*'s row: %q, want %d moves, optimal", row, len(best.Path))
		case a.Reduction && !strings.Contains(row, "✓ optimal") && !strings.Contains(row, "more than optimal"):
			t.Errorf("the reduction solver's row: %q, want its path against A*'s", row)
		}
	}
	readable(t, ctx, "5×5 compared")
	screenshot(t, ctx, "wide-5x5-compare")
}

// TestBrowserKorf24 solves Korf and Felner's 24-puzzle instances in the
// page with the reduction solver, one after the other in the same page,
// flat out: each
// result says the length found natively. It logs the time from the click
// on Run to the frame that shows the result (the first builds the tables)
// and the median and longest. A benchmark: it runs with SLIDELAB_KORF24
// set to the number of instances (`make bench-browser` solves all 28);
// TestBrowserWide solves the first in every run.
func TestBrowserKorf24(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("SLIDELAB_KORF24"))
	if n == 0 {
		t.Skip("a benchmark: set SLIDELAB_KORF24 to the number of instances")
	}
	s := serveSite(t, "")
	ctx := screenWithin(t, 1280, 900, time.Duration(n)*20*time.Second+time.Minute)
	goal := solver.GoalPresets[2].Board(5, 5)
	data, err := os.ReadFile("../solver/testdata/korf24.tsv")
	if err != nil {
		t.Fatal(err)
	}
	var times []time.Duration
	total, optimal := 0, 0
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Split(line, "\t")
		if len(times) == n || len(f) < 3 || strings.HasPrefix(line, "#") {
			continue
		}
		start, err := solver.Parse(f[1])
		if err != nil {
			t.Fatal(err)
		}
		native, err := solver.Solve("reduce", solver.Problem{Start: start, Goal: goal}, solver.Options{})
		if err != nil || native.Outcome != solver.Solved {
			t.Fatal(err)
		}
		if len(times) == 0 {
			open(t, ctx, s.url+"/?"+url.Values{"start": {f[1]}, "goal": {"blank-first"}, "speed": {"max"}, "autoplay": {"0"}, "lang": {"en"}}.Encode())
		} else { // the same page, as a class goes from one board to the next
			setValue(t, ctx, "start-text", f[1])
		}
		waitFor(t, ctx, "the board", fmt.Sprintf(`document.getElementById('main-board').dataset.board == %q && document.getElementById('run-state').classList.contains('ready')`, start.String()), 10*time.Second)
		took := time.Duration(eval[float64](t, ctx, runToResultJS) * float64(time.Millisecond))
		got := text(t, ctx, "result-text")
		if want := fmt.Sprintf("Solved in %d moves", len(native.Path)); !strings.HasPrefix(got, want) {
			t.Fatalf("instance %s: %q, want %q (as natively)", f[0], got, want)
		}
		opt, _ := strconv.Atoi(f[2])
		total, optimal = total+len(native.Path), optimal+opt
		t.Logf("instance %s: %d moves (optimal %d), %v from Run to result", f[0], len(native.Path), opt, took.Round(time.Millisecond))
		times = append(times, took)
	}
	t.Logf("%d instances: %.3f× the optimal total; median %v, longest %v", len(times), float64(total)/float64(optimal), median(times), slices.Max(times).Round(time.Millisecond))
}
