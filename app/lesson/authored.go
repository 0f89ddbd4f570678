package lesson

// authored is what an author's op asks of the page beyond the draft's
// change.
type Authored struct {
	Changed bool  // the draft changed (or the mode opened or closed): store it
	Show    int   // > 0: show stop show-1 on the page
	Follow  bool  // follow the draft as a lesson
	Err     error // why the op was not done
}
