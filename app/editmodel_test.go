package main

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// TestEditTransitions: each editing transition, from the default page,
// returns the settings it should, says whether the search is dropped
// (changed) and whether a board changed on a board (board), and leaves the
// fields' texts and errors as a person would see them.
func TestEditTransitions(t *testing.T) {
	board := func(s string) solver.Board {
		t.Helper()
		b, err := solver.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	rng := func() *rand.Rand { return rand.New(rand.NewPCG(1, 2)) }
	for _, c := range []struct {
		name           string
		do             func(*editModel, *state.Settings) edit
		changed, board bool
		check          func(t *testing.T, e *editModel, set state.Settings) // the model and settings after
	}{
		{"start typed", func(e *editModel, s *state.Settings) edit { return e.typeStart(s, "1 2 3/4 5 6/7 0 8") }, true, false,
			func(t *testing.T, e *editModel, s state.Settings) {
				if s.Start != board("123456708") || e.startErr != nil || !e.startTyped {
					t.Errorf("start %v, error %v, typed %v", s.Start, e.startErr, e.startTyped)
				}
			}},
		{"start typed as AcWing 845 prints it, x the blank", func(e *editModel, s *state.Settings) edit { return e.typeStart(s, "2 3 4 1 5 x 7 6 8") }, true, false,
			func(t *testing.T, e *editModel, s state.Settings) {
				if s.Start != board("234150768") || e.startErr != nil {
					t.Errorf("start %v, error %v", s.Start, e.startErr)
				}
			}},
		{"start with a cell forgotten", func(e *editModel, s *state.Settings) edit { return e.typeStart(s, "28310476") }, false, false,
			func(t *testing.T, e *editModel, s state.Settings) {
				en, zh := state.InputErrorText(ui.English, e.startErr), state.InputErrorText(ui.Chinese, e.startErr)
				if !strings.Contains(en, "8 cells given: one cell missing? a 3×3 board has 9 (a board of another shape: separate its rows with '/')") || !strings.Contains(zh, "输入了 8 格：是不是漏了一格？3×3 的棋盘有 9 格") {
					t.Errorf("8 cells: %q / %q", en, zh)
				}
			}},
		{"start typed badly", func(e *editModel, s *state.Settings) edit { return e.typeStart(s, "1 2 3 3") }, false, false,
			func(t *testing.T, e *editModel, s state.Settings) {
				var ie *solver.InputError
				if s.Start != board(state.DefaultStart) || !errors.As(e.startErr, &ie) {
					t.Errorf("start %v, error %v", s.Start, e.startErr)
				}
			}},
		{"a 4×4 start takes the 4×4 goal", func(e *editModel, s *state.Settings) edit {
			s.Heuristic = "exact"
			return e.typeStart(s, "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15")
		}, true, false,
			func(t *testing.T, e *editModel, s state.Settings) {
				if s.Goal != solver.Standard(4, 4) || e.goalText != s.Goal.String() || s.Heuristic != state.DefaultH {
					t.Errorf("goal %v (field %q), heuristic %q: want the 4×4 standard goal and %s", s.Goal, e.goalText, s.Heuristic, state.DefaultH)
				}
			}},
		{"a 5×5 start keeps the goal's preset, and takes the reduction solver", func(e *editModel, s *state.Settings) edit {
			s.Goal = solver.Spiral(3, 3)
			return e.typeStart(s, "1 2 3 4 5/16 17 18 19 6/15 24 0 20 7/14 23 22 21 8/13 12 11 10 9")
		}, true, false,
			func(t *testing.T, e *editModel, s state.Settings) {
				if s.Goal != solver.Spiral(5, 5) || s.Algo != "reduce" {
					t.Errorf("goal %v, algorithm %s: want the 5×5 spiral and the reduction solver", s.Goal, s.Algo)
				}
			}},
		{"goal preset", func(e *editModel, s *state.Settings) edit { return e.typeGoal(s, "spiral") }, true, false,
			func(t *testing.T, e *editModel, s state.Settings) {
				if s.Goal != solver.Spiral(3, 3) || e.goalCustom {
					t.Errorf("goal %v, custom %v", s.Goal, e.goalCustom)
				}
			}},
		{"goal custom", func(e *editModel, s *state.Settings) edit { return e.typeGoal(s, "custom") }, false, false,
			func(t *testing.T, e *editModel, s state.Settings) {
				if !e.goalCustom || e.goalText != s.Goal.String() {
					t.Errorf("custom %v, field %q", e.goalCustom, e.goalText)
				}
			}},
		{"goal of another size", func(e *editModel, s *state.Settings) edit { return e.typeGoal(s, "1 2 3 0") }, false, false,
			func(t *testing.T, e *editModel, s state.Settings) {
				if e.goalErr == nil || s.Goal != solver.Standard(3, 3) {
					t.Errorf("goal %v, error %v", s.Goal, e.goalErr)
				}
			}},
		{"size", func(e *editModel, s *state.Settings) edit { return e.resize(s, 4, 3, rng()) }, true, true,
			func(t *testing.T, e *editModel, s state.Settings) {
				if s.Goal != solver.Standard(4, 3) || !s.Start.SameSize(s.Goal) || e.startText != s.Start.String() {
					t.Errorf("goal %v, start %v, field %q", s.Goal, s.Start, e.startText)
				}
			}},
		{"same size", func(e *editModel, s *state.Settings) edit { return e.resize(s, 3, 3, rng()) }, false, false, nil},
		{"scramble by moves", func(e *editModel, s *state.Settings) edit {
			e.scramble(s, "moves-set", "", rng())
			e.scramble(s, "amount", "12", rng())
			return e.scramble(s, "moves", "", rng())
		}, true, true,
			func(t *testing.T, e *editModel, s state.Settings) {
				if e.scrMode != "moves" || e.scrAmount != 12 || e.startText != s.Start.String() {
					t.Errorf("mode %q, amount %d, field %q for %v", e.scrMode, e.scrAmount, e.startText, s.Start)
				}
			}},
		{"scramble amount out of range", func(e *editModel, s *state.Settings) edit {
			e.scramble(s, "amount", "900", rng())
			return e.scramble(s, "moves", "", rng())
		}, false, false,
			func(t *testing.T, e *editModel, s state.Settings) {
				if e.scrErr == "" || s.Start != board(state.DefaultStart) {
					t.Errorf("error %q, start %v", e.scrErr, s.Start)
				}
			}},
		{"scramble to a distance", func(e *editModel, s *state.Settings) edit {
			e.scramble(s, "distance-set", "", rng())
			e.scramble(s, "amount", "9", rng())
			return e.scramble(s, "distance", "", rng())
		}, true, true,
			func(t *testing.T, e *editModel, s state.Settings) {
				if d, _ := solver.Distance(s.Start, s.Goal); d != 9 {
					t.Errorf("scrambled to %v, %d moves from the goal, want 9", s.Start, d)
				}
			}},
		{"tile slides", func(e *editModel, s *state.Settings) edit { return e.clickTile(s, 1) }, true, true,
			func(t *testing.T, e *editModel, s state.Settings) {
				if s.Start != board("103425678") || e.stuck {
					t.Errorf("start %v, stuck %v", s.Start, e.stuck)
				}
			}},
		{"tile stuck", func(e *editModel, s *state.Settings) edit { return e.clickTile(s, 0) }, false, false,
			func(t *testing.T, e *editModel, s state.Settings) {
				if !e.stuck {
					t.Errorf("a corner tile away from the blank is not stuck")
				}
			}},
		{"swap two tiles", func(e *editModel, s *state.Settings) edit {
			e.toggleSwap()
			e.clickTile(s, 0)
			return e.clickTile(s, 8)
		}, true, true,
			func(t *testing.T, e *editModel, s state.Settings) {
				if s.Start != board("823405671") || e.startSel != -1 {
					t.Errorf("start %v, chosen %d", s.Start, e.startSel)
				}
			}},
		{"swap the goal's tiles", func(e *editModel, s *state.Settings) edit {
			e.clickGoal(s, 0)
			return e.clickGoal(s, 1)
		}, true, true,
			func(t *testing.T, e *editModel, s state.Settings) {
				if s.Goal != board("213456780") || e.goalText != "213456780" {
					t.Errorf("goal %v, field %q", s.Goal, e.goalText)
				}
			}},
		{"arrow", func(e *editModel, s *state.Settings) edit { return e.arrow(s, solver.Left) }, true, true,
			func(t *testing.T, e *editModel, s state.Settings) {
				if s.Start == board(state.DefaultStart) {
					t.Errorf("the arrow moved nothing")
				}
			}},
		{"algorithm", func(e *editModel, s *state.Settings) edit { return e.chooseAlgo(s, "bfs") }, true, false,
			func(t *testing.T, e *editModel, s state.Settings) {
				if s.Algo != "bfs" {
					t.Errorf("algorithm %q", s.Algo)
				}
			}},
		{"no such algorithm", func(e *editModel, s *state.Settings) edit { return e.chooseAlgo(s, "magic") }, false, false, nil},
		{"heuristic too small for the board", func(e *editModel, s *state.Settings) edit {
			e.typeStart(s, "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15")
			return e.chooseHeuristic(s, "exact")
		}, false, false,
			func(t *testing.T, e *editModel, s state.Settings) {
				if s.Heuristic != state.DefaultH {
					t.Errorf("heuristic %q on 4×4", s.Heuristic)
				}
			}},
		{"option", func(e *editModel, s *state.Settings) edit { return e.typeOption(s, "w", "3.5") }, true, false,
			func(t *testing.T, e *editModel, s state.Settings) {
				if s.Weight != 3.5 || len(e.optErrs) != 0 {
					t.Errorf("weight %v, errors %v", s.Weight, e.optErrs)
				}
			}},
		{"option refused", func(e *editModel, s *state.Settings) edit { return e.typeOption(s, "depth", "0") }, false, false,
			func(t *testing.T, e *editModel, s state.Settings) {
				if e.optErrs["depth"] == nil || s.Depth != 0 {
					t.Errorf("depth %d, errors %v", s.Depth, e.optErrs)
				}
			}},
	} {
		t.Run(c.name, func(t *testing.T) {
			set := state.DefaultSettings()
			e := newEditModel(set)
			after := set
			got := c.do(&e, &after)
			if got.changed != c.changed || got.board != c.board || got.err != nil {
				t.Errorf("changed %v, board %v, error %v; want %v, %v, none", got.changed, got.board, got.err, c.changed, c.board)
			}
			if !c.changed && !reflect.DeepEqual(after, set) && c.check == nil {
				t.Errorf("nothing changed, yet the settings did: %+v", after)
			}
			if c.check != nil {
				c.check(t, &e, after)
			}
		})
	}
}

// TestEditScrambleRefused: a scramble to a distance no board has is said
// (the banner), and nothing changes.
func TestEditScrambleRefused(t *testing.T) {
	set := state.DefaultSettings()
	set.Goal, _ = solver.Parse("1 2 3 0") // 2×2: 6 moves at most
	set.Start = set.Goal
	e := newEditModel(set)
	e.scramble(&set, "distance-set", "", nil)
	e.scrAmount = 7 // as an amount typed before the size changed
	got := e.scramble(&set, "distance", "", rand.New(rand.NewPCG(1, 2)))
	var ie *solver.InputError
	if got.changed || !errors.As(got.err, &ie) || ie.Code != "distance" {
		t.Errorf("changed %v, error %v; want an error saying no board is that far", got.changed, got.err)
	}
}

// TestPastedRows: a board pasted on several lines (as an online judge's
// statement or a spreadsheet writes it) reads as that board once its line
// breaks are rows, whatever the line endings and blank lines.
func TestPastedRows(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"2 8 3\r\n1 0 4\r\n7 6 5\r\n", "283104765"},
		{"\n 1  2  3  4\n5 6 7 8\n\n9 10 11 12\n13 14 15 0\n", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0"},
		{"14\t5\t9\t2\t18\n8\t23\t19\t12\t17\n15\t0\t10\t20\t4\n6\t11\t21\t1\t7\n24\t3\t16\t22\t13", "14 5 9 2 18/8 23 19 12 17/15 0 10 20 4/6 11 21 1 7/24 3 16 22 13"},
	} {
		b, err := solver.Parse(rowsOf(c.text))
		if err != nil || b.String() != c.want {
			t.Errorf("%q pasted: %q, %v; want %s", c.text, rowsOf(c.text), err, c.want)
		}
	}
}
