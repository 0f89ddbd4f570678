package lesson

import (
	"slices"

	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// Panel is the part of the page a stop's note is about ("the open list on
// the right", "the stack", "under the board"): the page shows its tab,
// brings it into view and marks it, so that the class looks where the
// teacher talks.
type Panel string

const (
	PanelBoard    Panel = "board"    // the board, and under it g, h and f of the board expanded
	PanelVerdict  Panel = "verdict"  // whether the board reaches the goal, and why (parity)
	PanelCounters Panel = "counters" // open, closed, expanded…
	PanelCode     Panel = "code"     // the pseudocode, its line lit
	PanelExplain  Panel = "explain"  // the narration of the expansion
	PanelOpen     Panel = "open"     // the open list: a queue, a stack or a priority queue
	PanelChart    Panel = "chart"    // open and closed over the expansions
	PanelPasses   Panel = "passes"   // IDA*'s and IDDFS's passes
	PanelTree     Panel = "tree"
	PanelHeur     Panel = "heur" // every heuristic on the board at hand
)

// Panels are the panels a stop can name, in the order the author's menu
// offers them.
var Panels = []Panel{PanelBoard, PanelVerdict, PanelCounters, PanelCode, PanelExplain, PanelOpen, PanelChart, PanelPasses, PanelTree, PanelHeur}

// Subview is the tab of the lesson's second column that holds p; "": p is
// outside it, on every tab.
func (p Panel) Subview() state.Subview {
	switch p {
	case PanelExplain:
		return state.SubExplain
	case PanelOpen, PanelChart, PanelPasses:
		return state.SubChart
	case PanelTree:
		return state.SubTree
	case PanelHeur:
		return state.SubHeur
	}
	return ""
}

func (p Panel) Name(l ui.Lang) string { return l.T("panel." + string(p)) }

// shownBy says why a stop whose page has settings set cannot name p (nil:
// it can, or p is "", naming none): p is no panel; a race shows its lanes,
// not the panels of one search; only the searches by passes draw passes.
func (p Panel) shownBy(set state.Settings) error {
	switch {
	case p == "":
		return nil
	case !slices.Contains(Panels, p):
		return state.NewPageError("eStopLook", string(p))
	case set.Racing():
		return state.NewPageError("eStopPanelRace", string(p))
	case p == PanelPasses && set.Algorithm().Unit != solver.Pass:
		return state.NewPageError("eStopPanelPasses")
	}
	return nil
}
