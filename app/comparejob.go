package main

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// compareJob is a comparison: its rows and its own cancellation.
type compareJob struct {
	rows      []compareRow
	comparing bool
	job       cancel
}

func (j *compareJob) halt() {
	j.job.stop()
	j.comparing = false
}

// reset stops the comparison and forgets its rows.
func (j *compareJob) reset() {
	j.halt()
	j.rows = nil
}

// onCompare runs every algorithm on the board, or A* with every heuristic,
// or stops the comparison.
func (c *lab) onCompare(ctx app.Context, what string) {
	j := &c.cmp
	if j.comparing || what == "stop" {
		j.halt()
		return
	}
	if c.needsTables(what == "heuristics") {
		c.withTables(ctx, func(ctx app.Context) { c.onCompare(ctx, what) })
		return
	}
	opts, err := c.set.options()
	if err != nil {
		c.run.message = fmt.Sprintf(c.set.Lang.t("badOptions"), err)
		return
	}
	optimal := -1
	if d, err := solver.ExactDistances(c.set.Goal); err == nil {
		optimal = d.Of(c.set.Start)
	}
	entries := algorithmEntries(opts)
	if what == "heuristics" {
		entries = heuristicEntries(c.set.Goal, opts)
	}
	stop := j.job.renew()
	j.rows, j.comparing = nil, true
	p := solver.Problem{Start: c.set.Start, Goal: c.set.Goal}
	ctx.Async(func() {
		runCompare(ctx, p, entries, optimal, stop, func(row compareRow, last bool) {
			if stop.Load() {
				return
			}
			j.rows = append(j.rows, row)
			j.comparing = !last
		})
	})
}
