package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// setupPanel holds the start and goal: the start board as text (any format
// the solver reads, validated as you type), the goal preset or a custom
// goal, and scrambling.
type setupPanel struct {
	app.Compo

	Lang       lang
	Start      solver.Board
	Goal       solver.Board
	StartText  string // what the user typed, possibly invalid
	StartErr   string
	GoalText   string
	GoalErr    string
	Disabled   bool // while a search runs
	OnStart    func(ctx app.Context, text string)
	OnGoal     func(ctx app.Context, text string)
	OnScramble func(ctx app.Context)
}

func (p *setupPanel) Render() app.UI {
	l := p.Lang
	preset := solver.PresetName(p.Goal)
	options := make([]app.UI, 0, len(solver.GoalPresets)+1)
	for _, g := range solver.GoalPresets {
		options = append(options, app.Option().Value(g.Name).Selected(g.Name == preset).
			Text(l.goalLabel(g)+" · "+g.Board(p.Goal.Width(), p.Goal.Height()).String()))
	}
	options = append(options, app.Option().Value("custom").Selected(preset == "").Text(l.t("custom")))
	var goalEdit app.UI = app.Text("")
	if preset == "" {
		goalEdit = field("goal-text", l.t("goal"), p.GoalText, p.GoalErr, p.Disabled, p.OnGoal)
	}
	return app.Section().Class("panel setup").Body(
		field("start-text", l.t("start"), p.StartText, p.StartErr, p.Disabled, p.OnStart),
		app.Label().For("goal-select").Text(l.t("goal")),
		app.Select().ID("goal-select").Disabled(p.Disabled).OnChange(func(ctx app.Context, e app.Event) {
			v := ctx.JSSrc().Get("value").String()
			if v == "custom" {
				v = p.Goal.String()
			}
			ctx.Emit(func() { p.OnGoal(ctx, v) })
		}).Body(options...),
		goalEdit,
		app.Div().Class("goal-preview").Body(
			&boardView{ID: "goal-board", Board: p.Goal, Small: true, Label: l.t("goal"), Lang: l},
		),
		app.Button().ID("scramble").Disabled(p.Disabled).Text("⤮ "+l.t("scramble")).
			OnClick(func(ctx app.Context, e app.Event) { ctx.Emit(func() { p.OnScramble(ctx) }) }),
	)
}

// field is a labelled text input reporting every edit, with its error below.
func field(id, label, value, errText string, disabled bool, on func(app.Context, string)) app.UI {
	input := app.Input().ID(id).Type("text").Value(value).Disabled(disabled).
		Attr("autocomplete", "off").Attr("spellcheck", "false").Aria("invalid", errText != "").
		OnInput(func(ctx app.Context, e app.Event) {
			v := ctx.JSSrc().Get("value").String()
			ctx.Emit(func() { on(ctx, v) })
		})
	var msg app.UI = app.Text("")
	if errText != "" {
		input = input.Aria("describedby", id+"-error")
		msg = app.P().ID(id+"-error").Class("error").Attr("role", "alert").Text(errText)
	}
	return app.Div().Class("field").Body(app.Label().For(id).Text(label), input, msg)
}
