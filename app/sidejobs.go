package main

import (
	"fmt"

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
// (sidejobs_test.go); the page carries out what it returns (pageside.go).
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

// The page carries out the schedule: it starts the worker, stops and
// starts the jobs sideJobs names, and tells it when a job has ended.

// sidePort is the side worker, started at the first job.
func (c *lab) sidePort(ctx app.Context) *search.Port {
	if c.side == nil {
		c.side = search.StartPort(ctx.ResolveStaticResource(search.WorkerJS))
		c.side.Listen(func(rep search.Reply) { c.post(sideReply(rep)) })
	}
	return c.side
}

// schedule tells the side worker's schedule (sideJobs) what happened to
// job and carries out what it says; start starts the job asked for (nil
// for an end). A proof that waited starts by handProve, which asks again
// for what play mode needs now.
func (c *lab) schedule(ctx app.Context, ev sideEvent, job sideJob, start func()) {
	var eff sideEffect
	c.jobs, eff = c.jobs.next(ev, job)
	switch eff.stop {
	case jobCompare:
		c.cmp.Halt()
	case jobCheck:
		c.work.Halt()
	case jobProve:
		c.hand.DropProof()
	}
	switch {
	case eff.start == jobNone:
	case ev == sideAsk:
		start()
	case eff.start == jobProve:
		c.handProve(ctx)
	}
}

// sideTook routes the side worker's reply to the job it answers, and tells
// the schedule of a job that ended.
func (c *lab) sideTook(ctx app.Context, rep search.Reply) {
	l := c.set.Lang
	switch rep.Op {
	case search.OpSolve:
		c.hand.Take(rep)
		c.handProve(ctx) // the board now on the start, if the person has moved on
	case search.OpAudit:
		c.work.Take(rep)
		if !c.work.Checking {
			c.schedule(ctx, sideEnd, jobCheck, nil)
		}
	default:
		if rep.Op == "" && rep.Err != "" { // the worker stopped (the page's thread serves from now on): every job ends
			c.schedule(ctx, sideLost, jobNone, nil)
			c.work.Take(rep)
		}
		if err := c.cmp.Take(rep); err != nil {
			c.banner.say(fmt.Sprintf(l.T("badOptions"), err))
		}
		if !c.cmp.Comparing {
			c.schedule(ctx, sideEnd, jobCompare, nil)
		}
	}
}

// compareAct carries out Compare: a comparison asked or stopped, its rows raced.
func (c *lab) compareAct(ctx app.Context, a compare.Action) {
	l := c.set.Lang
	switch a := a.(type) {
	case compare.Ask:
		if c.cmp.Comparing || a == "stop" {
			c.schedule(ctx, sideEnd, jobCompare, nil)
			break
		}
		entries, err := compare.Entries(c.set, string(a))
		switch {
		case err != nil:
			c.banner.say(fmt.Sprintf(l.T("badOptions"), state.InputErrorText(l, err)))
		case tablesMissing(c.set.Goal, compare.UsesTables(entries)):
			c.withTables(ctx, a)
		default:
			c.schedule(ctx, sideAsk, jobCompare, func() { c.cmp.Start(entries, c.optimal.of(c.set.Start, c.set.Goal), c.sidePort(ctx)) })
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
		sp := workshop.AuditSpec(c.set)
		switch {
		case search.CheckHeuristic(search.Custom, c.set.Formula, c.set.Goal) != nil:
		case tablesMissing(c.set.Goal, sp.UsesTables()):
			c.withTables(ctx, a)
		default:
			c.schedule(ctx, sideAsk, jobCheck, func() { c.work.Start(sp, c.sidePort(ctx)) })
		}
	case workshop.Show:
		if set := c.set; c.work.Found(&set, a.Longer) {
			c.edit.sync(set)
			c.replace(ctx, set)
			c.tab = state.TabLesson
		}
	}
}
