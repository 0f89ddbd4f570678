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

// PhaseDone is a phase the reduction solver has finished: the tiles it
// placed, on which side, and in how many moves.
type PhaseDone struct {
	Column bool  // a column; false: a row
	Line   int   // the row or column, from 1 at the top or the left
	Tiles  []int // the tiles placed
	Moves  int
}

// reduceParams tune the reduction solver for a board size: boards of up to
// 25 cells are searched widely (several sides, several paths per phase, a
// beam of reductions) down to 4×4, larger ones greedily, a tile at a time,
// down to 3×3 (whose exact table is built in milliseconds, where the 4×4's
// pattern databases take seconds).
type reduceParams struct {
	small int  // the rectangle finished optimally: small×small at most
	chunk int  // the most tiles a phase places
	table int  // the tiles of each of its pattern tables
	slack int  // a phase keeps paths up to slack moves longer than its shortest
	most  int  // and at most most of them
	beam  int  // the reductions kept from one round to the next
	both  bool // try a row and a column where both may be fixed
}

func paramsFor(cells int) reduceParams {
	if cells <= 25 {
		return reduceParams{small: 4, chunk: 5, table: 3, slack: 2, most: 16, beam: 32, both: true}
	}
	return reduceParams{small: 3, chunk: 1, table: 1, most: 1, beam: 1}
}

// chunks splits a side of n tiles into phases of at most chunk tiles, as
// even as can be, so that the last has two at least: a side's last tile
// cannot be placed alone (its corner is a dead end once the others are
// fixed).
func chunks(n, chunk int) []int {
	if chunk == 1 {
		out := make([]int, n-1)
		for i := range out {
			out[i] = 1
		}
		out[n-2] = 2
		return out
	}
	c := (n + chunk - 1) / chunk
	out := make([]int, c)
	for i := range out {
		out[i] = n / c
		if i < n%c {
			out[i]++
		}
	}
	return out
}

// options returns the sides r may fix next: one, or a row and a column
// when p says to try both.
func (r rect) options(goalBlank, bw int, p reduceParams) []side {
	s := r.sides(goalBlank, bw, p.small)
	if len(s) == 2 && !p.both {
		if r.w > r.h {
			return s[1:]
		}
		return s[:1]
	}
	return s
}

// phasesLeft counts the phases a reduction of r still takes, the finish
// included, when it fixes the first side offered each time.
func (r rect) phasesLeft(goalBlank, bw int, p reduceParams) int {
	n := 1
	for !r.small(p.small) {
		s := r.options(goalBlank, bw, p)[0]
		n += len(chunks(len(s.cells(r, bw)), p.chunk))
		r = r.without(s)
	}
	return n
}
