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
	shown      bool // the search has been at moment at: the answer was shown
}

// toggle starts or ends the quiz, with a clean score.
func (q *quizModel) toggle() { *q = quizModel{on: !q.on} }

// answer takes pick, chosen at snap's moment, and reports whether it
// counts: the search must wait (not running) with a choice to make, and no
// wrong answer wait there. A right answer: the page steps the search to
// show it. A wrong one waits (held) for the person, who asks the class why
// before the answer is shown (a Step).
func (q *quizModel) answer(pick solver.Node, snap search.Snapshot, running bool) bool {
	c := snap.Quiz
	if c == nil || len(c.Boards) < 2 || running || q.held(snap.At) {
		return false
	}
	g := guess{at: snap.At + 1, pick: pick, next: c.Next}
	q.tried++
	if g.right() {
		q.right++
	}
	q.last = &g
	return true
}

// right reports whether the guess was the board expanded.
func (g guess) right() bool { return g.pick.Board == g.next.Board }

// held reports whether a wrong answer given at moment at waits for the
// answer to be shown.
func (q *quizModel) held(at int) bool {
	return q.last != nil && q.last.at == at+1 && !q.last.right() && !q.last.shown
}

// moved follows the cursor: at the last answer's moment, its answer is
// shown (by Show the answer, Step, or any move there).
func (q *quizModel) moved(at int) {
	if q.last != nil && at >= q.last.at {
		q.last.shown = true
	}
}
