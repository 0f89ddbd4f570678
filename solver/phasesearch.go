package solver

// phaseSearch is A* over a phase's states (the places of its tiles and of
// the blank), from the board start: resumable, one expansion at a time.
// It goes on past the first goal it reaches, collecting goals reached by
// paths at most slack moves longer, up to most of them: the reduction
// solver picks among them the one that leaves the rest easiest.
type phaseSearch struct {
	ph          *phase
	start       Board
	nodes       []phaseNode
	seen        map[uint64]int32 // state → its newest node
	open        [][]int32        // buckets by priority, newest last
	low         int              // no bucket below is filled
	queued      int              // entries in open, stale ones included
	closed      int
	generated   int
	best        int     // the length of the shortest path found; -1 before
	found       []int32 // the goal nodes reached, shortest first
	slack, most int
	last        int32 // the node expanded last; -1 before
	ended       bool
}

// phaseNode is a state reached: its places, how it was reached and its h.
type phaseNode struct {
	parent int32
	g, h   uint16
	dir    Dir                 // the blank's move from the parent
	pos    [maxChunk + 1]uint8 // the blank's local cell, then each tile's
	closed bool                // expanded
}

// phaseTie spreads each f over buckets by h, smallest first: of equal f,
// the deepest goes first.
const phaseTie = 64

func newPhaseSearch(ph *phase, start Board, slack, most int) *phaseSearch {
	s := &phaseSearch{ph: ph, start: start, seen: map[uint64]int32{}, best: -1, slack: slack, most: most, last: -1}
	root := phaseNode{parent: -1, dir: noDir}
	root.pos[0] = uint8(ph.reg.local[start.Blank()])
	for c, l := range ph.reg.local {
		if l < 0 {
			continue
		}
		for i, t := range ph.tiles {
			if start.At(c) == t {
				root.pos[1+i] = uint8(l)
			}
		}
	}
	h, ok := ph.estimate(&root.pos)
	if !ok {
		s.ended = true
		return s
	}
	root.h = uint16(h)
	s.add(root)
	return s
}

// key packs a state: 7 bits a place.
func (s *phaseSearch) key(pos *[maxChunk + 1]uint8) uint64 {
	k := uint64(0)
	for i := 0; i <= len(s.ph.tiles); i++ {
		k = k<<7 | uint64(pos[i])
	}
	return k
}

func (s *phaseSearch) add(n phaseNode) {
	i := int32(len(s.nodes))
	s.nodes = append(s.nodes, n)
	s.seen[s.key(&n.pos)] = i
	b := s.bucket(&n)
	for len(s.open) <= b {
		s.open = append(s.open, nil)
	}
	s.open[b] = append(s.open[b], i)
	s.low = min(s.low, b)
	s.queued++
}

func (s *phaseSearch) bucket(n *phaseNode) int {
	return (int(n.g)+int(n.h))*phaseTie + min(int(n.h), phaseTie-1)
}

// goal reports whether every tile of node n is home.
func (s *phaseSearch) goal(n *phaseNode) bool {
	for i, g := range s.ph.goals {
		if int(n.pos[1+i]) != g {
			return false
		}
	}
	return true
}

// peek returns the node expand would expand next, dropping the entries
// replaced by a cheaper node for their state on the way; false when there
// is none or the search has found all it looks for.
func (s *phaseSearch) peek() (int32, bool) {
	if s.ended {
		return 0, false
	}
	for s.low < len(s.open) {
		b := s.open[s.low]
		if len(b) == 0 {
			s.low++
			continue
		}
		if s.best >= 0 && s.low/phaseTie > s.best+s.slack {
			return 0, false
		}
		i := b[len(b)-1]
		if s.seen[s.key(&s.nodes[i].pos)] == i {
			return i, true
		}
		s.open[s.low] = b[:len(b)-1]
		s.queued--
	}
	return 0, false
}

// expand expands the next node, reporting it to expanded (before its
// children) and its children to child, when they are not nil; false when
// the search has ended (nothing was expanded).
func (s *phaseSearch) expand(expanded func(i int32), child func(from int32, n phaseNode, fate Fate, old int)) bool {
	i, ok := s.peek()
	if !ok {
		s.ended = true
		return false
	}
	s.open[s.low] = s.open[s.low][:len(s.open[s.low])-1]
	s.queued--
	s.last = i
	s.closed++
	s.nodes[i].closed = true
	if expanded != nil {
		expanded(i)
	}
	n := s.nodes[i]
	if s.goal(&n) {
		if s.best < 0 {
			s.best = int(n.g)
		}
		s.found = append(s.found, i)
		if len(s.found) >= s.most {
			s.ended = true
		}
		return true
	}
	for _, m := range s.ph.reg.next[n.pos[0]] {
		if n.dir != noDir && m.dir == n.dir.Opposite() {
			continue
		}
		s.generated++
		c := n
		c.parent, c.g, c.dir, c.pos[0] = i, n.g+1, m.dir, uint8(m.to)
		for j := 1; j <= len(s.ph.tiles); j++ {
			if int(c.pos[j]) == m.to {
				c.pos[j] = n.pos[0]
			}
		}
		fate, old := Pushed, 0
		if o, ok := s.seen[s.key(&c.pos)]; ok {
			was := &s.nodes[o]
			old = int(was.g)
			switch {
			case old <= int(c.g) && was.closed:
				fate = Closed
			case old <= int(c.g):
				fate = Queued
			case was.closed: // its tables never overestimate from one move to the next: not seen, but told if it were
				fate = Reopened
			default:
				fate = Updated
			}
			if old <= int(c.g) {
				if child != nil {
					child(i, c, fate, old)
				}
				continue
			}
		}
		h, ok := s.ph.estimate(&c.pos)
		if !ok {
			continue
		}
		c.h = uint16(h)
		s.add(c)
		if child != nil {
			child(i, c, fate, old)
		}
	}
	return true
}

// dirs returns the blank's moves from the start to node i.
func (s *phaseSearch) dirs(i int32) []Dir {
	var rev []Dir
	for ; s.nodes[i].parent >= 0; i = s.nodes[i].parent {
		rev = append(rev, s.nodes[i].dir)
	}
	for l, r := 0, len(rev)-1; l < r; l, r = l+1, r-1 {
		rev[l], rev[r] = rev[r], rev[l]
	}
	return rev
}

// board returns the board node i stands for: the start, moved along the
// node's path.
func (s *phaseSearch) board(i int32) Board {
	b := s.start
	for _, d := range s.dirs(i) {
		b, _ = b.Neighbor(d)
	}
	return b
}

// ties counts the live nodes of the open list, node i aside, whose f is
// f (sameF) and, of those, whose h is h as well (sameFH).
func (s *phaseSearch) ties(f, h int, i int32) (sameF, sameFH int) {
	for b := f * phaseTie; b < (f+1)*phaseTie && b < len(s.open); b++ {
		for _, j := range s.open[b] {
			if j != i && s.seen[s.key(&s.nodes[j].pos)] == j {
				sameF++
				if int(s.nodes[j].h) == h {
					sameFH++
				}
			}
		}
	}
	return sameF, sameFH
}

// frontier returns up to k live nodes of the open list, in the order they
// will be expanded.
func (s *phaseSearch) frontier(k int) []int32 {
	var out []int32
	for b := s.low; b < len(s.open) && len(out) < k; b++ {
		for j := len(s.open[b]) - 1; j >= 0 && len(out) < k; j-- {
			i := s.open[b][j]
			if s.seen[s.key(&s.nodes[i].pos)] == i {
				out = append(out, i)
			}
		}
	}
	return out
}

// copy returns a deep copy, for the timeline's checkpoints.
func (s *phaseSearch) copy() *phaseSearch {
	c := *s
	c.nodes = append([]phaseNode(nil), s.nodes...)
	c.seen = make(map[uint64]int32, len(s.seen))
	for k, v := range s.seen {
		c.seen[k] = v
	}
	c.open = make([][]int32, len(s.open)) // nodes' closed flags are in the copied nodes
	for i, b := range s.open {
		c.open[i] = append([]int32(nil), b...)
	}
	c.found = append([]int32(nil), s.found...)
	return &c
}

// bytes is the memory a copy holds, roughly.
func (s *phaseSearch) bytes() int {
	return len(s.nodes)*16 + len(s.seen)*24 + s.queued*4
}
