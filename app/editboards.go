package main

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/solver"
)

// The editor's transitions on the boards themselves: a new size, a
// scramble, a click on a tile, an arrow key.

// fitSize falls back to defaults for the choices a new board size does not
// offer: the exact distance heuristic (the page's, and a race lane's own:
// the lane takes the page's), scrambling to an exact distance (both only
// up to 9 cells), pattern databases (up to 16). A board that crosses 16
// cells from was (the goal before) gets that side's default algorithm:
// the reduction solver above, A* up to it.
func (e *editModel) fitSize(set *state.Settings, was solver.Board) {
	if err := search.CheckHeuristic(set.Heuristic, set.Formula, set.Goal); err != nil {
		set.Heuristic = state.DefaultH
	}
	for i, lane := range set.Race {
		if err := search.CheckHeuristic(lane.Heuristic, set.Formula, set.Goal); lane.Heuristic != "" && err != nil {
			set.Race[i].Heuristic = ""
		}
	}
	if was.Packed() != set.Goal.Packed() {
		set.Algo = solver.DefaultAlgorithm(set.Goal)
	}
	if e.scrMode == "distance" && maxDepth(set.Goal) < 0 {
		e.scrMode, e.scrAmount = "moves", 40
	}
}

// resize changes the board's size: the goal keeps its preset, and the
// start is a fresh scramble (uniform up to 9 cells; above, 40 random moves,
// which every algorithm with a good heuristic answers at once; uniform
// again above 16 cells, which only the reduction solver solves: fitSize
// makes it the algorithm there).
func (e *editModel) resize(set *state.Settings, w, h int, rng *rand.Rand) edit {
	if w == set.Goal.Width() && h == set.Goal.Height() {
		return edit{}
	}
	goal := resizedGoal(set.Goal, w, h)
	was := set.Goal
	set.Goal, set.Start = goal, solver.ScrambleUniform(goal, rng)
	if goal.Len() > 9 && goal.Packed() {
		set.Start = solver.ScrambleMoves(goal, 40, rng)
	}
	e.fitSize(set, was)
	return e.boardEdit(set)
}

// scramble sets the scramble mode (mode ends in "-set") or the amount
// typed ("amount", in text), or scrambles: uniformly, by random moves, or
// to an exact distance. An amount that is not a whole number in range is
// refused with the reason (worded in l), and nothing scrambles until it is
// fixed.
func (e *editModel) scramble(set *state.Settings, mode, text string, rng *rand.Rand) edit {
	hi := 200
	if e.scrMode == "distance" {
		hi = max(0, maxDepth(set.Goal))
	}
	if m, ok := strings.CutSuffix(mode, "-set"); ok {
		e.scrMode, e.scrErr = m, ""
		if m == "distance" {
			e.scrAmount = min(e.scrAmount, max(0, maxDepth(set.Goal)))
		}
		return edit{}
	}
	if mode == "amount" {
		n, err := strconv.Atoi(strings.TrimSpace(text))
		if err != nil || n < 0 || n > hi {
			e.scrErr = fmt.Sprintf(set.Lang.T("badAmount"), hi)
			return edit{}
		}
		e.scrAmount, e.scrErr = n, ""
		return edit{}
	}
	if e.scrErr != "" && mode != "uniform" {
		return edit{}
	}
	switch mode {
	case "moves":
		set.Start = solver.ScrambleMoves(set.Goal, e.scrAmount, rng)
	case "distance":
		b, err := solver.ScrambleDistance(set.Goal, e.scrAmount, rng)
		if err != nil {
			return edit{err: err}
		}
		set.Start = b
	default:
		set.Start = solver.ScrambleUniform(set.Goal, rng)
	}
	return e.boardEdit(set)
}

// clickTile slides a tile next to the blank into it, or in swap mode
// chooses the tiles to exchange. A tile that cannot move leaves the model
// stuck (the board's note says why).
func (e *editModel) clickTile(set *state.Settings, cell int) edit {
	if e.swapping {
		set.Start, e.startSel = swapStep(set.Start, e.startSel, cell)
		return e.boardEdit(set)
	}
	if nb, _, ok := set.Start.MoveTile(cell); ok {
		set.Start = nb
		return e.boardEdit(set)
	}
	e.stuck = true
	return edit{}
}

// clickGoal is a click on a tile of the goal: swap mode's.
func (e *editModel) clickGoal(set *state.Settings, cell int) edit {
	set.Goal, e.goalSel = swapStep(set.Goal, e.goalSel, cell)
	return e.boardEdit(set)
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

// arrow slides the tile that moves in direction d into the blank.
func (e *editModel) arrow(set *state.Settings, d solver.Dir) edit {
	if nb, ok := set.Start.Neighbor(d); ok {
		set.Start = nb
		return e.boardEdit(set)
	}
	return edit{}
}

// maxDepth is the largest exact distance to goal, -1 above 9 cells.
func maxDepth(goal solver.Board) int {
	if d, err := solver.MaxDistance(goal); err == nil {
		return d
	}
	return -1
}

// resizedGoal is goal's preset (the standard one for a goal of no preset)
// at w×h.
func resizedGoal(goal solver.Board, w, h int) solver.Board {
	name := solver.PresetName(goal)
	for _, p := range solver.GoalPresets {
		if p.Name == name {
			return p.Board(w, h)
		}
	}
	return solver.Standard(w, h)
}
