package lesson

// A lesson's stops use every parameter of the page, some of them a
// capability's own (mode=, level=, pic=, nums=, present=: state.Register); the page
// links every capability, and so do these tests.
import (
	_ "slidelab/app/pick"
	_ "slidelab/app/picture"
	_ "slidelab/app/play"
	_ "slidelab/app/present"
)
