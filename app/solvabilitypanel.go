package main

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/ui"
	"slidelab/solver"
)

// solvabilityPanel says whether the goal can be reached, why (the parity argument,
// with the numbers), and the optimal number of moves when it is known.
type solvabilityPanel struct {
	app.Compo

	Lang    ui.Lang
	Check   solver.Solvability
	Optimal int  // -1: unknown (boards above 9 cells)
	Open    bool // the parity's explanation unfolded: before a run, and always for an unsolvable board
}

func (v *solvabilityPanel) Render() app.UI {
	l, s := v.Lang, v.Check
	head := l.T("solvable")
	class := "verdict ok"
	if !s.Solvable {
		head, class = l.T("unsolvable"), "verdict bad"
	}
	var why string
	if s.EvenWidth {
		a, b := s.StartInversions+s.StartBlankRow, s.GoalInversions+s.GoalBlankRow
		why = fmt.Sprintf(l.T("parityEven"), s.StartInversions, s.StartBlankRow, a, l.ParityWord(a), s.GoalInversions, s.GoalBlankRow, b, l.ParityWord(b))
	} else {
		why = fmt.Sprintf(l.T("parityOdd"), fmt.Sprintf(l.Tn("nInversions", s.StartInversions), s.StartInversions), l.ParityWord(s.StartInversions),
			fmt.Sprintf(l.Tn("nInversions", s.GoalInversions), s.GoalInversions), l.ParityWord(s.GoalInversions))
	}
	conclusion := l.T("same")
	if !s.Solvable {
		conclusion = l.T("different")
	}
	var optimal app.UI = app.Text("")
	if s.Solvable && v.Optimal >= 0 {
		optimal = app.P().ID("optimal").Class("optimal").Text(fmt.Sprintf(l.Tn("optimalN", v.Optimal), v.Optimal))
	}
	return app.Section().ID("verdict").Class("panel "+class).Body(
		app.H2().ID("verdict-head").Body(app.Span().Class("mark").Aria("hidden", "true").Text(map[bool]string{true: "✓ ", false: "✗ "}[s.Solvable]), app.Text(head)),
		optimal,
		app.Details().Class("why").Open(v.Open).Body(
			app.Summary().Text(l.T("whyParity")),
			app.P().ID("parity").Class("parity").Text(why+l.Sep()+conclusion)),
	)
}
