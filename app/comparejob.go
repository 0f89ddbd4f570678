package main

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
)

// compareJob is a comparison: its rows, and the search worker of its own
// that runs it (started at the first comparison), so that a comparison
// neither freezes the page nor stops the search the page shows.
type compareJob struct {
	rows      []compareRow
	comparing bool
	entries   []compareEntry // the comparison under way's runs
	optimal   int            // its board's exact distance, -1 when unknown
	port      *search.Port
	receive   func(search.Reply) // hands the port's replies to the page (set at mount)
	gen       int                // the comparison under way's: replies to earlier ones are dropped
}

// halt stops the comparison under way.
func (j *compareJob) halt() {
	if j.comparing {
		j.gen++
		j.port.Post(search.Request{Gen: j.gen, Op: search.OpDrop}) // stops the run under way within a slice
	}
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
	entries, err := compareEntries(c.set, what)
	if err != nil {
		c.run.message = fmt.Sprintf(c.set.Lang.t("badOptions"), c.set.Lang.errText(err))
		return
	}
	if j.port == nil {
		j.port = search.StartPort(ctx.ResolveStaticResource(search.WorkerJS))
		j.port.Listen(j.receive)
	}
	j.optimal = c.optimal.of(c.set.Start, c.set.Goal)
	j.gen++
	j.rows, j.entries, j.comparing = nil, entries, true
	req := search.Request{Gen: j.gen, Op: search.OpCompare}
	tables := false
	for _, e := range entries {
		req.Specs = append(req.Specs, e.spec)
		tables = tables || e.spec.UsesTables()
	}
	if tables {
		j.port.CarryTables(&req, c.set.Goal)
	}
	j.port.Post(req)
}

// onCompared takes the comparison server's reply: a run done, or why the
// comparison could not go on.
func (c *lab) onCompared(rep search.Reply) {
	j := &c.cmp
	if rep.Gen != j.gen || !j.comparing {
		return
	}
	switch r := rep.Run; {
	case rep.Err != "":
		j.comparing = false
		c.run.message = fmt.Sprintf(c.set.Lang.t("badOptions"), rep.Err)
	case r != nil && r.Index >= 0 && r.Index < len(j.entries):
		row := j.entries[r.Index].row
		into(&row, *r)
		row.Optimal = j.optimal
		j.rows = append(j.rows, row)
		j.comparing = !r.Last
	}
}
