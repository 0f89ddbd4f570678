package solver

import (
	"math"
	"unsafe"
)

// bestFirst is one best-first graph search for uniform cost, greedy, A* and
// weighted A*: they differ only in the priority gw·g + hw·h [AIMA Figure 3.14
// with f as a parameter]. The open list is a bucket queue (priorities are
// small integers) whose buckets are lists threaded through the node arena
// (node.next), last in first out, which prefers the deeper of
// equal-priority boards: no per-bucket memory, and popping a node touches
// only that node. A board reached again by a cheaper path
// is reopened when reopen is set, so A* stays optimal with any admissible
// heuristic.
//
// Open holds the boards waiting in the queue, Closed the boards expanded.
type bestFirst struct {
	base
	est    estimator
	gw, hw int
	scale  float64
	tie    int // tieBreak, or 1
	moves  *moveLists
	reopen bool
	nodes  []node
	index  stateTable // cells → newest node for that board
	open   bucketQueue
}

func newBestFirst(p Problem, o Options, gw, hw int, reopen bool) Search {
	s := &bestFirst{base: newBase(p, o), gw: gw, hw: hw, scale: 1, reopen: reopen,
		nodes: getSlice[node](&nodePool), index: getTable(), open: getQueue()}
	s.est = newEstimator(o.Heuristic, p.Goal, s.wide)
	s.tie, s.moves = tieBreak, movesOf(p.Goal.Width(), p.Goal.Height())
	s.fOf = s.shownF
	if gw > 1 {
		s.scale, s.tie = float64(gw), 1
	}
	s.index.reserve(1)
	ref, _ := s.index.ref(s.startKey)
	h := s.est.of(p.Start)
	s.nodes = append(s.nodes, node{cells: s.startKey, parent: -1, h: int16(h), blank: p.Start.blank, from: noDir})
	s.nodes[0].next = s.open.push(s.priority(0, h), 0)
	*ref = 0
	s.stats.Open = 1
	return s
}

// newUCS is uniform-cost search: blind, so no heuristic breaks its ties
// either (they go newest first, like every bucket).
func newUCS(p Problem, o Options) Search {
	o.Heuristic = Zero
	return newBestFirst(p, o, 1, 0, true)
}

func newWeighted(p Problem, o Options) Search {
	return newBestFirst(p, o, 10, int(math.Round(10*o.Weight)), !o.NoReopen)
}

// tieBreak orders boards of equal f by h, smallest first: the deepest
// boards, closest to the goal, go first. Bucket index = f·tie + h, where tie
// is tieBreak for unit weights and 1 for weighted A*, whose priorities are
// already spread over ten times as many values (the buckets would be mostly
// empty).
const tieBreak = 64

func (s *bestFirst) priority(g, h int) int {
	if s.tie == 1 {
		return s.gw*g + s.hw*h
	}
	return (s.gw*g+s.hw*h)*tieBreak + min(h, tieBreak-1)
}

// shownF is the priority as shown: g+h for A*, h for greedy, g+w·h for
// weighted A*.
func (s *bestFirst) shownF(g, h int) float64 { return float64(s.gw*g+s.hw*h) / s.scale }

func (s *bestFirst) Step(n int) Outcome {
	if s.outcome != Running {
		return s.outcome
	}
	for done := 0; done < n; {
		s.peak()
		if s.stats.Expanded >= s.limit {
			return s.finish(LimitReached, nil)
		}
		f, ok := s.open.best()
		if !ok {
			return s.finish(NotFound, nil)
		}
		i := s.open.heads[f] - 1
		nd := &s.nodes[i]
		s.open.pop(f, nd.next)
		if nd.stale || nd.closed {
			if s.watch != nil {
				s.note(Event{Kind: StaleDrop, Node: s.nodeOf(nd)})
			}
			continue
		}
		nd.closed = true
		s.stats.Open--
		s.stats.Closed++
		done++
		s.expand(nd.cells, nd.blank, int(nd.g), int(nd.h))
		if nd.cells == s.goalKey {
			return s.finish(Solved, chain(s.nodes, i))
		}
		if s.wide == nil {
			successors[packedKeys](s, i)
		} else {
			successors[wideKeys](s, i)
		}
		s.settle()
	}
	return Running
}

// successors generates the children of node i. It is the hot loop of every
// best-first search: the arena and the index get their room first, so the
// loop itself never grows them, and the counters are kept in locals.
func successors[K keyKind](s *bestFirst, i int32) {
	var kind K
	wide := unsafe.Sizeof(kind) != unsafe.Sizeof(packedKeys{}) // a constant in each copy
	if s.watch != nil {
		s.tell(i)
	}
	s.nodes = room(s.nodes, 4)
	s.index.reserve(4)
	man := s.est.man
	parent := &s.nodes[i]
	pc, pb, ph := parent.cells, int(parent.blank), int(parent.h)
	g := int(parent.g) + 1
	ml := s.moves[pb][parent.from] // never undoing the last move: never cheaper
	added := 0
	for m := ml; m != 0; m >>= 8 {
		var cells uint64
		to, d := int(m>>2&15), uint8(m&3)
		if !wide {
			cells = slide(pc, pb, to)
		} else { // no cell in the move above MaxCells cells
			to = pb + s.steps[d]
			cells = s.wide.slide(pc, pb, to)
		}
		ref, found := s.index.ref(cells)
		if found {
			old := &s.nodes[*ref]
			if s.drops(old, g) {
				continue
			}
			old.stale = true
			if old.closed {
				s.stats.Closed-- // reopened: back to the open list
			} else {
				added-- // replaced in the open list
			}
		}
		var h int
		if man != nil { // incremental Manhattan, inlined
			h = manhattanChild(man, pc, to, int(d), ph)
		} else {
			h = s.est.child(pc, to, int(d), ph, cells)
		}
		// The fields are stored one by one into the arena: building a node
		// value and copying it in stalls the processor (narrow stores read
		// back by wide loads).
		j := len(s.nodes)
		s.nodes = s.nodes[:j+1]
		n := &s.nodes[j]
		n.cells, n.parent, n.g, n.h, n.blank, n.from, n.closed, n.stale = cells, i, int16(g), int16(h), uint8(to), d, false, false
		n.next = s.open.push(s.priority(g, h), int32(j))
		*ref = int32(j)
		added++
	}
	s.stats.Generated += ml.count()
	s.stats.Open += added
}

// drops reports whether a board reached again as old, now with cost g, is
// dropped: its g is no better, or it was expanded and the search never
// reopens.
func (s *bestFirst) drops(old *node, g int) bool {
	return int(old.g) <= g || (old.closed && !s.reopen)
}

// tell reports what successors is about to do with each child of node i.
// The children of one board are distinct boards, so none changes another's
// fate: told first, they leave the hot loop free of reports.
func (s *bestFirst) tell(i int32) {
	parent := &s.nodes[i]
	pc, pb, ph := parent.cells, int(parent.blank), int(parent.h)
	g := int(parent.g) + 1
	for m := s.moves[pb][parent.from]; m != 0; m >>= 8 {
		d := int(m & 3)
		to := pb + s.steps[d]
		cells := s.slide(pc, pb, to)
		j, found := s.index.get(cells)
		if !found {
			s.child(pc, pb, cells, to, d, g, s.est.child(pc, to, d, ph, cells), Pushed, 0)
			continue
		}
		old := &s.nodes[j]
		fate := Updated
		switch {
		case s.drops(old, g) && !old.closed:
			fate = Queued
		case s.drops(old, g) && int(old.g) <= g:
			fate = Closed
		case s.drops(old, g):
			fate = NoReopen
		case old.closed:
			fate = Reopened
		}
		h := int(old.h) // the board's h is the same whatever its path
		s.child(pc, pb, cells, to, d, g, h, fate, int(old.g))
	}
}

func (s *bestFirst) Frontier(k int) []Node {
	var out []Node
	for f := s.open.low; f < len(s.open.heads) && len(out) < k; f++ {
		for i := s.open.heads[f]; i != 0 && len(out) < k; i = s.nodes[i-1].next {
			if nd := &s.nodes[i-1]; !nd.stale && !nd.closed {
				out = append(out, s.nodeOf(nd))
			}
		}
	}
	return out
}

func (s *bestFirst) restore(from snapshotter) {
	c := from.(*bestFirst)
	b, nodes, index, heads := s.base, s.nodes, s.index, s.open.heads
	b.restore(&c.base)
	*s = *c
	s.base = b
	s.fOf = s.shownF
	s.nodes, s.index = reuse(nodes, c.nodes), index.restore(&c.index)
	s.open.heads = reuse(heads, c.open.heads)
	clear(s.open.heads[len(s.open.heads):cap(s.open.heads)]) // grow expects zeros there
}

func (s *bestFirst) bytes() int {
	return len(s.nodes)*int(unsafe.Sizeof(node{})) + s.index.bytes() + 4*len(s.open.heads)
}

func (s *bestFirst) release() {
	putSlice(&nodePool, s.nodes)
	putTable(s.index)
	if q := s.open; len(q.heads) <= keepCells {
		q.reset()
		queuePool.Put(&q)
	}
	*s = bestFirst{}
}
