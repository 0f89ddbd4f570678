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
type PatternDB struct {
	goal   Board
	groups []pdbGroup
	mirror *pdbMirror // nil: no reflection lookup
	bytes  int
	// groupOf[t] is the group holding tile t (noGroup: none), and
	// mirrorOf[t] the group whose mirrored lookup reads tile t: the two
	// lookups a move of t changes.
	groupOf, mirrorOf [MaxCells]uint8
}

// noGroup marks a tile that no group holds.
const noGroup = 0xFF

// maxPatternGroups bounds the groups of one set of databases.
const maxPatternGroups = 4

type pdbGroup struct {
	tiles []uint8 // the group's tiles
	dist  []uint8 // by rank of the tiles' cells
	n     int     // cells on the board
}

// pdbMirror is the reflection: cell c maps to cell[c], and the tile that
// ends up in the group's slot i of the mirrored board comes from tile
// from[g][i] of the board.
type pdbMirror struct {
	cell [MaxCells]uint8
	from [][]uint8
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
		grp := pdbGroup{tiles: tiles, n: goal.Len()}
		grp.dist = buildGroup(goal, tiles, func(d int) {
			if progress != nil {
				progress(done+d, total)
			}
		})
		done += len(grp.dist)
		db.bytes += len(grp.dist)
		db.groups = append(db.groups, grp)
	}
	db.mirror = newMirror(goal, db.groups)
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

// rankPlacement returns the index of k tiles at cells pos on n cells: a
// number in [0, placements(n, k)).
func rankPlacement(pos []uint8, n int) int {
	r := 0
	var used uint32
	for i, p := range pos {
		r = r*(n-i) + int(p) - bits.OnesCount32(used&(1<<p-1))
		used |= 1 << p
	}
	return r
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
	// A queued state packs the k cells (4 bits each) and the region's cell.
	var pos [maxPatternTiles]uint8
	var occupied uint32
	for i, t := range tiles {
		for c := 0; c < n; c++ {
			if goal.At(c) == int(t) {
				pos[i] = uint8(c)
				occupied |= 1 << c
			}
		}
	}
	pack := func(pos []uint8, region uint8) uint32 {
		s := uint32(region)
		for i := len(pos) - 1; i >= 0; i-- {
			s = s<<4 | uint32(pos[i])
		}
		return s
	}
	free := g.all &^ occupied
	region := g.flood(1<<goal.Blank(), free)
	r := rankPlacement(pos[:k], n)
	dist[r] = 0
	found := 1
	start := uint8(bits.TrailingZeros32(region))
	key := r*n + int(start)
	visited[key/64] |= 1 << (key % 64)
	level := []uint32{pack(pos[:k], start)}
	var next []uint32
	for d := 0; len(level) > 0; d++ {
		next = next[:0]
		for j, st := range level {
			if j&(1<<14-1) == 0 {
				progress(found)
			}
			occupied = 0
			for i := 0; i < k; i++ {
				pos[i] = uint8(st>>(4*i)) & 15
				occupied |= 1 << pos[i]
			}
			free := g.all &^ occupied
			region := g.flood(1<<(st>>(4*k)&15), free)
			// Each tile next to the region can slide into it.
			for i := 0; i < k; i++ {
				from := pos[i]
				into := g.around[from] & region
				for into != 0 {
					c := uint8(bits.TrailingZeros32(into))
					into &= into - 1
					pos[i] = c
					nfree := free&^(1<<c) | 1<<from
					nregion := g.flood(1<<from, nfree)
					r := rankPlacement(pos[:k], n)
					key := r*n + bits.TrailingZeros32(nregion)
					if visited[key/64]&(1<<(key%64)) == 0 {
						visited[key/64] |= 1 << (key % 64)
						next = append(next, pack(pos[:k], uint8(bits.TrailingZeros32(nregion))))
						if dist[r] == 0xFF {
							dist[r] = uint8(d + 1)
							found++
						}
					}
				}
				pos[i] = from
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

// newMirror returns the reflection lookup for goal, or nil when the board
// is not square or its goal blank is on neither diagonal.
func newMirror(goal Board, groups []pdbGroup) *pdbMirror {
	w := goal.Width()
	if w != goal.Height() {
		return nil
	}
	var m pdbMirror
	b := goal.Blank()
	switch {
	case b/w == b%w: // the main diagonal: (r, c) → (c, r)
		for c := 0; c < goal.Len(); c++ {
			m.cell[c] = uint8(c%w*w + c/w)
		}
	case b/w+b%w == w-1: // the other: (r, c) → (w-1-c, w-1-r)
		for c := 0; c < goal.Len(); c++ {
			m.cell[c] = uint8((w-1-c%w)*w + w - 1 - c/w)
		}
	default:
		return nil
	}
	// The mirrored board holds, at cell[c], the goal's tile of cell[c] where
	// the board has the goal's tile of c: tile goal(c) is renamed
	// goal(cell[c]). Slot i of a group (tile u) is filled from the tile
	// renamed u.
	var renamedFrom [MaxCells]uint8
	for c := 0; c < goal.Len(); c++ {
		renamedFrom[goal.At(int(m.cell[c]))] = uint8(goal.At(c))
	}
	for _, g := range groups {
		from := make([]uint8, len(g.tiles))
		for i, u := range g.tiles {
			from[i] = renamedFrom[u]
		}
		m.from = append(m.from, from)
	}
	return &m
}

// index fills groupOf and mirrorOf.
func (db *PatternDB) index() {
	for t := range db.groupOf {
		db.groupOf[t], db.mirrorOf[t] = noGroup, noGroup
	}
	for gi, g := range db.groups {
		for _, t := range g.tiles {
			db.groupOf[t] = uint8(gi)
		}
		if db.mirror != nil {
			for _, t := range db.mirror.from[gi] {
				db.mirrorOf[t] = uint8(gi)
			}
		}
	}
}

// pdbState is what an incremental lookup keeps for a board: each tile's
// cell and each group's value, plain and mirrored (at maxPatternGroups+i).
type pdbState struct {
	where uint64 // 4 bits a tile: its cell
	hv    [2 * maxPatternGroups]uint8
}

// state returns the lookup state of b and h of b.
func (db *PatternDB) state(b Board) (pdbState, int) {
	var s pdbState
	c := b.cells
	for i := 0; i < b.Len(); i++ {
		s.where |= uint64(i) << (4 * (c & 15))
		c >>= 4
	}
	for gi := range db.groups {
		s.hv[gi] = db.plain(s.where, gi)
		if db.mirror != nil {
			s.hv[maxPatternGroups+gi] = db.mirrored(s.where, gi)
		}
	}
	return s, db.sum(&s)
}

// child returns the state and h of the board made from a parent's by
// sliding tile t from cell to into the blank at cell blank: only the
// groups that hold t are looked up again.
func (db *PatternDB) child(p *pdbState, t, blank, to int) (pdbState, int) {
	s := *p
	s.where = s.where&^(15<<(4*t&63)|15) | uint64(blank)<<(4*t&63) | uint64(to)
	if gi := db.groupOf[t]; gi != noGroup {
		s.hv[gi] = db.plain(s.where, int(gi))
	}
	if gi := db.mirrorOf[t]; gi != noGroup {
		s.hv[maxPatternGroups+int(gi)] = db.mirrored(s.where, int(gi))
	}
	return s, db.sum(&s)
}

// plain and mirrored look up group gi for the board whose tiles are where.
func (db *PatternDB) plain(where uint64, gi int) uint8 {
	g := &db.groups[gi]
	var pos [maxPatternTiles]uint8
	for i, t := range g.tiles {
		pos[i] = uint8(where>>(4*t&63)) & 15
	}
	return g.dist[rankPlacement(pos[:len(g.tiles)], g.n)]
}

func (db *PatternDB) mirrored(where uint64, gi int) uint8 {
	g, m := &db.groups[gi], db.mirror
	var pos [maxPatternTiles]uint8
	for i, t := range m.from[gi] {
		pos[i] = m.cell[where>>(4*t&63)&15]
	}
	return g.dist[rankPlacement(pos[:len(g.tiles)], g.n)]
}

// sum is h of a state: the larger of the plain and the mirrored sums.
func (db *PatternDB) sum(s *pdbState) int {
	h, hm := 0, 0
	for gi := range db.groups {
		h += int(s.hv[gi])
		hm += int(s.hv[maxPatternGroups+gi])
	}
	return max(h, hm)
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
func (db *PatternDB) Mirrored() bool { return db.mirror != nil }

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
	out := make([]byte, 0, len(pdbMagic)+11+db.bytes+4*MaxCells)
	out = append(out, pdbMagic...)
	out = append(out, db.goal.w, db.goal.h)
	out = binary.LittleEndian.AppendUint64(out, db.goal.cells)
	out = append(out, byte(len(db.groups)))
	for _, g := range db.groups {
		out = append(out, byte(len(g.tiles)))
		out = append(out, g.tiles...)
	}
	for _, g := range db.groups {
		out = append(out, g.dist...)
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
	db := &PatternDB{goal: goal}
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
		db.groups = append(db.groups, g)
	}
	for i := range db.groups {
		g := &db.groups[i]
		size := placements(g.n, len(g.tiles))
		if len(rest) < size {
			return bad("a table is cut short")
		}
		g.dist, rest = rest[:size:size], rest[size:]
		db.bytes += size
	}
	if len(rest) != 0 {
		return bad("extra bytes at the end")
	}
	db.mirror = newMirror(goal, db.groups)
	db.index()
	return keep(db), nil
}
