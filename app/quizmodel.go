package main

import (
	"slidelab/app/search"
	"slidelab/solver"
)

// quizModel is the quiz "predict the next step": before each step the
// student picks the board they think the search expands next.
type quizModel struct {
	on           bool
	right, tried int
	last         *guess // the last answer, told while the cursor is at its moment
}

// guess is one answer: the board picked at moment at-1 and the board the
// search expanded at moment at.
type guess struct {
	at         int
	pick, next solver.Node
}

// toggle starts or ends the quiz, with a clean score.
func (q *quizModel) toggle() { *q = quizModel{on: !q.on} }

// answer takes pick, chosen at snap's moment, and reports whether it
// counts: the search must wait (not running) with a choice to make. The
// page then steps the search to show the answer.
func (q *quizModel) answer(pick solver.Node, snap search.Snapshot, running bool) bool {
	c := snap.Quiz
	if c == nil || len(c.Boards) < 2 || running {
		return false
	}
	g := guess{at: snap.At + 1, pick: pick, next: c.Next}
	q.tried++
	if pick.Board == g.next.Board {
		q.right++
	}
	q.last = &g
	return true
}
