package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/play"
	"slidelab/app/search"
)

// The page's side of play mode: the proofs play mode asks of the side
// worker, and what its actions ask of the page.

// handProve has the side worker prove the start's distance (IDA* with
// pattern databases, the tables built or read first) when play mode needs
// it: a board of 10 to 16 cells whose distance is not known. A comparison
// or the workshop's check has the worker first; the proof comes after
// (sideJobs).
func (c *lab) handProve(ctx app.Context) {
	if !c.set.Play || c.set.Racing() {
		c.side.schedule(ctx, sideEnd, jobProve, nil)
		return
	}
	if c.tables.build != nil { // after the build: tablesEnded
		return
	}
	c.hand.Resume(c.set.Start, c.set.Goal)
	bs := c.hand.ToProve(c.set.Start)
	if len(bs) == 0 {
		return
	}
	c.onSide(ctx, jobProve, true, play.Prove{}, func(w *search.Port) {
		req := c.hand.Asked(bs, c.set.Goal)
		w.CarryTables(&req, c.set.Goal)
		w.Post(req)
	})
}

// handAct carries out an action of play mode and what it asks of the page.
func (c *lab) handAct(ctx app.Context, a play.Action) {
	eff := c.hand.Update(a, &c.set)
	if eff.Toggled && c.set.Play {
		focusBoard(ctx)
	}
	if from := eff.Restart; !from.IsZero() {
		c.edited(ctx, startTyped(from.String()))
		c.hand.Begin(from, c.set.Goal) // a board one move away is not a move here
	}
	if eff.Prove {
		c.handProve(ctx)
	}
}
