package main

import (
	"fmt"
	"slices"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// controlsPanel chooses the algorithm and heuristic and drives the run:
// Run/Pause/Resume, Step back, Step, Stop, Reset and the speed. The
// algorithms' options are on the setup tab (optionsPanel).
type controlsPanel struct {
	app.Compo

	Lang      ui.Lang
	Set       state.Settings
	State     runState
	AtStart   bool // the cursor is at moment 0: nothing to step back to
	Preparing bool // a Run or Step waits for pattern databases being built
	Page      ui.Actor
}

func (p *controlsPanel) Render() app.UI {
	l, s := p.Lang, p.Set
	alg := s.Algorithm()
	busy := p.State == stateSearching
	algos := make([]app.UI, len(solver.Algorithms))
	for i, a := range solver.Algorithms {
		algos[i] = ui.Option(a.Name, state.AlgoName(l, a), a.Name == s.Algo)
	}
	var hs []app.UI
	hinfo, _ := solver.HeuristicByName(s.Heuristic)
	for _, h := range solver.Heuristics {
		if s.Goal.Len() <= h.MaxCells {
			hs = append(hs, ui.Option(h.Name, state.HeurName(l, h.Name), h.Name == s.Heuristic))
		}
	}
	hs = append(hs, ui.Option(search.Custom, state.HeurName(l, search.Custom), s.Heuristic == search.Custom))
	htitle := state.HeurDesc(l, hinfo.Name)
	if s.Heuristic == search.Custom {
		htitle = fmt.Sprintf(l.T("heurFormula"), s.Formula)
	}
	badge := app.Span().ID("optimal-badge").Class("badge").Text(l.T("notOptimal"))
	if s.Spec().ProvesOptimal() { // an optimal algorithm, and a heuristic that keeps it so
		badge = app.Span().ID("optimal-badge").Class("badge good").Text("✓ " + l.T("optimal"))
	}
	var hsel app.UI = app.Text("")
	if alg.UsesHeuristic {
		hsel = ui.Div("field",
			ui.LabelFor("h-select", l.T("heuristic")),
			app.Select().ID("h-select").Disabled(busy).Title(htitle).OnChange(p.changed(func(v string) ui.Action { return heurSet(v) })).Body(hs...))
	}
	list := state.Speeds
	if !slices.Contains(list, s.Speed) { // a speed from the address
		list = append(slices.Clone(list), s.Speed)
		slices.SortFunc(list, func(a, b int) int { return state.SpeedRank(a) - state.SpeedRank(b) })
	}
	paces := make([]app.UI, len(list))
	for i, sp := range list {
		paces[i] = ui.Option(state.SpeedText(sp), state.SpeedName(l, sp), sp == s.Speed)
	}
	runLabel := l.T("run")
	switch p.State {
	case statePaused:
		runLabel = l.T("resume")
	case stateSearching:
		runLabel = l.T("pause")
	case stateFinished, stateAbandoned: // Run starts over; Step goes on from the cursor
		runLabel = l.T("newSearch")
	}
	if p.Preparing {
		runLabel = l.T("starting")
	}
	choose := []app.UI{
		ui.Div("choose",
			ui.Div("field",
				ui.LabelFor("algo-select", l.T("algorithm")),
				app.Select().ID("algo-select").Disabled(busy).OnChange(p.changed(func(v string) ui.Action { return algoSet(v) })).Body(algos...)),
			hsel),
		app.P().Class("desc").Body(badge, app.Text(" "+state.AlgoDesc(l, alg))),
	}
	if s.Racing() {
		choose = p.raceChoice(busy)
	}
	return app.Section().ID("controls").Class("panel controls").Aria("label", l.T("controls")).Body(
		choose[0], choose[1],
		ui.Div("buttons run",
			app.Button().ID("run").Class("primary").Text(runLabel).
				OnClick(p.emit(runPress{})),
			app.Button().ID("back").Text("◀ "+l.T("back")).Aria("label", l.T("back")).Disabled(p.AtStart).
				OnClick(p.emit(control{evMove, search.BackMove})),
			app.Button().ID("step").Text(l.T("step")+" ▶").Disabled(p.State == stateFinished).
				OnClick(p.emit(control{evMove, search.StepMove})),
			app.Button().ID("stop").Text(l.T("stop")).Disabled(p.State != stateSearching && p.State != statePaused && !p.Preparing).
				OnClick(p.emit(control{evAbandon, search.Stay})),
			app.Button().ID("reset").Text(l.T("reset")).Disabled(p.State == stateReady).
				OnClick(p.emit(control{evReset, search.Stay})),
			p.raceButton(busy),
		),
		ui.Div("field inline speed",
			ui.LabelFor("speed", l.T("speed")),
			app.Select().ID("speed").Title(l.T("speedTeachTitle")).OnChange(func(ctx app.Context, e app.Event) {
				if sp, err := state.ParseSpeed(ctx.JSSrc().Get("value").String()); err == nil {
					ctx.Emit(func() { p.Page.Act(ctx, speedSet(sp)) })
				}
			}).Body(paces...)),
	)
}

// raceButton races the search chosen against another (raceAgainst), in
// a single search's lesson (not in an embed, which has no way back). The
// race is made from the page's settings at the click (raceOther): go-app
// keeps the first render's handler (doc.go).
func (p *controlsPanel) raceButton(busy bool) app.UI {
	l, s := p.Lang, p.Set
	if s.Racing() || s.Embed {
		return app.Text("")
	}
	lanes := state.RaceAgainst(s)
	label := l.T("raceVs-" + lanes[1].Algo)
	other := lanes[1].LaneSettings(s)
	return app.Button().ID("race-against").Disabled(busy).Text(label).
		Title(fmt.Sprintf(l.T("raceAgainst"), state.LaneName(l, other))).OnClick(p.emit(raceOther{}))
}

// raceChoice replaces the algorithm's menus in a race: the race's clock,
// and the way back to a single search.
func (p *controlsPanel) raceChoice(busy bool) []app.UI {
	l := p.Lang
	clocks := []app.UI{
		ui.Option("expansion", l.T("clockExpansion"), p.Set.Clock == search.ByExpansion),
		ui.Option(string(search.ByTime), l.T("clockTime"), p.Set.Clock == search.ByTime),
	}
	return []app.UI{
		ui.Div("choose",
			ui.Div("field",
				ui.LabelFor("clock-select", l.T("clock")),
				app.Select().ID("clock-select").Disabled(busy).OnChange(p.changed(func(v string) ui.Action { return clockSet(v) }), "clock").Body(clocks...)),
			ui.Div("field leave",
				app.Button().ID("race-leave").Disabled(busy).Text(l.T("raceLeave")).OnClick(p.emit(raceSet(nil))))),
		app.P().ID("race-lanes").Class("desc").Text(fmt.Sprintf(l.Tn("raceLanes", len(p.Set.Race)), len(p.Set.Race))),
	}
}

// changed is a menu's handler: the action made of the value chosen.
func (p *controlsPanel) changed(as func(string) ui.Action) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		v := ctx.JSSrc().Get("value").String()
		ctx.Emit(func() { p.Page.Act(ctx, as(v)) })
	}
}

// emit is a button's handler; Emit renders the page again once the action
// has changed its state.
func (p *controlsPanel) emit(a ui.Action) app.EventHandler {
	return func(ctx app.Context, e app.Event) { ctx.Emit(func() { p.Page.Act(ctx, a) }) }
}
