package main

import (
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/solver"
)

// subview is what the lesson's second column shows under the timeline:
// the explanation, the chart with the open list, the search tree, or the
// heuristics on the board at hand.
type subview string

const (
	subExplain subview = "explain"
	subChart   subview = "chart"
	subTree    subview = "tree"
	subHeur    subview = "heur"
)

var subviews = []subview{subExplain, subChart, subTree, subHeur}

func (v subview) name(l lang) string {
	switch v {
	case subChart:
		return l.t("subChart")
	case subTree:
		return l.t("subTree")
	case subHeur:
		return l.t("subHeur")
	}
	return l.t("subExplain")
}

// watchColumn is the lesson's second column: the timeline, the subview's
// tabs and the subview.
func (c *lab) watchColumn(alg solver.Algorithm) app.UI {
	l := c.set.Lang
	buttons := make([]app.UI, len(subviews))
	for i, v := range subviews {
		buttons[i] = app.Button().ID("sub-"+string(v)).Attr("role", "tab").Aria("selected", c.sub == v).
			Aria("controls", "subpanel").Text(v.name(l)).
			OnClick(func(ctx app.Context, e app.Event) { c.onSub(ctx, v) }, v)
	}
	var shown app.UI
	switch c.sub {
	case subChart:
		shown = c.watch(alg)
	case subTree:
		shown = &treeView{Lang: l, Alg: alg, Goal: c.set.Goal, Snap: c.run.snap, OnJump: c.onJump}
	case subHeur:
		shown = c.heuristicsView()
	default:
		running := c.run.state == stateSearching
		quiz := &quizPanel{Lang: l, Quiz: c.quiz, Page: c}
		if c.quiz.on {
			quiz.Alg, quiz.Weight, quiz.Goal, quiz.Snap, quiz.Running = alg, c.set.Weight, c.set.Goal, c.run.snap, running
		}
		shown = div("explain-col", quiz,
			&explainPanel{Lang: l, Alg: alg, Weight: c.set.Weight, Goal: c.set.Goal, Snap: c.run.snap, Running: running})
	}
	var bar app.UI = app.Text("")
	if c.sub != subChart && c.run.created && c.run.snap.Latest > 0 {
		bar = app.Section().Class("panel bar-panel").Body(c.timelineBar(alg))
	}
	return div("watch-col",
		bar,
		app.Nav().Class("subtabs").Attr("role", "tablist").Aria("label", l.t("subViews")).Body(buttons...),
		app.Div().ID("subpanel").Class("subpanel").Attr("role", "tabpanel").Aria("labelledby", "sub-"+string(c.sub)).Body(shown),
	)
}

// details is what the panels shown need of each snapshot: the lesson's
// pseudocode and the embed's narration the moment's events.
func (c *lab) details() search.Detail {
	switch {
	case c.set.Embed:
		return search.DetailExplain
	case c.view != viewLesson:
		return 0
	case c.sub == subExplain && c.quiz.on:
		return search.DetailExplain | search.DetailQuiz
	case c.sub == subTree:
		return search.DetailExplain | search.DetailTree
	}
	return search.DetailExplain
}

// onSub shows subview v, reading what it needs of the cursor's moment.
// During a search the open list's boards and the heuristics' table come
// with the next report (opening), which draws them anyway: the tab shows
// at once. openingAtMost bounds the wait should no report come.
func (c *lab) onSub(ctx app.Context, v subview) {
	c.sub = v
	if c.run.state == stateSearching {
		c.opening = true
		time.AfterFunc(openingAtMost, func() { ctx.Dispatch(func(app.Context) { c.opening = false }) })
	}
	c.refreshDetail()
}

const openingAtMost = 3 * search.ReportEvery

// refreshDetail gives the snapshot the details the panels now shown need:
// from the next report when the search runs, at once when it waits.
func (c *lab) refreshDetail() {
	r := &c.run
	switch {
	case !r.created:
	case r.state == stateSearching:
		r.port.Post(search.Request{Op: search.OpWants, Detail: c.details()})
	default:
		r.ask(search.Request{Op: search.OpDetail, Detail: c.details()})
	}
}

// onJump moves the timeline to moment k (a node of the tree was clicked).
func (c *lab) onJump(ctx app.Context, k int) {
	c.dispatch(ctx, evMove, search.Seek(k))
}
