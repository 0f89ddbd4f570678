package main

import (
	"math/rand/v2"
	"testing"

	"slidelab/solver"
)

// TestHandModel: play mode's score on a 3×3 board, against the exact
// distance: a move closer, a move the wrong way, hints followed to the
// goal, the score at the end; a change that is not a move starts again.
func TestHandModel(t *testing.T) {
	goal := solver.Standard(3, 3)
	start, _ := solver.Parse("123405678") // 14 moves from the goal
	var h handModel
	h.begin(start, goal)
	if h.fromD != 14 || h.moves != 0 || h.solved {
		t.Fatalf("begun on %s: %+v", start, h)
	}
	b := start
	var away solver.Board // a move that goes the wrong way
	for d := solver.Up; d <= solver.Right; d++ {
		if nb, ok := b.Neighbor(d); ok && exactDistance(nb, goal) == 15 {
			away = nb
		}
	}
	h.follow(b, away, goal)
	if h.moves != 1 || h.wrong != 1 || h.last != [2]int{14, 15} {
		t.Fatalf("a move the wrong way: %+v", h)
	}
	h.follow(away, b, goal)
	if h.moves != 2 || h.wrong != 1 || h.last != [2]int{15, 14} {
		t.Fatalf("back: %+v", h)
	}
	for !h.solved {
		if !h.hintFor(b, goal) {
			t.Fatalf("no hint on %s", b)
		}
		cell := -1
		for c := range b.Len() {
			if b.At(c) == h.hint {
				cell = c
			}
		}
		nb, _, ok := b.MoveTile(cell)
		if !ok || exactDistance(nb, goal) != exactDistance(b, goal)-1 {
			t.Fatalf("the hint %d on %s does not bring the board closer", h.hint, b)
		}
		h.follow(b, nb, goal)
		if h.hint != 0 {
			t.Fatalf("a hint outlived the move")
		}
		b = nb
	}
	if h.moves != 16 || h.wrong != 1 || h.fromD != 14 {
		t.Fatalf("solved: %+v, want 16 moves (2 more than the shortest 14), one the wrong way", h)
	}
	if h.hintFor(goal, goal) {
		t.Fatalf("a hint on the goal")
	}
	h.follow(goal, start, goal) // typed again: not a move
	if h.moves != 0 || h.from != start || h.solved {
		t.Fatalf("a new board did not start play again: %+v", h)
	}
	h.follow(start, start, solver.Spiral(3, 3)) // a new goal
	if h.goal != solver.Spiral(3, 3) || h.fromD != exactDistance(start, solver.Spiral(3, 3)) {
		t.Fatalf("a new goal did not start play again: %+v", h)
	}
	big := solver.Standard(5, 5)
	h.begin(solver.ScrambleMoves(big, 30, rand.New(rand.NewPCG(1, 2))), big)
	if h.fromD != -1 || h.hintFor(h.from, big) {
		t.Fatalf("5×5: an exact distance or a hint where none is known: %+v", h)
	}
}
