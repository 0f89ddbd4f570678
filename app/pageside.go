package main

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
)

// The page's side worker: the comparison's, the workshop check's and play
// mode's proofs, apart from the search the page shows. One job at a time:
// a request stops the one under way.

// sidePort is the side worker, started at the first job.
func (c *lab) sidePort(ctx app.Context) *search.Port {
	if c.side == nil {
		c.side = search.StartPort(ctx.ResolveStaticResource(search.WorkerJS))
		c.side.Listen(func(rep search.Reply) { c.post(sideReply(rep)) })
	}
	return c.side
}

// schedule tells the side worker's schedule (sideJobs) what happened to job and carries out
// what it says; start starts the job asked for (nil for an end). A proof
// that waited starts by handProve, which asks again for what play mode
// needs now.
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
		c.handProved(rep)
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
		if !c.cmp.comparing {
			c.schedule(ctx, sideEnd, jobCompare, nil)
		}
	}
}
