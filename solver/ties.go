package solver

// ties counts the boards of the open list, the board n aside, whose
// priority F is n's (sameF) and, of those, whose H is n's as well (sameFH):
// every one, not only those Frontier would list. It reads only the buckets
// of n's priority, in place, and allocates nothing. The other searches
// order their lists by arrival: they have no ties to count.
func (s *bestFirst) ties(n Node) (sameF, sameFH int) {
	key := s.keyOf(n.Board)
	lo := s.gw*n.G + s.hw*n.H
	hi := lo
	if s.tie != 1 { // the buckets of one f, one for each h
		lo, hi = lo*tieBreak, lo*tieBreak+tieBreak-1
	}
	for p := lo; p <= hi && p < len(s.open.heads); p++ {
		for i := s.open.heads[p]; i != 0; i = s.nodes[i-1].next {
			nd := &s.nodes[i-1]
			if nd.stale || nd.closed || nd.cells == key {
				continue
			}
			sameF++
			if int(nd.h) == n.H {
				sameFH++
			}
		}
	}
	return sameF, sameFH
}
