package solver

// Candidates returns up to k boards the search may expand after the
// cursor's moment, in the order it will consider them, and the board it
// does expand next (false when the search ends at the cursor). The
// candidates are the open list best first, the queue of the side that
// expands next, or, for a depth-first search, the moves not yet tried from
// the boards on its stack, the top's first. The board expanded next is
// among them, except when a depth-first pass ends and the next one starts
// again from the start. The cursor does not move.
func (t *Timeline) Candidates(k int) ([]Node, Node, bool) {
	at := t.at
	c := t.s.candidates(k)
	t.Seek(at + 1)
	next, ok := t.s.Current()
	ok = ok && t.at == at+1
	t.Seek(at)
	return c, next, ok
}

// Ahead returns Candidates' boards and the explanation of the next step
// (from the cursor's moment to the next), whose expansion is the board
// expanded next; false when the search ends at the cursor. It costs one
// Seek back, as Candidates does. The cursor does not move.
func (t *Timeline) Ahead(k int) ([]Node, Explanation, bool) {
	at := t.at
	c := t.s.candidates(k)
	e := t.explainStep()
	_, expanded := e.Expanded()
	ok := expanded && t.at == at+1
	t.Seek(at)
	return c, e, ok
}

func (s *bestFirst) candidates(k int) []Node { return s.Frontier(k) }

func (s *bfs) candidates(k int) []Node { return s.Frontier(k) }

// candidates is the queue of the side that expands next: the side
// expanding now while its layer lasts, then the side with the smaller queue.
func (s *bidirectional) candidates(k int) []Node {
	side := s.stats.Side
	if sd := &s.sides[side]; sd.head == sd.layerEnd {
		side = Forward
		if s.sides[Backward].open() < s.sides[Forward].open() {
			side = Backward
		}
	}
	return s.sides[side].frontier(&s.base, k)
}

// candidates lists the children not yet generated, the top frame's first
// and each frame's in the order it tries its moves; a frame pushed but not
// yet expanded comes next itself.
func (s *depthFirst) candidates(k int) []Node {
	if s.pending {
		return s.Frontier(min(k, 1))
	}
	var out []Node
	for i := len(s.stack) - 1; i >= 0 && len(out) < k; i-- {
		f := &s.stack[i]
		for m := f.rest; m != 0 && len(out) < k; m >>= 8 {
			to := int(f.blank) + s.steps[m&3]
			b := s.board(s.slide(f.cells, int(f.blank), to), to)
			h := s.est.of(b)
			out = append(out, Node{Board: b, G: i + 1, H: h, F: float64(i + 1 + h)})
		}
	}
	return out
}
