package solver

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// The matrix: every algorithm × every heuristic that applies × every size,
// each search run three ways (flat out; one Step at a time, explained at
// every moment as the page explains a paced run; random chunks with Step
// backs, jumps and explanations). Every way must end the same, and show the
// same moment at every moment; every explanation's tie counts must equal a
// count over the whole open list, every child's fate a model of the lists
// (checkEvents), and every h its heuristic's plain definition. New algorithms, heuristics and sizes join it by joining the
// registry.

// matrixBoard is one size (and goal) of the matrix with a start on it.
type matrixBoard struct {
	name string
	p    Problem
}

func matrixBoards(t testing.TB) []matrixBoard {
	rng := rand.New(rand.NewPCG(32, 32))
	custom := mustParse(t, "47_/813/265") // any solvable goal is a goal
	bs := []matrixBoard{
		{"2x2", Problem{ScrambleMoves(Standard(2, 2), 9, rng), Standard(2, 2)}},
		{"3x2", Problem{ScrambleMoves(Standard(3, 2), 15, rng), Standard(3, 2)}},
		{"3x3-standard", Problem{mustParse(t, "8_6/547/231"), Standard(3, 3)}},
		{"3x3-spiral", Problem{mustParse(t, "283/104/765"), Spiral(3, 3)}},
		{"3x3-custom", Problem{ScrambleMoves(custom, 40, rng), custom}},
		{"4x3", Problem{ScrambleMoves(Standard(4, 3), 30, rng), Standard(4, 3)}},
		{"4x4-easy", Problem{ScrambleMoves(Standard(4, 4), 24, rng), Standard(4, 4)}},
		{"5x2", Problem{ScrambleMoves(Standard(5, 2), 20, rng), Standard(5, 2)}}, // wider than 4, packed
		{"2x7", Problem{ScrambleMoves(Spiral(2, 7), 20, rng), Spiral(2, 7)}},
		{"5x5", Problem{ScrambleMoves(Standard(5, 5), 16, rng), Standard(5, 5)}}, // above 16 cells: wide boards, numbered by the search
		{"3x6-spiral", Problem{ScrambleMoves(Spiral(3, 6), 18, rng), Spiral(3, 6)}},
	}
	if testing.Short() { // under node: the 3×3 boards
		bs = bs[2:5]
	}
	return bs
}

// matrixFormula is the matrix's heuristic written as a formula:
// inconsistent (tile 1 home or not changes h by more than one), and
// inadmissible near the goal.
const matrixFormula = "max(manhattan, misplaced) + 2*out(1)"

// matrixCase is one cell of the matrix.
type matrixCase struct {
	alg  Algorithm
	heur string // "" when the algorithm takes none
	b    matrixBoard
	o    Options
}

func (c matrixCase) String() string {
	if c.o.NoReopen {
		return fmt.Sprintf("%s/%s/never-reopen/%s", c.alg.Name, c.heur, c.b.name)
	}
	return fmt.Sprintf("%s/%s/%s", c.alg.Name, c.heur, c.b.name)
}

// matrixCases lists every cell. The budget lets a search end by itself on
// the small boards and stops it (LimitReached) on the large ones: both
// endings are in the matrix.
func matrixCases(t testing.TB) []matrixCase {
	var cs []matrixCase
	for _, b := range matrixBoards(t) {
		for _, a := range Algorithms {
			heurs := []string{""}
			if a.UsesHeuristic {
				heurs = nil
				for _, h := range Heuristics {
					if b.p.Goal.Len() <= h.MaxCells {
						heurs = append(heurs, h.Name)
					}
				}
			}
			for _, h := range heurs {
				o := Options{MaxExpanded: 700, Weight: 1.5}
				if h != "" {
					if err := o.SetHeuristic(h, b.p.Goal); err != nil {
						t.Fatal(err)
					}
				}
				cs = append(cs, matrixCase{alg: a, heur: h, b: b, o: o})
			}
			if a.UsesHeuristic { // a formula of the workshop's, inconsistent; and A* that never reopens with it
				f, err := ParseFormula(matrixFormula)
				if err != nil {
					t.Fatal(err)
				}
				for _, noReopen := range []bool{false, true} {
					if noReopen && !a.UsesReopen {
						continue
					}
					h, err := f.Bind(b.p.Goal)
					if err != nil {
						t.Fatal(err)
					}
					cs = append(cs, matrixCase{alg: a, heur: "formula", b: b, o: Options{MaxExpanded: 700, Weight: 1.5, Heuristic: h, NoReopen: noReopen}})
				}
			}
		}
	}
	return cs
}

func TestMatrix(t *testing.T) {
	total := 0
	for _, c := range matrixCases(t) {
		t.Run(c.String(), func(t *testing.T) {
			total++
			flat, err := Solve(c.alg.Name, c.b.p, c.o)
			if err != nil {
				t.Fatal(err)
			}
			moments := matrixStepped(t, c, flat)
			matrixChunks(t, c, flat, moments)
			tl, err := NewTimeline(c.alg.Name, c.b.p, c.o) // every child's fate against a model of the lists
			if err != nil {
				t.Fatal(err)
			}
			// The reduction solver's phases close states (the places of a few
			// tiles and the blank), not boards, and its finish by IDA* is
			// checked as IDA*: the model of the lists fits only its finish by A*.
			if c.alg.Name != "reduce" || c.b.p.Goal.Len() <= 9 {
				checkEvents(t, c.alg, c.b.p, tl, 200, map[Fate]int{}, c.o.NoReopen)
			}
		})
	}
	t.Logf("%d combinations × 3 ways", total)
}

// matrixStepped steps a timeline one moment at a time, explaining each,
// and returns every moment it showed.
func matrixStepped(t *testing.T, c matrixCase, flat Result) []Moment {
	tl, err := NewTimeline(c.alg.Name, c.b.p, c.o)
	if err != nil {
		t.Fatal(err)
	}
	tl.spacing, tl.maxHeld = 37, 1<<20 // replays from many checkpoints
	moments := []Moment{tl.Moment(8)}
	for {
		out := tl.Step(1)
		m := tl.Moment(8)
		if out == Running && m.At != len(moments) {
			t.Fatalf("Step(1) from moment %d went to %d", len(moments)-1, m.At)
		}
		checkHeuristics(t, c, m)
		if m.At == len(moments) {
			moments = append(moments, m)
			checkExplanation(t, c, tl)
			tl.Candidates(8) // the quiz's
			if m.At%7 == 0 { // the tree replays the moments it draws, watched
				tl.Tree(1000)
			}
			if r, ended := tl.Ended(); ended && m.At == tl.Latest() { // the quiz looked past the end
				m.Outcome, m.Path = r.Outcome, r.Path
			}
			if again := tl.Moment(8); !reflect.DeepEqual(again, m) {
				t.Fatalf("moment %d after Explain, Candidates and Tree = %+v, want %+v", m.At, again, m)
			}
		}
		if out != Running {
			break
		}
	}
	moments[tl.At()] = tl.Moment(8) // the last moment, with the end
	checkEnd(t, "one step at a time", tl, flat)
	return moments
}

// matrixChunks moves a new timeline by random chunks, backs and jumps, and
// checks every moment against the one stepped to.
func matrixChunks(t *testing.T, c matrixCase, flat Result, moments []Moment) {
	tl, err := NewTimeline(c.alg.Name, c.b.p, c.o)
	if err != nil {
		t.Fatal(err)
	}
	tl.spacing, tl.maxHeld = 53, 1<<13 // thinned as it goes
	rng := rand.New(rand.NewPCG(uint64(len(moments)), 7))
	last := len(moments) - 1
	for range 40 {
		switch rng.IntN(7) {
		case 0, 1:
			tl.Step(1 + rng.IntN(120))
		case 2:
			tl.Back(rng.IntN(30))
		case 3:
			tl.Seek(rng.IntN(last + 1))
		case 4:
			checkExplanation(t, c, tl)
		case 5:
			tl.Candidates(8)
		case 6:
			tl.Tree(1000)
		}
		want := moments[tl.At()]
		if _, ended := tl.Ended(); !ended { // the end is known once reached
			want.Outcome, want.Path = Running, nil
		}
		if got := tl.Moment(8); !reflect.DeepEqual(got, want) {
			t.Fatalf("moment %d by chunks = %+v, want %+v", tl.At(), got, want)
		}
	}
	tl.Seek(math.MaxInt32)
	checkEnd(t, "by chunks", tl, flat)
}

// checkEnd compares how a timeline ended with the flat-out run.
func checkEnd(t *testing.T, way string, tl *Timeline, flat Result) {
	t.Helper()
	r, ended := tl.Ended()
	if !ended {
		t.Fatalf("%s: the timeline has not ended at moment %d", way, tl.At())
	}
	if r.Outcome != flat.Outcome || !slices.Equal(r.Path, flat.Path) || r.Stats != flat.Stats {
		t.Fatalf("%s: ended %v %v %+v, flat out %v %v %+v", way, r.Outcome, r.Path, r.Stats, flat.Outcome, flat.Path, flat.Stats)
	}
	if m := tl.Moment(0); m.Outcome != flat.Outcome || m.At != flat.Stats.Expanded {
		t.Fatalf("%s: the last moment is %d (%v), flat out ended after %d (%v)", way, m.At, m.Outcome, flat.Stats.Expanded, flat.Outcome)
	}
}

// checkExplanation explains the cursor's moment and checks its tie counts
// against a count over the whole open list before it, and every board it
// names against the heuristic's plain definition.
func checkExplanation(t *testing.T, c matrixCase, tl *Timeline) {
	t.Helper()
	k := tl.At()
	e := tl.Explain()
	if tl.At() != k {
		t.Fatalf("Explain moved the cursor from %d to %d", k, tl.At())
	}
	ex, ok := e.Expanded()
	if !ok {
		return
	}
	for _, ev := range e.Events {
		if ev.Kind == Expansion || ev.Kind == Generation {
			checkNode(t, c, fmt.Sprintf("moment %d: %s", k, eventText(ev)), ev.Node)
		}
	}
	if ph := tl.Moment(0).Phase; ph != nil && ph.Finish && !ph.Exact {
		return // the reduction solver's finish by IDA*: a stack, checked as IDA*'s own
	}
	tl.Seek(k - 1)
	open := wholeOpen(tl.s)
	tl.Seek(k)
	var sameF, sameFH int
	for _, n := range open {
		if c.alg.Priority != Arrival && n.F == ex.Node.F && n.Board != ex.Node.Board { // ties are a best-first search's
			sameF++
			if n.H == ex.Node.H {
				sameFH++
			}
		}
		if !c.alg.Priority.comesFirst(ex.Node, n) && n.Board != ex.Node.Board {
			t.Fatalf("moment %d: expanded %s (g %d, h %d) before %s (g %d, h %d), ordered %v", k, ex.Node.Board, ex.Node.G, ex.Node.H, n.Board, n.G, n.H, c.alg.Priority)
		}
	}
	if e.SameF != sameF || e.SameFH != sameFH {
		t.Fatalf("moment %d: %d boards share f and %d f and h, counted %d and %d", k, e.SameF, e.SameFH, sameF, sameFH)
	}
}

// comesFirst reports whether a board x may be expanded while y waits in
// the open list, by the priority's definition.
func (p Priority) comesFirst(x, y Node) bool {
	switch p {
	case ByG:
		return x.G <= y.G
	case ByH:
		return x.H <= y.H
	case ByF:
		return x.G+x.H < y.G+y.H || (x.G+x.H == y.G+y.H && x.H <= y.H)
	case ByWeightF:
		return x.F <= y.F
	}
	return true // by arrival: checkEvents follows the queue and the stack
}

// wholeOpen is every board of a search's open list (both queues of a
// bidirectional one).
func wholeOpen(s snapshotter) []Node {
	if b, ok := s.(*bidirectional); ok {
		return append(b.sides[0].frontier(&b.base, math.MaxInt), b.sides[1].frontier(&b.base, math.MaxInt)...)
	}
	return s.Frontier(math.MaxInt)
}

// checkHeuristics checks the h and f of every board a moment shows.
func checkHeuristics(t *testing.T, c matrixCase, m Moment) {
	t.Helper()
	if m.HasCurrent {
		checkNode(t, c, fmt.Sprintf("moment %d: the board expanded", m.At), m.Current)
	}
	for i, n := range m.Frontier {
		checkNode(t, c, fmt.Sprintf("moment %d: open list entry %d", m.At, i), n)
	}
}

// checkNode checks a node's h against the plain definition of the
// heuristic its search uses (none: 0) and its f against the algorithm's
// priority.
func checkNode(t *testing.T, c matrixCase, what string, n Node) {
	t.Helper()
	h := 0
	switch {
	case c.alg.Name == "reduce": // its own: on these boards, the finish's exact distance or pattern databases
		h = n.H
	case c.heur != "":
		h = plainHeuristic(t, c.heur, n.Board, c.b.p.Goal)
	}
	var f float64
	switch c.alg.Name {
	case "greedy":
		f = float64(h)
	case "wastar":
		f = float64(10*n.G+int(math.Round(10*c.o.Weight))*h) / 10
	default:
		f = float64(n.G + h)
	}
	if n.H != h || n.F != f {
		t.Fatalf("%s: %s has h %d, f %v; want h %d (%s), f %v", what, n.Board, n.H, n.F, h, c.heur, f)
	}
}

// plainHeuristic computes a heuristic from its definition, the slow way.
func plainHeuristic(t *testing.T, name string, b, goal Board) int {
	w := goal.Width()
	where := map[int]int{} // tile → goal cell
	for i := 0; i < goal.Len(); i++ {
		where[goal.At(i)] = i
	}
	manhattan, misplaced := 0, 0
	for i := 0; i < b.Len(); i++ {
		if tile := b.At(i); tile != 0 {
			g := where[tile]
			manhattan += abs(i/w-g/w) + abs(i%w-g%w)
			if g != i {
				misplaced++
			}
		}
	}
	switch name {
	case "formula": // matrixFormula
		out1 := 0
		if b.At(where[1]) != 1 {
			out1 = 1
		}
		return max(manhattan, misplaced) + 2*out1
	case "zero":
		return 0
	case "misplaced":
		return misplaced
	case "manhattan":
		return manhattan
	case "linear":
		return manhattan + 2*plainConflicts(b, goal)
	case "pdb":
		db, err := PatternDBFor(goal, nil)
		if err != nil {
			t.Fatal(err)
		}
		return db.Of(b) // looked up whole, not incrementally
	case "exact":
		d, err := ExactDistances(goal)
		if err != nil {
			t.Fatal(err)
		}
		return d.Of(b)
	}
	t.Fatalf("no plain definition of %q", name)
	return 0
}

// plainConflicts counts, over every row and column, the fewest tiles to take
// out of the line so that the tiles left whose goal is that line are in
// their goal order: every subset is tried.
func plainConflicts(b, goal Board) int {
	w, h := goal.Width(), goal.Height()
	row := func(i int) int { return i / w }
	col := func(i int) int { return i % w }
	goalCell := map[int]int{}
	for i := 0; i < goal.Len(); i++ {
		goalCell[goal.At(i)] = i
	}
	total := 0
	for _, line := range []struct {
		n          int
		of, across func(int) int
	}{{h, row, col}, {w, col, row}} {
		for l := 0; l < line.n; l++ {
			var order []int                // the goal positions along the line, in board order
			for i := 0; i < b.Len(); i++ { // ascending along every line
				if t := b.At(i); t != 0 && line.of(i) == l && line.of(goalCell[t]) == l {
					order = append(order, line.across(goalCell[t]))
				}
			}
			fewest := len(order)
			for keep := 0; keep < 1<<len(order); keep++ {
				var kept []int
				for j, v := range order {
					if keep>>j&1 == 1 {
						kept = append(kept, v)
					}
				}
				if slices.IsSorted(kept) {
					fewest = min(fewest, len(order)-len(kept))
				}
			}
			total += fewest
		}
	}
	return total
}

// FuzzMatrix runs one cell of the matrix from a random start: the same
// properties, on boards no table lists.
func FuzzMatrix(f *testing.F) {
	cases := matrixCases(f)
	f.Add(uint16(0), uint64(1))
	f.Add(uint16(len(cases)-1), uint64(2))
	f.Fuzz(func(t *testing.T, pick uint16, seed uint64) {
		c := cases[int(pick)%len(cases)]
		rng := rand.New(rand.NewPCG(seed, seed))
		c.b.p.Start = ScrambleMoves(c.b.p.Goal, rng.IntN(60), rng)
		c.o.MaxExpanded = 1 + rng.IntN(300)
		flat, err := Solve(c.alg.Name, c.b.p, c.o)
		if err != nil {
			t.Fatal(err)
		}
		matrixChunks(t, c, flat, matrixStepped(t, c, flat))
	})
}
