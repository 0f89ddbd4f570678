package solver

import (
	"slices"
	"sort"
)

// reduceSearch is the reduction solver, for boards too large to solve
// optimally: it fixes the rectangle's outer row or column, a few tiles at
// a time (each phase an A* search over the places of those tiles and of the
// blank alone), until what is left is at most 4×4, and solves that
// optimally (IDA* with pattern databases, or A* with the exact distance on
// up to 9 cells). On small boards it keeps a beam of reductions: several
// shortest ways through each phase, both sides where a row and a column may
// go first, and it finishes the one whose moves plus the estimate of what
// is left are fewest. Its path is short but not proved shortest.
//
// Open and Closed are those of the phase running (then of the finish).
type reduceSearch struct {
	base
	goal  Board
	par   reduceParams
	beam  []reduction // this round's reductions
	next  []reduction // the children found so far this round
	item  int         // the reduction of beam being extended
	opt   int         // the side option of that reduction being searched
	phase *phaseSearch
	trial PhaseTrial // the search running (the next expansion's)
	shown PhaseTrial // the search of the board expanded last: the moment's

	done   reduction   // the reduction finished, once chosen
	inner  snapshotter // the finish's search
	sub    subProblem
	innerG int    // moves made before the finish
	innerX int    // expansions made before the finish
	itr    *Trace // the finish's own trace, drained into the search's at each step; shared by the copies: only the latest moment adds to it

	cur    *phaseSearch // the phase search of the board expanded last (nil: the finish's)
	curAt  int32
	curG0  int
	curSet bool
}

func newReduce(p Problem, o Options) Search {
	s := &reduceSearch{base: newBase(p, o), goal: p.Goal, par: paramsFor(p.Goal.Len())}
	r := rect{w: p.Goal.Width(), h: p.Goal.Height()}
	s.beam = []reduction{{board: p.Start, rect: r}}
	s.ready()
	return s
}

// ready moves on to the next search with a board to expand, when the one
// running has none left: the open list shown between two expansions is
// always the one the next expansion takes its board from.
func (s *reduceSearch) ready() bool {
	for s.inner == nil {
		if s.phase != nil {
			if _, ok := s.phase.peek(); ok {
				return true
			}
			s.phase.ended = true
			s.endPhase()
		}
		if !s.nextPhase() {
			return false
		}
		if s.phase != nil {
			s.peak()
			s.stats.Open, s.stats.Closed = s.phase.queued, s.phase.closed
		}
	}
	return true
}

// Step runs the phases and the finish, n expansions at most.
func (s *reduceSearch) Step(n int) Outcome {
	if s.outcome != Running {
		return s.outcome
	}
	for done := 0; done < n; {
		if s.stats.Expanded >= s.limit {
			return s.finish(LimitReached, nil)
		}
		switch {
		case s.inner != nil:
			d, o := s.stepInner(min(n-done, s.limit-s.stats.Expanded))
			done += d
			if o != Running {
				s.outcome = o
				s.peak()
				if o == Solved {
					s.path = s.movesOf(s.shorten(append(append([]Dir(nil), s.done.path...), dirsOf(s.inner.Result().Path)...)))
				}
				return o
			}
		default:
			if !s.ready() {
				return s.finish(NotFound, nil)
			}
			if s.inner == nil && s.stepPhase() {
				done++
				s.ready() // the open list shown from here is the one the next expansion takes from
			}
		}
	}
	return Running
}

// stepPhase expands one board of the phase running, or, when it has ended,
// turns its goals into the round's children.
func (s *reduceSearch) stepPhase() bool {
	ph := s.phase
	var child func(from int32, n phaseNode, fate Fate, old int)
	if s.watch != nil {
		child = func(from int32, n phaseNode, fate Fate, old int) {
			fb := ph.board(from)
			nb, _ := fb.Neighbor(n.dir)
			g := s.curG0 + int(n.g)
			s.note(Event{Kind: Generation, Node: Node{Board: nb, G: g, H: int(n.h), F: float64(g + int(n.h))}, From: fb, Dir: n.dir, Fate: fate, Old: s.curG0 + old})
		}
	}
	expanded := func(i int32) {
		s.cur, s.curAt, s.curG0, s.curSet, s.shown = ph, i, len(s.beam[s.item].path), true, s.trial
		s.stats.Expanded++
		s.started = true
		if s.watch != nil {
			s.note(Event{Kind: Expansion, Node: s.phaseNode(ph, i)})
		}
	}
	gen := ph.generated
	defer func() { s.stats.Generated += ph.generated - gen }()
	if !ph.expand(expanded, child) {
		return false
	}
	nd := &ph.nodes[ph.last]
	s.stats.Depth = s.curG0 + int(nd.g)
	s.peak()
	s.stats.Open, s.stats.Closed = ph.queued, ph.closed
	if s.trace != nil {
		s.trace.add(s.stats.Expanded, TraceStep{G: uint16(s.stats.Depth), H: nd.h, Open: uint32(ph.queued), Closed: uint32(ph.closed), Aux: uint16(s.trial.Index)})
	}
	return true
}

// phaseNode is the public view of node i of a phase search.
func (s *reduceSearch) phaseNode(ph *phaseSearch, i int32) Node {
	n := &ph.nodes[i]
	g0 := s.curG0 // the board expanded last may be from a phase that has ended
	if ph != s.cur {
		g0 = len(s.beam[s.item].path)
	}
	g := g0 + int(n.g)
	return Node{Board: ph.board(i), G: g, H: int(n.h), F: float64(g + int(n.h))}
}

// endPhase turns the goals the phase reached into reductions for the next
// round, and moves on to the next side to try.
func (s *reduceSearch) endPhase() {
	ph, it := s.phase, s.beam[s.item]
	for _, i := range ph.found {
		c := reduction{board: ph.board(i), rect: it.rect, side: ph.ph.side, placed: it.placed + len(ph.ph.tiles)}
		c.path = append(append([]Dir(nil), it.path...), ph.dirs(i)...)
		c.phases = append(append([]PhaseDone(nil), it.phases...), PhaseDone{Column: ph.ph.side.Column, Line: ph.ph.side.At + 1, Tiles: ph.ph.tiles, Moves: int(ph.nodes[i].g)})
		if c.placed == len(c.side.cells(c.rect, s.goal.Width())) {
			c.rect, c.placed = c.rect.without(c.side), 0
		}
		c.est = len(c.path) + s.left(c)
		s.next = append(s.next, c)
	}
	s.phase = nil
	s.opt++
}

// left estimates the moves a reduction still needs: the finish's
// heuristic once the rectangle is small, the Manhattan distance before
// (the tiles outside the rectangle are home: it is the rectangle's).
func (s *reduceSearch) left(r reduction) int {
	if r.rect.small(s.par.small) {
		sp, err := newSubProblem(r.board, s.goal, r.rect)
		if err != nil {
			return 0
		}
		return sp.h.Of(sp.start)
	}
	return Manhattan(s.goal).Of(r.board)
}

// nextPhase starts the next phase search of the round, or ends the round:
// the best reductions go on to the next, and once every one has only the
// finish left, the best is finished. It returns false when the round has
// no reduction left, which never happens on a solvable board.
func (s *reduceSearch) nextPhase() bool {
	w := s.goal.Width()
	for s.item < len(s.beam) {
		it := s.beam[s.item]
		var opts []side
		switch {
		case it.rect.small(s.par.small):
			if s.opt == 0 {
				s.next = append(s.next, it) // nothing to fix: on to the finish
			}
		case it.placed > 0:
			opts = []side{it.side}
		default:
			opts = it.rect.options(s.goal.Blank(), w, s.par)
		}
		if s.opt >= len(opts) {
			s.item, s.opt = s.item+1, 0
			continue
		}
		sd := opts[s.opt]
		p := s.par
		line := sd.cells(it.rect, w)
		size := chunks(len(line), p.chunk)
		k, placed := 0, 0
		for placed < it.placed {
			placed += size[k]
			k++
		}
		goals := line[placed : placed+size[k]]
		var cells []int
		for _, c := range it.rect.cells(w) {
			if !slices.Contains(line[:placed], c) {
				cells = append(cells, c)
			}
		}
		tiles := make([]int, len(goals))
		for i, c := range goals {
			tiles[i] = s.goal.At(c)
		}
		s.phase = newPhaseSearch(newPhase(sd, w, s.goal.Height(), cells, tiles, goals, p.table), it.board, p.slack, p.most)
		s.trial = PhaseTrial{Index: len(it.phases) + 1, Count: len(it.phases) + len(size) - k + it.rect.without(sd).phasesLeft(s.goal.Blank(), w, p),
			Column: sd.Column, Line: sd.At + 1, Tiles: tiles, Try: s.trial.Try + 1, Done: it.phases}
		return true
	}
	if len(s.next) == 0 {
		return false
	}
	sort.SliceStable(s.next, func(i, j int) bool { return s.next[i].est < s.next[j].est })
	final := true
	for _, r := range s.next {
		final = final && r.rect.small(s.par.small)
	}
	if final {
		return s.startFinish(s.next[0])
	}
	s.beam = s.next[:min(len(s.next), s.par.beam)]
	s.next, s.item, s.opt = nil, 0, 0
	s.trial.Try = 0
	return true
}

func (s *reduceSearch) restore(from snapshotter) {
	c := from.(*reduceSearch)
	s.base.restore(&c.base)
	s.goal, s.par, s.item, s.opt, s.trial, s.shown = c.goal, c.par, c.item, c.opt, c.trial, c.shown
	s.beam = append([]reduction(nil), c.beam...) // a reduction's slices are never changed: shared
	s.next = append([]reduction(nil), c.next...)
	s.phase, s.cur = nil, c.cur
	if c.phase != nil {
		s.phase = c.phase.copy()
		if c.cur == c.phase {
			s.cur = s.phase
		}
	}
	s.curAt, s.curG0, s.curSet = c.curAt, c.curG0, c.curSet
	s.done, s.sub, s.innerG, s.innerX, s.itr, s.inner = c.done, c.sub, c.innerG, c.innerX, c.itr, nil
	if c.inner != nil {
		s.inner = clone(c.inner)
	}
}

func (s *reduceSearch) bytes() int {
	n := 64 * (len(s.beam) + len(s.next))
	if s.phase != nil {
		n += s.phase.bytes()
	}
	if s.inner != nil {
		n += s.inner.bytes()
	}
	return n
}
