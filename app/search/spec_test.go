package search

import (
	"testing"

	"slidelab/solver"
)

// Searches that keep every board get at most keptBudget on boards above 9
// cells; depth-first ones keep their budget. In a comparison, the searches
// without a heuristic get at most keptBudget there too; informed ones keep
// their run budget.
func TestBudgets(t *testing.T) {
	bfs, _ := solver.AlgorithmByName("bfs")
	iddfs, _ := solver.AlgorithmByName("iddfs")
	ida, _ := solver.AlgorithmByName("idastar")
	s3, s4 := solver.Standard(3, 3), solver.Standard(4, 4)
	for _, c := range []struct {
		name         string
		budgetOf     func(solver.Algorithm, int, solver.Board) int
		alg          solver.Algorithm
		budget, want int
		goal         solver.Board
	}{
		{"run", RunBudget, bfs, 0, bfs.DefaultBudget, s3},
		{"run", RunBudget, bfs, 0, KeptBudget, s4},
		{"run", RunBudget, bfs, 300_000, 300_000, s4},
		{"run", RunBudget, bfs, 40_000_000, KeptBudget, s4},
		{"run", RunBudget, iddfs, 0, iddfs.DefaultBudget, s4},
		{"run", RunBudget, ida, 0, ida.DefaultBudget, s4},
		{"run", RunBudget, ida, 400_000_000, 400_000_000, s4},
		{"compare", CompareBudget, iddfs, 0, iddfs.DefaultBudget, s3},
		{"compare", CompareBudget, iddfs, 0, KeptBudget, s4},
		{"compare", CompareBudget, iddfs, 1000, 1000, s4},
		{"compare", CompareBudget, bfs, 0, KeptBudget, s4},
		{"compare", CompareBudget, ida, 0, ida.DefaultBudget, s4},
		{"compare", CompareBudget, ida, 400_000_000, 400_000_000, s4},
	} {
		if got := c.budgetOf(c.alg, c.budget, c.goal); got != c.want {
			t.Errorf("%s budget of %s, budget %d, %d cells: %d, want %d", c.name, c.alg.Name, c.budget, c.goal.Len(), got, c.want)
		}
	}
}
