package main

import (
	"errors"

	"slidelab/app/search"
	"slidelab/app/state"
)

// compareModel is a comparison: its rows, and the search worker of its own
// that runs it (started at the first comparison), so that a comparison
// neither freezes the page nor stops the search the page shows.
type compareModel struct {
	rows      []compareRow
	picked    []bool // the rows chosen for a race
	comparing bool
	entries   []compareEntry // the comparison under way's runs
	optimal   int            // its board's exact distance, -1 when unknown
	port      *search.Port   // nil until the first comparison
	gen       int            // the comparison under way's: replies to earlier ones are dropped
}

// start runs entries (compareEntries) on port; optimal is their board's
// exact distance (-1: unknown).
func (j *compareModel) start(entries []compareEntry, optimal int, port *search.Port) {
	j.halt()
	j.port, j.optimal = port, optimal
	j.gen++
	j.rows, j.picked, j.entries, j.comparing = nil, nil, entries, true
	req := search.Request{Gen: j.gen, Op: search.OpCompare}
	for _, e := range entries {
		req.Specs = append(req.Specs, e.spec)
	}
	if usesTables(entries) {
		port.CarryTables(&req, entries[0].spec.Goal)
	}
	port.Post(req)
}

// halt stops the comparison under way.
func (j *compareModel) halt() {
	if j.comparing {
		j.gen++
		j.port.Post(search.Request{Gen: j.gen, Op: search.OpDrop}) // stops the run under way within a slice
	}
	j.comparing = false
}

// reset stops the comparison and forgets its rows.
func (j *compareModel) reset() {
	j.halt()
	j.rows, j.picked = nil, nil
}

// pick chooses row i for a race, or takes it back.
func (j *compareModel) pick(i int) {
	if i >= 0 && i < len(j.picked) {
		j.picked[i] = !j.picked[i]
	}
}

// race is the race of the rows picked, in their order, or nil unless two
// to four are.
func (j *compareModel) race() []state.RaceEntry {
	var lanes []state.RaceEntry
	for i, p := range j.picked {
		if p {
			lanes = append(lanes, state.EntryOf(j.entries[i].spec))
		}
	}
	if len(lanes) < search.MinLanes || len(lanes) > search.MaxLanes {
		return nil
	}
	return lanes
}

// take reads the comparison server's reply: a run done, or why the
// comparison could not go on (it stops).
func (j *compareModel) take(rep search.Reply) error {
	if rep.Gen != j.gen || !j.comparing {
		return nil
	}
	switch r := rep.Run; {
	case rep.Err != "":
		j.comparing = false
		return errors.New(rep.Err)
	case r != nil && r.Index >= 0 && r.Index < len(j.entries):
		row := j.entries[r.Index].row
		into(&row, *r)
		row.Optimal = j.optimal
		j.rows = append(j.rows, row)
		j.picked = append(j.picked, false)
		j.comparing = !r.Last
	}
	return nil
}
