package explain

import (
	"testing"

	"slidelab/app/search"
	"slidelab/solver"
)

// TestQuizTransitions: the quiz counts an answer only while the search
// waits with a choice to make, scores it, and starts over when toggled.
func TestQuizTransitions(t *testing.T) {
	a, _ := solver.Parse("123405678")
	b, _ := solver.Parse("103425678")
	right, wrong := solver.Node{Board: a}, solver.Node{Board: b}
	waiting := search.Snapshot{Quiz: &search.QuizChoices{Boards: []solver.Node{right, wrong}, Next: right}}
	waiting.At = 4
	var q QuizModel
	q.Toggle()
	for _, c := range []struct {
		name         string
		pick         solver.Node
		snap         search.Snapshot
		running      bool
		counts       bool
		right, tried int
	}{
		{"right", right, waiting, false, true, 1, 1},
		{"wrong", wrong, waiting, false, true, 1, 2},
		{"while the search runs", right, waiting, true, false, 1, 2},
		{"no choices read", right, search.Snapshot{}, false, false, 1, 2},
		{"one choice: nothing to predict", right, search.Snapshot{Quiz: &search.QuizChoices{Boards: []solver.Node{right}, Next: right}}, false, false, 1, 2},
		{"a second answer while the wrong one waits for the person", right, waiting, false, false, 1, 2},
	} {
		if got := q.Answer(c.pick, c.snap, c.running); got != c.counts || q.Right != c.right || q.Tried != c.tried {
			t.Errorf("%s: counted %v, score %d/%d; want %v, %d/%d", c.name, got, q.Right, q.Tried, c.counts, c.right, c.tried)
		}
	}
	if q.Last == nil || q.Last.At != 5 || q.Last.Pick != wrong || q.Last.Next != right {
		t.Errorf("the last answer: %+v", q.Last)
	}
	if !q.Held(4) || q.Held(5) { // the wrong answer waits at its moment only
		t.Errorf("held at 4: %v, at 5: %v", q.Held(4), q.Held(5))
	}
	q.Moved(5) // shown: back at 4 the question is asked again
	if q.Held(4) {
		t.Errorf("held after the answer was shown")
	}
	q.Toggle()
	if q.On || q.Right != 0 || q.Tried != 0 || q.Last != nil {
		t.Errorf("off: %+v", q)
	}
	q.Toggle()
	if !q.On {
		t.Errorf("toggled twice, the quiz is off")
	}
}
