package solver

// ties counts the boards of the open list, the board n aside, whose
// priority F is n's (sameF) and, of those, whose H is n's as well (sameFH):
// every one, not only those Frontier would list. It reads the open list in
// place and allocates nothing: a best-first search reads only the buckets
// of n's priority, the others their whole queue or stack.
func (s *bestFirst) ties(n Node) (sameF, sameFH int) {
	lo := s.gw*n.G + s.hw*n.H
	hi := lo
	if s.tie != 1 { // the buckets of one f, one for each h
		lo, hi = lo*tieBreak, lo*tieBreak+tieBreak-1
	}
	for p := lo; p <= hi && p < len(s.open.heads); p++ {
		for i := s.open.heads[p]; i != 0; i = s.nodes[i-1].next {
			nd := &s.nodes[i-1]
			if nd.stale || nd.closed || nd.cells == n.Board.cells {
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

func (s *bfs) ties(n Node) (sameF, sameFH int) { return s.q.ties(&s.base, n) }

// ties counts over both queues: bidirectional BFS's open list.
func (s *bidirectional) ties(n Node) (sameF, sameFH int) {
	f0, fh0 := s.sides[0].ties(&s.base, n)
	f1, fh1 := s.sides[1].ties(&s.base, n)
	return f0 + f1, fh0 + fh1
}

func (sd *bfsSide) ties(b *base, n Node) (sameF, sameFH int) {
	for j := sd.head; j < len(sd.nodes); j++ {
		nd := &sd.nodes[j]
		if nd.cells != n.Board.cells && b.f(int(nd.g), int(nd.h)) == n.F {
			sameF++
			if int(nd.h) == n.H {
				sameFH++
			}
		}
	}
	return sameF, sameFH
}

func (s *depthFirst) ties(n Node) (sameF, sameFH int) {
	for g, fr := range s.stack {
		if fr.cells != n.Board.cells && float64(g+int(fr.h)) == n.F {
			sameF++
			if int(fr.h) == n.H {
				sameFH++
			}
		}
	}
	return sameF, sameFH
}
