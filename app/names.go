package main

import (
	"fmt"

	"slidelab/solver"
)

// The solver's algorithms, heuristics and goal presets in the page's
// words (nameMessages).

func (l lang) algoName(a solver.Algorithm) string { return l.t("algo." + a.Name) }

// searchName names the search of set: its algorithm (or a race of its
// lanes) and its start.
func (l lang) searchName(set settings) string {
	what := l.algoName(set.algorithm())
	if set.racing() {
		what = fmt.Sprintf(l.tn("raceOf", len(set.Race)), len(set.Race))
	}
	return what + " · " + set.Start.String()
}

func (l lang) algoDesc(a solver.Algorithm) string { return l.t("algoDesc." + a.Name) }

func (l lang) heurName(name string) string { return l.t("heur." + name) }

func (l lang) heurDesc(name string) string { return l.t("heurDesc." + name) }

func (l lang) goalName(name string) string { return l.t("goal." + name) }

// lists says what a's open and closed lists hold, from the registry's
// facts: its family and what its closed list keeps.
func (l lang) lists(a solver.Algorithm) string {
	var open string
	switch {
	case a.Family == solver.DepthFirst:
		open = l.t("open.stack")
	case a.Family == solver.BestFirst:
		open = fmt.Sprintf(l.t("open.priority"), priorityName(a.Priority))
	case a.Bidirectional:
		open = l.t("open.fifo2")
	default:
		open = l.t("open.fifo")
	}
	var closed string
	switch a.Closed {
	case solver.ClosedNone:
		return fmt.Sprintf(l.t("listsNoClosed"), open)
	case solver.ClosedSeenDepth:
		closed = l.t("closed.seenDepth")
	case solver.ClosedSeenPass:
		closed = l.t("closed.seenPass")
	case solver.ClosedExpanded:
		closed = l.t("closed.expanded")
		if a.Bidirectional {
			closed = l.t("closed.expanded2")
		}
	}
	return fmt.Sprintf(l.t("lists"), open, closed)
}
