package solver

// Explanation is what the search did to reach the cursor's moment: its
// events, and the open list just before, which says why the board expanded
// was chosen.
type Explanation struct {
	At     int
	Events []Event
	// Open is the open list before the moment, best first (the stack from
	// the top for depth-first searches), up to ExplainOpen boards.
	Open []Node
	// SameF counts the boards of the whole open list before the moment,
	// besides the one expanded, with its priority F; SameFH those of them
	// with its H as well. Every one is counted, not only those in Open.
	// Best-first searches only: the others order their lists by arrival.
	SameF, SameFH int
}

// ExplainOpen bounds Explanation.Open: enough for the quiz's choices.
const ExplainOpen = 64

// Expanded returns the moment's expansion, false at moment 0.
func (e Explanation) Expanded() (Event, bool) {
	for _, ev := range e.Events {
		if ev.Kind == Expansion {
			return ev, true
		}
	}
	return Event{}, false
}

// Explain replays the step from the moment before the cursor to the cursor
// with the search watched, and returns what it did. Nothing is computed
// that was not computed before, and the cursor does not move.
func (t *Timeline) Explain() Explanation {
	if t.at == 0 {
		return Explanation{}
	}
	t.Seek(t.at - 1)
	return t.explainStep()
}

// explainStep steps the cursor one moment on with the search watched, and
// returns what it did.
func (t *Timeline) explainStep() Explanation {
	k := t.at + 1
	e := Explanation{At: k}
	if k == 1 && (t.alg.UsesDepth || t.alg.Unit == Pass) { // the first pass began with the search
		e.Events = append(e.Events, Event{Kind: PassStart, Old: t.s.Stats().Bound})
	}
	e.Open = t.s.Frontier(ExplainOpen)
	if tt, ok := t.s.(tier); ok && len(e.Open) > 0 { // the head of its open list is the board it expands
		e.SameF, e.SameFH = tt.ties(e.Open[0])
	}
	t.s.setWatch(&e.Events)
	t.Step(1)
	t.s.setWatch(nil)
	if _, ok := e.Expanded(); !ok {
		e.SameF, e.SameFH = 0, 0
	}
	return e
}

func (b *base) setWatch(w watch) { b.watch = w }

// tier is a search whose open list has ties to count: a best-first one.
type tier interface {
	ties(n Node) (sameF, sameFH int)
}
