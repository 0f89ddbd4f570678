package search

import (
	"errors"

	"slidelab/solver"
)

// Spec is one search as the page asks for it: typed, and checked on the
// page (Check) before it is sent. The worker builds the heuristic (which
// may mean pattern databases) and the search from it. The run's speed is
// not part of it: it changes while the search stays (Request.Speed).
type Spec struct {
	Start, Goal solver.Board
	Algo        string  // a name of solver.Algorithms
	Heuristic   string  // a name of solver.Heuristics; used when the algorithm uses one
	Weight      float64 `json:",omitempty"` // weighted A*; 0: solver.DefaultWeight
	Depth       int     `json:",omitempty"` // DFS's depth limit; 0: solver.DefaultDepthLimit
	Budget      int     `json:",omitempty"` // node budget; 0: the algorithm's default (RunBudget)
}

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

// UsesTables reports whether the search looks up pattern databases, which
// the page has built (in the worker) before it asks for the search.
func (s Spec) UsesTables() bool {
	h, ok := solver.HeuristicByName(s.Heuristic)
	return ok && h.Tables && s.Algorithm().UsesHeuristic
}

// plainOptions are the solver options but the heuristic, which is checked
// against the board and not built.
func (s Spec) plainOptions() (solver.Options, error) {
	o := solver.Options{Weight: s.Weight, DepthLimit: s.Depth, MaxExpanded: s.Budget}
	_, err := solver.CheckHeuristic(s.Heuristic, s.Goal)
	return o, err
}

// options are the solver options with the heuristic built (pattern
// databases are built here when not held: the worker calls it once they
// are).
func (s Spec) options() (solver.Options, error) {
	o, err := s.plainOptions()
	if err != nil {
		return o, err
	}
	return o, o.SetHeuristic(s.Heuristic, s.Goal)
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
// keep every board they reach: a million expansions of BFS on the
// 15-puzzle left the page holding 245 MB (measured in Chromium), and the
// browser never gives WebAssembly memory back.
const KeptBudget = 500_000

// RunBudget is the node budget alg gets in the page: the one set (0: the
// algorithm's default), capped by KeptBudget where that applies.
func RunBudget(alg solver.Algorithm, budget int, goal solver.Board) int {
	if budget == 0 {
		budget = alg.DefaultBudget
	}
	return min(budget, BudgetCap(alg, goal))
}

// BudgetCap is the largest node budget alg may have on goal's board.
func BudgetCap(alg solver.Algorithm, goal solver.Board) int {
	if alg.KeepsBoards && goal.Len() > 9 {
		return KeptBudget
	}
	return MaxBudget
}

// CompareBudget is the node budget alg gets in a comparison: its run budget
// and, on boards above 9 cells, KeptBudget at most for the searches without a
// heuristic. A random 15-puzzle is out of their reach at any budget the
// page allows, and DFS and IDDFS took 14 s each to reach their 50 M default
// in a 4×4 comparison (Chromium, this 2-core machine); run one alone to give
// it more.
func CompareBudget(alg solver.Algorithm, budget int, goal solver.Board) int {
	budget = RunBudget(alg, budget, goal)
	if !alg.UsesHeuristic && goal.Len() > 9 {
		budget = min(budget, KeptBudget)
	}
	return budget
}
