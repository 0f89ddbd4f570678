package search

import (
	"slices"
	"testing"

	"slidelab/solver"
)

// TestServerAudit: the check of a formula over JSON reports its progress,
// then the audit the solver makes; a bad formula is refused with its
// error; a formula that divides by zero has its board in the search's
// snapshots.
func TestServerAudit(t *testing.T) {
	w := newWireServer(t)
	goal := solver.Standard(3, 3)
	sp := Spec{Start: board3, Goal: goal, Algo: "astar", Heuristic: Custom, Formula: "2*manhattan"}
	gen := w.post(Request{Op: OpAudit, Specs: []Spec{sp}})
	var got Reply
	for got = w.next(); got.Audit != nil && !got.Audit.Finished(); got = w.next() {
		if got.Audit.Done > got.Audit.Total {
			t.Errorf("progress %+v", got.Audit)
		}
	}
	if got.Gen != gen || got.Audit == nil || got.Audit.Result.Over == 0 || got.Audit.Result.Longer.IsZero() || got.Audit.Elapsed <= 0 {
		t.Fatalf("reply %+v", got)
	}
	want, _ := solver.AuditHeuristic(func() solver.Heuristic { h, _ := NewHeuristic(Custom, "2*manhattan", goal); return h }, goal, nil)
	if *got.Audit.Result != want {
		t.Errorf("audit over JSON %+v, want %+v", *got.Audit.Result, want)
	}

	b4, _ := solver.Parse("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15")
	w.post(Request{Op: OpAudit, Specs: []Spec{{Start: b4, Goal: solver.Standard(4, 4), Algo: "astar", Heuristic: Custom, Formula: "manhattan*out(5)"}}})
	for got = w.next(); got.Audit != nil && !got.Audit.Finished(); got = w.next() {
	}
	if s := got.Audit.Sampled; s == nil || got.Audit.Result != nil || s.Inconsistent == 0 || s.Over != 0 {
		t.Errorf("on 4×4: %+v", got.Audit)
	}

	sp.Formula = "2*manhatan"
	w.post(Request{Op: OpAudit, Specs: []Spec{sp}})
	if got := w.next(); got.Err != "unknown name \"manhatan\" at column 3: use manhattan, misplaced, linear, pdb, exact, outrow, outcol, dist(tile), out(tile), min(…), max(…)" {
		t.Errorf("bad formula: %+v", got)
	}

	sp.Formula = "manhattan/(misplaced-4)"
	w.post(Request{Op: OpCreate, Specs: []Spec{sp}})
	w.post(Request{Op: OpMove, Move: Seek(5)})
	got = w.next()
	if got.Snap == nil || got.Snap.Fault == nil || got.Snap.Fault.Code != "fDivZero" || got.Snap.Fault.Board.IsZero() {
		t.Fatalf("a division by zero: %+v", got)
	}
	if h, _ := NewHeuristic(Custom, "misplaced-4", goal); h.Of(got.Snap.Fault.Board) != 0 {
		t.Errorf("fault on %s, where misplaced is not 4", got.Snap.Fault.Board)
	}
}

// TestReadExpand: "you are the search" offers the candidates in the
// search's order with the board expanded next among them, and the next
// step's explanation, whose expansion is that board; the cursor stays.
func TestReadExpand(t *testing.T) {
	for _, algo := range []string{"bfs", "bibfs", "dfs", "iddfs", "ucs", "greedy", "astar", "wastar", "idastar"} {
		tl, err := spec(t, "413726580", algo).timeline()
		if err != nil {
			t.Fatal(err)
		}
		for k := range 30 {
			tl.Seek(k)
			e := ReadExpand(tl)
			if tl.At() != k {
				t.Fatalf("%s: the cursor moved from %d to %d", algo, k, tl.At())
			}
			if len(e.Boards) == 0 {
				break
			}
			ev, ok := e.Step.Expanded()
			if !ok || ev.Node.Board != e.Next.Board || e.Step.At != k+1 || len(e.Boards) > ExpandShown {
				t.Fatalf("%s at %d: next %s, step %+v", algo, k, e.Next.Board, e.Step)
			}
			cands, next, _ := tl.Candidates(ExpandShown)
			switch {
			case next != e.Next:
				t.Errorf("%s at %d: next %s, the timeline's %s", algo, k, e.Next.Board, next.Board)
			case slices.Contains(cands, next) && !slices.Equal(cands, e.Boards):
				t.Errorf("%s at %d: offered %v, the candidates %v", algo, k, e.Boards, cands)
			case !slices.Contains(cands, next) && (e.Boards[len(e.Boards)-1] != next || !slices.Equal(e.Boards[:len(e.Boards)-1], cands[:min(len(cands), ExpandShown-1)])):
				t.Errorf("%s at %d: offered %v, the candidates %v and then %s", algo, k, e.Boards, cands, next.Board)
			}
		}
	}
}
