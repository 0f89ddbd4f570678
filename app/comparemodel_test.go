package main

import (
	"testing"
	"time"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/solver"
)

// TestCompareTransitions: a comparison started on a port of its own (a
// server on this thread, natively) fills one row per run in order, with
// the board's exact distance; a reply to an earlier comparison is
// dropped; a failure stops it and is said; halt stops it, reset forgets
// its rows.
func TestCompareTransitions(t *testing.T) {
	port, next := localPort(t)
	set := state.DefaultSettings()
	entries := func(what string) []compareEntry {
		t.Helper()
		es, err := compareEntries(set, what)
		if err != nil {
			t.Fatal(err)
		}
		return es
	}
	if es, err := compareEntries(set, "everything"); err == nil || es != nil {
		t.Fatalf("an unknown comparison has runs (%v)", err)
	}
	var j compareModel
	j.start(entries("heuristics"), 14, port)
	if !j.comparing {
		t.Fatalf("the comparison did not start")
	}
	stale := search.Reply{Gen: j.gen - 1, Run: &search.Compared{Index: 0}}
	if err := j.take(stale); err != nil || len(j.rows) != 0 {
		t.Errorf("a reply to an earlier comparison was taken: %v, %d rows", err, len(j.rows))
	}
	for j.comparing {
		if err := j.take(next()); err != nil {
			t.Fatal(err)
		}
	}
	if len(j.rows) != len(j.entries) {
		t.Fatalf("%d rows for %d runs", len(j.rows), len(j.entries))
	}
	for i, r := range j.rows {
		if r.H == "" || r.H != j.entries[i].spec.Heuristic || r.Optimal != 14 || r.Outcome != solver.Solved || r.Length != 14 {
			t.Errorf("row %d: %+v", i, r)
		}
	}
	j.start(entries("algorithms"), 14, port)
	if err := j.take(search.Reply{Gen: j.gen, Err: "the search worker stopped"}); err == nil || j.comparing {
		t.Errorf("a failure: error %v, comparing %v", err, j.comparing)
	}
	j.start(entries("algorithms"), 14, port)
	j.halt()
	if j.comparing || j.take(search.Reply{Gen: j.gen - 1, Run: &search.Compared{Index: 0, Last: true}}) != nil || len(j.rows) != 0 {
		t.Errorf("halted: comparing %v, %d rows", j.comparing, len(j.rows))
	}
	j.rows = []compareRow{{}}
	j.reset()
	if j.rows != nil {
		t.Errorf("reset kept %d rows", len(j.rows))
	}
}

// localPort is a port to a search server on the test's own thread (as the
// page's where no worker starts), and next, which waits for its next reply.
func localPort(t *testing.T) (*search.Port, func() search.Reply) {
	replies := make(chan search.Reply, 1000)
	port := search.StartPort(search.WorkerJS)
	port.Listen(func(r search.Reply) { replies <- r })
	return port, func() search.Reply {
		t.Helper()
		select {
		case r := <-replies:
			return r
		case <-time.After(time.Minute):
			t.Fatal("no reply in a minute")
			return search.Reply{}
		}
	}
}
