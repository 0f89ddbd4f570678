package pick

import (
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// Panel is "you are the search": the score, the level, what became
// of the last pick, at level 3 the fates of the last expansion's children,
// and the boards to choose from, each a button; at the end, the summary.
type Panel struct {
	app.Compo

	Lang    ui.Lang
	Alg     solver.Algorithm
	Weight  float64
	Goal    solver.Board
	Level   int
	Depth   int // DFS's depth limit
	Snap    search.Snapshot
	Model   Model
	Running bool // the search runs: nothing to pick until it waits
	Page    ui.Actor
}

func (p *Panel) Render() app.UI {
	l, snap := p.Lang, p.Snap
	right, tie, wrong, shown := p.Model.score(snap.At)
	score := fmt.Sprintf(l.T("xScore"), right, tie, wrong)
	if p.Alg.Family == solver.DepthFirst {
		score = fmt.Sprintf(l.T("xScoreStack"), right, wrong)
	}
	if shown > 0 {
		score += " · " + fmt.Sprintf(l.T("xShown"), shown)
	}
	if right, tried := p.Model.fateScore(snap.At); p.Level == state.MaxLevel && tried > 0 { // a fate answered counts, right or wrong
		score += " · " + fmt.Sprintf(l.T("xFatesShort"), right, tried)
	}
	levels := make([]app.UI, state.MaxLevel)
	for i := range levels {
		levels[i] = ui.Option(fmt.Sprint(i+1), l.T(fmt.Sprintf("xLevel%d", i+1)), i+1 == p.Level)
	}
	return app.Section().ID("expand").Class("panel expand").Attr("role", "region").Aria("label", l.T("xTitle")).Body(
		ui.Div("quiz-head",
			app.H2().Text(l.T("xTitle")),
			app.Span().ID("expand-score").Class("quiz-score").Text(score),
			app.Select().ID("expand-level").Aria("label", l.T("xLevel")).OnChange(func(ctx app.Context, e app.Event) {
				v := ctx.JSSrc().Get("value").String()
				ctx.Emit(func() { p.Page.Act(ctx, Level(v)) })
			}).Body(levels...),
			app.Button().ID("expand-toggle").Aria("pressed", true).Text(l.T("xEnd")).OnClick(func(ctx app.Context, e app.Event) { p.Page.Act(ctx, Toggle{}) }),
		),
		p.Verdict(),
		p.fates(),
		p.question(),
	)
}

// narrator tells the panel's sentences.
func (p *Panel) narrator() explain.Narrator {
	return explain.Narrator{L: p.Lang, Alg: p.Alg, Weight: p.Weight}
}

// Verdict tells the last pick refused while the cursor is at its moment,
// or, at the end, the summary.
func (p *Panel) Verdict() app.UI {
	l, snap, m := p.Lang, p.Snap, p.Model
	if r := m.refused; r != nil && r.at == snap.At && snap.Expand != nil && snap.Expand.Step != nil {
		n := p.narrator()
		mm := solver.Moment{Stats: snap.Stats} // the bound of the step to come
		text := n.Verdict(explain.Guess{At: r.at + 1, Pick: r.pick, Next: r.next}, *snap.Expand.Step, mm)
		if r.tie {
			text = l.T("xTie") + l.Sep() + text
		}
		return app.P().ID("expand-verdict").Class("wrong").Attr("role", "status").Text("✗ " + text)
	}
	if m.rightAt == snap.At && snap.At > 0 && snap.HasCurrent {
		return app.P().ID("expand-verdict").Class("right").Attr("role", "status").Text(fmt.Sprintf(l.T("xRight"), state.AlgoName(l, p.Alg), explain.BoardText(snap.Current.Board)) + p.ending())
	}
	if p.atEnd() && snap.At > 0 {
		return app.P().ID("expand-verdict").Class("summary").Attr("role", "status").Text(p.summary())
	}
	return app.P().ID("expand-verdict").Attr("role", "status")
}

// atEnd reports whether the search ends at the cursor.
func (p *Panel) atEnd() bool {
	snap := p.Snap
	return snap.Ended && snap.At == snap.Latest && snap.Outcome != solver.Running
}

// ending is the summary after a space, when the search ends at the cursor.
func (p *Panel) ending() string {
	if p.atEnd() {
		return p.Lang.Sep() + p.summary()
	}
	return ""
}

// summary tells how the class searched, once the search has ended.
func (p *Panel) summary() string {
	l, snap, m := p.Lang, p.Snap, p.Model
	right, tie, wrong, shown := m.score(snap.At)
	name := state.AlgoName(l, p.Alg)
	var s string
	switch {
	case right+tie+wrong == 0: // the page stepped every one
		s = fmt.Sprintf(l.T("xSummaryNone"), ui.Thousands(snap.At))
	case p.Alg.Family == solver.DepthFirst: // a stack has no ties
		s = fmt.Sprintf(l.T("xSummaryStack"), ui.Thousands(snap.At), right+wrong, name, right, wrong)
	default:
		s = fmt.Sprintf(l.T("xSummary"), ui.Thousands(snap.At), right+tie+wrong, name, right, tie, wrong)
	}
	if shown > 0 && right+tie+wrong > 0 {
		s += l.Sep() + fmt.Sprintf(l.T("xSummaryShown"), shown)
	}
	if r, ok := m.firstMistake(snap.At); ok {
		n := p.narrator()
		s += l.Sep() + fmt.Sprintf(l.T("xFirst"), r.at+1, explain.BoardText(r.pick.Board), n.PickValue(r.pick), name, explain.BoardText(r.next.Board), n.PickValue(r.next))
	}
	if right, tried := m.fateScore(snap.At); p.Level == state.MaxLevel && tried > 0 {
		s += l.Sep() + fmt.Sprintf(l.T("xFatesScore"), right, tried)
	}
	return s
}

// question offers the boards to choose from, or says why there are none.
func (p *Panel) question() app.UI {
	l, snap := p.Lang, p.Snap
	c := snap.Expand
	switch {
	case p.Running:
		return app.P().ID("expand-ask").Class("desc").Text(l.T("xRunning"))
	case c == nil:
		return app.P().ID("expand-ask").Class("desc")
	case len(c.Boards) == 0:
		return app.P().ID("expand-ask").Class("desc").Text(l.T("xEnded"))
	}
	rule, boards := p.rule(), c.Boards
	if p.Alg.Family != solver.DepthFirst { // the stack's order is the rule: the others' would give it away
		boards = shuffled(boards)
	}
	hide := p.Level >= 2
	refused := p.Model.refused
	items := make([]app.UI, len(boards))
	for i, nd := range boards {
		// Named by what it shows (WCAG 2.5.3): the verb, read but not shown,
		// the board's rows (its picture's name) and its g, h, f.
		b := app.Button().Class("quiz-choice").DataSet("board", explain.BoardText(nd.Board)).
			OnClick(func(ctx app.Context, e app.Event) { p.Page.Act(ctx, Choose(nd)) }, nd)
		if refused != nil && refused.at == snap.At {
			switch nd.Board {
			case refused.next.Board:
				b = b.Class("quiz-choice right-one")
			case refused.pick.Board:
				b = b.Class("quiz-choice picked")
			}
		}
		body := []app.UI{ui.SpanText("sr-only", l.T("xExpand")), ui.SmallBoard(nd.Board, p.Goal, l.T("board"), l)}
		if !hide {
			body = append(body, ui.SpanText("ghf", explain.ChoiceText(p.Alg, nd)))
		}
		items[i] = app.Li().Body(b.Body(body...))
	}
	return app.Div().Class("expand-question").Body(
		app.P().ID("expand-ask").Body(app.Strong().Text(fmt.Sprintf(l.T("xAsk"), state.AlgoName(l, p.Alg))), app.Text(l.Sep()+rule)),
		app.Ol().ID("expand-choices").Class("quiz-choices").Body(items...),
	)
}

// rule says where the boards come from and by what rule the search picks
// among them: the open list, the queue of the side that expands next, the
// stack with the bound (IDA*) or the depth limit.
func (p *Panel) rule() string {
	l, snap, c := p.Lang, p.Snap, p.Snap.Expand
	var rule string
	switch {
	case p.Alg.Family == solver.DepthFirst && p.Alg.UsesHeuristic:
		return fmt.Sprintf(l.T("xRuleIDA"), snap.Stats.Bound)
	case p.Alg.Unit == solver.Pass:
		return fmt.Sprintf(l.T("xRuleIDDFS"), snap.Stats.Bound)
	case p.Alg.Family == solver.DepthFirst:
		return fmt.Sprintf(l.T("xRuleDFS"), p.Depth)
	case p.Alg.Bidirectional:
		side := l.T("xSideForward")
		if ev, ok := c.Step.Expanded(); ok && ev.Side == solver.Backward {
			side = l.T("xSideBackward")
		}
		rule = fmt.Sprintf(l.T("xRuleBi"), side)
	case p.Alg.Family == solver.Layered:
		rule = l.T("xRuleQueue")
	default:
		rule = l.T("xRuleOpen")
	}
	if open := snap.Stats.Open; !p.Alg.Bidirectional && open > len(c.Boards) {
		rule += l.Sep() + fmt.Sprintf(l.T("xShownOf"), len(c.Boards), ui.Thousands(open))
	}
	return rule
}

// fates asks, at level 3, what became of each child of the board just
// expanded (best-first and breadth-first searches, which generate them at
// once), and tells each answer.
func (p *Panel) fates() app.UI {
	l, snap := p.Lang, p.Snap
	e := snap.Explain
	if p.Level < state.MaxLevel || p.Alg.Family == solver.DepthFirst || e == nil || e.At != snap.At || snap.At == 0 {
		return app.Text("")
	}
	n := p.narrator()
	story := n.Tell(*e, snap.Moment)
	var items []app.UI
	for _, ev := range e.Events {
		if ev.Kind != solver.Generation {
			continue
		}
		child := explain.BoardText(ev.Node.Board)
		want := fateKind(ev.Fate)
		var answer app.UI
		if right, ok := p.Model.answered(snap.At, child); ok {
			mark, class := "✓ ", "right"
			if !right {
				mark, class = "✗ ", "wrong"
			}
			answer = app.P().Class("fate-told " + class).Text(mark + lineAbout(story, ev.Node.Board))
		} else {
			kinds := []string{"new", "skip"}
			if p.Alg.Family == solver.BestFirst {
				kinds = append(kinds, "update")
			}
			buttons := make([]app.UI, len(kinds))
			for i, k := range kinds {
				buttons[i] = app.Button().Class("fate-pick").DataSet("fate", k).Aria("label", fmt.Sprintf(l.T("xFateLabel"), child, l.T("xFate-"+k))).
					Text(l.T("xFate-"+k)).
					OnClick(func(ctx app.Context, e app.Event) { p.Page.Act(ctx, Fate{Child: child, Right: k == want}) }, child, k, want)
			}
			answer = ui.Div("fate-buttons", buttons...)
		}
		items = append(items, app.Li().Class("fate-child").DataSet("board", child).Body(ui.SmallBoard(ev.Node.Board, p.Goal, child, l), answer))
	}
	if len(items) == 0 {
		return app.Text("")
	}
	return app.Div().ID("expand-fates").Body(
		app.P().Class("desc").Text(l.T("xFatesAsk")),
		app.Ul().Class("fate-children").Body(items...))
}

// fateKind is the answer a child's fate asks for at level 3: new (into the
// open list), skip (reached before, no better), or update (a better path:
// replaced, or reopened).
func fateKind(f solver.Fate) string {
	switch f {
	case solver.Pushed, solver.Goal, solver.Met:
		return "new"
	case solver.Updated, solver.Reopened:
		return "update"
	}
	return "skip"
}

// lineAbout is the story's sentence about board b.
func lineAbout(s explain.Story, b solver.Board) string {
	for _, ln := range s.Lines {
		if ln.Board && ln.Node.Board == b {
			return ln.Text
		}
	}
	return ""
}

// shuffled orders boards so that the search's order does not show: by
// their text.
func shuffled(nodes []solver.Node) []solver.Node {
	out := append([]solver.Node(nil), nodes...)
	slices.SortFunc(out, func(a, b solver.Node) int { return strings.Compare(a.Board.String(), b.Board.String()) })
	return out
}
