package main

import "slidelab/solver"

// handModel is play mode: the person solves the board by hand, sliding
// the start's tiles, and the page keeps the score: the moves, the distance
// to the goal (exact up to 9 cells, a lower bound above), the moves that
// went the wrong way, a hint where a shortest next move is known, and at
// the end the moves against the shortest.
type handModel struct {
	from   solver.Board // the board play began on
	goal   solver.Board // the goal it plays to: a new goal starts play again
	fromD  int          // its exact distance; -1: not known (above 9 cells)
	moves  int
	wrong  int    // moves that took the board further from the goal
	last   [2]int // the exact distances before and after the last move; -1: none
	hint   int    // the tile a hint says to slide; 0: none
	solved bool   // the board reached the goal
}

// exactDistance is the exact distance from the table, up to 9 cells.
func exactDistance(b, goal solver.Board) int {
	d, err := solver.Distance(b, goal)
	if err != nil {
		return -1
	}
	return d
}

// begin starts play on start.
func (h *handModel) begin(start, goal solver.Board) {
	*h = handModel{from: start, goal: goal, fromD: exactDistance(start, goal), last: [2]int{-1, -1}, solved: start == goal}
}

// follow takes a change of the start: one move is counted, any other
// change (a board typed, a scramble, a new size) starts play again.
func (h *handModel) follow(before, after, goal solver.Board) {
	if before == after && goal == h.goal {
		return
	}
	if !oneMove(before, after) || h.solved || goal != h.goal {
		h.begin(after, goal)
		return
	}
	h.moves++
	h.hint = 0
	h.last = [2]int{exactDistance(before, goal), exactDistance(after, goal)}
	if h.last[0] >= 0 && h.last[1] > h.last[0] {
		h.wrong++
	}
	h.solved = after == goal
}

// hintFor sets the hint: a tile whose slide brings b a move closer to the
// goal, where the exact distance is known. It reports whether there is one.
func (h *handModel) hintFor(b, goal solver.Board) bool {
	d := exactDistance(b, goal)
	if d <= 0 {
		return false
	}
	for dir := solver.Up; dir <= solver.Right; dir++ {
		if nb, ok := b.Neighbor(dir); ok && exactDistance(nb, goal) == d-1 {
			h.hint = b.At(nb.Blank())
			return true
		}
	}
	return false
}
