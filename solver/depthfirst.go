package solver

import "math"

// depthFirst is one depth-first engine with an explicit stack, so it can
// pause after any expansion. A successor is cut off when f = g + h exceeds
// the bound; with h = 0 that is a depth limit.
//
//   - DFS: bound = the depth limit, one pass.
//   - IDDFS: bound = 0, 1, 2, …: each pass is a depth-limited DFS [AIMA
//     Figure 3.18]; the first pass that reaches the goal gives a shortest path.
//   - IDA*: the bound starts at h(start) and rises to the smallest f that
//     exceeded it [Korf 1985]; optimal with an admissible h.
//
// DFS and IDDFS keep a transposition table of the boards seen in the pass
// with the smallest depth each was reached at, and skip a board reached
// again no shallower; this keeps 8-puzzle passes to a few hundred thousand
// expansions without losing any board within the limit. IDA* keeps no table
// (its memory is the path) and only skips the move that undoes the last.
//
// Open is the stack (the current path), Closed the table's size (0 for
// IDA*).
type depthFirst struct {
	base
	est       estimator
	useTable  bool
	iterative bool
	stack     []frame
	seen      depthTable
	nextBound int  // the smallest f cut off in this pass
	pending   bool // the top frame has been pushed but not yet expanded
}

// depthTable is the transposition table of DFS and IDDFS: the smallest
// depth each board was reached at. Up to MaxExactCells cells it is a byte
// per permutation rank (362 KB for 3×3, in cache); above, a stateTable
// bounded at maxTable boards (64 MB), past which new boards are not
// remembered, which only prunes less.
type depthTable struct {
	dense []uint8 // by rank: depth+1, 0 when unseen
	n     int
	table stateTable
	count int
}

const maxTable = 1 << 21

func (t *depthTable) reset(like Board) {
	t.count = 0
	if t.n = like.Len(); t.n <= MaxExactCells {
		if t.dense == nil {
			t.dense = make([]uint8, factorial(t.n))
		} else {
			clear(t.dense)
		}
		return
	}
	if t.table.slots == nil {
		t.table = getTable()
	} else {
		t.table.reset()
	}
}

// improve records that cells was reached at depth g and reports whether
// that is shallower than before (or the first time).
func (t *depthTable) improve(cells uint64, g int) bool {
	if t.dense != nil {
		d := &t.dense[rank(cells, t.n)]
		if *d != 0 && int(*d) <= g+1 {
			return false
		}
		if *d == 0 {
			t.count++
		}
		if g < 255 {
			*d = uint8(g + 1)
		}
		return true
	}
	j, found := t.table.get(cells)
	if found && int(j) <= g {
		return false
	}
	if found || t.table.len() < maxTable {
		t.table.reserve(1)
		ref, _ := t.table.ref(cells)
		*ref = int32(g)
		if !found {
			t.count++
		}
	}
	return true
}

type frame struct {
	cells uint64
	g, h  int16
	blank uint8
	from  uint8    // the Dir that led here; noDir for the root
	next  uint8    // the next Dir to try
	ps    pdbState // with pattern databases: the lookup state
}

func newDFS(p Problem, o Options) Search {
	s := &depthFirst{base: newBase(p, o), est: newEstimator(Options{Heuristic: Zero}, p.Goal), useTable: true}
	s.start(o.DepthLimit)
	return s
}

func newIDDFS(p Problem, o Options) Search {
	s := &depthFirst{base: newBase(p, o), est: newEstimator(Options{Heuristic: Zero}, p.Goal), useTable: true, iterative: true}
	s.start(0)
	return s
}

func newIDAStar(p Problem, o Options) Search {
	s := &depthFirst{base: newBase(p, o), est: newEstimator(o, p.Goal), iterative: true}
	s.start(s.est.of(p.Start))
	return s
}

// start begins a pass with the given bound.
func (s *depthFirst) start(bound int) {
	s.stats.Bound = bound
	s.stats.Iteration++
	if s.iterative {
		s.iters = append(s.iters, Iteration{Bound: bound})
	}
	s.nextBound = math.MaxInt
	st := s.p.Start
	if s.stack == nil {
		s.stack = getSlice[frame](&framePool)
	}
	root := frame{cells: st.cells, h: int16(s.est.of(st)), blank: st.blank, from: noDir}
	if db := s.est.pdb; db != nil {
		root.ps, _ = db.state(st)
	}
	s.stack = append(s.stack[:0], root)
	if s.useTable {
		s.seen.reset(st)
		s.seen.improve(st.cells, 0)
	}
	s.pending = true
}

func (s *depthFirst) count() {
	s.stats.Open = len(s.stack)
	s.peak()
	if s.useTable {
		s.stats.Closed = s.seen.count
	}
}

func (s *depthFirst) Step(n int) Outcome {
	if s.outcome != Running {
		return s.outcome
	}
	nb := neighborsOf(s.p.Goal.Width(), s.p.Goal.Height())
	for done := 0; done < n; {
		if s.pending {
			if s.stats.Expanded >= s.limit {
				s.count()
				return s.finish(LimitReached, nil)
			}
			top := &s.stack[len(s.stack)-1]
			s.pending = false
			s.count()
			s.expand(top.cells, top.blank, int(top.g), int(top.h))
			done++
			if top.cells == s.p.Goal.cells {
				return s.finish(Solved, s.path())
			}
			continue
		}
		if len(s.stack) == 0 {
			if !s.iterative || s.nextBound == math.MaxInt {
				s.count()
				return s.finish(NotFound, nil)
			}
			s.start(s.nextBound)
			continue
		}
		f := &s.stack[len(s.stack)-1]
		if f.next == 4 {
			s.stack = s.stack[:len(s.stack)-1]
			continue
		}
		d := f.next
		f.next++
		to := nb[f.blank][d]
		if to < 0 || d == f.from^1 {
			continue
		}
		s.stats.Generated++
		cells := slide(f.cells, int(f.blank), int(to))
		g := int(f.g) + 1
		var h int
		var ps pdbState
		if db := s.est.pdb; db != nil {
			ps, h = db.child(&f.ps, int(f.cells>>(4*to&63))&15, int(f.blank), int(to))
		} else {
			h = s.est.child(f.cells, int(f.blank), int(to), int(f.h), cells)
		}
		if g+h > s.stats.Bound {
			s.nextBound = min(s.nextBound, g+h)
			continue
		}
		if s.useTable {
			if !s.seen.improve(cells, g) {
				continue
			}
		}
		s.stack = push(s.stack, frame{cells: cells, g: int16(g), h: int16(h), blank: uint8(to), from: d, ps: ps})
		s.pending = true
	}
	s.count()
	return Running
}

func (s *depthFirst) path() []uint64 {
	c := make([]uint64, len(s.stack))
	for i, f := range s.stack {
		c[i] = f.cells
	}
	return c
}

func (s *depthFirst) Frontier(k int) []Node {
	var out []Node
	for i := len(s.stack) - 1; i >= 0 && len(out) < k; i-- {
		f := &s.stack[i]
		out = append(out, Node{Board: Board{cells: f.cells, w: s.p.Goal.w, h: s.p.Goal.h, blank: f.blank}, G: int(f.g), H: int(f.h), F: float64(f.g + f.h)})
	}
	return out
}
