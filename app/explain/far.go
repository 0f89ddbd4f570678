package explain

import (
	"fmt"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// limitText says that the budget ran out after expanded expansions, and
// what can help: a larger budget, unless the page caps it (a search that
// keeps every board on a board above 9 cells), a better algorithm or
// heuristic.
func LimitText(l ui.Lang, alg solver.Algorithm, goal solver.Board, expanded int) string {
	if most := search.BudgetCap(alg, goal); !goal.Packed() && expanded >= most {
		return fmt.Sprintf(l.T("limitWide"), ui.Thousands(expanded), ui.Thousands(most))
	}
	// Only a board above 9 cells lets a search that keeps its boards reach
	// keptBudget: the 8-puzzle has 181,440 boards.
	if alg.KeepsBoards && expanded >= search.KeptBudget {
		return fmt.Sprintf(l.T("limitKept"), ui.Thousands(expanded), ui.Thousands(search.KeptBudget))
	}
	return fmt.Sprintf(l.Tn("limit", expanded), ui.Thousands(expanded))
}

// far says how far a search that ran out of its budget got, on any size:
// what it has ruled out, where it can say, or how far from the goal its
// last board still was; "" for a search that did not run out.
func Far(l ui.Lang, set state.Settings, alg solver.Algorithm, snap search.Snapshot) string {
	if snap.Outcome != solver.LimitReached {
		return ""
	}
	cur, proves := snap.Current, set.Spec().ProvesOptimal()
	switch {
	case alg.Family == solver.Layered && alg.Bidirectional:
		return fmt.Sprintf(l.Tn("farLayersBoth", cur.G), cur.G)
	case alg.Family == solver.Layered:
		return fmt.Sprintf(l.Tn("farLayers", cur.G), cur.G)
	case proves && alg.Unit == solver.Pass && !alg.UsesHeuristic: // IDDFS: limits 0, 1, 2, …
		return fmt.Sprintf(l.Tn("farDepthLimit", snap.Stats.Bound), snap.Stats.Bound, snap.Stats.Bound-1)
	case proves && alg.Unit == solver.Pass: // IDA*: h(start), raised past what the passes before cut off
		return fmt.Sprintf(l.Tn("farBound", snap.Stats.Bound), snap.Stats.Bound)
	case proves && alg.Priority == solver.ByG: // UCS: g never falls
		return fmt.Sprintf(l.Tn("farG", cur.G), cur.G, cur.G)
	case proves: // A* with a consistent heuristic: f never falls
		return fmt.Sprintf(l.Tn("farF", int(cur.F)), int(cur.F), int(cur.F))
	case alg.UsesHeuristic:
		return fmt.Sprintf(l.Tn("farH", cur.H), cur.H)
	}
	return fmt.Sprintf(l.Tn("farDepth", cur.G), cur.G)
}
