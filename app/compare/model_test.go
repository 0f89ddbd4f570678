package compare

import (
	"testing"

	"slidelab/app/search"
	"slidelab/app/search/searchtest"
	"slidelab/app/state"
	"slidelab/solver"
)

// TestCompareTransitions: a comparison started on a port of its own (a
// server on this thread, natively) fills one row per run in order, with
// the board's exact distance; a reply to an earlier comparison is
// dropped; a failure stops it and is said; halt stops it, reset forgets
// its rows.
func TestCompareTransitions(t *testing.T) {
	port, next := searchtest.Port(t)
	set := state.DefaultSettings()
	entries := func(what string) []Entry {
		t.Helper()
		es, err := Entries(set, what)
		if err != nil {
			t.Fatal(err)
		}
		return es
	}
	if es, err := Entries(set, "everything"); err == nil || es != nil {
		t.Fatalf("an unknown comparison has runs (%v)", err)
	}
	var j Model
	j.Start(entries("heuristics"), 14, port)
	if !j.Comparing {
		t.Fatalf("the comparison did not start")
	}
	stale := search.Reply{Gen: j.gen - 1, Run: &search.Compared{Index: 0}}
	if err := j.Take(stale); err != nil || len(j.Rows) != 0 {
		t.Errorf("a reply to an earlier comparison was taken: %v, %d rows", err, len(j.Rows))
	}
	for j.Comparing {
		if err := j.Take(next()); err != nil {
			t.Fatal(err)
		}
	}
	if len(j.Rows) != len(j.entries) {
		t.Fatalf("%d rows for %d runs", len(j.Rows), len(j.entries))
	}
	for i, r := range j.Rows {
		if r.H == "" || r.H != j.entries[i].spec.Heuristic || r.Optimal != 14 || r.Outcome != solver.Solved || r.Length != 14 {
			t.Errorf("row %d: %+v", i, r)
		}
	}
	j.Start(entries("algorithms"), 14, port)
	if err := j.Take(search.Reply{Gen: j.gen, Err: "the search worker stopped"}); err == nil || j.Comparing {
		t.Errorf("a failure: error %v, comparing %v", err, j.Comparing)
	}
	j.Start(entries("algorithms"), 14, port)
	j.Halt()
	if j.Comparing || j.Take(search.Reply{Gen: j.gen - 1, Run: &search.Compared{Index: 0, Last: true}}) != nil || len(j.Rows) != 0 {
		t.Errorf("halted: comparing %v, %d rows", j.Comparing, len(j.Rows))
	}
	j.Rows = []Row{{}}
	j.Reset()
	if j.Rows != nil {
		t.Errorf("reset kept %d rows", len(j.Rows))
	}
}

// The compare table judges path lengths against the exact distance when the
// page knows it, else against what an optimal algorithm found.
func TestCompareOptimalReference(t *testing.T) {
	alg := func(name string) solver.Algorithm {
		a, ok := solver.AlgorithmByName(name)
		if !ok {
			t.Fatalf("no algorithm %s", name)
		}
		return a
	}
	greedy := Row{Algo: alg("greedy"), Outcome: solver.Solved, Length: 75, Optimal: -1}
	bfs := Row{Algo: alg("bfs"), Outcome: solver.LimitReached, Optimal: -1}
	astar := Row{Algo: alg("astar"), Outcome: solver.Solved, Length: 47, Optimal: -1, Proves: true}
	formula := Row{Algo: alg("astar"), H: "custom", Outcome: solver.Solved, Length: 46, Optimal: -1} // may overestimate: proves nothing
	known := greedy
	known.Optimal = 45
	for _, tc := range []struct {
		rows []Row
		want int
	}{
		{nil, -1},
		{[]Row{bfs, greedy}, -1},
		{[]Row{bfs, greedy, astar}, 47},
		{[]Row{bfs, formula}, -1},
		{[]Row{formula, astar}, 47},
		{[]Row{known, astar}, 45},
	} {
		p := &Panel{Rows: tc.rows}
		if got := p.optimal(); got != tc.want {
			t.Errorf("%d rows: optimal %d, want %d", len(tc.rows), got, tc.want)
		}
	}
}

// TestComparePicksRace: the rows of a comparison picked for a race, two to
// four of them in their order, and a reset forgets them.
func TestComparePicksRace(t *testing.T) {
	es, err := Entries(state.DefaultSettings(), "heuristics")
	if err != nil {
		t.Fatal(err)
	}
	j := Model{entries: es, Comparing: true, gen: 1}
	for i := range es {
		j.Take(search.Reply{Gen: 1, Run: &search.Compared{Index: i, Last: i == len(es)-1}})
	}
	for _, c := range []struct {
		pick []int
		race string
	}{
		{nil, ""},
		{[]int{2}, ""},
		{[]int{0}, "astar:zero,astar:manhattan"},
		{[]int{4}, "astar:zero,astar:manhattan,astar:pdb"},
		{[]int{3}, "astar:zero,astar:manhattan,astar:linear,astar:pdb"},
		{[]int{5}, ""}, // five: too many
		{[]int{0, 99, -1}, "astar:manhattan,astar:linear,astar:pdb,astar:exact"},
	} {
		for _, i := range c.pick {
			j.Pick(i)
		}
		if got := state.RaceText(j.Race()); got != c.race {
			t.Errorf("after picking %v: the race %q, want %q", c.pick, got, c.race)
		}
	}
	j.Reset()
	if j.Picked != nil || j.Race() != nil {
		t.Errorf("a reset keeps the rows picked: %v", j.Picked)
	}
}

// TestEntriesCarryTheSettings: each search of a comparison of algorithms
// is the page's own search with another algorithm: the heuristic, the
// weight and the depth limit as the page's algorithm carries them
// (state.Settings.Spec, whose choices TestSpecCarriesWhatTheAlgorithmUses
// checks), whichever algorithm the page shows.
func TestEntriesCarryTheSettings(t *testing.T) {
	s := state.DefaultSettings()
	s.Start, _ = solver.Parse("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15")
	s.Goal = solver.Standard(4, 4)
	s.Heuristic, s.Weight, s.Depth, s.Budget = "pdb", 7, 12, 1000
	for _, a := range solver.Algorithms {
		s.Algo = a.Name
		es, err := Entries(s, "algorithms")
		if err != nil {
			t.Fatal(err)
		}
		if len(es) != len(solver.Algorithms) {
			t.Errorf("comparison from %s: %d searches, want %d", a.Name, len(es), len(solver.Algorithms))
		}
		want := s.Spec()
		for _, e := range es {
			want.Algo = e.spec.Algo
			if e.spec != want {
				t.Errorf("comparison from %s: %s's spec %+v, want %+v", a.Name, e.spec.Algo, e.spec, want)
			}
		}
	}
}
