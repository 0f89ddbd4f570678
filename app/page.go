package main

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/solver"
)

// lab is the page. It holds the settings and the models (each with its
// own state and cancellation), routes every action to the model it
// concerns (act), applies what the model's transition returns, and renders
// the panels that show them. Every panel of the search shows one moment:
// run.snap.
type lab struct {
	app.Compo

	set      settings
	mounted  bool         // the wasm runs: the page is interactive
	offline  bool         // the service worker is registered (goOffline)
	view     view         // the tab shown
	sub      subview      // what the lesson's second column shows
	opening  bool         // sub was chosen during a search: its open list or table waits for the next report
	edits    int          // changes of the problem made: a build started before one does not start the run
	memory   uint64       // bytes the Go program holds, noted after builds and runs
	unlisten func()       // removes the keyboard shortcuts
	post     func(action) // routes an action from another goroutine (a server's reply), on the page's own context

	edit      editModel
	banner    bannerModel
	share     shareModel
	run       runModel
	play      playModel
	cmp       compareModel
	tab       tablesModel
	quiz      quizModel
	rehearsal rehearsal

	optimal distanceMemo // the start's exact distance
}

func (c *lab) OnInit() {
	c.set = defaultSettings()
	c.view = viewLesson
	c.sub = subExplain
	c.edit = newEditModel(c.set)
}

func (c *lab) OnMount(ctx app.Context) {
	browser := app.Window().Get("navigator").Get("language")
	lang := ""
	if browser.Truthy() {
		lang = browser.String()
	}
	c.share.page = *ctx.Page().URL()
	c.set, c.banner.refused = parseSettings(c.share.page.Query(), lang)
	c.edit.sync(c.set)
	c.mounted = true
	ctx.Page().SetLang(string(c.set.Lang))
	c.share.updateURL(ctx, c.set)
	c.unlisten = app.Window().AddEventListener("keydown", onShortcut)
	// Not the context of whichever panel's event started a job: Dispatch
	// renders its component, and the page's state is the page's.
	c.post = func(a action) { ctx.Dispatch(func(ctx app.Context) { c.act(ctx, a) }) }
	c.run.port = search.TakePort(ctx.ResolveStaticResource(search.WorkerJS), func(rep search.Reply) { c.post(searchReply(rep)) })
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

// act routes an action to the model it concerns and applies what the
// model's transition returns.
func (c *lab) act(ctx app.Context, a action) {
	l := c.set.Lang
	switch a := a.(type) {
	case control:
		if a.e == evReset {
			c.play.reset()
		}
		c.dispatch(ctx, a.e, a.m)
	case runPress: // by the state at the time of the click, which may come before the button shows it
		if c.run.state == stateSearching {
			c.dispatch(ctx, evPause, search.Stay)
		} else {
			c.dispatch(ctx, evRun, search.Stay)
		}
	case speedSet:
		c.set.Speed = int(a)
		c.share.updateURL(ctx, c.set)
		c.dispatch(ctx, evSpeed, search.Stay)
	case startTyped, goalTyped, sizeSet, scramble, tileClick, goalClick, swapToggle, algoSet, heurSet, optionSet:
		c.edited(ctx, a)
		if cell, ok := a.(tileClick); ok && c.edit.stuck {
			shake(fmt.Sprintf("#main-board [data-tile='%d']", c.set.Start.At(int(cell))))
		}
	case arrowKey:
		if c.run.state == stateReady {
			c.edited(ctx, a)
		}
	case compareAsk:
		switch {
		case c.cmp.comparing || a == "stop":
			c.cmp.halt()
		case tablesMissing(c.set.Goal, a == "heuristics" || c.set.spec().UsesTables()):
			c.withTables(ctx, a)
		default:
			if c.cmp.port == nil {
				c.cmp.port = search.StartPort(ctx.ResolveStaticResource(search.WorkerJS))
				c.cmp.port.Listen(func(rep search.Reply) { c.post(compareReply(rep)) })
			}
			if err := c.cmp.start(c.set, string(a), c.optimal.of(c.set.Start, c.set.Goal), c.cmp.port); err != nil {
				c.banner.say(fmt.Sprintf(l.t("badOptions"), l.errText(err)))
			}
		}
	case compareReply:
		if err := c.cmp.take(search.Reply(a)); err != nil {
			c.banner.say(fmt.Sprintf(l.t("badOptions"), err))
		}
	case copyAsk:
		if !c.share.copy(a.which, a.text) {
			c.banner.say(l.t("noClipboard"))
		}
	case embedLangAt:
		c.share.setEmbedLang(lang(a))
	case playSeek:
		c.play.seek(int(a), len(c.run.snap.Path))
	case playToggle:
		c.play.toggle(ctx, len(c.run.snap.Path))
	case paceSet:
		c.play.setPace(ctx, int(a), len(c.run.snap.Path))
	case autoplaySet:
		c.set.Autoplay = bool(a)
		c.share.updateURL(ctx, c.set)
	case quizToggle:
		c.quiz.toggle()
		if c.quiz.on && !c.run.created { // the quiz starts the search at moment 0
			c.dispatch(ctx, evMove, search.Stay)
		} else {
			c.refreshDetail()
		}
	case quizGuess:
		if c.quiz.answer(solver.Node(a), c.run.snap, c.run.state == stateSearching) {
			last := c.quiz.last
			c.dispatch(ctx, evMove, search.StepMove)
			c.quiz.last = last
		}
	case viewSet:
		c.view = view(a)
		c.refreshDetail()
	case viewStep:
		c.view = views[(slices.Index(views, c.view)+int(a)+len(views))%len(views)]
		c.refreshDetail()
		v := c.view
		ctx.Defer(func(app.Context) { app.Window().GetElementByID("tab-" + string(v)).Call("focus") })
	case subSet:
		c.sub = subview(a)
		if c.run.state == stateSearching { // the tab shows at once; its boards come with the next report
			c.opening = true
			time.AfterFunc(openingAtMost, func() { ctx.Dispatch(func(app.Context) { c.opening = false }) })
		}
		c.refreshDetail()
	case langSwitch:
		c.set.Lang, c.set.LangSet = english, true
		if l == english {
			c.set.Lang = chinese
		}
		ctx.Page().SetLang(string(c.set.Lang))
		c.share.updateURL(ctx, c.set)
	case dismiss:
		c.banner.dismiss()
	case searchReply:
		c.take(ctx, search.Reply(a))
	}
}

// openingAtMost bounds the wait of a tab opened during a search, should no
// report come.
const openingAtMost = 3 * search.ReportEvery

// edited applies an editing action (editModel.take): a change of the
// problem or of the search's choices drops the search, the player and the
// comparison of the old ones, and the address follows. A paused search set
// aside by a board changed on a board says so.
func (c *lab) edited(ctx app.Context, a action) {
	set := c.set
	e := c.edit.take(&set, a, rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7)))
	if e.err != nil {
		c.banner.say(c.set.Lang.errText(e.err))
	}
	if !e.changed {
		return
	}
	had := c.run.created && c.run.snap.At > 0
	c.set = set
	c.edits++
	c.dispatch(ctx, evReset, search.Stay)
	c.play.reset()
	c.cmp.reset()
	c.tab.forget()
	c.share.updateURL(ctx, c.set)
	if had && e.board { // a new size or scramble while paused: said, not silent
		c.banner.say(c.set.Lang.t("resetByEdit"))
	}
}

// dispatch applies run event e (m: how evMove moves the cursor). A search
// that needs pattern databases not built yet waits for them: the build
// keeps the event.
func (c *lab) dispatch(ctx app.Context, e runEvent, m search.Move) {
	out := c.run.apply(e, m, &c.set, c.details(), tablesMissing(c.set.Goal, c.set.spec().UsesTables()))
	switch {
	case out.tables:
		c.withTables(ctx, control{e, m})
		return
	case out.dropped || out.fresh:
		c.banner.say("")
	}
	if out.dropped {
		c.quiz.last = nil
	}
	if out.rests {
		c.goOffline()
	}
	if out.message != "" {
		c.banner.say(out.message)
	}
}

// take reads a reply of the page's search server: the rehearsal's sample,
// the tables' build, or the search's moment.
func (c *lab) take(ctx app.Context, rep search.Reply) {
	switch rep.Op {
	case search.OpSample:
		c.rehearsal.start(ctx, c.set.Lang, rep.Snap, func() bool { return c.run.created }, c.goOffline)
		return
	case search.OpTables:
		if ended, ready, err := c.tab.take(rep); ended {
			if err == nil {
				c.run.port.HoldsTables(c.tab.goal)
			}
			c.tablesEnded(ctx, ready, err)
		}
		return
	}
	ok, show, err := c.run.take(rep)
	if !ok {
		return
	}
	c.opening = false // a tab opened during the search draws the rest of it now
	c.noteMemory()
	switch {
	case err != nil:
		c.banner.say(fmt.Sprintf(c.set.Lang.t("badOptions"), err))
	case show:
		c.show(ctx)
	}
}

// show displays the run's new moment; at the search's last moment the run
// is finished.
func (c *lab) show(ctx app.Context) {
	snap := c.run.snap
	// The slider's value is set with its max in one update, in no fixed
	// order: a value set first is clamped to the old max. Set it again.
	ctx.Defer(func(app.Context) {
		if s := app.Window().GetElementByID("scrub"); s.Truthy() {
			s.Set("value", snap.At)
		}
		scrollToLit()
	})
	c.play.reset()
	c.play.mounted = c.play.mounted || snap.Outcome == solver.Solved
	if snap.Outcome != solver.Running {
		first := c.run.state != stateFinished
		c.dispatch(ctx, evEnded, search.Stay)
		if first && snap.Outcome == solver.Solved && c.set.Autoplay && len(snap.Path) > 0 {
			c.play.toggle(ctx, len(snap.Path)) // the solution plays by itself
		}
	}
}

// withTables routes then once the goal's pattern databases are ready: read
// back from this browser's store (checked, not decoded), or built by the
// search server (in the search worker, where the page keeps drawing; the
// page shows the progress), then stored while then runs. One build runs at
// a time: an action asked for during it waits in the table model.
func (c *lab) withTables(ctx app.Context, then action) {
	if !c.tab.want(c.set.Goal, then, c.edits, time.Now()) {
		return
	}
	goal := c.set.Goal
	ctx.Async(func() {
		if data := search.LoadStored(search.TablesKey(goal)); data != nil && solver.CheckPatternDB(goal, data) == nil { // unusable bytes: build anew
			search.EncodedTables.Store(goal, data)
			ctx.Emit(func() { c.tablesEnded(ctx, tablesReady{Loaded: true, Bytes: len(data)}, nil) })
			return
		}
		ctx.Emit(func() {
			c.tab.building()
			c.run.port.Post(search.Request{Op: search.OpTables, Goal: goal})
		})
	})
}

// tablesEnded ends the build: what waited for it runs now.
func (c *lab) tablesEnded(ctx app.Context, ready tablesReady, err error) {
	next := c.tab.end(ready, err, c.edits, c.set.Goal, time.Now())
	if err != nil {
		c.banner.say(fmt.Sprintf(c.set.Lang.t("badOptions"), c.set.Lang.errText(err)))
		return
	}
	c.noteMemory()
	if next != nil {
		c.act(ctx, next)
	}
}

// details is what the panels shown need of each snapshot: the lesson's
// pseudocode and the embed's narration the moment's events.
func (c *lab) details() search.Detail {
	switch {
	case c.set.Embed:
		return search.DetailExplain
	case c.view != viewLesson:
		return 0
	case c.sub == subExplain && c.quiz.on:
		return search.DetailExplain | search.DetailQuiz
	case c.sub == subTree:
		return search.DetailExplain | search.DetailTree
	}
	return search.DetailExplain
}

// refreshDetail gives the snapshot the details the panels now shown need:
// from the next report when the search runs, at once when it waits.
func (c *lab) refreshDetail() {
	r := &c.run
	switch {
	case !r.created:
	case r.state == stateSearching:
		r.port.Post(search.Request{Op: search.OpWants, Detail: c.details()})
	default:
		r.ask(search.Request{Op: search.OpDetail, Detail: c.details()})
	}
}

// goOffline registers go-app's service worker, which keeps the site for
// visits without a network, once per visit, when the page is at rest: the
// search panels rehearsed, or a search paused, stopped or ended. Its
// install fetches every resource again, the wasm too, and at the start of
// a first visit it took the machine's cores and network from the page's
// own load (TestBrowserLoad times a first visit; third_party's go-app
// patch leaves the registration to the page).
func (c *lab) goOffline() {
	if c.offline || !app.IsClient {
		return
	}
	c.offline = true
	app.Window().Call("goappInitServiceWorker")
}

// noteMemory records the memory the page's Go program and the search
// worker's hold (in the browser: their WebAssembly memories, which never
// shrink) for the page's data-memory attribute, which tests read.
func (c *lab) noteMemory() {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	c.memory = m.Sys + c.run.held
}

func (c *lab) Render() app.UI {
	s := &scene{set: c.set, alg: c.set.spec().Algorithm(), run: c.run, edit: c.edit, play: c.play, quiz: c.quiz,
		view: c.view, sub: c.sub, opening: c.opening, page: c}
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
	board := app.Div().ID("main-board-wrap").Class("board-wrap").TabIndex(0).
		Aria("label", l.t("board")).OnKeyDown(onBoardKey(c, func() bool { return c.run.state == stateReady })).Body(s.mainBoard())
	var play app.UI = app.Text("")
	if c.play.mounted {
		p := &playerPanel{Lang: l, At: c.play.at, Playing: c.play.playing, Pace: c.play.pace, Autoplay: c.set.Autoplay, Page: c}
		if snap.Outcome == solver.Solved {
			p.Path = snap.Path
		}
		play = p
	}
	preparing := c.tab.build != nil && c.tab.pending != nil // a Run or Step waits for the tables
	controls := &controlsPanel{Lang: l, Set: c.set, State: c.run.state, AtStart: snap.At == 0, Preparing: preparing, Page: c}
	stats := &statsPanel{Lang: l, Algo: alg, Snap: snap, State: c.run.state, Preparing: preparing}
	var solvability app.UI = &solvabilityPanel{Lang: l, Check: check, Optimal: optimal, Open: !check.Solvable || c.run.state == stateReady}
	if snap.Outcome == solver.Solved { // the result says as much
		solvability = app.Text("")
	}
	stage := div("stage", board, s.boardNote(alg), play, solvability)
	var main []app.UI
	if c.set.Embed { // board and player | controls, result, numbers, chart
		main = []app.UI{stage,
			div("side", controls, tablesView(l, c.tab), s.resultView(alg, optimal),
				&explainPanel{Lang: l, Alg: alg, Weight: c.set.Weight, Goal: c.set.Goal, Snap: snap, Running: c.run.state == stateSearching, Compact: true},
				stats, s.chartSection(alg))}
	} else {
		// The panels take the page as an actor, never funcs (doc.go): a
		// hidden tab's panels then render only when what they show
		// changes. For the same reason a hidden tab's panels are not
		// disabled for a search (locked): they would render at every Run
		// and every result, unseen.
		e := c.edit
		main = []app.UI{stage,
			s.tabPanel(viewLesson, "lesson",
				div("col", controls, stats, tablesView(l, c.tab), s.resultView(alg, optimal),
					&codePanel{Lang: l, Alg: alg, Snap: snap}),
				div("col", s.watchColumn(alg))),
			s.tabPanel(viewSetup, "setup-tab",
				&setupPanel{Lang: l, Start: c.set.Start, Goal: c.set.Goal, StartText: e.startText, StartErr: l.errText(e.startErr),
					GoalText: e.goalText, GoalErr: l.errText(e.goalErr), GoalCustom: e.goalCustom, Disabled: s.locked(viewSetup),
					Swapping: e.swapping, GoalSel: e.goalSel, Mode: e.scrMode, Amount: e.scrAmount, AmountErr: e.scrErr, MaxDepth: deepest,
					Page: c},
				&optionsPanel{Lang: l, Set: c.set, Errs: c.edit.optErrs, Disabled: s.locked(viewSetup), Page: c}),
			s.tabPanel(viewCompare, "compare-tab", &comparePanel{Lang: l, Rows: c.cmp.rows, Comparing: c.cmp.comparing,
				Disabled: !check.Solvable, Big: c.set.Goal.Len() > 9, Page: c}),
			s.tabPanel(viewShare, "share-tab",
				&sharePanel{Lang: l, Link: c.share.link(c.set, false), Embed: c.share.embedCode(c.set), EmbedLang: c.share.embedLang,
					Copied: c.share.copied, Page: c},
				app.Footer().Text(l.t("footer"))),
		}
	}
	return app.Div().ID("lab").Class(class).DataSet("ready", ready).DataSet("memory", c.memory).Body(
		app.A().ID("skip").Class("skip").Href("#controls").Text(l.t("skip")).OnClick(s.onSkip),
		s.header(),
		app.Elem("noscript").Body(pText("nojs", l.t("noscript"))),
		bannerView(l, c.banner, c.set.query(), c),
		app.Main().Class("grid").Body(main...),
		fontWarmer(l),
		c.rehearsal.view(c.run.created),
	)
}
