package solver

import "slices"

// What a reduction solver shows between two Steps: the board expanded
// last, the open list, the finish's passes and the ties.

func (s *reduceSearch) Current() (Node, bool) {
	switch {
	case !s.curSet:
		return Node{}, false
	case s.cur == nil:
		n, ok := s.inner.Current()
		return s.embedNode(n), ok
	}
	return s.phaseNode(s.cur, s.curAt), true
}

func (s *reduceSearch) Frontier(k int) []Node {
	var out []Node
	switch {
	case s.inner != nil:
		for _, n := range s.inner.Frontier(k) {
			out = append(out, s.embedNode(n))
		}
	case s.phase != nil:
		for _, i := range s.phase.frontier(k) {
			out = append(out, s.phaseNode(s.phase, i))
		}
	}
	return out
}

// Iterations are the finish's passes, their bounds on f counting the moves
// before it.
func (s *reduceSearch) Iterations() []Iteration {
	if s.inner == nil {
		return nil
	}
	its := slices.Clone(s.inner.Iterations())
	for i := range its {
		its[i].Bound += s.innerG
	}
	return its
}

func (s *reduceSearch) candidates(k int) []Node { return s.Frontier(k) }

// ties counts the boards of the open list sharing n's f and h, as
// bestFirst.ties does: the phase's, or the finish's when it is A*.
func (s *reduceSearch) ties(n Node) (sameF, sameFH int) {
	switch {
	case s.phase != nil: // its f counts the moves of this phase only
		i, _ := s.phase.peek()
		return s.phase.ties(int(n.F)-len(s.beam[s.item].path), n.H, i)
	case s.inner != nil:
		if bf, ok := s.inner.(*bestFirst); ok {
			return bf.ties(Node{Board: s.sub.extract(n.Board), G: n.G - s.innerG, H: n.H, F: n.F - float64(s.innerG)})
		}
	}
	return 0, 0
}
