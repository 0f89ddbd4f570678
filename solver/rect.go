package solver

// rect is the rectangle of a board still to be solved by the reduction
// solver: columns x0…x0+w-1 and rows y0…y0+h-1.
type rect struct{ x0, y0, w, h int }

// contains reports whether board cell c of a board bw wide is inside.
func (r rect) contains(c, bw int) bool {
	x, y := c%bw, c/bw
	return x >= r.x0 && x < r.x0+r.w && y >= r.y0 && y < r.y0+r.h
}

// cells lists the board cells inside, row by row.
func (r rect) cells(bw int) []int {
	out := make([]int, 0, r.w*r.h)
	for y := r.y0; y < r.y0+r.h; y++ {
		for x := r.x0; x < r.x0+r.w; x++ {
			out = append(out, y*bw+x)
		}
	}
	return out
}

// ReductionOptimal reports whether the reduction solver's paths to goal
// are shortest: a board that fits its finish (at most 4×4) is solved
// whole, by one optimal search.
func ReductionOptimal(goal Board) bool {
	return rect{w: goal.Width(), h: goal.Height()}.small(paramsFor(goal.Len()).small)
}

// small reports whether the rectangle is solved whole, optimally: at most
// side×side.
func (r rect) small(side int) bool { return r.w <= side && r.h <= side }

// side is one row or column along the edge of a rect that the reduction
// solver fixes in a phase.
type side struct {
	Column bool // a column; false: a row
	At     int  // the row or column's index on the board
}

// sides returns the edges of r that may be fixed next: a row while r is
// taller than small, a column while it is wider, each on the edge away
// from the goal's blank (at board cell blank of a board bw wide).
func (r rect) sides(blank, bw, small int) []side {
	var out []side
	bx, by := blank%bw, blank/bw
	if r.h > small {
		at := r.y0 + r.h - 1 // the bottom row, unless the blank's goal is there
		if by == at {
			at = r.y0
		}
		out = append(out, side{At: at})
	}
	if r.w > small {
		at := r.x0 + r.w - 1
		if bx == at {
			at = r.x0
		}
		out = append(out, side{Column: true, At: at})
	}
	return out
}

// cells lists the side's board cells inside r, from the end nearer the
// rest's top-left corner (rows left to right, columns top to bottom).
func (s side) cells(r rect, bw int) []int {
	var out []int
	if s.Column {
		for y := r.y0; y < r.y0+r.h; y++ {
			out = append(out, y*bw+s.At)
		}
		return out
	}
	for x := r.x0; x < r.x0+r.w; x++ {
		out = append(out, s.At*bw+x)
	}
	return out
}

// without returns r once the side is fixed.
func (r rect) without(s side) rect {
	switch {
	case s.Column && s.At == r.x0:
		r.x0++
		r.w--
	case s.Column:
		r.w--
	case s.At == r.y0:
		r.y0++
		r.h--
	default:
		r.h--
	}
	return r
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
