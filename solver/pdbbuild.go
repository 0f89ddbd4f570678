package solver

import (
	"errors"
	"fmt"
	"math/bits"
)

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
