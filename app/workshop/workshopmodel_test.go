package workshop

import (
	"testing"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/solver"
)

// TestFound: the race on the board the check found, for the longer path
// and for the trap; none before a check, for another formula, or when the
// check found no such board or sampled boards above 9 cells.
func TestFound(t *testing.T) {
	set := state.DefaultSettings()
	set.Heuristic, set.Formula, set.Expand = search.Custom, "2*manhattan", 1
	longer, _ := solver.Parse("123456708")
	trap, _ := solver.Parse("123456078")
	var w Model
	found := func(set state.Settings, longer bool) (state.Settings, bool) {
		ok := w.Found(&set, longer)
		return set, ok
	}
	if _, ok := found(set, true); ok {
		t.Fatal("a race before any check")
	}
	w.of = AuditSpec(set)
	w.Result = &search.Audited{Result: &solver.Audit{Longer: longer, Trap: trap}}
	got, ok := found(set, true)
	if want := []state.RaceEntry{{Algo: "astar", Heuristic: search.Custom}, {Algo: "astar", Heuristic: "manhattan"}}; !ok || got.Start != longer ||
		len(got.Race) != 2 || got.Race[0] != want[0] || got.Race[1] != want[1] || got.Expand != 0 || got.NoReopen {
		t.Errorf("the longer path: %v %+v", ok, got)
	}
	got, ok = found(set, false)
	if !ok || got.Start != trap || got.Race[1] != (state.RaceEntry{Algo: "astar", Heuristic: search.Custom, Reopen: "no"}) {
		t.Errorf("the trap: %v %+v", ok, got)
	}
	other := set
	other.Formula = "manhattan"
	if _, ok := found(other, true); ok {
		t.Error("a race for a check of another formula")
	}
	w.Result = &search.Audited{Result: &solver.Audit{Longer: longer}}
	if _, ok := found(set, false); ok {
		t.Error("a race on a trap the check did not find")
	}
	w.Result = &search.Audited{Sampled: &solver.Sampled{}}
	if _, ok := found(set, true); ok {
		t.Error("a race from boards sampled")
	}
}
