package main

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// solvabilityPanel says whether the goal can be reached, why (the parity argument,
// with the numbers), and the optimal number of moves when it is known.
type solvabilityPanel struct {
	app.Compo

	Lang    lang
	Check   solver.Solvability
	Optimal int  // -1: unknown (boards above 9 cells)
	Open    bool // the parity's explanation unfolded: before a run, and always for an unsolvable board
}

func (v *solvabilityPanel) Render() app.UI {
	l, s := v.Lang, v.Check
	head := l.t("solvable")
	class := "verdict ok"
	if !s.Solvable {
		head, class = l.t("unsolvable"), "verdict bad"
	}
	var why string
	if s.EvenWidth {
		a, b := s.StartInversions+s.StartBlankRow, s.GoalInversions+s.GoalBlankRow
		why = fmt.Sprintf(l.t("parityEven"), s.StartInversions, s.StartBlankRow, a, l.parityWord(a), s.GoalInversions, s.GoalBlankRow, b, l.parityWord(b))
	} else {
		why = fmt.Sprintf(l.t("parityOdd"), fmt.Sprintf(l.tn("nInversions", s.StartInversions), s.StartInversions), l.parityWord(s.StartInversions),
			fmt.Sprintf(l.tn("nInversions", s.GoalInversions), s.GoalInversions), l.parityWord(s.GoalInversions))
	}
	conclusion := l.t("same")
	if !s.Solvable {
		conclusion = l.t("different")
	}
	var optimal app.UI = app.Text("")
	if s.Solvable && v.Optimal >= 0 {
		optimal = app.P().ID("optimal").Class("optimal").Text(fmt.Sprintf(l.tn("optimalN", v.Optimal), v.Optimal))
	}
	return app.Section().ID("verdict").Class("panel "+class).Body(
		app.H2().ID("verdict-head").Body(app.Span().Class("mark").Aria("hidden", "true").Text(map[bool]string{true: "✓ ", false: "✗ "}[s.Solvable]), app.Text(head)),
		optimal,
		app.Details().Class("why").Open(v.Open).Body(
			app.Summary().Text(l.t("whyParity")),
			app.P().ID("parity").Class("parity").Text(why+l.sep()+conclusion)),
	)
}
