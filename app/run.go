package main

import (
	"errors"
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// snapshot is one moment of the search as the page shows it: every panel
// reads the search from here and nowhere else.
type snapshot struct {
	solver.Moment
	Latest  int  // the furthest moment computed
	Ended   bool // the search ends at latest
	Chart   series
	Elapsed time.Duration       // time spent searching, replays and pauses excluded
	Explain *solver.Explanation // the moment's events, when asked for (detailExplain)
	Tree    *solver.Tree        // the search tree, when asked for (detailTree)
	Quiz    *quizChoices        // the quiz's boards, when asked for (detailQuiz)
}

// detail is what a snapshot reads beyond the moment: the panels shown ask
// for it, since the explanation and the tree are replayed.
type detail int32

const (
	detailExplain detail = 1 << iota
	detailTree
	detailQuiz
)

// explainBelow is the speed (expansions a second) under which a running
// search is explained at every report; faster, only where it stops.
const explainBelow = 20

// treeDrawn is how many expansions the search tree draws.
const treeDrawn = 1000

// frontierShown is how many open-list entries the page draws.
const frontierShown = 8

// takeSnapshot reads the cursor's moment and the details d (only whoever
// moves tl may call it).
func takeSnapshot(tl *solver.Timeline, d detail) snapshot {
	m := tl.Moment(frontierShown)
	_, ended := tl.Ended()
	s := snapshot{Moment: m, Latest: tl.Latest(), Ended: ended, Elapsed: tl.Elapsed(),
		Chart: newSeries(tl.Trace(), m.At, m.Iterations)}
	s.readDetail(tl, d)
	return s
}

// readDetail reads the details d of the cursor's moment into s.
func (s *snapshot) readDetail(tl *solver.Timeline, d detail) {
	s.Explain, s.Tree, s.Quiz = nil, nil, nil
	if d&detailExplain != 0 {
		e := tl.Explain()
		s.Explain = &e
	}
	if d&detailTree != 0 {
		t := tl.Tree(treeDrawn)
		s.Tree = &t
	}
	if d&detailQuiz != 0 {
		s.Quiz = readChoices(tl)
	}
}

// searchRun is the search the page shows: the run controller's state, the
// moment shown and the port to the server that owns the timeline.
type searchRun struct {
	state   runState
	snap    snapshot
	created bool // the server holds the search
	port    *searchPort
	gen     int    // the last request's: replies to earlier ones are dropped
	asked   op     // the last request's
	held    uint64 // bytes the worker's Go program holds, as it last said
	message string // why the search could not start
}

// ask sends req to the server as the page's newest request.
func (r *searchRun) ask(req request) {
	r.gen++
	req.Gen, r.asked = r.gen, req.Op
	r.port.post(req)
}

// halt stops the run at the moment shown (the server may have gone a
// little further: it comes back) and has it read again with the details d.
func (r *searchRun) halt(d detail) { r.ask(request{Op: opMove, Move: seekMove(r.snap.At), Detail: d}) }

// drop forgets the search.
func (r *searchRun) drop() {
	if r.created {
		r.ask(request{Op: opDrop})
	}
	r.created, r.snap, r.message = false, snapshot{}, ""
}

// create has the server start set's search at moment 0, or says why it
// cannot.
func (r *searchRun) create(set settings) bool {
	if r.created {
		return true
	}
	r.message = ""
	opts, err := set.plainOptions()
	if err == nil {
		err = solver.Problem{Start: set.Start, Goal: set.Goal}.Check()
	}
	if err == nil {
		err = opts.Check()
	}
	switch {
	case errors.Is(err, solver.ErrUnsolvable):
		r.message = set.Lang.t("different")
		return false
	case err != nil:
		r.message = fmt.Sprintf(set.Lang.t("badOptions"), set.Lang.errText(err))
		return false
	}
	req := request{Op: opCreate, Query: set.query().Encode()}
	if set.Heuristic == "pdb" {
		r.port.carryTables(&req, set.Goal)
	}
	r.ask(req)
	r.created = true
	r.snap = snapshot{}
	return true
}

// dispatch applies event e: the controller's transition, then its effect.
// m is how evMove moves the cursor. Searches that need pattern databases
// wait for them (the build queues the event).
func (c *lab) dispatch(ctx app.Context, e runEvent, m move) {
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
			r.halt(c.detail())
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
		r.ask(request{Op: opRun, Speed: c.set.Speed, Detail: c.detail()})
		return
	case effMove:
		if !r.create(c.set) {
			return
		}
		r.state = s
		r.ask(request{Op: opMove, Move: m, Detail: c.detail()})
		return
	}
	r.state = s
}

// receive takes the server's reply: a report of the run, a moment the page
// asked for, or why the search failed.
func (c *lab) receive(ctx app.Context, rep reply) {
	r := &c.run
	switch rep.Op {
	case opSample:
		c.rehearse(ctx, rep.Snap)
		return
	case opTables:
		c.tablesReply(ctx, rep)
		return
	}
	if rep.Gen != r.gen || !r.created {
		return
	}
	c.opening = false // a tab opened during the search draws the rest of it now
	r.held = r.port.heldApart(rep.Memory)
	c.noteMemory()
	switch {
	case rep.Err != "":
		r.drop()
		r.state = stateReady
		r.message = fmt.Sprintf(c.set.Lang.t("badOptions"), rep.Err)
	case rep.Snap != nil && r.asked == opDetail: // the same moment, more detail: the player plays on
		r.snap = *rep.Snap
	case rep.Snap != nil:
		c.show(ctx, *rep.Snap)
	}
}

// show displays a moment; at the search's last moment the run is finished.
func (c *lab) show(ctx app.Context, snap snapshot) {
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
		c.dispatch(ctx, evEnded, stayMove)
		if first && snap.Outcome == solver.Solved && c.set.Autoplay && len(snap.Path) > 0 {
			c.play.toggle(ctx, len(snap.Path)) // the solution plays by itself
		}
	}
}
