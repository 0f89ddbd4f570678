package main

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/pick"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// The scene's lesson column: the timeline, the subviews, the result.

// expandPanel is "you are the search" at the cursor's moment.
func (s *scene) expandPanel() app.UI {
	depth := s.set.Depth
	if depth == 0 {
		depth = solver.DefaultDepthLimit(s.set.Goal)
	}
	return &pick.Panel{Lang: s.set.Lang, Alg: s.alg, Weight: s.set.Weight, Goal: s.set.Goal, Level: s.set.Expand, Depth: depth,
		Snap: s.run.snap, Model: s.xp, Running: s.run.state == stateSearching, Page: s.page}
}

// chartTab is the chart with the timeline's slider and the open list, all at
// the cursor's moment.
func (s *scene) chartTab(alg solver.Algorithm) app.UI {
	l, snap := s.set.Lang, s.run.snap
	title := l.T("frontierBest")
	switch explain.PhaseAlg(alg, snap.Moment).Family { // the reduction solver's finish is IDA*'s stack
	case solver.Layered:
		title = l.T("frontierQueue")
	case solver.DepthFirst:
		title = l.T("frontierStack")
	}
	return ui.Div("watch",
		s.chartSection(alg),
		&frontierPanel{Lang: l, Title: title, Nodes: snap.Frontier, Goal: s.set.Goal, Blind: !explain.PhaseAlg(alg, snap.Moment).UsesHeuristic, Later: s.opening, Hidden: s.set.Expand > 0},
	)
}

// chartSection is the chart of open and closed up to the cursor's moment with
// the timeline's controls, or before a search what it will show.
func (s *scene) chartSection(alg solver.Algorithm) app.UI {
	l, snap := s.set.Lang, s.run.snap
	if !s.run.created || snap.Latest == 0 { // the timeline's moves are offered from moment 0
		return app.Section().ID("chart-panel").Class("panel chart-panel").Body(
			app.H2().Text(l.T("chartTitle")),
			app.P().ID("chart-empty").Class("desc").Text(l.T("chartEmpty")),
			s.timelineBar(alg))
	}
	var iters app.UI = app.Text("")
	if len(snap.Chart.Iters) > 0 { // IDA*'s and IDDFS's chart: the passes come first
		iters = iterationsChart(l, explain.PhaseAlg(alg, snap.Moment), snap.Chart.Iters) // the reduction solver's passes are its finish's, IDA*'s
	}
	return app.Section().ID("chart-panel").Class("panel chart-panel").Body(
		iters,
		&chartPanel{Lang: l, Data: snap.Chart, Total: snap.At},
		s.timelineBar(alg),
	)
}

// shownLatest is the latest moment the timeline offers: in "you are the
// search" the moment computed ahead is the class's to find, so the one
// before it until the search has ended.
func shownLatest(set state.Settings, snap search.Snapshot) int {
	if set.Expand > 0 && !snap.Ended {
		return max(snap.At, snap.Latest-1)
	}
	return snap.Latest
}

// timelineBar is the slider over every moment computed, the moves by a
// whole unit (BFS layers, IDDFS and IDA* passes) and the shortcuts.
func (s *scene) timelineBar(alg solver.Algorithm) app.UI {
	l, snap := s.set.Lang, s.run.snap
	line, computed := fmt.Sprintf(l.T("momentAt"), ui.Thousands(snap.At)), l.T("momentComputed")
	if s.set.Racing() && s.set.Clock == search.ByTime {
		line, computed = fmt.Sprintf(l.T("raceTickAt"), ui.Thousands(snap.At)), l.Tn("raceTicks", snap.Latest)
	}
	if snap.At == 0 {
		line = l.T("momentZero")
	}
	latest := shownLatest(s.set, snap)
	button := func(id, label string, disabled bool, to search.Move) app.UI {
		return app.Button().ID(id).Text(label).Disabled(disabled).
			OnClick(func(ctx app.Context, e app.Event) { s.page.Act(ctx, control{evMove, to}) })
	}
	buttons := []app.UI{button("to-start", "|◀ "+l.T("toStart"), snap.At == 0, search.Seek(0))}
	if alg.Unit != solver.NoUnit {
		prev, next := l.T("prevLayer"), l.T("nextLayer")
		if alg.Unit == solver.Pass {
			prev, next = l.T("prevPass"), l.T("nextPass")
		}
		buttons = append(buttons,
			button("prev-unit", "◀◀ "+prev, snap.At == 0, search.UnitBack),
			button("next-unit", next+" ▶▶", snap.Ended && snap.At == snap.Latest, search.UnitMove))
	}
	buttons = append(buttons, button("to-latest", l.T("toLatest")+" ▶|", snap.At == latest, search.LatestMove)) // a constant: go-app keeps a button's first handler
	return ui.Div("scrubber",
		app.P().Class("scrub-head").Body(
			scrubLabel(l, s.set.Embed),
			app.Span().ID("scrub-at").Text(line), app.Text(" · "),
			app.Span().ID("scrub-latest").Text(fmt.Sprintf(computed, ui.Thousands(latest)))),
		app.Input().Type("range").ID("scrub").Min(0).Max(latest).Value(strconv.Itoa(snap.At)).
			Aria("valuetext", line).OnInput(func(ctx app.Context, e app.Event) {
			if k, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
				s.page.Act(ctx, control{evMove, search.Seek(k)})
			}
		}),
		ui.Div("buttons", buttons...),
		app.P().ID("keys").Class("desc").Text(l.T("countsMean")+l.Sep()+l.T("keys")),
	)
}

// watchColumn is the lesson's second column: the timeline, the subview's
// tabs and the subview.
func (s *scene) watchColumn(alg solver.Algorithm) app.UI {
	l := s.set.Lang
	buttons := make([]app.UI, len(state.Subviews))
	for i, v := range state.Subviews {
		buttons[i] = app.Button().ID("sub-"+string(v)).Attr("role", "tab").Aria("selected", s.sub == v).
			Aria("controls", "subpanel").Text(v.Name(l)).
			OnClick(func(ctx app.Context, e app.Event) { s.page.Act(ctx, subSet(v)) }, v)
	}
	var shown app.UI
	switch s.sub {
	case state.SubChart:
		shown = s.chartTab(alg)
	case state.SubTree:
		shown = &treePanel{Lang: l, Alg: alg, Goal: s.set.Goal, Snap: s.run.snap, Pic: s.picURL, Page: s.page}
	case state.SubHeur:
		shown = s.heuristicsView()
	default:
		running := s.run.state == stateSearching
		var modes app.UI = app.Text("") // the reduction solver's searches follow one another: nothing to predict or play
		switch {
		case alg.Reduction:
		case s.set.Expand > 0:
			modes = s.expandPanel()
		default:
			quiz := &quizPanel{Lang: l, Quiz: s.quiz, Page: s.page}
			if s.quiz.On {
				quiz.Alg, quiz.Weight, quiz.Goal, quiz.Snap, quiz.Running = alg, s.set.Weight, s.set.Goal, s.run.snap, running
			}
			modes = quiz
			if !s.quiz.On {
				modes = ui.Div("modes", quiz, app.Button().ID("expand-toggle").Aria("pressed", false).Text(l.T("xStart")).
					OnClick(func(ctx app.Context, e app.Event) { s.page.Act(ctx, pick.Toggle{}) }))
			}
		}
		shown = ui.Div("explain-col", modes,
			&explainPanel{Lang: l, Alg: alg, Weight: s.set.Weight, Goal: s.set.Goal, Snap: s.run.snap, Far: explain.Far(l, s.set, alg, s.run.snap), Running: running, Hidden: s.set.Expand >= 2})
	}
	var bar app.UI = app.Text("")
	if s.sub != state.SubChart { // from moment 0: Next layer, Next pass before any Step
		bar = app.Section().Class("panel bar-panel").Body(s.timelineBar(alg))
	}
	return ui.Div("watch-col",
		bar,
		app.Nav().Class("subtabs").Attr("role", "tablist").Aria("label", l.T("subViews")).Body(buttons...),
		app.Div().ID("subpanel").Class("subpanel").Attr("role", "tabpanel").Aria("labelledby", "sub-"+string(s.sub)).Body(shown),
	)
}

// heuristicsView puts every heuristic's estimate for the board at hand
// beside its true distance (exact up to 3×3), so that admissibility (never
// above the truth) and dominance (one never below another) show on one
// board. Pattern databases count once built (always quick on 3×3).
func (s *scene) heuristicsView() app.UI {
	l, g := s.set.Lang, s.set.Goal
	if s.opening { // the rest with the next report (lab.act, subSet)
		return app.Section().ID("heur-panel").Class("panel heur-panel").Body(app.H2().Text(l.T("heurTitle")))
	}
	b := s.boardShown() // the board the class sees
	truth := -1         // the table, built when the view is first shown: it reads a board at each report
	if d, err := solver.ExactDistances(g); err == nil {
		truth = d.Of(b)
	}
	type row struct {
		name, label string
		h           solver.Heuristic // nil: pattern databases not built
	}
	var hs []row
	for _, info := range solver.Heuristics {
		if _, err := solver.CheckHeuristic(info.Name, g); err != nil || info.Exact {
			continue
		}
		var h solver.Heuristic
		if !info.Tables || g.Len() <= 9 || search.TablesHeld(g) {
			h, _ = solver.NewHeuristic(info.Name, g)
		}
		hs = append(hs, row{info.Name, state.HeurName(l, info.Name), h})
	}
	if f, err := solver.ParseFormula(s.set.Formula); err == nil && f.Check(g) == nil && (!f.Uses("pdb") || g.Len() <= 9 || search.TablesHeld(g)) {
		h, _ := f.Bind(g)
		hs = append(hs, row{search.Custom, "h = " + s.set.Formula, h})
	}
	var rows []app.UI
	for _, r := range hs {
		value, bar, verdict := "—", 0, l.T("heurNotBuilt")
		if r.h != nil {
			v := r.h.Of(b)
			value, bar, verdict = strconv.Itoa(v), v, ""
			switch {
			case truth < 0:
			case v > truth:
				verdict = l.T("heurAbove")
			case v == truth:
				verdict = l.T("heurExact")
			default:
				verdict = l.T("heurBelow")
			}
		}
		rows = append(rows, app.Tr().DataSet("h", r.name).Body(
			app.Th().Scope("row").Text(r.label),
			app.Td().Class("num").Text(value),
			app.Td().Body(app.Meter().Min(0).Max(max(truth, 1, bar)).Value(strconv.Itoa(bar)).Aria("hidden", "true")),
			app.Td().Class("desc").Text(verdict)))
	}
	truthText := l.T("heurTruthUnknown")
	if truth >= 0 {
		truthText = strconv.Itoa(truth)
	}
	return app.Section().ID("heur-panel").Class("panel heur-panel").TabIndex(0).Aria("label", l.T("heurTitle")).Body( // it scrolls: reachable by keyboard
		app.H2().Text(l.T("heurTitle")),
		ui.SmallBoard(b, g, l.T("board"), l),
		app.Table().ID("heur-table").Body(
			app.Caption().Text(l.T("heurCaption")),
			app.THead().Body(app.Tr().Body(app.Th().Scope("col").Text(l.T("heuristic")), app.Th().Scope("col").Text("h"),
				app.Th().Scope("col").Body(ui.SpanText("sr-only", l.T("heurBar"))), app.Th().Scope("col").Body(ui.SpanText("sr-only", l.T("heurVerdict"))))),
			app.TBody().Body(rows...),
			app.TFoot().Body(app.Tr().ID("heur-truth").Body(app.Th().Scope("row").Text(l.T("heurTruth")), app.Td().Class("num").Text(truthText), app.Td(), app.Td()))),
		ui.PText("desc", l.T("heurWhy")),
	)
}

// settleTimeline sets the slider to moment at once the page is drawn, and
// brings the pseudocode's lit line into view. The slider's value is set
// with its max in one update, in no fixed order: a value set first is
// clamped to the old max.
func settleTimeline(ctx app.Context, at int) {
	ctx.Defer(func(app.Context) {
		if s := app.Window().GetElementByID("scrub"); s.Truthy() {
			s.Set("value", at)
		}
		scrollToLit()
	})
}

// scrubLabel is the slider's label, read but not shown in the embed, which
// has no room for it.
func scrubLabel(l ui.Lang, embed bool) app.UI {
	if embed {
		return app.Label().For("scrub").Class("sr-only").Text(l.T("scrub"))
	}
	return ui.LabelFor("scrub", l.T("scrub"))
}
