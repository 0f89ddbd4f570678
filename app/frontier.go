package main

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// frontierView shows the next boards of the open list (best first), or the
// stack of a depth-first search from the top, as small boards with g, h, f.
type frontierView struct {
	app.Compo

	Lang  lang
	Title string
	Nodes []solver.Node
	Goal  solver.Board
	Blind bool // no heuristic: only g means something
}

func (f *frontierView) Render() app.UI {
	items := make([]app.UI, len(f.Nodes))
	for i, n := range f.Nodes {
		items[i] = app.Li().Body(
			smallBoard(n.Board, f.Goal, f.Title, f.Lang),
			app.Span().Class("ghf").Text(ghfText(n, f.Blind)),
		)
	}
	var empty app.UI = app.Text("")
	if len(f.Nodes) == 0 {
		empty = app.P().Class("desc").Text(f.Lang.t("frontierEmpty"))
	}
	return app.Section().ID("frontier").Class("panel frontier").Body(
		app.H2().Text(f.Title),
		empty,
		app.Ol().Class("nodes").Body(items...),
	)
}

// ghfText writes a small board's numbers: only g for a blind search.
func ghfText(n solver.Node, blind bool) string {
	if blind {
		return fmt.Sprintf("g=%d", n.G)
	}
	return fmt.Sprintf("f=%s g=%d h=%d", trimFloat(n.F), n.G, n.H)
}
