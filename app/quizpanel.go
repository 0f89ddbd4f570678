package main

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/solver"
)

// quizPanel is the quiz "predict the next step": off, a button that starts
// it; on, the score, the verdict on the last answer, and the boards to
// choose from, each a button. Off, it is given only Lang, Quiz and Page, so
// that it does not render at every report.
type quizPanel struct {
	app.Compo

	Lang    ui.Lang
	Alg     solver.Algorithm
	Weight  float64
	Goal    solver.Board
	Snap    search.Snapshot
	Quiz    explain.QuizModel
	Running bool // the search runs: nothing to predict until it waits
	Page    ui.Actor
}

// quizActions are what the quiz asks of the page.
func (p *quizPanel) Render() app.UI {
	l, q := p.Lang, p.Quiz
	if !q.On {
		return app.Div().ID("quiz").Class("quiz off").Body(
			app.Button().ID("quiz-toggle").Aria("pressed", false).Text(l.T("quiz")).OnClick(func(ctx app.Context, e app.Event) { p.Page.Act(ctx, quizToggle{}) }))
	}
	return app.Section().ID("quiz").Class("panel quiz").Attr("role", "region").Aria("label", l.T("quiz")).Body(
		ui.Div("quiz-head",
			app.H2().Text(l.T("quiz")),
			app.Span().ID("quiz-score").Class("quiz-score").Text(fmt.Sprintf(l.T("qScore"), q.Right, q.Tried)),
			app.Button().ID("quiz-toggle").Aria("pressed", true).Text(l.T("qEnd")).OnClick(func(ctx app.Context, e app.Event) { p.Page.Act(ctx, quizToggle{}) }),
		),
		p.verdict(),
		p.question(),
	)
}

// verdict tells the last answer while the cursor is at its moment.
func (p *quizPanel) verdict() app.UI {
	g, e := p.Quiz.Last, p.Snap.Explain
	if p.Quiz.Held(p.Snap.At) { // a wrong answer waits: the class talks it over, then Step shows the answer
		return app.Div().ID("quiz-held").Body(
			app.P().ID("quiz-verdict").Class("wrong").Attr("role", "status").Text("✗ "+fmt.Sprintf(p.Lang.T("qHeld"), explain.BoardText(g.Pick.Board))),
			app.Button().ID("quiz-reveal").Class("primary").Text(p.Lang.T("qReveal")).
				OnClick(func(ctx app.Context, e app.Event) { p.Page.Act(ctx, control{evMove, search.StepMove}) }))
	}
	if g == nil || g.At != p.Snap.At || e == nil || e.At != g.At {
		return app.P().ID("quiz-verdict").Attr("role", "status")
	}
	class, mark := "wrong", "✗ "
	if g.Right() {
		class, mark = "right", "✓ "
	}
	n := explain.Narrator{L: p.Lang, Alg: p.Alg, Weight: p.Weight}
	return app.P().ID("quiz-verdict").Class(class).Attr("role", "status").Text(mark + n.Verdict(*g, *e, p.Snap.Moment))
}

// question offers the boards to choose from, or says why there are none.
func (p *quizPanel) question() app.UI {
	l, c := p.Lang, p.Snap.Quiz
	switch {
	case p.Running:
		return app.P().ID("quiz-ask").Class("desc").Text(l.T("qRunning"))
	case c == nil:
		return app.P().ID("quiz-ask").Class("desc")
	case len(c.Boards) == 0:
		return app.P().ID("quiz-ask").Class("desc").Text(l.T("qEnded"))
	case len(c.Boards) == 1:
		return app.P().ID("quiz-ask").Class("desc").Text(fmt.Sprintf(l.T("qOnly"), explain.BoardText(c.Next.Board)))
	}
	from := "qFromOpen"
	switch {
	case explain.Narrator{Alg: p.Alg}.DepthFirst():
		from = "qFromStack"
	case p.Alg.Unit == solver.Layer:
		from = "qFromQueue"
	}
	items := make([]app.UI, len(c.Boards))
	for i, nd := range c.Boards {
		items[i] = app.Li().Body(app.Button().Class("quiz-choice").DataSet("board", explain.BoardText(nd.Board)).Disabled(p.Quiz.Held(p.Snap.At)).
			OnClick(func(ctx app.Context, e app.Event) { p.Page.Act(ctx, quizGuess(nd)) }, nd).
			Body(ui.SpanText("sr-only", l.T("qChoose")), ui.SmallBoard(nd.Board, p.Goal, l.T("board"), l), // named by what it shows
				ui.SpanText("ghf", explain.ChoiceText(p.Alg, nd))))
	}
	return app.Div().Body(
		app.P().ID("quiz-ask").Body(app.Strong().Text(l.T("qAsk")), app.Text(l.Sep()+l.T(from))),
		app.Ol().ID("quiz-choices").Class("quiz-choices").Body(items...),
	)
}
