package main

// view is the page's tab: the lesson a class watches, or one of the
// settings it does not (the problem and the search's options, the
// comparison, sharing). The board stays beside every tab.
type view string

const (
	viewLesson   view = "lesson"
	viewSetup    view = "setup"
	viewCompare  view = "compare"
	viewWorkshop view = "workshop"
	viewShare    view = "share"
)

var views = []view{viewLesson, viewSetup, viewCompare, viewWorkshop, viewShare}
