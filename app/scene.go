package main

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/lesson"
	"slidelab/app/present"
	"slidelab/app/race"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/app/workshop"
	"slidelab/solver"
)

// scene is the page as its panels read it at one render: a copy of its
// models, and the page as an actor for what a person does. Its methods
// draw the page (layout.go) and the parts of it that are not components
// of their own.
type scene struct {
	models
	alg      solver.Algorithm
	tour     bool   // the tour is offered (a first visit, no lesson open)
	fragment string // the lesson followed, as the address's fragment ("#lesson=…"), or ""
	picURL   string // the picture on the tiles (its URL), or ""
	page     ui.Actor
	ready    func() bool // no search is under way, now: read at a key, not at the render (onBoardKey)
}

// onTabKey moves to the tab before or after with ← and →. The page moves
// from the tab it shows now: go-app keeps a tab's first handler (the same
// code at every render), whose scene is the first render's.
func (s *scene) onTabKey(ctx app.Context, e app.Event) {
	step := map[string]int{"ArrowLeft": -1, "ArrowRight": 1}[e.Get("key").String()]
	if step == 0 {
		return
	}
	e.PreventDefault()
	e.Call("stopPropagation") // not the timeline's ← and →
	s.page.Act(ctx, tabStep(step))
}

// onSkip is the skip link: it shows the lesson and moves the focus to its
// first control, so that the next Tab goes on from there (a link to an
// element that takes no focus only scrolls).
func (s *scene) onSkip(ctx app.Context, e app.Event) {
	e.PreventDefault()
	s.page.Act(ctx, tabSet(state.TabLesson))
	ctx.Defer(func(app.Context) {
		app.Window().GetElementByID("algo-select").Call("focus")
	})
}

// locked reports whether tab v's panels are disabled by a running search:
// only while v is shown, since nobody uses a hidden tab.
func (s *scene) locked(v state.Tab) bool { return s.tab == v && s.run.state == stateSearching }

// tabs are the page's tab buttons (WAI-ARIA tabs: the arrow keys move
// between them).
func (s *scene) tabs() app.UI {
	l := s.set.Lang
	buttons := make([]app.UI, len(state.Tabs))
	for i, v := range state.Tabs {
		buttons[i] = app.Button().ID("tab-"+string(v)).Attr("role", "tab").Aria("selected", s.tab == v).
			Aria("controls", "panel-"+string(v)).TabIndex(map[bool]int{true: 0, false: -1}[s.tab == v]).
			Text(l.T("tab-"+string(v))).OnClick(func(ctx app.Context, e app.Event) { s.page.Act(ctx, tabSet(v)) }, v).OnKeyDown(s.onTabKey)
	}
	return app.Nav().Class("tabs").Attr("role", "tablist").Aria("label", l.T("views")).Body(buttons...)
}

// tabPanel is the panel of tab v, hidden unless v is shown.
func (s *scene) tabPanel(v state.Tab, class string, body ...app.UI) app.UI {
	return app.Div().ID("panel-"+string(v)).Class("tabpanel "+class).Attr("role", "tabpanel").
		Aria("labelledby", "tab-"+string(v)).Hidden(s.tab != v).Body(body...)
}

// boardNote is under the main board: during a search the g, h and f of the
// board being expanded; before one, how to edit it; and what the blue
// tiles mean.
func (s *scene) boardNote(alg solver.Algorithm) app.UI {
	l, snap := s.set.Lang, s.run.snap
	var lines []app.UI
	switch {
	case snap.Outcome == solver.Solved:
	case snap.HasCurrent && s.set.Expand >= 2: // the class works g, h, f out: no answer under the board
		lines = append(lines, app.P().Class("ghf").ID("current-ghf").Body(ui.SpanText("what", l.T("expanding")+l.Colon()), app.Text(l.T("xHiddenGHF"))))
	case snap.HasCurrent:
		cur := snap.Current
		terms := explain.GHFTerms(explain.PhaseAlg(alg, snap.Moment), cur)
		line := make([]app.UI, 0, 2*len(terms)+1)
		line = append(line, ui.SpanText("what", l.T("expanding")+l.Colon()))
		for _, term := range terms { // a line may wrap between terms, never inside one
			line = append(line, ui.SpanText("term", term), app.Text(" "))
		}
		lines = append(lines, app.P().Class("ghf").ID("current-ghf").Body(line...))
		if h := s.set.Heuristic; alg.UsesHeuristic && h != "manhattan" && h != "zero" {
			lines = append(lines, app.P().Class("ghf-h").ID("current-manhattan").
				Text(fmt.Sprintf(l.T("manhattanToo"), state.HeurName(l, h), solver.Manhattan(s.set.Goal).Of(cur.Board))))
		}
	case s.run.state == stateReady && s.edit.stuck:
		lines = append(lines, app.P().ID("board-hint").Class("desc stuck").Attr("role", "status").Text(l.T("cannotMove")))
	case s.run.state == stateReady:
		lines = append(lines, app.P().ID("board-hint").Class("desc").Attr("role", "status").Text(l.T("boardHint")))
	}
	if f := snap.Fault; f != nil && alg.UsesHeuristic {
		lines = append(lines, app.P().ID("h-fault").Class("error").Attr("role", "alert").Text(workshop.FaultText(l, f)))
	}
	legend := "legendHome"
	if s.picURL != "" { // the picture, not blue, fills the tiles
		legend = "legendHomePic"
	}
	lines = append(lines, app.P().ID("board-legend").Class("legend").Body(
		app.Span().Class("swatch home").Aria("hidden", "true"), app.Text(l.T(legend))))
	return app.Div().ID("board-note").Class("board-note").Body(lines...)
}

func (s *scene) header() app.UI {
	l := s.set.Lang
	if s.set.Embed {
		q := s.set.Query()
		q.Del("embed")
		return app.Header().Class("top compact").Body(
			app.H1().Text(l.T("title")), // the page's heading, small
			app.A().ID("open-full").Href("?"+q.Encode()+s.fragment).Target("_blank").Rel("noopener").Text(l.T("openFull")+" ↗"),
		)
	}
	var tour app.UI = app.Text("")
	if s.tour {
		tour = lesson.TourOffer(l, s.page)
	}
	return app.Header().Class("top").Body(
		app.H1().Text(l.T("title")),
		ui.PText("tagline", l.T("tagline")),
		tour,
		lesson.Menu(l, s.page),
		s.tabs(),
		app.Button().ID("lang").Class("lang").Title(l.T("switchTitle")).Text(l.T("switchLang")).OnClick(func(ctx app.Context, e app.Event) { s.page.Act(ctx, langSwitch{}) }),
	)
}

// mainBoard is the start while editing, the board expanded at the cursor's
// moment during a search, and the path's current board at a solved end.
func (s *scene) mainBoard() app.UI {
	l, snap := s.set.Lang, s.run.snap
	edits := ui.EditNone
	if !snap.HasCurrent && s.run.state == stateReady {
		edits = ui.EditStart
	}
	return &ui.BoardView{ID: "main-board", Board: s.boardShown(), Goal: s.set.Goal, Label: l.T("board"), Lang: l, Edits: edits, Page: s.page, Selected: s.edit.startSel,
		Marks: snap.HasCurrent && snap.Outcome != solver.Solved}
}

// boardShown is the main board's board: the start while editing, the board
// expanded at the cursor's moment during a search, the player's board once
// solved.
func (s *scene) boardShown() solver.Board {
	snap := s.run.snap
	switch {
	case snap.Outcome == solver.Solved:
		boards, _ := s.set.Start.Apply(snap.Path)
		return boards[min(s.replay.at, len(boards)-1)]
	case snap.HasCurrent:
		return snap.Current.Board
	}
	return s.set.Start
}

// race is the race's scene at the cursor, with the run's state badge and
// the timeline's bar that its clock shows.
func (s *scene) race(preparing bool) (*race.Scene, app.UI, app.UI) {
	if !s.set.Racing() {
		return nil, nil, nil
	}
	rs := &race.Scene{Set: s.set, Snap: s.run.snap, Created: s.run.created, Page: s.page, Plot: plotSVG,
		Replay: race.Replay{Used: s.replay.used, Playing: s.replay.playing, At: s.replay.at}}
	return rs, stateBadge(s.set.Lang, s.run.state, preparing, solver.Running), s.timelineBar(solver.Algorithm{})
}

// presentBar is the presenter's window's bar (the projector's window
// follows, the clock, the next stop), or the projector's word that no
// presenter's window drives it; nothing outside a presentation.
func (s *scene) presentBar() app.UI {
	switch present.Role(s.set.Present) {
	case present.Presenter:
		next := present.Next{}
		if f := s.lessons.Followed; f.Following() {
			next = present.Next{N: f.At + 2, Of: len(f.Les.Stops)}
			if f.At+1 < len(f.Les.Stops) {
				next.Note = f.Les.Stops[f.At+1].Note
			}
		}
		return &present.Bar{Lang: s.set.Lang, Partner: s.pres.Partner(), Began: s.pres.Began, Next: next, Page: s.page}
	case present.Screen:
		if !s.pres.Partner() {
			return present.Notice(s.set.Lang, s.page)
		}
	}
	return app.Text("")
}
