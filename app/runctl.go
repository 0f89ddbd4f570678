package main

// runState is the run controller's state: ready (no search yet), searching
// (the run loop moves the cursor forward), paused (the cursor stays where it
// is), finished (the cursor at the search's last moment), stopped (the user
// ended the run early).
type runState int

const (
	stateReady runState = iota
	stateSearching
	statePaused
	stateFinished
	stateAbandoned
)

func (s runState) key() string {
	return [...]string{"ready", "searching", "paused", "finished", "stopped"}[s]
}

// runEvent is what happens to the run: a control pressed, the search
// ending, an edit.
type runEvent int

const (
	evRun     runEvent = iota // Run, or Resume: the loop goes on from the cursor
	evPause                   // Pause
	evMove                    // Step, Step back, the slider, a unit: the cursor moves
	evEnded                   // the cursor reached the search's last moment
	evAbandon                 // Stop: the search is abandoned (Run starts it over)
	evReset                   // Reset, or an edit of the problem or the algorithm
	evSpeed                   // the speed changed
	events
)

// effect is what the page does on a transition.
type effect int

const (
	effNone    effect = iota
	effStart          // create the search if there is none, run the loop
	effHalt           // stop the loop; the cursor stays
	effMove           // stop the loop if it runs, create the search if none, move the cursor
	effRestart        // drop the search, start a new one and run it
	effDrop           // stop the loop, drop the search
	effRepace         // run the loop again at the new speed
)

// next is the run controller: the state after event e in state s and what
// to do, or ok false when e means nothing in s (the page ignores it).
func next(s runState, e runEvent) (runState, effect, bool) {
	switch e {
	case evReset:
		return stateReady, effDrop, true
	case evRun:
		switch s {
		case stateReady, statePaused:
			return stateSearching, effStart, true
		case stateFinished, stateAbandoned:
			return stateSearching, effRestart, true
		}
	case evPause:
		if s == stateSearching {
			return statePaused, effHalt, true
		}
	case evMove: // from any state: a moved cursor is a paused search
		return statePaused, effMove, true
	case evEnded:
		if s == stateSearching || s == statePaused {
			return stateFinished, effHalt, true
		}
	case evAbandon:
		if s == stateSearching || s == statePaused {
			return stateAbandoned, effHalt, true
		}
	case evSpeed:
		if s == stateSearching {
			return stateSearching, effRepace, true
		}
		return s, effNone, true
	}
	return s, effNone, false
}
