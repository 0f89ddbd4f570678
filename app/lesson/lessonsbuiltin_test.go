package lesson

import (
	"fmt"
	"strings"
	"testing"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// reach runs set's search to stop st's moment and returns the moment.
func reach(t *testing.T, set state.Settings, st builtinStop) solver.Moment {
	t.Helper()
	h, err := search.NewHeuristic(set.Heuristic, set.Formula, set.Goal)
	if err != nil {
		t.Fatal(err)
	}
	tl, err := solver.NewTimeline(set.Algo, solver.Problem{Start: set.Start, Goal: set.Goal},
		solver.Options{Heuristic: h, Weight: set.Weight, DepthLimit: set.Depth, NoReopen: set.NoReopen})
	if err != nil {
		t.Fatal(err)
	}
	switch {
	case st.unit > 0:
		for range st.unit {
			tl.NextUnit()
		}
	case st.at == AtEnd:
		for tl.Step(1<<20) == solver.Running {
		}
	default:
		tl.Seek(st.at)
	}
	return tl.Moment(tl.At())
}

// TestBuiltinLessons: every built-in lesson decodes from its link in both
// languages, every stop's settings are accepted, and every number a note
// states is the search's: expansions, moves, each lane's expansions.
func TestBuiltinLessons(t *testing.T) {
	if len(BuiltinLessons) < 6 {
		t.Fatalf("%d built-in lessons, want at least 6", len(BuiltinLessons))
	}
	page := state.DefaultSettings()
	for i, b := range BuiltinLessons {
		for _, l := range []ui.Lang{ui.English, ui.Chinese} {
			les, err := DecodeLesson(BuiltinLinks()[l][i])
			if err != nil {
				t.Fatalf("%s (%s): %v", b.ID, l, err)
			}
			if les.Title == "" || les.Lang != string(l) || len(les.Stops) != len(b.stops) {
				t.Errorf("%s (%s): %+v", b.ID, l, les)
			}
			for j, st := range les.Stops {
				if _, err := StopSettings(st, page); err != nil {
					t.Errorf("%s (%s) stop %d: %v", b.ID, l, j+1, ProblemText(l, j, err))
				}
				if st.Note == "" {
					t.Errorf("%s (%s) stop %d has no note", b.ID, l, j+1)
				}
			}
		}
		for j, st := range b.stops {
			set, _ := StopSettings(Stop{Q: st.q, At: st.at, Unit: st.unit}, page)
			where := fmt.Sprintf("%s stop %d", b.ID, j+1)
			says := func(n int) {
				for k, note := range []string{ui.English.T(st.note), ui.Chinese.T(st.note)} {
					if !strings.Contains(note, ui.Thousands(n)) && !strings.Contains(note, fmt.Sprint(n)) {
						t.Errorf("%s: the note (%d) does not say %d: %s", where, k, n, note)
					}
				}
			}
			if st.lanes != nil {
				lanes := set.Lanes()
				if len(lanes) != len(st.lanes) {
					t.Fatalf("%s: %d lanes, the facts say %d", where, len(lanes), len(st.lanes))
				}
				for k, lane := range lanes {
					m := reach(t, lane, builtinStop{at: AtEnd})
					if m.Stats.Expanded != st.lanes[k] {
						t.Errorf("%s lane %d: %d expansions, the note says %d", where, k+1, m.Stats.Expanded, st.lanes[k])
					}
					says(st.lanes[k])
				}
				continue
			}
			if st.expanded > 0 {
				m := reach(t, set, st)
				if m.At != st.expanded || m.Stats.Expanded != st.expanded {
					t.Errorf("%s: at %d, %d expansions; the note says %d", where, m.At, m.Stats.Expanded, st.expanded)
				}
				if st.moves > 0 && len(m.Path) != st.moves {
					t.Errorf("%s: %d moves, the note says %d", where, len(m.Path), st.moves)
				}
				says(st.expanded)
			}
			if st.moves > 0 {
				if st.expanded == 0 { // the verdict's optimal length, before any search
					d, _ := solver.ExactDistances(set.Goal)
					if n := d.Of(set.Start); n != st.moves {
						t.Errorf("%s: optimal %d, the note says %d", where, n, st.moves)
					}
				}
				says(st.moves)
			}
			if st.ask != nil && (st.ask.answer < 0 || st.ask.answer >= len(st.ask.choices)) {
				t.Errorf("%s: answer %d of %d choices", where, st.ask.answer, len(st.ask.choices))
			}
		}
	}
}

// TestBuiltinAccuracy: the misconception "a more accurate heuristic expands
// fewer boards": over every board that reaches 123456780, the means the
// lesson states; its board has linear conflict above the pattern
// databases, and A* with linear conflict expands fewer.
func TestBuiltinAccuracy(t *testing.T) {
	goal := solver.Standard(3, 3)
	d, _ := solver.ExactDistances(goal)
	lin, _ := solver.NewHeuristic("linear", goal)
	pdb, _ := solver.NewHeuristic("pdb", goal)
	var sl, sp, sx, n float64
	for k := 0; k <= d.Max(); k++ {
		for _, b := range d.Boards(k) {
			sl += float64(lin.Of(b))
			sp += float64(pdb.Of(b))
			sx += float64(k)
			n++
		}
	}
	var note string
	for _, b := range BuiltinLessons {
		if b.ID == "holte-accuracy" {
			note = ui.English.T(b.stops[0].note) + ui.Chinese.T(b.stops[0].note)
		}
	}
	for _, mean := range []float64{sl / n, sp / n, sx / n} {
		if s := fmt.Sprintf("%.2f", mean); strings.Count(note, s) != 2 {
			t.Errorf("the lesson does not state the mean %s in both languages: %s", s, note)
		}
	}
	if !strings.Contains(note, "181,440") || n != 181440 {
		t.Errorf("%v boards", n)
	}
	start, _ := solver.Parse("138650427")
	if lin.Of(start) != 15 || pdb.Of(start) != 13 || d.Of(start) != 15 {
		t.Errorf("the board: linear %d, pdb %d, exact %d", lin.Of(start), pdb.Of(start), d.Of(start))
	}
}

// TestBuiltinWorkshop: the workshop lesson's facts that no search states:
// 2 × Manhattan overestimates on 157,176 of 181,440 boards, and 20 moves
// suffice on its board; manhattan × out(5) is admissible, 10,080 pairs of
// neighbours differ by more than one move, one of them by 12 to 0, and 21
// moves suffice on its board.
func TestBuiltinWorkshop(t *testing.T) {
	goal := solver.Standard(3, 3)
	audit := func(formula string) solver.Audit {
		a, err := solver.AuditHeuristic(func() solver.Heuristic { h, _ := search.NewHeuristic(search.Custom, formula, goal); return h }, goal, nil)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	d, _ := solver.ExactDistances(goal)
	twice, trap := audit("2*manhattan"), audit("manhattan*out(5)")
	b1, _ := solver.Parse("452836710")
	b2, _ := solver.Parse("615023784")
	if twice.Over != 157176 || twice.Boards != 181440 || d.Of(b1) != 20 {
		t.Errorf("2*manhattan: %d of %d over; %s is %d moves away", twice.Over, twice.Boards, b1, d.Of(b1))
	}
	if trap.Over != 0 || trap.Inconsistent != 10080 || max(trap.PairHA, trap.PairHB) != 12 || min(trap.PairHA, trap.PairHB) != 0 || d.Of(b2) != 21 {
		t.Errorf("manhattan*out(5): %+v; %s is %d moves away", trap, b2, d.Of(b2))
	}
}

// TestBuiltinWorded: every word of the built-in lessons is in the tables of
// both languages.
func TestBuiltinWorded(t *testing.T) {
	for _, b := range BuiltinLessons {
		keys := []string{b.Title}
		for _, st := range b.stops {
			keys = append(keys, st.note)
			if a := st.ask; a != nil {
				keys = append(append(keys, a.q, a.why), a.choices...)
			}
		}
		for _, key := range keys {
			for _, l := range []ui.Lang{ui.English, ui.Chinese} {
				if _, ok := l.Lookup(key); !ok {
					t.Errorf("%s: %q has no words in %s", b.ID, key, l)
				}
			}
		}
	}
}
