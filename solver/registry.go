package solver

import (
	"math"
	"strings"
)

// Algorithm describes a search: what the page, the command line and the
// tests ask of it. Its names and sentences in each language are the page's
// (app/messages_names.go); the command line has plain English names of its
// own.
type Algorithm struct {
	Name          string     // as typed in URLs and on the command line
	Family        Family     // how it picks the board to expand
	Bidirectional bool       // searches from the start and the goal at once
	Priority      Priority   // what its open list is ordered by (best-first searches)
	Closed        ClosedList // what its closed list holds
	Code          string     // its pseudocode's key: searches that share the key share the listing
	Optimal       bool       // returns a shortest path (with an admissible heuristic)
	UsesHeuristic bool
	UsesWeight    bool // Options.Weight
	UsesDepth     bool // Options.DepthLimit
	UsesReopen    bool // Options.NoReopen
	DefaultBudget int  // expansions allowed when Options.MaxExpanded is 0
	KeepsBoards   bool // keeps every board it reaches: memory grows with the expansions
	Reduction     bool // the reduction solver: a search of a few tiles at a time, then a finish (no one tree of boards)
	Unit          Unit // the whole steps of its timeline: BFS layers, IDDFS and IDA* passes
	new           func(Problem, Options) Search
}

// The default budgets. Searches that keep every board they reach stop at
// 2 million expansions: on the 8-puzzle they never get there (181,440
// boards), on the 15-puzzle that is hundreds of MB. Depth-first
// searches keep only the path (and a bounded table), so they may work far
// longer: 50 million covers IDA* with pattern databases on every one of
// Korf's 100 instances (the hardest needs 23.8 million).
const (
	memoryBudget     = 2_000_000
	depthFirstBudget = 50_000_000
)

// DefaultWeight is weighted A*'s w when Options.Weight is 0.
const DefaultWeight = 2

// Algorithms lists every search, in the order of the menus.
var Algorithms = []Algorithm{
	{Name: "bfs", Family: Layered, Closed: ClosedExpanded, Code: "bfs", DefaultBudget: memoryBudget, KeepsBoards: true,
		Optimal: true, Unit: Layer, new: newBFS},
	{Name: "bibfs", Family: Layered, Bidirectional: true, Closed: ClosedExpanded, Code: "bibfs", DefaultBudget: memoryBudget, KeepsBoards: true,
		Optimal: true, Unit: Layer, new: newBidirectional},
	{Name: "dfs", Family: DepthFirst, Closed: ClosedSeenDepth, Code: "dfs", DefaultBudget: depthFirstBudget,
		UsesDepth: true, new: newDFS},
	{Name: "iddfs", Family: DepthFirst, Closed: ClosedSeenPass, Code: "iddfs", DefaultBudget: depthFirstBudget,
		Optimal: true, Unit: Pass, new: newIDDFS},
	{Name: "ucs", Family: BestFirst, Priority: ByG, Closed: ClosedExpanded, Code: "bestfirst", DefaultBudget: memoryBudget, KeepsBoards: true,
		Optimal: true, new: newUCS},
	{Name: "greedy", Family: BestFirst, Priority: ByH, Closed: ClosedExpanded, Code: "bestfirst", DefaultBudget: memoryBudget, KeepsBoards: true,
		UsesHeuristic: true, new: func(p Problem, o Options) Search { return newBestFirst(p, o, 0, 1, false) }},
	{Name: "astar", Family: BestFirst, Priority: ByF, Closed: ClosedExpanded, Code: "bestfirst", DefaultBudget: memoryBudget, KeepsBoards: true,
		Optimal: true, UsesHeuristic: true, UsesReopen: true, new: func(p Problem, o Options) Search { return newBestFirst(p, o, 1, 1, !o.NoReopen) }},
	{Name: "wastar", Family: BestFirst, Priority: ByWeightF, Closed: ClosedExpanded, Code: "bestfirst", DefaultBudget: memoryBudget, KeepsBoards: true,
		UsesHeuristic: true, UsesWeight: true, UsesReopen: true, new: newWeighted},
	{Name: "idastar", Family: DepthFirst, Closed: ClosedNone, Code: "idastar", DefaultBudget: depthFirstBudget,
		Optimal: true, UsesHeuristic: true, Unit: Pass, new: newIDAStar},
	{Name: "reduce", Family: BestFirst, Priority: ByF, Closed: ClosedExpanded, Code: "reduce", DefaultBudget: depthFirstBudget,
		Reduction: true, new: newReduce},
}

// DefaultAlgorithm is the search a board gets when none is named: A* up to
// MaxCells cells, the reduction solver above (the others search there too,
// within WideBudget).
func DefaultAlgorithm(goal Board) string {
	if goal.Packed() {
		return "astar"
	}
	return "reduce"
}

// AlgorithmByName returns the algorithm called name.
func AlgorithmByName(name string) (Algorithm, bool) {
	for _, a := range Algorithms {
		if a.Name == name {
			return a, true
		}
	}
	return Algorithm{}, false
}

// AlgorithmNames returns the names of every algorithm, comma separated.
func AlgorithmNames() string {
	names := make([]string, len(Algorithms))
	for i, a := range Algorithms {
		names[i] = a.Name
	}
	return strings.Join(names, ", ")
}

// Check reports options out of range: a weight below 1 or above 100, a
// negative depth limit (at most 1,000) or a negative budget. Zero values
// are the defaults and always pass.
func (o Options) Check() error {
	if o.Weight != 0 && (o.Weight < 1 || o.Weight > 100 || math.IsNaN(o.Weight)) {
		return inputErr("weight", o.Weight)
	}
	if o.DepthLimit < 0 || o.DepthLimit > 1000 {
		return inputErr("depth", o.DepthLimit)
	}
	if o.MaxExpanded < 0 {
		return inputErr("budget", o.MaxExpanded)
	}
	return nil
}

// DefaultDepthLimit is DFS's depth limit when Options.DepthLimit is 0: 40
// on boards of up to 9 cells (the 8-puzzle needs at most 31 moves), 80 above
// (the 15-puzzle needs at most 80).
func DefaultDepthLimit(goal Board) int {
	if goal.Len() > 9 {
		return 80
	}
	return 40
}

// New starts the algorithm called name on p. It returns an error wrapping
// ErrUnsolvable, without searching, when the parities of start and goal
// differ, and an error for an unknown name, mismatched sizes or bad options.
func New(name string, p Problem, o Options) (Search, error) {
	a, ok := AlgorithmByName(name)
	if !ok {
		return nil, inputErr("algorithm", name, Names(AlgorithmNames()))
	}
	return a.New(p, o)
}

// Budget is the algorithm's default budget on goal's board: DefaultBudget,
// and above MaxCells cells at most WideBudget.
func (a Algorithm) Budget(goal Board) int {
	if !goal.Packed() && !a.Reduction {
		return min(a.DefaultBudget, WideBudget)
	}
	return a.DefaultBudget
}

// WideBudget is the most expansions a search other than the reduction
// solver makes by default on a board above MaxCells cells, where every
// board it generates keeps a number for as long as it lives (wideStates:
// about 80 bytes and a byte a cell), the depth-first searches' too: some
// 450,000 boards and 100 MB for A* on a scrambled 10×10 board, 500,000
// boards for DFS.
const WideBudget = 200_000

// New starts the algorithm on p; see the package-level New.
func (a Algorithm) New(p Problem, o Options) (Search, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	if err := p.Check(); err != nil {
		return nil, err
	}
	if o.Weight == 0 {
		o.Weight = DefaultWeight
	}
	if o.MaxExpanded == 0 {
		o.MaxExpanded = a.Budget(p.Goal)
	}
	if o.DepthLimit == 0 {
		o.DepthLimit = DefaultDepthLimit(p.Goal)
	}
	return a.new(p, o), nil
}
