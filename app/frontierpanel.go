package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/ui"
	"slidelab/solver"
)

// frontierPanel shows the next boards of the open list (best first), or the
// stack of a depth-first search from the top, as small boards with g, h, f.
type frontierPanel struct {
	app.Compo

	Lang  ui.Lang
	Title string
	Nodes []solver.Node
	Goal  solver.Board
	Blind bool // no heuristic: only g means something
	// Later: the boards come at the next render. Opening the chart's tab
	// during a search draws the chart first: its boards were half of the
	// boxes laid out in the frame that opened it.
	Later bool
	// Hidden: the class is the search (mode=expand), and the list's order
	// would give the answer away.
	Hidden bool
}

// Render writes the list as one piece of HTML: it changes at every report
// of a search, and replacing one piece costs the browser and go-app a
// fraction of replacing each board.
func (f *frontierPanel) Render() app.UI {
	if f.Later {
		return app.Section().ID("frontier").Class("panel frontier").Body(app.H2().Text(f.Title))
	}
	if f.Hidden {
		return app.Section().ID("frontier").Class("panel frontier").Body(app.H2().Text(f.Title), ui.PText("desc", f.Lang.T("xHidden")))
	}
	var empty app.UI = app.Text("")
	if len(f.Nodes) == 0 {
		empty = ui.PText("desc", f.Lang.T("frontierEmpty"))
	}
	var sb strings.Builder
	sb.WriteString(`<ol class="nodes">`)
	for _, n := range f.Nodes {
		sb.WriteString(`<li>`)
		ui.WriteSmallBoard(&sb, n.Board, f.Goal, f.Title, f.Lang)
		sb.WriteString(`<span class="ghf">`)
		sb.WriteString(ui.EscapeHTML(explain.GHFText(n, f.Blind)))
		sb.WriteString(`</span></li>`)
	}
	sb.WriteString(`</ol>`)
	return app.Section().ID("frontier").Class("panel frontier").TabIndex(0).Aria("label", f.Title).Body( // it scrolls: reachable by keyboard
		app.H2().Text(f.Title),
		empty,
		app.Raw(sb.String()),
	)
}
