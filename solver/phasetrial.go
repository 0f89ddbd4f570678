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

// PhaseEnds returns, for each phase done, the board of path (0: the
// start) from which that phase's tiles and every earlier phase's are home
// for good: where the phase ends on the path played, which the shortening
// pass may have changed.
func PhaseEnds(start, goal Board, path []Move, done []PhaseDone) []int {
	boards, err := start.Apply(path)
	if err != nil || len(done) == 0 {
		return nil
	}
	ends, home := make([]int, len(done)), homes(goal)
	var tiles []int
	for i, d := range done {
		tiles = append(tiles, d.Tiles...)
		at := len(boards) - 1
		for at > 0 && allHome(boards[at-1], tiles, home) {
			at--
		}
		ends[i] = at
	}
	return ends
}

// allHome reports whether every tile of tiles is on its goal cell.
func allHome(b Board, tiles, home []int) bool {
	for _, t := range tiles {
		if b.At(home[t]) != t {
			return false
		}
	}
	return true
}

// homes returns each tile's goal cell.
func homes(goal Board) []int {
	home := make([]int, goal.Len())
	for c := range home {
		home[goal.At(c)] = c
	}
	return home
}
