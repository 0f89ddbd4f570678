package main

// authored is what an author's op asks of the page beyond the draft's
// change.
type authored struct {
	changed bool  // the draft changed (or the mode opened or closed): store it
	show    int   // > 0: show stop show-1 on the page
	follow  bool  // follow the draft as a lesson
	err     error // why the op was not done
}
