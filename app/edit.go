package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/solver"
)

// editor is the state of editing the start and the goal: the texts as
// typed (possibly invalid) and their errors, swap mode and the scramble
// choice. The boards themselves are settings.
type editor struct {
	// startText and goalText are what the fields were last set to from
	// outside (a scramble, a click on a tile). Typing changes the fields,
	// not these: a render that wrote the text of the last input event back
	// would overwrite the keys typed since (keys 1 ms apart lost spaces).
	startText, goalText   string
	startTyped, goalTyped bool  // the field was typed in since it was last set
	startErr, goalErr     error // why the text typed is not a board, worded when shown
	goalCustom            bool  // the goal is typed, even while it equals a preset
	swapping              bool  // swap mode: click two tiles to exchange them
	startSel, goalSel     int   // the cell chosen first in swap mode, -1 for none
	stuck                 bool  // the last tile clicked cannot move: the board's note says why
	scrMode               string
	scrAmount             int
	scrErr                string           // the scramble amount typed is not a number in range
	optErrs               map[string]error // options whose typed value was refused, and why
}

func newEditor(set settings) editor {
	e := editor{startSel: -1, goalSel: -1, scrMode: "uniform", scrAmount: 20, optErrs: map[string]error{}}
	e.sync(set)
	return e
}

// sync shows the current start and goal in the text fields.
func (e *editor) sync(set settings) {
	setText(&e.startText, &e.startTyped, set.Start.String())
	setText(&e.goalText, &e.goalTyped, set.Goal.String())
	e.startErr, e.goalErr = nil, nil
}

// setText sets a field's text from outside. The page writes a field only
// when its text changes from the last one set: after typing, the same text
// again would leave what was typed, so it gets a trailing space, which
// every board reader ignores.
func setText(field *string, typed *bool, text string) {
	if *typed && *field == text {
		text += " "
	}
	*field, *typed = text, false
}

// changed applies a change of the problem or the algorithm: the search, the
// player and the comparison of the old problem are dropped.
func (c *lab) changed(ctx app.Context) {
	c.edits++
	c.dispatch(ctx, evReset, search.Stay)
	c.play.reset()
	c.cmp.reset()
	c.tab.ready, c.tab.pending = nil, nil
	c.share.updateURL(ctx, c.set)
}

// edited applies a change made to the start or the goal on a board (not
// typed): the text fields show the new boards.
func (c *lab) edited(ctx app.Context) {
	c.edit.sync(c.set)
	c.edit.stuck = false
	had := c.run.created && c.run.snap.At > 0
	c.changed(ctx)
	if had { // a new size or scramble while paused: said, not silent
		c.run.message = c.set.Lang.t("resetByEdit")
	}
}

func (c *lab) onStartText(ctx app.Context, text string) {
	e := &c.edit
	e.startTyped = true
	b, err := solver.Parse(text)
	if err != nil {
		e.startErr = err
		return
	}
	e.startErr = nil
	if !b.SameSize(c.set.Goal) {
		c.set.Goal = solver.Standard(b.Width(), b.Height())
		setText(&e.goalText, &e.goalTyped, c.set.Goal.String())
	}
	c.set.Start = b
	c.fitSize()
	c.changed(ctx)
}

// fitSize falls back to defaults for the choices a new board size does not
// offer: the exact distance heuristic, scrambling to an exact distance
// (both only up to 9 cells).
func (c *lab) fitSize() {
	if _, err := solver.CheckHeuristic(c.set.Heuristic, c.set.Goal); err != nil {
		c.set.Heuristic = defaultH
	}
	if c.edit.scrMode == "distance" && maxDepth(c.set.Goal) < 0 {
		c.edit.scrMode, c.edit.scrAmount = "moves", 40
	}
}

// onSize changes the board's size: the goal keeps its preset, and the start
// is a fresh scramble (uniform up to 9 cells; above, 40 random moves, which
// every algorithm with a good heuristic answers at once).
func (c *lab) onSize(ctx app.Context, w, h int) {
	if w == c.set.Goal.Width() && h == c.set.Goal.Height() {
		return
	}
	goal := solver.Standard(w, h)
	if name := solver.PresetName(c.set.Goal); name != "" {
		for _, p := range solver.GoalPresets {
			if p.Name == name {
				goal = p.Board(w, h)
			}
		}
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 11))
	c.set.Goal, c.set.Start = goal, solver.ScrambleUniform(goal, rng)
	if goal.Len() > 9 {
		c.set.Start = solver.ScrambleMoves(goal, 40, rng)
	}
	c.fitSize()
	c.edited(ctx)
}

// onGoalText reads a goal typed, a preset's name, or "custom": the goal
// typed from now on, starting from the one shown.
func (c *lab) onGoalText(ctx app.Context, text string) {
	e := &c.edit
	if text == "custom" {
		e.goalCustom, e.goalErr = true, nil
		setText(&e.goalText, &e.goalTyped, c.set.Goal.String())
		return
	}
	if slices.ContainsFunc(solver.GoalPresets, func(p solver.GoalPreset) bool { return p.Name == text }) {
		e.goalCustom = false
	}
	e.goalTyped = true
	g, err := solver.ParseGoal(text, c.set.Start.Width(), c.set.Start.Height())
	if err != nil {
		e.goalErr = err
		return
	}
	e.goalErr = nil
	c.set.Goal = g
	c.changed(ctx)
}

// maxDepth is the largest exact distance to goal, -1 above 9 cells.
func maxDepth(goal solver.Board) int {
	if d, err := solver.MaxDistance(goal); err == nil {
		return d
	}
	return -1
}

// distanceMemo is the last exact distance asked for (solver.Distance
// solves without the exact table, in up to 16 ms): the page renders far
// more often than the board asked about changes.
type distanceMemo struct {
	start, goal solver.Board
	d           int
}

// of is start's exact distance to goal; -1: unreachable, or above 9 cells.
func (m *distanceMemo) of(start, goal solver.Board) int {
	if m.start != start || m.goal != goal {
		d, err := solver.Distance(start, goal)
		if err != nil {
			d = -1
		}
		*m = distanceMemo{start: start, goal: goal, d: d}
	}
	return m.d
}

// onScramble sets the scramble mode (mode ends in "-set") or the amount
// typed ("amount", in text), or scrambles: uniformly, by random moves, or to
// an exact distance. An amount that is not a whole number in range is
// refused with the reason, and nothing scrambles until it is fixed.
func (c *lab) onScramble(ctx app.Context, mode, text string) {
	e := &c.edit
	hi := 200
	if e.scrMode == "distance" {
		hi = max(0, maxDepth(c.set.Goal))
	}
	if m, ok := strings.CutSuffix(mode, "-set"); ok {
		e.scrMode, e.scrErr = m, ""
		if m == "distance" {
			e.scrAmount = min(e.scrAmount, max(0, maxDepth(c.set.Goal)))
		}
		return
	}
	if mode == "amount" {
		n, err := strconv.Atoi(strings.TrimSpace(text))
		if err != nil || n < 0 || n > hi {
			e.scrErr = fmt.Sprintf(c.set.Lang.t("badAmount"), hi)
			return
		}
		e.scrAmount, e.scrErr = n, ""
		return
	}
	if e.scrErr != "" && mode != "uniform" {
		return
	}
	amount := e.scrAmount
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
	switch mode {
	case "moves":
		c.set.Start = solver.ScrambleMoves(c.set.Goal, amount, rng)
	case "distance":
		b, err := solver.ScrambleDistance(c.set.Goal, amount, rng)
		if err != nil {
			c.run.message = c.set.Lang.errText(err)
			return
		}
		c.set.Start = b
	default:
		c.set.Start = solver.ScrambleUniform(c.set.Goal, rng)
	}
	c.edited(ctx)
}

// onTile slides a tile next to the blank into it, or in swap mode chooses
// the tiles to exchange: editing the start.
func (c *lab) onTile(ctx app.Context, cell int) {
	if c.edit.swapping {
		c.set.Start, c.edit.startSel = swapStep(c.set.Start, c.edit.startSel, cell)
		c.edited(ctx)
		return
	}
	if nb, _, ok := c.set.Start.MoveTile(cell); ok {
		c.set.Start = nb
		c.edited(ctx)
		return
	}
	c.edit.stuck = true
	shake(fmt.Sprintf("#main-board [data-tile='%d']", c.set.Start.At(cell)))
}

func (c *lab) onGoalTile(ctx app.Context, cell int) {
	c.set.Goal, c.edit.goalSel = swapStep(c.set.Goal, c.edit.goalSel, cell)
	c.edited(ctx)
}

// swapStep is one click of swap mode: the first click chooses a cell, the
// second exchanges the two tiles (clicking the chosen cell again cancels).
func swapStep(b solver.Board, selected, cell int) (solver.Board, int) {
	switch selected {
	case -1:
		return b, cell
	case cell:
		return b, -1
	}
	return b.Swap(selected, cell), -1
}

func (c *lab) onSwapMode(ctx app.Context) {
	c.edit.swapping = !c.edit.swapping
	c.edit.startSel, c.edit.goalSel = -1, -1
}

// onBoardKey slides a tile with the arrow keys while the board has the
// focus and no search is under way: the tile moves in the arrow's
// direction, into the blank.
func (c *lab) onBoardKey(ctx app.Context, e app.Event) {
	if c.run.state != stateReady {
		return
	}
	dirs := map[string]solver.Dir{"ArrowUp": solver.Down, "ArrowDown": solver.Up, "ArrowLeft": solver.Right, "ArrowRight": solver.Left}
	d, ok := dirs[e.Get("key").String()]
	if !ok {
		return
	}
	e.PreventDefault()
	e.Call("stopPropagation") // not a shortcut of the run
	if nb, ok := c.set.Start.Neighbor(d); ok {
		c.set.Start = nb
		c.edited(ctx)
	}
}
