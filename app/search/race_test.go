package search

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"slidelab/solver"
)

// raceLanes is every algorithm × heuristic pair of the registry that fits
// start's board as a lane on start (IDA*'s passes and bidirectional BFS
// among them), with a budget that some reach (a lane that stops at its
// limit) and most do not.
func raceLanes(t *testing.T, start string) []Spec {
	t.Helper()
	var specs []Spec
	cells := mustBoard(t, start).Len()
	for _, a := range solver.Algorithms {
		heurs := []string{"manhattan"}
		if a.UsesHeuristic {
			heurs = nil
			for _, h := range solver.Heuristics {
				if cells <= h.MaxCells {
					heurs = append(heurs, h.Name)
				}
			}
		}
		for _, h := range heurs {
			sp := spec(t, start, a.Name)
			sp.Heuristic, sp.Budget = h, 3000
			specs = append(specs, sp)
		}
	}
	return specs
}

// raceBoards are the lanes of raceLanes on boards of every size the
// matrix has (2×2, 3×2, 3×3, 4×3, 4×4), each moves random moves out.
func raceBoards(t *testing.T, moves int) []Spec {
	rng := rand.New(rand.NewPCG(34, uint64(moves)))
	var lanes []Spec
	for _, size := range [][2]int{{2, 2}, {3, 2}, {3, 3}, {4, 3}, {4, 4}} {
		start := solver.ScrambleMoves(solver.Standard(size[0], size[1]), moves, rng).String()
		lanes = append(lanes, raceLanes(t, start)...)
	}
	return lanes
}

// races groups lanes into races of two to four lanes of one board.
func races(lanes []Spec) [][]Spec {
	var out [][]Spec
	for i := 0; i < len(lanes); {
		j := i + 1
		for j < len(lanes) && j-i < MaxLanes && lanes[j].Start == lanes[i].Start {
			j++
		}
		race := lanes[i:j:j]
		if len(race) < MinLanes {
			race = append(race, lanes[i-1])
		}
		out = append(out, race)
		i = j
	}
	return out
}

// laneView is what the page shows of a lane's moment.
type laneView struct {
	M     solver.Moment
	Chart Series
}

func viewOf(s Snapshot) laneView { return laneView{s.Moment, s.Chart} }

// checkLanes compares every lane of r at its cursor with its own search
// alone at the moment want gives it; it returns the lanes' moments.
func checkLanes(t *testing.T, where string, r *race, refs []*solver.Timeline, want func(lane int) int) []int {
	t.Helper()
	snap := r.snapshot()
	ats := make([]int, len(refs))
	for i, ref := range refs {
		lane := snap.Lanes[i]
		k := want(i)
		if lane.Moment.Outcome != solver.Running {
			k++ // a search learns it ended when it tries to go on: the clamp shows its end
		}
		ref.Seek(k)
		if got, w := viewOf(lane), viewOf(takeSnapshot(ref, 0)); !reflect.DeepEqual(got, w) {
			t.Fatalf("%s: lane %d at tick %d shows moment %d (%v), its search alone at %d shows %d (%v)",
				where, i, r.At(), got.M.At, got.M.Outcome, want(i), w.M.At, w.M.Outcome)
		}
		ended := lane.Moment.Outcome != solver.Running
		if ended && (lane.Finish < 0 || lane.Finish > r.At()) {
			t.Fatalf("%s: lane %d ended at tick %d, says Finish %d", where, i, r.At(), lane.Finish)
		}
		ats[i] = lane.At
	}
	return ats
}

// TestRaceLockstep: in a race by expansion, at every tick k each lane shows
// exactly the moment its single search shows at k (or at its end, when it
// ended before), through Steps, Step backs, jumps and flat-out runs.
func TestRaceLockstep(t *testing.T) {
	for n, lanes := range races(raceBoards(t, 24)) {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			r, err := newRace(lanes, ByExpansion)
			if err != nil {
				t.Fatal(err)
			}
			refs := make([]*solver.Timeline, len(lanes))
			for i, sp := range lanes {
				if refs[i], err = sp.timeline(); err != nil {
					t.Fatal(err)
				}
			}
			atTick := func(int) int { return r.At() }
			moves := []func(){
				func() { r.Step(1) }, func() { r.Step(1) }, func() { r.Step(1) },
				func() { r.Back(2) }, func() { r.Step(3) }, func() { r.Seek(40) }, func() { r.Back(7) },
			}
			for i, m := range moves {
				m()
				checkLanes(t, fmt.Sprintf("move %d", i), r, refs, atTick)
			}
			for r.Step(sliceSteps) == solver.Running {
				checkLanes(t, "flat out", r, refs, atTick)
			}
			if !r.ended() || r.At() != r.Latest() {
				t.Fatalf("flat out: at %d of %d, ended %v", r.At(), r.Latest(), r.ended())
			}
			for i, ref := range refs {
				ref.Seek(1 << 30)
				if res, ok := ref.Ended(); !ok || r.ends[i] != ref.Latest() {
					t.Errorf("lane %d ended at tick %d; its search alone ends at %d (%v)", i, r.ends[i], ref.Latest(), res.Outcome)
				}
			}
			for _, k := range []int{r.Latest() + 5, r.Latest() / 2, 0, r.Latest() - 1, 3} {
				r.Seek(k)
				checkLanes(t, fmt.Sprintf("seek %d", k), r, refs, atTick)
			}
		})
	}
}

// TestRaceByTime: in a race by time each tick gives every lane that can go
// on at least one expansion; every lane's moment at a tick is its single
// search's at the lane's moment, and a tick read again after Step back or
// a jump shows the same moments as when it was first computed.
func TestRaceByTime(t *testing.T) {
	for n, lanes := range races(raceBoards(t, 20)) {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			r, err := newRace(lanes, ByTime)
			if err != nil {
				t.Fatal(err)
			}
			r.tick = 50 * time.Microsecond // more ticks a race: more to check
			refs := make([]*solver.Timeline, len(lanes))
			for i, sp := range lanes {
				if refs[i], err = sp.timeline(); err != nil {
					t.Fatal(err)
				}
			}
			var first [][]int // each tick's lane moments when first computed
			first = append(first, checkLanes(t, "tick 0", r, refs, func(int) int { return 0 }))
			for step := 0; ; step++ {
				prev := first[len(first)-1]
				outcome := r.Step(1)
				ats := checkLanes(t, fmt.Sprintf("tick %d", r.At()), r, refs, func(i int) int { return r.lanes[i].At() })
				for i := range ats {
					endedBefore := r.ends[i] >= 0 && r.ends[i] < r.At()
					if ats[i] < prev[i] || (ats[i] == prev[i] && !endedBefore) {
						t.Fatalf("tick %d: lane %d went from %d to %d", r.At(), i, prev[i], ats[i])
					}
				}
				first = append(first, ats)
				if outcome != solver.Running {
					break
				}
				if step%5 == 4 { // back two and on again: the same moments
					r.Back(2)
					checkTick(t, r, refs, first)
					r.Step(2)
					checkTick(t, r, refs, first)
				}
			}
			for _, k := range []int{len(first) / 2, 0, len(first) - 1, 1, len(first) + 3} {
				r.Seek(k)
				checkTick(t, r, refs, first)
			}
		})
	}
}

// checkTick checks that r's lanes are at the moments first recorded for
// the cursor's tick.
func checkTick(t *testing.T, r *race, refs []*solver.Timeline, first [][]int) {
	t.Helper()
	want := first[r.At()]
	checkLanes(t, fmt.Sprintf("tick %d again", r.At()), r, refs, func(i int) int { return want[i] })
}

// TestSearchServerRace: a race asked of the server over JSON answers every
// Move with each lane's moment at the tick, as a race of the test's own
// shows it, and a run flat out ends with every lane's single-search count.
func TestSearchServerRace(t *testing.T) {
	for _, clock := range []Clock{ByExpansion, ByTime} {
		lanes := []Spec{spec(t, "513824076", "bfs"), spec(t, "513824076", "astar"), spec(t, "513824076", "idastar"), spec(t, "513824076", "bibfs")}
		w := newWireServer(t)
		w.post(Request{Op: OpCreate, Specs: lanes, Clock: clock})
		local, err := newRace(lanes, clock)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []Move{Stay, StepMove, StepMove, StepMove, BackMove, BackMove, Seek(40), UnitMove, Seek(7), Seek(0)} {
			gen := w.post(Request{Op: OpMove, Move: m, Detail: DetailExplain})
			got := w.next()
			if got.Gen != gen || got.Snap == nil || got.Err != "" || len(got.Snap.Lanes) != len(lanes) {
				t.Fatalf("%q, %+v: reply %+v", clock, m, got)
			}
			if clock == ByTime { // the ticks' work is the server's: its race is the one to read
				continue
			}
			if err := m.apply(local); err != nil {
				t.Fatal(err)
			}
			want := local.snapshot()
			for i := range want.Lanes {
				g, w := got.Snap.Lanes[i], want.Lanes[i]
				g.Elapsed, w.Elapsed = 0, 0 // each timeline's own time
				if g, w := jsonOf(t, g), jsonOf(t, w); g != w {
					t.Errorf("after %+v lane %d:\n got %.400s\nwant %.400s", m, i, g, w)
				}
			}
			if got.Snap.At != want.At || got.Snap.Clock != clock {
				t.Errorf("after %+v: tick %d (%q), want %d", m, got.Snap.At, got.Snap.Clock, want.At)
			}
		}
		gen := w.post(Request{Op: OpRun})
		for {
			r := w.next()
			if r.Gen != gen || r.Snap == nil {
				t.Fatalf("%q run: reply %+v", clock, r)
			}
			if r.Snap.Outcome == solver.Running {
				continue
			}
			for i, sp := range lanes {
				res, err := solver.Solve(sp.Algo, solver.Problem{Start: sp.Start, Goal: sp.Goal}, solver.Options{Heuristic: solver.Manhattan(sp.Goal), MaxExpanded: RunBudget(sp.Algorithm(), 0, sp.Goal)})
				if err != nil {
					t.Fatal(err)
				}
				lane := r.Snap.Lanes[i]
				if lane.Outcome != res.Outcome || lane.Stats.Expanded != res.Stats.Expanded || len(lane.Path) != len(res.Path) || lane.Finish < 0 {
					t.Errorf("%q lane %s ended %v after %d expansions, %d moves (finish %d); alone: %v, %d, %d",
						clock, sp.Algo, lane.Outcome, lane.Stats.Expanded, len(lane.Path), lane.Finish, res.Outcome, res.Stats.Expanded, len(res.Path))
				}
			}
			if !r.Snap.Ended || r.Snap.At != r.Snap.Latest {
				t.Errorf("%q: the race ended at tick %d of %d, ended %v", clock, r.Snap.At, r.Snap.Latest, r.Snap.Ended)
			}
			break
		}
	}
}

// TestRaceByTimeSlice: a Step of a race by time computes no more ticks
// than a slice's time holds (each tick gives every lane that goes on a
// millisecond of its own search), so a flat-out race by time gives the
// browser its turn, and hears Pause, as often as any search.
func TestRaceByTimeSlice(t *testing.T) {
	start := solver.ScrambleMoves(solver.Standard(4, 4), 60, rand.New(rand.NewPCG(34, 3))).String()
	lanes := []Spec{spec(t, start, "bfs"), spec(t, start, "dfs"), spec(t, start, "iddfs"), spec(t, start, "astar")}
	r, err := newRace(lanes, ByTime)
	if err != nil {
		t.Fatal(err)
	}
	most := int(sliceBudget/(time.Duration(len(lanes))*TimeTick)) + 1
	for range 5 {
		before := r.Latest()
		if r.Step(sliceSteps) != solver.Running {
			t.Fatal("the race ended: it should outlast five slices")
		}
		if ticks := r.Latest() - before; ticks < 1 || ticks > most {
			t.Errorf("a Step of %d ticks computed %d, want 1 to %d", sliceSteps, ticks, most)
		}
	}
}
