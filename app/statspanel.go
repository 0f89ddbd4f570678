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
		stat(l.T("open"), "open", ui.Thousands(st.Open)),
		stat(l.T("closed"), "closed", closedCount(l, st)),
		stat(l.T("expanded"), "expanded", ui.Thousands(st.Expanded)),
		stat(l.T("generated"), "generated", ui.Thousands(st.Generated)),
		stat(l.T("maxOpen"), "max-open", ui.Thousands(st.MaxOpen)),
	}
	depth := ui.Thousands(st.Depth)
	if p.HideDepth {
		depth = "?"
	}
	if alg.Family == solver.DepthFirst { // g of the board expanded is the stack's path
		rows = append(rows, stat(l.T("pathLen"), "depth", depth))
	} else {
		rows = append(rows, stat(l.T("depth"), "depth", depth))
	}
	switch {
	case alg.UsesDepth: // one pass: its depth limit
		rows = append(rows, stat(l.T("depthLimit"), "bound", ui.Thousands(st.Bound)))
	case st.Iteration > 0 && alg.UsesHeuristic: // IDA*: an f bound per pass
		rows = append(rows, stat(l.T("bound"), "bound", ui.Thousands(st.Bound)), stat(l.T("iteration"), "iteration", ui.Thousands(st.Iteration)))
	case st.Iteration > 0: // IDDFS: a depth limit per pass
		rows = append(rows, stat(l.T("depthLimit"), "bound", ui.Thousands(st.Bound)), stat(l.T("iteration"), "iteration", ui.Thousands(st.Iteration)))
	}
	if alg.Bidirectional {
		rows = append(rows,
			stat(l.T("open")+" → / ←", "open-sides", ui.Thousands(st.ForwardOpen)+" / "+ui.Thousands(st.BackwardOpen)),
			stat(l.T("closed")+" → / ←", "closed-sides", ui.Thousands(st.ForwardClosed)+" / "+ui.Thousands(st.BackwardClosed)),
			stat(l.T("side"), "side", l.T(st.Side.String())))
	}
	return app.Section().ID("stats").Class("panel stats").Aria("live", "polite").Body(
		app.H2().Body(app.Text(l.T("state")+l.Colon()), stateBadge(l, p.State, p.Preparing, p.Snap.Outcome)),
		app.Dl().Class("numbers").Body(rows...),
		app.P().ID("lists").Class("lists").Text(state.Lists(l, alg)),
		app.If(st.Full, app.P().ID("closed-full").Class("lists").Text(fmt.Sprintf(l.T("closedFull"), ui.Thousands(solver.MaxSeen)))),
	)
}

// closedCount is the closed list's size, said to be full when the
// depth-first searches' table remembers no new board.
func closedCount(l ui.Lang, st solver.Stats) string {
	if st.Full {
		return ui.Thousands(st.Closed) + l.T("closedFullMark")
	}
	return ui.Thousands(st.Closed)
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

// stat is a counter with its label.
func stat(label, id, text string) app.UI {
	return app.Div().Body(app.Dt().Text(label), app.Dd().ID("stat-"+id).Text(text))
}
