package pick

import (
	"strings"
	"testing"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// expandAt is the search of start by algo at moment k, as the page reads
// it for "you are the search".
func expandAt(t *testing.T, algo, start string, k int) search.Snapshot {
	t.Helper()
	b, _ := solver.Parse(start)
	s := state.DefaultSettings()
	s.Start, s.Algo = b, algo
	tl, err := solver.NewTimeline(algo, solver.Problem{Start: b, Goal: s.Goal}, solver.Options{Heuristic: solver.Manhattan(s.Goal)})
	if err != nil {
		t.Fatal(err)
	}
	tl.Seek(k)
	return search.Snapshot{Moment: tl.Moment(8), Expand: search.ReadExpand(tl)}
}

// TestExpandPicks: a right pick steps, a wrong one does not and is told; a
// pick that ties on the priority counts apart; the first pick at a moment
// is its mark; moving back undoes the marks from there; the page's own
// steps count as shown.
func TestExpandPicks(t *testing.T) {
	astar, _ := solver.AlgorithmByName("astar")
	var m Model
	snap := expandAt(t, "astar", "413726580", 2) // next 413726058 (f 8, h 6); 413720586 ties on f (h 7); 413706528 has f 10
	node := func(s string) solver.Node {
		for _, n := range snap.Expand.Boards {
			if n.Board.String() == s {
				return n
			}
		}
		t.Fatalf("%s is not offered: %v", s, snap.Expand.Boards)
		return solver.Node{}
	}
	m.Moved(2)
	if m.Pick(node("413706528"), snap, astar, true) {
		t.Fatal("a pick while the search runs was taken")
	}
	if m.Pick(node("413706528"), snap, astar, false) || m.refused == nil || m.refused.tie {
		t.Fatalf("the higher f was taken: %+v", m.refused)
	}
	if m.Pick(node("413720586"), snap, astar, false) || !m.refused.tie {
		t.Fatalf("the tie: %+v", m.refused)
	}
	if r, ti, w, sh := m.score(2); r != 0 || ti != 0 || w != 1 || sh != 2 {
		t.Errorf("score %d %d %d %d: the first pick is the mark, moments 0 and 1 were stepped by the page", r, ti, w, sh)
	}
	if !m.Pick(node("413726058"), snap, astar, false) || m.refused != nil || m.rightAt != 3 {
		t.Fatalf("the right one was refused")
	}
	if m.Pick(node("413726058"), snap, astar, false) {
		t.Fatal("a second click before the step was taken: two steps")
	}
	m.Moved(3)
	if r, ti, w, sh := m.score(3); r != 0 || ti != 0 || w != 1 || sh != 2 {
		t.Errorf("score at 3: %d %d %d %d", r, ti, w, sh)
	}
	if mk, ok := m.firstMistake(3); !ok || mk.at != 2 || mk.pick.Board.String() != "413706528" {
		t.Errorf("first mistake %+v", mk)
	}
	m.Moved(2) // Step back: the pick at 2 is undone
	if r, ti, w, sh := m.score(2); r+ti+w != 0 || sh != 2 {
		t.Errorf("after Step back: %d %d %d %d", r, ti, w, sh)
	}
	if _, ok := m.firstMistake(3); ok {
		t.Error("the mistake undone is still told")
	}
	if !m.Pick(node("413726058"), snap, astar, false) {
		t.Fatal("the right one again")
	}
	if r, _, _, _ := m.score(3); r != 1 {
		t.Errorf("the pick again counts %d right", r)
	}
}

// TestExpandTies: ties are the same priority for best-first searches and
// the same layer for breadth-first search; a depth-first stack has none.
func TestExpandTies(t *testing.T) {
	a := solver.Node{G: 2, H: 6, F: 8}
	b := solver.Node{G: 1, H: 7, F: 8}
	for _, c := range []struct {
		algo string
		p, n solver.Node
		want bool
	}{
		{"astar", a, b, true}, {"astar", a, solver.Node{G: 2, H: 8, F: 10}, false},
		{"bfs", a, solver.Node{G: 2}, true}, {"bfs", a, b, false}, {"dfs", a, a, false}, {"idastar", a, b, false},
	} {
		alg, _ := solver.AlgorithmByName(c.algo)
		if got := ties(alg, c.p, c.n); got != c.want {
			t.Errorf("%s: ties(%+v, %+v) = %v", c.algo, c.p, c.n, got)
		}
	}
}

// TestExpandFates: a child's fate is answered once; the answers count up
// to the cursor; Step back undoes those after it.
func TestExpandFates(t *testing.T) {
	var m Model
	m.Moved(4)
	m.FateAnswer(4, "123/456/78_", true)
	m.FateAnswer(4, "123/456/78_", false)
	m.FateAnswer(4, "123/456/7_8", false)
	if right, ok := m.answered(4, "123/456/78_"); !ok || !right {
		t.Errorf("%+v", m)
	}
	if r, n := m.fateScore(4); r != 1 || n != 2 {
		t.Errorf("fate score %d of %d", r, n)
	}
	if _, ok := m.answered(5, "123/456/78_"); ok {
		t.Error("an answer at another moment")
	}
	m.Moved(5)
	m.FateAnswer(5, "12_/453/786", true)
	m.Moved(4) // Step back: moment 5's answers go, moment 4's stay
	if r, n := m.fateScore(5); r != 1 || n != 2 {
		t.Errorf("after Step back: %d of %d", r, n)
	}
	m.Moved(3)
	if _, n := m.fateScore(5); n != 0 {
		t.Errorf("back before the answers: %d still count", n)
	}
}

// TestExpandMatrix: every algorithm, with a built-in heuristic and with a
// formula: picking the right board at every moment plays the search to its
// own end, and every other board offered is refused with a reason, in
// both languages, that names the right one (and, for a tie, the tie
// rule); IDA*'s boards over the bound are told they are cut off.
func TestExpandMatrix(t *testing.T) {
	goal := solver.Standard(3, 3)
	start, _ := solver.Parse("413726580")
	formula, _ := solver.ParseFormula("max(manhattan, misplaced) + 2*out(1)")
	for _, alg := range solver.Algorithms {
		heurs := []string{""}
		if alg.UsesHeuristic {
			heurs = []string{"manhattan", "formula"}
		}
		for _, hn := range heurs {
			var h solver.Heuristic = solver.Manhattan(goal)
			if hn == "formula" {
				h, _ = formula.Bind(goal)
			}
			p := solver.Problem{Start: start, Goal: goal}
			o := solver.Options{Heuristic: h, MaxExpanded: 2000}
			flat, _ := solver.Solve(alg.Name, p, o)
			tl, err := solver.NewTimeline(alg.Name, p, o)
			if err != nil {
				t.Fatal(err)
			}
			var m Model
			cut := 0
			for k := 0; k < 300; k++ {
				snap := search.Snapshot{Moment: tl.Moment(8), Expand: search.ReadExpand(tl)}
				c := snap.Expand
				if len(c.Boards) == 0 {
					break
				}
				for _, b := range c.Boards {
					if b.Board == c.Next.Board {
						continue
					}
					for _, l := range []ui.Lang{ui.English, ui.Chinese} {
						n := explain.Narrator{L: l, Alg: alg, Weight: 2}
						why := n.Verdict(explain.Guess{At: k + 1, Pick: b, Next: c.Next}, *c.Step, solver.Moment{Stats: snap.Stats})
						if !strings.Contains(why, explain.BoardText(c.Next.Board)) || len([]rune(why)) < 20 {
							t.Fatalf("%s/%s at %d (%s): picking %s is told %q", alg.Name, hn, k, l, b.Board, why)
						}
						if l == ui.English && ties(alg, b, c.Next) && alg.Family == solver.BestFirst && !strings.Contains(why, "ties") {
							t.Errorf("%s/%s at %d: the tie %s is told %q", alg.Name, hn, k, b.Board, why)
						}
						if l == ui.English && strings.Contains(why, "cut off") {
							cut++
						}
					}
					if m.Pick(b, snap, alg, false) {
						t.Fatalf("%s/%s at %d: %s was taken for %s", alg.Name, hn, k, b.Board, c.Next.Board)
					}
				}
				if !m.Pick(c.Next, snap, alg, false) {
					t.Fatalf("%s/%s at %d: the right board was refused", alg.Name, hn, k)
				}
				tl.Step(1)
				m.Moved(tl.At())
			}
			if r, ok := tl.Ended(); ok && (r.Outcome != flat.Outcome || len(r.Path) != len(flat.Path) || r.Stats.Expanded != flat.Stats.Expanded) {
				t.Errorf("%s/%s: picked to %v, %d moves, %d expansions; flat out %v, %d, %d", alg.Name, hn, r.Outcome, len(r.Path), r.Stats.Expanded, flat.Outcome, len(flat.Path), flat.Stats.Expanded)
			}
			if alg.Name == "idastar" && cut == 0 {
				t.Errorf("idastar/%s: no board told it is cut off", hn)
			}
		}
	}
}

// TestExpandSummary: the summary says who did what: the expansions the
// class picked against the ones the page stepped itself, and no score
// when nobody picked.
func TestExpandSummary(t *testing.T) {
	astar, _ := solver.AlgorithmByName("astar")
	snap := search.Snapshot{}
	snap.At, snap.Latest, snap.Ended, snap.Outcome = 9, 9, true, solver.Solved
	for _, c := range []struct {
		marks  []pickMark
		en, zh string
	}{
		{nil, "Expansions: 9, every one stepped by the page itself: nobody picked.", "共扩展 9 次，全部由本页代为扩展：无人作答。"},
		{[]pickMark{markShown, markRight, markWrong}, "Expansions: 9. You picked 2 of them against A*: right 1, ties 0 (right priority, wrong tie), mistakes 1. The page stepped the other 7 itself.", "其中 2 次由你选择"},
	} {
		m := Model{marks: c.marks, at: 9}
		for _, l := range []ui.Lang{ui.English, ui.Chinese} {
			p := &Panel{Lang: l, Alg: astar, Level: 1, Snap: snap, Model: m}
			if got, want := p.summary(), map[ui.Lang]string{ui.English: c.en, ui.Chinese: c.zh}[l]; !strings.HasPrefix(got, want) && !strings.Contains(got, want) {
				t.Errorf("marks %v (%s): %q, want %q", c.marks, l, got, want)
			}
		}
	}
}

// TestUpdate: the mode on and off, its level, and what the page is asked.
func TestUpdate(t *testing.T) {
	var m Model
	set := state.DefaultSettings()
	set.Play = true
	set, eff := m.Update(set, Toggle{}, search.Snapshot{}, false)
	if set.Expand != 1 || set.Play || eff != Toggled {
		t.Fatalf("on: level %d, play mode %v, effect %b", set.Expand, set.Play, eff)
	}
	for _, c := range []struct {
		level string
		want  int
	}{{"3", 3}, {"9", 3}, {"0", 3}, {"x", 3}, {"2", 2}} {
		if set, eff = m.Update(set, Level(c.level), search.Snapshot{}, false); set.Expand != c.want || eff != 0 {
			t.Errorf("level %q: %d, effect %b; want %d, none", c.level, set.Expand, eff, c.want)
		}
	}
	if set, eff = m.Update(set, Toggle{}, search.Snapshot{}, false); set.Expand != 0 || eff != Toggled {
		t.Fatalf("off: level %d, effect %b", set.Expand, eff)
	}
	if set, eff = m.Update(set, Level("2"), search.Snapshot{}, false); set.Expand != 0 || eff != 0 {
		t.Fatalf("a level chosen with the mode off turned it on: %d, %b", set.Expand, eff)
	}
}
