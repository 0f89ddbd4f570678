package main

import (
	"errors"
	"fmt"
	"runtime"

	"slidelab/app/race"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/solver"
)

// runModel is the search the page shows: the run controller's state
// (runctl.go), the moment shown and the port to the server that owns the
// timeline.
type runModel struct {
	state   runState
	snap    search.Snapshot
	created bool // the server holds the search
	port    *search.Port
	gen     int       // the last request's: replies to earlier ones are dropped
	asked   search.Op // the last request's
	held    uint64    // bytes the worker's Go program holds, as it last said
	memory  uint64    // bytes the page's Go program and the worker's hold, noted after builds and runs
	burst   bool      // the next run goes flat out, whatever the speed (a lesson's stop at the end of its search)
}

// ran is what a run transition asks of the page beyond the run's own
// requests.
type ran struct {
	tables  bool   // the search needs pattern databases not built yet: nothing was done; the event waits for them
	rests   bool   // the run paused, stopped or ended: the page is at rest
	dropped bool   // the search shown is gone
	fresh   bool   // a new search was asked for (or refused): the page's last message is old
	message string // why the search could not start or go on
}

// apply carries out event e (m: how evMove moves the cursor) on set's
// search, whose reports carry the details d: the controller's transition,
// then its effect. missing says set's search needs pattern databases not
// built yet: a transition that would create the search waits for them.
func (r *runModel) apply(e runEvent, m search.Move, set *state.Settings, d search.Detail, missing bool) ran {
	s, eff, ok := next(r.state, e)
	if !ok {
		return ran{}
	}
	creates := eff == effRestart || ((eff == effStart || eff == effMove) && !r.created)
	// A start that cannot reach the goal needs no tables: create says why.
	if creates && missing && (solver.Problem{Start: set.Start, Goal: set.Goal}).Check() == nil {
		return ran{tables: true}
	}
	var out ran
	switch eff {
	case effHalt:
		r.state = s
		if e != evEnded { // paused or stopped: the panels show the cursor's moment in full
			r.halt(d)
		}
		return ran{rests: true}
	case effDrop:
		r.drop()
		out.dropped = true
	case effRestart:
		r.drop()
		out.dropped = true
		fallthrough
	case effStart, effRepace:
		out.fresh = !r.created
		if out.message = r.create(set); out.message != "" {
			return out
		}
		r.state = s
		speed := set.Speed
		if r.burst {
			speed, r.burst = 0, false
		}
		r.ask(search.Request{Op: search.OpRun, Speed: speed, Detail: d})
		return out
	case effMove:
		out.fresh = !r.created
		if out.message = r.create(set); out.message != "" {
			return out
		}
		r.state = s
		r.ask(search.Request{Op: search.OpMove, Move: m, Detail: d})
		return out
	}
	r.state = s
	return out
}

// ask sends req to the server as the page's newest request.
func (r *runModel) ask(req search.Request) {
	r.gen++
	req.Gen, r.asked = r.gen, req.Op
	r.port.Post(req)
}

// halt stops the run at the moment shown (the server may have gone a
// little further: it comes back) and has it read again with the details d.
func (r *runModel) halt(d search.Detail) {
	r.ask(search.Request{Op: search.OpMove, Move: search.Seek(r.snap.At), Detail: d})
}

// drop forgets the search.
func (r *runModel) drop() {
	if r.created {
		r.ask(search.Request{Op: search.OpDrop})
	}
	r.created, r.snap, r.burst = false, search.Snapshot{}, false
}

// create has the server start set's search (or race) at moment 0, or says
// why it cannot, in set's language.
func (r *runModel) create(set *state.Settings) string {
	if r.created {
		return ""
	}
	specs := set.Specs()
	for _, spec := range specs {
		switch err := spec.Check(); {
		case errors.Is(err, solver.ErrUnsolvable):
			return set.Lang.T("different")
		case err != nil:
			return fmt.Sprintf(set.Lang.T("badOptions"), state.InputErrorText(set.Lang, err))
		}
	}
	req := search.Request{Op: search.OpCreate, Specs: specs, Clock: set.Clock}
	if search.AnyUsesTables(specs) {
		r.port.CarryTables(&req, set.Goal)
	}
	r.ask(req)
	r.created = true
	r.snap = search.Snapshot{}
	return ""
}

// take reads the server's reply to the search's requests: ok false for a
// reply to an earlier request (dropped); the moment to show (show, unless
// it is the moment shown read again in more detail), or why the search
// failed (it is dropped).
func (r *runModel) take(rep search.Reply) (ok, show bool, err error) {
	if rep.Gen != r.gen || !r.created {
		return false, false, nil
	}
	r.held = r.port.HeldApart(rep.Memory)
	switch {
	case rep.Err != "":
		r.drop()
		r.state = stateReady
		return true, false, errors.New(rep.Err)
	case rep.Snap != nil && r.asked == search.OpDetail: // the same moment, more detail: the player plays on
		r.snap = *rep.Snap
	case rep.Snap != nil:
		r.snap = *rep.Snap
		return true, true, nil
	}
	return true, false, nil
}

// noteMemory records the memory the page's Go program and the search
// worker's hold (in the browser: their WebAssembly memories, which never
// shrink) for the page's data-memory attribute, which tests read.
func (r *runModel) noteMemory() {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	r.memory = m.Sys + r.held
}

// refresh gives the snapshot the details d the panels now shown need:
// from the next report when the search runs, at once when it waits.
func (r *runModel) refresh(d search.Detail) {
	switch {
	case !r.created:
	case r.state == stateSearching:
		r.port.Post(search.Request{Op: search.OpWants, Detail: d})
	default:
		r.ask(search.Request{Op: search.OpDetail, Detail: d})
	}
}

// pathLen is the length of what the player plays: the path found, or in a
// race (racing) the longest of the lanes' paths.
func (r *runModel) pathLen(racing bool) int {
	if racing {
		return race.Longest(r.snap)
	}
	return len(r.snap.Path)
}
