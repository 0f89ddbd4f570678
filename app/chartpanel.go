package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/solver"
)

// chartPanel draws open and closed sizes over the expansions as an inline SVG.
// Everything in it is numbers or the page's own labels, escaped.
type chartPanel struct {
	app.Compo

	Lang  ui.Lang
	Data  search.Series
	Total int // the moment shown: the chart is the search up to it
}

func (c *chartPanel) Render() app.UI {
	l := c.Lang
	if len(c.Data.Points) == 0 || c.Total == 0 {
		return app.Div().ID("chart").Class("chart empty")
	}
	top := c.Data.Points.Top()
	// The axes' numbers are the page's text (its size, never clipped), the
	// SVG only lines; the table below is the chart for screen readers.
	svg := plotSVG(c.Data.Points, c.Data.Marks, c.Total, top)
	legend := []app.UI{
		ui.SpanText("key open", "━ "+l.T("open")),
		ui.SpanText("key closed", "╍ "+l.T("closed")),
	}
	if len(c.Data.Marks) > 0 {
		legend = append(legend, ui.SpanText("key mark", "┊ "+l.T("iterations")))
	}
	return app.Div().ID("chart").Class("chart").Body(
		ui.Div("plot",
			app.Div().Class("y-axis").Aria("hidden", "true").Body(app.Span().ID("chart-top").Text(ui.Thousands(top)), app.Span().Text("0")),
			app.Raw(svg)),
		ui.Div("chart-foot", // the legend, then the x axis's label, side by side where they fit
			app.Div().Class("legend").Aria("hidden", "true").Body(legend...),
			app.Div().Class("x-axis").Aria("hidden", "true").Text(fmt.Sprintf(l.Tn("chartX", c.Total), ui.Thousands(c.Total)))),
		c.table(),
	)
}

// plotSVG draws open and closed of pts, with the iterations' marks, on axes
// from 0 to span expansions and 0 to top boards.
func plotSVG(pts search.PointList, marks []int, span, top int) string {
	const w, h, left, bottom = 600.0, 200.0, 2.0, 2.0
	x := func(i int) float64 { return left + (w-left-8)*float64(i)/float64(max(1, span)) }
	y := func(v int) float64 { return (h - bottom) - (h-bottom-8)*float64(v)/float64(max(1, top)) }
	line := func(get func(search.ChartPoint) int) string {
		buf := make([]byte, 0, 12*len(pts))
		for _, p := range pts {
			buf = append(appendTenths(buf, x(p.X)), ',')
			buf = append(appendTenths(buf, y(get(p))), ' ')
		}
		return string(buf)
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" aria-hidden="true" preserveAspectRatio="none">`, w, h)
	fmt.Fprintf(&sb, `<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="#8a8576"/>`, left, h-bottom, w-8, h-bottom)
	fmt.Fprintf(&sb, `<line x1="%g" y1="8" x2="%g" y2="%g" stroke="#8a8576"/>`, left, left, h-bottom)
	for _, m := range marks {
		fmt.Fprintf(&sb, `<line x1="%.1f" y1="8" x2="%.1f" y2="%g" stroke="#9aa5b8" stroke-dasharray="3 3"/>`, x(m), x(m), h-bottom)
	}
	fmt.Fprintf(&sb, `<polyline fill="none" stroke="#1d3557" stroke-width="2.5" stroke-dasharray="7 4" points="%s"/>`, line(func(p search.ChartPoint) int { return p.Closed }))
	fmt.Fprintf(&sb, `<polyline fill="none" stroke="#b36d0b" stroke-width="2.5" points="%s"/>`, line(func(p search.ChartPoint) int { return p.Open }))
	sb.WriteString(`</svg>`)
	return sb.String()
}

// appendTenths appends v ≥ 0 with one decimal: a chart's 480 coordinates
// written by fmt took twice the time of the rest of its rendering.
func appendTenths(buf []byte, v float64) []byte {
	n := int(math.Round(v * 10))
	return append(strconv.AppendInt(buf, int64(n/10), 10), '.', byte('0'+n%10))
}

// table is the chart as numbers for screen readers: open and closed at a
// few moments evenly spread up to the one shown. It is one piece of HTML:
// forty elements mounted one by one were most of the chart's first mount.
func (c *chartPanel) table() app.UI {
	l, pts := c.Lang, c.Data.Points
	const rows = 8
	var sb strings.Builder
	cells := func(tag string, texts ...string) {
		sb.WriteString("<tr>")
		for _, t := range texts {
			sb.WriteString("<" + tag + ">" + ui.EscapeHTML(t) + "</" + tag + ">")
		}
		sb.WriteString("</tr>")
	}
	sb.WriteString(`<div class="sr-only"><table id="chart-table"><caption>` + ui.EscapeHTML(l.T("chartTitle")) + `</caption><thead>`)
	cells("th", l.T("expanded"), l.T("open"), l.T("closed"))
	sb.WriteString("</thead><tbody>")
	for j := range min(rows, len(pts)) {
		p := pts[j*(len(pts)-1)/max(1, min(rows, len(pts))-1)]
		cells("td", ui.Thousands(p.X), ui.Thousands(p.Open), ui.Thousands(p.Closed))
	}
	sb.WriteString("</tbody></table></div>")
	return app.Raw(sb.String())
}

// iterationsChart charts the passes of IDDFS and IDA*: one bar per pass,
// its height the boards it expanded on a log scale (each pass costs several
// times the one before), labelled with the pass's bound. A function, not a
// component: it has no state, and each component type adds to app.wasm.
func iterationsChart(l ui.Lang, alg solver.Algorithm, iters []solver.Iteration) app.UI {
	title, name := "iterTitle", "iterChart" // IDA*'s f bound, IDDFS's depth limit
	if !alg.UsesHeuristic {
		title, name = "iterTitleDepth", "iterChartDepth"
	}
	// Drawn about as wide as it shows (a column of 400–600 px), so that its
	// labels read at 14–16 px.
	const w, h, left, bottom, top = 420.0, 160.0, 6.0, 24.0, 20.0
	most := 1
	for _, it := range iters {
		most = max(most, it.Expanded)
	}
	decades := math.Max(1, math.Ceil(math.Log10(float64(most)+1)))
	slot := (w - 2*left) / float64(max(len(iters), 8))
	// A count ("3.4k", 14 units, bold) takes about 36 units: where the bars
	// are narrower, every few bars are labelled, always the last pass.
	every := int(math.Ceil(36 / slot))
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" role="img" aria-label="%s">`, w, h, ui.EscapeHTML(l.T(name)))
	fmt.Fprintf(&sb, `<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="#8a8576"/>`, left, h-bottom, w-left, h-bottom)
	for i, it := range iters {
		bh := (h - bottom - top) * math.Log10(float64(it.Expanded)+1) / decades
		x := left + float64(i)*slot
		fill := "#9aa5b8"
		if i == len(iters)-1 {
			fill = "#b36d0b" // the current pass
		}
		fmt.Fprintf(&sb, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>%s</title></rect>`,
			x+2, h-bottom-bh, slot-4, bh, fill, ui.EscapeHTML(fmt.Sprintf(l.Tn(title, it.Expanded), i+1, it.Bound, ui.Thousands(it.Expanded))))
		fmt.Fprintf(&sb, `<text x="%.1f" y="%g" font-size="15" text-anchor="middle" fill="#4a5260">%d</text>`, x+slot/2, h-6, it.Bound)
		if (len(iters)-1-i)%every == 0 {
			fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f" font-size="14" font-weight="700" text-anchor="middle" fill="#1d3557">%s</text>`, x+slot/2, h-bottom-bh-4, short(it.Expanded))
		}
	}
	sb.WriteString(`</svg>`)
	last := iters[len(iters)-1]
	return app.Div().ID("iterations").Class("chart iterations").Body(
		app.H3().Text(l.T(name)),
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
