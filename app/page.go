package main

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/compare"
	"slidelab/app/picture"
	"slidelab/app/state"

	"slidelab/app/explain"
	"slidelab/app/lesson"
	"slidelab/app/pick"
	"slidelab/app/pics"
	"slidelab/app/play"
	"slidelab/app/present"
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
	models

	edits    int             // changes of the problem made: a build started before one does not start the run
	unlisten func()          // removes the keyboard shortcuts, and leaves a presentation
	post     func(ui.Action) // routes an action from another goroutine (a server's reply), on the page's own context
	side     sideWorker      // the comparison's, the workshop check's and play mode's proofs' worker
	offline  offlineCopy     // the site kept for visits without a network
}

// models are what the page shows: the settings, the tab shown and each
// capability's model. The page (lab) holds them and routes every action
// to the one it concerns; a render draws a copy of them (scene).
type models struct {
	set     state.Settings
	mounted bool          // the wasm runs: the page is interactive
	tab     state.Tab     // the tab shown
	sub     state.Subview // what the lesson's second column shows
	opening bool          // sub was chosen during a search: its open list or table waits for the next report
	looking lesson.Panel  // the panel a lesson's stop names, brought into view again once the stop's moment is shown
	own     bool          // the action routed now is the page's own doing (another window's moment reached, an action that waited for the tables), not a person's

	edit      editModel
	banner    bannerModel
	share     shareModel
	run       runModel
	replay    replayModel
	cmp       compare.Model
	work      workshop.Model
	tables    tablesModel
	quiz      explain.QuizModel
	xp        pick.Model
	lessons   lesson.Desk
	rehearsal rehearsal

	optimal distanceMemo   // the start's exact distance
	hand    play.Model     // play mode's score
	pic     picture.Model  // the reader's own picture
	pres    present.Window // this window's part in a presentation
}

func (c *lab) OnInit() {
	c.set = state.DefaultSettings()
	c.tab = state.TabLesson
	c.sub = state.SubExplain
	c.edit = newEditModel(c.set)
	c.side = sideWorker{cmp: &c.cmp, work: &c.work, hand: &c.hand, prove: c.handProve, take: func(rep search.Reply) { c.post(sideReply(rep)) }}
}

func (c *lab) OnMount(ctx app.Context) {
	c.open(*ctx.Page().URL(), ui.BrowserLang())
	ctx.Page().SetLang(string(c.set.Lang))
	c.share.updateURL(ctx, c.set)
	unkey := app.Window().AddEventListener("keydown", onShortcut)
	unclick := app.Window().AddEventListener("click", lesson.OnClickAway)
	c.unlisten = func() { unkey(); unclick(); c.pres.Close() }
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
	if c.set.Present != "" {
		c.Act(ctx, present.Rejoin{})
	}
}

// open sets the models to the page's address (page) in the browser's
// language (lang) and to what this browser kept: lessons, a picture.
func (m *models) open(page url.URL, lang string) {
	m.share.page = page
	m.set, m.banner.refused = state.ParseSettings(page.Query(), lang)
	m.edit.sync(m.set)
	m.lessons.Restore()
	m.pic.Restore(page)
	if m.set.Pic == pics.Own && m.pic.Own == "" {
		m.banner.say(m.set.Lang.T("picOwnMissing"))
	}
	m.mounted = true
}

func (c *lab) OnDismount() {
	c.halt()
	if c.unlisten != nil {
		c.unlisten()
	}
}

// Render draws the page: a copy of its models (scene).
func (c *lab) Render() app.UI {
	c.optimal.of(c.set.Start, c.set.Goal) // asked before the copy: a copy's answer would be forgotten
	return (&scene{models: c.models, page: c, ready: func() bool { return c.run.state == stateReady }}).whole()
}

// switchLang shows the page in the other language; a built-in lesson
// followed goes on in it, at the same stop, its answer kept.
func (m *models) switchLang(ctx app.Context) {
	m.set.Lang, m.set.LangSet = m.set.Lang.Other(), true
	ctx.Page().SetLang(string(m.set.Lang))
	m.lessons.Relang(ctx, m.set.Lang, m.set)
}

// halt stops what runs in the background: the search, the player, the
// comparison and the workshop's check.
func (m *models) halt() {
	m.run.drop()
	m.replay.halt()
	m.cmp.Halt()
	m.work.Halt()
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
