package solver

import "sync/atomic"

// manhattanWide is Manhattan distance on boards above MaxCells cells: a
// table of each tile's distance from each cell, summed over the board at
// every call (the searches call it on every board there).
type manhattanWide struct {
	goal Board
	n    int
	dist []uint8 // dist[tile*n+cell]
}

var lastManhattanWide atomic.Pointer[manhattanWide]

// newManhattanWide is Manhattan distance to goal, a wide board; the last
// goal's table is kept.
func newManhattanWide(goal Board) *manhattanWide {
	if last := lastManhattanWide.Load(); last != nil && last.goal == goal {
		return last
	}
	n, w := goal.Len(), goal.Width()
	m := &manhattanWide{goal: goal, n: n, dist: make([]uint8, n*n)}
	for g := range n {
		t := goal.At(g)
		for c := range n {
			if t != 0 {
				m.dist[t*n+c] = uint8(abs(g/w-c/w) + abs(g%w-c%w))
			}
		}
	}
	lastManhattanWide.Store(m)
	return m
}

func (m *manhattanWide) Of(b Board) int {
	h := 0
	for c := range m.n {
		h += int(m.dist[int(b.wide[c])*m.n+c])
	}
	return h
}
