package solver_test

import (
	"fmt"

	"slidelab/solver"
)

// Solve the Luogu P1379 sample flat out with A*.
func Example() {
	start, _ := solver.Parse("283104765")
	goal := solver.Spiral(3, 3) // 123804765
	r, err := solver.Solve("astar", solver.Problem{Start: start, Goal: goal}, solver.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Outcome, len(r.Path), solver.PathString(r.Path))
	// Output: solved 4 ULDR
}

// Watch a search: advance it a few expansions at a time and read its state.
func ExampleSearch() {
	start, _ := solver.Parse("283/104/765")
	h, _ := solver.NewHeuristic("manhattan", solver.Spiral(3, 3))
	s, _ := solver.New("astar", solver.Problem{Start: start, Goal: solver.Spiral(3, 3)}, solver.Options{Heuristic: h})
	for {
		outcome := s.Step(1)
		cur, _ := s.Current()
		st := s.Stats()
		fmt.Printf("expanded %s g=%d h=%d f=%g, then open=%d closed=%d\n", cur.Board, cur.G, cur.H, cur.F, st.Open, st.Closed)
		if outcome != solver.Running {
			fmt.Println(outcome, solver.PathString(s.Result().Path))
			break
		}
	}
	// Output:
	// expanded 283104765 g=0 h=4 f=4, then open=4 closed=1
	// expanded 203184765 g=1 h=3 f=4, then open=5 closed=2
	// expanded 023184765 g=2 h=2 f=4, then open=5 closed=3
	// expanded 123084765 g=3 h=1 f=4, then open=6 closed=4
	// expanded 123804765 g=4 h=0 f=4, then open=5 closed=5
	// solved ULDR
}

// An unsolvable pair is answered at once, with the reason.
func ExampleCheckSolvable() {
	start, _ := solver.Parse("123456870")
	v := solver.CheckSolvable(start, solver.Standard(3, 3))
	fmt.Println(v.Solvable)
	fmt.Println(v.Reason())
	// Output:
	// false
	// The width is odd, so every move keeps the parity of the inversions: start has 1 (odd), goal has 0 (even), so the goal can never be reached.
}

// The exact distance of every 8-puzzle board to a goal, from one BFS.
func ExampleExactDistances() {
	d, _ := solver.ExactDistances(solver.Standard(3, 3))
	fmt.Println(d.Reachable(), d.Max(), d.Count(d.Max()))
	// Output: 181440 31 2
}
