package solver

// Priority is what a search's open list is ordered by: a best-first
// search's number, or, for the others, the order boards arrive in.
type Priority uint8

// The priorities. Ties go to the board pushed last (the newest), except
// that A* first prefers the smaller h.
const (
	Arrival   Priority = iota // BFS: the oldest first; depth-first searches: the stack, the newest first
	ByG                       // uniform-cost search: g
	ByH                       // greedy best-first search: h
	ByF                       // A*: f = g + h; ties go to the smaller h, then the newest
	ByWeightF                 // weighted A*: f = g + w·h
)

// TiesByH reports whether ties on the priority go to the smaller h first.
func (p Priority) TiesByH() bool { return p == ByF }
