package main

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// heuristicsView puts every heuristic's estimate for the board at hand
// beside its true distance (exact up to 3×3), so that admissibility (never
// above the truth) and dominance (one never below another) show on one
// board. Pattern databases count once built (always quick on 3×3).
func (c *lab) heuristicsView() app.UI {
	l, g := c.set.Lang, c.set.Goal
	if c.opening { // the rest with the next report (onSub)
		return app.Section().ID("heur-panel").Class("panel heur-panel").Body(app.H2().Text(l.t("heurTitle")))
	}
	b := c.boardShown() // the board the class sees
	truth := -1         // the table, built when the view is first shown: it reads a board at each report
	if d, err := solver.ExactDistances(g); err == nil {
		truth = d.Of(b)
	}
	var rows []app.UI
	for _, info := range solver.Heuristics {
		if _, err := solver.CheckHeuristic(info.Name, g); err != nil || info.Exact {
			continue
		}
		var h solver.Heuristic
		if info.Tables {
			if g.Len() <= 9 || pageTables(g) {
				h, _ = solver.NewHeuristic(info.Name, g)
			}
		} else {
			h, _ = solver.NewHeuristic(info.Name, g)
		}
		value, bar, verdict := "—", 0, l.t("heurNotBuilt")
		if h != nil {
			v := h.Of(b)
			value, bar, verdict = strconv.Itoa(v), v, ""
			if truth >= 0 {
				verdict = l.t("heurBelow")
				if v == truth {
					verdict = l.t("heurExact")
				}
			}
		}
		rows = append(rows, app.Tr().DataSet("h", info.Name).Body(
			app.Th().Scope("row").Text(l.heurName(info.Name)),
			app.Td().Class("num").Text(value),
			app.Td().Body(app.Meter().Min(0).Max(max(truth, 1, bar)).Value(strconv.Itoa(bar)).Aria("hidden", "true")),
			app.Td().Class("desc").Text(verdict)))
	}
	truthText := l.t("heurTruthUnknown")
	if truth >= 0 {
		truthText = strconv.Itoa(truth)
	}
	return app.Section().ID("heur-panel").Class("panel heur-panel").Body(
		app.H2().Text(l.t("heurTitle")),
		smallBoard(b, g, l.t("board"), l),
		app.Table().ID("heur-table").Body(
			app.Caption().Text(l.t("heurCaption")),
			app.THead().Body(app.Tr().Body(app.Th().Scope("col").Text(l.t("heuristic")), app.Th().Scope("col").Text("h"),
				app.Th().Scope("col").Aria("label", l.t("heurBar")), app.Th().Scope("col").Text(""))),
			app.TBody().Body(rows...),
			app.TFoot().Body(app.Tr().ID("heur-truth").Body(app.Th().Scope("row").Text(l.t("heurTruth")), app.Td().Class("num").Text(truthText), app.Td(), app.Td()))),
		pText("desc", l.t("heurWhy")),
	)
}
