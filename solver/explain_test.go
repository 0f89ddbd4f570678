package solver

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// eventText writes an event for the hand-worked expectations below.
func eventText(e Event) string {
	n := e.Node
	switch e.Kind {
	case PassStart:
		return fmt.Sprintf("pass %d", e.Old)
	case LayerStart:
		return fmt.Sprintf("layer %s %d", e.Side, e.Old)
	case StaleDrop:
		return fmt.Sprintf("drop %s g%d", n.Board, n.G)
	case Backtrack:
		return fmt.Sprintf("back %s", n.Board)
	case Expansion:
		return fmt.Sprintf("expand %s g%d h%d f%v", n.Board, n.G, n.H, n.F)
	}
	s := fmt.Sprintf("gen %s g%d h%d f%v from %s %s: %s", n.Board, n.G, n.H, n.F, e.From, e.Dir, e.Fate)
	if e.Old != 0 || e.Fate == Closed || e.Fate == Queued || e.Fate == Shallower {
		s += fmt.Sprintf(" old g%d", e.Old)
	}
	return s
}

// explainAll steps a timeline to its end and returns each moment's events
// as text, then checks they read the same explained backwards.
func explainAll(t *testing.T, name, start, goal string, o Options) [][]string {
	t.Helper()
	p := Problem{mustParse(t, start), mustParse(t, goal)}
	tl, err := NewTimeline(name, p, o)
	if err != nil {
		t.Fatal(err)
	}
	var got [][]string
	for tl.Step(1) == Running || len(got) < tl.At() {
		got = append(got, texts(tl.Explain()))
		if tl.At() > 50 {
			t.Fatalf("%s: no end after 50 moments", name)
		}
	}
	for k := len(got); k >= 1; k-- { // backwards, by replay: the same story
		tl.Seek(k)
		if back := texts(tl.Explain()); !slices.Equal(back, got[k-1]) {
			t.Fatalf("%s: moment %d explained backwards:\n%s\nforwards:\n%s", name, k, strings.Join(back, "\n"), strings.Join(got[k-1], "\n"))
		}
		if tl.At() != k {
			t.Fatalf("%s: Explain moved the cursor from %d to %d", name, k, tl.At())
		}
	}
	return got
}

func texts(e Explanation) []string {
	var out []string
	for _, ev := range e.Events {
		out = append(out, eventText(ev))
	}
	return out
}

func checkStory(t *testing.T, name string, got, want [][]string) {
	t.Helper()
	for k := range max(len(got), len(want)) {
		var g, w []string
		if k < len(got) {
			g = got[k]
		}
		if k < len(want) {
			w = want[k]
		}
		if !slices.Equal(g, w) {
			t.Errorf("%s, moment %d:\n got: %s\nwant: %s", name, k+1, strings.Join(g, " | "), strings.Join(w, " | "))
		}
	}
}

// The 2×2 puzzle's boards form one cycle of 12, so its searches can be
// followed by hand. The goal is 12/3_; the blank's moves are tried up,
// down, left, right, never undoing the last one.
func TestExplainAStarOneMove(t *testing.T) {
	// 12/_3: h = 1 (tile 3 one cell off). Up gives _2/13 (h 2, f 3), right
	// the goal (f 1), which is expanded next: lowest f.
	checkStory(t, "A*", explainAll(t, "astar", "1203", "1230", Options{}), [][]string{
		{"expand 1203 g0 h1 f1", "gen 0213 g1 h2 f3 from 1203 up: pushed", "gen 1230 g1 h0 f1 from 1203 right: pushed"},
		{"expand 1230 g1 h0 f1"},
	})
}

func TestExplainBFSGoalOnGeneration(t *testing.T) {
	// _1/32: down gives 31/_2, right 1_/32. The older, 31/_2, is expanded
	// first; its only move right gives 31/2_. Then 1_/32's move down makes
	// the goal, found as it is generated.
	checkStory(t, "BFS", explainAll(t, "bfs", "0132", "1230", Options{}), [][]string{
		{"expand 0132 g0 h0 f0", "gen 3102 g1 h0 f1 from 0132 down: pushed", "gen 1032 g1 h0 f1 from 0132 right: pushed"},
		{"expand 3102 g1 h0 f1", "gen 3120 g2 h0 f2 from 3102 right: pushed"},
		{"expand 1032 g1 h0 f1", "gen 1230 g2 h0 f2 from 1032 down: goal"},
	})
}

func TestExplainBidirectionalMeeting(t *testing.T) {
	// Both queues hold one board: the forward side goes first. Then the
	// backward side is smaller (1 against 2); the goal's move up makes
	// 1_/32, which the forward side has reached: they meet.
	checkStory(t, "bidirectional BFS", explainAll(t, "bibfs", "0132", "1230", Options{}), [][]string{
		{"layer forward 1", "expand 0132 g0 h0 f0", "gen 3102 g1 h0 f1 from 0132 down: pushed", "gen 1032 g1 h0 f1 from 0132 right: pushed"},
		{"layer backward 1", "expand 1230 g0 h0 f0", "gen 1032 g1 h0 f1 from 1230 up: met"},
	})
}

func TestExplainDFSDepthLimit(t *testing.T) {
	// From 12/_3 the blank goes up first, then around the cycle, one move
	// each time, until the depth limit 5; the sixth board is cut off, the
	// five are popped, and the root's second move, right, is the goal.
	checkStory(t, "DFS", explainAll(t, "dfs", "1203", "1230", Options{DepthLimit: 5}), [][]string{
		{"pass 5", "expand 1203 g0 h0 f0"},
		{"gen 0213 g1 h0 f1 from 1203 up: pushed", "expand 0213 g1 h0 f1"},
		{"gen 2013 g2 h0 f2 from 0213 right: pushed", "expand 2013 g2 h0 f2"},
		{"gen 2310 g3 h0 f3 from 2013 down: pushed", "expand 2310 g3 h0 f3"},
		{"gen 2301 g4 h0 f4 from 2310 left: pushed", "expand 2301 g4 h0 f4"},
		{"gen 0321 g5 h0 f5 from 2301 up: pushed", "expand 0321 g5 h0 f5"},
		{"gen 3021 g6 h0 f6 from 0321 right: over-bound", "back 0321", "back 2301", "back 2310", "back 2013", "back 0213",
			"gen 1230 g1 h0 f1 from 1203 right: pushed", "expand 1230 g1 h0 f1"},
	})
}

func TestExplainIDDFSPasses(t *testing.T) {
	// Pass 0 expands the root only, cutting off both children (g 1 > 0);
	// pass 1 expands the root again, then up (its child cut off, and
	// popped), then right: the goal.
	checkStory(t, "IDDFS", explainAll(t, "iddfs", "1203", "1230", Options{}), [][]string{
		{"pass 0", "expand 1203 g0 h0 f0"},
		{"gen 0213 g1 h0 f1 from 1203 up: over-bound", "gen 1230 g1 h0 f1 from 1203 right: over-bound", "back 1203", "pass 1", "expand 1203 g0 h0 f0"},
		{"gen 0213 g1 h0 f1 from 1203 up: pushed", "expand 0213 g1 h0 f1"},
		{"gen 2013 g2 h0 f2 from 0213 right: over-bound", "back 0213", "gen 1230 g1 h0 f1 from 1203 right: pushed", "expand 1230 g1 h0 f1"},
	})
}

func TestExplainIDAStarCutOff(t *testing.T) {
	// The bound starts at h = 1: up's child has f = 1 + 2 = 3 and is cut
	// off; right's is the goal with f = 1.
	checkStory(t, "IDA*", explainAll(t, "idastar", "1203", "1230", Options{}), [][]string{
		{"pass 1", "expand 1203 g0 h1 f1"},
		{"gen 0213 g1 h2 f3 from 1203 up: over-bound", "gen 1230 g1 h0 f1 from 1203 right: pushed", "expand 1230 g1 h0 f1"},
	})
}

// TestExplainTellsTheTruth follows every algorithm on scrambled 3×3 boards
// and checks each event against a model of what the search has done so
// far, built from the events alone: a board reported closed was expanded
// with that g, one reported new was never reached (in this pass), one cut
// off exceeds the bound, the board expanded heads the open list, …
func TestExplainTellsTheTruth(t *testing.T) {
	goal := Standard(3, 3)
	fates := map[Fate]int{}
	for _, start := range []string{"283104765", "123405786", "413726580", "806547231", "542061378"} {
		p := Problem{mustParse(t, start), goal}
		if !CheckSolvable(p.Start, goal).Solvable {
			p.Goal = mustParse(t, "123804765")
		}
		for _, a := range Algorithms {
			t.Run(a.Name+"/"+start, func(t *testing.T) {
				tl, err := NewTimeline(a.Name, p, Options{})
				if err != nil {
					t.Fatal(err)
				}
				checkEvents(t, a, p, tl, 400, fates, false)
			})
		}
	}
	for f := Pushed; f <= Met; f++ {
		if fates[f] == 0 && f != NoReopen {
			t.Errorf("no board was %s: the test does not cover it (%v)", f, fates)
		}
	}
}

type modelEntry struct {
	g      int
	closed bool
}

// checkEvents checks every event of the first moments of tl against a
// model of the lists; noReopen: the search never reopens a closed board
// (Options.NoReopen).
func checkEvents(t *testing.T, a Algorithm, p Problem, tl *Timeline, moments int, fates map[Fate]int, noReopen bool) {
	depthFirst := a.UsesDepth || a.Unit == Pass
	seen := map[Board]modelEntry{} // graph searches: every board reached, per side
	back := map[Board]modelEntry{} // bidirectional: the backward side
	depth := map[Board]int{}       // DFS, IDDFS: this pass's table
	var stack []Board              // depth-first
	bound := 0
	queues := [2][]Board{{p.Start}, {p.Goal}} // BFS
	seen[p.Start] = modelEntry{}
	back[p.Goal] = modelEntry{}
	for k := 1; k <= moments && tl.Step(1) != Solved || k == tl.At(); k++ {
		e := tl.Explain()
		for _, ev := range e.Events {
			side := seen
			if ev.Side == Backward {
				side = back
			}
			n := ev.Node
			switch ev.Kind {
			case PassStart:
				bound, stack = ev.Old, nil
				clear(depth)
				depth[p.Start] = 0
			case Backtrack:
				if len(stack) == 0 || stack[len(stack)-1] != n.Board {
					t.Fatalf("moment %d: backtrack from %s, not the top of the stack %v", k, n.Board, stack)
				}
				stack = stack[:len(stack)-1]
			case Expansion:
				if depthFirst {
					if n.G != len(stack) {
						t.Fatalf("moment %d: expanded %s at g %d with %d boards on the stack", k, n.Board, n.G, len(stack))
					}
					stack = append(stack, n.Board)
					continue
				}
				if q := &queues[ev.Side]; a.Unit == Layer { // first in, first out
					if len(*q) == 0 || (*q)[0] != n.Board {
						t.Fatalf("moment %d: expanded %s, not the head of the queue %v", k, n.Board, *q)
					}
					*q = (*q)[1:]
				} else if len(e.Open) == 0 || e.Open[0].Board != n.Board || e.Open[0].G != n.G {
					t.Fatalf("moment %d: expanded %s, not the head of the open list %v", k, n.Board, e.Open)
				}
				if m := side[n.Board]; m.closed || m.g != n.G {
					t.Fatalf("moment %d: expanded %s g %d, known as %+v", k, n.Board, n.G, m)
				}
				side[n.Board] = modelEntry{g: n.G, closed: true}
			case Generation:
				fates[ev.Fate]++
				if depthFirst {
					if top := stack[len(stack)-1]; ev.From != top {
						t.Fatalf("moment %d: %s generated from %s, not the top %s", k, n.Board, ev.From, top)
					}
				}
				m, known := side[n.Board]
				ok := true
				switch ev.Fate {
				case Pushed:
					if depthFirst {
						d, was := depth[n.Board]
						ok = n.G+n.H <= bound && (!was || d > n.G || a.Name == "idastar")
						depth[n.Board] = n.G
					} else {
						ok = !known
						side[n.Board] = modelEntry{g: n.G}
						queues[ev.Side] = append(queues[ev.Side], n.Board)
					}
				case Seen:
					ok = known
				case Closed:
					ok = known && m.closed && m.g == ev.Old && m.g <= n.G
				case Queued:
					ok = known && !m.closed && m.g == ev.Old && m.g <= n.G
				case Updated, Reopened:
					ok = known && m.closed == (ev.Fate == Reopened) && m.g == ev.Old && m.g > n.G && !(noReopen && m.closed)
					side[n.Board] = modelEntry{g: n.G}
				case NoReopen:
					ok = (a.Name == "greedy" || noReopen) && known && m.closed && m.g > n.G
				case OverBound:
					ok = n.G+n.H > bound
				case Shallower:
					d, was := depth[n.Board]
					ok = was && d == ev.Old && d <= n.G
				case Goal:
					ok = !known && n.Board == p.Goal
				case Met:
					other := back
					if ev.Side == Backward {
						other = seen
					}
					_, ok = other[n.Board]
					ok = ok && !known
				}
				if !ok {
					t.Fatalf("moment %d: %s", k, eventText(ev))
				}
			}
		}
	}
}
