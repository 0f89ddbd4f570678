package workshop

// The heuristic workshop.
type (
	FormulaTyped string                // the formula typed, or an example chosen: the page edits hx
	Check        struct{}              // check the formula against every board
	Show         struct{ Longer bool } // race on the board the check found: the longer path (against Manhattan) or the trap (reopening against not)
)
