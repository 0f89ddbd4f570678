package solver

// region is the part of a board a phase of the reduction solver works in:
// the cells of its rectangle not yet fixed, numbered locally 0…n-1 (at
// most MaxSide² of them, so a local cell fits in 7 bits).
type region struct {
	w     int          // the board's width
	cells []int        // the board cell of each local cell
	local []int        // the local cell of each board cell; -1 outside
	next  [][]regionTo // the moves of a blank at each local cell, in Dir order
}

// regionTo is a move of the blank inside a region.
type regionTo struct {
	to  int // the local cell the blank moves to
	dir Dir
}

// newRegion returns the region of the w×h board made of cells (board
// indices, in any order; the local numbering follows it).
func newRegion(w, h int, cells []int) *region {
	r := &region{w: w, cells: cells, local: make([]int, w*h), next: make([][]regionTo, len(cells))}
	for i := range r.local {
		r.local[i] = -1
	}
	for i, c := range cells {
		r.local[c] = i
	}
	for i, c := range cells {
		row, col := c/w, c%w
		add := func(ok bool, to int, d Dir) {
			if ok && r.local[to] >= 0 {
				r.next[i] = append(r.next[i], regionTo{to: r.local[to], dir: d})
			}
		}
		add(row > 0, c-w, Up)
		add(row < h-1, c+w, Down)
		add(col > 0, c-1, Left)
		add(col < w-1, c+1, Right)
	}
	return r
}

// size is the number of cells.
func (r *region) size() int { return len(r.cells) }
