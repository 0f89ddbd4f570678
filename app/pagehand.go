package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// The page's side of play mode: the score follows the start's edits.

// handNow is play mode's score, begun on the start if it has not been.
func (c *lab) handNow() *handModel {
	if c.hand.from.IsZero() || c.hand.goal != c.set.Goal {
		c.hand.begin(c.set.Start, c.set.Goal)
	}
	return &c.hand
}

// handFollow counts a slide of the start in play mode (before: the start
// before the edit); any other change starts play again.
func (c *lab) handFollow(before solver.Board) {
	if !c.set.Play {
		return
	}
	if c.hand.from.IsZero() { // play began with the page (mode=play), on before
		c.hand.begin(before, c.set.Goal)
	}
	c.hand.follow(before, c.set.Start, c.set.Goal)
}

// handAct carries out play mode's buttons.
func (c *lab) handAct(ctx app.Context, a action) {
	switch a.(type) {
	case handToggle:
		set := c.set
		set.Play = !set.Play && !set.racing()
		if set.Play {
			set.Expand = 0
			c.hand.begin(set.Start, set.Goal)
		}
		c.set = set
		c.share.updateURL(ctx, c.set)
	case handHint:
		c.handNow().hintFor(c.set.Start, c.set.Goal)
	case handRestart:
		if from := c.handNow().from; from != c.set.Start {
			c.edited(ctx, startTyped(from.String()))
			c.hand.begin(from, c.set.Goal) // a board one move away is not a move here
		}
	}
}
