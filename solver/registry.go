package solver

import (
	"math"
	"strings"
)

// Algorithm describes a search for menus, the command line and the tests.
type Algorithm struct {
	Name          string // as typed in URLs and on the command line
	Label         string
	LabelZH       string
	Desc          string // one line: what it does and what it guarantees
	DescZH        string
	Lists         string // what its open and closed counters hold
	ListsZH       string
	Optimal       bool // returns a shortest path (with an admissible heuristic)
	UsesHeuristic bool
	UsesWeight    bool     // Options.Weight
	UsesDepth     bool     // Options.DepthLimit
	DefaultBudget int      // expansions allowed when Options.MaxExpanded is 0
	KeepsBoards   bool     // keeps every board it reaches: memory grows with the expansions
	Unit          Unit     // the whole steps of its timeline: BFS layers, IDDFS and IDA* passes
	Priority      Priority // what its open list is ordered by
	new           func(Problem, Options) Search
}

// The default budgets. Searches that keep every board they reach stop at
// 2 million expansions: on the 8-puzzle they never get there (181,440
// boards), on the 15-puzzle that is some 360 MB (measured). Depth-first
// searches keep only the path (and a bounded table), so they may work far
// longer: 50 million covers IDA* with pattern databases on every one of
// Korf's 100 instances (the hardest needs 23.8 million).
const (
	memoryBudget     = 2_000_000
	depthFirstBudget = 50_000_000
)

// Algorithms lists every search, in the order of the menus.
var Algorithms = []Algorithm{
	{Name: "bfs", DefaultBudget: memoryBudget, KeepsBoards: true, Label: "Breadth-first search (BFS)", LabelZH: "广度优先搜索（BFS）",
		Desc:   "Expands boards in order of distance from the start: the first path found is a shortest one.",
		DescZH: "按离起点的步数逐层扩展：找到的第一条路径就是最短路径。",
		Lists:  "open: the FIFO queue; closed: boards expanded.", ListsZH: "OPEN 表：先进先出队列；CLOSED 表：已扩展的状态。",
		Optimal: true, Unit: Layer, new: newBFS},
	{Name: "bibfs", DefaultBudget: memoryBudget, KeepsBoards: true, Label: "Bidirectional BFS", LabelZH: "双向广度优先搜索",
		Desc:   "Grows one BFS from the start and one from the goal, a whole layer at a time, until they meet: shortest, with far fewer boards.",
		DescZH: "从起始状态和目标状态各做一次 BFS，每次扩展队列较小一侧的一整层，两边相遇即得最短路径；扩展的状态比单向 BFS 少得多。",
		Lists:  "open: both queues; closed: boards expanded on both sides.", ListsZH: "OPEN 表：两侧队列之和；CLOSED 表：两侧已扩展的状态。",
		Optimal: true, Unit: Layer, new: newBidirectional},
	{Name: "dfs", DefaultBudget: depthFirstBudget, Label: "Depth-first search (depth-limited)", LabelZH: "深度优先搜索（有深度上限）",
		Desc:   "Dives along one line of moves to the depth limit before backtracking: finds a path, rarely a short one.",
		DescZH: "沿一条走法序列一直深入，到达深度上限才回溯：能找到路径，但很少是最短路径。",
		Lists:  "open: the stack (the path being explored); closed: boards seen, each kept with the smallest depth it was reached at.", ListsZH: "OPEN 表：栈（当前路径）；CLOSED 表：见过的状态，各记录其到达时的最小深度。",
		UsesDepth: true, new: newDFS},
	{Name: "iddfs", DefaultBudget: depthFirstBudget, Label: "Iterative deepening DFS", LabelZH: "迭代加深搜索（IDDFS）",
		Desc:   "Runs depth-limited DFS with limits 0, 1, 2, …: shortest paths with the memory of a DFS.",
		DescZH: "依次以深度上限 0、1、2……运行深度受限的 DFS：能得到最短路径，而内存开销与 DFS 相当。",
		Lists:  "open: the stack; closed: boards seen in this iteration.", ListsZH: "OPEN 表：栈；CLOSED 表：本轮见过的状态。",
		Optimal: true, Unit: Pass, new: newIDDFS},
	{Name: "ucs", DefaultBudget: memoryBudget, KeepsBoards: true, Label: "Uniform-cost search", LabelZH: "一致代价搜索（UCS）",
		Desc:   "Best-first by cost so far g (Dijkstra): shortest paths; with unit moves it behaves like BFS.",
		DescZH: "每次扩展已走步数 g 最小的状态（即 Dijkstra 算法）：能得到最短路径；每步代价相同时，其行为与 BFS 相似。",
		Lists:  "open: the priority queue; closed: boards expanded.", ListsZH: "OPEN 表：按 g 排序的优先队列；CLOSED 表：已扩展的状态。",
		Optimal: true, Priority: ByG, new: newUCS},
	{Name: "greedy", DefaultBudget: memoryBudget, KeepsBoards: true, Label: "Greedy best-first", LabelZH: "贪心最佳优先搜索",
		Desc:   "Always expands the board that looks closest to the goal (smallest h): fast, paths often long.",
		DescZH: "总是扩展看起来离目标最近（h 最小）的状态：速度快，但找到的路径常常很长。",
		Lists:  "open: the priority queue by h; closed: boards expanded.", ListsZH: "OPEN 表：按 h 排序的优先队列；CLOSED 表：已扩展的状态。",
		UsesHeuristic: true, Priority: ByH, new: func(p Problem, o Options) Search { return newBestFirst(p, o, 0, 1, false) }},
	{Name: "astar", DefaultBudget: memoryBudget, KeepsBoards: true, Label: "A*", LabelZH: "A* 搜索",
		Desc:   "Best-first by f = g + h: shortest paths when h never overestimates, and the better h, the fewer boards.",
		DescZH: "每次扩展 f = g + h 最小的状态：只要 h 从不高估，就能得到最短路径；h 越准确，扩展的状态越少。",
		Lists:  "open: the priority queue by f; closed: boards expanded.", ListsZH: "OPEN 表：按 f 排序的优先队列；CLOSED 表：已扩展的状态。",
		Optimal: true, UsesHeuristic: true, Priority: ByF, new: func(p Problem, o Options) Search { return newBestFirst(p, o, 1, 1, true) }},
	{Name: "wastar", DefaultBudget: memoryBudget, KeepsBoards: true, Label: "Weighted A*", LabelZH: "加权 A*",
		Desc:   "Best-first by f = g + w·h: faster than A*, paths at most w times the shortest.",
		DescZH: "每次扩展 f = g + w·h 最小的状态：通常比 A* 快，路径长度不超过最短路径的 w 倍。",
		Lists:  "open: the priority queue by f; closed: boards expanded.", ListsZH: "OPEN 表：按 f 排序的优先队列；CLOSED 表：已扩展的状态。",
		UsesHeuristic: true, UsesWeight: true, Priority: ByWeightF, new: newWeighted},
	{Name: "idastar", DefaultBudget: depthFirstBudget, Label: "IDA*", LabelZH: "IDA*（迭代加深 A*）",
		Desc:   "Depth-first with an f = g + h bound raised to the smallest f that exceeded it: shortest paths in almost no memory.",
		DescZH: "以 f = g + h 的界限做深度优先搜索，每轮把界限提高到上一轮超出界限的最小 f 值：能得到最短路径，且几乎不占内存。",
		Lists:  "open: the current path (the stack); no closed list.", ListsZH: "OPEN 表：当前路径（栈）；没有 CLOSED 表。",
		Optimal: true, UsesHeuristic: true, Unit: Pass, new: newIDAStar},
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
		return nil, inputErr("algorithm", name, AlgorithmNames())
	}
	return a.New(p, o)
}

// New starts the algorithm on p; see the package-level New.
func (a Algorithm) New(p Problem, o Options) (Search, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	if err := p.Check(); err != nil {
		return nil, err
	}
	if o.Weight == 0 {
		o.Weight = 2
	}
	if o.MaxExpanded == 0 {
		o.MaxExpanded = a.DefaultBudget
	}
	if o.DepthLimit == 0 {
		o.DepthLimit = DefaultDepthLimit(p.Goal)
	}
	return a.new(p, o), nil
}
