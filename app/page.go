package main

import (
	"runtime"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/solver"
)

// lab is the page: it wires the models (settings, the editor, sharing, the
// search and its controller, the player, the comparison, the table build),
// each with its own state and cancellation, to the panels that show them.
// Every panel of the search shows one moment: run.snap.
type lab struct {
	app.Compo

	set       settings
	problems  []problem // refused URL values
	mounted   bool      // the wasm runs: the page is interactive
	offline   bool      // the service worker is registered (goOffline)
	view      view      // the tab shown
	sub       subview   // what the lesson's second column shows
	opening   bool      // sub was chosen during a search: its open list or table waits for the next report
	dismissed bool      // the address's problems were dismissed
	edits     int       // changes made: a build started before one does not start the run
	memory    uint64    // bytes the Go program holds, noted after builds and runs
	unlisten  func()    // removes the keyboard shortcuts

	edit  editor
	share shareState
	run   searchRun
	play  playJob
	cmp   compareJob
	tab   tablesJob
	quiz  quizJob

	rehearsal app.UI // the search panel mounted, hidden, on a sample moment (rehearse)

	optimal distanceMemo // the start's exact distance
}

func (c *lab) OnInit() {
	c.set = defaultSettings()
	c.view = viewLesson
	c.sub = subExplain
	c.edit = newEditor(c.set)
}

func (c *lab) OnMount(ctx app.Context) {
	browser := app.Window().Get("navigator").Get("language")
	lang := ""
	if browser.Truthy() {
		lang = browser.String()
	}
	c.share.page = *ctx.Page().URL()
	c.set, c.problems = parseSettings(c.share.page.Query(), lang)
	c.edit.sync(c.set)
	c.mounted = true
	ctx.Page().SetLang(string(c.set.Lang))
	c.share.updateURL(ctx, c.set)
	c.unlisten = app.Window().AddEventListener("keydown", c.onShortcut)
	c.run.port = search.TakePort(ctx.ResolveStaticResource(search.WorkerJS), func(rep search.Reply) {
		ctx.Dispatch(func(ctx app.Context) { c.receive(ctx, rep) })
	})
	c.cmp.receive = func(rep search.Reply) { ctx.Dispatch(func(app.Context) { c.onCompared(rep) }) }
	c.run.port.Post(search.Request{Op: search.OpSample})
}

func (c *lab) OnDismount() {
	c.run.drop()
	c.play.halt()
	c.cmp.halt()
	if c.unlisten != nil {
		c.unlisten()
	}
}

func (c *lab) Render() app.UI {
	l := c.set.Lang
	alg, _ := solver.AlgorithmByName(c.set.Algo)
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
	snap := c.run.snap
	board := app.Div().ID("main-board-wrap").Class("board-wrap").TabIndex(0).
		Aria("label", l.t("board")).OnKeyDown(c.onBoardKey).Body(c.mainBoard())
	var play app.UI = app.Text("")
	if c.play.mounted {
		p := &player{Lang: l, At: c.play.at, Playing: c.play.playing, Pace: c.play.pace, Autoplay: c.set.Autoplay, Page: c}
		if snap.Outcome == solver.Solved {
			p.Path = snap.Path
		}
		play = p
	}
	preparing := c.tab.build != nil && c.tab.pending != nil // a Run or Step waits for the tables
	controls := &controlsPanel{Lang: l, Set: c.set, State: c.run.state, AtStart: snap.At == 0, Preparing: preparing, Page: c}
	stats := &statsPanel{Lang: l, Algo: alg, Snap: snap, State: c.run.state, Preparing: preparing}
	verdictView := &verdict{Lang: l, Check: check, Optimal: optimal, Open: !check.Solvable || c.run.state == stateReady}
	var verdictShown app.UI = verdictView
	if snap.Outcome == solver.Solved { // the result says as much
		verdictShown = app.Text("")
	}
	stage := div("stage", board, c.boardNote(alg), play, verdictShown)
	var main []app.UI
	if c.set.Embed { // board and player | controls, result, numbers, chart
		main = []app.UI{stage,
			div("side", controls, c.tablesView(), c.resultView(alg, optimal),
				&explainPanel{Lang: l, Alg: alg, Weight: c.set.Weight, Goal: c.set.Goal, Snap: snap, Running: c.run.state == stateSearching, Compact: true},
				stats, c.chartPanel(alg))}
	} else {
		// The tabs' panels take the page itself (Page: c) where other
		// panels take funcs: go-app renders a component again when any of
		// its fields differs, and two closures never compare equal, so a
		// panel with funcs renders at every update of the page, shown or
		// not. During a search, the hidden tabs' panels took 15–35 % of
		// the rendering of each report. For the same reason a hidden tab's
		// panels are not disabled for a search (locked): they would render
		// at every Run and every result, unseen.
		e := c.edit
		main = []app.UI{stage,
			c.tabPanel(viewLesson, "lesson",
				div("col", controls, stats, c.tablesView(), c.resultView(alg, optimal),
					&codePanel{Lang: l, Alg: alg, Snap: snap}),
				div("col", c.watchColumn(alg))),
			c.tabPanel(viewSetup, "setup-tab",
				&setupPanel{Lang: l, Start: c.set.Start, Goal: c.set.Goal, StartText: e.startText, StartErr: l.errText(e.startErr),
					GoalText: e.goalText, GoalErr: l.errText(e.goalErr), GoalCustom: e.goalCustom, Disabled: c.locked(viewSetup),
					Swapping: e.swapping, GoalSel: e.goalSel, Mode: e.scrMode, Amount: e.scrAmount, AmountErr: e.scrErr, MaxDepth: deepest,
					Page: c},
				&optionsPanel{Lang: l, Set: c.set, Errs: c.edit.optErrs, Disabled: c.locked(viewSetup), Page: c}),
			c.tabPanel(viewCompare, "compare-tab", &comparePanel{Lang: l, Rows: c.cmp.rows, Comparing: c.cmp.comparing,
				Disabled: !check.Solvable, Big: c.set.Goal.Len() > 9, Page: c}),
			c.tabPanel(viewShare, "share-tab",
				&sharePanel{Lang: l, Link: c.share.link(c.set, false), Embed: c.share.embedCode(c.set), EmbedLang: c.share.embedLang,
					Copied: c.share.copied, Page: c},
				app.Footer().Text(l.t("footer"))),
		}
	}
	return app.Div().ID("lab").Class(class).DataSet("ready", ready).DataSet("memory", c.memory).Body(
		app.A().ID("skip").Class("skip").Href("#controls").Text(l.t("skip")).OnClick(c.onSkip),
		c.header(),
		app.Elem("noscript").Body(pText("nojs", l.t("noscript"))),
		c.problemsView(),
		app.Main().Class("grid").Body(main...),
		fontWarmer(l),
		c.rehearsalView(),
	)
}

func (c *lab) header() app.UI {
	l := c.set.Lang
	if c.set.Embed {
		q := c.set.query()
		q.Del("embed")
		return app.Header().Class("top compact").Body(
			app.Strong().Text(l.t("title")),
			app.A().ID("open-full").Href("?"+q.Encode()).Target("_blank").Rel("noopener").Text(l.t("openFull")+" ↗"),
		)
	}
	return app.Header().Class("top").Body(
		app.H1().Text(l.t("title")),
		pText("tagline", l.t("tagline")),
		c.tabs(),
		app.Button().ID("lang").Class("lang").Title(l.t("switchTitle")).Text(l.t("switchLang")).OnClick(c.onLang),
	)
}

// mainBoard is the start while editing, the board expanded at the cursor's
// moment during a search, and the path's current board at a solved end.
func (c *lab) mainBoard() app.UI {
	l, snap := c.set.Lang, c.run.snap
	var onTile func(app.Context, int)
	if !snap.HasCurrent && c.run.state == stateReady {
		onTile = c.onTile
	}
	return &boardView{ID: "main-board", Board: c.boardShown(), Goal: c.set.Goal, Label: l.t("board"), Lang: l, OnTile: onTile, Selected: c.edit.startSel,
		Marks: snap.HasCurrent && snap.Outcome != solver.Solved}
}

// boardShown is the main board's board: the start while editing, the board
// expanded at the cursor's moment during a search, the player's board once
// solved.
func (c *lab) boardShown() solver.Board {
	snap := c.run.snap
	switch {
	case snap.Outcome == solver.Solved:
		boards, _ := c.set.Start.Apply(snap.Path)
		return boards[min(c.play.at, len(boards)-1)]
	case snap.HasCurrent:
		return snap.Current.Board
	}
	return c.set.Start
}

// noteMemory records the memory the page's Go program and the search
// worker's hold (in the browser: their WebAssembly memories, which never
// shrink) for the page's data-memory attribute, which tests read.
func (c *lab) noteMemory() {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	c.memory = m.Sys + c.run.held
}
