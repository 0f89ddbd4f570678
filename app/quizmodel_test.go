package main

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
	var q quizModel
	q.toggle()
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
		if got := q.answer(c.pick, c.snap, c.running); got != c.counts || q.right != c.right || q.tried != c.tried {
			t.Errorf("%s: counted %v, score %d/%d; want %v, %d/%d", c.name, got, q.right, q.tried, c.counts, c.right, c.tried)
		}
	}
	if q.last == nil || q.last.at != 5 || q.last.pick != wrong || q.last.next != right {
		t.Errorf("the last answer: %+v", q.last)
	}
	if !q.held(4) || q.held(5) { // the wrong answer waits at its moment only
		t.Errorf("held at 4: %v, at 5: %v", q.held(4), q.held(5))
	}
	q.moved(5) // shown: back at 4 the question is asked again
	if q.held(4) {
		t.Errorf("held after the answer was shown")
	}
	q.toggle()
	if q.on || q.right != 0 || q.tried != 0 || q.last != nil {
		t.Errorf("off: %+v", q)
	}
	q.toggle()
	if !q.on {
		t.Errorf("toggled twice, the quiz is off")
	}
}
