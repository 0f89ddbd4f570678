package state

// view is the page's tab: the lesson a class watches, or one of the
// settings it does not (the problem and the search's options, the
// comparison, sharing). The board stays beside every tab.
type View string

const (
	ViewLesson   View = "lesson"
	ViewSetup    View = "setup"
	ViewCompare  View = "compare"
	ViewWorkshop View = "workshop"
	ViewShare    View = "share"
)

var Views = []View{ViewLesson, ViewSetup, ViewCompare, ViewWorkshop, ViewShare}
