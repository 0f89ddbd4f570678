package compare

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/solver"
)

// Panel shows the compare button, the table and a bar chart of the
// boards each algorithm expanded.
type Panel struct {
	app.Compo

	Lang      ui.Lang
	Rows      []Row
	Comparing bool
	Disabled  bool
	Big       bool   // a board above 9 cells: the blind searches are capped
	Wide      bool   // above 16 cells: every search but the reduction solver has a small cap
	Picked    []bool // the rows chosen for a race
	Page      ui.Actor
}

func (p *Panel) Render() app.UI {
	l := p.Lang
	button := func(id, what, label string) app.UI {
		if p.Comparing {
			what, label = "stop", l.T("stop")
		}
		return app.Button().ID(id).Class("primary").Disabled(p.Disabled && !p.Comparing).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { ctx.Emit(func() { p.Page.Act(ctx, Ask(what)) }) }, what)
	}
	best := p.optimal()
	rows := make([]app.UI, len(p.Rows))
	for i, r := range p.Rows {
		length, verdict := "—", "—"
		switch {
		case r.Err != "":
			verdict = r.Err
		case r.Outcome == solver.Solved:
			length = ui.Thousands(r.Length)
			switch {
			case best >= 0 && r.Length == best:
				verdict = "✓ " + l.T("isOptimal")
			case best >= 0:
				verdict = "✗ " + fmt.Sprintf(l.T("overOptimal"), ui.Thousands(r.Length-best))
			case !r.Proves: // no shortest known, and this search proves nothing
				verdict = l.T("notProved")
			}
		default:
			verdict = l.T(explain.OutcomeKey(r.Outcome))
		}
		picked := i < len(p.Picked) && p.Picked[i]
		rows[i] = app.Tr().Body(
			app.Th().Scope("row").Text(r.label(l)),
			app.Td().Text(ui.Thousands(r.Expanded)),
			app.Td().Text(ui.Thousands(r.MaxOpen)),
			app.Td().Text(length),
			app.Td().Text(fmt.Sprintf(l.T("ms"), float64(r.Elapsed.Microseconds())/1000)),
			app.Td().Text(verdict),
			app.Td().Class("pick").Body(app.Input().Type("checkbox").ID("pick-"+strconv.Itoa(i)).Checked(picked).
				Aria("label", fmt.Sprintf(l.T("racePick"), r.label(l))).
				OnChange(func(ctx app.Context, e app.Event) { ctx.Emit(func() { p.Page.Act(ctx, PickRow(i)) }) }, i)),
		)
	}
	var table app.UI = app.Text("")
	if len(rows) > 0 {
		first := l.T("algorithm")
		if p.Rows[0].H != "" { // A* with each heuristic
			first = l.T("heuristic")
		}
		table = ui.Div("compare-body",
			app.Table().ID("compare-table").Body(
				app.THead().Body(app.Tr().Body(
					app.Th().Text(first), app.Th().Text(l.T("expanded")), app.Th().Text(l.T("maxOpen")),
					app.Th().Text(l.T("length")), app.Th().Text(l.T("time")), app.Th().Text(l.T("optimalCol")), app.Th().Text(l.T("raceCol")),
				)),
				app.TBody().Body(rows...),
			),
			p.raceButton(),
			ui.PText("desc", l.T("barsLog")),
			app.Raw(p.bars()),
		)
	}
	return app.Section().ID("compare").Class("panel compare").Body(
		app.H2().Text(l.T("compareTitle")),
		ui.PText("desc", l.T("compareHelp")),
		app.If(p.Big && !p.Wide, app.P().ID("compare-cap").Class("desc").Text(fmt.Sprintf(l.T("compareCap"), ui.Thousands(search.KeptBudget)))),
		app.If(p.Wide, app.P().ID("compare-cap").Class("desc").Text(fmt.Sprintf(l.T("compareCapWide"), ui.Thousands(solver.WideBudget)))),
		app.If(p.Disabled, app.P().ID("compare-why").Class("desc stuck").Text(l.T("compareUnsolvable"))),
		ui.Div("buttons",
			button("compare-run", "algorithms", l.T("compare")),
			button("compare-heuristics", "heuristics", l.T("compareH")),
		),
		table,
	)
}

// raceButton races the rows picked: two to four.
func (p *Panel) raceButton() app.UI {
	l, n := p.Lang, 0
	for _, picked := range p.Picked {
		if picked {
			n++
		}
	}
	hint := l.T("raceHint")
	if n > search.MaxLanes {
		hint = l.T("raceTooMany")
	}
	return ui.Div("buttons race-these",
		app.Button().ID("race-these").Class("primary").Disabled(n < search.MinLanes || n > search.MaxLanes || p.Comparing).Text(l.T("raceThese")).
			OnClick(func(ctx app.Context, e app.Event) { ctx.Emit(func() { p.Page.Act(ctx, RaceThese{}) }) }),
		app.Span().ID("race-hint").Class("desc").Text(hint))
}

// optimal is the length of a shortest path, -1 while unknown: the exact
// distance when the page knows it, else the length an optimal algorithm
// found with a heuristic that proves it (search.Spec.ProvesOptimal).
func (p *Panel) optimal() int {
	exact := -1
	var found []int
	for _, r := range p.Rows {
		exact = max(exact, r.Optimal)
		if r.Proves && r.Outcome == solver.Solved {
			found = append(found, r.Length)
		}
	}
	return explain.Shortest(exact, found)
}

// bars draws the expanded counts on a log scale, one bar per algorithm,
// blue where it found a shortest path (as the table's last column says).
func (p *Panel) bars() string {
	best := p.optimal()
	const w, rowH, left = 600.0, 22.0, 210.0
	top := 1.0
	for _, r := range p.Rows {
		top = math.Max(top, float64(r.Expanded))
	}
	var sb strings.Builder
	h := rowH*float64(len(p.Rows)) + 4
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" class="bars" role="img" aria-label="%s">`, w, h, ui.EscapeHTML(p.Lang.T("expanded")))
	for i, r := range p.Rows {
		y := float64(i)*rowH + 2
		frac := math.Log10(float64(r.Expanded)+1) / math.Log10(top+1)
		fmt.Fprintf(&sb, `<text x="%g" y="%g" font-size="12" text-anchor="end" fill="#1b2432">%s</text>`, left-6, y+14, ui.EscapeHTML(r.label(p.Lang)))
		fmt.Fprintf(&sb, `<rect x="%g" y="%g" width="%.1f" height="%g" fill="%s"/>`, left, y+2, (w-left-70)*frac, rowH-6, map[bool]string{true: "#1e6b45", false: "#d2891c"}[r.Outcome == solver.Solved && r.Length == best])
		fmt.Fprintf(&sb, `<text x="%.1f" y="%g" font-size="12" fill="#1b2432">%s</text>`, left+(w-left-70)*frac+4, y+14, ui.Thousands(r.Expanded))
	}
	sb.WriteString(`</svg>`)
	return sb.String()
}
