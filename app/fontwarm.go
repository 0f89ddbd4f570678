package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// fontWarmer is hidden text in each font the search panels use and the
// page at rest does not: the monospace g, h, f lines (under the board, in
// the story, in the open list), the lit pseudocode line, the fates, the
// chart's axes and legend, with the symbols they show. Chromium loads a font (and, on Linux, asks the browser
// process how to render each size) the first time a layout needs it:
// 300 ms of the first search's first frame were that (FontCache::
// GetFontPlatformData in a trace), and a search in a Web Worker cannot
// help a frame the page itself lays out. Laid out at load, in the
// pre-rendered page too, these cost nothing later. The elements carry the
// real panels' classes so that the fonts follow app.css;
// TestBrowserSearchNeedsNoNewFont fails when a panel uses a font that this
// does not load.
func fontWarmer() app.UI {
	const sample = "Ag = 0 ← ━ ▶ ◀ · ✓ ×"
	return app.Div().Class("font-warm").Aria("hidden", "true").Body(
		app.Div().Class("board-note").Body(
			app.P().Class("ghf").Body(app.Span().Class("what").Text(sample), app.Text(sample))),
		app.Ol().Class("pseudocode").Body(
			app.Li().Class("code-line lit").Body(app.Code().Text(sample))),
		app.Div().Class("story-line").Body(app.Span().Class("ghf").Text(sample)),
		app.Div().Class("frontier").Body(
			app.Span().Class("ghf").Text(sample), app.Span().Class("fate").Text(sample)),
		app.Div().Class("chart").Body(
			app.Span().Class("y-axis").Text(sample),
			app.Span().Class("legend").Body(app.Span().Class("key open").Text(sample))),
	)
}
