// Package explain turns a search's events into words: the narration of each
// moment (Narrator, Story), the pseudocode with the lines an event lights
// (Code), the quiz "predict the next step" and its verdict (QuizModel,
// Guess), and how far a search that ran out of its budget got (Far,
// LimitText).
//
// It imports ui, state, search and the solver: no capability, and not the
// page.
package explain

import (
	_ "embed"
	"fmt"
	"slices"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// LimitText says that the budget ran out after expanded expansions, and
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

// Far says how far a search that ran out of its budget got, on any size:
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

// The narration's and the verdicts' strings, one table a language.
var (
	//go:embed text/en.txt
	enTexts string
	//go:embed text/zh.txt
	zhTexts string
)

func init() {
	ui.RegisterTexts(ui.English, enTexts)
	ui.RegisterTexts(ui.Chinese, zhTexts)
}

// ChoiceText writes the numbers of a board to choose from as alg orders by
// them: g for a blind search, h (then g) for greedy search, else f, g, h.
func ChoiceText(alg solver.Algorithm, n solver.Node) string {
	if alg.UsesHeuristic && alg.Priority == solver.ByH {
		return fmt.Sprintf("h=%d g=%d", n.H, n.G)
	}
	return GHFText(n, !alg.UsesHeuristic)
}

// GHFText writes a small board's numbers: only g for a blind search.
func GHFText(n solver.Node, blind bool) string {
	if blind {
		return fmt.Sprintf("g=%d", n.G)
	}
	return fmt.Sprintf("f=%s g=%d h=%d", ui.TrimFloat(n.F), n.G, n.H)
}

// ClosedCount is the closed list's size, said to be full when the
// depth-first searches' table remembers no new board.
func ClosedCount(l ui.Lang, st solver.Stats) string {
	if st.Full {
		return ui.Thousands(st.Closed) + l.T("closedFullMark")
	}
	return ui.Thousands(st.Closed)
}

func OutcomeKey(o solver.Outcome) string {
	switch o {
	case solver.NotFound:
		return "notFoundShort"
	case solver.LimitReached:
		return "limitShort"
	}
	return "stop"
}

// GHFTerms writes the numbers of the board being expanded as its algorithm
// uses them: g alone for a blind search; g and h, and the priority, named
// for what it is (f = h for greedy search).
func GHFTerms(alg solver.Algorithm, cur solver.Node) []string {
	g := fmt.Sprintf("g = %d", cur.G)
	if !alg.UsesHeuristic {
		return []string{g}
	}
	h := fmt.Sprintf("h = %d", cur.H)
	if alg.Priority == solver.ByH {
		return []string{g, h, fmt.Sprintf("f = h = %d", cur.H)}
	}
	return []string{g, h, "f = " + ui.TrimFloat(cur.F)}
}

// Shortest is a shortest path's length: exact, the exact distance, where
// the page knows it (≥ 0), else the shortest of found, the paths searches
// that prove it found; -1 while unknown.
func Shortest(exact int, found []int) int {
	if exact >= 0 || len(found) == 0 {
		return exact
	}
	return slices.Min(found)
}
