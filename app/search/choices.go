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
