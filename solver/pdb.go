package solver

import "fmt"

// PatternDB is an additive set of disjoint pattern databases for one goal
// [Korf & Felner 2002, "Disjoint pattern database heuristics"]. The tiles
// are split into groups; for each group a table holds, for every placement
// of that group's tiles, the fewest moves of those tiles (the other tiles
// are indistinguishable and their moves are free) that bring them to their
// goal cells. Because no move is counted in two groups, the group values
// add up to an admissible heuristic. On square boards whose goal blank lies
// on a diagonal, the same tables are looked up a second time for the board
// mirrored about that diagonal (tiles renamed to match), and h is the larger
// of the two sums: still admissible, often larger.
//
// A table is indexed by the cells of the group's tiles, 4 bits each (tile
// i's cell in bits 4i to 4i+3): 16^k bytes for k tiles, twice the size of a
// table indexed by placement rank for 5 tiles of 16 cells, and a move of
// one tile changes the index by one addition. The compact form, by rank,
// is what MarshalBinary writes.
type PatternDB struct {
	goal   Board
	groups []pdbGroup
	// tab[i] is the table of lookup i: group i's, and at
	// maxPatternGroups+i the same table for the mirrored lookup; at
	// noLookup a one-byte table of 0.
	tab      [lookups][]uint8
	mirrored bool
	cell     [MaxCells]uint8 // the reflection: cell c maps to cell[c]
	// steps[t][to<<2|d] is what the blank's move in direction d to cell
	// to changes when it slides tile t: 12 KB, in cache.
	steps [MaxCells][MaxCells * 4]pdbStep
	bytes int
}

// pdbStep is what one move of one tile changes: the plain and the mirrored
// lookup that read the tile (noLookup: none) and how much their indexes
// move (the change of the tile's cell times its weight in the index,
// 1 << 4·slot).
type pdbStep struct {
	delta  [2]uint32
	lookup [2]uint8
}

// maxPatternGroups bounds the groups of one set of databases.
const maxPatternGroups = 3

// lookups is the size of the lookup arrays: the plain lookups, the
// mirrored ones and noLookup, rounded up to a power of two so that masked
// indexes need no bounds check.
const (
	noLookup = 2 * maxPatternGroups
	lookups  = 8
)

type pdbGroup struct {
	tiles []uint8 // the group's tiles
	from  []uint8 // mirrored lookup: slot i reads tile from[i] (nil without a mirror)
	n     int     // cells on the board
}

// Partition is a named split of a board's tiles into pattern groups, sizes
// in order of the goal's cells (row by row, blank skipped).
type Partition struct {
	Name  string
	Sizes []int
}

// Partitions lists the splits on offer, for each number of tiles the
// default first (for the 15-puzzle by measurement: see BenchmarkKorf).
var Partitions = []Partition{
	{Name: "5-5-5", Sizes: []int{5, 5, 5}},
	{Name: "6-6-3", Sizes: []int{6, 6, 3}},
	{Name: "6-5", Sizes: []int{6, 5}},
	{Name: "4-4", Sizes: []int{4, 4}},
	{Name: "4-3", Sizes: []int{4, 3}},
	{Name: "5-5-4", Sizes: []int{5, 5, 4}}, // 3×5
	{Name: "5-4-4", Sizes: []int{5, 4, 4}}, // 2×7
	{Name: "5-4", Sizes: []int{5, 4}},      // 2×5
	{Name: "5", Sizes: []int{5}},
	{Name: "3", Sizes: []int{3}},
}

// DefaultPartition returns the first partition that fits goal's tiles.
func DefaultPartition(goal Board) (Partition, bool) {
	for _, p := range Partitions {
		if _, err := p.Groups(goal); err == nil {
			return p, true
		}
	}
	return Partition{}, false
}

// Groups returns the tiles of each group for goal: the goal's tiles taken
// cell by cell (row-major, the blank skipped), cut into groups of Sizes.
func (p Partition) Groups(goal Board) ([][]int, error) {
	total := 0
	for _, s := range p.Sizes {
		total += s
	}
	if total != goal.Len()-1 {
		return nil, fmt.Errorf("partition %s covers %d tiles, but a %d×%d board has %d", p.Name, total, goal.Width(), goal.Height(), goal.Len()-1)
	}
	var tiles []int
	for c := 0; c < goal.Len(); c++ {
		if t := goal.At(c); t != 0 {
			tiles = append(tiles, t)
		}
	}
	var groups [][]int
	for _, s := range p.Sizes {
		groups = append(groups, tiles[:s])
		tiles = tiles[s:]
	}
	return groups, nil
}

// inOrder calls visit with the table index (cell of tile i in bits 4i to
// 4i+3) of every placement of k tiles on n cells, in rank order.
func inOrder(k, n int, visit func(idx uint32)) {
	var walk func(i int, idx, used uint32)
	walk = func(i int, idx, used uint32) {
		if i == k {
			visit(idx)
			return
		}
		for c := range n {
			if used&(1<<c) == 0 {
				walk(i+1, idx|uint32(c)<<(4*i), used|1<<c)
			}
		}
	}
	walk(0, 0, 0)
}

// add appends group g with its distances by rank.
func (db *PatternDB) add(g pdbGroup, byRank []uint8) {
	tab := make([]uint8, 1<<(4*len(g.tiles)))
	r := 0
	inOrder(len(g.tiles), g.n, func(idx uint32) {
		tab[idx] = byRank[r]
		r++
	})
	db.tab[len(db.groups)] = tab
	db.groups = append(db.groups, g)
	db.bytes += len(tab)
}

// index sets up the lookups once the groups are in: the reflection, when
// the board is square and its goal blank is on a diagonal, and what a move
// of each tile changes.
func (db *PatternDB) index() {
	goal, w := db.goal, db.goal.Width()
	b := goal.Blank()
	for c := range db.cell {
		db.cell[c] = uint8(c)
	}
	db.mirrored = w == goal.Height() && (b/w == b%w || b/w+b%w == w-1)
	if db.mirrored {
		for c := 0; c < goal.Len(); c++ {
			if b/w == b%w { // the main diagonal: (r, c) → (c, r)
				db.cell[c] = uint8(c%w*w + c/w)
			} else { // the other: (r, c) → (w-1-c, w-1-r)
				db.cell[c] = uint8((w-1-c%w)*w + w - 1 - c/w)
			}
		}
		// The mirrored board holds, at cell[c], the goal's tile of cell[c]
		// where the board has the goal's tile of c: tile goal(c) is renamed
		// goal(cell[c]). Slot i of a group (tile u) is filled from the tile
		// renamed u.
		var renamedFrom [MaxCells]uint8
		for c := 0; c < goal.Len(); c++ {
			renamedFrom[goal.At(int(db.cell[c]))] = uint8(goal.At(c))
		}
		for gi := range db.groups {
			g := &db.groups[gi]
			g.from = make([]uint8, len(g.tiles))
			for i, u := range g.tiles {
				g.from[i] = renamedFrom[u]
			}
			db.tab[maxPatternGroups+gi] = db.tab[gi]
		}
	}
	db.tab[noLookup] = []uint8{0}
	// The lookups that read each tile, and its weight in their indexes.
	var lookup [MaxCells][2]uint8
	var weight [MaxCells][2]uint32
	for t := range lookup {
		lookup[t] = [2]uint8{noLookup, noLookup}
	}
	for gi, g := range db.groups {
		for i, t := range g.tiles {
			lookup[t][0], weight[t][0] = uint8(gi), 1<<(4*i)
		}
		for i, t := range g.from {
			lookup[t][1], weight[t][1] = uint8(maxPatternGroups+gi), 1<<(4*i)
		}
	}
	nb := neighborsOf(w, goal.Height())
	for blank := 0; blank < goal.Len(); blank++ {
		for d, to := range nb[blank] {
			if to < 0 {
				continue
			}
			plain, mirrored := blank-int(to), int(db.cell[blank])-int(db.cell[to])
			for t := range db.steps {
				db.steps[t][int(to)<<2|d] = pdbStep{lookup: lookup[t],
					delta: [2]uint32{uint32(plain) * weight[t][0], uint32(mirrored) * weight[t][1]}}
			}
		}
	}
}

// pdbState is what an incremental lookup keeps for a board: each lookup's
// table index and value, and the sums of the plain and of the mirrored
// values. IDA*'s hot loop (depthFirst.run) makes a child's from its
// parent's: the two lookups that read the tile that slides move their
// index (steps) and their sum by the change of their value.
type pdbState struct {
	idx    [lookups]uint32
	hv     [lookups]uint8
	hp, hm uint8
}

// state returns the lookup state of b and h of b.
func (db *PatternDB) state(b Board) (pdbState, int) {
	var where [MaxCells]uint8 // the cell of each tile
	for i := 0; i < b.Len(); i++ {
		where[b.At(i)] = uint8(i)
	}
	var s pdbState
	for gi, g := range db.groups {
		for i, t := range g.tiles {
			s.idx[gi] |= uint32(where[t]) << (4 * i)
		}
		s.hv[gi] = db.tab[gi][s.idx[gi]]
		s.hp += s.hv[gi]
		if db.mirrored {
			m := maxPatternGroups + gi
			for i, t := range g.from {
				s.idx[m] |= uint32(db.cell[where[t]]) << (4 * i)
			}
			s.hv[m] = db.tab[m][s.idx[m]]
			s.hm += s.hv[m]
		}
	}
	return s, int(max(s.hp, s.hm))
}

// Of returns h of b: the sum of the group values, or of the mirrored board's
// when larger.
func (db *PatternDB) Of(b Board) int {
	_, h := db.state(b)
	return h
}

// Bytes returns the memory the tables take.
func (db *PatternDB) Bytes() int { return db.bytes }

// Mirrored reports whether lookups also use the reflection.
func (db *PatternDB) Mirrored() bool { return db.mirrored }
