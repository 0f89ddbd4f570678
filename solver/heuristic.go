package solver

import (
	"fmt"
	"sync/atomic"
)

// Heuristic estimates the number of moves from a board to the goal it was
// made for. A nil Heuristic given to a search means Manhattan, which the
// search then updates from each parent's value by the one tile that moved
// (two table lookups instead of a pass over the board).
type Heuristic func(Board) int

// estimator computes h for a search: the heuristic it was given, or, when
// none was, Manhattan kept incrementally; pattern databases (Options.Patterns)
// are looked up incrementally by the searches that keep a pdbState per board.
type estimator struct {
	h   Heuristic
	man *[MaxCells * MaxCells]uint8 // non-nil: incremental Manhattan
	pdb *PatternDB                  // non-nil: h is pdb.Of
	w   uint8
	ht  uint8
}

func newEstimator(o Options, goal Board) estimator {
	e := estimator{h: o.Heuristic, pdb: o.Patterns, w: goal.w, ht: goal.h}
	switch {
	case e.pdb != nil:
		e.h = e.pdb.Of
	case e.h == nil:
		e.h, e.man = Manhattan(goal), manhattanTable(goal)
	}
	return e
}

// of returns h of a board.
func (e *estimator) of(b Board) int { return e.h(b) }

// child returns h of the board made from a parent (its cells, blank and h)
// by sliding the tile at cell to into the blank: cells.
func (e *estimator) child(parent uint64, blank, to, parentH int, cells uint64) int {
	if e.man != nil {
		return manhattanChild(e.man, parent, blank, to, parentH)
	}
	return e.h(Board{cells: cells, w: e.w, h: e.ht, blank: uint8(to)})
}

// manhattanChild returns Manhattan of the board made from a parent (its
// cells and Manhattan parentH) by sliding the tile at cell to into the blank
// at cell blank: only that tile's distance changes.
func manhattanChild(man *[MaxCells * MaxCells]uint8, parent uint64, blank, to, parentH int) int {
	t := int(parent>>(4*to&63)) & 15
	return parentH + int(man[t*MaxCells+blank]) - int(man[t*MaxCells+to])
}

// HeuristicInfo describes a heuristic for menus and tests.
type HeuristicInfo struct {
	Name       string // as typed in URLs and on the command line
	Label      string
	LabelZH    string
	Desc       string
	DescZH     string
	Admissible bool // never overestimates, so A* and IDA* stay optimal
	MaxCells   int  // largest board it supports
	New        func(goal Board) (Heuristic, error)
}

// Heuristics lists every heuristic, weakest first.
var Heuristics = []HeuristicInfo{
	{Name: "zero", Label: "Zero (no information)", LabelZH: "零（无信息）",
		Desc: "h = 0: A* becomes uniform-cost search.", DescZH: "h = 0：A* 退化为一致代价搜索。",
		Admissible: true, MaxCells: MaxCells, New: func(Board) (Heuristic, error) { return Zero, nil }},
	{Name: "misplaced", Label: "Misplaced tiles", LabelZH: "错位数",
		Desc: "Counts the tiles not on their goal cell.", DescZH: "不在目标位置上的方块个数。",
		Admissible: true, MaxCells: MaxCells, New: func(g Board) (Heuristic, error) { return Misplaced(g), nil }},
	{Name: "manhattan", Label: "Manhattan distance", LabelZH: "曼哈顿距离",
		Desc: "Sums how many rows and columns each tile is from its goal cell.", DescZH: "每个方块到目标位置的行距与列距之和。",
		Admissible: true, MaxCells: MaxCells, New: func(g Board) (Heuristic, error) { return Manhattan(g), nil }},
	{Name: "linear", Label: "Manhattan + linear conflict", LabelZH: "曼哈顿 + 线性冲突",
		Desc: "Adds 2 moves for each tile that must leave its goal row or column to let another pass.", DescZH: "同一行（列）中互相挡路的方块，每需绕开一个再加 2 步。",
		Admissible: true, MaxCells: MaxCells, New: func(g Board) (Heuristic, error) { return LinearConflict(g), nil }},
	{Name: "pdb", Label: "Pattern databases (additive)", LabelZH: "模式数据库（可加）",
		Desc:       "Splits the tiles into groups (5-5-5 on the 15-puzzle, 4-4 on the 8-puzzle) and adds, for each group, the exact moves its tiles need, looked up in a table built once per goal; also looked up mirrored, taking the larger.",
		DescZH:     "把方块分组（15 数码为 5-5-5，8 数码为 4-4），对每组查表得到这组方块所需的确切步数并相加；表按目标构建一次；再按对角线镜像查一次，取较大者。",
		Admissible: true, MaxCells: MaxCells, New: func(g Board) (Heuristic, error) {
			db, err := PatternDBFor(g, nil)
			if err != nil {
				return nil, err
			}
			return db.Of, nil
		}},
	{Name: "exact", Label: "Exact distance h*", LabelZH: "精确距离 h*",
		Desc: "The true number of moves, from a breadth-first search of the whole puzzle (up to 9 cells).", DescZH: "真实最少步数，来自对整个状态空间的一次广度优先搜索（最多 9 格）。",
		Admissible: true, MaxCells: 9, New: func(g Board) (Heuristic, error) {
			d, err := ExactDistances(g)
			if err != nil {
				return nil, err
			}
			return d.Of, nil
		}},
}

// HeuristicByName returns the heuristic called name.
func HeuristicByName(name string) (HeuristicInfo, bool) {
	for _, h := range Heuristics {
		if h.Name == name {
			return h, true
		}
	}
	return HeuristicInfo{}, false
}

// CheckHeuristic returns an error naming the choices when there is no
// heuristic called name, or one when it does not fit goal's board. It builds
// nothing: use it to validate a choice before paying for pattern databases.
func CheckHeuristic(name string, goal Board) (HeuristicInfo, error) {
	info, ok := HeuristicByName(name)
	if !ok {
		return info, fmt.Errorf("unknown heuristic %q: choose zero, misplaced, manhattan, linear, pdb or exact", name)
	}
	if goal.Len() > info.MaxCells {
		return info, fmt.Errorf("heuristic %q works on boards of up to %d cells, not %d×%d", name, info.MaxCells, goal.Width(), goal.Height())
	}
	return info, nil
}

// NewHeuristic returns the heuristic called name for goal, or the error of
// CheckHeuristic.
func NewHeuristic(name string, goal Board) (Heuristic, error) {
	info, err := CheckHeuristic(name, goal)
	if err != nil {
		return nil, err
	}
	return info.New(goal)
}

// SetHeuristic sets o's heuristic to the one called name for goal; for
// "pdb" it also sets o.Patterns, so that IDA* looks them up incrementally.
func (o *Options) SetHeuristic(name string, goal Board) error {
	h, err := NewHeuristic(name, goal)
	if err != nil {
		return err
	}
	o.Heuristic, o.Patterns = h, nil
	if name == "pdb" { // NewHeuristic built or found them
		o.Patterns = CachedPatternDB(goal)
	}
	return nil
}

// Zero is the heuristic that knows nothing: h = 0.
func Zero(Board) int { return 0 }

// Misplaced returns the heuristic counting tiles (not the blank) off their
// goal cell. It is admissible and consistent.
func Misplaced(goal Board) Heuristic {
	return func(b Board) int {
		diff := b.cells ^ goal.cells
		h := 0
		for i := 0; i < b.Len(); i++ {
			if diff>>(4*i)&15 != 0 && b.At(i) != 0 {
				h++
			}
		}
		return h
	}
}

// manhattanTable returns dist[tile*16+cell]: the rows plus columns between
// cell and the tile's goal cell. The table of the last goal asked for is
// kept: a batch of searches for one goal (a judge's input, the compare
// table) builds it once.
func manhattanTable(goal Board) *[MaxCells * MaxCells]uint8 {
	if last := lastManhattan.Load(); last != nil && last.goal == goal {
		return &last.dist
	}
	m := &manhattanOf{goal: goal}
	d := &m.dist
	w := goal.Width()
	for g := 0; g < goal.Len(); g++ {
		t := goal.At(g)
		if t == 0 {
			continue
		}
		for c := 0; c < goal.Len(); c++ {
			d[t*MaxCells+c] = uint8(abs(g/w-c/w) + abs(g%w-c%w))
		}
	}
	lastManhattan.Store(m)
	return d
}

type manhattanOf struct {
	goal Board
	dist [MaxCells * MaxCells]uint8
}

var lastManhattan atomic.Pointer[manhattanOf]

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Manhattan returns the heuristic summing each tile's row and column
// distance to its goal cell. It is admissible and consistent; O(n) a call.
func Manhattan(goal Board) Heuristic {
	d := manhattanTable(goal)
	n := goal.Len()
	return func(b Board) int {
		h := 0
		c := b.cells
		for i := 0; i < n; i++ {
			h += int(d[int(c&15)*MaxCells+i])
			c >>= 4
		}
		return h
	}
}

// LinearConflict returns Manhattan plus 2 for every tile that must leave its
// goal row (or column) so that the other tiles of that line, already in it,
// can pass: in each line, the tiles whose goal is that line and that are not
// in a longest increasing order of goal positions. It is admissible and
// consistent.
func LinearConflict(goal Board) Heuristic {
	man := Manhattan(goal)
	w, h := goal.Width(), goal.Height()
	// lines lists the cells of every row, then of every column; home[t] is
	// the row of tile t's goal cell (for rows) or its column (for columns).
	var lines [][]int
	for r := 0; r < h; r++ {
		var cells []int
		for c := 0; c < w; c++ {
			cells = append(cells, r*w+c)
		}
		lines = append(lines, cells)
	}
	for c := 0; c < w; c++ {
		var cells []int
		for r := 0; r < h; r++ {
			cells = append(cells, r*w+c)
		}
		lines = append(lines, cells)
	}
	var goalRow, goalCol [MaxCells]int
	for i := 0; i < goal.Len(); i++ {
		goalRow[goal.At(i)], goalCol[goal.At(i)] = i/w, i%w
	}
	return func(b Board) int {
		extra := 0
		var order [4]int
		for li, cells := range lines {
			line, home, along := li, &goalRow, &goalCol // a row: tiles of this goal row, by goal column
			if li >= h {
				line, home, along = li-h, &goalCol, &goalRow
			}
			k := 0
			for _, i := range cells {
				if t := b.At(i); t != 0 && home[t] == line {
					order[k] = along[t]
					k++
				}
			}
			extra += k - longestIncreasing(order[:k])
		}
		return man(b) + 2*extra
	}
}

// longestIncreasing returns the length of the longest strictly increasing
// subsequence of s (at most 4 values).
func longestIncreasing(s []int) int {
	var best [4]int
	longest := 0
	for i := range s {
		best[i] = 1
		for j := 0; j < i; j++ {
			if s[j] < s[i] && best[j]+1 > best[i] {
				best[i] = best[j] + 1
			}
		}
		longest = max(longest, best[i])
	}
	return longest
}
