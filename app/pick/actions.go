package pick

import "slidelab/solver"

// You are the search.
type (
	Toggle struct{}    // "you are the search" on or off
	Level  string      // its level menu
	Choose solver.Node // a board picked to expand
	Fate   struct {    // level 3: a child's fate answered
		Child string // the child's board, as the narration writes it
		Right bool
	}
)
