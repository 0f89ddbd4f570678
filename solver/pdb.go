package solver

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math/bits"
	"sync"
)

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
	moved    [MaxCells]pdbTile
	// moves[0][to<<2|d] is the change of cell of the tile that the blank's
	// move in direction d to cell to slides, and moves[1] its change on
	// the mirrored board.
	moves [2][MaxCells * 4]int8
	bytes int
}

// pdbTile is what a move of one tile changes: the plain and the mirrored
// lookup that read it (noLookup: none), and in each the weight of its cell
// in the table's index (1 << 4·slot; 0 for noLookup).
type pdbTile struct {
	lookup [2]uint8
	weight [2]uint32
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

// maxPatternTiles bounds a group: 6 tiles of 16 cells are 5.8 million
// placements, a 5.8 MB table, and its search marks 92 million states in an
// 11.5 MB bitset; 7 tiles would take ten times that.
const maxPatternTiles = 6

// BuildPatternDB builds the tables for goal and the tile groups, which must
// not overlap and must not contain the blank (tiles left out add nothing).
// progress, if not nil, is called now and then with the placements done and
// the total. On the 15-puzzle it takes 0.7 s for 5-5-5 and 8 s for 6-6-3
// (native, this project's 2-core machine).
func BuildPatternDB(goal Board, groups [][]int, progress func(done, total int)) (*PatternDB, error) {
	if goal.IsZero() {
		return nil, errors.New("the goal must be a board")
	}
	db := &PatternDB{goal: goal}
	if len(groups) == 0 || len(groups) > maxPatternGroups {
		return nil, fmt.Errorf("%d pattern groups: there must be 1 to %d", len(groups), maxPatternGroups)
	}
	var seen [MaxCells]bool
	total := 0
	for _, g := range groups {
		if len(g) == 0 || len(g) > maxPatternTiles {
			return nil, fmt.Errorf("a pattern group has %d tiles: it must have 1 to %d", len(g), maxPatternTiles)
		}
		total += placements(goal.Len(), len(g))
		for _, t := range g {
			if t <= 0 || t >= goal.Len() {
				return nil, fmt.Errorf("tile %d is not a tile of a %d×%d board", t, goal.Width(), goal.Height())
			}
			if seen[t] {
				return nil, fmt.Errorf("tile %d is in two pattern groups", t)
			}
			seen[t] = true
		}
	}
	done := 0
	for _, g := range groups {
		tiles := make([]uint8, len(g))
		for i, t := range g {
			tiles[i] = uint8(t)
		}
		dist := buildGroup(goal, tiles, func(d int) {
			if progress != nil {
				progress(done+d, total)
			}
		})
		done += len(dist)
		db.add(pdbGroup{tiles: tiles, n: goal.Len()}, dist)
	}
	db.index()
	if progress != nil {
		progress(total, total)
	}
	return db, nil
}

// placements is n!/(n-k)!: the ways to put k distinct tiles on n cells.
func placements(n, k int) int {
	p := 1
	for i := 0; i < k; i++ {
		p *= n - i
	}
	return p
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

// buildGroup finds the distances of one group by a breadth-first search from
// the goal over the placements of its tiles and the blank. A move of one of
// the group's tiles costs 1; the blank wanders among the other cells for
// free, so a state is the tiles' cells and the region of free cells that
// holds the blank (named by its lowest cell). progress gets the placements
// found so far.
func buildGroup(goal Board, tiles []uint8, progress func(int)) []uint8 {
	w, h, n, k := goal.Width(), goal.Height(), goal.Len(), len(tiles)
	g := newGrid(w, h)
	size := placements(n, k)
	dist := make([]uint8, size)
	for i := range dist {
		dist[i] = 0xFF
	}
	visited := make([]uint64, (size*n+63)/64)
	// A queued state is the k cells, 4 bits each, and above them the
	// lowest cell of the region that holds the blank.
	var start uint32
	var occupied uint32
	for i, t := range tiles {
		for c := 0; c < n; c++ {
			if goal.At(c) == int(t) {
				start |= uint32(c) << (4 * i)
				occupied |= 1 << c
			}
		}
	}
	region := g.flood(1<<goal.Blank(), g.all&^occupied)
	r := rank(uint64(start), k, n)
	dist[r] = 0
	found := 1
	key := r*n + bits.TrailingZeros32(region)
	visited[key/64] |= 1 << (key % 64)
	level := []uint32{start | uint32(bits.TrailingZeros32(region))<<(4*k)}
	var next []uint32
	for d := 0; len(level) > 0; d++ {
		next = next[:0]
		for j, st := range level {
			if j&(1<<14-1) == 0 {
				progress(found)
			}
			cells := st & (1<<(4*k) - 1)
			occupied = 0
			for i := 0; i < k; i++ {
				occupied |= 1 << (cells >> (4 * i) & 15)
			}
			free := g.all &^ occupied
			region := g.flood(1<<(st>>(4*k)&15), free)
			// Each tile next to the region can slide into it.
			for i := 0; i < k; i++ {
				from := cells >> (4 * i) & 15
				into := g.around[from] & region
				for into != 0 {
					c := uint32(bits.TrailingZeros32(into))
					into &= into - 1
					moved := cells&^(15<<(4*i)) | c<<(4*i)
					low := uint32(bits.TrailingZeros32(g.flood(1<<from, free&^(1<<c)|1<<from)))
					r := rank(uint64(moved), k, n)
					key := r*n + int(low)
					if visited[key/64]&(1<<(key%64)) == 0 {
						visited[key/64] |= 1 << (key % 64)
						next = append(next, moved|low<<(4*k))
						if dist[r] == 0xFF {
							dist[r] = uint8(d + 1)
							found++
						}
					}
				}
			}
		}
		level, next = next, level
	}
	return dist
}

// grid holds the cell masks of a W×H board for flood fills.
type grid struct {
	w      int
	all    uint32
	around [MaxCells]uint32 // the cells next to each cell
	notL   uint32           // cells not in the leftmost column
	notR   uint32           // cells not in the rightmost column
}

func newGrid(w, h int) grid {
	g := grid{w: w, all: 1<<(w*h) - 1}
	for c := 0; c < w*h; c++ {
		if c%w != 0 {
			g.notL |= 1 << c
			g.around[c] |= 1 << (c - 1)
		}
		if c%w != w-1 {
			g.notR |= 1 << c
			g.around[c] |= 1 << (c + 1)
		}
		if c >= w {
			g.around[c] |= 1 << (c - w)
		}
		if c+w < w*h {
			g.around[c] |= 1 << (c + w)
		}
	}
	return g
}

// flood returns the cells of free connected to seed (seed included).
func (g *grid) flood(seed, free uint32) uint32 {
	r := seed
	for {
		grown := r | (r<<g.w|r>>g.w|(r<<1)&g.notL|(r>>1)&g.notR)&free
		if grown == r {
			return r
		}
		r = grown
	}
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
	for t := range db.moved {
		db.moved[t] = pdbTile{lookup: [2]uint8{noLookup, noLookup}}
	}
	for gi, g := range db.groups {
		for i, t := range g.tiles {
			db.moved[t].lookup[0], db.moved[t].weight[0] = uint8(gi), 1<<(4*i)
		}
		for i, t := range g.from {
			db.moved[t].lookup[1], db.moved[t].weight[1] = uint8(maxPatternGroups+gi), 1<<(4*i)
		}
	}
	nb := neighborsOf(w, goal.Height())
	for blank := 0; blank < goal.Len(); blank++ {
		for d, to := range nb[blank] {
			if to >= 0 {
				db.moves[0][int(to)<<2|d] = int8(blank - int(to))
				db.moves[1][int(to)<<2|d] = int8(int(db.cell[blank]) - int(db.cell[to]))
			}
		}
	}
}

// pdbState is what an incremental lookup keeps for a board: each lookup's
// table index and value, and the sums of the plain and of the mirrored
// values. IDA*'s hot loop (depthFirst.run) makes a child's from its
// parent's: the two lookups that read the tile that slides move their
// index by its change of cell (moves) times its weight, and their sum by
// the change of their value.
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

var (
	pdbMu    sync.Mutex
	pdbCache []*PatternDB // one per goal: a few goals are ever used
)

// PatternDBFor returns the pattern databases of goal's default partition,
// built on first use (progress as for BuildPatternDB) and then shared.
func PatternDBFor(goal Board, progress func(done, total int)) (*PatternDB, error) {
	if db := CachedPatternDB(goal); db != nil {
		return db, nil
	}
	groups, err := defaultGroups(goal)
	if err != nil {
		return nil, err
	}
	db, err := BuildPatternDB(goal, groups, progress)
	if err != nil {
		return nil, err
	}
	return keep(db), nil
}

// CachedPatternDB returns goal's pattern databases if they are built (or
// loaded), nil otherwise; it never builds.
func CachedPatternDB(goal Board) *PatternDB {
	pdbMu.Lock()
	defer pdbMu.Unlock()
	for _, db := range pdbCache {
		if db.goal == goal {
			return db
		}
	}
	return nil
}

// keep adds db to the cache, or returns the one already there for its goal
// (built meanwhile by another caller).
func keep(db *PatternDB) *PatternDB {
	pdbMu.Lock()
	defer pdbMu.Unlock()
	for _, old := range pdbCache {
		if old.goal == db.goal {
			return old
		}
	}
	pdbCache = append(pdbCache, db)
	return db
}

func defaultGroups(goal Board) ([][]int, error) {
	partition, ok := DefaultPartition(goal)
	if !ok {
		return nil, fmt.Errorf("no pattern partition for a %d×%d board", goal.Width(), goal.Height())
	}
	return partition.Groups(goal)
}

// pdbMagic starts the binary form of pattern databases (version 1).
const pdbMagic = "SLPDB1"

// MarshalBinary returns the databases as bytes for LoadPatternDB: a header
// (the goal and the groups' tiles), the tables, and a CRC-32 of all that.
func (db *PatternDB) MarshalBinary() ([]byte, error) {
	size := len(pdbMagic) + 11 + 4*MaxCells
	for _, g := range db.groups {
		size += placements(g.n, len(g.tiles))
	}
	out := make([]byte, 0, size)
	out = append(out, pdbMagic...)
	out = append(out, db.goal.w, db.goal.h)
	out = binary.LittleEndian.AppendUint64(out, db.goal.cells)
	out = append(out, byte(len(db.groups)))
	for _, g := range db.groups {
		out = append(out, byte(len(g.tiles)))
		out = append(out, g.tiles...)
	}
	for gi, g := range db.groups {
		inOrder(len(g.tiles), g.n, func(idx uint32) { out = append(out, db.tab[gi][idx]) })
	}
	return binary.LittleEndian.AppendUint32(out, crc32.ChecksumIEEE(out)), nil
}

// LoadPatternDB reads databases written by MarshalBinary for goal, checks
// them (the checksum, the goal, the default partition of goal, table sizes)
// and caches them as PatternDBFor would have.
func LoadPatternDB(goal Board, data []byte) (*PatternDB, error) {
	bad := func(why string) (*PatternDB, error) {
		return nil, fmt.Errorf("stored pattern databases are not usable: %s", why)
	}
	head := len(pdbMagic) + 11
	if len(data) < head+4 || string(data[:len(pdbMagic)]) != pdbMagic {
		return bad("not in this format")
	}
	body, sum := data[:len(data)-4], binary.LittleEndian.Uint32(data[len(data)-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return bad("the checksum does not match")
	}
	if body[len(pdbMagic)] != goal.w || body[len(pdbMagic)+1] != goal.h || binary.LittleEndian.Uint64(body[len(pdbMagic)+2:]) != goal.cells {
		return bad("they were built for another goal")
	}
	groups, err := defaultGroups(goal)
	if err != nil {
		return nil, err
	}
	rest := body[head:]
	if int(body[head-1]) != len(groups) {
		return bad("another partition")
	}
	var read []pdbGroup
	for _, tiles := range groups {
		if len(rest) < 1+len(tiles) || int(rest[0]) != len(tiles) {
			return bad("another partition")
		}
		g := pdbGroup{tiles: make([]uint8, len(tiles)), n: goal.Len()}
		for i, t := range tiles {
			if rest[1+i] != uint8(t) {
				return bad("another partition")
			}
			g.tiles[i] = uint8(t)
		}
		rest = rest[1+len(tiles):]
		read = append(read, g)
	}
	size := 0
	for _, g := range read {
		size += placements(g.n, len(g.tiles))
	}
	if len(rest) != size {
		return bad(fmt.Sprintf("the tables hold %d bytes, not %d", len(rest), size))
	}
	db := &PatternDB{goal: goal}
	for _, g := range read {
		size := placements(g.n, len(g.tiles))
		db.add(g, rest[:size])
		rest = rest[size:]
	}
	db.index()
	return keep(db), nil
}
