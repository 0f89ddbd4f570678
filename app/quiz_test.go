package main

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/solver"
)

// TestQuizVerdicts plays the quiz on every algorithm: at each moment the
// board expanded next is among the choices, and every choice gets the
// verdict it deserves: right for that board, and for any other "not this
// one" with a reason that holds (a higher priority, a tie and its rule,
// the queue's order, or what the depth-first step did to the board).
func TestQuizVerdicts(t *testing.T) {
	start, _ := solver.Parse("413726580")
	goal := solver.Standard(3, 3)
	told := map[string]int{}
	for _, a := range solver.Algorithms {
		tl, err := solver.NewTimeline(a.Name, solver.Problem{Start: start, Goal: goal}, solver.Options{DepthLimit: 12, Weight: 2})
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 120; k++ {
			q := search.ReadChoices(tl)
			if len(q.Boards) == 0 {
				break
			}
			if !slices.Contains(q.Boards, q.Next) || len(q.Boards) > search.QuizShown {
				t.Fatalf("%s moment %d: next %v, choices %v", a.Name, k, q.Next, q.Boards)
			}
			tl.Step(1)
			e, m := tl.Explain(), tl.Moment(0)
			for _, l := range []ui.Lang{ui.English, ui.Chinese} {
				n := explain.Narrator{L: l, Alg: a, Weight: 2}
				for _, p := range q.Boards {
					v := n.Verdict(explain.Guess{At: k + 1, Pick: p, Next: q.Next}, e, m)
					bare := fmt.Sprintf(l.T("qWrong"), explain.BoardText(q.Next.Board))
					switch {
					case p.Board == q.Next.Board:
						if v != fmt.Sprintf(l.T("qRight"), explain.BoardText(p.Board)) {
							t.Errorf("%s moment %d: the right board told %q", a.Name, k+1, v)
						}
					case !strings.HasPrefix(v, bare) || len(v) <= len(bare)+1:
						t.Errorf("%s moment %d: %v told %q, with no reason", a.Name, k+1, p, v)
					case l == ui.English:
						told[reason(v[len(bare)+1:])]++
						checkReason(t, a, k+1, p, q.Next, v)
					}
				}
			}
		}
	}
	for _, r := range reasons {
		if told[r] == 0 {
			t.Errorf("no verdict gave the reason %s: the test does not cover it (%v)", r, told)
		}
	}
}

// reasons are the messages that say why a board picked was not expanded.
var reasons = []string{"qLower", "qTieH", "qTieNewest", "qOldest", "qNewest", "qThrown"}

// reason names the message a verdict's reason comes from.
func reason(v string) string {
	for _, k := range reasons {
		verb := regexp.MustCompile(`%[sd]`)
		if regexp.MustCompile("^" + verb.ReplaceAllString(regexp.QuoteMeta(ui.English.T(k)), ".*") + "$").MatchString(v) {
			return k
		}
	}
	return v
}

// checkReason checks that a verdict's reason holds for the boards picked
// and expanded.
func checkReason(t *testing.T, a solver.Algorithm, at int, p, x solver.Node, v string) {
	t.Helper()
	ok := true
	switch reason(v[strings.Index(v, ". ")+2:]) {
	case "qLower":
		ok = p.F > x.F
	case "qTieH":
		ok = p.F == x.F && x.H < p.H
	case "qTieNewest":
		ok = p.F == x.F && (x.H == p.H || a.Name == "ucs" || a.Name == "wastar")
	case "qOldest":
		ok = a.Unit == solver.Layer && x.G <= p.G
	case "qNewest", "qThrown", "qPass":
		ok = a.UsesDepth || a.Unit == solver.Pass
	default:
		ok = false
	}
	if !ok {
		t.Errorf("%s moment %d: picked %v, expanded %v: %q does not hold", a.Name, at, p, x, v)
	}
}
