package main

import (
	"testing"

	"slidelab/app/search"
	"slidelab/solver"
)

// expandAt is the search of start by algo at moment k, as the page reads
// it for "you are the search".
func expandAt(t *testing.T, algo, start string, k int) search.Snapshot {
	t.Helper()
	b, _ := solver.Parse(start)
	s := defaultSettings()
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
	var m expandModel
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
	m.moved(2)
	if m.pick(node("413706528"), snap, astar, true) {
		t.Fatal("a pick while the search runs was taken")
	}
	if m.pick(node("413706528"), snap, astar, false) || m.refused == nil || m.refused.tie {
		t.Fatalf("the higher f was taken: %+v", m.refused)
	}
	if m.pick(node("413720586"), snap, astar, false) || !m.refused.tie {
		t.Fatalf("the tie: %+v", m.refused)
	}
	if r, ti, w, sh := m.score(2); r != 0 || ti != 0 || w != 1 || sh != 2 {
		t.Errorf("score %d %d %d %d: the first pick is the mark, moments 0 and 1 were stepped by the page", r, ti, w, sh)
	}
	if !m.pick(node("413726058"), snap, astar, false) || m.refused != nil || m.rightAt != 3 {
		t.Fatalf("the right one was refused")
	}
	m.moved(3)
	if r, ti, w, sh := m.score(3); r != 0 || ti != 0 || w != 1 || sh != 2 {
		t.Errorf("score at 3: %d %d %d %d", r, ti, w, sh)
	}
	if mk, ok := m.firstMistake(3); !ok || mk.at != 2 || mk.pick.Board.String() != "413706528" {
		t.Errorf("first mistake %+v", mk)
	}
	m.moved(2) // Step back: the pick at 2 is undone
	if r, ti, w, sh := m.score(2); r+ti+w != 0 || sh != 2 {
		t.Errorf("after Step back: %d %d %d %d", r, ti, w, sh)
	}
	if _, ok := m.firstMistake(3); ok {
		t.Error("the mistake undone is still told")
	}
	if !m.pick(node("413726058"), snap, astar, false) {
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

// TestExpandFates: a child's fate is answered once; the answers count.
func TestExpandFates(t *testing.T) {
	var m expandModel
	m.fateAnswer(4, "123/456/78_", true)
	m.fateAnswer(4, "123/456/78_", false)
	m.fateAnswer(4, "123/456/7_8", false)
	if right, ok := m.answered(4, "123/456/78_"); !ok || !right || m.fateRight != 1 || m.fateTried != 2 {
		t.Errorf("%+v", m)
	}
	if _, ok := m.answered(5, "123/456/78_"); ok {
		t.Error("an answer at another moment")
	}
}
