package solver

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// treeText writes a tree one node a line: board, state, parent, move,
// moment, and the marks.
func treeText(tr Tree) []string {
	var out []string
	for i, n := range tr.Nodes {
		s := fmt.Sprintf("%s %s", n.Board, [...]string{"waiting", "done", "dropped", "cut-off"}[n.State])
		if n.Parent >= 0 {
			s += fmt.Sprintf(" <-%d %s", n.Parent, n.Dir)
		}
		if n.Side == Backward {
			s += " backward"
		}
		s += fmt.Sprintf(" @%d", n.At)
		if n.State == CutOff {
			s += fmt.Sprintf(" f%v", n.F)
		}
		if n.Twin >= 0 {
			s += fmt.Sprintf(" twin %d", n.Twin)
		}
		if i == tr.Current {
			s += " current"
		}
		out = append(out, s)
	}
	return append(out, fmt.Sprintf("moments %d-%d, %d left, path %v", tr.From, tr.To, tr.Left, tr.Path))
}

func treeAt(t *testing.T, name, start, goal string, o Options, k, limit int) []string {
	t.Helper()
	tl, err := NewTimeline(name, Problem{mustParse(t, start), mustParse(t, goal)}, o)
	if err != nil {
		t.Fatal(err)
	}
	tl.Step(100)
	tl.Seek(k)
	tr := treeText(tl.Tree(limit))
	if tl.At() != k {
		t.Fatalf("Tree moved the cursor from %d to %d", k, tl.At())
	}
	return tr
}

func checkTree(t *testing.T, what string, got []string, want ...string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s:\n got: %s\nwant: %s", what, strings.Join(got, "\n      "), strings.Join(want, "\n      "))
	}
}

// The searches of explain_test.go, as trees.
func TestTreeAStar(t *testing.T) {
	checkTree(t, "A* at moment 0", treeAt(t, "astar", "1203", "1230", Options{}, 0, 1000),
		"1203 waiting @0", "moments 0-0, 0 left, path []")
	checkTree(t, "A* solved", treeAt(t, "astar", "1203", "1230", Options{}, 2, 1000),
		"1203 done @1", "0213 waiting <-0 up @1", "1230 done <-0 right @2 current", "moments 0-2, 0 left, path [0 2]")
	checkTree(t, "A* drawn for one expansion", treeAt(t, "astar", "1203", "1230", Options{}, 2, 1),
		"1203 done @1", "0213 waiting <-0 up @1", "1230 waiting <-0 right @1", "moments 0-1, 1 left, path []")
}

func TestTreeBFSAndBidirectional(t *testing.T) {
	checkTree(t, "BFS solved", treeAt(t, "bfs", "0132", "1230", Options{}, 3, 1000),
		"0132 done @1", "3102 done <-0 down @2", "1032 done <-0 right @3 current", "3120 waiting <-1 right @2", "1230 waiting <-2 down @3",
		"moments 0-3, 0 left, path [0 2 4]")
	checkTree(t, "bidirectional BFS met", treeAt(t, "bibfs", "0132", "1230", Options{}, 2, 1000),
		"0132 done @1", "1230 done backward @2 current", "3102 waiting <-0 down @1", "1032 waiting <-0 right @1 twin 4", "1032 waiting <-1 up backward @2 twin 3",
		"moments 0-2, 0 left, path [0 4 1]")
}

func TestTreeDepthFirst(t *testing.T) {
	checkTree(t, "DFS at its limit", treeAt(t, "dfs", "1203", "1230", Options{DepthLimit: 5}, 7, 1000),
		"1203 done @1", "0213 done <-0 up @2", "2013 done <-1 right @3", "2310 done <-2 down @4", "2301 done <-3 left @5", "0321 done <-4 up @6",
		"3021 cut-off <-5 right @7 f6", "1230 done <-0 right @7 current", "moments 0-7, 0 left, path [0 7]")
	checkTree(t, "IDDFS, the second pass", treeAt(t, "iddfs", "1203", "1230", Options{}, 4, 1000),
		"1203 done @2", "0213 done <-0 up @3", "2013 cut-off <-1 right @4 f2", "1230 done <-0 right @4 current", "moments 2-4, 0 left, path [0 3]")
	checkTree(t, "IDDFS, the first pass", treeAt(t, "iddfs", "1203", "1230", Options{}, 1, 1000),
		"1203 done @1 current", "moments 1-1, 0 left, path [0]")
	checkTree(t, "IDA*", treeAt(t, "idastar", "1203", "1230", Options{}, 2, 1000),
		"1203 done @1", "0213 cut-off <-0 up @2 f3", "1230 done <-0 right @2 current", "moments 1-2, 0 left, path [0 2]")
}

// TestTreeShape checks every algorithm's tree on 3×3 boards, midway and at
// the end: one node expanded per moment drawn, each child one move from its
// parent, and a solution path that is the search's path.
func TestTreeShape(t *testing.T) {
	for _, start := range []string{"283104765", "542061378"} {
		p := Problem{mustParse(t, start), Standard(3, 3)}
		if !CheckSolvable(p.Start, p.Goal).Solvable {
			p.Goal = mustParse(t, "123804765")
		}
		for _, a := range Algorithms {
			tl, err := NewTimeline(a.Name, p, Options{})
			if err != nil {
				t.Fatal(err)
			}
			tl.Step(5000)
			r, solved := tl.Ended()
			for _, k := range []int{min(40, tl.Latest()), tl.Latest()} {
				tl.Seek(k)
				tr := tl.Tree(2000)
				done := treeEdges(t, fmt.Sprintf("%s %s at %d", a.Name, start, k), tr)
				if want := tr.To - max(tr.From, 1) + 1; done != want || tr.Left != k-tr.To {
					t.Fatalf("%s %s at %d: %d nodes expanded in moments %d-%d (%d left)", a.Name, start, k, done, tr.From, tr.To, tr.Left)
				}
				if k == tl.Latest() && solved && r.Outcome == Solved && tr.Left == 0 {
					if len(tr.Path) != len(r.Path)+1 || tr.Nodes[tr.Path[0]].Board != p.Start || tr.Nodes[tr.Path[len(tr.Path)-1]].Board != p.Goal {
						t.Fatalf("%s %s: tree path %v for a %d-move solution", a.Name, start, tr.Path, len(r.Path))
					}
				}
			}
		}
	}
}

// treeEdges checks that every node of tr is its parent's move, one deeper,
// and returns how many were expanded.
func treeEdges(t *testing.T, what string, tr Tree) int {
	t.Helper()
	done := 0
	for _, n := range tr.Nodes {
		if n.State == Done {
			done++
		}
		if n.Parent < 0 {
			continue
		}
		if nb, ok := tr.Nodes[n.Parent].Board.Neighbor(n.Dir); !ok || nb != n.Board || n.G != tr.Nodes[n.Parent].G+1 {
			t.Fatalf("%s: %s (g %d) is not the %s move of its parent %s", what, n.Board, n.G, n.Dir, tr.Nodes[n.Parent].Board)
		}
	}
	return done
}

// TestTreeReduction: the reduction solver's tree at every moment, through
// its phases and its finish (IDA* with pattern databases on 5×5; with the
// exact distance on 6×3), each node its parent's move; solved, the path
// marked is the one the search found, before the shortening pass.
func TestTreeReduction(t *testing.T) {
	for _, start := range []string{"1 2 0 5 10/6 7 13 3 4/11 12 23 9 24/16 17 15 8 14/21 22 20 18 19", "8 2 7 9 4 5/1 15 10 11 6 12/13 14 16 3 0 17"} {
		b := mustParse(t, start)
		p := Problem{Start: b, Goal: Standard(b.Width(), b.Height())}
		tl, err := NewTimeline("reduce", p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for tl.Step(1000) == Running {
		}
		r, _ := tl.Ended()
		if r.Outcome != Solved || r.Shortened == nil || r.Shortened.Before == len(r.Path) {
			t.Fatalf("%s: %v, shortened %+v: want a path the pass shortened", start, r.Outcome, r.Shortened)
		}
		for k := 1; k <= tl.Latest(); k++ {
			tl.Seek(k)
			treeEdges(t, fmt.Sprintf("%s at %d", start, k), tl.Tree(2000))
		}
		tr := tl.Tree(2000)
		if len(tr.Path) != r.Shortened.Before+1 || tr.Nodes[tr.Path[0]].Board != p.Start || tr.Nodes[tr.Path[len(tr.Path)-1]].Board != p.Goal {
			t.Fatalf("%s: tree path of %d nodes for the %d moves found", start, len(tr.Path), r.Shortened.Before)
		}
		for i := 1; i < len(tr.Path); i++ {
			if tr.Nodes[tr.Path[i]].Parent != tr.Path[i-1] {
				t.Fatalf("%s: the path's node %d is not its predecessor's child", start, i)
			}
		}
	}
}
