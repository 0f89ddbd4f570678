package lesson

import "slidelab/app/state"

// builtinStop is a built-in lesson's stop in both languages, with the
// numbers its note states (checked by the tests against the search).
type builtinStop struct {
	q        string
	at, unit int
	quiz     bool
	tab      state.Subview // the lesson's second column shown; "": the explanation
	note     [2]string
	ask      *builtinAsk
	expanded int   // the expansions its note states at its moment (its end for at = atEnd); 0: none
	moves    int   // the path's length its note states; 0: none
	lanes    []int // a race's: the expansions each lane's note states at its end
}
