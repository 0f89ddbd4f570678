package workshop

import (
	"fmt"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// Panel is the heuristic workshop: the formula's field with its
// error, the grammar and examples, and the check against the truth with
// what it found.
type Panel struct {
	app.Compo

	Lang     ui.Lang
	Set      state.Settings
	Err      error // why the formula typed was refused
	Check    Model // the check of the page's formula (workshopModel.shown)
	Disabled bool
	Page     ui.Actor

	typed    string // the field's text as typed, once a pause checked it
	typedErr error  // why typed would be refused
	keys     int    // input events so far: a check waits for a pause in them
}

// typingPause is how long the field waits after a keystroke before it
// checks the formula typed (it is used on Enter, blur or Use it).
const TypingPause = 400 * time.Millisecond

// workshopExamples are the formulas the workshop offers to try: each shows
// something (dominance, an inadmissible h, an admissible but inconsistent
// one, a weak one, one of your own terms).
var workshopExamples = []string{"max(manhattan, misplaced)", "2*manhattan", "manhattan*out(5)", "outrow + outcol", "misplaced + dist(8)"}

func (p *Panel) Render() app.UI {
	l, s := p.Lang, p.Set
	err := p.Err
	if err == nil && s.Formula != "" { // refused in the address, or not for this board
		err = search.CheckHeuristic(search.Custom, s.Formula, s.Goal)
	}
	errText := ""
	switch {
	case p.typed != "" && p.typed != s.Formula: // checked as typed, not used yet
		if p.typedErr != nil {
			errText = fmt.Sprintf(l.T("wsTypedBad"), state.InputErrorText(l, p.typedErr))
		}
	case err != nil:
		errText = fmt.Sprintf(l.T("keptOption"), state.InputErrorText(l, err))
	}
	input := app.Input().ID("hx").Type("text").Class("formula").Value(s.Formula).Disabled(p.Disabled).
		Attr("spellcheck", "false").Attr("autocapitalize", "off").Attr("autocomplete", "off").
		Aria("invalid", errText != "").Aria("describedby", "hx-error").
		OnChange(func(ctx app.Context, e app.Event) {
			v := ctx.JSSrc().Get("value").String()
			p.typed, p.keys = "", p.keys+1 // used now: what the page says of it, not of the text typed
			ctx.Emit(func() { p.Page.Act(ctx, FormulaTyped(v)) })
		}).
		OnInput(p.onType)
	examples := make([]app.UI, len(workshopExamples))
	for i, ex := range workshopExamples {
		examples[i] = app.Li().Body(app.Button().Class("example").Disabled(p.Disabled).Text(ex).
			OnClick(func(ctx app.Context, e app.Event) { p.Page.Act(ctx, FormulaTyped(ex)) }, ex))
	}
	return app.Section().ID("workshop").Class("panel workshop").Aria("labelledby", "workshop-title").Body(
		app.H2().ID("workshop-title").Text(l.T("wsTitle")),
		ui.PText("desc", l.T("wsIntro")),
		ui.Div("field formula-field",
			ui.LabelFor("hx", l.T("wsLabel")),
			ui.Div("formula-row", input, app.Button().ID("hx-use").Disabled(p.Disabled).Text(l.T("wsUse")).
				OnClick(func(ctx app.Context, e app.Event) {
					v := app.Window().GetElementByID("hx").Get("value").String()
					p.Page.Act(ctx, FormulaTyped(v))
				}))),
		app.P().ID("hx-error").Class("error").Attr("role", "alert").Text(errText),
		app.P().ID("hx-use-note").Class("desc").Text(p.inUse()),
		p.preview(),
		ui.Div("examples", ui.SpanText("what", l.T("wsExamples")+l.Colon()), app.Ul().Class("example-list").Body(examples...)),
		app.Details().Class("grammar").Body(
			app.Summary().Text(l.T("wsGrammar")),
			app.Ul().Body(
				app.Li().Text(l.T("wsG1")), app.Li().Text(l.T("wsG2")), app.Li().Text(l.T("wsG3")),
				app.Li().Text(l.T("wsG4")), app.Li().Text(fmt.Sprintf(l.T("wsG5"), solver.MaxFormulaH)))),
		p.check(),
	)
}

// onType checks the formula as it is typed, after a pause: what is wrong
// with it shows before it is used.
func (p *Panel) onType(ctx app.Context, e app.Event) {
	v := ctx.JSSrc().Get("value").String()
	p.keys++
	keys := p.keys
	ctx.After(TypingPause, func(ctx app.Context) {
		if keys == p.keys {
			p.typed, p.typedErr = v, search.CheckHeuristic(search.Custom, v, p.Set.Goal)
		}
	})
}

// preview is the formula's value on the start and on the goal, with what
// is wrong there: no value, or an h above 0 at the goal. The pattern
// databases of a board above 9 cells count once the page holds them.
func (p *Panel) preview() app.UI {
	l, s := p.Lang, p.Set
	f, err := solver.ParseFormula(s.Formula)
	if err != nil || f.Check(s.Goal) != nil || f.Uses("pdb") && s.Goal.Len() > solver.MaxExactCells && !search.TablesHeld(s.Goal) {
		return app.P().ID("hx-preview")
	}
	h, err := f.Bind(s.Goal)
	if err != nil {
		return app.P().ID("hx-preview")
	}
	start, startFault := h.Value(s.Start)
	goal, goalFault := h.Value(s.Goal)
	lines := []app.UI{app.Text(fmt.Sprintf(l.T("wsPreview"), strconv.FormatFloat(start, 'f', -1, 64), strconv.FormatFloat(goal, 'f', -1, 64)))}
	for _, fault := range []*solver.FormulaFault{startFault, goalFault} {
		if fault != nil {
			lines = append(lines, app.Br(), ui.SpanText("bad", FaultText(l, fault)))
		}
	}
	if goalFault == nil && goal > 0 {
		lines = append(lines, app.Br(), ui.SpanText("bad", l.T("wsGoalAbove")))
	}
	return app.P().ID("hx-preview").Class("preview").Body(lines...)
}

// inUse says which search uses the formula, or how to use it.
func (p *Panel) inUse() string {
	l, s := p.Lang, p.Set
	alg := s.Algorithm()
	switch {
	case !alg.UsesHeuristic:
		return fmt.Sprintf(l.T("wsNotUsed"), state.AlgoName(l, alg))
	case s.Heuristic == search.Custom:
		return fmt.Sprintf(l.T("wsInUse"), state.AlgoName(l, alg), s.Formula)
	}
	return ""
}

// check is the check's button, its progress, and what it found; above 9
// cells, what cannot be checked and why.
func (p *Panel) check() app.UI {
	l, s, c := p.Lang, p.Set, p.Check
	goal := s.Goal
	big := goal.Len() > solver.MaxExactCells
	usable := search.CheckHeuristic(search.Custom, s.Formula, goal) == nil
	label := fmt.Sprintf(l.T("wsCheck"), ui.Count(solver.Reachable(goal)))
	var body []app.UI
	if big {
		label = fmt.Sprintf(l.T("wsCheckSampled"), ui.Thousands(solver.SampleWalks*solver.SampleLength))
		body = append(body, app.P().ID("hx-nocheck").Class("desc").Text(fmt.Sprintf(l.T("wsNoCheck"), goal.Width(), goal.Height(),
			ui.Count(solver.Reachable(goal)), solver.SampleWalks, solver.SampleLength)))
	}
	button := app.Button().ID("hx-check").Class("primary").Disabled(!usable || c.Checking).Text(label).
		OnClick(func(ctx app.Context, e app.Event) { p.Page.Act(ctx, Check{}) })
	switch {
	case c.Checking:
		body = append(body, app.P().ID("hx-progress").Attr("role", "status").Body(
			app.Text(l.T("wsChecking")+" "),
			app.Progress().Max(max(c.total, 1)).Value(c.done)))
	case c.err != nil:
		body = append(body, app.P().ID("hx-check-error").Class("error").Attr("role", "alert").Text(state.InputErrorText(l, c.err)))
	case c.Result != nil && c.Result.Sampled != nil:
		body = append(body, p.sampled(*c.Result.Sampled, c.Result.Elapsed.Seconds()))
	case c.Result != nil:
		body = append(body, p.findings(*c.Result.Result, c.Result.Elapsed.Seconds()))
	}
	return app.Div().ID("hx-audit").Class("audit").Body(append([]app.UI{button}, body...)...)
}

// findings lists what the check found, each with its board where it has
// one.
func (p *Panel) findings(a solver.Audit, seconds float64) app.UI {
	l := p.Lang
	items := faultItem(l, a.Fault) // first: what follows counts h there as it was counted
	if a.Over == 0 {
		items = append(items, p.finding("audit-admissible", "good", fmt.Sprintf(l.T("wsAdmissibleYes"), ui.Thousands(a.Boards)), nil))
	} else {
		items = append(items, p.finding("audit-admissible", "bad", fmt.Sprintf(l.T("wsAdmissibleNo"), ui.Thousands(a.Over), ui.Thousands(a.Boards)),
			[]captioned{{a.Worst, explain.BoardText(a.Worst) + " · " + fmt.Sprintf(l.T("wsWorst"), a.WorstH, a.WorstTrue)}}))
	}
	switch {
	case a.Inconsistent > 0:
		items = append(items, p.finding("audit-consistent", "bad", fmt.Sprintf(l.T("wsConsistentNo"), ui.Thousands(a.Inconsistent)),
			pair(a.PairA, a.PairHA, a.PairB, a.PairHB)))
	case a.GoalH == 0:
		items = append(items, p.finding("audit-consistent", "good", l.T("wsConsistentYes"), nil))
	}
	meanH, meanT := float64(a.SumH)/float64(a.Boards), float64(a.SumTrue)/float64(a.Boards)
	items = append(items, p.finding("audit-informed", "", fmt.Sprintf(l.T("wsInformed"),
		strconv.FormatFloat(meanH, 'f', 2, 64), strconv.FormatFloat(meanT, 'f', 2, 64), strconv.FormatFloat(100*meanH/meanT, 'f', 0, 64)), nil))
	astar := fmt.Sprintf(l.T("wsAStar"), a.Runs, ui.Thousands(a.Expanded/max(a.Runs, 1)), ui.Thousands(a.ManhattanExpanded/max(a.Runs, 1)))
	if a.OverBudget > 0 {
		astar += l.Sep() + fmt.Sprintf(l.T("wsOverBudget"), a.OverBudget)
	}
	items = append(items, p.finding("audit-astar", "", astar, nil))
	switch {
	case !a.Longer.IsZero():
		items = append(items, p.finding("audit-longer", "bad", fmt.Sprintf(l.T("wsLonger"), a.LongerLen, explain.BoardText(a.Longer), a.LongerOpt),
			[]captioned{{a.Longer, explain.BoardText(a.Longer)}},
			app.Button().ID("audit-longer-show").Text(l.T("wsLongerShow")).
				OnClick(func(ctx app.Context, e app.Event) { p.Page.Act(ctx, Show{Longer: true}) })))
	case a.Over > 0:
		items = append(items, p.finding("audit-longer", "", l.T("wsNoLonger"), nil))
	}
	if !a.Trap.IsZero() {
		items = append(items, p.finding("audit-trap", "bad", fmt.Sprintf(l.T("wsTrap"), explain.BoardText(a.Trap), a.TrapLen, a.TrapOpt),
			[]captioned{{a.Trap, explain.BoardText(a.Trap)}},
			app.Button().ID("audit-trap-show").Text(l.T("wsTrapShow")).
				OnClick(func(ctx app.Context, e app.Event) { p.Page.Act(ctx, Show{}) })))
	}
	return p.findingList(items, seconds)
}

// sampled lists what the check on samples proved (above 9 cells), and
// says what it could not.
func (p *Panel) sampled(a solver.Sampled, seconds float64) app.UI {
	l := p.Lang
	items := faultItem(l, a.Fault)
	if a.Over > 0 {
		items = append(items, p.finding("audit-admissible", "bad", fmt.Sprintf(l.T("wsSampledOver"), ui.Thousands(a.Over), ui.Thousands(a.Boards)),
			[]captioned{{a.Worst, explain.BoardText(a.Worst) + " · " + fmt.Sprintf(l.T("wsSampledWorst"), a.WorstH, a.WorstBound)}}))
	} else {
		items = append(items, p.finding("audit-admissible", "", fmt.Sprintf(l.T("wsSampledBelow"), ui.Thousands(a.Below), ui.Thousands(a.Boards)), nil))
	}
	switch {
	case a.Inconsistent > 0:
		items = append(items, p.finding("audit-consistent", "bad", fmt.Sprintf(l.T("wsSampledPairs"), ui.Thousands(a.Inconsistent), ui.Thousands(a.Pairs)),
			pair(a.PairA, a.PairHA, a.PairB, a.PairHB)))
	case a.GoalH == 0:
		items = append(items, p.finding("audit-consistent", "", fmt.Sprintf(l.T("wsSampledNoPair"), ui.Thousands(a.Pairs)), nil))
	}
	if a.SumLower > 0 {
		items = append(items, p.finding("audit-informed", "", fmt.Sprintf(l.T("wsSampledMean"),
			strconv.FormatFloat(float64(a.SumH)/float64(a.Boards), 'f', 2, 64), strconv.FormatFloat(float64(a.SumLower)/float64(a.Boards), 'f', 2, 64)), nil))
	}
	return p.findingList(items, seconds)
}

// captioned is a board a finding shows, with its caption.
type captioned struct {
	b       solver.Board
	caption string
}

// pair is a pair of neighbours with their h.
func pair(a solver.Board, ha int, b solver.Board, hb int) []captioned {
	return []captioned{{a, explain.BoardText(a) + " · h = " + strconv.Itoa(ha)}, {b, explain.BoardText(b) + " · h = " + strconv.Itoa(hb)}}
}

// finding is one finding: its text, the boards it shows, and more (a
// button) after them.
func (p *Panel) finding(id, class, text string, boards []captioned, more ...app.UI) app.UI {
	body := []app.UI{app.Text(text)}
	if len(boards) > 0 {
		figs := make([]app.UI, len(boards))
		for i, c := range boards {
			figs[i] = app.Figure().Body(ui.SmallBoard(c.b, p.Set.Goal, c.caption, p.Lang), app.FigCaption().Text(c.caption))
		}
		body = append(body, ui.Div("audit-boards", figs...))
	}
	return app.Li().ID(id).Class(class).Body(append(body, more...)...)
}

// findingList is the findings, then the check's time.
func (p *Panel) findingList(items []app.UI, seconds float64) app.UI {
	items = append(items, p.finding("audit-time", "desc", fmt.Sprintf(p.Lang.T("wsTime"), strconv.FormatFloat(seconds, 'f', 2, 64)), nil))
	return app.Ul().ID("audit-findings").Class("findings").Body(items...)
}

// faultItem is the first board where the formula has no value in range, as
// a finding, when there is one.
func faultItem(l ui.Lang, f *solver.FormulaFault) []app.UI {
	if f == nil {
		return nil
	}
	return []app.UI{app.Li().ID("audit-fault").Class("bad error").Text(FaultText(l, f) + l.Sep() + l.T("wsFaultAfter"))}
}
