package solver

import "sort"

// subProblem is the rectangle the reduction solver finishes, as a board of
// its own: the goal's tiles in it renamed 1, 2, … in order (a 5×5 board's
// last 4×4 is the 15-puzzle with the same kind of goal), with the
// heuristic that solves it optimally.
type subProblem struct {
	start, goal Board
	r           rect
	tiles       []int // the board's tile of each of the sub-board's
	exact       bool  // h is the exact distance (up to 9 cells); otherwise pattern databases
	h           Heuristic
}

func newSubProblem(b, goal Board, r rect) (subProblem, error) {
	w := goal.Width()
	cells := r.cells(w)
	sp := subProblem{r: r, tiles: make([]int, len(cells))}
	for i, c := range cells {
		sp.tiles[i] = goal.At(c) // the blank, 0, sorts first
	}
	sort.Ints(sp.tiles)
	name := make(map[int]int, len(cells))
	for i, t := range sp.tiles {
		name[t] = i
	}
	st, gt := make([]int, len(cells)), make([]int, len(cells))
	for i, c := range cells {
		st[i], gt[i] = name[b.At(c)], name[goal.At(c)]
	}
	var err error
	if sp.start, err = NewBoard(r.w, r.h, st); err != nil {
		return sp, err
	}
	if sp.goal, err = NewBoard(r.w, r.h, gt); err != nil {
		return sp, err
	}
	sp.exact = len(cells) <= 9
	if sp.exact {
		sp.h, err = ExactDistances(sp.goal)
	} else {
		sp.h, err = PatternDBFor(sp.goal, nil)
	}
	return sp, err
}

// extract returns the sub-board of the whole board b.
func (sp subProblem) extract(b Board) Board {
	name := make(map[int]int, len(sp.tiles))
	for i, t := range sp.tiles {
		name[t] = i
	}
	cells := sp.r.cells(b.Width())
	tiles := make([]int, len(cells))
	for i, c := range cells {
		tiles[i] = name[b.At(c)]
	}
	nb, _ := NewBoard(sp.r.w, sp.r.h, tiles)
	return nb
}

// embed returns the whole board b stands for, when the rest of the
// board is as in around.
func (sp subProblem) embed(b, around Board) Board {
	tiles := around.Tiles()
	for i, c := range sp.r.cells(around.Width()) {
		tiles[c] = sp.tiles[b.At(i)]
	}
	nb, _ := NewBoard(around.Width(), around.Height(), tiles)
	return nb
}
