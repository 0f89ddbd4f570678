package solver

// reduction is a board part-way through the reduction solver: the moves
// made from the start, the rectangle still to solve and the side being
// fixed in it.
type reduction struct {
	board  Board
	path   []Dir
	rect   rect
	side   side
	placed int // the side's tiles placed so far; 0: no side begun
	phases []PhaseDone
	est    int // len(path) + an estimate of the moves left
}
