package solver

import (
	"errors"
	"flag"
	"math/rand/v2"
	"testing"
)

var long = flag.Bool("long", false, "check A*, IDA* and bidirectional BFS on all 181,440 boards of each goal")

var (
	standardGoal = Standard(3, 3)
	spiralGoal   = Spiral(3, 3)
)

func exact(t testing.TB, goal Board) *Distances {
	t.Helper()
	d, err := ExactDistances(goal)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// solve runs name flat out and checks that a solved path replays to the goal.
func solve(t testing.TB, name string, start, goal Board, o Options) Result {
	t.Helper()
	r, err := Solve(name, Problem{Start: start, Goal: goal}, o)
	if err != nil {
		t.Fatalf("%s(%v → %v): %v", name, start, goal, err)
	}
	if r.Outcome == Solved {
		boards, err := start.Apply(r.Path)
		if err != nil || boards[len(boards)-1] != goal {
			t.Fatalf("%s(%v → %v): path %s does not replay to the goal: %v", name, start, goal, PathString(r.Path), err)
		}
	}
	return r
}

// sample returns n seeded boards spread over all distances to goal.
func sample(t testing.TB, goal Board, n int, seed uint64) []Board {
	d := exact(t, goal)
	rng := rand.New(rand.NewPCG(seed, 1))
	out := make([]Board, 0, n)
	for i := range n {
		k := i % (d.Max() + 1)
		b, _ := d.Random(rng, k)
		out = append(out, b)
	}
	return out
}

func TestExactDistances(t *testing.T) {
	for _, tc := range []struct {
		goal       Board
		max, atMax int
	}{{standardGoal, 31, 2}, {spiralGoal, 30, 148}} {
		d := exact(t, tc.goal)
		if d.Max() != tc.max || d.Count(tc.max) != tc.atMax || d.Reachable() != 181440 {
			t.Errorf("ExactDistances(%v): max %d with %d boards, %d reachable; want %d with %d, 181440", tc.goal, d.Max(), d.Count(d.Max()), d.Reachable(), tc.max, tc.atMax)
		}
		if got := len(d.Boards(tc.max)); got != tc.atMax {
			t.Errorf("len(Boards(%d)) = %d, want %d", tc.max, got, tc.atMax)
		}
	}
	if got := exact(t, standardGoal).Of(mustParse(t, "123/405/786")); got != 2 {
		t.Errorf("Of(123/405/786) = %d, want 2", got)
	}
	if _, err := ExactDistances(Standard(4, 4)); err == nil {
		t.Errorf("ExactDistances(4×4) did not fail")
	}
}

func TestRankIsABijection(t *testing.T) {
	for n := 4; n <= 9; n++ {
		for r := 0; r < factorial(n); r += 1 + factorial(n)/5000 {
			if got := rank(unrank(r, n), n, n); got != r {
				t.Fatalf("rank(unrank(%d, %d)) = %d", r, n, got)
			}
		}
	}
}

// TestSolvabilityMatchesReachability checks the parity rule against the
// exact reachable sets, for odd and even widths and every preset.
func TestSolvabilityMatchesReachability(t *testing.T) {
	for _, size := range [][2]int{{3, 3}, {2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}} {
		for _, p := range GoalPresets {
			goal := p.Board(size[0], size[1])
			d := exact(t, goal)
			n := goal.Len()
			if d.Reachable() != factorial(n)/2 {
				t.Errorf("%s %d×%d: %d reachable, want %d", p.Name, size[0], size[1], d.Reachable(), factorial(n)/2)
			}
			for r := 0; r < factorial(n); r += 1 + factorial(n)/20000 {
				b := goal.fromKey(unrank(r, n))
				if got, want := CheckSolvable(b, goal).Solvable, d.Of(b) >= 0; got != want {
					t.Fatalf("CheckSolvable(%v, %v) = %v, reachable %v", b, goal, got, want)
				}
			}
		}
	}
}

func TestSolvabilityExplains(t *testing.T) {
	s := CheckSolvable(mustParse(t, "283104765"), spiralGoal)
	if !s.Solvable || s.StartInversions%2 != 1 || s.GoalInversions != 7 {
		t.Errorf("283104765 → spiral: %+v; want solvable with odd inversions (goal 7)", s)
	}
	s = CheckSolvable(mustParse(t, "123456870"), standardGoal)
	if s.Solvable || s.StartInversions != 1 || s.Reason() == "" {
		t.Errorf("123456870 → standard: %+v", s)
	}
	s = CheckSolvable(mustParse(t, "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0"), Standard(4, 4))
	if s.Solvable || !s.EvenWidth || s.StartBlankRow != 4 {
		t.Errorf("15-puzzle with 14/15 swapped: %+v", s)
	}
	_, err := New("astar", Problem{Start: mustParse(t, "123456870"), Goal: standardGoal}, Options{})
	if !errors.Is(err, ErrUnsolvable) {
		t.Errorf("New on an unsolvable pair: err = %v, want ErrUnsolvable", err)
	}
}

// sized returns n, or a tenth of it with -short (the wasm run under node,
// single-threaded and several times slower).
func sized(n int) int {
	if testing.Short() {
		return n / 10
	}
	return n
}

// TestOptimalAlgorithms checks every optimal algorithm against the exact
// distances on the hardest boards and a seeded sample of 2,000 boards across
// all depths (one of the hardest and 200 for the blind searches, whose work does not depend on a
// heuristic and which take seconds on the deepest boards: TestAllBoardsLong
// runs them all), for both judge goals.
func TestOptimalAlgorithms(t *testing.T) {
	for _, goal := range []Board{standardGoal, spiralGoal} {
		d := exact(t, goal)
		hardest := d.Boards(d.Max())
		if testing.Short() {
			hardest = hardest[:2]
		}
		many := append(hardest, sample(t, goal, sized(2000), 7)...)
		for _, a := range Algorithms {
			if !a.Optimal {
				continue
			}
			boards := many
			if !a.UsesHeuristic { // one of the hardest, and 200
				boards = many[len(hardest)-1 : len(hardest)+sized(200)]
			}
			t.Run(a.Name+"/"+PresetName(goal), func(t *testing.T) {
				t.Parallel()
				for _, b := range boards {
					r := solve(t, a.Name, b, goal, Options{})
					if r.Outcome != Solved || len(r.Path) != d.Of(b) {
						t.Fatalf("%s(%v) = %v in %d moves, want %d", a.Name, b, r.Outcome, len(r.Path), d.Of(b))
					}
				}
			})
		}
	}
}

func TestAllBoardsLong(t *testing.T) {
	if !*long {
		t.Skip("run with -long")
	}
	for _, goal := range []Board{standardGoal, spiralGoal} {
		d := exact(t, goal)
		for _, name := range []string{"astar", "idastar", "bibfs"} {
			t.Run(name+"/"+PresetName(goal), func(t *testing.T) {
				t.Parallel()
				for k := 0; k <= d.Max(); k++ {
					for _, b := range d.Boards(k) {
						if r := solve(t, name, b, goal, Options{}); len(r.Path) != k {
							t.Fatalf("%s(%v) = %d moves, want %d", name, b, len(r.Path), k)
						}
					}
				}
			})
		}
	}
}

func TestHeuristicsAreAdmissibleAndOptimal(t *testing.T) {
	for _, goal := range []Board{standardGoal, spiralGoal} {
		d := exact(t, goal)
		for _, hi := range Heuristics {
			h, err := NewHeuristic(hi.Name, goal)
			if err != nil {
				t.Fatal(err)
			}
			for _, b := range sample(t, goal, sized(300), 3) {
				if h.Of(b) > d.Of(b) {
					t.Fatalf("%s(%v) = %d > exact %d", hi.Name, b, h.Of(b), d.Of(b))
				}
				for _, alg := range []string{"astar", "idastar"} {
					if alg == "idastar" && (hi.Name == "zero" || hi.Name == "misplaced") && d.Of(b) > 22 {
						continue // tens of millions of nodes on the deepest boards
					}
					if r := solve(t, alg, b, goal, Options{Heuristic: h}); len(r.Path) != d.Of(b) {
						t.Fatalf("%s/%s(%v) = %d moves, want %d", alg, hi.Name, b, len(r.Path), d.Of(b))
					}
				}
			}
		}
	}
	if _, err := NewHeuristic("exact", Standard(4, 4)); err == nil {
		t.Errorf("exact heuristic on 4×4 did not fail")
	}
	if _, err := NewHeuristic("euclid", standardGoal); err == nil {
		t.Errorf("unknown heuristic did not fail")
	}
}

func TestNonOptimalAlgorithms(t *testing.T) {
	d := exact(t, standardGoal)
	for _, b := range sample(t, standardGoal, sized(200), 11) {
		for _, w := range []float64{1, 1.5, 2, 5} {
			r := solve(t, "wastar", b, standardGoal, Options{Weight: w})
			if r.Outcome != Solved || float64(len(r.Path)) > w*float64(d.Of(b)) {
				t.Fatalf("wastar w=%v (%v) = %v, %d moves; optimal %d", w, b, r.Outcome, len(r.Path), d.Of(b))
			}
		}
		if r := solve(t, "greedy", b, standardGoal, Options{}); r.Outcome != Solved || len(r.Path) < d.Of(b) {
			t.Fatalf("greedy(%v) = %v, %d moves; optimal %d", b, r.Outcome, len(r.Path), d.Of(b))
		}
		r := solve(t, "dfs", b, standardGoal, Options{DepthLimit: 40})
		if r.Outcome != Solved || len(r.Path) > 40 || len(r.Path) < d.Of(b) {
			t.Fatalf("dfs(%v) = %v, %d moves; optimal %d, limit 40", b, r.Outcome, len(r.Path), d.Of(b))
		}
	}
	hard := d.Boards(31)[0]
	if r := solve(t, "dfs", hard, standardGoal, Options{DepthLimit: 20}); r.Outcome != NotFound {
		t.Errorf("dfs with limit 20 on a 31-move board = %v, want not found", r.Outcome)
	}
}

// TestCountersOrderHeuristics: better heuristics close fewer boards.
func TestCountersOrderHeuristics(t *testing.T) {
	boards := sample(t, standardGoal, 60, 5)
	closed := func(alg, h string) int {
		total := 0
		for _, b := range boards {
			hf, _ := NewHeuristic(h, standardGoal)
			total += solve(t, alg, b, standardGoal, Options{Heuristic: hf}).Stats.Closed
		}
		return total
	}
	lc, man, mis, bfsClosed := closed("astar", "linear"), closed("astar", "manhattan"), closed("astar", "misplaced"), closed("bfs", "zero")
	if !(lc < man && man < mis && mis < bfsClosed) {
		t.Errorf("closed: linear %d, manhattan %d, misplaced %d, bfs %d; want increasing", lc, man, mis, bfsClosed)
	}
	hard := exact(t, standardGoal).Boards(31)[0]
	r := solve(t, "bfs", hard, standardGoal, Options{})
	if r.Stats.Closed < 181000 || r.Stats.Closed > 181440 || r.Stats.Open+r.Stats.Closed > 181440 {
		t.Errorf("BFS of %v: closed %d, open %d; want ~181,440 in all", hard, r.Stats.Closed, r.Stats.Open)
	}
}

func TestLimitAndResume(t *testing.T) {
	hard := exact(t, standardGoal).Boards(31)[0]
	for _, a := range Algorithms {
		t.Run(a.Name, func(t *testing.T) {
			p := Problem{Start: hard, Goal: standardGoal}
			flat := solve(t, a.Name, hard, standardGoal, Options{})
			r, err := Solve(a.Name, p, Options{MaxExpanded: 50})
			if flat.Stats.Expanded > 50 && (err != nil || r.Outcome != LimitReached || r.Stats.Expanded != 50 || r.Path != nil) {
				t.Fatalf("%s with a budget of 50 = %v, expanded %d, %v", a.Name, r.Outcome, r.Stats.Expanded, err)
			}
			// Stepping one expansion at a time ends exactly like a flat-out run.
			s, _ := New(a.Name, p, Options{Trace: true})
			if _, ok := s.Current(); ok {
				t.Fatalf("Current before the first Step reports a node")
			}
			prev := 0
			for s.Step(1) == Running {
				st := s.Stats()
				if st.Expanded != prev+1 {
					t.Fatalf("Step(1): expanded %d → %d", prev, st.Expanded)
				}
				prev = st.Expanded
				if st.Open > st.MaxOpen {
					t.Fatalf("open %d > max open %d", st.Open, st.MaxOpen)
				}
			}
			got := s.Result()
			if got.Outcome != flat.Outcome || len(got.Path) != len(flat.Path) || got.Stats.Expanded != flat.Stats.Expanded {
				t.Fatalf("stepped: %v %d moves %d expanded; flat out: %v %d moves %d expanded",
					got.Outcome, len(got.Path), got.Stats.Expanded, flat.Outcome, len(flat.Path), flat.Stats.Expanded)
			}
			tr := s.Trace()
			if n := len(tr.Steps); n != (got.Stats.Expanded+tr.Stride-1)/tr.Stride {
				t.Fatalf("trace has %d steps (one in %d) for %d expansions", n, tr.Stride, got.Stats.Expanded)
			}
			if cur, _ := s.Current(); tr.Expansion(len(tr.Steps)-1) == got.Stats.Expanded && !a.Reduction && cur.Board != tr.Board(len(tr.Steps)-1) {
				t.Fatalf("Current %v is not the last traced board", cur.Board)
			}
			if s.Step(10) != got.Outcome {
				t.Fatalf("Step after the end changed the outcome")
			}
		})
	}
}

func TestFrontier(t *testing.T) {
	start := mustParse(t, "283104765")
	for _, a := range Algorithms {
		s, err := New(a.Name, Problem{Start: start, Goal: spiralGoal}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		s.Step(3)
		f := s.Frontier(5)
		if len(f) == 0 || len(f) > 5 {
			t.Errorf("%s: Frontier(5) after 3 steps has %d entries", a.Name, len(f))
		}
		if a.Name == "astar" {
			for i := 1; i < len(f); i++ {
				if f[i].F < f[i-1].F {
					t.Errorf("astar frontier not ordered by f: %v", f)
				}
			}
		}
	}
}

func TestStartIsGoal(t *testing.T) {
	for _, a := range Algorithms {
		r := solve(t, a.Name, standardGoal, standardGoal, Options{})
		if r.Outcome != Solved || len(r.Path) != 0 {
			t.Errorf("%s(goal → goal) = %v, %d moves", a.Name, r.Outcome, len(r.Path))
		}
	}
}

func TestScramble(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	d := exact(t, spiralGoal)
	for range 200 {
		if b := ScrambleUniform(spiralGoal, rng); d.Of(b) < 0 {
			t.Fatalf("ScrambleUniform gave unreachable %v", b)
		}
		b := ScrambleMoves(spiralGoal, 15, rng)
		if k := d.Of(b); k < 0 || k > 15 || k%2 != 1 {
			t.Fatalf("ScrambleMoves(15) = %v at distance %d", b, k)
		}
		b, err := ScrambleDistance(spiralGoal, 20, rng)
		if err != nil || d.Of(b) != 20 {
			t.Fatalf("ScrambleDistance(20) = %v (%d), %v", b, d.Of(b), err)
		}
	}
	if _, err := ScrambleDistance(spiralGoal, 31, rng); err == nil {
		t.Errorf("ScrambleDistance(31) to the spiral goal (max 30) did not fail")
	}
	g4 := Standard(4, 4)
	for range 50 {
		if b := ScrambleUniform(g4, rng); !CheckSolvable(b, g4).Solvable {
			t.Fatalf("ScrambleUniform(4×4) gave unsolvable %v", b)
		}
	}
	// Uniform over the 12 reachable 2×2 boards.
	g2 := Standard(2, 2)
	counts := map[Board]int{}
	for range 12000 {
		counts[ScrambleUniform(g2, rng)]++
	}
	for b, c := range counts {
		if len(counts) != 12 || c < 850 || c > 1150 {
			t.Fatalf("ScrambleUniform(2×2): %d distinct boards, %v drawn %d times of 12000", len(counts), b, c)
		}
	}
}

func TestOptionsErrors(t *testing.T) {
	p := Problem{Start: mustParse(t, "283104765"), Goal: spiralGoal}
	for _, tc := range []struct {
		name string
		p    Problem
		o    Options
	}{
		{"nosuch", p, Options{}},
		{"wastar", p, Options{Weight: 0.5}},
		{"dfs", p, Options{DepthLimit: -1}},
		{"bfs", p, Options{MaxExpanded: -5}},
		{"astar", Problem{Start: p.Start, Goal: Standard(4, 4)}, Options{}},
		{"astar", Problem{Goal: spiralGoal}, Options{}},
	} {
		if _, err := New(tc.name, tc.p, tc.o); err == nil {
			t.Errorf("New(%q, %v, %+v) did not fail", tc.name, tc.p, tc.o)
		}
	}
}

// FuzzSearch: A*, IDA* and bidirectional BFS agree with the exact distance
// on any reachable board.
func FuzzSearch(f *testing.F) {
	f.Add(uint64(1), uint8(0))
	f.Add(uint64(99), uint8(1))
	f.Fuzz(func(t *testing.T, seed uint64, which uint8) {
		goal := GoalPresets[int(which)%len(GoalPresets)].Board(3, 3)
		b := ScrambleUniform(goal, rand.New(rand.NewPCG(seed, seed)))
		want := exact(t, goal).Of(b)
		for _, name := range []string{"astar", "idastar", "bibfs"} {
			if r := solve(t, name, b, goal, Options{}); len(r.Path) != want {
				t.Fatalf("%s(%v) = %d moves, want %d", name, b, len(r.Path), want)
			}
		}
	})
}

// A trace longer than MaxTraceSteps keeps every Stride-th expansion, and
// IDA*'s iterations add up to its expansions.
func TestTraceThinnedAndIterations(t *testing.T) {
	start, _ := Parse("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3")
	goal := GoalPresets[2].Board(4, 4)
	const budget = 3*MaxTraceSteps + 12345
	p := Problem{Start: start, Goal: goal}
	traced, err := New("idastar", p, Options{Trace: true, MaxExpanded: budget})
	if err != nil {
		t.Fatal(err)
	}
	if traced.Step(budget+1) != LimitReached {
		t.Fatal("want the budget reached")
	}
	tr := traced.Trace()
	if tr.Stride != 4 || len(tr.Steps) > MaxTraceSteps || len(tr.Steps) != (budget+tr.Stride-1)/tr.Stride {
		t.Fatalf("stride %d, %d steps for %d expansions", tr.Stride, len(tr.Steps), budget)
	}
	plain, _ := New("idastar", p, Options{MaxExpanded: budget})
	for i := range tr.Steps {
		for plain.Stats().Expanded < tr.Expansion(i) {
			plain.Step(1)
		}
		if cur, _ := plain.Current(); cur.Board != tr.Board(i) || cur.G != int(tr.Steps[i].G) {
			t.Fatalf("step %d (expansion %d): traced %v, searched %v", i, tr.Expansion(i), tr.Board(i), cur.Board)
		}
	}
	sum, bound := 0, 0
	for _, it := range traced.Iterations() {
		if it.Bound <= bound || it.Expanded == 0 {
			t.Fatalf("iterations %+v", traced.Iterations())
		}
		sum, bound = sum+it.Expanded, it.Bound
	}
	if st := traced.Stats(); sum != st.Expanded || bound != st.Bound || len(traced.Iterations()) != st.Iteration {
		t.Fatalf("iterations %+v, stats %+v", traced.Iterations(), st)
	}
}
