package race

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// Lane is one lane of a race: its name, the board it expands at the
// race's tick (its final board once it has ended, the solution's board
// while the solutions play), its counters, its chart on the race's common
// scale, what it is doing, and at its end its answer.
type Lane struct {
	app.Compo

	Lang    ui.Lang
	Index   int
	Set     state.Settings // the lane's own settings
	Snap    search.Snapshot
	Board   solver.Board // the board shown
	Rank    int          // its place among the lanes that found a path; 0 while it runs, or without one
	Optimal int          // a shortest path's length, -1 while unknown
	Clock   search.Clock
	Chart   string // its chart, as SVG
}

func (p *Lane) Render() app.UI {
	l, snap, alg := p.Lang, p.Snap, p.Set.Algorithm()
	id := "lane-" + strconv.Itoa(p.Index)
	st := snap.Stats
	name := state.LaneName(l, p.Set)
	var rank app.UI = app.Text("")
	if snap.Outcome != solver.Running {
		rank = rankBadge(l, p.Rank).ID(id + "-rank")
	}
	return app.Section().ID(id).Class("panel lane").DataSet("outcome", snap.Outcome.String()).
		Aria("label", fmt.Sprintf(l.T("laneLabel"), p.Index+1, name)).Body(
		app.H3().Class("lane-name").Body(app.Span().Class("lane-no").Text(strconv.Itoa(p.Index+1)), app.Span().ID(id+"-name").Class("lane-title").Text(name), rank),
		ui.Div("lane-body",
			&ui.BoardView{ID: id + "-board", Board: p.Board, Goal: p.Set.Goal, Small: true, Label: name, Lang: l, Selected: -1,
				Marks: snap.HasCurrent && snap.Outcome != solver.Solved},
			ui.Div("lane-side",
				app.Dl().Class("numbers lane-numbers").Body(
					ui.Stat(l.T("open"), "lane"+strconv.Itoa(p.Index)+"-open", ui.Thousands(st.Open)),
					ui.Stat(l.T("closed"), "lane"+strconv.Itoa(p.Index)+"-closed", explain.ClosedCount(l, st)),
					ui.Stat(l.T("expanded"), "lane"+strconv.Itoa(p.Index)+"-expanded", ui.Thousands(st.Expanded))),
				p.state(id, alg),
				p.answer(id, alg),
			),
		),
		app.Div().ID(id+"-chart").Class("lane-chart").Body(app.Raw(p.Chart)),
	)
}

// state says what the lane does at the tick: the board it expands with
// its g, h and f, or how it ended and when.
func (p *Lane) state(id string, alg solver.Algorithm) app.UI {
	l, snap := p.Lang, p.Snap
	class, text := "lane-state", ""
	switch snap.Outcome {
	case solver.Solved:
		class += " ok"
		text = fmt.Sprintf(l.T("laneFound"), ui.Thousands(snap.At))
		if p.Clock == search.ByTime {
			text += l.Sep() + fmt.Sprintf(l.T("laneTick"), ui.Thousands(snap.Finish))
		}
	case solver.LimitReached:
		class += " bad"
		// The advice is the single search's; a lane says how far it got.
		text = fmt.Sprintf(l.T("laneLimit"), ui.Thousands(snap.Stats.Expanded))
		if far := explain.Far(l, p.Set, alg, snap); far != "" {
			return app.P().ID(id+"-state").Class(class).Body(app.Text(text+" "), app.Span().Class("far").Text(far))
		}
	case solver.NotFound:
		class += " bad"
		text = l.T("notFound")
	case solver.Running:
		if !snap.HasCurrent {
			text = l.T("momentZero")
			break
		}
		// A line may wrap between the terms, never inside one.
		line := []app.UI{app.Text(l.T("expanding") + l.Colon())}
		for _, term := range explain.GHFTerms(alg, snap.Current) {
			line = append(line, ui.SpanText("term", term), app.Text(" "))
		}
		return app.P().ID(id + "-state").Class(class).Body(line...)
	}
	return app.P().ID(id + "-state").Class(class).Text(text)
}

// answer is the lane's answer once it has ended: the path's length,
// whether it is a shortest one, the expansions and the time.
func (p *Lane) answer(id string, alg solver.Algorithm) app.UI {
	l, snap := p.Lang, p.Snap
	if snap.Outcome == solver.Running {
		return app.Text("")
	}
	class := "lane-answer"
	var terms []string // a line may wrap between terms, never inside one
	if snap.Outcome == solver.Solved {
		n := len(snap.Path)
		terms = append(terms, fmt.Sprintf(l.Tn("laneMoves", n), ui.Thousands(n)))
		switch {
		case p.Optimal >= 0 && n == p.Optimal:
			terms = append(terms, "✓ "+l.T("isOptimal"))
		case p.Optimal >= 0:
			terms = append(terms, "✗ "+fmt.Sprintf(l.T("overOptimal"), ui.Thousands(n-p.Optimal)))
			class += " long"
		default: // no shortest known: no lane proved one
			terms = append(terms, l.T("notProved"))
		}
	}
	terms = append(terms, fmt.Sprintf(l.T("ms"), float64(snap.Elapsed.Microseconds())/1000))
	line := make([]app.UI, 0, 2*len(terms))
	for i, term := range terms {
		if i > 0 {
			line = append(line, app.Text(" · "))
		}
		line = append(line, ui.SpanText("term", term))
	}
	return app.P().ID(id + "-answer").Class(class).Body(line...)
}
