package state

import (
	"fmt"

	"slidelab/app/ui"
	"slidelab/solver"
)

// The solver's algorithms, heuristics and goal presets in the page's
// words (nameMessages).

func AlgoName(l ui.Lang, a solver.Algorithm) string { return l.T("algo." + a.Name) }

// SearchName names the search of set: its algorithm (or a race of its
// lanes) and its start.
func SearchName(l ui.Lang, set Settings) string {
	what := AlgoName(l, set.Algorithm())
	if set.Racing() {
		what = fmt.Sprintf(l.Tn("raceOf", len(set.Race)), len(set.Race))
	}
	return what + " · " + set.Start.String()
}

func AlgoDesc(l ui.Lang, a solver.Algorithm) string { return l.T("algoDesc." + a.Name) }

func HeurName(l ui.Lang, name string) string { return l.T("heur." + name) }

func HeurDesc(l ui.Lang, name string) string { return l.T("heurDesc." + name) }

func GoalName(l ui.Lang, name string) string { return l.T("goal." + name) }

// Lists says what a's open and closed lists hold, from the registry's
// facts: its family and what its closed list keeps.
func Lists(l ui.Lang, a solver.Algorithm) string {
	var open string
	switch {
	case a.Family == solver.DepthFirst:
		open = l.T("open.stack")
	case a.Family == solver.BestFirst:
		open = fmt.Sprintf(l.T("open.priority"), PriorityName(a.Priority))
	case a.Bidirectional:
		open = l.T("open.fifo2")
	default:
		open = l.T("open.fifo")
	}
	var closed string
	switch a.Closed {
	case solver.ClosedNone:
		return fmt.Sprintf(l.T("listsNoClosed"), open)
	case solver.ClosedSeenDepth:
		closed = l.T("closed.seenDepth")
	case solver.ClosedSeenPass:
		closed = l.T("closed.seenPass")
	case solver.ClosedExpanded:
		closed = l.T("closed.expanded")
		if a.Bidirectional {
			closed = l.T("closed.expanded2")
		}
	}
	return fmt.Sprintf(l.T("lists"), open, closed)
}

// PriorityName is what an open list is ordered by, as the pseudocode
// writes it: math, the same in both languages.
func PriorityName(p solver.Priority) string {
	switch p {
	case solver.ByG:
		return "g"
	case solver.ByH:
		return "h"
	case solver.ByWeightF:
		return "f = g + w·h"
	}
	return "f = g + h"
}
