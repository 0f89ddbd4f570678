package search

import (
	"time"

	"slidelab/solver"
)

// Snapshot is one moment of the search as the page shows it: every panel
// reads the search from here and nowhere else.
type Snapshot struct {
	solver.Moment
	Latest  int  // the furthest moment computed
	Ended   bool // the search ends at latest
	Chart   Series
	Elapsed time.Duration       // time spent searching, replays and pauses excluded
	Explain *solver.Explanation // the moment's events, when asked for (DetailExplain)
	Tree    *solver.Tree        // the search tree, when asked for (DetailTree)
	Quiz    *QuizChoices        // the quiz's boards, when asked for (DetailQuiz)
}

// Detail is what a Snapshot reads beyond the moment: the panels shown ask
// for it, since the explanation and the tree are replayed.
type Detail int32

const (
	DetailExplain Detail = 1 << iota
	DetailTree
	DetailQuiz
)

// ExplainBelow is the speed (expansions a second) under which a running
// search is explained at every report; faster, only where it stops.
const ExplainBelow = 20

// TreeDrawn is how many expansions the search tree draws.
const TreeDrawn = 1000

// FrontierShown is how many open-list entries the page draws.
const FrontierShown = 8

// takeSnapshot reads the cursor's moment and the details d (only whoever
// moves tl may call it).
func takeSnapshot(tl *solver.Timeline, d Detail) Snapshot {
	m := tl.Moment(FrontierShown)
	_, ended := tl.Ended()
	s := Snapshot{Moment: m, Latest: tl.Latest(), Ended: ended, Elapsed: tl.Elapsed(),
		Chart: newSeries(tl.Trace(), m.At, m.Iterations)}
	s.readDetail(tl, d)
	return s
}

// readDetail reads the details d of the cursor's moment into s.
func (s *Snapshot) readDetail(tl *solver.Timeline, d Detail) {
	s.Explain, s.Tree, s.Quiz = nil, nil, nil
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
}
