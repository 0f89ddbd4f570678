package main

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// controlsPanel chooses the algorithm, heuristic and options and drives the
// run: Run/Pause/Resume, Step, Stop, Reset and the speed.
type controlsPanel struct {
	app.Compo

	Lang        lang
	Set         settings
	State       runState
	At          int // the cursor's moment
	OnAlgo      func(ctx app.Context, name string)
	OnHeuristic func(ctx app.Context, name string)
	OnOption    func(ctx app.Context, name, value string)
	OnSpeed     func(ctx app.Context, speed int)
	OnRun       func(ctx app.Context) // run, pause or resume, by the state when clicked
	OnStep      func(ctx app.Context)
	OnBack      func(ctx app.Context)
	OnStop      func(ctx app.Context)
	OnReset     func(ctx app.Context)
}

func (p *controlsPanel) Render() app.UI {
	l, s := p.Lang, p.Set
	alg, _ := solver.AlgorithmByName(s.Algo)
	busy := p.State == stateSearching
	algos := make([]app.UI, len(solver.Algorithms))
	for i, a := range solver.Algorithms {
		algos[i] = app.Option().Value(a.Name).Selected(a.Name == s.Algo).Text(l.pick(a.Label, a.LabelZH))
	}
	var hs []app.UI
	hinfo, _ := solver.HeuristicByName(s.Heuristic)
	for _, h := range solver.Heuristics {
		if s.Goal.Len() <= h.MaxCells {
			hs = append(hs, app.Option().Value(h.Name).Selected(h.Name == s.Heuristic).Text(l.pick(h.Label, h.LabelZH)))
		}
	}
	badge := app.Span().ID("optimal-badge").Class("badge").Text(l.t("notOptimal"))
	if alg.Optimal {
		badge = app.Span().ID("optimal-badge").Class("badge good").Text("✓ " + l.t("optimal"))
	}
	opts := []app.UI{}
	if alg.UsesHeuristic {
		opts = append(opts,
			app.Label().For("h-select").Text(l.t("heuristic")),
			app.Select().ID("h-select").Disabled(busy).OnChange(p.changed(p.OnHeuristic)).Body(hs...),
			app.P().Class("desc").Text(l.pick(hinfo.Desc, hinfo.DescZH)))
	}
	if alg.UsesWeight {
		opts = append(opts, numberField("w", l.t("weight"), strconv.FormatFloat(s.Weight, 'f', -1, 64), "1", "100", 0.1, busy, p.OnOption))
	}
	if alg.UsesDepth {
		depth := s.Depth
		if depth == 0 {
			depth = solver.DefaultDepthLimit(s.Goal)
		}
		opts = append(opts, numberField("depth", l.t("depthLimit"), strconv.Itoa(depth), "1", "1000", 1, busy, p.OnOption))
	}
	budget := runBudget(alg, s.Budget, s.Goal)
	opts = append(opts, numberField("budget", l.t("budget"), strconv.Itoa(budget), "1", strconv.Itoa(maxBudget), 1000, busy, p.OnOption))

	speedIndex := len(speeds) - 1
	for i, sp := range speeds {
		if sp == s.Speed {
			speedIndex = i
		}
	}
	speedLabel := l.t("flatOut")
	if s.Speed != 0 {
		speedLabel = fmt.Sprintf(l.t("perSecond"), strconv.Itoa(s.Speed))
	}
	runLabel := l.t("run")
	switch p.State {
	case statePaused:
		runLabel = l.t("resume")
	case stateSearching:
		runLabel = l.t("pause")
	}
	return app.Section().Class("panel controls").Body(
		app.Label().For("algo-select").Text(l.t("algorithm")),
		app.Select().ID("algo-select").Disabled(busy).OnChange(p.changed(p.OnAlgo)).Body(algos...),
		app.P().Class("desc").Body(badge, app.Text(" "+l.pick(alg.Desc, alg.DescZH))),
		app.Div().Class("options").Body(opts...),
		app.Div().Class("buttons run").Body(
			app.Button().ID("run").Class("primary").Text(runLabel).
				OnClick(emit(p.OnRun)),
			app.Button().ID("back").Text("◀ "+l.t("back")).Aria("label", l.t("back")).Disabled(p.At == 0).
				OnClick(emit(p.OnBack)),
			app.Button().ID("step").Text(l.t("step")+" ▶").Disabled(p.State == stateFinished).
				OnClick(emit(p.OnStep)),
			app.Button().ID("stop").Text(l.t("stop")).Disabled(p.State != stateSearching && p.State != statePaused).
				OnClick(emit(p.OnStop)),
			app.Button().ID("reset").Text(l.t("reset")).Disabled(p.State == stateReady).
				OnClick(emit(p.OnReset)),
		),
		app.Label().Class("slider").For("speed").Body(
			app.Span().Text(l.t("speed")+": "),
			app.Span().ID("speed-label").Text(speedLabel),
		),
		app.Input().Type("range").ID("speed").Min(0).Max(len(speeds)-1).Value(strconv.Itoa(speedIndex)).
			Aria("valuetext", speedLabel).
			OnInput(func(ctx app.Context, e app.Event) {
				if i, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && i >= 0 && i < len(speeds) {
					ctx.Emit(func() { p.OnSpeed(ctx, speeds[i]) })
				}
			}),
	)
}

func (p *controlsPanel) changed(on func(app.Context, string)) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		v := ctx.JSSrc().Get("value").String()
		ctx.Emit(func() { on(ctx, v) })
	}
}

// emit turns a page callback into a click handler; Emit renders the page
// again once the callback has changed its state.
func emit(on func(app.Context)) app.EventHandler {
	return func(ctx app.Context, e app.Event) { ctx.Emit(func() { on(ctx) }) }
}

func numberField(name, label, value, lo, hi string, step float64, disabled bool, on func(app.Context, string, string)) app.UI {
	id := "opt-" + name
	return app.Div().Class("field inline").Body(
		app.Label().For(id).Text(label),
		app.Input().ID(id).Type("number").Min(lo).Max(hi).Step(step).Value(value).Disabled(disabled).
			OnChange(func(ctx app.Context, e app.Event) {
				v := ctx.JSSrc().Get("value").String()
				ctx.Emit(func() { on(ctx, name, v) })
			}, name),
	)
}
