package main

import (
	"fmt"
	"slices"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// view is the page's tab: the lesson a class watches, or one of the
// settings it does not (the problem and the search's options, the
// comparison, sharing). The board stays beside every tab.
type view string

const (
	viewLesson  view = "lesson"
	viewSetup   view = "setup"
	viewCompare view = "compare"
	viewShare   view = "share"
)

var views = []view{viewLesson, viewSetup, viewCompare, viewShare}

// tabs are the page's tab buttons (WAI-ARIA tabs: the arrow keys move
// between them).
func (c *lab) tabs() app.UI {
	l := c.set.Lang
	buttons := make([]app.UI, len(views))
	for i, v := range views {
		buttons[i] = app.Button().ID("tab-"+string(v)).Attr("role", "tab").Aria("selected", c.view == v).
			Aria("controls", "panel-"+string(v)).TabIndex(map[bool]int{true: 0, false: -1}[c.view == v]).
			Text(l.t("tab-"+string(v))).OnClick(func(app.Context, app.Event) { c.view = v; c.refreshDetail() }, v).OnKeyDown(c.onTabKey)
	}
	return app.Nav().Class("tabs").Attr("role", "tablist").Aria("label", l.t("views")).Body(buttons...)
}

// onTabKey moves to the tab before or after with ← and →.
func (c *lab) onTabKey(ctx app.Context, e app.Event) {
	step := map[string]int{"ArrowLeft": -1, "ArrowRight": 1}[e.Get("key").String()]
	if step == 0 {
		return
	}
	e.PreventDefault()
	e.Call("stopPropagation") // not the timeline's ← and →
	c.view = views[(slices.Index(views, c.view)+step+len(views))%len(views)]
	ctx.Defer(func(app.Context) {
		app.Window().GetElementByID("tab-" + string(c.view)).Call("focus")
	})
}

// onSkip is the skip link: it shows the lesson and moves the focus to its
// first control, so that the next Tab goes on from there (a link to an
// element that takes no focus only scrolls).
func (c *lab) onSkip(ctx app.Context, e app.Event) {
	e.PreventDefault()
	c.view = viewLesson
	ctx.Defer(func(app.Context) {
		app.Window().GetElementByID("algo-select").Call("focus")
	})
}

// tabPanel is the panel of tab v, hidden unless v is shown.
func (c *lab) tabPanel(v view, class string, body ...app.UI) app.UI {
	return app.Div().ID("panel-"+string(v)).Class("tabpanel "+class).Attr("role", "tabpanel").
		Aria("labelledby", "tab-"+string(v)).Hidden(c.view != v).Body(body...)
}

// locked reports whether tab v's panels are disabled by a running search:
// only while v is shown, since nobody uses a hidden tab.
func (c *lab) locked(v view) bool { return c.view == v && c.run.state == stateSearching }

// boardNote is under the main board: during a search the g, h and f of the
// board being expanded; before one, how to edit it; and what the green
// tiles mean.
func (c *lab) boardNote(alg solver.Algorithm) app.UI {
	l, snap := c.set.Lang, c.run.snap
	var lines []app.UI
	switch {
	case snap.Outcome == solver.Solved:
	case snap.HasCurrent:
		cur := snap.Current
		terms := ghfTerms(alg, cur)
		line := make([]app.UI, 0, 2*len(terms)+1)
		line = append(line, spanText("what", l.t("expanding")+l.colon()))
		for _, term := range terms { // a line may wrap between terms, never inside one
			line = append(line, spanText("term", term), app.Text(" "))
		}
		lines = append(lines, app.P().Class("ghf").ID("current-ghf").Body(line...))
		if h, ok := solver.HeuristicByName(c.set.Heuristic); ok && alg.UsesHeuristic && h.Name != "manhattan" && h.Name != "zero" {
			lines = append(lines, app.P().Class("ghf-h").ID("current-manhattan").
				Text(fmt.Sprintf(l.t("manhattanToo"), l.heurName(h.Name), solver.Manhattan(c.set.Goal).Of(cur.Board))))
		}
	case c.run.state == stateReady && c.edit.stuck:
		lines = append(lines, app.P().ID("board-hint").Class("desc stuck").Attr("role", "status").Text(l.t("cannotMove")))
	case c.run.state == stateReady:
		lines = append(lines, app.P().ID("board-hint").Class("desc").Attr("role", "status").Text(l.t("boardHint")))
	}
	lines = append(lines, app.P().ID("board-legend").Class("legend").Body(
		app.Span().Class("swatch home").Aria("hidden", "true"), app.Text(l.t("legendHome"))))
	return app.Div().ID("board-note").Class("board-note").Body(lines...)
}

// ghfTerms writes the numbers of the board being expanded as its algorithm
// uses them: g alone for a blind search; g and h, and the priority, named
// for what it is (f = h for greedy search).
func ghfTerms(alg solver.Algorithm, cur solver.Node) []string {
	g := fmt.Sprintf("g = %d", cur.G)
	if !alg.UsesHeuristic {
		return []string{g}
	}
	h := fmt.Sprintf("h = %d", cur.H)
	if alg.Priority == solver.ByH {
		return []string{g, h, fmt.Sprintf("f = h = %d", cur.H)}
	}
	return []string{g, h, "f = " + trimFloat(cur.F)}
}
