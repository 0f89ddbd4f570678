package solver

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
	"time"
)

// korf24 reads Korf and Felner's 24-puzzle instances (testdata/korf24.tsv,
// AIJ 134, 2002) with their optimal lengths.
func korf24(tb testing.TB) ([]Board, []int) {
	var boards []Board
	var opt []int
	for _, fs := range tsvRows(tb, "testdata/korf24.tsv") {
		n, err := strconv.Atoi(fs[2])
		if err != nil {
			tb.Fatal(err)
		}
		boards, opt = append(boards, mustParse(tb, fs[1])), append(opt, n)
	}
	return boards, opt
}

var korf24Goal = GoalPresets[2].Board(5, 5) // blank first

// TestReduceKorf24: on Korf and Felner's 24-puzzle instances every path
// replays to the goal, none is shorter than the published optimum (the
// oracle), and together they are at most 1.18 times the optimal total
// (1.211 before the shortening pass, 1.172 with it).
func TestReduceKorf24(t *testing.T) {
	if testing.Short() {
		t.Skip("28 instances of the 24-puzzle: natively only")
	}
	boards, opt := korf24(t)
	total, optimal := 0, 0
	for i, b := range boards {
		r := solveReplayed(t, b, korf24Goal)
		if len(r.Path) < opt[i] {
			t.Fatalf("instance %d: %d moves, shorter than the optimal %d", i+1, len(r.Path), opt[i])
		}
		total, optimal = total+len(r.Path), optimal+opt[i]
	}
	if ratio := float64(total) / float64(optimal); ratio > 1.18 {
		t.Errorf("%d moves in all against the optimal %d: %.3f×, want at most 1.18×", total, optimal, ratio)
	}
}

// solveReplayed solves b with the reduction solver and checks that its
// path leads to goal.
func solveReplayed(t testing.TB, b, goal Board) Result {
	r, err := Solve("reduce", Problem{Start: b, Goal: goal}, Options{})
	if err != nil || r.Outcome != Solved {
		t.Fatalf("%s: %v %v", b, r.Outcome, err)
	}
	boards, err := b.Apply(r.Path)
	if err != nil || boards[len(boards)-1] != goal {
		t.Fatalf("%s: the path does not reach the goal: %v", b, err)
	}
	if !ReductionOptimal(goal) {
		shortenedReplayed(t, r)
	}
	return r
}

// BenchmarkReduceKorf24 solves the 28 instances of testdata/korf24.tsv and
// reports the length against the optimal in all, and the median and the
// longest time of an instance (the first builds the tables: pattern
// databases and phase tables); -v logs each instance.
func BenchmarkReduceKorf24(b *testing.B) {
	boards, opt := korf24(b)
	for b.Loop() {
		total, optimal := 0, 0
		times := make([]time.Duration, len(boards))
		for i, k := range boards {
			began := time.Now()
			r := solveReplayed(b, k, korf24Goal)
			times[i] = time.Since(began)
			total, optimal = total+len(r.Path), optimal+opt[i]
			b.Logf("instance %2d: %3d moves, optimal %3d (%.2f×), %6.0f ms", i+1, len(r.Path), opt[i], float64(len(r.Path))/float64(opt[i]), times[i].Seconds()*1000)
		}
		b.ReportMetric(float64(total)/float64(optimal), "length/optimal")
		reportTimes(b, times)
	}
}

// BenchmarkReduce10x10 solves 20 random 10×10 boards (the standard goal),
// and reports their moves against a lower bound: the Manhattan distance
// and linear conflicts of the start.
func BenchmarkReduce10x10(b *testing.B) {
	goal := Standard(10, 10)
	rng := rand.New(rand.NewPCG(10, 10))
	boards := make([]Board, 20)
	for i := range boards {
		boards[i] = ScrambleUniform(goal, rng)
	}
	lc := LinearConflict(goal)
	for b.Loop() {
		times := make([]time.Duration, len(boards))
		moves, bound := 0, 0
		for i, k := range boards {
			began := time.Now()
			moves += len(solveReplayed(b, k, goal).Path)
			times[i] = time.Since(began)
			bound += lc.Of(k)
		}
		b.ReportMetric(float64(moves)/float64(len(boards)), "moves/board")
		b.ReportMetric(float64(moves)/float64(bound), "moves/bound")
		reportTimes(b, times)
	}
}

// reportTimes reports the median and the longest of times.
func reportTimes(b *testing.B, times []time.Duration) {
	slices.Sort(times)
	b.ReportMetric(times[len(times)/2].Seconds(), "median-s")
	b.ReportMetric(times[len(times)-1].Seconds(), "max-s")
}

// TestReduceSizes: the reduction solver's path, shortened, reaches the
// goal from a random board of every shape it reduces differently, with
// each goal (as wasm, under -short, with one goal each: the others take
// seconds there).
func TestReduceSizes(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 37))
	for i, sz := range [][2]int{{6, 6}, {7, 7}, {8, 8}, {10, 10}, {2, 10}, {10, 2}, {3, 7}, {9, 4}, {5, 6}} {
		goals := []Board{Standard(sz[0], sz[1]), GoalPresets[2].Board(sz[0], sz[1]), Spiral(sz[0], sz[1])}
		if testing.Short() {
			goals = goals[i%3 : i%3+1]
		}
		for _, goal := range goals {
			b := ScrambleUniform(goal, rng)
			solveReplayed(t, b, goal)
		}
	}
}

// TestReduceTrace: stepped in chunks of every size, as the page's
// timeline steps it, the reduction solver's chart holds a step for every
// expansion at its stride (none twice, none missing), through its phases
// and a finish longer than a trace holds.
func TestReduceTrace(t *testing.T) {
	if testing.Short() {
		t.Skip("a 24-puzzle: natively only")
	}
	boards, _ := korf24(t)
	tl, err := NewTimeline("reduce", Problem{Start: boards[18], Goal: korf24Goal}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(24, 25))
	for tl.Step(1+rng.IntN(5000)) == Running {
	}
	tr := tl.Trace()
	if n := len(tr.Steps); n != (tl.Latest()+tr.Stride-1)/tr.Stride {
		t.Fatalf("the trace has %d steps (one in %d) for %d expansions", n, tr.Stride, tl.Latest())
	}
	ph := tl.Moment(0).Phase
	if ph == nil || !ph.Finish || len(ph.Done) != 2 {
		t.Fatalf("the search ended in %+v, want the finish after two phases", ph)
	}
}

// TestReductionOptimal: the reduction solver proves its paths on the boards
// it solves whole (at most 4×4), and only there.
func TestReductionOptimal(t *testing.T) {
	for _, c := range []struct {
		w, h int
		want bool
	}{{3, 3, true}, {4, 4, true}, {3, 4, true}, {2, 4, true}, {2, 8, false}, {5, 5, false}, {4, 5, false}, {10, 10, false}} {
		if got := ReductionOptimal(Standard(c.w, c.h)); got != c.want {
			t.Errorf("ReductionOptimal(%d×%d) = %v, want %v", c.w, c.h, got, c.want)
		}
	}
}

// TestPhaseEnds: on the shortened path of a 5×5 and of a 10×10 board (the
// 5×5 only under -short), each phase ends no earlier than the one before,
// its tiles and all earlier phases' are home from there to the goal, and
// not on the board before.
func TestPhaseEnds(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	goals := []Board{korf24Goal, Standard(10, 10)}
	if testing.Short() { // as wasm: the 10×10 takes seconds there
		goals = goals[:1]
	}
	for _, goal := range goals {
		b := ScrambleUniform(goal, rng)
		tl, err := NewTimeline("reduce", Problem{Start: b, Goal: goal}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for tl.Step(1<<20) == Running {
		}
		m := tl.Moment(0)
		done := m.Phase.Done
		ends := PhaseEnds(b, goal, m.Path, done)
		boards, _ := b.Apply(m.Path)
		if len(ends) != len(done) || len(done) < 2 {
			t.Fatalf("%d ends for %d phases", len(ends), len(done))
		}
		var tiles []int
		for i, end := range ends {
			tiles = append(tiles, done[i].Tiles...)
			if i > 0 && end < ends[i-1] {
				t.Fatalf("phase %d ends at %d, before phase %d (%d)", i+1, end, i, ends[i-1])
			}
			for k, bd := range boards[end:] {
				for _, tile := range tiles {
					if bd.At(slices.Index(goal.Tiles(), tile)) != tile {
						t.Fatalf("phase %d ends at move %d, but tile %d is away from home at move %d", i+1, end, tile, end+k)
					}
				}
			}
			if end > 0 && allHome(boards[end-1], tiles, homes(goal)) {
				t.Fatalf("phase %d: its tiles are home already before move %d", i+1, end)
			}
		}
	}
}

// BenchmarkReduceFirst solves Korf and Felner's first instance, the
// pattern databases of its finish kept: cold, with the phase tables
// forgotten before each solve (a fresh page's first 5×5 solve, less the
// databases it reads back), and warm.
func BenchmarkReduceFirst(b *testing.B) {
	boards, _ := korf24(b)
	solveReplayed(b, boards[0], korf24Goal) // the finish's pattern databases
	b.Run("cold", func(b *testing.B) {
		for b.Loop() {
			forgetPhaseTables()
			solveReplayed(b, boards[0], korf24Goal)
		}
	})
	b.Run("warm", func(b *testing.B) {
		for b.Loop() {
			solveReplayed(b, boards[0], korf24Goal)
		}
	})
}
