package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/compare"
	"slidelab/app/picture"
	"slidelab/app/state"

	"slidelab/app/explain"
	"slidelab/app/lesson"
	"slidelab/app/pick"
	"slidelab/app/pics"
	"slidelab/app/play"
	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/app/workshop"
	"slidelab/solver"
)

// lab is the page. It holds the settings and the models (each with its
// own state and cancellation), routes every action to the model it
// concerns (act), applies what the model's transition returns, and renders
// the panels that show them. Every panel of the search shows one moment:
// run.snap.
type lab struct {
	app.Compo

	set      state.Settings
	mounted  bool            // the wasm runs: the page is interactive
	offline  bool            // the service worker is registered (goOffline)
	tab      state.Tab       // the tab shown
	sub      state.Subview   // what the lesson's second column shows
	opening  bool            // sub was chosen during a search: its open list or table waits for the next report
	edits    int             // changes of the problem made: a build started before one does not start the run
	unlisten func()          // removes the keyboard shortcuts
	post     func(ui.Action) // routes an action from another goroutine (a server's reply), on the page's own context

	edit      editModel
	banner    bannerModel
	share     shareModel
	run       runModel
	replay    replayModel
	cmp       compare.Model
	work      workshop.Model
	side      *search.Port // the side worker (the comparison's, the workshop check's, play mode's proofs), nil until the first
	jobs      sideJobs     // its schedule
	tables    tablesModel
	quiz      explain.QuizModel
	xp        pick.Model
	lessons   lesson.Desk
	rehearsal rehearsal

	optimal distanceMemo  // the start's exact distance
	hand    play.Model    // play mode's score
	pic     picture.Model // the reader's own picture
}

func (c *lab) OnInit() {
	c.set = state.DefaultSettings()
	c.tab = state.TabLesson
	c.sub = state.SubExplain
	c.edit = newEditModel(c.set)
}

func (c *lab) OnMount(ctx app.Context) {
	browser := app.Window().Get("navigator").Get("language")
	lang := ""
	if browser.Truthy() {
		lang = browser.String()
	}
	c.share.page = *ctx.Page().URL()
	c.set, c.banner.refused = state.ParseSettings(c.share.page.Query(), lang)
	c.edit.sync(c.set)
	c.lessons.Restore()
	c.pic.Restore(c.share.page)
	if c.set.Pic == pics.Own && c.pic.Own == "" {
		c.banner.say(c.set.Lang.T("picOwnMissing"))
	}
	c.mounted = true
	ctx.Page().SetLang(string(c.set.Lang))
	c.share.updateURL(ctx, c.set)
	unkey := app.Window().AddEventListener("keydown", onShortcut)
	unclick := app.Window().AddEventListener("click", lesson.OnClickAway)
	c.unlisten = func() { unkey(); unclick() }
	// Not the context of whichever panel's event started a job: Dispatch
	// renders its component, and the page's state is the page's.
	c.post = func(a ui.Action) { ctx.Dispatch(func(ctx app.Context) { c.Act(ctx, a) }) }
	c.run.port = search.TakePort(ctx.ResolveStaticResource(search.WorkerJS), func(rep search.Reply) { c.post(searchReply(rep)) })
	c.run.port.Post(search.Request{Op: search.OpSample})
	if c.set.Expand > 0 { // "you are the search" starts at moment 0
		c.dispatch(ctx, evMove, search.Stay)
	}
	c.handProve(ctx)
	if c.set.Play {
		focusBoard(ctx)
	}
}

func (c *lab) OnDismount() {
	c.run.drop()
	c.replay.halt()
	c.cmp.Halt()
	c.work.Halt()
	if c.unlisten != nil {
		c.unlisten()
	}
}

func (c *lab) Render() app.UI {
	s := &scene{set: c.set, alg: c.set.Algorithm(), run: c.run, edit: c.edit, replay: c.replay, quiz: c.quiz, xp: c.xp,
		tab: c.tab, sub: c.sub, opening: c.opening, tour: c.lessons.Tour(), page: c}
	if c.lessons.Followed.Following() {
		s.fragment = "#" + c.lessons.Followed.Fragment()
	}
	s.pic = c.pic.URL(c.set)
	l, alg, snap := c.set.Lang, s.alg, c.run.snap
	check := solver.CheckSolvable(c.set.Start, c.set.Goal)
	optimal, deepest := c.optimal.of(c.set.Start, c.set.Goal), maxDepth(c.set.Goal)
	ready := ""
	if c.mounted {
		ready = "1"
	}
	class := "lab"
	if c.set.Embed {
		class += " embed"
	}
	if c.set.Racing() {
		class += " racing"
	}
	if c.set.Projector {
		class += " projector"
	}
	picClass, pic := picture.Class(c.set, s.pic)
	class += picClass
	board := app.Div().ID("main-board-wrap").Class("board-wrap").TabIndex(0).
		Aria("label", l.T("board")).OnKeyDown(onBoardKey(c, func() bool { return c.run.state == stateReady })).Body(s.mainBoard())
	var replay app.UI = app.Text("")
	if c.replay.mounted {
		p := &replayPanel{Lang: l, At: c.replay.at, Playing: c.replay.playing, Pace: c.replay.pace, Autoplay: c.set.Autoplay, Page: c}
		if snap.Outcome == solver.Solved {
			p.Path = snap.Path
		}
		replay = p
	}
	preparing := c.tables.runWaits() // a Run or Step waits for the tables
	controls := &controlsPanel{Lang: l, Set: c.set, State: c.run.state, AtStart: snap.At == 0, Preparing: preparing, Page: c}
	stats := &statsPanel{Lang: l, Algo: alg, Snap: snap, State: c.run.state, Preparing: preparing, HideDepth: c.set.Expand >= 2}
	var solvability app.UI = &solvabilityPanel{Lang: l, Check: check, Optimal: optimal, Open: !check.Solvable || c.run.state == stateReady}
	if snap.Outcome == solver.Solved { // the result says as much
		solvability = app.Text("")
	}
	var hand app.UI = app.Text("")
	if !c.set.Racing() && (c.set.Play || c.run.state == stateReady) { // its button gives way to a search's panels (the one-screen lesson)
		hand = &play.Panel{Lang: l, On: c.set.Play, Hand: c.hand, Board: c.set.Start, Goal: c.set.Goal, Page: c}
	}
	stage := ui.Div("stage", board, s.boardNote(alg), hand, replay, solvability)
	var laneVerdict app.UI = app.Text("") // a race on a board that cannot reach its goal says so before Run, where the lanes are
	if !check.Solvable {
		laneVerdict = solvability
	}
	rs, raceBadge, raceBar := s.race(preparing)
	var main []app.UI
	switch {
	case c.set.Racing() && c.set.Embed: // the lanes | controls, the race's clock
		main = []app.UI{ui.Div("stage", rs.Lanes(optimal), laneVerdict), ui.Div("side", controls, tablesView(l, c.tables), rs.Status(raceBadge, raceBar), rs.Foot())}
	case c.set.Embed: // board and player | controls, result, the quiz (a lesson's stop), numbers, chart
		var quiz app.UI = app.Text("")
		switch {
		case c.set.Expand > 0:
			quiz = s.expandPanel()
		case c.quiz.On:
			quiz = &quizPanel{Lang: l, Quiz: c.quiz, Alg: alg, Weight: c.set.Weight, Goal: c.set.Goal, Snap: snap, Running: c.run.state == stateSearching, Page: c}
		}
		main = []app.UI{stage,
			ui.Div("side", controls, tablesView(l, c.tables), s.resultView(alg, optimal), quiz,
				&explainPanel{Lang: l, Alg: alg, Weight: c.set.Weight, Goal: c.set.Goal, Snap: snap, Far: explain.Far(l, c.set, alg, snap), Running: c.run.state == stateSearching, Compact: true, Hidden: c.set.Expand >= 2},
				stats, s.chartSection(alg))}
	case c.set.Racing(): // controls and the race's clock | the lanes
		main = append([]app.UI{ui.Div("stage race-stage", controls, tablesView(l, c.tables), rs.Status(raceBadge, raceBar)),
			s.tabPanel(state.TabLesson, "race-tab", rs.Lanes(optimal), laneVerdict, rs.Foot())}, c.tabs(s, check, deepest)...)
	default:
		// The panels take the page as an actor, never funcs (doc.go): a
		// hidden tab's panels then render only when what they show
		// changes. For the same reason a hidden tab's panels are not
		// disabled for a search (locked): they would render at every Run
		// and every result, unseen.
		main = append([]app.UI{stage,
			s.tabPanel(state.TabLesson, "lesson",
				ui.Div("col", controls, stats, tablesView(l, c.tables), s.resultView(alg, optimal),
					&codePanel{Lang: l, Alg: alg, NoReopen: c.set.NoReopen, Snap: snap}),
				ui.Div("col", s.watchColumn(alg)))}, c.tabs(s, check, deepest)...)
	}
	root := app.Div().ID("lab").Class(class)
	if pic != "" {
		root = root.Style("--pic", pic)
	}
	return root.DataSet("ready", ready).DataSet("memory", c.run.memory).Body(
		app.A().ID("skip").Class("skip").Href("#controls").Text(l.T("skip")).OnClick(s.onSkip),
		s.header(),
		app.Elem("noscript").Body(ui.PText("nojs", l.T("noscript"))),
		bannerView(l, c.banner, c.set.Query(), c),
		c.lessons.View(c.set.Lang, c.lessonHere, c),
		app.Main().Class("grid").Body(main...),
		fontWarmer(l),
		c.rehearsal.view(c.run.created),
	)
}

// tabs are the panels of the setup, compare and share tabs.
func (c *lab) tabs(s *scene, check solver.Solvability, deepest int) []app.UI {
	l, e := c.set.Lang, c.edit
	return []app.UI{
		s.tabPanel(state.TabSetup, "setup-tab",
			&setupPanel{Lang: l, Start: c.set.Start, Goal: c.set.Goal, StartText: e.startText, StartErr: state.InputErrorText(l, e.startErr),
				GoalText: e.goalText, GoalErr: state.InputErrorText(l, e.goalErr), GoalCustom: e.goalCustom, Disabled: s.locked(state.TabSetup),
				Swapping: e.swapping, GoalSel: e.goalSel, Mode: e.scrMode, Amount: e.scrAmount, AmountErr: e.scrErr, MaxDepth: deepest,
				Page: c},
			&optionsPanel{Lang: l, Set: c.set, Errs: c.edit.optErrs, Disabled: s.locked(state.TabSetup), Page: c},
			c.pic.Panel(c.set, c), projectorPanel(l, c.set.Projector, c)),
		s.tabPanel(state.TabCompare, "compare-tab", &compare.Panel{Lang: l, Rows: c.cmp.Rows, Comparing: c.cmp.Comparing,
			Disabled: !check.Solvable, Big: c.set.Goal.Len() > 9, Wide: !c.set.Goal.Packed(), Picked: c.cmp.Picked, Page: c}),
		s.tabPanel(state.TabWorkshop, "workshop-tab", &workshop.Panel{Lang: l, Set: c.set, Err: c.edit.optErrs["hx"], Check: c.work.Shown(c.set),
			Disabled: s.locked(state.TabWorkshop), Page: c}),
		s.tabPanel(state.TabShare, "share-tab",
			&sharePanel{Lang: l, Link: c.share.link(c.set, false), Embed: c.share.embedCode(c.set), EmbedLang: c.share.embedLang,
				Copied: c.share.copied, Page: c},
			app.Footer().Text(l.T("footer"))),
	}
}

// switchLang shows the page in the other language; a built-in lesson
// followed goes on in it, at the same stop, its answer kept.
func (c *lab) switchLang(ctx app.Context) {
	next := ui.English
	if c.set.Lang == ui.English {
		next = ui.Chinese
	}
	c.set.Lang, c.set.LangSet = next, true
	ctx.Page().SetLang(string(c.set.Lang))
	c.share.updateURL(ctx, c.set)
	c.lessons.Relang(ctx, c.set.Lang, c.set)
}

// routes registers the pages, on both sides: the native side pre-renders
// them into index.html.
func routes() {
	app.Route("/", &lab{})
}

// distanceMemo is the last exact distance asked for (solver.Distance
// solves without the exact table, which is not free): the page renders far
// more often than the board asked about changes.
type distanceMemo struct {
	start, goal solver.Board
	d           int
}

// of is start's exact distance to goal; -1: unreachable, or above 9 cells.
func (m *distanceMemo) of(start, goal solver.Board) int {
	if m.start != start || m.goal != goal {
		d, err := solver.Distance(start, goal)
		if err != nil {
			d = -1
		}
		*m = distanceMemo{start: start, goal: goal, d: d}
	}
	return m.d
}
