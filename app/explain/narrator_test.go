package explain

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"slidelab/app/ui"
	"slidelab/solver"
)

// told steps a search to moment k and tells it: the story's lines, its
// end, and the lit pseudocode line.
func told(t *testing.T, l ui.Lang, name, start, goal string, k int) ([]string, string, string) {
	t.Helper()
	s, _ := solver.Parse(start)
	g, _ := solver.Parse(goal)
	tl, err := solver.NewTimeline(name, solver.Problem{Start: s, Goal: g}, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tl.Step(k)
	alg, _ := solver.AlgorithmByName(name)
	e, m := tl.Explain(), tl.Moment(8)
	st := Narrator{L: l, Alg: alg, Weight: 2}.Tell(e, m)
	var lines []string
	for _, ln := range st.Lines {
		lines = append(lines, ln.Text)
	}
	c := CodeOf(alg, false)
	main, _ := c.Lit(e, m.Outcome)
	lit := ""
	if main >= 0 {
		lit = c[main].Text(l)
	}
	return lines, st.End, lit
}

func checkTold(t *testing.T, what string, lines []string, end, lit string, want []string, wantEnd, wantLit string) {
	t.Helper()
	if !slices.Equal(lines, want) || end != wantEnd || lit != wantLit {
		t.Errorf("%s:\n got: %s\n      end %q, lit %q\nwant: %s\n      end %q, lit %q", what, strings.Join(lines, "\n      "), end, lit,
			strings.Join(want, "\n      "), wantEnd, wantLit)
	}
}

// The 2×2 searches of the solver's explain_test.go, told.
func TestNarrationAStar(t *testing.T) {
	lines, end, lit := told(t, ui.English, "astar", "1203", "1230", 1)
	checkTold(t, "A*, moment 1", lines, end, lit, []string{
		"Expand 12/_3, the open board with the lowest f: f = 0 + 1 = 1. It is not the goal.",
		"_2/13 is new: pushed into the open list with f = 1 + 2 = 3.",
		"12/3_ is new: pushed into the open list with f = 1 + 0 = 1.",
	}, "", "node ← POP(frontier)   ▹ lowest f; ties: lowest h, then the newest")
	lines, end, lit = told(t, ui.English, "astar", "1203", "1230", 2)
	checkTold(t, "A*, moment 2", lines, end, lit, []string{"Expand 12/3_, the open board with the lowest f: f = 1 + 0 = 1."},
		"The search ends here: a path of 1 move.", "if node = goal: return the path to node")
	lines, end, lit = told(t, ui.Chinese, "astar", "1203", "1230", 1)
	checkTold(t, "A*, moment 1, in Chinese", lines[:1], end, lit, []string{"扩展 12/_3：它是 OPEN 表中 f 最小的状态（f = 0 + 1 = 1）。它不是目标。"},
		"", "node ← POP(frontier)   ▹ f 最小；f 相同时取 h 较小者，仍相同取最后加入者")
}

func TestNarrationIDAStarAndIDDFS(t *testing.T) {
	lines, end, lit := told(t, ui.English, "idastar", "1203", "1230", 2)
	checkTold(t, "IDA*, moment 2", lines, end, lit, []string{
		"_2/13: f = 1 + 2 = 3 > the bound 1: cut off (it may set the next bound).",
		"12/3_ (f = 1 + 0 = 1) is within the bound 1: pushed on the stack, and expanded next.",
		"Expand 12/3_: f = 1 + 0 = 1, within the bound 1.",
	}, "The search ends here: a path of 1 move.", "if node = goal: return found")
	lines, end, lit = told(t, ui.English, "iddfs", "1203", "1230", 2)
	checkTold(t, "IDDFS, moment 2", lines, end, lit, []string{
		"_2/13: depth 1 > the limit 0: cut off.",
		"12/3_: depth 1 > the limit 0: cut off.",
		"No move left to try: 1 board is popped off the stack, 12/_3.",
		"No board within depth 0 is the goal: pass 2 starts again from the start with the limit 1.",
		"Expand 12/_3, the top of the stack, at depth 0. It is not the goal.",
	}, "", "if node = goal: return the path")
}

func TestNarrationBFSAndMeeting(t *testing.T) {
	lines, end, lit := told(t, ui.English, "bfs", "0132", "1230", 3)
	checkTold(t, "BFS, moment 3", lines, end, lit, []string{
		"Expand 1_/32, the oldest board in the queue (g = 1).",
		"12/3_ is the goal, found as it is generated.",
	}, "The search ends here: a path of 2 moves.", "if child = goal: return the path to child")
	if lines, _, _ := told(t, ui.English, "bibfs", "0132", "1230", 0); len(lines) != 1 || !strings.HasPrefix(lines[0], "Moment 0: only the start and the goal are known") {
		t.Errorf("bidirectional BFS, moment 0: %q (the goal's queue is there too)", lines)
	}
	if lines, _, _ := told(t, ui.English, "bfs", "0132", "1230", 0); len(lines) != 1 || !strings.HasPrefix(lines[0], "Moment 0: only the start is known") {
		t.Errorf("BFS, moment 0: %q", lines)
	}
	lines, end, lit = told(t, ui.English, "bibfs", "0132", "1230", 2)
	checkTold(t, "bidirectional BFS, moment 2", lines, end, lit, []string{
		"The backward side has the smaller queue, or one no larger (1 board; a tie goes to the forward side): it expands its next layer.",
		"On the backward side, expand 12/3_, the oldest board in its queue (g = 0).",
		"1_/32 has been reached by the forward side too: the two searches meet.",
	}, "The search ends here: a path of 2 moves.", "if child ∈ reached[other side]: return the path through child")
}

// TestBestFirstSpeaksItsPriority: each best-first search's pseudocode and
// tie narration name what its open list is ordered by (g for uniform cost,
// h for greedy), never A*'s f = g + h.
func TestBestFirstSpeaksItsPriority(t *testing.T) {
	want := map[string][2]string{ // the pop line's note, the tie's priority
		"ucs":    {"lowest g; ties: the newest", "g = "},
		"greedy": {"lowest h; ties: the newest", "h = "},
		"astar":  {"lowest f; ties: lowest h, then the newest", "f = "},
		"wastar": {"lowest f = g + w·h; ties: the newest", "f = "},
	}
	for _, alg := range solver.Algorithms {
		w, ok := want[alg.Name]
		if !ok {
			continue
		}
		c := CodeOf(alg, false)
		if pop := c[2].Text(ui.English); !strings.HasSuffix(pop, "▹ "+w[0]) {
			t.Errorf("%s pops with %q, want the note %q", alg.Name, pop, w[0])
		}
		for _, ln := range c {
			if alg.Priority != solver.ByF && strings.Contains(ln.Text(ui.English)+ln.Text(ui.Chinese), "f = g + h") {
				t.Errorf("%s's pseudocode speaks of A*'s f: %q", alg.Name, ln.Text(ui.English))
			}
		}
		// A board with many ties: the zero heuristic leaves every h at 0.
		s, _ := solver.Parse("1 2 3/4 5 6/0 7 8")
		tl, err := solver.NewTimeline(alg.Name, solver.Problem{Start: s, Goal: solver.Standard(3, 3)}, solver.Options{Heuristic: solver.Zero})
		if err != nil {
			t.Fatal(err)
		}
		tl.Step(2)
		e, m := tl.Explain(), tl.Moment(8)
		if e.SameF == 0 {
			t.Fatalf("%s: no tie at moment 2", alg.Name)
		}
		for _, l := range []ui.Lang{ui.English, ui.Chinese} {
			text := Narrator{L: l, Alg: alg, Weight: 2}.Tell(e, m).Lines[0].Text
			_, tie, told := strings.Cut(text, map[ui.Lang]string{ui.English: " other open board", ui.Chinese: "OPEN 表中另有"}[l])
			if !told || !strings.Contains(tie, w[1]) {
				t.Errorf("%s: the tie is told %q, want it told with its priority %q", alg.Name, text, w[1])
			}
		}
	}
}

// TestPseudocodeWorded: every line of every algorithm's pseudocode, with
// and without reopening, is in the tables of both languages, its values
// filled in.
func TestPseudocodeWorded(t *testing.T) {
	for _, alg := range solver.Algorithms {
		for _, noReopen := range []bool{false, true} {
			for _, l := range []ui.Lang{ui.English, ui.Chinese} {
				for i, ln := range CodeOf(alg, noReopen) {
					if text := ln.Text(l); text == ln.key || text == "" || strings.Contains(text, "%!") {
						t.Errorf("%s (noReopen %v) line %d in %s: %q", alg.Name, noReopen, i+1, l, text)
					}
				}
			}
		}
	}
}

// TestToldShortened: a 5×5 board solved by the reduction solver ends on
// the path's length, then what the shortening pass saved: the numbers of
// the search's own report, in both languages; a board solved whole (3×3)
// says nothing of a pass.
func TestToldShortened(t *testing.T) {
	start, goal := "14 5 9 2 18/8 23 19 12 17/15 0 10 20 4/6 11 21 1 7/24 3 16 22 13", "0 1 2 3 4/5 6 7 8 9/10 11 12 13 14/15 16 17 18 19/20 21 22 23 24"
	s, _ := solver.Parse(start)
	g, _ := solver.Parse(goal)
	r, err := solver.Solve("reduce", solver.Problem{Start: s, Goal: g}, solver.Options{})
	if err != nil || r.Shortened == nil || len(r.Shortened.Windows) == 0 || r.Shortened.Shortcuts != 0 {
		t.Fatalf("%v %+v", err, r.Shortened)
	}
	sh := r.Shortened
	for _, c := range []struct {
		l    ui.Lang
		want []string
	}{
		{ui.Lang("en"), []string{fmt.Sprintf("a path of %d moves. A shortening pass took %d moves off the %d it found by replacing %d parts", len(r.Path), sh.Before-len(r.Path), sh.Before, len(sh.Windows))}},
		{ui.Lang("zh"), []string{fmt.Sprintf("找到一条 %d 步的路径。缩短步骤把搜索找到的 %d 步减少了 %d 步：把路径中的 %d 段换成", len(r.Path), sh.Before, sh.Before-len(r.Path), len(sh.Windows))}},
	} {
		_, end, _ := told(t, c.l, "reduce", start, goal, 1<<30)
		for _, w := range c.want {
			if !strings.Contains(end, w) {
				t.Errorf("%s: %q, want %q in it", c.l, end, w)
			}
		}
	}
	if _, end, _ := told(t, "en", "reduce", "867254301", "123456780", 1<<30); strings.Contains(end, "shortening") {
		t.Errorf("3×3: %q", end)
	}
	none := Shortened(ui.Lang("en"), &solver.Shortening{Before: 40, Reach: 64, Expanded: 1234})
	if none != "A shortening pass tried parts of the path of up to 64 moves and found none with a shorter way between its two ends (1,234 boards expanded)." {
		t.Errorf("nothing shortened: %q", none)
	}
	cuts := Shortened(ui.Lang("en"), &solver.Shortening{Before: 140, Shortcuts: 2, Windows: []solver.Window{{At: 3, Old: 24, New: 20}}, Reach: 64, Expanded: 1234})
	if !strings.HasPrefix(cuts, "A shortening pass took 6 moves off the 140 it found: 2 by shortcuts between boards the path passed, 4 by replacing 1 part of it with a shortest way between its two ends") {
		t.Errorf("shortcuts and a part: %q", cuts)
	}
}
