package search

import (
	"errors"

	"slidelab/solver"
)

// ErrUnknownAlgorithm is Check's error for a Spec whose algorithm is not
// in the registry.
var ErrUnknownAlgorithm = errors.New("unknown algorithm")

// Algorithm is the spec's algorithm from the registry.
func (s Spec) Algorithm() solver.Algorithm {
	a, _ := solver.AlgorithmByName(s.Algo)
	return a
}

// Check reports why the search cannot start: an unknown algorithm, a
// heuristic that does not fit the board, options out of range, or a start
// that cannot reach the goal (wrapping solver.ErrUnsolvable). It builds
// nothing.
func (s Spec) Check() error {
	if _, ok := solver.AlgorithmByName(s.Algo); !ok {
		return ErrUnknownAlgorithm
	}
	o, err := s.plainOptions()
	if err != nil {
		return err
	}
	if err := (solver.Problem{Start: s.Start, Goal: s.Goal}).Check(); err != nil {
		return err
	}
	return o.Check()
}

// ProvesOptimal reports whether a path the search finds is surely a
// shortest one: the reduction solver on a board it solves whole, or an
// optimal algorithm, blind or with a built-in admissible heuristic (each is consistent too, so never reopening keeps it optimal).
// A formula proves nothing: it may overestimate, or be inconsistent.
func (s Spec) ProvesOptimal() bool {
	a := s.Algorithm()
	if a.Reduction { // within 4×4 it is one optimal search
		return solver.ReductionOptimal(s.Goal)
	}
	if !a.Optimal {
		return false
	}
	if !a.UsesHeuristic {
		return true
	}
	h, ok := solver.HeuristicByName(s.Heuristic)
	return ok && h.Admissible
}

// UsesTables reports whether the search looks up pattern databases, which
// the page has built (in the worker) before it asks for the search.
func (s Spec) UsesTables() bool {
	return usesTables(s.Heuristic, s.Formula) && s.Algorithm().UsesHeuristic
}

// plainOptions are the solver options but the heuristic, which is checked
// against the board and not built.
func (s Spec) plainOptions() (solver.Options, error) {
	o := solver.Options{Weight: s.Weight, DepthLimit: s.Depth, MaxExpanded: s.Budget, NoReopen: s.NoReopen}
	if !s.Algorithm().UsesHeuristic && !s.Goal.Packed() { // no heuristic here fits the board, and none is needed
		return o, nil
	}
	return o, CheckHeuristic(s.Heuristic, s.Formula, s.Goal)
}

// options are the solver options with the heuristic built (pattern
// databases are built here when not held: the worker calls it once they
// are), for an algorithm that uses one.
func (s Spec) options() (solver.Options, error) {
	o, err := s.plainOptions()
	if err != nil || !s.Algorithm().UsesHeuristic {
		return o, err
	}
	o.Heuristic, err = NewHeuristic(s.Heuristic, s.Formula, s.Goal)
	return o, err
}

// timeline starts the spec's search at moment 0, with its run budget.
func (s Spec) timeline() (*solver.Timeline, error) {
	o, err := s.options()
	if err != nil {
		return nil, err
	}
	o.MaxExpanded = RunBudget(s.Algorithm(), o.MaxExpanded, s.Goal)
	return solver.NewTimeline(s.Algo, solver.Problem{Start: s.Start, Goal: s.Goal}, o)
}

// MaxBudget is the largest node budget the page allows any search.
const MaxBudget = 500_000_000

// KeptBudget caps, on boards above 9 cells, the budget of the searches that
// keep every board they reach: their memory grows with every expansion, and
// the browser never gives WebAssembly memory back (TestBrowser15Puzzle
// reads the page's memory after BFS runs into this cap).
const KeptBudget = 500_000

// RunBudget is the node budget alg gets in the page: the one set (0: the
// algorithm's default on goal's board), capped by BudgetCap.
func RunBudget(alg solver.Algorithm, budget int, goal solver.Board) int {
	if budget == 0 {
		budget = alg.Budget(goal)
	}
	return min(budget, BudgetCap(alg, goal))
}

// BudgetCap is the largest node budget alg may have on goal's board:
// KeptBudget for the searches that keep every board above 9 cells, and
// above 16 cells solver.WideBudget for all but the reduction solver (every
// board reached there keeps a number as long as the search lives).
func BudgetCap(alg solver.Algorithm, goal solver.Board) int {
	switch {
	case !goal.Packed() && !alg.Reduction:
		return solver.WideBudget
	case alg.KeepsBoards && goal.Len() > 9:
		return KeptBudget
	}
	return MaxBudget
}

// CompareBudget is the node budget alg gets in a comparison: its run budget
// and, on boards above 9 cells, KeptBudget at most for the searches without a
// heuristic: a random 15-puzzle is out of their reach at any budget the
// page allows, and the depth-first ones would take seconds each to reach
// their default in a 4×4 comparison; run one alone to give it more.
func CompareBudget(alg solver.Algorithm, budget int, goal solver.Board) int {
	budget = RunBudget(alg, budget, goal)
	if !alg.UsesHeuristic && !alg.Reduction && goal.Len() > 9 {
		budget = min(budget, KeptBudget)
	}
	return budget
}

// AnyUsesTables reports whether a search of specs looks up pattern
// databases.
func AnyUsesTables(specs []Spec) bool {
	for _, sp := range specs {
		if sp.UsesTables() {
			return true
		}
	}
	return false
}
