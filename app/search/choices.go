package search

import (
	"slices"
	"strings"

	"slidelab/solver"
)

// QuizShown is how many boards the quiz offers.
const QuizShown = 6

// ReadChoices offers the first candidates of tl's next step, with the board
// expanded next among them, in an order that does not give it away.
func ReadChoices(tl *solver.Timeline) *QuizChoices {
	c, next, ok := tl.Candidates(QuizShown)
	if !ok {
		return &QuizChoices{}
	}
	if !slices.Contains(c, next) { // a depth-first pass starts again
		c = append(c[:min(len(c), QuizShown-1)], next)
	}
	slices.SortFunc(c, func(a, b solver.Node) int { return strings.Compare(a.Board.String(), b.Board.String()) })
	return &QuizChoices{Boards: c, Next: next}
}

// ExpandShown is how many boards "you are the search" offers at most.
const ExpandShown = 8

// ReadExpand reads what "you are the search" offers at tl's cursor: the
// candidates of the next step, in the search's own order, the board
// expanded next (last among them when a depth-first pass starts again, or
// when more candidates come before it than are shown), and the next
// step's explanation, which says what became of the boards tried before
// it (cut off by the bound, seen before). The cursor does not move.
func ReadExpand(tl *solver.Timeline) *ExpandChoices {
	c, step, ok := tl.Ahead(ExpandShown)
	if !ok {
		return &ExpandChoices{}
	}
	ev, _ := step.Expanded()
	next := ev.Node
	if !slices.Contains(c, next) {
		c = append(c[:min(len(c), ExpandShown-1)], next)
	}
	return &ExpandChoices{Boards: c, Next: next, Step: &step}
}
