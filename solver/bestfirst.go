package solver

import "math"

// bestFirst is one best-first graph search for uniform cost, greedy, A* and
// weighted A*: they differ only in the priority gw·g + hw·h [AIMA Figure 3.14
// with f as a parameter]. The open list is a bucket queue (priorities are
// small integers), last in first out within a bucket, which prefers the
// deeper of equal-priority boards. A board reached again by a cheaper path
// is reopened when reopen is set, so A* stays optimal with any admissible
// heuristic.
//
// Open holds the boards waiting in the queue, Closed the boards expanded.
type bestFirst struct {
	base
	est     estimator
	gw, hw  int
	scale   float64
	tie     int // tieBreak, or 1
	moves   *[MaxCells]moveList
	reopen  bool
	nodes   []node
	index   stateTable // cells → newest node for that board
	buckets [][]int32
	min     int // no bucket below min holds a live node
}

func newBestFirst(p Problem, o Options, gw, hw int, reopen bool) Search {
	s := &bestFirst{base: newBase(p, o), est: newEstimator(o.Heuristic, p.Goal), gw: gw, hw: hw, scale: 1, reopen: reopen,
		nodes: getSlice[node](&nodePool), index: getTable(), buckets: getSlice[[]int32](&bucketPool)}
	s.tie, s.moves = tieBreak, movesOf(p.Goal.Width(), p.Goal.Height())
	s.fOf = s.shownF
	if gw > 1 {
		s.scale, s.tie = float64(gw), 1
	}
	ref, _ := s.index.ref(p.Start.cells)
	s.add(node{cells: p.Start.cells, parent: -1, blank: p.Start.blank, from: noDir}, 0, s.est.of(p.Start), ref)
	return s
}

func newWeighted(p Problem, o Options) Search {
	return newBestFirst(p, o, 10, int(math.Round(10*o.Weight)), true)
}

// tieBreak orders boards of equal f by h, smallest first: the deepest
// boards, closest to the goal, go first. Bucket index = f·tie + h, where tie
// is tieBreak for unit weights and 1 for weighted A*, whose priorities are
// already spread over ten times as many values (the buckets would be mostly
// empty).
const tieBreak = 64

func (s *bestFirst) priority(n *node) int {
	if s.tie == 1 {
		return s.gw*int(n.g) + s.hw*int(n.h)
	}
	return (s.gw*int(n.g)+s.hw*int(n.h))*tieBreak + min(int(n.h), tieBreak-1)
}

// shownF is the priority as shown: g+h for A*, h for greedy, g+w·h for
// weighted A*.
func (s *bestFirst) shownF(g, h int) float64 { return float64(s.gw*g+s.hw*h) / s.scale }

// add puts n in the arena and the queue; ref is its entry in the index.
func (s *bestFirst) add(n node, g, h int, ref *int32) {
	n.g, n.h = int16(g), int16(h)
	i := int32(len(s.nodes))
	s.nodes = push(s.nodes, n)
	*ref = i
	f := s.priority(&n)
	for len(s.buckets) <= f {
		if len(s.buckets) < cap(s.buckets) { // a pooled bucket, emptied by release
			s.buckets = s.buckets[:len(s.buckets)+1]
		} else {
			s.buckets = append(s.buckets, nil)
		}
	}
	s.buckets[f] = push(s.buckets[f], i)
	s.min = min(s.min, f)
	s.stats.Open++
}

func (s *bestFirst) Step(n int) Outcome {
	if s.outcome != Running {
		return s.outcome
	}
	for done := 0; done < n; {
		s.peak()
		if s.stats.Expanded >= s.limit {
			return s.finish(LimitReached, nil)
		}
		for s.min < len(s.buckets) && len(s.buckets[s.min]) == 0 {
			s.min++
		}
		if s.min == len(s.buckets) {
			return s.finish(NotFound, nil)
		}
		b := s.buckets[s.min]
		i := b[len(b)-1]
		s.buckets[s.min] = b[:len(b)-1]
		nd := &s.nodes[i]
		if nd.stale || nd.closed {
			continue
		}
		nd.closed = true
		s.stats.Open--
		s.stats.Closed++
		done++
		s.expand(nd.cells, nd.blank, int(nd.g), int(nd.h))
		if nd.cells == s.p.Goal.cells {
			return s.finish(Solved, chain(s.nodes, i))
		}
		s.successors(i)
	}
	return Running
}

func (s *bestFirst) successors(i int32) {
	parent := s.nodes[i]
	g := int(parent.g) + 1
	ml := &s.moves[parent.blank]
	for k := uint8(0); k < ml.n; k++ {
		to, d := ml.to[k], ml.d[k]
		if d == parent.from^1 {
			continue // undoing the last move: never cheaper
		}
		s.stats.Generated++
		cells := slide(parent.cells, int(parent.blank), int(to))
		ref, found := s.index.ref(cells)
		if found {
			old := &s.nodes[*ref]
			if int(old.g) <= g || (old.closed && !s.reopen) {
				continue
			}
			old.stale = true
			if old.closed {
				s.stats.Closed-- // reopened: back to the open list
			} else {
				s.stats.Open--
			}
		}
		h := s.est.child(parent.cells, int(parent.blank), int(to), int(parent.h), cells)
		s.add(node{cells: cells, parent: i, blank: uint8(to), from: uint8(d)}, g, h, ref)
	}
}

func (s *bestFirst) Frontier(k int) []Node {
	var out []Node
	for f := s.min; f < len(s.buckets) && len(out) < k; f++ {
		b := s.buckets[f]
		for j := len(b) - 1; j >= 0 && len(out) < k; j-- {
			if nd := &s.nodes[b[j]]; !nd.stale && !nd.closed {
				out = append(out, s.nodeOf(nd))
			}
		}
	}
	return out
}
