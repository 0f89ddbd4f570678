package solver

// PhaseTrial says what the reduction solver is doing: which phase of how
// many, fixing which tiles on which side, or finishing; and when it tries
// several ways, which one of how many.
type PhaseTrial struct {
	Index, Count int // the phase, from 1, and the phases of the reduction being extended
	Finish       bool
	Finisher     string // the finish's algorithm: astar with the exact distance (up to 9 cells), idastar with pattern databases
	Exact        bool   // the finish uses the exact distance
	Column       bool
	Line         int   // the row or column, from 1
	Tiles        []int // the tiles this phase places
	Try          int   // the search running this round, from 1
	Left         Board // the finish's board: the rectangle left, as a board of its own
	Done         []PhaseDone
}

// PhaseDone is a phase the reduction solver has finished: the tiles it
// placed, on which side, and in how many moves.
type PhaseDone struct {
	Column bool  // a column; false: a row
	Line   int   // the row or column, from 1 at the top or the left
	Tiles  []int // the tiles placed
	Moves  int
}
