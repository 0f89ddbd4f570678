package lesson

// Lessons.
type (
	LessonLink   string              // the address's fragment, read at a navigation: a lesson's link, or none
	LessonStep   int                 // the stop before (-1), after (1), or the stop shown again (0: Back to the stop)
	LessonPick   int                 // a choice of the stop's question
	LessonClose  struct{}            // leave the lesson
	TourDeclined struct{}            // the tour's ✕
	AuthorOpen   struct{ Edit bool } // the author mode, with the lesson followed when edit is set
	AuthorAct    struct {            // a change of the lesson written: an authorModel.take op
		Op   string // "add", "title", "note", "up", "down", "delete", "show", "ask" (a question added or taken away), "askQ", "askChoices", "askAnswer", "askWhy", "replace", "keep", "close", "follow"; "file" (the page's: a file's text read, or i = fileTooLarge)
		I    int    // the stop, from 0
		Text string
	}
)
