package solver

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// widened is b held as a wide board, a byte a cell, whatever its size:
// what boards above MaxCells cells are.
func widened(b Board) Board {
	cells := make([]byte, b.Len())
	for i := range cells {
		cells[i] = byte(b.At(i))
	}
	return Board{wide: string(cells), wh: b.wh, blank: b.blank}
}

// TestWideMovesLikePacked: on every packed size, a wide board moves,
// swaps and reads like the packed one, and equal wide boards reached by
// different paths are one map key.
func TestWideMovesLikePacked(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for w := 2; w <= 8; w++ {
		for h := 2; w*h <= MaxCells; h++ {
			p := ScrambleUniform(Standard(w, h), rng)
			q := widened(p)
			seen := map[Board]int{q: 0}
			for step := 1; step <= 200; step++ {
				d := Dir(rng.IntN(4))
				np, okp := p.Neighbor(d)
				nq, okq := q.Neighbor(d)
				if okp != okq || !slices.Equal(np.Tiles(), nq.Tiles()) || np.Blank() != nq.Blank() || np.String() != nq.String() || np.Grid() != nq.Grid() {
					t.Fatalf("%d×%d: %s moved %v: packed %s, wide %s", w, h, p, d, np, nq)
				}
				p, q = np, nq
				if i, j := rng.IntN(p.Len()), rng.IntN(p.Len()); step%50 == 0 && !slices.Equal(p.Swap(i, j).Tiles(), q.Swap(i, j).Tiles()) {
					t.Fatalf("%d×%d: swap %d and %d differ", w, h, i, j)
				}
				seen[q]++
			}
			if again, _ := q.Apply(nil); again[0] != q {
				t.Fatalf("%d×%d: a wide board is not equal to itself", w, h)
			}
			back := widened(p) // the same board, built again
			if _, ok := seen[back]; !ok {
				t.Fatalf("%d×%d: %s built again is another map key", w, h, back)
			}
			if CheckSolvable(p, Standard(w, h)) != CheckSolvable(q, Standard(w, h)) {
				t.Fatalf("%d×%d: parity differs", w, h)
			}
		}
	}
}

// TestParityBruteForce: on every size of up to 10 cells the boards the
// parity rule calls solvable are exactly those a breadth-first search from
// the goal reaches; on every other size up to 10×10, boards made by random
// moves are solvable and swapping two tiles of one makes it unsolvable.
func TestParityBruteForce(t *testing.T) {
	sizes := [][2]int{{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}, {2, 5}, {5, 2}}
	if testing.Short() {
		sizes = sizes[:6] // 10 cells: seconds as wasm
	}
	for _, sz := range sizes {
		goal := GoalPresets[2].Board(sz[0], sz[1])
		n := goal.Len()
		reached := make([]bool, factorial(n))
		queue := []Board{goal}
		reached[rank(goal.cells, n, n)] = true
		for len(queue) > 0 {
			b := queue[0]
			queue = queue[1:]
			for d := Up; d <= Right; d++ {
				if nb, ok := b.Neighbor(d); ok && !reached[rank(nb.cells, n, n)] {
					reached[rank(nb.cells, n, n)] = true
					queue = append(queue, nb)
				}
			}
		}
		count := 0
		for r, ok := range reached {
			b := goal.fromKey(unrank(r, n))
			if CheckSolvable(b, goal).Solvable != ok {
				t.Fatalf("%d×%d: %s: parity says %v, the search %v", sz[0], sz[1], b, !ok, ok)
			}
			if ok {
				count++
			}
		}
		if count != int(Reachable(goal)) {
			t.Fatalf("%d×%d: %d boards reach the goal, Reachable says %v", sz[0], sz[1], count, Reachable(goal))
		}
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for w := 2; w <= MaxSide; w++ {
		for h := 2; h <= MaxSide; h++ {
			for _, goal := range []Board{Standard(w, h), Spiral(w, h), GoalPresets[2].Board(w, h)} {
				b := ScrambleMoves(goal, 300, rng)
				i, j := 0, 1
				if b.At(i) == 0 {
					i = 2
				} else if b.At(j) == 0 {
					j = 2
				}
				if !CheckSolvable(b, goal).Solvable || CheckSolvable(b.Swap(i, j), goal).Solvable {
					t.Fatalf("%d×%d: %s: parity is wrong", w, h, b)
				}
				if u := ScrambleUniform(goal, rng); !CheckSolvable(u, goal).Solvable {
					t.Fatalf("%d×%d: the uniform scramble %s cannot reach the goal", w, h, u)
				}
			}
		}
	}
}

// TestWideText: boards above 16 cells are parsed in every form a person
// types, written back by String, and travel as text.
func TestWideText(t *testing.T) {
	goal := Standard(5, 5)
	for _, in := range []string{
		"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 0",
		"1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,_",
		"1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 24 0",
		"1 2 3 4 5\n6 7 8 9 10\n11 12 13 14 15\n16 17 18 19 20\n21 22 23 24 0",
	} {
		if b := mustParse(t, in); b != goal {
			t.Fatalf("Parse(%q) = %s, want %s", in, b, goal)
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for _, sz := range [][2]int{{5, 5}, {10, 10}, {3, 7}, {10, 2}, {6, 9}} {
		b := ScrambleUniform(Standard(sz[0], sz[1]), rng)
		if again := mustParse(t, b.String()); again != b {
			t.Fatalf("%s read back as %s", b, again)
		}
		text, _ := b.MarshalText()
		var c Board
		if err := c.UnmarshalText(text); err != nil || c != b {
			t.Fatalf("%s: %s read back as %s (%v)", b, text, c, err)
		}
		if b.Packed() {
			t.Fatalf("%s is packed", b)
		}
	}
	if _, err := Parse("1 2 3/4 5 6 7/8 0 9"); err == nil {
		t.Fatal("unequal rows accepted")
	}
}

// TestWideSearchesLikePacked: every search run on a packed problem and on
// the same problem held as wide boards (keyed by their numbers, the code
// of boards above MaxCells cells) makes the same expansions: the same
// result and counts, the same board at every traced step, the same
// frontier at the end.
func TestWideSearchesLikePacked(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	boards := []Problem{
		{mustParse(t, "8_6/547/231"), Standard(3, 3)},
		{mustParse(t, "283/104/765"), Spiral(3, 3)},
		{ScrambleMoves(Standard(4, 3), 30, rng), Standard(4, 3)},
		{ScrambleMoves(Standard(4, 4), 26, rng), Standard(4, 4)},
	}
	for _, p := range boards {
		wp := Problem{Start: widened(p.Start), Goal: widened(p.Goal)}
		for _, a := range Algorithms {
			if a.Reduction {
				continue
			}
			heurs := []string{""}
			if a.UsesHeuristic {
				heurs = []string{"zero", "misplaced", "manhattan", "linear"}
			}
			for _, h := range heurs {
				run := func(p Problem) Search {
					o := Options{MaxExpanded: 3000, Trace: true, Weight: 1.5}
					if h != "" {
						if err := o.SetHeuristic(h, p.Goal); err != nil {
							t.Fatal(err)
						}
					}
					s, err := New(a.Name, p, o)
					if err != nil {
						t.Fatal(err)
					}
					for s.Step(500) == Running {
					}
					return s
				}
				packed, wide := run(p), run(wp)
				name := a.Name + "/" + h + "/" + p.Start.String()
				pr, wr := packed.Result(), wide.Result()
				if pr.Outcome != wr.Outcome || !slices.Equal(pr.Path, wr.Path) || pr.Stats != wr.Stats {
					t.Fatalf("%s: packed %v %d moves %+v; wide %v %d moves %+v", name, pr.Outcome, len(pr.Path), pr.Stats, wr.Outcome, len(wr.Path), wr.Stats)
				}
				pt, wt := packed.Trace(), wide.Trace()
				for i := range pt.Steps {
					if pt.Board(i).String() != wt.Board(i).String() || pt.Steps[i].G != wt.Steps[i].G || pt.Steps[i].H != wt.Steps[i].H {
						t.Fatalf("%s: step %d: packed %s, wide %s", name, i, pt.Board(i), wt.Board(i))
					}
				}
				pf, wf := packed.Frontier(8), wide.Frontier(8)
				if len(pf) != len(wf) {
					t.Fatalf("%s: frontier of %d and %d", name, len(pf), len(wf))
				}
				for i := range pf {
					if pf[i].Board.String() != wf[i].Board.String() || pf[i].G != wf[i].G || pf[i].H != wf[i].H {
						t.Fatalf("%s: frontier %d: packed %s, wide %s", name, i, pf[i].Board, wf[i].Board)
					}
				}
			}
		}
	}
}

// TestWideOptimal: on boards above 16 cells, scrambled by a few moves, the
// optimal searches find paths as short as an independent breadth-first
// search over Board values; the others find paths that reach the goal; a
// blind search on a uniformly scrambled 5×5 board stops at its budget.
func TestWideOptimal(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	goals := []Board{Standard(5, 5), Spiral(3, 6), Standard(10, 10), Standard(2, 9)}
	if testing.Short() { // under node
		goals = goals[:1]
	}
	for _, goal := range goals {
		for _, n := range []int{6, 11} {
			start := ScrambleMoves(goal, n, rng)
			want := bfsDistance(t, start, goal)
			for _, a := range Algorithms {
				o := Options{Weight: 2, DepthLimit: n} // DFS with a deeper limit wanders off past its budget
				if a.UsesHeuristic {
					if err := o.SetHeuristic("linear", goal); err != nil {
						t.Fatal(err)
					}
				}
				r, err := Solve(a.Name, Problem{Start: start, Goal: goal}, o)
				if err != nil {
					t.Fatal(err)
				}
				boards, err := start.Apply(r.Path)
				switch {
				case r.Outcome != Solved || err != nil || boards[len(boards)-1] != goal:
					t.Errorf("%s on %s (%d moves): %v, %v", a.Name, start, want, r.Outcome, err)
				case a.Optimal && len(r.Path) != want:
					t.Errorf("%s on %s: %d moves, the shortest is %d", a.Name, start, len(r.Path), want)
				case len(r.Path) < want:
					t.Errorf("%s on %s: %d moves, shorter than the shortest %d", a.Name, start, len(r.Path), want)
				}
			}
		}
	}
	if testing.Short() {
		return
	}
	far := ScrambleUniform(Standard(5, 5), rng)
	r, err := Solve("bfs", Problem{Start: far, Goal: Standard(5, 5)}, Options{})
	if err != nil || r.Outcome != LimitReached || r.Stats.Expanded != WideBudget {
		t.Errorf("BFS on a random 5×5 board: %v after %d expansions, %v", r.Outcome, r.Stats.Expanded, err)
	}
}

// bfsDistance is the distance from start to goal by breadth-first search
// over Board values (maps of boards, nothing of the searches').
func bfsDistance(t *testing.T, start, goal Board) int {
	t.Helper()
	dist := map[Board]int{start: 0}
	queue := []Board{start}
	for len(queue) > 0 {
		b := queue[0]
		queue = queue[1:]
		if b == goal {
			return dist[b]
		}
		for d := Up; d <= Right; d++ {
			if nb, ok := b.Neighbor(d); ok {
				if _, seen := dist[nb]; !seen {
					dist[nb] = dist[b] + 1
					queue = append(queue, nb)
				}
			}
		}
	}
	t.Fatalf("%s does not reach %s", start, goal)
	return -1
}
