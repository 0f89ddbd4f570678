package solver

import (
	"slices"
	"strconv"
	"strings"
	"sync"
)

// phaseTable is a pattern database of a reduction phase: for every place
// of a few of the phase's tiles and of the blank in its region, the fewest
// moves that bring those tiles to their goal cells, every move counted
// (the other tiles are anywhere and free to move). The table is indexed by
// the tiles' local cells and the blank's, base n, and filled by one
// breadth-first search back from the goal placements.
type phaseTable struct {
	n     int
	dist  []uint8 // 255: the tiles cannot get home from there
	goals []int   // the goal cell of each tile, on the board of the table it was built for
}

// unreachable marks a placement of a phase table that cannot reach the
// goal.
const unreachable = 255

// buildPhaseTable returns the table of the tiles whose goals are the local
// cells goals, in reg.
func buildPhaseTable(reg *region, goals []int) *phaseTable {
	n, k := reg.size(), len(goals)
	size := power(n, k+1)
	t := &phaseTable{n: n, dist: make([]uint8, size)}
	for i := range t.dist {
		t.dist[i] = unreachable
	}
	queue := make([]int32, 0, size)
	home := 0
	for _, g := range goals {
		home = home*n + g
	}
	for b := 0; b < n; b++ {
		if !slices.Contains(goals, b) {
			i := home*n + b
			t.dist[i] = 0
			queue = append(queue, int32(i))
		}
	}
	weight := make([]int, k) // a tile's place in the index: the blank's counts 1
	for i := range weight {
		weight[i] = power(n, k-i)
	}
	var pos [maxChunk]int
	for head := 0; head < len(queue); head++ {
		cur := int(queue[head])
		d := t.dist[cur] + 1
		b, x := cur%n, cur/n
		for i := k - 1; i >= 0; i-- {
			pos[i], x = x%n, x/n
		}
		for _, m := range reg.next[b] {
			// the blank moves to m.to; a tile there slides to b
			j := cur - b + m.to
			for i := range k {
				if pos[i] == m.to {
					j += (b - m.to) * weight[i]
					break
				}
			}
			if t.dist[j] == unreachable {
				t.dist[j] = d
				queue = append(queue, int32(j))
			}
		}
	}
	return t
}

// phaseTables keeps the tables made, by region and goals (exact), and the
// first of each region and set of goal cells (bySet), which the others of
// that set and their mirror images are turned from: the phases of one
// board size and goal repeat from one board to the next.
var phaseTables = struct {
	sync.Mutex
	exact map[string]*phaseTable
	bySet map[string]*phaseTable
	bytes int
	built int // the tables built (the others were turned from them)
}{exact: map[string]*phaseTable{}, bySet: map[string]*phaseTable{}}

// maxPhaseTableBytes bounds the tables kept; past it the cache starts
// again empty.
const maxPhaseTableBytes = 96 << 20

// phaseTableFor returns the table of goals in reg, built on first use, or
// turned from the table of the same goal cells in another order, or of a
// region and goals that a flip or a transpose maps onto them (a row's and a
// column's phases are mirror images, and so are a side's groups of tiles
// from either end).
func phaseTableFor(reg *region, goals []int) *phaseTable {
	cells := make([]int, len(goals)) // the goals' board cells, in the tiles' order
	for i, g := range goals {
		cells[i] = reg.cells[g]
	}
	exact := tableKey(reg.w, reg.cells, cells)
	phaseTables.Lock()
	t := phaseTables.exact[exact]
	var src *phaseTable
	var local func(int) int // our local cell's in src
	var image []int         // our goals' cells mapped into src's board
	if t == nil && slices.IsSorted(reg.cells) {
		for _, sym := range boxSymmetries(reg.cells, reg.w, len(reg.local)/reg.w) {
			region := make([]int, len(reg.cells))
			for i, c := range reg.cells {
				region[i] = sym.of(c)
			}
			slices.Sort(region)
			image = make([]int, len(cells))
			for i, c := range cells {
				image[i] = sym.of(c)
			}
			if src = phaseTables.bySet[tableKey(reg.w, region, sortedCopy(image))]; src != nil {
				local = func(c int) int { j, _ := slices.BinarySearch(region, sym.of(reg.cells[c])); return j }
				break
			}
		}
	}
	phaseTables.Unlock()
	if t != nil {
		return t
	}
	if src != nil {
		t = mirrored(src, image, local)
	} else {
		t = buildPhaseTable(reg, goals)
	}
	t.goals = cells
	phaseTables.Lock()
	defer phaseTables.Unlock()
	if src == nil {
		phaseTables.built++
	}
	if phaseTables.bytes+len(t.dist) > maxPhaseTableBytes {
		clear(phaseTables.exact)
		clear(phaseTables.bySet)
		phaseTables.bytes = 0
	}
	phaseTables.exact[exact] = t
	if set := tableKey(reg.w, reg.cells, sortedCopy(cells)); phaseTables.bySet[set] == nil && slices.IsSorted(reg.cells) {
		phaseTables.bySet[set] = t
	}
	phaseTables.bytes += len(t.dist)
	return t
}

// tableKey names the table of the tiles whose goals are the board cells
// goals, in the region of board cells cells (its local numbering) of a
// board bw wide: the same cells on a board of another shape are other
// neighbours.
func tableKey(bw int, cells, goals []int) string {
	var key strings.Builder
	key.WriteString(strconv.Itoa(bw))
	key.WriteByte('|')
	for _, c := range cells {
		key.WriteString(strconv.Itoa(c))
		key.WriteByte(',')
	}
	key.WriteByte(':')
	for _, g := range goals {
		key.WriteString(strconv.Itoa(g))
		key.WriteByte(',')
	}
	return key.String()
}

// symmetry maps a region of a board onto another with the same moves:
// rows and columns swapped (the board's own transpose), then flipped left
// to right and top to bottom within the rectangle the region then fills
// (columns x0…x1, rows y0…y1).
type symmetry struct {
	bw                 int
	swap, flipX, flipY bool
	x0, y0, x1, y1     int
}

// of is the image of board cell c.
func (s symmetry) of(c int) int {
	x, y := c%s.bw, c/s.bw
	if s.swap {
		x, y = y, x
	}
	if s.flipX {
		x = s.x0 + s.x1 - x
	}
	if s.flipY {
		y = s.y0 + s.y1 - y
	}
	return y*s.bw + x
}

// boxSymmetries returns the symmetries of the smallest rectangle holding
// cells on a bw×bh board, the identity first: its flips and turns, and
// where its transpose fits the board, the transpose's.
func boxSymmetries(cells []int, bw, bh int) []symmetry {
	x0, y0 := cells[0]%bw, cells[0]/bw
	x1, y1 := x0, y0
	for _, c := range cells {
		x0, y0, x1, y1 = min(x0, c%bw), min(y0, c/bw), max(x1, c%bw), max(y1, c/bw)
	}
	var syms []symmetry
	for i := range 8 {
		s := symmetry{bw: bw, swap: i&4 != 0, flipX: i&1 != 0, flipY: i&2 != 0, x0: x0, y0: y0, x1: x1, y1: y1}
		if s.swap {
			if y1 >= bw || x1 >= bh {
				continue
			}
			s.x0, s.y0, s.x1, s.y1 = y0, x0, y1, x1
		}
		syms = append(syms, s)
	}
	return syms
}

// sortedCopy returns xs sorted, leaving xs as it is.
func sortedCopy(xs []int) []int {
	out := slices.Clone(xs)
	slices.Sort(out)
	return out
}

// mirrored returns the table that src is an image of: the new table's
// local cell c is src's local(c), and its tile i the one of src whose
// goal is image[i] (src's board cells).
func mirrored(src *phaseTable, image []int, local func(int) int) *phaseTable {
	n, k := src.n, len(image)
	cell := make([]int, n)
	for c := range cell {
		cell[c] = local(c)
	}
	weight := make([]int, k) // each of our tiles' weight in src's index
	for i, g := range image {
		j := slices.Index(src.goals, g)
		weight[i] = power(n, k-j)
	}
	t := &phaseTable{n: n, dist: make([]uint8, len(src.dist))}
	for i := range t.dist {
		x := i / n
		j := cell[i%n] // the blank
		for tile := k - 1; tile >= 0; tile-- {
			j += cell[x%n] * weight[tile]
			x /= n
		}
		t.dist[i] = src.dist[j]
	}
	return t
}

// power is n to the e: the weight of a place in a table's index.
func power(n, e int) int {
	p := 1
	for range e {
		p *= n
	}
	return p
}
