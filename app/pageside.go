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

// sideTook routes the side worker's reply to the job it answers; play
// mode's proof goes on once the worker is free.
func (c *lab) sideTook(ctx app.Context, rep search.Reply) {
	l := c.set.Lang
	switch rep.Op {
	case search.OpSolve:
		c.handProved(rep)
	case search.OpAudit:
		c.work.take(rep)
	default:
		if rep.Op == "" && rep.Err != "" { // the worker stopped (the page's thread serves from now on): every job ends
			c.hand.dropProof()
			c.work.take(rep)
		}
		if err := c.cmp.take(rep); err != nil {
			c.banner.say(fmt.Sprintf(l.T("badOptions"), err))
		}
	}
	c.handProve(ctx) // the worker free again: play mode's proof
}
