package main

import (
	"fmt"
	"math"
	"strings"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// compareRow is one algorithm's run on the compared board.
type compareRow struct {
	Algo     solver.Algorithm
	H        *solver.HeuristicInfo // comparing heuristics: the one used
	Outcome  solver.Outcome
	Expanded int
	MaxOpen  int
	Length   int
	Elapsed  time.Duration
	Optimal  int // the exact distance, -1 when unknown
	Err      string
}

// compareEntry is one run of a comparison: its options but the heuristic,
// which the server that runs it builds (heuristic; the page's side of a
// comparison must not build pattern databases).
type compareEntry struct {
	row       compareRow // what identifies the run
	opts      solver.Options
	heuristic string
}

// compareEntries is what a comparison of set's board runs: every
// algorithm (what "algorithms") or A* with every heuristic that fits the
// goal ("heuristics"). The page and the server that runs it both call it.
func compareEntries(set settings, what string) ([]compareEntry, error) {
	opts, err := set.plainOptions()
	if err != nil {
		return nil, err
	}
	switch what {
	case "algorithms":
		return algorithmEntries(opts, set.Heuristic), nil
	case "heuristics":
		return heuristicEntries(set.Goal, opts), nil
	}
	return nil, fmt.Errorf("unknown comparison %q", what)
}

// algorithmEntries compares every algorithm, with heuristic h.
func algorithmEntries(opts solver.Options, h string) []compareEntry {
	var es []compareEntry
	for _, a := range solver.Algorithms {
		es = append(es, compareEntry{row: compareRow{Algo: a}, opts: opts, heuristic: h})
	}
	return es
}

// heuristicEntries compares A* with every heuristic that fits the goal.
func heuristicEntries(goal solver.Board, opts solver.Options) []compareEntry {
	astar, _ := solver.AlgorithmByName("astar")
	var es []compareEntry
	for i := range solver.Heuristics {
		h := &solver.Heuristics[i]
		if _, err := solver.CheckHeuristic(h.Name, goal); err != nil {
			continue
		}
		es = append(es, compareEntry{row: compareRow{Algo: astar, H: h}, opts: opts, heuristic: h.Name})
	}
	return es
}

// compared is how one run of a comparison went: the server's reply
// (opCompare), which the page reads into the entry's row.
type compared struct {
	Index    int  // the entry's
	Last     bool // the comparison's last run
	Outcome  solver.Outcome
	Expanded int
	MaxOpen  int
	Length   int
	Elapsed  time.Duration
	Err      string `json:",omitempty"`
}

// into fills in row with how its run went.
func (c compared) into(row *compareRow) {
	row.Outcome, row.Expanded, row.MaxOpen, row.Length, row.Elapsed, row.Err = c.Outcome, c.Expanded, c.MaxOpen, c.Length, c.Elapsed, c.Err
}

// runCompare runs each entry flat out on the same problem, one after the
// other in time slices, and reports each finished run, until stop is set.
func runCompare(p solver.Problem, entries []compareEntry, stop *atomic.Bool, report func(compared)) {
	for i, e := range entries {
		res := compared{Index: i, Last: i == len(entries)-1}
		o := e.opts
		o.MaxExpanded = compareBudget(e.row.Algo, o.MaxExpanded, p.Goal)
		err := o.SetHeuristic(e.heuristic, p.Goal)
		var s solver.Search
		if err == nil {
			s, err = e.row.Algo.New(p, o)
		}
		if err != nil {
			res.Err = err.Error()
		} else {
			for !stop.Load() {
				outcome, spent := flatOutSlice(s)
				res.Elapsed += spent
				if outcome != solver.Running {
					break
				}
				yieldToBrowser()
			}
			r := s.Result()
			res.Outcome, res.Expanded, res.MaxOpen, res.Length = r.Outcome, r.Stats.Expanded, r.Stats.MaxOpen, len(r.Path)
			freeMemory() // this search's boards, before the next one grows its own
		}
		if stop.Load() {
			return
		}
		report(res)
		yieldToBrowser()
	}
}

// comparePanel shows the compare button, the table and a bar chart of the
// boards each algorithm expanded.
type comparePanel struct {
	app.Compo

	Lang      lang
	Rows      []compareRow
	Comparing bool
	Disabled  bool
	Big       bool        // a board above 9 cells: the blind searches are capped
	Page      interface { // the page (an interface, not a func: see lab.Render)
		onCompare(ctx app.Context, what string) // "algorithms", "heuristics" or "stop"
	}
}

func (p *comparePanel) Render() app.UI {
	l := p.Lang
	button := func(id, what, label string) app.UI {
		if p.Comparing {
			what, label = "stop", l.t("stop")
		}
		return app.Button().ID(id).Class("primary").Disabled(p.Disabled && !p.Comparing).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { ctx.Emit(func() { p.Page.onCompare(ctx, what) }) }, what)
	}
	best := p.optimal()
	rows := make([]app.UI, len(p.Rows))
	for i, r := range p.Rows {
		length, verdict := "—", "—"
		switch {
		case r.Err != "":
			verdict = r.Err
		case r.Outcome == solver.Solved:
			length = fmt.Sprint(r.Length)
			if best >= 0 && r.Length == best {
				verdict = "✓ " + l.t("isOptimal")
			} else if best >= 0 {
				verdict = "✗ " + fmt.Sprintf(l.t("overOptimal"), r.Length-best)
			}
		default:
			verdict = l.t(outcomeKey(r.Outcome))
		}
		rows[i] = app.Tr().Body(
			app.Th().Scope("row").Text(r.label(l)),
			app.Td().Text(fmt.Sprint(r.Expanded)),
			app.Td().Text(fmt.Sprint(r.MaxOpen)),
			app.Td().Text(length),
			app.Td().Text(fmt.Sprintf(l.t("ms"), float64(r.Elapsed.Microseconds())/1000)),
			app.Td().Text(verdict),
		)
	}
	var table app.UI = app.Text("")
	if len(rows) > 0 {
		first := l.t("algorithm")
		if p.Rows[0].H != nil { // A* with each heuristic
			first = l.t("heuristic")
		}
		table = app.Div().Class("compare-body").Body(
			app.Table().ID("compare-table").Body(
				app.THead().Body(app.Tr().Body(
					app.Th().Text(first), app.Th().Text(l.t("expanded")), app.Th().Text(l.t("maxOpen")),
					app.Th().Text(l.t("length")), app.Th().Text(l.t("time")), app.Th().Text(l.t("optimalCol")),
				)),
				app.TBody().Body(rows...),
			),
			app.P().Class("desc").Text(l.t("barsLog")),
			app.Raw(p.bars()),
		)
	}
	return app.Section().ID("compare").Class("panel compare").Body(
		app.H2().Text(l.t("compareTitle")),
		app.P().Class("desc").Text(l.t("compareHelp")),
		app.If(p.Big, app.P().ID("compare-cap").Class("desc").Text(fmt.Sprintf(l.t("compareCap"), thousands(keptBudget)))),
		app.Div().Class("buttons").Body(
			button("compare-run", "algorithms", l.t("compare")),
			button("compare-heuristics", "heuristics", l.t("compareH")),
		),
		table,
	)
}

// optimal is the length of a shortest path, -1 while unknown: the exact
// distance when the page knows it, else the length an optimal algorithm
// found (every heuristic offered is admissible).
func (p *comparePanel) optimal() int {
	best := -1
	for _, r := range p.Rows {
		if r.Optimal >= 0 {
			return r.Optimal
		}
		if r.Algo.Optimal && r.Outcome == solver.Solved && (best < 0 || r.Length < best) {
			best = r.Length
		}
	}
	return best
}

// bars draws the expanded counts on a log scale, one bar per algorithm.
func (p *comparePanel) bars() string {
	const w, rowH, left = 600.0, 22.0, 210.0
	top := 1.0
	for _, r := range p.Rows {
		top = math.Max(top, float64(r.Expanded))
	}
	var sb strings.Builder
	h := rowH*float64(len(p.Rows)) + 4
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" class="bars" role="img" aria-label="%s">`, w, h, escapeHTML(p.Lang.t("expanded")))
	for i, r := range p.Rows {
		y := float64(i)*rowH + 2
		frac := math.Log10(float64(r.Expanded)+1) / math.Log10(top+1)
		fmt.Fprintf(&sb, `<text x="%g" y="%g" font-size="12" text-anchor="end" fill="#1b2432">%s</text>`, left-6, y+14, escapeHTML(r.label(p.Lang)))
		fmt.Fprintf(&sb, `<rect x="%g" y="%g" width="%.1f" height="%g" fill="%s"/>`, left, y+2, (w-left-70)*frac, rowH-6, map[bool]string{true: "#1e6b45", false: "#d2891c"}[r.Algo.Optimal])
		fmt.Fprintf(&sb, `<text x="%.1f" y="%g" font-size="12" fill="#1b2432">%d</text>`, left+(w-left-70)*frac+4, y+14, r.Expanded)
	}
	sb.WriteString(`</svg>`)
	return sb.String()
}

// label names the run: the algorithm, or A* and the heuristic.
func (r compareRow) label(l lang) string {
	if r.H != nil {
		return l.pick(r.H.Label, r.H.LabelZH)
	}
	return l.pick(r.Algo.Label, r.Algo.LabelZH)
}

func outcomeKey(o solver.Outcome) string {
	switch o {
	case solver.NotFound:
		return "notFoundShort"
	case solver.LimitReached:
		return "limitShort"
	}
	return "stop"
}
