package solver

import (
	"slices"
	"testing"
)

// referenceTable is a phase table filled the plain way: every placement
// decoded, every move's placement encoded again.
func referenceTable(reg *region, goals []int) []uint8 {
	n, k := reg.size(), len(goals)
	size := n
	for range goals {
		size *= n
	}
	dist := make([]uint8, size)
	for i := range dist {
		dist[i] = unreachable
	}
	encode := func(pos []int, blank int) int {
		j := 0
		for _, p := range pos {
			j = j*n + p
		}
		return j*n + blank
	}
	var queue []int
	for b := range n {
		if !slices.Contains(goals, b) {
			i := encode(goals, b)
			dist[i] = 0
			queue = append(queue, i)
		}
	}
	for ; len(queue) > 0; queue = queue[1:] {
		cur := queue[0]
		pos := make([]int, k)
		x := cur / n
		for i := k - 1; i >= 0; i-- {
			pos[i], x = x%n, x/n
		}
		for _, m := range reg.next[cur%n] {
			next := slices.Clone(pos)
			if i := slices.Index(pos, m.to); i >= 0 {
				next[i] = cur % n
			}
			if j := encode(next, m.to); dist[j] == unreachable {
				dist[j] = dist[cur] + 1
				queue = append(queue, j)
			}
		}
	}
	return dist
}

// TestPhaseTables: the tables of a 5×5 board's first phases and of a 6×4
// board's, each built or mirrored from another, equal the plain way's
// tables, and a row's tables mirror a column's.
func TestPhaseTables(t *testing.T) {
	forgetPhaseTables()
	for _, c := range []struct {
		w, h  int
		cells func(w, h int) []int // the region
		goals [][]int              // board cells of the tiles, a table each
	}{
		{5, 5, rectCells(0, 0, 5, 5), [][]int{{20, 21, 22}, {4, 9, 14}, {24, 23, 22}, {0, 5, 10}, {21, 22}}},
		{5, 5, rectCells(0, 0, 5, 4), [][]int{{4, 9, 14}, {19, 14, 9}}},
		{5, 5, rectCells(0, 0, 4, 5), [][]int{{20, 21, 22}, {23, 22, 21}}},
		{6, 4, rectCells(0, 0, 6, 4), [][]int{{18, 19, 20}, {23, 22, 21}, {5, 11, 17}}},
		{4, 6, rectCells(0, 0, 4, 6), [][]int{{18, 19, 20}}},                              // the same cells as 6×4's, other neighbours
		{5, 5, without(rectCells(0, 0, 5, 5), 20, 21), [][]int{{22, 23, 24}, {4, 9, 14}}}, // a row's first tiles fixed
	} {
		cells := c.cells(c.w, c.h)
		reg := newRegion(c.w, c.h, cells)
		for _, g := range c.goals {
			local := make([]int, len(g))
			for i, cell := range g {
				local[i] = reg.local[cell]
			}
			got := phaseTableFor(reg, local)
			if want := referenceTable(reg, local); !slices.Equal(got.dist, want) {
				t.Errorf("%d×%d, region %v, goals %v: the table differs from the plain way's", c.w, c.h, cells, g)
			}
		}
	}
	// Built: 5×5's {20,21,22} and {21,22}; {4,9,14} in rows 1–4 (whose
	// transpose, columns 1–4, has {20,21,22}); 6×4's {18,19,20} and
	// {5,11,17}; 4×6's; with tiles 20 and 21 fixed, {22,23,24} and
	// {4,9,14}. The others are mirror images.
	if phaseTables.built != 8 {
		t.Errorf("%d tables built, want 8: the others turned from them", phaseTables.built)
	}
}

// without returns the cells of region less some.
func without(region func(w, h int) []int, some ...int) func(w, h int) []int {
	return func(w, h int) []int {
		return slices.DeleteFunc(region(w, h), func(c int) bool { return slices.Contains(some, c) })
	}
}

// rectCells returns the cells of the rectangle of w×h cells at x, y of a
// board bw wide.
func rectCells(x, y, w, h int) func(bw, bh int) []int {
	return func(bw, _ int) []int { return rect{x0: x, y0: y, w: w, h: h}.cells(bw) }
}

// forgetPhaseTables empties the phase tables' cache.
func forgetPhaseTables() {
	phaseTables.Lock()
	defer phaseTables.Unlock()
	clear(phaseTables.exact)
	clear(phaseTables.bySet)
	phaseTables.bytes, phaseTables.built = 0, 0
}
