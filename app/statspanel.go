package main

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// statsPanel shows the live numbers of a search and the board being
// expanded with its g, h and f.
type statsPanel struct {
	app.Compo

	Lang  lang
	Algo  solver.Algorithm
	Snap  snapshot
	State runState
	Goal  solver.Board
	H     string // the heuristic's name
}

func (p *statsPanel) Render() app.UI {
	l, st := p.Lang, p.Snap.Stats
	rows := []app.UI{
		stat(l.t("open"), "open", st.Open),
		stat(l.t("closed"), "closed", st.Closed),
		stat(l.t("expanded"), "expanded", st.Expanded),
		stat(l.t("generated"), "generated", st.Generated),
		stat(l.t("maxOpen"), "max-open", st.MaxOpen),
	}
	switch p.Algo.Name {
	case "dfs", "iddfs", "idastar": // g of the board expanded is the stack's path
		rows = append(rows, stat(l.t("pathLen"), "depth", st.Depth))
	default:
		rows = append(rows, stat(l.t("depth"), "depth", st.Depth))
	}
	if st.Iteration > 0 {
		rows = append(rows, stat(l.t("bound"), "bound", st.Bound), stat(l.t("iteration"), "iteration", st.Iteration))
	}
	if p.Algo.Name == "bibfs" {
		rows = append(rows,
			stat(l.t("open")+" → / ←", "open-sides", fmt.Sprintf("%d / %d", st.ForwardOpen, st.BackwardOpen)),
			stat(l.t("closed")+" → / ←", "closed-sides", fmt.Sprintf("%d / %d", st.ForwardClosed, st.BackwardClosed)),
			stat(l.t("side"), "side", l.t(st.Side.String())))
	}
	var current app.UI = app.Div()
	if p.Snap.HasCurrent {
		c := p.Snap.Current
		ghf := fmt.Sprintf("g = %d   h = %d   f = %s", c.G, c.H, trimFloat(c.F))
		var beside app.UI = app.Text("")
		if p.Algo.UsesHeuristic && p.H != "manhattan" { // how much the heuristic adds over Manhattan
			ghf = fmt.Sprintf("g = %d   h(%s) = %d   f = %s", c.G, p.H, c.H, trimFloat(c.F))
			beside = app.P().Class("ghf").ID("current-manhattan").Text(fmt.Sprintf(l.t("manhattanToo"), solver.Manhattan(p.Goal).Of(c.Board)))
		}
		current = app.Div().Class("current").Body(
			app.H3().Text(l.t("expanding")),
			&boardView{ID: "current-board", Board: c.Board, Goal: p.Goal, Small: true, Label: l.t("expanding"), Lang: l},
			app.P().Class("ghf").ID("current-ghf").Text(ghf),
			beside,
		)
	}
	return app.Section().Class("panel stats").Aria("live", "polite").Body(
		app.H2().Body(app.Text(l.t("state")+": "), app.Span().ID("run-state").Class("state "+p.State.key()).Text(l.t(p.State.key()))),
		app.Dl().Class("numbers").Body(rows...),
		app.P().Class("lists").Text(l.pick(p.Algo.Lists, p.Algo.ListsZH)),
		current,
	)
}

func stat(label, id string, v any) app.UI {
	return app.Div().Body(app.Dt().Text(label), app.Dd().ID("stat-"+id).Text(fmt.Sprint(v)))
}

func trimFloat(f float64) string {
	return fmt.Sprintf("%g", float64(int(f*10+0.5))/10)
}

// thousands writes n with thousands separators: 10,461,394,944,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
