// Package compare is the Compare tab: every algorithm (or every
// heuristic) run on the page's board side by side in the side worker
// (Model: its rows, Entries: the searches of a comparison), its table
// (Panel), the rows picked for a race, and its actions and strings.
//
// It imports ui, state, search and the solver: no other capability, and
// not the page.
package compare

import (
	_ "embed"
	"errors"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
)

// Compare.
type (
	Ask       string   // "algorithms", "heuristics" or "stop"
	PickRow   int      // a row of the comparison chosen for a race, or taken back
	RaceThese struct{} // race the rows chosen
)

// Action is an action of Compare: the page routes every one to its side
// of the side worker (sidejobs.go).
type Action interface{ compareAction() }

func (Ask) compareAction()       {}
func (PickRow) compareAction()   {}
func (RaceThese) compareAction() {}

// Compare's strings, one table a language.
var (
	//go:embed text/en.txt
	enTexts string
	//go:embed text/zh.txt
	zhTexts string
)

func init() {
	ui.RegisterTexts(ui.English, enTexts)
	ui.RegisterTexts(ui.Chinese, zhTexts)
}

// Model is a comparison: its rows, and the search worker of its own
// that runs it (started at the first comparison), so that a comparison
// neither freezes the page nor stops the search the page shows.
type Model struct {
	Rows      []Row
	Picked    []bool // the rows chosen for a race
	Comparing bool
	entries   []Entry      // the comparison under way's runs
	optimal   int          // its board's exact distance, -1 when unknown
	port      *search.Port // nil until the first comparison
	gen       int          // the comparison under way's: replies to earlier ones are dropped
}

// start runs entries (Entries) on port; optimal is their board's
// exact distance (-1: unknown).
func (j *Model) Start(entries []Entry, optimal int, port *search.Port) {
	j.Halt()
	j.port, j.optimal = port, optimal
	j.gen++
	j.Rows, j.Picked, j.entries, j.Comparing = nil, nil, entries, true
	req := search.Request{Gen: j.gen, Op: search.OpCompare}
	for _, e := range entries {
		req.Specs = append(req.Specs, e.spec)
	}
	if UsesTables(entries) {
		port.CarryTables(&req, entries[0].spec.Goal)
	}
	port.Post(req)
}

// halt stops the comparison under way.
func (j *Model) Halt() {
	if j.Comparing {
		j.gen++
		j.port.Post(search.Request{Gen: j.gen, Op: search.OpDrop}) // stops the run under way within a slice
	}
	j.Comparing = false
}

// reset stops the comparison and forgets its rows.
func (j *Model) Reset() {
	j.Halt()
	j.Rows, j.Picked = nil, nil
}

// pick chooses row i for a race, or takes it back.
func (j *Model) Pick(i int) {
	if i >= 0 && i < len(j.Picked) {
		j.Picked[i] = !j.Picked[i]
	}
}

// race is the race of the rows picked, in their order, or nil unless two
// to four are.
func (j *Model) Race() []state.RaceEntry {
	var lanes []state.RaceEntry
	for i, p := range j.Picked {
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
func (j *Model) Take(rep search.Reply) error {
	if rep.Gen != j.gen || !j.Comparing {
		return nil
	}
	switch r := rep.Run; {
	case rep.Err != "":
		j.Comparing = false
		return errors.New(rep.Err)
	case r != nil && r.Index >= 0 && r.Index < len(j.entries):
		row := j.entries[r.Index].row
		into(&row, *r)
		row.Optimal = j.optimal
		j.Rows = append(j.Rows, row)
		j.Picked = append(j.Picked, false)
		j.Comparing = !r.Last
	}
	return nil
}
