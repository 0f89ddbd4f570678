package solver

// startFinish solves reduction r's rectangle optimally.
func (s *reduceSearch) startFinish(r reduction) bool {
	sp, err := newSubProblem(r.board, s.goal, r.rect)
	if err != nil {
		return false
	}
	p := Problem{Start: sp.start, Goal: sp.goal}
	o := Options{Heuristic: sp.h, MaxExpanded: max(1, s.limit-s.stats.Expanded), Weight: DefaultWeight, DepthLimit: DefaultDepthLimit(sp.goal)}
	in := newIDAStar(p, o)
	if sp.exact {
		in = newBestFirst(p, o, 1, 1, true) // A*
	}
	s.done, s.sub, s.inner, s.innerG, s.innerX = r, sp, in.(snapshotter), len(r.path), s.stats.Expanded
	s.itr = &Trace{like: sp.goal, Stride: 1}
	s.beam, s.next = nil, nil
	s.trial = PhaseTrial{Index: len(r.phases) + 1, Count: len(r.phases) + 1, Finish: true, Finisher: "idastar", Exact: sp.exact, Left: sp.start, Done: r.phases}
	if sp.exact {
		s.trial.Finisher = "astar"
	}
	return true
}

// stepInner steps the finish by up to n expansions, as expansions of the
// whole board.
func (s *reduceSearch) stepInner(n int) (int, Outcome) {
	in := s.inner
	before, gen := in.Stats().Expanded, in.Stats().Generated
	if s.trace != nil {
		in.setTrace(s.itr)
	}
	mark := 0
	if s.watch != nil {
		in.setWatch(s.watch)
		mark = len(*s.watch)
		if _, ida := in.(*depthFirst); ida && before == 0 { // its first pass began with it, unwatched
			*s.watch = append(*s.watch, Event{Kind: PassStart, Old: in.Stats().Bound})
		}
	}
	o := in.Step(n)
	in.setTrace(nil)
	in.setWatch(nil)
	if s.watch != nil {
		for i := mark; i < len(*s.watch); i++ {
			e := &(*s.watch)[i]
			e.Node = s.embedNode(e.Node)
			switch e.Kind {
			case Generation:
				e.From, e.Old = s.sub.embed(e.From, s.done.board), e.Old+s.innerG
			case PassStart: // a bound on f, which counts the moves before the finish; the board the finish starts from
				e.Old += s.innerG
				e.Node = Node{Board: s.done.board, G: s.innerG}
			}
		}
	}
	st := in.Stats()
	d := st.Expanded - before
	if s.trace != nil { // the finish's steps of this call, into the whole search's trace
		for i, step := range s.itr.Steps {
			step.cells, step.G = 0, step.G+uint16(s.innerG)
			s.trace.add(s.innerX+s.itr.Expansion(i), step)
		}
		s.itr.drain()
	}
	s.stats.Expanded += d
	s.stats.Generated += st.Generated - gen
	s.stats.Open, s.stats.Closed, s.stats.Bound, s.stats.Iteration = st.Open, st.Closed, st.Bound, st.Iteration
	s.stats.MaxOpen = max(s.stats.MaxOpen, st.MaxOpen)
	if st.Bound > 0 { // IDA*'s bound on f, which counts the moves before the finish
		s.stats.Bound += s.innerG
	}
	s.stats.Depth = st.Depth + s.innerG
	if d > 0 {
		s.started, s.curSet, s.cur, s.shown = true, true, nil, s.trial
	}
	return d, o
}

// embedNode is a node of the finish as a node of the whole board.
func (s *reduceSearch) embedNode(n Node) Node {
	if n.Board.IsZero() {
		return n
	}
	return Node{Board: s.sub.embed(n.Board, s.done.board), G: n.G + s.innerG, H: n.H, F: n.F + float64(s.innerG)}
}

// shorten runs the shortening pass on the path found, but for its finish
// (from the reduction's last board on), a shortest path in its rectangle
// (a shorter one would move the tiles around it out and back): on a board
// solved whole it is all finish, and no pass runs.
func (s *reduceSearch) shorten(dirs []Dir) []Dir {
	if len(s.done.path) == 0 { // solved whole: the finish is shortest
		return dirs
	}
	sh := newShortener(s.p.Start, dirs, len(s.done.path), reductionShortening(s.par.shorten))
	for sh.step() {
	}
	s.shortened = &sh.done
	return sh.dirs
}

// movesOf turns the blank's moves from the start into a path.
func (s *reduceSearch) movesOf(dirs []Dir) []Move {
	path := make([]Move, len(dirs))
	b := s.p.Start
	for i, d := range dirs {
		nb, _ := b.Neighbor(d)
		path[i] = Move{Dir: d, Tile: b.At(nb.Blank())}
		b = nb
	}
	return path
}

func dirsOf(path []Move) []Dir {
	dirs := make([]Dir, len(path))
	for i, m := range path {
		dirs[i] = m.Dir
	}
	return dirs
}
