package solver

import "slices"

// bidirectional is bidirectional breadth-first search: one BFS from the start
// and one from the goal. Each turn expands a whole layer of the side with the
// smaller queue; the first board generated that the other side has seen
// joins the two halves into a shortest path (both sides hold complete layers,
// so no shorter meeting can exist).
//
// Open holds both queues, Closed the boards expanded on both sides;
// Stats.Side is the side expanding now.
type bidirectional struct {
	base
	sides [2]bfsSide
}

func newBidirectional(p Problem, o Options) Search {
	s := &bidirectional{base: newBase(p, o)}
	s.sides = [2]bfsSide{newBFSSide(p.Start, s.startKey), newBFSSide(p.Goal, s.goalKey)}
	s.count()
	return s
}

func (s *bidirectional) count() {
	f, b := &s.sides[Forward], &s.sides[Backward]
	s.stats.ForwardOpen, s.stats.BackwardOpen = f.open(), b.open()
	s.stats.ForwardClosed, s.stats.BackwardClosed = f.head, b.head
	s.stats.Open = f.open() + b.open()
	s.stats.Closed = f.head + b.head
}

func (s *bidirectional) Step(n int) Outcome {
	if s.outcome != Running {
		return s.outcome
	}
	if s.stats.Expanded == 0 && s.p.Start == s.p.Goal {
		return s.finish(Solved, []uint64{s.startKey})
	}
	for done := 0; done < n; done++ {
		s.peak()
		if s.stats.Expanded >= s.limit {
			return s.finish(LimitReached, nil)
		}
		sd := &s.sides[s.stats.Side]
		if sd.head == sd.layerEnd { // a new layer: take the smaller side
			s.stats.Side = Forward
			if s.sides[Backward].open() < s.sides[Forward].open() {
				s.stats.Side = Backward
			}
			sd = &s.sides[s.stats.Side]
			if sd.open() == 0 {
				return s.finish(NotFound, nil)
			}
			sd.layerEnd = len(sd.nodes)
			if s.watch != nil {
				s.note(Event{Kind: LayerStart, Side: s.stats.Side, Old: sd.open()})
			}
		}
		other := &s.sides[1-s.stats.Side]
		s.count()
		s.stats.Open-- // the head is leaving the queue for the closed list
		s.stats.Closed++
		met := sd.expandNext(&s.base, other.seen.has, Met)
		s.count()
		s.settle()
		if met >= 0 {
			return s.finish(Solved, s.join(met, other.find(sd.nodes[met].cells)))
		}
	}
	return Running
}

// join builds the start-to-goal chain through the meeting board: mine is its
// index on the expanding side, theirs on the other.
func (s *bidirectional) join(mine, theirs int32) []uint64 {
	a := chain(s.sides[s.stats.Side].nodes, mine)
	b := chain(s.sides[1-s.stats.Side].nodes, theirs)
	if s.stats.Side == Backward {
		a, b = b, a
	}
	slices.Reverse(b) // goal side: from the meeting board to the goal
	return append(a, b[1:]...)
}

func (s *bidirectional) Frontier(k int) []Node { return s.sides[s.stats.Side].frontier(&s.base, k) }

func (s *bidirectional) restore(from snapshotter) {
	c := from.(*bidirectional)
	s.base.restore(&c.base)
	s.sides[0].restore(&c.sides[0])
	s.sides[1].restore(&c.sides[1])
}

func (s *bidirectional) bytes() int { return s.sides[0].bytes() + s.sides[1].bytes() }

func (s *bidirectional) release() {
	s.sides[0].release()
	s.sides[1].release()
}
