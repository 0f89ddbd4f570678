package main

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// resultView says how the search ended: the path's length and whether it
// is optimal (known from the exact table up to 9 cells, proved by an
// optimal algorithm with an admissible heuristic above), or why there is no
// path.
func (s *scene) resultView(alg solver.Algorithm, optimal int) app.UI {
	l, snap := s.set.Lang, s.run.snap
	var lines []app.UI
	switch {
	case snap.Outcome == solver.Solved:
		n := len(snap.Path)
		text := fmt.Sprintf(l.Tn("solvedIn", n), ui.Thousands(n))
		class := "ok" // green: a shortest path, or one not known to be longer
		switch {
		case optimal >= 0 && n == optimal:
			text += " · " + l.T("isOptimal")
		case optimal >= 0:
			text += " · " + fmt.Sprintf(l.T("overOptimal"), ui.Thousands(n-optimal))
			class = "long"
		case s.set.Spec().ProvesOptimal():
			text += " · " + l.T("isOptimal")
			lines = append(lines, app.P().ID("result-why").Class("desc").Text(l.T("provedOptimal")))
		default: // said in the result line too, on every size: an embed hides the why
			text += " · " + l.T("notProved")
			why := l.T("notProvedNote")
			switch {
			case s.set.Goal.Packed(): // the reduction solver too: its note speaks of boards above 4×4
			case alg.Reduction:
				why = l.T("reduceNote")
			default:
				why = l.T("wideNote")
			}
			lines = append(lines, app.P().ID("result-why").Class("desc").Text(why))
		}
		lines = append([]app.UI{app.P().ID("result-text").Class(class).Text(text)}, lines...)
	case snap.Outcome == solver.LimitReached:
		g := s.set.Goal
		lines = append(lines, app.P().ID("result-text").Class("bad").Text(limitText(l, alg, g, snap.Stats.Expanded)),
			app.P().ID("result-far").Class("far-line").Text(far(l, s.set, alg, snap)))
		switch {
		case !g.Packed():
			lines = append(lines, app.P().ID("result-why").Class("desc").Text(fmt.Sprintf(l.T("limitWideWhy"), g.Width(), g.Height(), ui.Count(solver.Reachable(g)), g.Len())))
		case g.Len() > 9:
			lines = append(lines, app.P().ID("result-why").Class("desc").
				Text(fmt.Sprintf(l.T("limitBig"), g.Width(), g.Height(), ui.Count(solver.Reachable(g)), g.Len())))
		}
	case snap.Outcome == solver.NotFound:
		lines = append(lines, app.P().ID("result-text").Class("bad").Text(l.T("notFound")))
	case s.run.state == stateStopped:
		lines = append(lines, app.P().ID("result-text").Text(fmt.Sprintf(l.T("stoppedNote"), ui.Thousands(snap.At))))
	default:
		return app.Text("")
	}
	lines = append(lines, app.P().ID("result-time").Class("desc").Text(l.T("time")+l.Colon()+fmt.Sprintf(l.T("ms"), float64(snap.Elapsed.Microseconds())/1000)))
	return app.Section().ID("result").Class("panel result").Aria("label", l.T("result")).Body(lines...)
}

// limitText says that the budget ran out after expanded expansions, and
// what can help: a larger budget, unless the page caps it (a search that
// keeps every board on a board above 9 cells), a better algorithm or
// heuristic.
func limitText(l ui.Lang, alg solver.Algorithm, goal solver.Board, expanded int) string {
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
func far(l ui.Lang, set state.Settings, alg solver.Algorithm, snap search.Snapshot) string {
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
