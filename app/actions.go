package main

import (
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// The run.
type (
	control struct { // a run control (Step, Step back, Stop, Reset, the slider, a unit, a node of the tree): the run controller's event
		e runEvent
		m search.Move
	}
	runPress  struct{}                     // Run, Pause or Resume, by the state at the time of the click
	speedSet  int                          // the speed menu
	algoSet   string                       // the algorithm menu
	heurSet   string                       // the heuristic menu
	optionSet struct{ name, value string } // an option typed: "w", "depth" or "budget"
	raceSet   []state.RaceEntry            // a race's lanes (nil: back to a single search)
	clockSet  string                       // the race's clock menu: "expansion" or "time"
	raceOther struct{}                     // race the search chosen against another (raceAgainst)
)

// The problem.
type (
	startTyped string                      // the start's field
	goalTyped  string                      // the goal's field or menu (a preset's name, "custom")
	sizeSet    struct{ w, h int }          // the size menu
	scramble   struct{ mode, text string } // the scramble's mode ("…-set"), amount ("amount") or button
	swapToggle struct{}                    // swap mode on or off
	arrowKey   solver.Dir                  // an arrow key on the board: the blank moves the other way
)

// The page's other parts.
type (
	embedLangAt  ui.Lang        // the embed's language ("": each viewer's)
	quizToggle   struct{}       // the quiz on or off
	quizGuess    solver.Node    // a board picked in the quiz
	tabSet       state.Tab      // a tab of the page
	tabStep      int            // the tab before (-1) or after (1) the one shown, focused
	subSet       state.Subview  // a tab of the lesson's second column
	langSwitch   struct{}       // the language button
	projectorSet bool           // the projector view's box
	settingsSet  state.Settings // another window's settings (a presentation), taken whole
	dismiss      struct{}       // the banner's ✕
)

// Replies from the search servers.
type (
	searchReply search.Reply // the page's search server
	sideReply   search.Reply // the side server's: the comparison's or the workshop check's
)
