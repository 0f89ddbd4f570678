package main

import (
	"testing"

	"slidelab/app/search"
	"slidelab/app/search/searchtest"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// TestRunTransitions: the run model on a search server of its own (on the
// test's thread, as where no worker starts): a Step creates the search and
// shows moment 1; Run goes to the end; a stale reply is dropped; a search
// that needs tables waits for them and creates nothing; an unsolvable
// board says why in the page's language; Reset drops the search.
func TestRunTransitions(t *testing.T) {
	port, next := searchtest.Port(t)
	r := runModel{port: port}
	// until takes replies until one is shown that ok says is the last.
	until := func(what string, ok func(search.Snapshot) bool) {
		t.Helper()
		for {
			if fresh, show, err := r.take(next()); err != nil {
				t.Fatalf("%s: %v", what, err)
			} else if fresh && show && ok(r.snap) {
				return
			}
		}
	}
	set := state.DefaultSettings()
	set.Speed = 0 // flat out
	d := search.DetailExplain

	out := r.apply(evMove, search.StepMove, &set, d, false)
	if !out.fresh || out.message != "" || out.tables || !r.created || r.state != statePaused {
		t.Fatalf("Step: %+v, created %v, state %v", out, r.created, r.state)
	}
	until("Step", func(s search.Snapshot) bool { return s.At == 1 })
	if r.snap.Explain == nil {
		t.Errorf("a Step's moment came without the explanation asked for")
	}
	gen := r.gen
	out = r.apply(evRun, search.Stay, &set, d, false)
	if out.fresh || r.state != stateSearching || r.gen != gen+1 {
		t.Fatalf("Run on the search made: %+v, state %v", out, r.state)
	}
	if ok, _, _ := r.take(search.Reply{Gen: gen, Snap: &search.Snapshot{}}); ok {
		t.Errorf("a reply to an earlier request was taken")
	}
	until("Run", func(s search.Snapshot) bool { return s.Outcome != solver.Running })
	if r.snap.Outcome != solver.Solved || len(r.snap.Path) != 14 {
		t.Errorf("Run ended %v with %d moves, want solved in 14", r.snap.Outcome, len(r.snap.Path))
	}
	if out = r.apply(evEnded, search.Stay, &set, d, false); !out.rests || r.state != stateFinished {
		t.Errorf("the end: %+v, state %v", out, r.state)
	}
	if out = r.apply(evReset, search.Stay, &set, d, false); !out.dropped || r.created || r.state != stateReady {
		t.Errorf("Reset: %+v, created %v, state %v", out, r.created, r.state)
	}

	if out = r.apply(evRun, search.Stay, &set, d, true); !out.tables || r.created || r.state != stateReady {
		t.Errorf("a search waiting for tables: %+v, created %v, state %v", out, r.created, r.state)
	}
	set.Start, _ = solver.Parse("213405678") // one swap: unsolvable
	for _, l := range []ui.Lang{ui.English, ui.Chinese} {
		set.Lang = l
		if out = r.apply(evRun, search.Stay, &set, d, true); out.message != l.T("different") || r.created || r.state != stateReady {
			t.Errorf("%s, unsolvable: %+v, created %v, state %v", l, out, r.created, r.state)
		}
	}
}

// TestDetails: what each view asks of every snapshot: the narration
// wherever it shows, the boards to choose from in "you are the search",
// the quiz's and the tree's details only where they show, nothing for the
// setup, compare, workshop and share tabs.
func TestDetails(t *testing.T) {
	const explain, expand, quiz, tree = search.DetailExplain, search.DetailExpand, search.DetailQuiz, search.DetailTree
	for _, c := range []struct {
		embed  bool
		expand int
		tab    state.Tab
		sub    state.Subview
		quiz   bool
		want   search.Detail
	}{
		{false, 0, state.TabLesson, state.SubExplain, false, explain},
		{false, 0, state.TabLesson, state.SubChart, false, explain},
		{false, 0, state.TabLesson, state.SubTree, false, explain | tree},
		{false, 0, state.TabLesson, state.SubExplain, true, explain | quiz},
		{false, 0, state.TabLesson, state.SubChart, true, explain},
		{false, 2, state.TabLesson, state.SubExplain, false, explain | expand},
		{false, 2, state.TabLesson, state.SubTree, false, explain | tree},
		{false, 0, state.TabSetup, state.SubTree, true, 0},
		{false, 1, state.TabCompare, state.SubExplain, false, 0},
		{true, 0, state.TabSetup, state.SubChart, false, explain},
		{true, 0, state.TabLesson, state.SubTree, true, explain | quiz},
		{true, 3, state.TabShare, state.SubHeur, false, explain | expand},
	} {
		set := state.DefaultSettings()
		set.Embed, set.Expand = c.embed, c.expand
		if got := details(&set, c.tab, c.sub, c.quiz); got != c.want {
			t.Errorf("%+v: %b, want %b", c, got, c.want)
		}
	}
}
