package search

import (
	"slidelab/solver"
)

// ExplainBelow is the speed (expansions a second) under which a running
// search is explained at every report; faster, only where it stops.
const ExplainBelow = 20

// TreeDrawn is how many expansions the search tree draws.
const TreeDrawn = 1000

// FrontierShown is how many open-list entries the page draws.
const FrontierShown = 8

// snapshotOf reads c's moment: a race's lanes, or a search's moment with
// the details d.
func snapshotOf(c cursor, d Detail) Snapshot {
	if r, ok := c.(*race); ok {
		return r.snapshot()
	}
	return takeSnapshot(c.(*solver.Timeline), d)
}

// takeSnapshot reads the cursor's moment and the details d (only whoever
// moves tl may call it).
func takeSnapshot(tl *solver.Timeline, d Detail) Snapshot {
	s := Snapshot{Moment: tl.Moment(FrontierShown)}
	s.readDetail(tl, d) // before what a look ahead may change: the latest moment, the end, the fault
	_, s.Ended = tl.Ended()
	s.Latest, s.Elapsed, s.Fault = tl.Latest(), tl.Elapsed(), tl.Fault()
	s.Chart = newSeries(tl.Trace(), s.At, s.Iterations)
	return s
}

// readDetail reads the details d of the cursor's moment into s.
func (s *Snapshot) readDetail(tl *solver.Timeline, d Detail) {
	s.Explain, s.Tree, s.Quiz, s.Expand = nil, nil, nil, nil
	if d&DetailExplain != 0 {
		e := tl.Explain()
		s.Explain = &e
	}
	if d&DetailTree != 0 {
		t := tl.Tree(TreeDrawn)
		s.Tree = &t
	}
	if d&DetailQuiz != 0 {
		s.Quiz = ReadChoices(tl)
	}
	if d&DetailExpand != 0 {
		s.Expand = ReadExpand(tl)
	}
}
