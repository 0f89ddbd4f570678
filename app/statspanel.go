package main

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// statsPanel shows the live numbers of a search and what its open and
// closed lists hold (the main board shows the board being expanded).
type statsPanel struct {
	app.Compo

	Lang      ui.Lang
	Algo      solver.Algorithm
	Snap      search.Snapshot
	State     runState
	Preparing bool // a Run or Step waits for pattern databases being built
	HideDepth bool // "you are the search" at levels 2 and 3: g of the board picked is the class's to work out
}

func (p *statsPanel) Render() app.UI {
	l, st := p.Lang, p.Snap.Stats
	alg := explain.PhaseAlg(p.Algo, p.Snap.Moment)
	rows := []app.UI{
		ui.Stat(l.T("open"), "open", ui.Thousands(st.Open)),
		ui.Stat(l.T("closed"), "closed", explain.ClosedCount(l, st)),
		ui.Stat(l.T("expanded"), "expanded", ui.Thousands(st.Expanded)),
		ui.Stat(l.T("generated"), "generated", ui.Thousands(st.Generated)),
		ui.Stat(l.T("maxOpen"), "max-open", ui.Thousands(st.MaxOpen)),
	}
	depth := ui.Thousands(st.Depth)
	if p.HideDepth {
		depth = "?"
	}
	if alg.Family == solver.DepthFirst { // g of the board expanded is the stack's path
		rows = append(rows, ui.Stat(l.T("pathLen"), "depth", depth))
	} else {
		rows = append(rows, ui.Stat(l.T("depth"), "depth", depth))
	}
	switch {
	case alg.UsesDepth: // one pass: its depth limit
		rows = append(rows, ui.Stat(l.T("depthLimit"), "bound", ui.Thousands(st.Bound)))
	case st.Iteration > 0 && alg.UsesHeuristic: // IDA*: an f bound per pass
		rows = append(rows, ui.Stat(l.T("bound"), "bound", ui.Thousands(st.Bound)), ui.Stat(l.T("iteration"), "iteration", ui.Thousands(st.Iteration)))
	case st.Iteration > 0: // IDDFS: a depth limit per pass
		rows = append(rows, ui.Stat(l.T("depthLimit"), "bound", ui.Thousands(st.Bound)), ui.Stat(l.T("iteration"), "iteration", ui.Thousands(st.Iteration)))
	}
	if alg.Bidirectional {
		rows = append(rows,
			ui.Stat(l.T("open")+" → / ←", "open-sides", ui.Thousands(st.ForwardOpen)+" / "+ui.Thousands(st.BackwardOpen)),
			ui.Stat(l.T("closed")+" → / ←", "closed-sides", ui.Thousands(st.ForwardClosed)+" / "+ui.Thousands(st.BackwardClosed)),
			ui.Stat(l.T("side"), "side", l.T(st.Side.String())))
	}
	return app.Section().ID("stats").Class("panel stats").Aria("live", "polite").Body(
		app.H2().Body(app.Text(l.T("state")+l.Colon()), stateBadge(l, p.State, p.Preparing, p.Snap.Outcome)),
		app.Dl().Class("numbers").Body(rows...),
		app.P().ID("lists").Class("lists").Text(state.Lists(l, alg)),
		app.If(st.Full, app.P().ID("closed-full").Class("lists").Text(fmt.Sprintf(l.T("closedFull"), ui.Thousands(solver.MaxSeen)))),
	)
}

// stateBadge says the run's state, or that it waits for its tables; a
// search that ended at its budget (outcome) says so, not "finished".
func stateBadge(l ui.Lang, state runState, preparing bool, outcome solver.Outcome) app.UI {
	key, text := state.key(), state.key()
	switch {
	case preparing:
		key, text = "preparing", "preparing"
	case state == stateFinished && outcome == solver.LimitReached:
		text = "atBudget"
	}
	return app.Span().ID("run-state").Class("state " + key).Text(l.T(text))
}

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
		class := "ok" // blue: a shortest path, or one not known to be longer
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
			if bound := lowerBound(l, s.set.Start, s.set.Goal, n); bound != "" {
				lines = append(lines, app.P().ID("result-bound").Class("desc").Text(bound))
			}
		}
		lines = append([]app.UI{app.P().ID("result-text").Class(class).Text(text)}, lines...)
		if sh := explain.Shortened(l, snap.Shortened); sh != "" {
			lines = append(lines, app.P().ID("result-shortened").Class("desc").Text(sh))
		}
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
	case s.run.state == stateAbandoned:
		lines = append(lines, app.P().ID("result-text").Text(fmt.Sprintf(l.T("stoppedNote"), ui.Thousands(snap.At))))
	default:
		return app.Text("")
	}
	lines = append(lines, app.P().ID("result-time").Class("desc").Text(l.T("time")+l.Colon()+fmt.Sprintf(l.T("ms"), float64(snap.Elapsed.Microseconds())/1000)))
	return app.Section().ID("result").Class("panel result").Aria("label", l.T("result")).Body(lines...)
}

// lowerBound says how far a path of n moves from start to goal, not proved
// shortest, can be from a shortest: a shortest one has at least the start's
// Manhattan distance and linear conflicts in moves, so this one is at most
// so many percent longer (rounded up); "" when the bound is 0.
func lowerBound(l ui.Lang, start, goal solver.Board, n int) string {
	lb := solver.LinearConflict(goal).Of(start)
	switch {
	case lb == 0:
		return ""
	case n <= lb: // the bound is reached: no path is shorter
		return fmt.Sprintf(l.T("lowerBoundMet"), ui.Thousands(lb))
	}
	return fmt.Sprintf(l.T("lowerBound"), ui.Thousands(lb), ((n-lb)*100+lb-1)/lb)
}
