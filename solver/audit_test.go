package solver

import (
	"testing"
)

// bruteAudit counts by brute force what AuditHeuristic counts: every board
// reached from the goal by a breadth-first walk over Neighbor, its true
// distance that walk's depth; the boards h overestimates and the pairs of
// neighbours whose h differ by more than one.
func bruteAudit(h Heuristic, goal Board) (boards, over, inconsistent, sumH int) {
	depth := map[Board]int{goal: 0}
	queue := []Board{goal}
	for len(queue) > 0 {
		b := queue[0]
		queue = queue[1:]
		for d := range Dir(4) {
			if n, ok := b.Neighbor(d); ok {
				if _, seen := depth[n]; !seen {
					depth[n] = depth[b] + 1
					queue = append(queue, n)
				}
			}
		}
	}
	for b, dist := range depth {
		v := h.Of(b)
		sumH += v
		if v > dist {
			over++
		}
		for d := range Dir(4) {
			if n, ok := b.Neighbor(d); ok && b.String() < n.String() && abs(v-h.Of(n)) > 1 {
				inconsistent++
			}
		}
	}
	return len(depth), over, inconsistent, sumH
}

// TestAuditAgainstBruteForce: the audit's counts are brute force's, for
// admissible and consistent, inadmissible, and admissible but
// inconsistent heuristics, on 3×3 and 2×3 goals.
func TestAuditAgainstBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("brute force over every 3×3 board")
	}
	for _, c := range []struct {
		goal     Board
		formulas []string
	}{
		{Standard(3, 3), []string{"2*manhattan", "manhattan*out(2)", "max(misplaced,outrow+outcol)"}},
		{Spiral(3, 3), []string{"manhattan", "1.2*manhattan"}},
		{Standard(3, 2), []string{"manhattan", "2*manhattan", "manhattan*out(2)", "1.2*manhattan", "max(misplaced,outrow+outcol)"}},
	} {
		goal := c.goal
		for _, src := range c.formulas {
			f, err := ParseFormula(src)
			if err != nil {
				t.Fatal(err)
			}
			newH := func() Heuristic { h, _ := f.Bind(goal); return h }
			a, err := AuditHeuristic(newH, goal, nil)
			if err != nil {
				t.Fatal(err)
			}
			boards, over, inc, sumH := bruteAudit(newH(), goal)
			if a.Boards != boards || a.Over != over || a.Inconsistent != inc || a.SumH != sumH {
				t.Errorf("%s to %s: audit %d boards, %d over, %d inconsistent, Σh %d; brute force %d, %d, %d, %d",
					src, goal, a.Boards, a.Over, a.Inconsistent, a.SumH, boards, over, inc, sumH)
			}
			d, _ := ExactDistances(goal)
			if a.Over > 0 && (a.WorstH <= a.WorstTrue || d.Of(a.Worst) != a.WorstTrue || newH().Of(a.Worst) != a.WorstH) {
				t.Errorf("%s: worst board %s with h %d, h* %d", src, a.Worst, a.WorstH, a.WorstTrue)
			}
			if a.Inconsistent > 0 {
				if abs(a.PairHA-a.PairHB) <= 1 || newH().Of(a.PairA) != a.PairHA || newH().Of(a.PairB) != a.PairHB || !neighbours(a.PairA, a.PairB) {
					t.Errorf("%s: pair %s (h %d), %s (h %d)", src, a.PairA, a.PairHA, a.PairB, a.PairHB)
				}
			}
			checkFound(t, src+" longer", goal, a.Longer, a.LongerLen, a.LongerOpt)
			checkFound(t, src+" trap", goal, a.Trap, a.TrapLen, a.TrapOpt)
		}
	}
}

func neighbours(a, b Board) bool {
	for d := range Dir(4) {
		if n, ok := a.Neighbor(d); ok && n == b {
			return true
		}
	}
	return false
}

// checkFound checks a board the audit found: the shortest path from b is
// opt moves, fewer than the got of the search (TestAuditFinds replays it).
func checkFound(t *testing.T, what string, goal, b Board, got, opt int) {
	t.Helper()
	if b.IsZero() {
		return
	}
	if got <= opt {
		t.Errorf("%s: %s with %d moves, %d optimal", what, b, got, opt)
	}
	if d, _ := ExactDistances(goal); d.Of(b) != opt {
		t.Errorf("%s: %s is %d moves away, not %d", what, b, d.Of(b), opt)
	}
}

// TestAuditFinds: 2*manhattan finds a longer path; manhattan*out(5) (h is
// Manhattan while tile 5 is off its cell, 0 once it is home: admissible,
// not consistent) traps A* that never reopens, and not A* that does.
func TestAuditFinds(t *testing.T) {
	goal := Standard(3, 3)
	for _, c := range []struct {
		src          string
		longer, trap bool
		admissible   bool
	}{
		{"2*manhattan", true, false, false},
		{"manhattan*out(5)", false, true, true},
		{"max(manhattan,misplaced)", false, false, true},
	} {
		f, _ := ParseFormula(c.src)
		newH := func() Heuristic { h, _ := f.Bind(goal); return h }
		a, err := AuditHeuristic(newH, goal, nil)
		if err != nil {
			t.Fatal(err)
		}
		if (a.Over == 0) != c.admissible || a.Longer.IsZero() == c.longer || a.Trap.IsZero() == c.trap || a.Runs != AuditBoards {
			t.Fatalf("%s: %+v", c.src, a)
		}
		for _, found := range []struct {
			b        Board
			noReopen bool
			want     int
		}{{a.Longer, false, a.LongerLen}, {a.Trap, true, a.TrapLen}, {a.Trap, false, a.TrapOpt}} {
			if found.b.IsZero() {
				continue
			}
			r, _ := Solve("astar", Problem{Start: found.b, Goal: goal}, Options{Heuristic: newH(), NoReopen: found.noReopen})
			if end, err := found.b.Apply(r.Path); err != nil || end[len(end)-1] != goal || len(r.Path) != found.want {
				t.Errorf("%s on %s, never reopening %v: %d moves (%v), want %d", c.src, found.b, found.noReopen, len(r.Path), err, found.want)
			}
		}
	}
}

// TestAuditStops: progress returning false stops the audit.
func TestAuditStops(t *testing.T) {
	calls := 0
	goal := Standard(3, 3)
	f, _ := ParseFormula("manhattan + out(1) - out(2)") // over on 12 boards, none with a longer path: every try
	for _, newH := range []func() Heuristic{func() Heuristic { h, _ := f.Bind(goal); return h }, func() Heuristic { return Manhattan(goal) }} {
		last := 0
		_, err := AuditHeuristic(newH, goal, func(done, total int) bool {
			if done > total || done < last {
				t.Errorf("done %d of %d after %d", done, total, last)
			}
			last = done
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	_, err := AuditHeuristic(func() Heuristic { return Manhattan(goal) }, goal, func(done, total int) bool {
		calls++
		if done > total {
			t.Errorf("done %d of %d", done, total)
		}
		return calls < 3
	})
	if err != errAuditStopped || calls != 3 {
		t.Errorf("%v after %d calls", err, calls)
	}
}
