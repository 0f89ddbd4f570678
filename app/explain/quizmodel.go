package explain

import (
	"slidelab/app/search"
	"slidelab/solver"
)

// QuizModel is the quiz "predict the next step": before each step the
// student picks the board they think the search expands next.
type QuizModel struct {
	On           bool
	Right, Tried int
	Last         *Guess // the last answer, told while the cursor is at its moment
}

// Guess is one answer: the board picked at moment at-1 and the board the
// search expanded at moment at.
type Guess struct {
	At         int
	Pick, Next solver.Node
	shown      bool // the search has been at moment at: the answer was shown
}

// Toggle starts or ends the quiz, with a clean score.
func (q *QuizModel) Toggle() { *q = QuizModel{On: !q.On} }

// Answer takes pick, chosen at snap's moment, and reports whether it
// counts: the search must wait (not running) with a choice to make, and no
// wrong answer wait there. A right answer: the page steps the search to
// show it. A wrong one waits (held) for the person, who asks the class why
// before the answer is shown (a Step).
func (q *QuizModel) Answer(pick solver.Node, snap search.Snapshot, running bool) bool {
	c := snap.Quiz
	if c == nil || len(c.Boards) < 2 || running || q.Held(snap.At) {
		return false
	}
	g := Guess{At: snap.At + 1, Pick: pick, Next: c.Next}
	q.Tried++
	if g.Right() {
		q.Right++
	}
	q.Last = &g
	return true
}

// Right reports whether the guess was the board expanded.
func (g Guess) Right() bool { return g.Pick.Board == g.Next.Board }

// Held reports whether a wrong answer given at moment at waits for the
// answer to be shown.
func (q *QuizModel) Held(at int) bool {
	return q.Last != nil && q.Last.At == at+1 && !q.Last.Right() && !q.Last.shown
}

// Moved follows the cursor: at the last answer's moment, its answer is
// shown (by Show the answer, Step, or any move there).
func (q *QuizModel) Moved(at int) {
	if q.Last != nil && at >= q.Last.At {
		q.Last.shown = true
	}
}
