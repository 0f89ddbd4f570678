package play

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/ui"
	"slidelab/solver"
)

// Panel is play mode under the board: the button that starts it, then
// the moves, the distance to the goal with its meter, what the last move
// did, a hint, and the score once solved.
type Panel struct {
	app.Compo

	Lang  ui.Lang
	On    bool
	Hand  Model
	Board solver.Board // the start: the board being played
	Goal  solver.Board
	Page  ui.Actor
}

func (p *Panel) Render() app.UI {
	l := p.Lang
	toggle := app.Button().ID("hand-toggle").Aria("pressed", p.On).OnClick(func(ctx app.Context, e app.Event) { p.Page.Act(ctx, Toggle{}) })
	if !p.On {
		return app.Section().ID("hand").Class("panel hand").Body(toggle.Text(l.T("handStart")))
	}
	h := p.Hand
	if h.From.IsZero() || h.Goal != p.Goal { // play began with the page (mode=play), or the goal changed
		h.Begin(p.Board, p.Goal)
	}
	d := h.dist(p.Board)
	solvable := solver.CheckSolvable(p.Board, p.Goal).Solvable
	meter := fmt.Sprintf(l.T("handExact"), d)
	if p.Board.Len() > solver.MaxExactCells {
		meter = fmt.Sprintf(l.T("handProved"), d)
	}
	full, left := h.dist(h.From), d // the meter: how much of the way is done
	switch {
	case !solvable:
		meter, full, left = l.T("handUnsolvable"), 0, 0
	case p.Board == p.Goal:
		meter, full, left = l.T("handAtGoal"), 1, 0
	case d < 0:
		lb, from := solver.LowerBound(p.Board, p.Goal), solver.LowerBound(h.From, p.Goal)
		key := "handBoundLC"
		switch {
		case h.isProving(p.Board) || h.needsProof(p.Board): // asked for, or about to be (the tables, the worker busy)
			key = "handProving"
		case h.unproved[p.Board]:
			key = "handUnproved"
		}
		meter, full, left = fmt.Sprintf(l.T(key), lb), from, lb
	}
	done := 0
	if full > 0 {
		done = max(0, min(100, 100*(full-left)/full))
	}
	body := []app.UI{
		app.H2().Text(l.T("handTitle")),
		app.P().ID("hand-meter").Class("hand-meter").Text(meter),
		app.Div().Class("meter").Attr("role", "progressbar").Aria("valuenow", done).Aria("valuemin", 0).Aria("valuemax", 100).
			Aria("label", l.T("handDone")).Body(app.Div().Class("fill").Style("width", strconv.Itoa(done)+"%")),
	}
	if wrong, ok := h.wrong(p.Board); ok { // the wrong way is known only from exact distances
		body = append(body, app.P().ID("hand-moves").Text(fmt.Sprintf(l.T("handMoves"), h.moves, wrong)))
	} else {
		body = append(body, app.P().ID("hand-moves").Text(fmt.Sprintf(l.T("handMovesOnly"), h.moves)))
	}
	var status string
	before, after := h.dist(h.last[0]), h.dist(h.last[1])
	switch {
	case h.solved && h.moves > 0:
		status = p.score()
	case before >= 0 && after > before:
		status = fmt.Sprintf(l.T("handWrong"), before, after)
	case before >= 0 && after >= 0:
		status = fmt.Sprintf(l.T("handCloser"), before, after)
	}
	if h.hint > 0 {
		status = fmt.Sprintf(l.T("handHint"), h.hint)
	}
	if d < 0 && solvable && !h.solved && status == "" && !p.Board.Packed() {
		status = l.T("handNoHintHere")
	}
	body = append(body, app.P().ID("hand-status").Class("hand-status").Attr("role", "status").Text(status))
	hint := app.Button().ID("hand-hint").Text(l.T("handHintButton")).Disabled(d <= 0).
		OnClick(func(ctx app.Context, e app.Event) { p.Page.Act(ctx, Hint{}) })
	body = append(body, ui.Div("buttons", hint,
		app.Button().ID("hand-restart").Text(l.T("handRestart")).Disabled(h.moves == 0).
			OnClick(func(ctx app.Context, e app.Event) { p.Page.Act(ctx, Restart{}) }),
		toggle.Text(l.T("handStop"))))
	return app.Section().ID("hand").Class("panel hand").Body(body...)
}

// score is the verdict once solved: the moves against the shortest, or
// against the lower bound where the shortest is not known.
func (p *Panel) score() string {
	l, h := p.Lang, p.Hand
	switch from := h.dist(h.From); {
	case from >= 0 && h.moves == from:
		return fmt.Sprintf(l.T("handBest"), h.moves)
	case from >= 0:
		return fmt.Sprintf(l.T("handScore"), h.moves, from, h.moves-from)
	}
	return fmt.Sprintf(l.T("handScoreBound"), h.moves, solver.LowerBound(h.From, p.Goal))
}
