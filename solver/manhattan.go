package solver

import "sync/atomic"

// manhattanTables returns Manhattan's tables for goal. The tables of the
// last goal asked for are kept: a batch of searches for one goal (a judge's
// input, the compare table) builds them once.
func manhattanTables(goal Board) *manhattanOf {
	if last := lastManhattan.Load(); last != nil && last.goal == goal {
		return last
	}
	m := &manhattanOf{goal: goal}
	w := goal.Width()
	for g := 0; g < goal.Len(); g++ {
		t := goal.At(g)
		if t == 0 {
			continue
		}
		for c := 0; c < goal.Len(); c++ {
			m.dist[t*MaxCells+c] = uint8(abs(g/w-c/w) + abs(g%w-c%w))
		}
	}
	nb := neighborsOf(w, goal.Height())
	for blank := 0; blank < goal.Len(); blank++ {
		for d, to := range nb[blank] {
			for t := 1; to >= 0 && t < MaxCells; t++ {
				m.delta[t<<6|int(to)<<2|d] = int8(int(m.dist[t*MaxCells+blank]) - int(m.dist[t*MaxCells+int(to)]))
			}
		}
	}
	lastManhattan.Store(m)
	return m
}

// manhattanOf holds Manhattan's tables for a goal: dist[tile*16+cell] is
// the rows plus columns between cell and the tile's goal cell, and
// delta[tile<<6|to<<2|d] the change of that distance when the blank's move
// in direction d to cell to slides the tile there into the blank's cell.
type manhattanOf struct {
	goal  Board
	dist  [MaxCells * MaxCells]uint8
	delta [MaxCells * MaxCells * 4]int8
}

var lastManhattan atomic.Pointer[manhattanOf]

// noManhattan's tables are zeros: updated like Manhattan, h stays 0.
var noManhattan manhattanOf

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Manhattan returns the heuristic summing each tile's row and column
// distance to its goal cell. It is admissible and consistent; O(n) a call,
// and one table read a move in a search.
func Manhattan(goal Board) Heuristic {
	if !goal.Packed() {
		return newManhattanWide(goal)
	}
	return manhattan{of: manhattanTables(goal)}
}

type manhattan struct {
	of *manhattanOf
}

func (m manhattan) Of(b Board) int {
	h := 0
	c := b.cells
	for i := 0; i < b.Len(); i++ {
		h += int(m.of.dist[int(c&15)*MaxCells+i])
		c >>= 4
	}
	return h
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
	var goalRow, goalCol [MaxSide * MaxSide]int
	for i := 0; i < goal.Len(); i++ {
		goalRow[goal.At(i)], goalCol[goal.At(i)] = i/w, i%w
	}
	return HeuristicFunc(func(b Board) int {
		extra := 0
		var order [MaxSide]int
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
		return man.Of(b) + 2*extra
	})
}

// longestIncreasing returns the length of the longest strictly increasing
// subsequence of s (at most MaxSide values): patience sorting, where
// tails[k] is the least value a run of k+1 can end with; a value above
// every tail (a line in order) is placed at once.
func longestIncreasing(s []int) int {
	var tails [MaxSide]int
	n := 0
	for _, x := range s {
		i := n
		for i > 0 && tails[i-1] >= x {
			i--
		}
		tails[i] = x
		n = max(n, i+1)
	}
	return n
}
