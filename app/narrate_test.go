package main

import (
	"slices"
	"strings"
	"testing"

	"slidelab/solver"
)

// told steps a search to moment k and tells it: the story's lines, its
// end, and the lit pseudocode line.
func told(t *testing.T, l lang, name, start, goal string, k int) ([]string, string, string) {
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
	st := narrator{l: l, alg: alg, weight: 2}.tell(e, m)
	var lines []string
	for _, ln := range st.Lines {
		lines = append(lines, ln.Text)
	}
	c := codeOf(alg)
	main, _ := c.lit(e, m.Outcome)
	lit := ""
	if main >= 0 {
		lit = l.pick(c[main].en, c[main].zh)
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
	lines, end, lit := told(t, english, "astar", "1203", "1230", 1)
	checkTold(t, "A*, moment 1", lines, end, lit, []string{
		"Expand 12/_3, the open board with the lowest f: f = 0 + 1 = 1. It is not the goal.",
		"_2/13 is new: pushed into the open list with f = 1 + 2 = 3.",
		"12/3_ is new: pushed into the open list with f = 1 + 0 = 1.",
	}, "", "node ← POP(frontier)   ▹ lowest f; ties: lowest h, then newest")
	lines, end, lit = told(t, english, "astar", "1203", "1230", 2)
	checkTold(t, "A*, moment 2", lines, end, lit, []string{"Expand 12/3_, the open board with the lowest f: f = 1 + 0 = 1."},
		"The search ends here: a path of 1 move.", "if node = goal: return the path to node")
	lines, end, lit = told(t, chinese, "astar", "1203", "1230", 1)
	checkTold(t, "A*, moment 1, in Chinese", lines[:1], end, lit, []string{"扩展 12/_3：open 表中 f 最小的状态，f = 0 + 1 = 1。它不是目标。"},
		"", "node ← POP(frontier)   ▹ f 最小；平局：h 小者，再平取最新")
}

func TestNarrationIDAStarAndIDDFS(t *testing.T) {
	lines, end, lit := told(t, english, "idastar", "1203", "1230", 2)
	checkTold(t, "IDA*, moment 2", lines, end, lit, []string{
		"_2/13: f = 1 + 2 = 3 > the bound 1: cut off (it may set the next bound).",
		"12/3_ (f = 1 + 0 = 1) is within the bound 1: pushed on the stack, and expanded next.",
		"Expand 12/3_: f = 1 + 0 = 1, within the bound 1.",
	}, "The search ends here: a path of 1 move.", "if node = goal: return found")
	lines, end, lit = told(t, english, "iddfs", "1203", "1230", 2)
	checkTold(t, "IDDFS, moment 2", lines, end, lit, []string{
		"_2/13: depth 1 > the limit 0: cut off.",
		"12/3_: depth 1 > the limit 0: cut off.",
		"No move left to try: 1 board is popped off the stack, 12/_3.",
		"No board within depth 0 is the goal: pass 2 starts again from the start with the limit 1.",
		"Expand 12/_3, the top of the stack, at depth 0. It is not the goal.",
	}, "", "if node = goal: return the path")
}

func TestNarrationBFSAndMeeting(t *testing.T) {
	lines, end, lit := told(t, english, "bfs", "0132", "1230", 3)
	checkTold(t, "BFS, moment 3", lines, end, lit, []string{
		"Expand 1_/32, the oldest board in the queue (g = 1).",
		"12/3_ is the goal, found as it is generated.",
	}, "The search ends here: a path of 2 moves.", "if child = goal: return the path to child")
	lines, end, lit = told(t, english, "bibfs", "0132", "1230", 2)
	checkTold(t, "bidirectional BFS, moment 2", lines, end, lit, []string{
		"The backward side has the smaller queue (1 board): it expands its next layer.",
		"On the backward side, expand 12/3_, the oldest board in its queue (g = 0).",
		"1_/32 has been reached by the forward side too: the two searches meet.",
	}, "The search ends here: a path of 2 moves.", "if child ∈ reached[other side]: return the path through child")
}
