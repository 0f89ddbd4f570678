package main

import (
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// snapshot is one moment of the search as the page shows it: every panel
// reads the search from here and nowhere else.
type snapshot struct {
	solver.Moment
	latest  int  // the furthest moment computed
	ended   bool // the search ends at latest
	chart   series
	elapsed time.Duration       // time spent searching, replays and pauses excluded
	explain *solver.Explanation // the moment's events, when asked for (detailExplain)
	tree    *solver.Tree        // the search tree, when asked for (detailTree)
	quiz    *quizChoices        // the quiz's boards, when asked for (detailQuiz)
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
	s := snapshot{Moment: m, latest: tl.Latest(), ended: ended, elapsed: tl.Elapsed(),
		chart: newSeries(tl.Trace(), m.At, m.Iterations)}
	s.readDetail(tl, d)
	return s
}

// readDetail reads the details d of the cursor's moment into s.
func (s *snapshot) readDetail(tl *solver.Timeline, d detail) {
	s.explain, s.tree, s.quiz = nil, nil, nil
	if d&detailExplain != 0 {
		e := tl.Explain()
		s.explain = &e
	}
	if d&detailTree != 0 {
		t := tl.Tree(treeDrawn)
		s.tree = &t
	}
	if d&detailQuiz != 0 {
		s.quiz = readChoices(tl)
	}
}

// searchRun is the search the page shows: its timeline, the run
// controller's state and the run loop's own cancellation.
type searchRun struct {
	state   runState
	tl      *solver.Timeline
	snap    snapshot
	loop    cancel       // the run loop's
	wants   atomic.Int32 // the details the panels shown ask for; the run loop reads it
	message string       // why the search could not start
}

// halt stops the run loop; the cursor stays where the loop left it.
func (r *searchRun) halt() { r.loop.stop() }

// drop forgets the search.
func (r *searchRun) drop() {
	r.halt()
	r.tl, r.snap, r.message = nil, snapshot{}, ""
}

// create starts the timeline of set's search at moment 0, or says why it
// cannot.
func (r *searchRun) create(set settings) bool {
	if r.tl != nil {
		return true
	}
	r.message = ""
	opts, err := set.options()
	if err == nil {
		alg, _ := solver.AlgorithmByName(set.Algo)
		opts.MaxExpanded = runBudget(alg, opts.MaxExpanded, set.Goal)
		freeMemory()
		r.tl, err = solver.NewTimeline(set.Algo, solver.Problem{Start: set.Start, Goal: set.Goal}, opts)
	}
	switch {
	case errors.Is(err, solver.ErrUnsolvable):
		r.message = set.Lang.t("different")
	case err != nil:
		r.message = fmt.Sprintf(set.Lang.t("badOptions"), err)
	default:
		r.snap = takeSnapshot(r.tl, 0)
	}
	return err == nil
}

// dispatch applies event e: the controller's transition, then its effect.
// move is how evMove moves the cursor. Searches that need pattern
// databases wait for them (the build queues the event).
func (c *lab) dispatch(ctx app.Context, e runEvent, move func(*solver.Timeline)) {
	r := &c.run
	s, eff, ok := next(r.state, e)
	if !ok {
		return
	}
	creates := eff == effRestart || ((eff == effStart || eff == effMove) && r.tl == nil)
	if creates && c.needsTables(false) {
		c.withTables(ctx, func(ctx app.Context) { c.dispatch(ctx, e, move) })
		return
	}
	switch eff {
	case effHalt:
		r.halt()
		r.state = s
		if e != evEnded { // paused or stopped: the panels show the cursor's moment in full
			c.show(ctx, takeSnapshot(r.tl, c.detail()))
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
		r.halt()
		if !r.create(c.set) {
			return
		}
		r.state = s
		c.loop(ctx)
		return
	case effMove:
		r.halt()
		if !r.create(c.set) {
			return
		}
		move(r.tl)
		r.state = s
		c.show(ctx, takeSnapshot(r.tl, c.detail()))
		return
	}
	r.state = s
}

// loop runs the search from the cursor in time slices until it ends or is
// halted.
func (c *lab) loop(ctx app.Context) {
	stop := c.run.loop.renew()
	tl, speed := c.run.tl, c.set.Speed
	c.run.wants.Store(int32(c.detail()))
	wants := &c.run.wants
	ctx.Async(func() {
		runSearch(ctx, tl, speed, stop, wants, func(snap snapshot) {
			if !stop.Load() {
				c.show(ctx, snap)
			}
		})
	})
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
	if snap.Outcome != solver.Running {
		first := c.run.state != stateFinished
		c.dispatch(ctx, evEnded, nil)
		c.noteMemory()
		if first && snap.Outcome == solver.Solved && c.set.Autoplay && len(snap.Path) > 0 {
			c.play.toggle(ctx, len(snap.Path)) // the solution plays by itself
		}
	}
}
