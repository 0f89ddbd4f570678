package main

import (
	"errors"
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/solver"
)

// searchRun is the search the page shows: the run controller's state, the
// moment shown and the port to the server that owns the timeline.
type searchRun struct {
	state   runState
	snap    search.Snapshot
	created bool // the server holds the search
	port    *search.Port
	gen     int       // the last request's: replies to earlier ones are dropped
	asked   search.Op // the last request's
	held    uint64    // bytes the worker's Go program holds, as it last said
	message string    // why the search could not start
}

// ask sends req to the server as the page's newest request.
func (r *searchRun) ask(req search.Request) {
	r.gen++
	req.Gen, r.asked = r.gen, req.Op
	r.port.Post(req)
}

// halt stops the run at the moment shown (the server may have gone a
// little further: it comes back) and has it read again with the details d.
func (r *searchRun) halt(d search.Detail) {
	r.ask(search.Request{Op: search.OpMove, Move: search.Seek(r.snap.At), Detail: d})
}

// drop forgets the search.
func (r *searchRun) drop() {
	if r.created {
		r.ask(search.Request{Op: search.OpDrop})
	}
	r.created, r.snap, r.message = false, search.Snapshot{}, ""
}

// create has the server start set's search at moment 0, or says why it
// cannot.
func (r *searchRun) create(set settings) bool {
	if r.created {
		return true
	}
	r.message = ""
	spec := set.spec()
	switch err := spec.Check(); {
	case errors.Is(err, solver.ErrUnsolvable):
		r.message = set.Lang.t("different")
		return false
	case err != nil:
		r.message = fmt.Sprintf(set.Lang.t("badOptions"), set.Lang.errText(err))
		return false
	}
	req := search.Request{Op: search.OpCreate, Specs: []search.Spec{spec}}
	if spec.UsesTables() {
		r.port.CarryTables(&req, spec.Goal)
	}
	r.ask(req)
	r.created = true
	r.snap = search.Snapshot{}
	return true
}

// dispatch applies event e: the controller's transition, then its effect.
// m is how evMove moves the cursor. Searches that need pattern databases
// wait for them (the build queues the event).
func (c *lab) dispatch(ctx app.Context, e runEvent, m search.Move) {
	r := &c.run
	s, eff, ok := next(r.state, e)
	if !ok {
		return
	}
	creates := eff == effRestart || ((eff == effStart || eff == effMove) && !r.created)
	// A start that cannot reach the goal needs no tables: create says why.
	if creates && c.needsTables(false) && (solver.Problem{Start: c.set.Start, Goal: c.set.Goal}).Check() == nil {
		c.withTables(ctx, func(ctx app.Context) { c.dispatch(ctx, e, m) })
		return
	}
	switch eff {
	case effHalt:
		r.state = s
		c.goOffline()
		if e != evEnded { // paused or stopped: the panels show the cursor's moment in full
			r.halt(c.details())
		}
		return
	case effDrop:
		r.drop()
		c.quiz.last = nil
	case effRestart:
		r.drop()
		c.quiz.last = nil
		fallthrough
	case effStart, effRepace:
		if !r.create(c.set) {
			return
		}
		r.state = s
		r.ask(search.Request{Op: search.OpRun, Speed: c.set.Speed, Detail: c.details()})
		return
	case effMove:
		if !r.create(c.set) {
			return
		}
		r.state = s
		r.ask(search.Request{Op: search.OpMove, Move: m, Detail: c.details()})
		return
	}
	r.state = s
}

// receive takes the server's reply: a report of the run, a moment the page
// asked for, or why the search failed.
func (c *lab) receive(ctx app.Context, rep search.Reply) {
	r := &c.run
	switch rep.Op {
	case search.OpSample:
		c.rehearse(ctx, rep.Snap)
		return
	case search.OpTables:
		c.tablesReply(ctx, rep)
		return
	}
	if rep.Gen != r.gen || !r.created {
		return
	}
	c.opening = false // a tab opened during the search draws the rest of it now
	r.held = r.port.HeldApart(rep.Memory)
	c.noteMemory()
	switch {
	case rep.Err != "":
		r.drop()
		r.state = stateReady
		r.message = fmt.Sprintf(c.set.Lang.t("badOptions"), rep.Err)
	case rep.Snap != nil && r.asked == search.OpDetail: // the same moment, more detail: the player plays on
		r.snap = *rep.Snap
	case rep.Snap != nil:
		c.show(ctx, *rep.Snap)
	}
}

// show displays a moment; at the search's last moment the run is finished.
func (c *lab) show(ctx app.Context, snap search.Snapshot) {
	c.run.snap = snap
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
