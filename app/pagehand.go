package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/play"
	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/solver"
)

// The page's side of play mode: the score follows the start's edits.

// handNow is play mode's score, begun on the start if it has not been.
func (c *lab) handNow() *play.Model {
	if c.hand.From.IsZero() || c.hand.Goal != c.set.Goal {
		c.hand.Begin(c.set.Start, c.set.Goal)
	}
	return &c.hand
}

// handFollow counts a slide of the start in play mode (before: the start
// before the edit); any other change starts play again.
func (c *lab) handFollow(ctx app.Context, before solver.Board) {
	if !c.set.Play {
		return
	}
	if c.hand.From.IsZero() { // play began with the page (mode=play), on before
		c.hand.Begin(before, c.set.Goal)
	}
	c.hand.Follow(before, c.set.Start, c.set.Goal)
	c.handProve(ctx)
}

// handProve has the side worker prove the start's distance (IDA* with
// pattern databases, the tables built or read first) when play mode needs
// it: a board of 10 to 16 cells whose distance is not known. A comparison
// or the workshop's check has the worker first; the proof comes after
// (sideJobs).
func (c *lab) handProve(ctx app.Context) {
	if !c.set.Play || c.set.Racing() {
		c.schedule(ctx, sideEnd, jobProve, nil)
		return
	}
	if c.tables.build != nil { // after the build: tablesEnded
		return
	}
	bs := c.handNow().ToProve(c.set.Start)
	if len(bs) == 0 {
		return
	}
	if tablesMissing(c.set.Goal, true) {
		c.withTables(ctx, play.Prove{})
		return
	}
	c.schedule(ctx, sideAsk, jobProve, func() {
		req := search.Request{Gen: c.hand.Asked(bs), Op: search.OpSolve}
		for _, b := range bs {
			req.Specs = append(req.Specs, search.Spec{Start: b, Goal: c.set.Goal, Algo: "idastar", Heuristic: "pdb"})
		}
		port := c.sidePort(ctx)
		port.CarryTables(&req, c.set.Goal)
		port.Post(req)
	})
}

// handProved takes the side worker's proof (the page then proves the
// board now on the start if the person has moved on since).
func (c *lab) handProved(rep search.Reply) {
	switch {
	case rep.Run != nil:
		c.hand.Proved(rep.Gen, rep.Run.Index, rep.Run.Path, rep.Run.Outcome == solver.Solved, rep.Run.Last)
	case rep.Err != "" && rep.Gen == c.hand.Gen: // none of them can be proved
		c.hand.GiveUp(c.hand.Proving)
		c.hand.DropProof() // forgets them; the job's end is the schedule's (handProve)
	}
}

// handAct carries out play mode's buttons.
func (c *lab) handAct(ctx app.Context, a ui.Action) {
	switch a.(type) {
	case play.Toggle:
		set := c.set
		set.Play = !set.Play && !set.Racing()
		if set.Play {
			set.Expand = 0
			c.hand.Begin(set.Start, set.Goal)
			focusBoard(ctx)
		}
		c.set = set
		c.share.updateURL(ctx, c.set)
		c.handProve(ctx)
	case play.Hint:
		c.handNow().HintFor(c.set.Start, c.set.Goal)
	case play.Prove:
		c.handProve(ctx)
	case play.Restart:
		if from := c.handNow().From; from != c.set.Start {
			c.edited(ctx, startTyped(from.String()))
			c.hand.Begin(from, c.set.Goal) // a board one move away is not a move here
		}
	}
}
