package lesson

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// The author panel's fields of a stop: its note's handler, its question.

// typed is the handler of a field of stop i whose text the op takes.
func (p *AuthorPanel) typed(op string, i int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p.Page.Act(ctx, AuthorAct{Op: op, I: i, Text: ctx.JSSrc().Get("value").String()})
	}
}

// askButton adds a question to stop i, or takes its question away at a
// second click (a question written is not lost to one).
func (p *AuthorPanel) askButton(i int) app.UI {
	l, a := p.Lang, p.Draft.Stops[i].Ask
	text := l.T("authorAskAdd")
	switch {
	case a != nil && p.removing == i+1:
		text = l.T("authorAskSure")
	case a != nil:
		text = l.T("authorAskRemove")
	}
	return app.Button().ID(fmt.Sprintf("author-ask-%d", i+1)).Text(text).OnClick(func(ctx app.Context, e app.Event) {
		if a := p.Draft.Stops[i].Ask; a != nil && p.removing != i+1 && (a.Q != "" || a.Why != "" || strings.Join(a.Choices, "") != "") {
			p.removing = i + 1
			return
		}
		p.removing = 0
		p.Page.Act(ctx, AuthorAct{Op: "ask", I: i})
	}, i)
}

// question is stop i's multiple-choice question, written: the question,
// the choices (one a line), the right one and why; an empty block when
// the stop has none (the same elements in the same places).
func (p *AuthorPanel) question(i int) app.UI {
	a := p.Draft.Stops[i].Ask
	if a == nil {
		return app.Div().Class("author-question")
	}
	l := p.Lang
	id := func(what string) string { return fmt.Sprintf("author-ask-%s-%d", what, i+1) }
	answers := make([]app.UI, len(a.Choices))
	for k := range a.Choices {
		answers[k] = app.Option().Value(k).Selected(k == a.Answer).Text(choiceLetter(k) + ". " + solver.Clip(a.Choices[k]))
	}
	return app.Div().Class("author-question").Body(
		app.Label().For(id("q")).Text(l.T("authorAskQ")),
		app.Input().Type("text").ID(id("q")).OnInput(p.typed("askQ", i), i),
		app.Label().For(id("choices")).Text(l.T("authorAskChoices")),
		app.Textarea().ID(id("choices")).Rows(3).OnInput(p.typed("askChoices", i), i),
		app.Label().For(id("answer")).Text(l.T("authorAskAnswer")),
		app.Select().ID(id("answer")).OnChange(p.typed("askAnswer", i), i).Body(answers...),
		app.Label().For(id("why")).Text(l.T("authorAskWhy")),
		app.Input().Type("text").ID(id("why")).OnInput(p.typed("askWhy", i), i),
	)
}
