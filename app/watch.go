package main

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// watch is the chart with the timeline's slider and the open list, all at
// the cursor's moment.
func (c *lab) watch(alg solver.Algorithm) app.UI {
	l, snap := c.set.Lang, c.run.snap
	if c.run.tl == nil || snap.latest == 0 {
		return app.Text("")
	}
	var frontier app.UI = app.Text("")
	if len(snap.Frontier) > 0 {
		title := l.t("frontierBest")
		switch alg.Name {
		case "bfs", "bibfs":
			title = l.t("frontierQueue")
		case "dfs", "iddfs", "idastar":
			title = l.t("frontierStack")
		}
		frontier = &frontierView{Lang: l, Title: title, Nodes: snap.Frontier, Goal: c.set.Goal}
	}
	var iters app.UI = app.Text("")
	if len(snap.chart.Iters) > 0 {
		iters = iterationsChart(l, snap.chart.Iters)
	}
	return app.Div().Class("watch").Body(
		app.Section().Class("panel").Body(
			&chart{Lang: l, Data: snap.chart, Total: snap.At},
			c.timelineBar(alg),
			iters,
		),
		frontier,
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
	move := func(id, label string, disabled bool, to func(*solver.Timeline)) app.UI {
		return app.Button().ID(id).Text(label).Disabled(disabled).
			OnClick(func(ctx app.Context, e app.Event) { ctx.Emit(func() { c.dispatch(ctx, evMove, to) }) })
	}
	buttons := []app.UI{move("to-start", "|◀ "+l.t("toStart"), snap.At == 0, func(t *solver.Timeline) { t.Seek(0) })}
	if alg.Unit != solver.NoUnit {
		prev, next := l.t("prevLayer"), l.t("nextLayer")
		if alg.Unit == solver.Pass {
			prev, next = l.t("prevPass"), l.t("nextPass")
		}
		buttons = append(buttons,
			move("prev-unit", "◀◀ "+prev, snap.At == 0, (*solver.Timeline).PrevUnit),
			move("next-unit", next+" ▶▶", snap.ended && snap.At == snap.latest, (*solver.Timeline).NextUnit))
	}
	buttons = append(buttons, move("to-latest", l.t("toLatest")+" ▶|", snap.At == snap.latest, func(t *solver.Timeline) { t.Seek(t.Latest()) }))
	return app.Div().Class("scrubber").Body(
		app.Label().For("scrub").Text(l.t("scrub")),
		app.Input().Type("range").ID("scrub").Min(0).Max(snap.latest).Value(strconv.Itoa(snap.At)).
			Aria("valuetext", line).OnInput(c.onScrub),
		app.P().Body(app.Span().ID("scrub-at").Text(line), app.Text(" · "),
			app.Span().ID("scrub-latest").Text(fmt.Sprintf(l.t("momentComputed"), thousands(snap.latest)))),
		app.P().Class("desc").Text(l.t("countsMean")),
		app.Div().Class("buttons").Body(buttons...),
		app.P().ID("keys").Class("desc").Text(l.t("keys")),
	)
}

// onScrub moves the cursor to the moment chosen on the slider.
func (c *lab) onScrub(ctx app.Context, e app.Event) {
	k, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
	if err != nil {
		return
	}
	c.dispatch(ctx, evMove, func(t *solver.Timeline) { t.Seek(k) })
}

func (c *lab) resultView(optimal int) app.UI {
	l, snap := c.set.Lang, c.run.snap
	var lines []app.UI
	switch {
	case snap.Outcome == solver.Solved:
		text := fmt.Sprintf(l.t("solvedIn"), len(snap.Path))
		if optimal >= 0 {
			if len(snap.Path) == optimal {
				text += " · " + l.t("isOptimal")
			} else {
				text += " · " + fmt.Sprintf(l.t("overOptimal"), len(snap.Path)-optimal)
			}
		}
		lines = append(lines, app.P().ID("result-text").Class("ok").Text(text))
	case snap.Outcome == solver.LimitReached:
		lines = append(lines, app.P().ID("result-text").Class("bad").Text(fmt.Sprintf(l.t("limit"), snap.Stats.Expanded)))
		if g := c.set.Goal; g.Len() > 9 {
			lines = append(lines, app.P().ID("result-why").Class("desc").
				Text(fmt.Sprintf(l.t("limitBig"), g.Width(), g.Height(), thousands(solver.Reachable(g)), g.Len())))
		}
	case snap.Outcome == solver.NotFound:
		lines = append(lines, app.P().ID("result-text").Class("bad").Text(l.t("notFound")))
	case c.run.state == stateStopped:
		lines = append(lines, app.P().ID("result-text").Text(l.t("stop")))
	default:
		return app.Text("")
	}
	lines = append(lines, app.P().ID("result-time").Text(l.t("time")+": "+fmt.Sprintf(l.t("ms"), float64(snap.elapsed.Microseconds())/1000)))
	return app.Section().ID("result").Class("panel result").Body(append([]app.UI{app.H2().Text(l.t("result"))}, lines...)...)
}
