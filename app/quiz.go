package main

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/solver"
)

// quizJob is the quiz "predict the next step": before each step the
// student picks the board they think the search expands next.
type quizJob struct {
	on           bool
	right, tried int
	last         *guess // the last answer, told while the cursor is at its moment
}

// guess is one answer: the board picked at moment at-1 and the board the
// search expanded at moment at.
type guess struct {
	at         int
	pick, next solver.Node
}

// onQuiz starts or ends the quiz; started with no search, it creates the
// search at moment 0.
func (c *lab) onQuiz(ctx app.Context, e app.Event) {
	c.quiz = quizJob{on: !c.quiz.on}
	if c.quiz.on && !c.run.created {
		c.dispatch(ctx, evMove, search.Stay)
		return
	}
	c.refreshDetail()
}

// onGuess takes the student's answer and steps the search to show it.
func (c *lab) onGuess(ctx app.Context, pick solver.Node) {
	q := c.run.snap.Quiz
	if q == nil || len(q.Boards) < 2 || c.run.state == stateSearching {
		return
	}
	g := guess{at: c.run.snap.At + 1, pick: pick, next: q.Next}
	c.dispatch(ctx, evMove, search.StepMove)
	c.quiz.tried++
	if pick.Board == g.next.Board {
		c.quiz.right++
	}
	c.quiz.last = &g
}

// verdict says whether g was right and, when it was not, why the search
// chose its board instead: the rule that orders the open list and the one
// that breaks its ties, or what became of the board picked. e and m are g's
// moment.
func (n narrator) verdict(g guess, e solver.Explanation, m solver.Moment) string {
	l, next := n.l, boardText(g.next.Board)
	if g.pick.Board == g.next.Board {
		return fmt.Sprintf(l.t("qRight"), next)
	}
	s := fmt.Sprintf(l.t("qWrong"), next) + l.sep()
	p, x := g.pick, g.next
	switch {
	case n.depthFirst(): // at a new pass, every board left was thrown away
		for _, ln := range n.tell(e, m).Lines {
			if ln.Board && ln.Node.Board == p.Board && ln.Kind != "new" {
				return s + fmt.Sprintf(l.t("qThrown"), ln.Text)
			}
		}
		return s + l.t("qNewest")
	case n.alg.Unit == solver.Layer:
		return s + l.t("qOldest")
	case p.F > x.F:
		return s + fmt.Sprintf(l.t("qLower"), n.values(p), n.values(x))
	case p.F == x.F && p.H != x.H && n.alg.Priority.TiesByH():
		return s + fmt.Sprintf(l.t("qTieH"), n.priority(x), x.H, p.H)
	case p.F == x.F:
		return s + fmt.Sprintf(l.t("qTieNewest"), n.priority(x))
	}
	return s
}

// priority writes the number the open list orders by, with its name: f
// (g + h, or g + w·h), h for greedy search, g for a blind one.
func (n narrator) priority(nd solver.Node) string {
	switch n.alg.Priority {
	case solver.ByF, solver.ByWeightF:
		return "f = " + trimFloat(nd.F)
	case solver.ByH:
		return fmt.Sprintf("h = %d", nd.H)
	}
	return fmt.Sprintf("g = %d", nd.G)
}
