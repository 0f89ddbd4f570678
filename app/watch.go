package main

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/solver"
)

// watch is the chart with the timeline's slider and the open list, all at
// the cursor's moment.
func (c *lab) watch(alg solver.Algorithm) app.UI {
	l, snap := c.set.Lang, c.run.snap
	title := l.t("frontierBest")
	switch alg.Family {
	case solver.Layered:
		title = l.t("frontierQueue")
	case solver.DepthFirst:
		title = l.t("frontierStack")
	}
	return div("watch",
		c.chartPanel(alg),
		&frontierView{Lang: l, Title: title, Nodes: snap.Frontier, Goal: c.set.Goal, Blind: !alg.UsesHeuristic, Later: c.opening},
	)
}

// chartPanel is the chart of open and closed up to the cursor's moment with
// the timeline's controls, or before a search what it will show.
func (c *lab) chartPanel(alg solver.Algorithm) app.UI {
	l, snap := c.set.Lang, c.run.snap
	if !c.run.created || snap.Latest == 0 {
		return app.Section().ID("chart-panel").Class("panel chart-panel").Body(
			app.H2().Text(l.t("chartTitle")),
			app.P().ID("chart-empty").Class("desc").Text(l.t("chartEmpty")))
	}
	var iters app.UI = app.Text("")
	if len(snap.Chart.Iters) > 0 {
		iters = iterationsChart(l, alg, snap.Chart.Iters)
	}
	return app.Section().ID("chart-panel").Class("panel chart-panel").Body(
		&chart{Lang: l, Data: snap.Chart, Total: snap.At},
		c.timelineBar(alg),
		iters,
	)
}

// timelineBar is the slider over every moment computed, the moves by a
// whole unit (BFS layers, IDDFS and IDA* passes) and the shortcuts.
func (c *lab) timelineBar(alg solver.Algorithm) app.UI {
	l, snap := c.set.Lang, c.run.snap
	line := fmt.Sprintf(l.t("momentAt"), thousands(snap.At))
	if snap.At == 0 {
		line = l.t("momentZero")
	}
	button := func(id, label string, disabled bool, to search.Move) app.UI {
		return app.Button().ID(id).Text(label).Disabled(disabled).
			OnClick(func(ctx app.Context, e app.Event) { ctx.Emit(func() { c.dispatch(ctx, evMove, to) }) })
	}
	buttons := []app.UI{button("to-start", "|◀ "+l.t("toStart"), snap.At == 0, search.Seek(0))}
	if alg.Unit != solver.NoUnit {
		prev, next := l.t("prevLayer"), l.t("nextLayer")
		if alg.Unit == solver.Pass {
			prev, next = l.t("prevPass"), l.t("nextPass")
		}
		buttons = append(buttons,
			button("prev-unit", "◀◀ "+prev, snap.At == 0, search.UnitBack),
			button("next-unit", next+" ▶▶", snap.Ended && snap.At == snap.Latest, search.UnitMove))
	}
	buttons = append(buttons, button("to-latest", l.t("toLatest")+" ▶|", snap.At == snap.Latest, search.LatestMove))
	return div("scrubber",
		app.P().Class("scrub-head").Body(
			labelFor("scrub", l.t("scrub")),
			app.Span().ID("scrub-at").Text(line), app.Text(" · "),
			app.Span().ID("scrub-latest").Text(fmt.Sprintf(l.t("momentComputed"), thousands(snap.Latest)))),
		app.Input().Type("range").ID("scrub").Min(0).Max(snap.Latest).Value(strconv.Itoa(snap.At)).
			Aria("valuetext", line).OnInput(c.onScrub),
		div("buttons", buttons...),
		app.P().ID("keys").Class("desc").Text(l.t("countsMean")+l.sep()+l.t("keys")),
	)
}

// onScrub moves the cursor to the moment chosen on the slider.
func (c *lab) onScrub(ctx app.Context, e app.Event) {
	k, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
	if err != nil {
		return
	}
	c.dispatch(ctx, evMove, search.Seek(k))
}

// resultView says how the search ended: the path's length and whether it
// is optimal (known from the exact table up to 9 cells, proved by an
// optimal algorithm with an admissible heuristic above), or why there is no
// path.
func (c *lab) resultView(alg solver.Algorithm, optimal int) app.UI {
	l, snap := c.set.Lang, c.run.snap
	var lines []app.UI
	switch {
	case snap.Outcome == solver.Solved:
		n := len(snap.Path)
		text := fmt.Sprintf(l.tn("solvedIn", n), thousands(n))
		class := "ok" // green: a shortest path, or one not known to be longer
		h, _ := solver.HeuristicByName(c.set.Heuristic)
		switch {
		case optimal >= 0 && n == optimal:
			text += " · " + l.t("isOptimal")
		case optimal >= 0:
			text += " · " + fmt.Sprintf(l.t("overOptimal"), thousands(n-optimal))
			class = "long"
		case alg.Optimal && (!alg.UsesHeuristic || h.Admissible):
			text += " · " + l.t("isOptimal")
			lines = append(lines, app.P().ID("result-why").Class("desc").Text(l.t("provedOptimal")))
		}
		lines = append([]app.UI{app.P().ID("result-text").Class(class).Text(text)}, lines...)
	case snap.Outcome == solver.LimitReached:
		lines = append(lines, app.P().ID("result-text").Class("bad").Text(l.limitText(alg, snap.Stats.Expanded)))
		if g := c.set.Goal; g.Len() > 9 {
			lines = append(lines, app.P().ID("result-why").Class("desc").
				Text(fmt.Sprintf(l.t("limitBig"), g.Width(), g.Height(), thousands(solver.Reachable(g)), g.Len())))
		}
	case snap.Outcome == solver.NotFound:
		lines = append(lines, app.P().ID("result-text").Class("bad").Text(l.t("notFound")))
	case c.run.state == stateStopped:
		lines = append(lines, app.P().ID("result-text").Text(fmt.Sprintf(l.t("stoppedNote"), thousands(snap.At))))
	default:
		return app.Text("")
	}
	lines = append(lines, app.P().ID("result-time").Class("desc").Text(l.t("time")+l.colon()+fmt.Sprintf(l.t("ms"), float64(snap.Elapsed.Microseconds())/1000)))
	return app.Section().ID("result").Class("panel result").Aria("label", l.t("result")).Body(lines...)
}

// limitText says that the budget ran out after expanded expansions, and
// what can help: a larger budget, unless the page caps it (a search that
// keeps every board on a board above 9 cells), a better algorithm or
// heuristic.
func (l lang) limitText(alg solver.Algorithm, expanded int) string {
	// Only a board above 9 cells lets a search that keeps its boards reach
	// keptBudget: the 8-puzzle has 181,440 boards.
	if alg.KeepsBoards && expanded >= search.KeptBudget {
		return fmt.Sprintf(l.t("limitKept"), thousands(expanded), thousands(search.KeptBudget))
	}
	return fmt.Sprintf(l.tn("limit", expanded), thousands(expanded))
}
