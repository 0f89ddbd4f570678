package main

import "slidelab/solver"

// distanceMemo is the last exact distance asked for (solver.Distance
// solves without the exact table, which is not free): the page renders far
// more often than the board asked about changes.
type distanceMemo struct {
	start, goal solver.Board
	d           int
}

// of is start's exact distance to goal; -1: unreachable, or above 9 cells.
func (m *distanceMemo) of(start, goal solver.Board) int {
	if m.start != start || m.goal != goal {
		d, err := solver.Distance(start, goal)
		if err != nil {
			d = -1
		}
		*m = distanceMemo{start: start, goal: goal, d: d}
	}
	return m.d
}
