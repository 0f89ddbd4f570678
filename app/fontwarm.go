package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/ui"
)

// fontSample is a letter, a digit and every symbol the search panels show
// in English, "中文" of the language switch included (TestFontSample
// checks every string of the tables and the pseudocode): a glyph missing from a font
// makes the browser load another one for it. fontSampleZH adds the Chinese
// page's punctuation.
const (
	fontSample   = "Ag = 0 | · × “ ” … – — ← ↑ → ↓ ∈ − ∞ ≤ ≥ ⇒ ━ ┊ ╍ ▶ ▹ ◀ ❚ ✓ ✗ ⚠ ⁰¹²³⁴⁵⁶⁷⁸⁹ 中文"
	fontSampleZH = "：，。（）；、？"
)

// fontWarmer is hidden text in each font the search panels use, with the
// symbols they show: the page's text plain, bold and small, the monospace
// g, h, f lines (under the board, in the story, in the open list), the
// main board's numbers, the lit pseudocode line, the fates, the chart's
// axes and legend. Chromium loads a
// font (and, on Linux, asks the browser process how to render each size)
// the first time a layout needs it, and another for a symbol the font
// lacks: 300 ms of the first search's first frame were that (FontCache::
// GetFontPlatformData in a trace), and a search in a Web Worker cannot help
// a frame the page itself lays out. Laid out at load, in the pre-rendered
// page too, these cost nothing later. The elements carry the real panels'
// classes so that the fonts follow app.css; TestBrowserSearchNeedsNoNewFont
// fails when a panel draws a font, or a symbol in a font, that the page at
// rest has not.
func fontWarmer(l ui.Lang) app.UI {
	sample := fontSample
	if l == ui.Chinese {
		sample += fontSampleZH
	}
	return app.Raw(strings.ReplaceAll(fontWarmerHTML, "$", sample))
}

// fontWarmerHTML is the warmer's markup, "$" standing for the sample: raw
// HTML rather than forty builder calls, which would take 17 KB of wasm code
// for elements the page never updates.
const fontWarmerHTML = `<div class="font-warm" aria-hidden="true">` +
	`<span>$</span><b>$</b>` + // the page's text and buttons, plain and bold
	`<b class="tile">$</b>` + // the main board's numbers at full size (a 15-puzzle's are smaller at rest, its parity explained)
	`<dl class="numbers"><dt>$</dt></dl>` + // its small print: keys, notes, legends
	`<p class="desc">$</p><p class="legend">$</p><p class="lists">$</p>` +
	`<div class="board-note"><p class="ghf"><span class="what">$</span>$</p></div>` +
	`<ol class="pseudocode"><li class="code-line lit"><code>$</code></li></ol>` +
	`<div class="story-line expand"><span class="story-text">$</span><span class="ghf">$</span></div>` +
	`<div class="frontier"><span class="ghf">$</span><span class="fate">$</span></div>` +
	`<div class="chart"><span class="y-axis">$</span><span class="legend"><span class="key open">$</span></span></div>` +
	`</div>`
