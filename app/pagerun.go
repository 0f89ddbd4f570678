package main

import (
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// The page's side of the search: the run's events, the server's replies,
// the tables a search waits for.

// dispatch applies run event e (m: how evMove moves the cursor). A search
// that needs pattern databases not built yet waits for them: the build
// keeps the event.
func (c *lab) dispatch(ctx app.Context, e runEvent, m search.Move) {
	out := c.run.apply(e, m, &c.set, details(&c.set, c.tab, c.sub, c.quiz.On), tablesMissing(c.set.Goal, search.AnyUsesTables(c.set.Specs())))
	switch {
	case out.tables:
		c.withTables(ctx, control{e, m})
		return
	case out.dropped || out.fresh:
		c.banner.say("")
	}
	if out.dropped { // the search's answers and its path played go with it
		c.quiz.Last = nil
		c.xp.Reset()
		c.replay.reset()
	}
	if out.rests {
		c.offline.keep()
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
		c.rehearsal.start(ctx, c.set.Lang, rep.Snap, func() bool { return c.run.created }, c.offline.keep)
		return
	case search.OpTables:
		if ended, ready, err := c.tables.take(rep); ended {
			if err == nil {
				c.run.port.HoldsTables(c.tables.goal)
			}
			c.tablesEnded(ctx, ready, err)
		}
		return
	}
	ok, show, err := c.run.take(rep)
	if !ok {
		return
	}
	c.moved()
	c.banner.cannot(c.set.Lang, err)
	if show {
		c.show(ctx)
	}
}

// show displays the run's new moment; at the search's last moment the run
// is finished.
func (c *lab) show(ctx app.Context) {
	snap := c.run.snap
	settleTimeline(ctx, snap.At)
	c.replay.reset()
	c.replay.mounted = c.replay.mounted || (snap.Outcome == solver.Solved && !c.set.Racing())
	if snap.Outcome != solver.Running {
		first := c.run.state != stateFinished
		c.dispatch(ctx, evEnded, search.Stay)
		if first && snap.Outcome == solver.Solved && c.set.Autoplay && len(snap.Path) > 0 { // a race's lanes stay on their ends
			c.replay.toggle(ctx, len(snap.Path)) // the solution plays by itself
		}
	}
	if p := c.settledLook(); p != "" {
		lookAt(ctx, p)
	}
}

// withTables routes then once the goal's pattern databases are ready: read
// back from this browser's store (checked, not decoded), or built by the
// search server (in the search worker, where the page keeps drawing; the
// page shows the progress), then stored while then runs. One build runs at
// a time: an action asked for during it waits in the table model.
func (c *lab) withTables(ctx app.Context, then ui.Action) {
	if !c.tables.want(c.set.Goal, then, c.edits, time.Now()) {
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
			c.tables.building()
			c.run.port.Post(search.Request{Op: search.OpTables, Goal: goal})
		})
	})
}

// tablesEnded ends the build: what waited for it runs now.
func (c *lab) tablesEnded(ctx app.Context, ready tablesReady, err error) {
	next := c.tables.end(ready, err, c.edits, c.set.Goal, time.Now())
	if err != nil {
		c.banner.cannot(c.set.Lang, err)
		c.hand.GiveUp(c.hand.ToProve(c.set.Start)) // play mode says so instead of "proving…"
		return
	}
	c.run.noteMemory()
	if next != nil {
		c.own = true
		c.Act(ctx, next)
		c.own = false
	}
	c.handProve(ctx) // what play mode asked for during the build
}

// moved follows the run to its new moment: a tab opened during the search
// draws the rest of it now, and the modes that play along move with it.
func (m *models) moved() {
	m.opening = false
	m.xp.Moved(m.run.snap.At)
	m.quiz.Moved(m.run.snap.At)
	m.run.noteMemory()
}

// details is what the panels shown need of each snapshot, on a page whose
// settings are set, showing tab tab and subview sub, quiz on or not: the
// lesson's pseudocode and the embed's narration the moment's events.
func details(set *state.Settings, tab state.Tab, sub state.Subview, quiz bool) search.Detail {
	switch {
	case set.Embed && set.Expand > 0, tab == state.TabLesson && sub == state.SubExplain && set.Expand > 0:
		return search.DetailExplain | search.DetailExpand
	case set.Embed && quiz: // a lesson's stop asks for the quiz
		return search.DetailExplain | search.DetailQuiz
	case set.Embed:
		return search.DetailExplain
	case tab != state.TabLesson:
		return 0
	case sub == state.SubExplain && quiz:
		return search.DetailExplain | search.DetailQuiz
	case sub == state.SubTree:
		return search.DetailExplain | search.DetailTree
	}
	return search.DetailExplain
}

// refreshDetail gives the snapshot the details the panels now shown need.
func (m *models) refreshDetail() { m.run.refresh(details(&m.set, m.tab, m.sub, m.quiz.On)) }

// offlineCopy is go-app's service worker, which keeps the site for visits
// without a network: registered once per visit, when the page is at rest
// (the search panels rehearsed, or a search paused, stopped or ended). Its
// install fetches every resource again, the wasm too, and at the start of
// a first visit it took the machine's cores and network from the page's
// own load (TestBrowserLoad times a first visit; third_party's go-app
// patch leaves the registration to the page).
type offlineCopy bool

// keep registers the worker, the first time.
func (o *offlineCopy) keep() {
	if *o || !app.IsClient {
		return
	}
	*o = true
	app.Window().Call("goappInitServiceWorker")
}

// runAct carries out the run controls: Run, Pause, the steps, the slider, the speed.
func (c *lab) runAct(ctx app.Context, a ui.Action) {
	switch a := a.(type) {
	case control:
		if a.m == search.LatestMove && c.set.Expand > 0 { // not the moment computed ahead
			a.m = search.Seek(shownLatest(c.set, c.run.snap))
		}
		if a.e == evAbandon && c.tables.runWaits() { // the run waiting for its tables
			c.tables.dropRun()
			return
		}
		c.dispatch(ctx, a.e, a.m)
		if a.e == evReset && c.set.Expand > 0 { // the class plays the search again from its moment 0
			c.dispatch(ctx, evMove, search.Stay)
		}
	case runPress: // by the state at the time of the click, which may come before the button shows it
		if c.run.state == stateSearching {
			c.dispatch(ctx, evPause, search.Stay)
		} else {
			c.dispatch(ctx, evRun, search.Stay)
		}
	case speedSet:
		c.set.Speed = int(a)
		c.dispatch(ctx, evSpeed, search.Stay)
	}
}
