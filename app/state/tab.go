package state

import (
	"slidelab/app/ui"
)

// Tab is one of the page's tabs: the lesson a class watches, or one of the
// settings it does not (the problem and the search's options, the
// comparison, sharing). The board stays beside every tab.
type Tab string

const (
	TabLesson   Tab = "lesson"
	TabSetup    Tab = "setup"
	TabCompare  Tab = "compare"
	TabWorkshop Tab = "workshop"
	TabShare    Tab = "share"
)

var Tabs = []Tab{TabLesson, TabSetup, TabCompare, TabWorkshop, TabShare}

// Subview is what the lesson's second column shows under the timeline:
// the explanation, the chart with the open list, the search tree, or the
// heuristics on the board at hand.
type Subview string

const (
	SubExplain Subview = "explain"
	SubChart   Subview = "chart"
	SubTree    Subview = "tree"
	SubHeur    Subview = "heur"
)

var Subviews = []Subview{SubExplain, SubChart, SubTree, SubHeur}

func (v Subview) Name(l ui.Lang) string {
	switch v {
	case SubChart:
		return l.T("subChart")
	case SubTree:
		return l.T("subTree")
	case SubHeur:
		return l.T("subHeur")
	}
	return l.T("subExplain")
}
