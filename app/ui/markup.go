package ui

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Builders for the elements every panel repeats. Each call of a go-app
// builder method is an interface call, and Go's wasm spends hundreds of
// bytes of code on one: a chain written once here, not at each use, keeps
// the page's wasm smaller.

// Option is a <select>'s choice.
func Option(value, text string, selected bool) app.UI {
	return app.Option().Value(value).Selected(selected).Text(text)
}

// LabelFor is the label of the control whose id is given.
func LabelFor(id, text string) app.UI {
	return app.Label().For(id).Text(text)
}

// Div is a <div> of the given class.
func Div(class string, body ...app.UI) app.UI {
	return app.Div().Class(class).Body(body...)
}

// SpanText is a <span> of the given class holding text.
func SpanText(class, text string) app.UI {
	return app.Span().Class(class).Text(text)
}

// PText is a paragraph of the given class holding text.
func PText(class, text string) app.UI {
	return app.P().Class(class).Text(text)
}

// EscapeHTML is html.EscapeString, for the markup the page writes itself
// (SVG, small boards). The html package would link its table of 2,231
// named entities into the wasm through its init, 20 KB of gzip, for a
// function that never reads it (TestEscapeHTML keeps the two the same).
func EscapeHTML(s string) string { return htmlEscaper.Replace(s) }

var htmlEscaper = strings.NewReplacer(`&`, "&amp;", `'`, "&#39;", `<`, "&lt;", `>`, "&gt;", `"`, "&#34;")

// An action is what a panel, a key or a reply asks of the page: the page
// routes each one (lab.act) to the model it concerns and applies what the
// model's transition returns. Panels hold the page as an actor, never
// funcs: go-app renders a component again when any of its fields differs,
// and two closures never compare equal (see doc.go).
type Action any

// Actor is the page, as the panels see it.
type Actor interface{ Act(app.Context, Action) }

// CopyAsk is a Copy button's: the page copies text to the clipboard and
// says so where the button is (which).
type CopyAsk struct{ Which, Text string }

// Stat is a counter with its label.
func Stat(label, id, text string) app.UI {
	return app.Div().Body(app.Dt().Text(label), app.Dd().ID("stat-"+id).Text(text))
}
