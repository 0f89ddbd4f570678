package lesson

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/ui"
)

// Bar is the lesson the class follows, above the page: its title,
// the stop's number and note (large: the back of the room reads it), the
// stop's question, and the way between stops.
type Bar struct {
	app.Compo

	Lang    ui.Lang
	Title   string
	At, N   int    // the stop shown (from 0), of N
	Note    string // plain text, its line breaks kept
	Problem string // why the stop (or its question) cannot be shown, worded
	Shown   bool   // the stop is shown all the same, without its question
	Refused []int  // the stops that cannot be shown (from 1)
	Ask     *Ask
	Answer  int // the choice picked; -1: none yet
	Page    ui.Actor

	sized app.Func  // keeps --lesson-bar-h
	seen  app.Value // the ResizeObserver that calls sized
}

// OnMount keeps the bar's height in the root's --lesson-bar-h as the bar
// grows and shrinks with its note: the page scrolls what it brings into
// view, and what takes the focus, to below it (app.css).
func (b *Bar) OnMount(ctx app.Context) {
	root := app.Window().Get("document").Get("documentElement").Get("style")
	b.sized = app.FuncOf(func(_ app.Value, args []app.Value) any {
		if e := args[0]; e.Length() > 0 {
			h := e.Index(0).Get("target").Get("offsetHeight").Int()
			root.Call("setProperty", "--lesson-bar-h", fmt.Sprintf("%dpx", h))
		}
		return nil
	})
	if ro := app.Window().Get("ResizeObserver"); ro.Truthy() {
		b.seen = ro.New(b.sized)
		b.seen.Call("observe", b.JSValue())
	}
}

func (b *Bar) OnDismount() {
	if b.seen != nil {
		b.seen.Call("disconnect")
	}
	b.sized.Release()
	app.Window().Get("document").Get("documentElement").Get("style").Call("removeProperty", "--lesson-bar-h")
}

func (b *Bar) Render() app.UI {
	l := b.Lang
	head := []app.UI{
		app.Strong().ID("lesson-title").Class("lesson-title").Text(b.Title),
		app.Span().ID("lesson-stop").Class("lesson-stop").Text(fmt.Sprintf(l.T("lessonStopOf"), b.At+1, b.N)),
		ui.Div("lesson-tools",
			app.Button().ID("lesson-back").Disabled(b.Problem != "" && !b.Shown).Text(l.T("lessonBack")).
				OnClick(func(ctx app.Context, e app.Event) { b.Page.Act(ctx, LessonStep(0)) }),
			app.Button().ID("lesson-edit").Text(l.T("lessonEdit")).
				OnClick(func(ctx app.Context, e app.Event) { b.Page.Act(ctx, AuthorOpen{Edit: true}) }),
			app.Button().ID("lesson-close").Class("dismiss").Aria("label", l.T("lessonClose")).Title(l.T("lessonClose")).Text("✕").
				OnClick(func(ctx app.Context, e app.Event) { b.Page.Act(ctx, LessonClose{}) })),
	}
	body := []app.UI{ui.Div("lesson-head", head...)}
	if b.Note != "" {
		body = append(body, app.P().ID("lesson-note").Class("lesson-note").Text(b.Note))
	}
	if b.Problem != "" {
		body = append(body, app.P().ID("lesson-problem").Class("error").Text(b.Problem))
	}
	if len(b.Refused) > 0 && (b.Problem == "" || b.Shown) {
		body = append(body, app.P().ID("lesson-refused").Class("desc").Text(fmt.Sprintf(l.Tn("lessonRefused", len(b.Refused)), joinInts(b.Refused))))
	}
	if b.Ask != nil {
		body = append(body, b.question())
	}
	nav := ui.Div("buttons lesson-nav",
		app.Button().ID("lesson-prev").Aria("label", l.T("lessonPrev")).Title("PageUp").Disabled(b.At == 0).Text("◀ "+l.T("lessonPrev")).
			OnClick(func(ctx app.Context, e app.Event) { b.Page.Act(ctx, LessonStep(-1)) }),
		app.Button().ID("lesson-next").Class("primary").Aria("label", l.T("lessonNext")).Title("PageDown").Disabled(b.At == b.N-1).Text(l.T("lessonNext")+" ▶").
			OnClick(func(ctx app.Context, e app.Event) { b.Page.Act(ctx, LessonStep(1)) }),
	)
	return app.Section().ID("lesson-bar").Class("lesson-bar").Aria("label", l.T("lessonLabel")).Body(
		ui.Div("lesson-text", body...), nav)
}

// question is the stop's multiple-choice question: its choices, then,
// once one is picked, right or wrong and why.
func (b *Bar) question() app.UI {
	l, a := b.Lang, b.Ask
	choices := make([]app.UI, len(a.Choices))
	for i, c := range a.Choices {
		class := ""
		switch {
		case b.Answer >= 0 && i == a.Answer:
			class = "right"
		case i == b.Answer:
			class = "wrong"
		}
		choices[i] = app.Button().Class(class).DataSet("choice", i).Disabled(b.Answer >= 0).Text(choiceLetter(i)+". "+c).
			OnClick(func(ctx app.Context, e app.Event) { b.Page.Act(ctx, LessonPick(i)) }, i)
	}
	body := []app.UI{app.P().ID("lesson-ask").Class("lesson-ask-q").Text(a.Q), app.Div().Class("buttons lesson-choices").Attr("role", "group").Aria("labelledby", "lesson-ask").Body(choices...)}
	if b.Answer >= 0 {
		verdict := l.T("lessonRight")
		if b.Answer != a.Answer {
			verdict = fmt.Sprintf(l.T("lessonWrong"), choiceLetter(a.Answer))
		}
		body = append(body, app.P().ID("lesson-verdict").Class("lesson-verdict").Attr("role", "status").Text(strings.TrimSpace(verdict+" "+a.Why)))
	}
	return ui.Div("lesson-question", body...)
}

// choiceLetter names choice i: A, B, C…
func choiceLetter(i int) string { return string(rune('A' + i)) }

// joinInts writes ns separated by commas.
func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = fmt.Sprint(n)
	}
	return strings.Join(s, ", ")
}

// Bar is the bar of the lesson followed, at its stop, in l; page takes its
// buttons' actions.
func (m *Model) Bar(l ui.Lang, page ui.Actor) *Bar {
	st := m.Stop()
	bar := &Bar{Lang: l, Title: m.Les.Title, At: m.At, N: len(m.Les.Stops), Note: st.Note, Answer: m.Answer, Page: page}
	for i, err := range m.Problems {
		if !Shows(err) {
			bar.Refused = append(bar.Refused, i+1)
		}
	}
	switch err := m.Problems[m.At]; {
	case err == nil:
		bar.Ask = st.Ask
	case Shows(err): // the stop without its question
		bar.Problem, bar.Shown = ProblemText(l, m.At, err), true
	default:
		bar.Problem = ProblemText(l, m.At, err)
	}
	return bar
}
