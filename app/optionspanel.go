package main

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// optionsPanel sets the chosen algorithm's options: the weight of weighted
// A*, the depth limit of DFS and the node budget. A value refused stays in
// its field, marked, with the reason below it; the search keeps the
// previous value.
type optionsPanel struct {
	app.Compo

	Lang     ui.Lang
	Set      state.Settings
	Errs     map[string]error // option name → why the value typed was refused
	Disabled bool
	Page     ui.Actor
}

func (p *optionsPanel) Render() app.UI {
	l, s := p.Lang, p.Set
	alg := s.Algorithm()
	usesWeight, usesDepth, what := alg.UsesWeight, alg.UsesDepth, state.AlgoName(l, alg)
	if s.Racing() { // the options of the lanes that use them and set none of their own
		usesWeight, usesDepth, what = false, false, l.T("optionsRace")
		for _, e := range s.Race {
			a, _ := solver.AlgorithmByName(e.Algo)
			usesWeight = usesWeight || a.UsesWeight && e.Weight == 0
			usesDepth = usesDepth || a.UsesDepth && e.Depth == 0
		}
	}
	var fields []app.UI
	if usesWeight {
		fields = append(fields, p.number("w", l.T("weight"), strconv.FormatFloat(s.Weight, 'f', -1, 64), "1", "100", 0.1))
	}
	if usesDepth {
		depth := s.Depth
		if depth == 0 {
			depth = solver.DefaultDepthLimit(s.Goal)
		}
		fields = append(fields, p.number("depth", l.T("depthLimit"), strconv.Itoa(depth), "1", "1000", 1))
	}
	if alg.UsesReopen && !s.Racing() {
		fields = append(fields, p.reopen())
	}
	budget := search.RunBudget(alg, s.Budget, s.Goal)
	fields = append(fields, p.number("budget", l.T("budget"), strconv.Itoa(budget), "1", strconv.Itoa(search.BudgetCap(alg, s.Goal)), 1000))
	return app.Section().ID("options").Class("panel options").Body(
		append([]app.UI{app.H2().Text(l.T("searchOptions")), ui.PText("desc", what)}, fields...)...)
}

// reopen is A*'s choice to reopen a closed board reached again by a
// cheaper path (the default) or never, as the textbook graph search does.
func (p *optionsPanel) reopen() app.UI {
	l := p.Lang
	return ui.Div("field",
		app.Label().Class("check").Body(
			app.Input().ID("opt-reopen").Type("checkbox").Checked(!p.Set.NoReopen).Disabled(p.Disabled).
				Aria("describedby", "opt-reopen-help").
				OnChange(func(ctx app.Context, e app.Event) {
					v := "no"
					if ctx.JSSrc().Get("checked").Bool() {
						v = "yes"
					}
					ctx.Emit(func() { p.Page.Act(ctx, optionSet{"reopen", v}) })
				}),
			app.Text(" "+l.T("optReopen"))),
		app.P().ID("opt-reopen-help").Class("desc").Text(l.T(map[bool]string{false: "optReopenHelp", true: "optReopenHelpW"}[p.Set.Algorithm().UsesWeight])))
}

// number is an option's labelled number field; its error, when it has one,
// is below it.
func (p *optionsPanel) number(name, label, value, lo, hi string, step float64) app.UI {
	id := "opt-" + name
	errText := ""
	if err := p.Errs[name]; err != nil {
		errText = fmt.Sprintf(p.Lang.T("keptOption"), state.InputErrorText(p.Lang, err))
	}
	input := app.Input().ID(id).Type("number").Min(lo).Max(hi).Step(step).Value(value).Disabled(p.Disabled).
		Aria("invalid", errText != "").
		OnChange(func(ctx app.Context, e app.Event) {
			v := numberText(ctx.JSSrc())
			ctx.Emit(func() { p.Page.Act(ctx, optionSet{name, v}) })
		}, name)
	var msg app.UI = app.Text("")
	if errText != "" {
		input = input.Aria("describedby", id+"-error")
		msg = app.P().ID(id+"-error").Class("error").Attr("role", "alert").Text(errText)
	}
	return ui.Div("field",
		ui.Div("field inline", ui.LabelFor(id, label), input),
		msg)
}

// numberText is what a number input holds: its value, or "?" for text that
// is not a number (which the input reads as "", like an empty field).
func numberText(input app.Value) string {
	v := input.Get("value").String()
	if v == "" && input.Get("validity").Get("badInput").Bool() {
		return "?"
	}
	return v
}
