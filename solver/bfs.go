package solver

import (
	"unsafe"
)

// bfs is breadth-first graph search [AIMA Figure 3.11]: the arena of nodes is
// the FIFO queue itself, and a board is marked seen when it is generated, so
// it enters the queue at most once. The goal test is made on generation,
// which saves expanding a whole layer.
//
// Open holds the boards in the queue, Closed the boards expanded.
type bfs struct {
	base
	q bfsSide
}

// bfsSide is a breadth-first queue with its seen set: all of plain BFS and
// one half of bidirectional BFS.
type bfsSide struct {
	nodes    []node
	head     int
	layerEnd int // bidirectional: the current layer ends at this index of nodes
	seen     seenSet
}

// newBFSSide is a queue holding board b, whose key is key.
func newBFSSide(b Board, key uint64) bfsSide {
	sd := bfsSide{seen: newSeenSet(b), nodes: getSlice[node](&nodePool)}
	sd.seen.add(key)
	sd.nodes = append(sd.nodes, node{cells: key, parent: -1, blank: b.blank, from: noDir})
	return sd
}

// find returns the index of the node holding cells, which must be there.
// It scans the queue: O(n), once per search.
func (sd *bfsSide) find(cells uint64) int32 {
	for i := range sd.nodes {
		if sd.nodes[i].cells == cells {
			return int32(i)
		}
	}
	panic("solver: board not in the queue")
}

func (sd *bfsSide) open() int { return len(sd.nodes) - sd.head }

// expandNext pops the head of the queue, records its expansion in b and
// pushes its unseen successors. It returns the index of the first successor
// for which stop returns true, or -1; a watcher hears that successor's fate
// as stopFate.
func (sd *bfsSide) expandNext(b *base, stop func(cells uint64) bool, stopFate Fate) int32 {
	nb := neighborsOf(b.p.Goal.Width(), b.p.Goal.Height())
	wide := b.wide
	i := int32(sd.head)
	sd.head++
	parent := sd.nodes[i]
	b.expand(parent.cells, parent.blank, int(parent.g), 0)
	for d, to := range nb[parent.blank] {
		if to < 0 || Dir(d) == Dir(parent.from).Opposite() {
			continue
		}
		b.stats.Generated++
		var cells uint64
		if wide == nil {
			cells = slide(parent.cells, int(parent.blank), int(to))
		} else {
			cells = wide.slide(parent.cells, int(parent.blank), int(to))
		}
		if !sd.seen.add(cells) {
			if b.watch != nil {
				b.child(parent.cells, int(parent.blank), cells, int(to), d, int(parent.g)+1, 0, Seen, 0)
			}
			continue
		}
		sd.nodes = push(sd.nodes, node{cells: cells, parent: i, g: parent.g + 1, blank: uint8(to), from: uint8(d)})
		found := stop(cells)
		if b.watch != nil {
			fate := Pushed
			if found {
				fate = stopFate
			}
			b.child(parent.cells, int(parent.blank), cells, int(to), d, int(parent.g)+1, 0, fate, 0)
		}
		if found {
			return int32(len(sd.nodes) - 1)
		}
	}
	return -1
}

func (sd *bfsSide) frontier(b *base, k int) []Node {
	var out []Node
	for j := sd.head; j < len(sd.nodes) && len(out) < k; j++ {
		out = append(out, b.nodeOf(&sd.nodes[j]))
	}
	return out
}

func newBFS(p Problem, o Options) Search {
	s := &bfs{base: newBase(p, o)}
	s.q = newBFSSide(p.Start, s.startKey)
	s.stats.Open = 1
	return s
}

func (s *bfs) Step(n int) Outcome {
	if s.outcome != Running {
		return s.outcome
	}
	if s.stats.Expanded == 0 && s.p.Start == s.p.Goal {
		return s.finish(Solved, []uint64{s.startKey})
	}
	goal := s.goalKey
	isGoal := func(c uint64) bool { return c == goal }
	for done := 0; done < n; done++ {
		s.peak()
		if s.q.open() == 0 {
			return s.finish(NotFound, nil)
		}
		if s.stats.Expanded >= s.limit {
			return s.finish(LimitReached, nil)
		}
		s.stats.Open--
		s.stats.Closed++
		found := s.q.expandNext(&s.base, isGoal, Goal)
		s.stats.Open = s.q.open()
		s.settle()
		if found >= 0 {
			return s.finish(Solved, chain(s.q.nodes, found))
		}
	}
	return Running
}

func (s *bfs) Frontier(k int) []Node { return s.q.frontier(&s.base, k) }

func (sd *bfsSide) release() {
	putSlice(&nodePool, sd.nodes)
	if sd.seen.bits != nil {
		bitsPool.Put(&sd.seen.bits)
	} else {
		putTable(sd.seen.table)
	}
	*sd = bfsSide{}
}

func (s *bfs) release() { s.q.release() }

// restore makes sd a copy of c, in sd's memory.
func (sd *bfsSide) restore(c *bfsSide) {
	nodes, seen := sd.nodes, sd.seen
	*sd = *c
	sd.nodes, sd.seen = reuse(nodes, c.nodes), seen.restore(&c.seen)
}

func (sd *bfsSide) bytes() int { return len(sd.nodes)*int(unsafe.Sizeof(node{})) + sd.seen.bytes() }

func (s *bfs) restore(from snapshotter) {
	c := from.(*bfs)
	s.base.restore(&c.base)
	s.q.restore(&c.q)
}

func (s *bfs) bytes() int { return s.q.bytes() }
