package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// fontSample is a letter, a digit and every symbol the search panels show
// in English, "中文" of the language switch included (TestFontSample
// checks the messages and the pseudocode): a glyph missing from a font
// makes the browser load another one for it. fontSampleZH adds the Chinese
// page's punctuation.
const (
	fontSample   = "Ag = 0 | · × “ ” … — ← ↑ → ↓ ∈ − ∞ ≤ ━ ┊ ╍ ▶ ▹ ◀ ✓ 中文"
	fontSampleZH = "：，。（）；、"
)

// fontWarmer is hidden text in each font the search panels use, with the
// symbols they show: the page's text plain, bold and small, the monospace
// g, h, f lines (under the board, in the story, in the open list), the lit
// pseudocode line, the fates, the chart's axes and legend. Chromium loads a
// font (and, on Linux, asks the browser process how to render each size)
// the first time a layout needs it, and another for a symbol the font
// lacks: 300 ms of the first search's first frame were that (FontCache::
// GetFontPlatformData in a trace), and a search in a Web Worker cannot help
// a frame the page itself lays out. Laid out at load, in the pre-rendered
// page too, these cost nothing later. The elements carry the real panels'
// classes so that the fonts follow app.css; TestBrowserSearchNeedsNoNewFont
// fails when a panel draws a font, or a symbol in a font, that the page at
// rest has not.
func fontWarmer(l lang) app.UI {
	sample := fontSample
	if l == chinese {
		sample += fontSampleZH
	}
	return app.Div().Class("font-warm").Aria("hidden", "true").Body(
		app.Span().Text(sample), app.B().Text(sample), // the page's text and buttons, plain and bold
		app.Dl().Class("numbers").Body(app.Dt().Text(sample)), // its small print: keys, notes, legends
		app.P().Class("desc").Text(sample), app.P().Class("legend").Text(sample), app.P().Class("lists").Text(sample),
		app.Div().Class("board-note").Body(
			app.P().Class("ghf").Body(app.Span().Class("what").Text(sample), app.Text(sample))),
		app.Ol().Class("pseudocode").Body(
			app.Li().Class("code-line lit").Body(app.Code().Text(sample))),
		app.Div().Class("story-line expand").Body(app.Span().Class("story-text").Text(sample), app.Span().Class("ghf").Text(sample)),
		app.Div().Class("frontier").Body(
			app.Span().Class("ghf").Text(sample), app.Span().Class("fate").Text(sample)),
		app.Div().Class("chart").Body(
			app.Span().Class("y-axis").Text(sample),
			app.Span().Class("legend").Body(app.Span().Class("key open").Text(sample))),
	)
}
