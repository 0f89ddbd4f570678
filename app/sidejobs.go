package main

import (
	"slidelab/app/play"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/compare"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/app/workshop"
)

// The side worker runs one job at a time, apart from the search the page
// shows: a comparison (Compare), the workshop's check, or play mode's
// proofs of distances. sideJobs is its schedule, a pure transition like the
// run controller's (runctl.go), tested by a table of every state and event
// (sidejobs_test.go); sideWorker carries out what it returns.
//
// The rule: a comparison or a check is asked for by a person, and takes
// the worker at once, stopping whatever job is under way. A proof is asked
// for by play mode, whenever the board changes; it takes the worker only
// when no comparison or check has it, and waits for them to end otherwise
// (a proof stopped by one waits too).

// sideJob is a job of the side worker.
type sideJob uint8

const (
	jobNone    sideJob = iota
	jobCompare         // a comparison (Compare's table)
	jobCheck           // the workshop's check of a formula
	jobProve           // play mode's proofs of the board's distance
)

// sideEvent is what happened to a job.
type sideEvent uint8

const (
	sideAsk  sideEvent = iota // the job is wanted (a person's button; for a proof, play mode's board changed)
	sideEnd                   // the job ended: done, stopped by a person, or its problem edited away
	sideLost                  // the worker stopped: every job ends
)

// sideJobs is the side worker's state: the job it runs, and whether a
// proof waits for it.
type sideJobs struct {
	running    sideJob
	proofWaits bool
}

// sideEffect is what the page does: stop a job (one under way, or one
// that ended: stopping it again does nothing), start one (the job asked
// for, or the proof that waited).
type sideEffect struct{ stop, start sideJob }

// next is the transition: the schedule after ev happened to job, and what
// the page must do.
func (s sideJobs) next(ev sideEvent, job sideJob) (sideJobs, sideEffect) {
	var eff sideEffect
	switch ev {
	case sideAsk:
		switch {
		case job == jobProve && s.running != jobNone && s.running != jobProve:
			s.proofWaits = true // after the comparison or the check
		case job == jobProve:
			s.running, s.proofWaits, eff.start = jobProve, false, jobProve
		default:
			if s.running != jobNone && s.running != job { // a new job of the same kind replaces its own
				eff.stop = s.running
			}
			if s.running == jobProve {
				s.proofWaits = true
			}
			s.running, eff.start = job, job
		}
	case sideEnd:
		if job == jobProve { // not wanted any more (play mode ended, or the proofs are done)
			s.proofWaits = false
		}
		if job != s.running || job == jobNone { // an end of a job that had stopped already
			break
		}
		s.running, eff.stop = jobNone, job
		if s.proofWaits {
			s.running, s.proofWaits, eff.start = jobProve, false, jobProve
		}
	case sideLost: // a comparison and a check take the worker's error themselves
		if s.running == jobProve {
			eff.stop = jobProve
		}
		s = sideJobs{}
	}
	return s, eff
}

// sideWorker is the side worker and its schedule: it starts the worker at
// the first job, stops and starts the jobs the schedule names, and hands
// each reply to the job it answers.
type sideWorker struct {
	port  *search.Port
	jobs  sideJobs
	cmp   *compare.Model     // the comparison's
	work  *workshop.Model    // the workshop's check's
	hand  *play.Model        // play mode's proofs'
	prove func(app.Context)  // asks again for the proofs play mode needs now (handProve)
	take  func(search.Reply) // takes the worker's replies, on the page's context
}

// started is the worker, started at its first job.
func (w *sideWorker) started(ctx app.Context) *search.Port {
	if w.port == nil {
		w.port = search.StartPort(ctx.ResolveStaticResource(search.WorkerJS))
		w.port.Listen(w.take)
	}
	return w.port
}

// schedule tells the schedule (sideJobs) what happened to job and carries
// out what it says; start starts the job asked for (nil for an end). A
// proof that waited starts by prove, which asks again for what play mode
// needs now.
func (w *sideWorker) schedule(ctx app.Context, ev sideEvent, job sideJob, start func()) {
	var eff sideEffect
	w.jobs, eff = w.jobs.next(ev, job)
	switch eff.stop {
	case jobCompare:
		w.cmp.Halt()
	case jobCheck:
		w.work.Halt()
	case jobProve:
		w.hand.DropProof()
	}
	switch {
	case eff.start == jobNone:
	case ev == sideAsk:
		start()
	case eff.start == jobProve:
		w.prove(ctx)
	}
}

// took hands a reply to the job it answers, and tells the schedule of a
// job that ended; the error is the comparison's, for the page to say.
func (w *sideWorker) took(ctx app.Context, rep search.Reply) error {
	switch rep.Op {
	case search.OpSolve:
		w.hand.Take(rep)
		w.prove(ctx) // the board now on the start, if the person has moved on
	case search.OpAudit:
		w.work.Take(rep)
		if !w.work.Checking {
			w.schedule(ctx, sideEnd, jobCheck, nil)
		}
	default:
		if rep.Op == "" && rep.Err != "" { // the worker stopped (the page's thread serves from now on): every job ends
			w.schedule(ctx, sideLost, jobNone, nil)
			w.work.Take(rep)
		}
		err := w.cmp.Take(rep)
		if !w.cmp.Comparing {
			w.schedule(ctx, sideEnd, jobCompare, nil)
		}
		return err
	}
	return nil
}

// compareAct carries out Compare: a comparison asked or stopped, its rows raced.
func (c *lab) compareAct(ctx app.Context, a compare.Action) {
	l := c.set.Lang
	switch a := a.(type) {
	case compare.Ask:
		if c.cmp.Comparing || a == "stop" {
			c.side.schedule(ctx, sideEnd, jobCompare, nil)
			break
		}
		entries, err := compare.Entries(c.set, string(a))
		c.banner.cannot(l, err)
		if err == nil {
			c.onSide(ctx, jobCompare, compare.UsesTables(entries), a, func(w *search.Port) { c.cmp.Start(entries, c.optimal.of(c.set.Start, c.set.Goal), w) })
		}
	case compare.PickRow:
		c.cmp.Pick(int(a))
	case compare.RaceThese:
		if lanes := c.cmp.Race(); lanes != nil {
			c.edited(ctx, raceSet(lanes))
			c.tab = state.TabLesson
		}
	}
}

// workshopAct carries out the workshop: the formula typed, its check, a race on what the check found.
func (c *lab) workshopAct(ctx app.Context, a ui.Action) {
	switch a := a.(type) {
	case workshop.FormulaTyped:
		c.edited(ctx, optionSet{"hx", string(a)})
	case workshop.Check:
		if sp := workshop.AuditSpec(c.set); search.CheckHeuristic(search.Custom, c.set.Formula, c.set.Goal) == nil {
			c.onSide(ctx, jobCheck, sp.UsesTables(), a, func(w *search.Port) { c.work.Start(sp, w) })
		}
	case workshop.Show:
		if set := c.set; c.work.Found(&set, a.Longer) {
			c.edit.sync(set)
			c.replace(ctx, set)
			c.tab = state.TabLesson
		}
	}
}

// onSide starts job on the side worker (start, given the worker) once the
// pattern databases it uses (uses) are ready: until then the tables' build
// keeps a, the action that asked, and routes it again (withTables).
func (c *lab) onSide(ctx app.Context, job sideJob, uses bool, a ui.Action, start func(*search.Port)) {
	if tablesMissing(c.set.Goal, uses) {
		c.withTables(ctx, a)
		return
	}
	c.side.schedule(ctx, sideAsk, job, func() { start(c.side.started(ctx)) })
}
