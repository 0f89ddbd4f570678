package main

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// setupPanel holds the start and goal: the start board as text (any format
// the solver reads, validated as you type), the goal preset or a custom
// goal, and scrambling.
type setupPanel struct {
	app.Compo

	Lang       ui.Lang
	Start      solver.Board
	Goal       solver.Board
	StartText  string // what the user typed, possibly invalid
	StartErr   string
	GoalText   string
	GoalErr    string
	GoalCustom bool // the goal is typed: the field shows even when it equals a preset
	Disabled   bool // while a search runs
	Swapping   bool // swap mode: click two tiles to exchange them
	GoalSel    int  // the goal cell chosen first in swap mode, -1 for none
	Mode       string
	Amount     int
	AmountErr  string
	MaxDepth   int // the largest exact distance, -1 above 9 cells
	Page       ui.Actor
}

func (p *setupPanel) Render() app.UI {
	l := p.Lang
	preset := solver.PresetName(p.Goal)
	if p.GoalCustom {
		preset = ""
	}
	options := make([]app.UI, 0, len(solver.GoalPresets)+1)
	for _, g := range solver.GoalPresets {
		options = append(options, ui.Option(g.Name, state.GoalName(l, g.Name)+" · "+g.Board(p.Goal.Width(), p.Goal.Height()).String(), g.Name == preset))
	}
	options = append(options, ui.Option("custom", l.T("custom"), preset == ""))
	goalEdits := ui.EditNone
	if p.Swapping && !p.Disabled {
		goalEdits = ui.EditGoal
	}
	var goalEdit app.UI = app.Text("")
	if preset == "" {
		goalEdit = field("goal-text", l.T("goal"), p.GoalText, p.GoalErr, p.Disabled, func(ctx app.Context, v string) { p.Page.Act(ctx, goalTyped(v)) })
	}
	return app.Section().ID("setup").Class("panel setup").Body(
		app.H2().Text(l.T("problem")),
		app.If(p.Disabled, app.P().ID("setup-locked").Class("desc stuck").Attr("role", "status").Text(l.T("setupLocked"))),
		p.sizeSelect(),
		field("start-text", l.T("start"), p.StartText, p.StartErr, p.Disabled, func(ctx app.Context, v string) { p.Page.Act(ctx, startTyped(v)) }),
		ui.LabelFor("goal-select", l.T("goal")),
		app.Select().ID("goal-select").Disabled(p.Disabled).OnChange(func(ctx app.Context, e app.Event) {
			v := ctx.JSSrc().Get("value").String()
			ctx.Emit(func() { p.Page.Act(ctx, goalTyped(v)) })
		}).Body(options...),
		goalEdit,
		ui.Div("goal-preview",
			&ui.BoardView{ID: "goal-board", Board: p.Goal, Small: true, Label: l.T("goal"), Lang: l, Edits: goalEdits, Page: p.Page, Selected: p.GoalSel},
		),
		app.Button().ID("swap-mode").Class("toggle").Aria("pressed", p.Swapping).Disabled(p.Disabled).
			Text("⇄ "+l.T("swapMode")).OnClick(func(ctx app.Context, e app.Event) { ctx.Emit(func() { p.Page.Act(ctx, swapToggle{}) }) }),
		app.If(p.Swapping, ui.PText("desc", l.T("swapHelp"))),
		p.scrambler(),
	)
}

// sizes are the board sizes offered in the menu (width × height); a board
// of another size typed as the start is offered too.
var sizes = [][2]int{{2, 2}, {3, 2}, {3, 3}, {4, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}, {8, 8}, {9, 9}, {10, 10}}

// sizeSelect switches the board size.
func (p *setupPanel) sizeSelect() app.UI {
	l := p.Lang
	w, h := p.Goal.Width(), p.Goal.Height()
	list := sizes
	if !slices.Contains(list, [2]int{w, h}) {
		list = append(slices.Clone(list), [2]int{w, h})
	}
	options := make([]app.UI, len(list))
	for i, sz := range list {
		text := fmt.Sprintf("%d×%d", sz[0], sz[1])
		if n := sz[0]*sz[1] - 1; sz[0] == sz[1] && n > 3 { // the 8-puzzle, the 15-puzzle, … the 99-puzzle
			text += fmt.Sprintf(l.T("nPuzzle"), n)
		}
		options[i] = ui.Option(fmt.Sprintf("%dx%d", sz[0], sz[1]), text, sz == [2]int{w, h})
	}
	return ui.Div("field",
		ui.LabelFor("size-select", l.T("size")),
		app.Select().ID("size-select").Disabled(p.Disabled).OnChange(func(ctx app.Context, e app.Event) {
			// strconv, not fmt.Sscanf: fmt's scanner adds 28 KB to app.wasm.
			ws, hs, _ := strings.Cut(ctx.JSSrc().Get("value").String(), "x")
			w, errW := strconv.Atoi(ws)
			h, errH := strconv.Atoi(hs)
			if errW == nil && errH == nil {
				ctx.Emit(func() { p.Page.Act(ctx, sizeSet{w, h}) })
			}
		}).Body(options...),
	)
}

// scrambler chooses how to scramble: uniformly among solvable boards, by
// random moves, or to an exact distance from the goal. Choosing a mode or
// an amount reports mode+"-set"; the button reports the mode itself.
func (p *setupPanel) scrambler() app.UI {
	l := p.Lang
	modes := []app.UI{ui.Option("uniform", l.T("scrUniform"), p.Mode == "uniform"),
		ui.Option("moves", l.T("scrMoves"), p.Mode == "moves")}
	if p.MaxDepth >= 0 {
		modes = append(modes, ui.Option("distance", fmt.Sprintf(l.T("scrDistance"), p.MaxDepth), p.Mode == "distance"))
	}
	var amount app.UI = app.Text("")
	var amountErr app.UI = app.Text("")
	if p.Mode != "uniform" {
		hi := 200
		if p.Mode == "distance" {
			hi = p.MaxDepth
		}
		amount = app.Input().ID("scramble-n").Type("number").Min(0).Max(hi).Value(strconv.Itoa(p.Amount)).
			Aria("label", l.T("scrAmount")).Aria("invalid", p.AmountErr != "").Disabled(p.Disabled).
			OnChange(func(ctx app.Context, e app.Event) {
				v := numberText(ctx.JSSrc())
				ctx.Emit(func() { p.Page.Act(ctx, scramble{"amount", v}) })
			})
		if p.AmountErr != "" {
			amount = amount.(app.HTMLInput).Aria("describedby", "scramble-n-error")
			amountErr = app.P().ID("scramble-n-error").Class("error").Attr("role", "alert").Text(p.AmountErr)
		}
	}
	return ui.Div("scramble",
		ui.LabelFor("scramble-mode", l.T("scramble")),
		ui.Div("row",
			app.Select().ID("scramble-mode").Disabled(p.Disabled).OnChange(func(ctx app.Context, e app.Event) {
				v := ctx.JSSrc().Get("value").String()
				ctx.Emit(func() { p.Page.Act(ctx, scramble{v + "-set", ""}) })
			}).Body(modes...),
			amount,
			app.Button().ID("scramble").Disabled(p.Disabled || p.AmountErr != "").Text("⤮ "+l.T("scramble")).
				OnClick(func(ctx app.Context, e app.Event) {
					mode := p.Mode
					ctx.Emit(func() { p.Page.Act(ctx, scramble{mode, ""}) })
				}),
		),
		amountErr,
	)
}

// field is a labelled text input reporting every edit, with its error below.
// Text pasted on several lines (a board copied row by row) keeps its rows:
// an input drops line breaks, so they are turned into '/' first.
func field(id, label, value, errText string, disabled bool, on func(app.Context, string)) app.UI {
	input := app.Input().ID(id).Type("text").Value(value).Disabled(disabled).
		Attr("autocomplete", "off").Attr("spellcheck", "false").Aria("invalid", errText != "").
		OnInput(func(ctx app.Context, e app.Event) {
			v := ctx.JSSrc().Get("value").String()
			ctx.Emit(func() { on(ctx, v) })
		}, id).
		OnPaste(func(ctx app.Context, e app.Event) {
			text := e.Get("clipboardData").Call("getData", "text").String()
			if !strings.ContainsAny(strings.TrimSpace(text), "\r\n") {
				return // the browser pastes one line as it is
			}
			e.PreventDefault()
			in := ctx.JSSrc()
			in.Call("setRangeText", rowsOf(text), in.Get("selectionStart"), in.Get("selectionEnd"), "end")
			v := in.Get("value").String()
			ctx.Emit(func() { on(ctx, v) })
		}, id)
	var msg app.UI = app.Text("")
	if errText != "" {
		input = input.Aria("describedby", id+"-error")
		msg = app.P().ID(id+"-error").Class("error").Attr("role", "alert").Text(errText)
	}
	return ui.Div("field", ui.LabelFor(id, label), input, msg)
}

// rowsOf is text written on several lines as one: its non-empty lines,
// trimmed, separated by " / " (how a board's rows are typed on one line).
func rowsOf(text string) string {
	var rows []string
	for _, line := range strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == '\r' }) {
		if line = strings.TrimSpace(line); line != "" {
			rows = append(rows, line)
		}
	}
	return strings.Join(rows, " / ")
}
