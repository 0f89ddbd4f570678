package main

import (
	"fmt"
	"math"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/ui"
	"slidelab/solver"
)

// iterationsChart charts the passes of IDDFS and IDA*: one bar per pass,
// its height the boards it expanded on a log scale (each pass costs several
// times the one before), labelled with the pass's bound. A function, not a
// component: it has no state, and each component type adds to app.wasm.
func iterationsChart(l ui.Lang, alg solver.Algorithm, iters []solver.Iteration) app.UI {
	title := "iterTitle" // IDA*'s f bound, IDDFS's depth limit
	if !alg.UsesHeuristic {
		title = "iterTitleDepth"
	}
	const w, h, left, bottom, top = 600.0, 150.0, 8.0, 20.0, 16.0
	most := 1
	for _, it := range iters {
		most = max(most, it.Expanded)
	}
	decades := math.Max(1, math.Ceil(math.Log10(float64(most)+1)))
	slot := (w - 2*left) / float64(max(len(iters), 8))
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" role="img" aria-label="%s">`, w, h, ui.EscapeHTML(l.T("iterChart")))
	fmt.Fprintf(&sb, `<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="#8a8576"/>`, left, h-bottom, w-left, h-bottom)
	for i, it := range iters {
		bh := (h - bottom - top) * math.Log10(float64(it.Expanded)+1) / decades
		x := left + float64(i)*slot
		fill := "#9aa5b8"
		if i == len(iters)-1 {
			fill = "#d2891c" // the current pass
		}
		fmt.Fprintf(&sb, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>%s</title></rect>`,
			x+2, h-bottom-bh, slot-4, bh, fill, ui.EscapeHTML(fmt.Sprintf(l.Tn(title, it.Expanded), i+1, it.Bound, ui.Thousands(it.Expanded))))
		fmt.Fprintf(&sb, `<text x="%.1f" y="%g" font-size="11" text-anchor="middle" fill="#5b6473">%d</text>`, x+slot/2, h-5, it.Bound)
		fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f" font-size="10" text-anchor="middle" fill="#1d3557">%s</text>`, x+slot/2, h-bottom-bh-3, short(it.Expanded))
	}
	sb.WriteString(`</svg>`)
	last := iters[len(iters)-1]
	return app.Div().ID("iterations").Class("chart iterations").Body(
		app.H3().Text(l.T("iterChart")),
		app.Raw(sb.String()),
		app.P().ID("iter-last").Class("desc").Text(fmt.Sprintf(l.Tn(title, last.Expanded), len(iters), last.Bound, ui.Thousands(last.Expanded))),
	)
}

// short writes a count in at most four characters: 950, 12k, 3.4M.
func short(n int) string {
	switch {
	case n < 1000:
		return fmt.Sprint(n)
	case n < 10_000:
		return fmt.Sprintf("%.1fk", float64(n)/1e3)
	case n < 1_000_000:
		return fmt.Sprintf("%dk", n/1000)
	case n < 10_000_000:
		return fmt.Sprintf("%.1fM", float64(n)/1e6)
	}
	return fmt.Sprintf("%dM", n/1_000_000)
}
