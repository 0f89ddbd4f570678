package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/solver"
)

// The choices of the controls panel: each changes a setting, and those
// that change the search drop the one shown.

func (c *lab) onLang(ctx app.Context, e app.Event) {
	if c.set.Lang == chinese {
		c.set.Lang = english
	} else {
		c.set.Lang = chinese
	}
	c.set.LangSet = true
	ctx.Page().SetLang(string(c.set.Lang))
	c.share.updateURL(ctx, c.set)
}

func (c *lab) onAlgo(ctx app.Context, name string) {
	if _, ok := solver.AlgorithmByName(name); ok {
		c.set.Algo = name
		c.changed(ctx)
	}
}

func (c *lab) onHeuristic(ctx app.Context, name string) {
	if _, err := solver.CheckHeuristic(name, c.set.Goal); err == nil {
		c.set.Heuristic = name
		c.changed(ctx)
	}
}

// onOption reads the weight, depth limit or node budget; a bad value keeps
// the previous one, and its field says why.
func (c *lab) onOption(ctx app.Context, name, value string) {
	if err := c.set.setOption(name, value); err != nil {
		c.edit.optErrs[name] = err
		return
	}
	delete(c.edit.optErrs, name)
	c.changed(ctx)
}

// onSpeed changes the pace; a running search goes on at the new one.
func (c *lab) onSpeed(ctx app.Context, speed int) {
	c.set.Speed = speed
	c.share.updateURL(ctx, c.set)
	c.dispatch(ctx, evSpeed, search.Stay)
}

// onRun is the Run button: it pauses a running search, resumes a paused
// one, runs a new one, and after the end runs again from the start. It
// decides by the state at the time of the click (a click may come before
// the button shows the new state), and it is never disabled, so keyboard
// focus stays on it.
func (c *lab) onRun(ctx app.Context) {
	if c.run.state == stateSearching {
		c.dispatch(ctx, evPause, search.Stay)
		return
	}
	c.dispatch(ctx, evRun, search.Stay)
}

func (c *lab) onStop(ctx app.Context) { c.dispatch(ctx, evStop, search.Stay) }

func (c *lab) onStep(ctx app.Context) { c.dispatch(ctx, evMove, search.StepMove) }

func (c *lab) onBack(ctx app.Context) { c.dispatch(ctx, evMove, search.BackMove) }

func (c *lab) onReset(ctx app.Context) {
	c.dispatch(ctx, evReset, search.Stay)
	c.play.reset()
}
