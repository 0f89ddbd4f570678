package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/compare"
	"slidelab/app/explain"
	"slidelab/app/picture"
	"slidelab/app/play"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/app/workshop"
	"slidelab/solver"
)

// The page's layout: which panels it shows, and where, for each way it is
// read (the page, a race, an embed, an embedded race).

// whole draws the whole page.
func (s *scene) whole() app.UI {
	s.alg, s.tour, s.picURL = s.set.Algorithm(), s.lessons.Tour(), s.pic.URL(s.set)
	if s.lessons.Followed.Following() {
		s.fragment = "#" + s.lessons.Followed.Fragment()
	}
	l, alg, snap := s.set.Lang, s.alg, s.run.snap
	check := solver.CheckSolvable(s.set.Start, s.set.Goal)
	optimal, deepest := s.optimal.d, maxDepth(s.set.Goal)
	ready := ""
	if s.mounted {
		ready = "1"
	}
	class := "lab"
	if s.set.Embed {
		class += " embed"
	}
	if s.set.Racing() {
		class += " racing"
	}
	if s.set.Projector {
		class += " projector"
	}
	if s.set.Expand > 0 { // you are the search: its choices take the room
		class += " picking"
	}
	picClass, pic := picture.Class(s.set, s.picURL)
	class += picClass
	board := app.Div().ID("main-board-wrap").Class("board-wrap").TabIndex(0).
		Aria("label", l.T("board")).OnKeyDown(onBoardKey(s.page, s.ready)).Body(s.mainBoard())
	var replay app.UI = app.Text("")
	if s.replay.mounted {
		p := &replayPanel{Lang: l, At: s.replay.at, Playing: s.replay.playing, Pace: s.replay.pace, Autoplay: s.set.Autoplay, Ends: s.replay.phaseEnds(&s.set, snap), Page: s.page}
		if snap.Outcome == solver.Solved {
			p.Path = snap.Path
		}
		replay = p
	}
	preparing := s.tables.runWaits() // a Run or Step waits for the tables
	controls := &controlsPanel{Lang: l, Set: s.set, State: s.run.state, AtStart: snap.At == 0, Preparing: preparing, Page: s.page}
	stats := &statsPanel{Lang: l, Algo: alg, Snap: snap, State: s.run.state, Preparing: preparing, HideDepth: s.set.Expand >= 2}
	var solvability app.UI = &solvabilityPanel{Lang: l, Check: check, Optimal: optimal, Open: !check.Solvable || s.run.state == stateReady}
	if snap.Outcome == solver.Solved { // the result says as much
		solvability = app.Text("")
	}
	var hand app.UI = app.Text("")
	if !s.set.Racing() && (s.set.Play || s.run.state == stateReady) { // its button gives way to a search's panels (the one-screen lesson)
		hand = &play.Panel{Lang: l, On: s.set.Play, Hand: s.hand, Board: s.set.Start, Goal: s.set.Goal, Page: s.page}
	}
	stage := ui.Div("stage", board, s.boardNote(alg), hand, replay, solvability)
	var laneVerdict app.UI = app.Text("") // a race on a board that cannot reach its goal says so before Run, where the lanes are
	if !check.Solvable {
		laneVerdict = solvability
	}
	rs, raceBadge, raceBar := s.race(preparing)
	var main []app.UI
	switch {
	case s.set.Racing() && s.set.Embed: // the lanes | controls, the race's clock
		main = []app.UI{ui.Div("stage", rs.Lanes(optimal), laneVerdict), ui.Div("side", controls, tablesView(l, s.tables), rs.Status(raceBadge, raceBar), rs.Foot())}
	case s.set.Embed: // board and player | controls, result, the quiz (a lesson's stop), numbers, chart
		var quiz app.UI = app.Text("")
		switch {
		case s.set.Expand > 0:
			quiz = s.expandPanel()
		case s.quiz.On:
			quiz = &quizPanel{Lang: l, Quiz: s.quiz, Alg: alg, Weight: s.set.Weight, Goal: s.set.Goal, Snap: snap, Running: s.run.state == stateSearching, Page: s.page}
		}
		main = []app.UI{stage,
			ui.Div("side", controls, tablesView(l, s.tables), s.resultView(alg, optimal), quiz,
				&explainPanel{Lang: l, Alg: alg, Weight: s.set.Weight, Goal: s.set.Goal, Snap: snap, Far: explain.Far(l, s.set, alg, snap), Running: s.run.state == stateSearching, Compact: true, Hidden: s.set.Expand >= 2},
				stats, s.chartSection(alg))}
	case s.set.Racing(): // controls and the race's clock | the lanes
		main = append([]app.UI{ui.Div("stage race-stage", controls, tablesView(l, s.tables), rs.Status(raceBadge, raceBar)),
			s.tabPanel(state.TabLesson, "race-tab", rs.Lanes(optimal), laneVerdict, rs.Foot())}, s.tabPanels(check, deepest)...)
	default:
		// The panels take the page as an actor, never funcs (doc.go): a
		// hidden tab's panels then render only when what they show
		// changes. For the same reason a hidden tab's panels are not
		// disabled for a search (locked): they would render at every Run
		// and every result, unseen.
		main = append([]app.UI{stage,
			s.tabPanel(state.TabLesson, "lesson",
				ui.Div("col", controls, stats, tablesView(l, s.tables), s.resultView(alg, optimal),
					&codePanel{Lang: l, Alg: alg, NoReopen: s.set.NoReopen, Snap: snap}),
				ui.Div("col", s.watchColumn(alg)))}, s.tabPanels(check, deepest)...)
	}
	root := app.Div().ID("lab").Class(class)
	if pic != "" {
		root = root.Style("--pic", pic)
	}
	if s.lessons.Followed.Following() { // the panel the stop's note is about, marked
		root = root.DataSet("look", s.lessons.Followed.Stop().Look)
	}
	if s.set.Present != "" { // the presenter's window, or the projector's (its controls hidden)
		root = root.DataSet("present", s.set.Present)
	}
	return root.DataSet("ready", ready).DataSet("memory", s.run.memory).Body(
		app.A().ID("skip").Class("skip").Href("#controls").Text(l.T("skip")).OnClick(s.onSkip),
		s.presentBar(),
		s.header(),
		app.Elem("noscript").Body(ui.PText("nojs", l.T("noscript"))),
		bannerView(l, s.banner, s.set.Query(), s.page),
		s.lessons.View(s.set.Lang, s.lessonHere, s.page),
		app.Main().Class("grid").Body(main...),
		fontWarmer(l),
		s.rehearsal.view(s.run.created),
	)
}

// tabPanels are the panels of the setup, compare and share tabs.
func (s *scene) tabPanels(check solver.Solvability, deepest int) []app.UI {
	l, e := s.set.Lang, s.edit
	return []app.UI{
		s.tabPanel(state.TabSetup, "setup-tab",
			&setupPanel{Lang: l, Start: s.set.Start, Goal: s.set.Goal, StartText: e.startText, StartErr: state.InputErrorText(l, e.startErr),
				GoalText: e.goalText, GoalErr: state.InputErrorText(l, e.goalErr), GoalCustom: e.goalCustom, Disabled: s.locked(state.TabSetup),
				Swapping: e.swapping, GoalSel: e.goalSel, Mode: e.scrMode, Amount: e.scrAmount, AmountErr: e.scrErr, MaxDepth: deepest,
				Page: s.page},
			&optionsPanel{Lang: l, Set: s.set, Errs: s.edit.optErrs, Disabled: s.locked(state.TabSetup), Page: s.page},
			s.pic.Panel(s.set, s.page), projectorPanel(l, s.set, s.page)),
		s.tabPanel(state.TabCompare, "compare-tab", &compare.Panel{Lang: l, Rows: s.cmp.Rows, Comparing: s.cmp.Comparing,
			Disabled: !check.Solvable, Big: s.set.Goal.Len() > 9, Wide: !s.set.Goal.Packed(), Picked: s.cmp.Picked, Page: s.page}),
		s.tabPanel(state.TabWorkshop, "workshop-tab", &workshop.Panel{Lang: l, Set: s.set, Err: s.edit.optErrs["hx"], Check: s.work.Shown(s.set),
			Disabled: s.locked(state.TabWorkshop), Page: s.page}),
		s.tabPanel(state.TabShare, "share-tab",
			&sharePanel{Lang: l, Link: s.share.link(s.set, false), Embed: s.share.embedCode(s.set), EmbedLang: s.share.embedLang,
				Copied: s.share.copied, Page: s.page},
			app.Footer().Text(l.T("footer"))),
	}
}
