package solver

import (
	"fmt"
	"reflect"
	"testing"
)

// TestCandidatesHoldTheNextBoard checks, at every moment of each search on
// a few boards, that the board expanded next is the first candidate of a
// search that keeps an open list, and for a depth-first search a candidate
// that comes after only boards the step generated and threw away (or the
// start of a new pass); and that asking leaves the cursor where it was.
func TestCandidatesHoldTheNextBoard(t *testing.T) {
	linear, _ := HeuristicByName("linear")
	for _, start := range []string{"283104765", "413726580", "806547231"} {
		goal := Standard(3, 3)
		if !CheckSolvable(mustParse(t, start), goal).Solvable {
			goal = mustParse(t, "123804765")
		}
		lc, err := linear.New(goal)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range Algorithms {
			for _, o := range []Options{{}, {Heuristic: lc}} {
				if o.Heuristic != nil && !a.UsesHeuristic {
					continue
				}
				t.Run(fmt.Sprintf("%s/%s/%v", a.Name, start, o.Heuristic != nil), func(t *testing.T) {
					tl, err := NewTimeline(a.Name, Problem{mustParse(t, start), goal}, o)
					if err != nil {
						t.Fatal(err)
					}
					checkCandidates(t, a, tl, 300)
				})
			}
		}
	}
}

func checkCandidates(t *testing.T, a Algorithm, tl *Timeline, moments int) {
	depthFirst := a.UsesDepth || a.Unit == Pass
	for k := 0; k < moments; k++ {
		before := tl.Moment(4)
		c, next, ok := tl.Candidates(1000)
		if after := tl.Moment(4); !reflect.DeepEqual(after, before) {
			t.Fatalf("moment %d: Candidates moved the cursor: %v, was %v", k, after, before)
		}
		if !ok {
			if tl.Step(1) == Running {
				t.Fatalf("moment %d: no next board, but the search goes on", k)
			}
			return
		}
		tl.Step(1)
		e := tl.Explain()
		if ex, _ := e.Expanded(); ex.Node != next {
			t.Fatalf("moment %d: next %v, but the step expands %v", k+1, next, ex.Node)
		}
		if !depthFirst {
			if len(c) == 0 || c[0] != next {
				t.Fatalf("moment %d: next %v is not the first candidate of %v", k, next, c)
			}
			continue
		}
		thrown := map[Board]bool{}
		passed := false
		for _, ev := range e.Events {
			switch {
			case ev.Kind == PassStart:
				passed = true
			case ev.Kind == Generation && ev.Fate != Pushed:
				thrown[ev.Node.Board] = true
			}
		}
		i := 0
		for i < len(c) && c[i] != next && thrown[c[i].Board] {
			i++
		}
		if passed && next.Board == tl.s.problem().Start {
			continue
		}
		if i == len(c) || c[i] != next {
			t.Fatalf("moment %d: next %v does not follow the thrown-away boards in %v", k, next, c)
		}
	}
}
