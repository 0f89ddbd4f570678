package main

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
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
		lines = append(lines, app.P().ID("result-text").Class("bad").Text(explain.LimitText(l, alg, g, snap.Stats.Expanded)),
			app.P().ID("result-far").Class("far-line").Text(explain.Far(l, s.set, alg, snap)))
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
