package solver

import (
	"math"
	"unsafe"
)

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
	moves     *moveLists
	useTable  bool
	iterative bool
	fast      bool // run does the work: no table, and h needs no call
	stack     []frame
	ps        []pdbState // pattern databases: ps[i] is stack[i]'s lookup state
	seen      depthTable
	nextBound int  // the smallest f cut off in this pass
	passStart int  // Expanded when this pass began
	pending   bool // the top frame has been pushed but not yet expanded
	last      int  // the depth of the board expanded last
}

// frame is a board on the path; its g is its depth.
type frame struct {
	cells uint64
	rest  moveList // the moves not yet tried
	h     int16
	blank uint8
}

func newDepthFirst(p Problem, o Options, h Heuristic, useTable, iterative bool) *depthFirst {
	s := &depthFirst{base: newBase(p, o), moves: movesOf(p.Goal.Width(), p.Goal.Height()),
		useTable: useTable, iterative: iterative, stack: getSlice[frame](&framePool)}
	s.est = newEstimator(h, p.Goal, s.wide)
	if s.est.kind == hPatterns {
		s.ps = make([]pdbState, 128)
	}
	s.fast = !useTable && s.est.kind != hCall // never on wide boards, whose estimator calls h
	return s
}

func newDFS(p Problem, o Options) Search {
	s := newDepthFirst(p, o, Zero, true, false)
	s.start(o.DepthLimit)
	return s
}

func newIDDFS(p Problem, o Options) Search {
	s := newDepthFirst(p, o, Zero, true, true)
	s.start(0)
	return s
}

func newIDAStar(p Problem, o Options) Search {
	s := newDepthFirst(p, o, o.Heuristic, false, true)
	s.start(s.est.of(p.Start))
	return s
}

// start begins a pass with the given bound: the start board alone on the
// stack, not yet expanded.
func (s *depthFirst) start(bound int) {
	s.stats.Bound = bound
	s.stats.Iteration++
	if s.iterative {
		s.iters = append(s.iters, Iteration{Bound: bound})
	}
	s.passStart = s.stats.Expanded
	s.nextBound = math.MaxInt
	st := s.p.Start
	s.stack = s.stack[:0]
	if s.useTable {
		s.seen.reset(st)
		s.seen.improve(s.startKey, 0)
	}
	s.push(frame{cells: s.startKey, rest: s.moves[st.blank][noDir], h: int16(s.est.of(st)), blank: st.blank})
	if s.watch != nil {
		s.note(Event{Kind: PassStart, Old: bound})
	}
}

// push puts f on the stack, to be expanded next (by expandTop). With
// pattern databases it puts f's lookup state in ps at its depth, where run
// reads it: a board pushed by generate (watched, or stepped one move at a
// time) and then searched on by run must not find another board's there.
func (s *depthFirst) push(f frame) {
	s.stack = append(s.stack, f)
	if s.est.kind == hPatterns {
		for len(s.ps) <= len(s.stack) {
			s.ps = append(s.ps, make([]pdbState, len(s.ps))...)
		}
		s.ps[len(s.stack)-1], _ = s.est.pdb.state(s.board(f.cells, int(f.blank)))
	}
	s.pending = true
}

// expandTop expands the frame on top of the stack, pushed but not yet
// expanded.
func (s *depthFirst) expandTop() Outcome {
	s.count()
	if s.stats.Expanded >= s.limit {
		return s.finish(LimitReached, nil)
	}
	s.pending = false
	s.last = len(s.stack) - 1
	top := &s.stack[s.last]
	s.expand(top.cells, top.blank, s.last, int(top.h))
	if top.cells == s.goalKey {
		return s.finish(Solved, s.path())
	}
	return Running
}

// count sets the counters that the hot loop of Step leaves to the end.
func (s *depthFirst) count() {
	s.stats.Open = len(s.stack)
	s.peak()
	if s.useTable {
		s.stats.Closed, s.stats.Full = s.seen.count, s.seen.full()
	}
	if s.iterative {
		s.iters[len(s.iters)-1].Expanded = s.stats.Expanded - s.passStart
	}
}

// Step advances the search move by move: generate takes one move of the
// board on top of the stack and pushes the child if it passes the bound
// (and the table), and expandTop expands what was pushed. For IDA* with
// Manhattan or pattern databases, run does the same many moves at a time.
func (s *depthFirst) Step(n int) Outcome {
	if s.outcome != Running || n <= 0 {
		return s.outcome
	}
	stop := s.stats.Expanded + min(n, s.limit+1) // past the budget: expandTop finds it
	for s.stats.Expanded < stop {
		switch {
		case s.pending:
			if o := s.expandTop(); o != Running {
				return o
			}
		case len(s.stack) == 0: // the pass is over
			if !s.iterative || s.nextBound == math.MaxInt {
				s.count()
				return s.finish(NotFound, nil)
			}
			s.start(s.nextBound)
		case s.fast && s.watch == nil && s.stats.Expanded < s.limit:
			loop := run[manhattanLoop]
			if s.est.kind == hPatterns {
				loop = run[patternLoop]
			}
			if loop(s, min(stop, s.limit)) {
				return s.finish(Solved, s.path())
			}
		case s.wide == nil:
			generate[packedKeys](s)
		default:
			generate[wideKeys](s)
		}
	}
	return Running
}

// generate takes the next move of the board on top of the stack, or pops
// it when it has none left; compiled for each kind of key (see
// successors).
func generate[K keyKind](s *depthFirst) {
	var kind K
	wide := unsafe.Sizeof(kind) != unsafe.Sizeof(packedKeys{}) // a constant in each copy
	top := len(s.stack) - 1
	f := &s.stack[top]
	if f.rest == 0 {
		if s.watch != nil {
			s.note(Event{Kind: Backtrack, Node: s.frameNode(top)})
		}
		s.stack = s.stack[:top]
		return
	}
	m := f.rest
	f.rest >>= 8
	to, d := int(m>>2&15), int(m&3)
	var cells uint64
	if !wide {
		cells = slide(f.cells, int(f.blank), to)
	} else { // no cell in the move above MaxCells cells
		to = int(f.blank) + s.steps[d]
		cells = s.wide.slide(f.cells, int(f.blank), to)
	}
	s.stats.Generated++
	h := s.est.child(f.cells, to, d, int(f.h), cells) // pattern databases: looked up whole (push keeps their state)
	g := top + 1
	over := g+h > s.stats.Bound
	if !over && (!s.useTable || s.seen.improve(cells, g)) {
		if s.watch != nil {
			s.child(f.cells, int(f.blank), cells, to, d, g, h, Pushed, 0)
		}
		s.push(frame{cells: cells, rest: s.moves[to][d], h: int16(h), blank: uint8(to)})
		return
	}
	if over {
		s.nextBound = min(s.nextBound, g+h)
	}
	if s.watch != nil {
		fate, old := OverBound, 0
		if !over {
			fate, old = Shallower, s.seen.depth(cells)
		}
		s.child(f.cells, int(f.blank), cells, to, d, g, h, fate, old)
	}
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
		out = append(out, s.frameNode(i))
	}
	return out
}

// frameNode is the public view of the stack's frame i.
func (s *depthFirst) frameNode(i int) Node {
	f := &s.stack[i]
	return Node{Board: s.board(f.cells, int(f.blank)), G: i, H: int(f.h), F: float64(i + int(f.h))}
}

func (s *depthFirst) restore(from snapshotter) {
	c := from.(*depthFirst)
	b, stack, ps, seen := s.base, s.stack, s.ps, s.seen
	b.restore(&c.base)
	*s = *c
	s.base = b
	s.stack, s.ps, s.seen = reuse(stack, c.stack), reuse(ps, c.ps), seen.restore(&c.seen)
}

func (s *depthFirst) bytes() int {
	return len(s.stack)*int(unsafe.Sizeof(frame{})) + len(s.ps)*int(unsafe.Sizeof(pdbState{})) + s.seen.bytes()
}

func (s *depthFirst) release() {
	putSlice(&framePool, s.stack)
	if s.seen.table.slots != nil {
		putTable(s.seen.table)
	}
	*s = depthFirst{}
}
