package solver

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// fresh is what a new search stopped after j expansions shows: its moment
// (the outcome only if Step(j) ended it) and its trace.
func fresh(t *testing.T, name string, p Problem, o Options, j int) (Moment, []TraceStep) {
	t.Helper()
	o.Trace = true
	s, err := New(name, p, o)
	if err != nil {
		t.Fatal(err)
	}
	out := s.Step(j)
	cur, ok := s.Current()
	m := Moment{At: s.Stats().Expanded, Stats: s.Stats(), Current: cur, HasCurrent: ok, Frontier: s.Frontier(8), Iterations: slices.Clone(s.Iterations()), Phase: phaseOf(s)}
	steps := s.Trace().Steps
	if out == Running && m.At == j { // it may end here without expanding again
		s.Step(1)
		if r := s.Result(); r.Outcome != Running && r.Stats.Expanded == j {
			out = r.Outcome
		}
	}
	if out != Running {
		m.Outcome, m.Path, m.Shortened = out, s.Result().Path, s.Result().Shortened
	}
	return m, steps
}

// checkMoment compares the timeline's cursor with a fresh search stopped at
// the same moment: board, counters, frontier, iterations, chart.
func checkMoment(t *testing.T, route string, tl *Timeline, name string, p Problem, o Options) {
	t.Helper()
	j := tl.At()
	want, steps := fresh(t, name, p, o, j)
	got := tl.Moment(8)
	if _, ended := tl.Ended(); !ended { // the timeline knows the end only once reached
		want.Outcome, want.Path, want.Shortened = Running, nil, nil
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: moment %d = %+v, want %+v", route, j, got, want)
	}
	var chart []TraceStep
	for i, st := range tl.Trace().Steps {
		if tl.Trace().Expansion(i) <= j {
			chart = append(chart, st)
		}
	}
	if len(chart) != len(steps) || (len(steps) > 0 && !reflect.DeepEqual(chart, steps)) {
		t.Fatalf("%s: the chart up to moment %d has %d steps, want %d (or they differ)", route, j, len(chart), len(steps))
	}
}

func timelineProblems(t *testing.T) []Problem {
	var ps []Problem
	for _, b := range sample(t, standardGoal, 5, 3) {
		ps = append(ps, Problem{Start: b, Goal: standardGoal})
	}
	for _, b := range sample(t, spiralGoal, 3, 4) {
		ps = append(ps, Problem{Start: b, Goal: spiralGoal})
	}
	g4 := Standard(4, 4)
	rng := rand.New(rand.NewPCG(5, 5))
	for _, n := range []int{18, 30} {
		ps = append(ps, Problem{Start: ScrambleMoves(g4, n, rng), Goal: g4})
	}
	return ps
}

// TestTimelineMomentsByEveryRoute goes to moments by every route (forward
// from 0, back from a later moment, a jump, step back after continuing) and
// checks each against a fresh search stopped there.
func TestTimelineMomentsByEveryRoute(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for _, alg := range Algorithms {
		for pi, p := range timelineProblems(t) {
			o := Options{MaxExpanded: 3000}
			t.Run(fmt.Sprintf("%s/%d", alg.Name, pi), func(t *testing.T) {
				tl, err := NewTimeline(alg.Name, p, o)
				if err != nil {
					t.Fatal(err)
				}
				tl.spacing, tl.maxHeld = 37, 1<<16 // many checkpoints, thinned
				for tl.Step(1+rng.IntN(90)) == Running {
					checkMoment(t, "forward", tl, alg.Name, p, o)
				}
				checkMoment(t, "end", tl, alg.Name, p, o)
				n := tl.Latest()
				for range 6 {
					k := rng.IntN(n + 1)
					tl.Seek(k)
					j := rng.IntN(k + 1)
					tl.Back(k - j)
					checkMoment(t, "back", tl, alg.Name, p, o)
					tl.Seek(rng.IntN(n + 1))
					checkMoment(t, "jump", tl, alg.Name, p, o)
					tl.Step(5)
					tl.Back(2)
					checkMoment(t, "step back after continuing", tl, alg.Name, p, o)
				}
				tl.Seek(n + 10)
				if tl.At() != n {
					t.Errorf("Seek past the end: at %d, want %d", tl.At(), n)
				}
				checkMoment(t, "end again", tl, alg.Name, p, o)
			})
		}
	}
}

// TestTimelineContinuesFromThePast steps from an early moment past the
// latest one: the moments computed anew match a fresh search.
func TestTimelineContinuesFromThePast(t *testing.T) {
	p := Problem{Start: mustParse(t, "8_6/547/231"), Goal: standardGoal}
	for _, name := range []string{"bfs", "astar", "idastar", "bibfs"} {
		tl, err := NewTimeline(name, p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		tl.spacing = 50
		tl.Step(400)
		tl.Seek(120)
		tl.Step(700)
		if tl.At() != 820 || tl.Latest() != 820 {
			t.Fatalf("%s: at %d, latest %d, want 820 and 820", name, tl.At(), tl.Latest())
		}
		checkMoment(t, "continued", tl, name, p, Options{})
		tl.Back(3)
		checkMoment(t, "back", tl, name, p, Options{})
	}
}

// TestTimelineUnits moves by BFS layers and IDA* passes: each unit's first
// moment is where the layer's g (or the pass's bound) changes, and moving
// back returns to the same moments.
func TestTimelineUnits(t *testing.T) {
	p := Problem{Start: mustParse(t, "8_6/547/231"), Goal: standardGoal}
	for _, name := range []string{"bfs", "bibfs", "iddfs", "idastar"} {
		tl, err := NewTimeline(name, p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		key := func(m Moment) int {
			if name == "idastar" || name == "iddfs" {
				return m.Stats.Bound
			}
			return int(m.Stats.Side)<<16 | m.Current.G
		}
		var starts []int
		prev := -1
		for {
			tl.NextUnit()
			m := tl.Moment(0)
			if m.Outcome != Running {
				break
			}
			if len(starts) > 0 && m.At <= starts[len(starts)-1] {
				t.Fatalf("%s: NextUnit went from %d to %d", name, starts[len(starts)-1], m.At)
			}
			tl.Back(1)
			if m.At > 1 && key(tl.Moment(0)) == key(m) {
				t.Fatalf("%s: moment %d is not the first of its unit", name, m.At)
			}
			tl.Seek(m.At)
			if key(m) == prev {
				t.Fatalf("%s: moment %d is in the unit before", name, m.At)
			}
			prev = key(m)
			starts = append(starts, m.At)
		}
		if len(starts) < 3 {
			t.Fatalf("%s: %d units, want several", name, len(starts))
		}
		end := tl.At()
		for i := len(starts) - 1; i >= 0; i-- {
			tl.PrevUnit()
			if tl.At() != starts[i] {
				t.Fatalf("%s: PrevUnit from %d went to %d, want %d", name, end, tl.At(), starts[i])
			}
		}
		tl.PrevUnit()
		if tl.At() != 0 {
			t.Fatalf("%s: PrevUnit from the first unit went to %d, want 0", name, tl.At())
		}
	}
}
