package main

import (
	"math/rand/v2"
	"slices"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// editModel is the state of editing the problem and the search's choices:
// the texts as typed (possibly invalid) and their errors, swap mode, the
// scramble's choice, the options refused. The settings themselves are the
// page's: each transition takes them and returns an edit.
type editModel struct {
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

// edit is what an editing transition did to the settings it was given.
type edit struct {
	changed bool  // the problem, the algorithm, the heuristic or an option changed: the search shown is dropped
	board   bool  // a board changed by a click, a key, a scramble or a new size (not typed): the fields show it
	err     error // why nothing changed, for the page's banner (a scramble to an impossible distance)
}

func newEditModel(set state.Settings) editModel {
	e := editModel{startSel: -1, goalSel: -1, scrMode: "uniform", scrAmount: 20, optErrs: map[string]error{}}
	e.sync(set)
	return e
}

// sync shows the current start and goal in the text fields.
func (e *editModel) sync(set state.Settings) {
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

// boardEdit is a board changed on a board (not typed): the fields show it.
func (e *editModel) boardEdit(set *state.Settings) edit {
	e.sync(*set)
	e.stuck = false
	return edit{changed: true, board: true}
}

// take applies an editing action to set (rng: for a scramble or a new
// size).
func (e *editModel) take(set *state.Settings, a ui.Action, rng *rand.Rand) edit {
	switch a := a.(type) {
	case startTyped:
		return e.typeStart(set, string(a))
	case goalTyped:
		return e.typeGoal(set, string(a))
	case sizeSet:
		return e.resize(set, a.w, a.h, rng)
	case scramble:
		return e.scramble(set, a.mode, a.text, rng)
	case ui.TileClick:
		return e.clickTile(set, int(a))
	case ui.GoalClick:
		return e.clickGoal(set, int(a))
	case arrowKey:
		return e.arrow(set, solver.Dir(a))
	case algoSet:
		return e.chooseAlgo(set, string(a))
	case heurSet:
		return e.chooseHeuristic(set, string(a))
	case optionSet:
		return e.typeOption(set, a.name, a.value)
	case raceOther:
		return e.take(set, raceSet(state.RaceAgainst(*set)), rng)
	case raceSet:
		if len(a) > 0 && len(a) < search.MinLanes {
			return edit{}
		}
		set.Race = a
		if len(a) > 0 { // a race is watched, not played
			set.Expand, set.Play = 0, false
		}
		return edit{changed: true}
	case clockSet:
		c, ok := state.ParseClock(string(a))
		if !ok || c == set.Clock {
			return edit{}
		}
		set.Clock = c
		return edit{changed: true}
	case swapToggle:
		e.toggleSwap()
	}
	return edit{}
}

// typeStart reads the start typed; a start of another size takes the
// standard goal of its size.
func (e *editModel) typeStart(set *state.Settings, text string) edit {
	e.startTyped = true
	b, err := solver.Parse(text)
	if err != nil {
		e.startErr = err
		return edit{}
	}
	e.startErr = nil
	was := set.Goal
	if !b.SameSize(set.Goal) { // the goal's preset at the new size
		set.Goal = resizedGoal(set.Goal, b.Width(), b.Height())
		setText(&e.goalText, &e.goalTyped, set.Goal.String())
	}
	set.Start = b
	e.fitSize(set, was)
	return edit{changed: true}
}

// typeGoal reads a goal typed, a preset's name, or "custom": the goal
// typed from now on, starting from the one shown.
func (e *editModel) typeGoal(set *state.Settings, text string) edit {
	if text == "custom" {
		e.goalCustom, e.goalErr = true, nil
		setText(&e.goalText, &e.goalTyped, set.Goal.String())
		return edit{}
	}
	if slices.ContainsFunc(solver.GoalPresets, func(p solver.GoalPreset) bool { return p.Name == text }) {
		e.goalCustom = false
	}
	e.goalTyped = true
	g, err := solver.ParseGoal(text, set.Start.Width(), set.Start.Height())
	if err != nil {
		e.goalErr = err
		return edit{}
	}
	e.goalErr = nil
	set.Goal = g
	return edit{changed: true}
}

// toggleSwap turns swap mode on or off, forgetting the cells chosen.
func (e *editModel) toggleSwap() {
	e.swapping = !e.swapping
	e.startSel, e.goalSel = -1, -1
}

// chooseAlgo and chooseHeuristic take a menu's choice; a name the menu
// does not offer changes nothing.
func (e *editModel) chooseAlgo(set *state.Settings, name string) edit {
	if _, ok := solver.AlgorithmByName(name); !ok || name == set.Algo {
		return edit{}
	}
	set.Algo = name
	return edit{changed: true}
}

// chooseHeuristic takes the menu's choice; custom with no formula yet
// starts from Manhattan distance written as one (the workshop edits it).
func (e *editModel) chooseHeuristic(set *state.Settings, name string) edit {
	formula := set.Formula
	if name == search.Custom && search.CheckHeuristic(name, formula, set.Goal) != nil {
		formula = state.DefaultH
	}
	if search.CheckHeuristic(name, formula, set.Goal) != nil || name == set.Heuristic {
		return edit{}
	}
	set.Heuristic, set.Formula = name, formula
	return edit{changed: true}
}

// typeOption reads the weight, depth limit, node budget, reopen choice or
// the workshop's formula; a bad value keeps the previous one, and its field
// says why.
func (e *editModel) typeOption(set *state.Settings, name, value string) edit {
	if err := set.SetOption(name, value); err != nil {
		e.optErrs[name] = err
		return edit{}
	}
	delete(e.optErrs, name)
	return edit{changed: true}
}
