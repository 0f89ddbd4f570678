package solver

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"sync"
)

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
	out = append(out, uint8(db.goal.Width()), uint8(db.goal.Height()))
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
// them (CheckPatternDB) and caches them as PatternDBFor would have.
func LoadPatternDB(goal Board, data []byte) (*PatternDB, error) {
	read, rest, err := parsePatternDB(goal, data)
	if err != nil {
		return nil, err
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

// CheckPatternDB reports whether data are databases written by
// MarshalBinary for goal, whole (their checksum), without loading them.
func CheckPatternDB(goal Board, data []byte) error {
	_, _, err := parsePatternDB(goal, data)
	return err
}

// parsePatternDB checks databases written by MarshalBinary for goal and
// returns their groups and tables.
func parsePatternDB(goal Board, data []byte) ([]pdbGroup, []byte, error) {
	bad := func(why string) ([]pdbGroup, []byte, error) {
		return nil, nil, fmt.Errorf("stored pattern databases are not usable: %s", why)
	}
	head := len(pdbMagic) + 11
	if len(data) < head+4 || string(data[:len(pdbMagic)]) != pdbMagic {
		return bad("not in this format")
	}
	body, sum := data[:len(data)-4], binary.LittleEndian.Uint32(data[len(data)-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return bad("the checksum does not match")
	}
	if int(body[len(pdbMagic)]) != goal.Width() || int(body[len(pdbMagic)+1]) != goal.Height() || binary.LittleEndian.Uint64(body[len(pdbMagic)+2:]) != goal.cells {
		return bad("they were built for another goal")
	}
	groups, err := defaultGroups(goal)
	if err != nil {
		return nil, nil, err
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
	return read, rest, nil
}
