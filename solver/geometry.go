package solver

import "math/bits"

// neighbors[pos][dir] is the cell the blank moves to from pos in dir, or -1
// at an edge.
type neighbors [MaxCells][4]int8

var neighborTables [MaxCells/2 + 1][MaxCells/2 + 1]*neighbors // by width, height

// moveList is the moves of the blank from one cell, only the legal ones and
// not the one undoing the move that led there, in the order of Dir: a byte
// each from the low end, then zero bytes. A move is moveBit | to<<2 | dir,
// where to is the cell the blank moves to; the first move of a list m is
// m&0xFF, and the others m>>8.
type moveList uint32

const moveBit = 0x80

// count returns the number of moves in m.
func (m moveList) count() int { return (bits.Len32(uint32(m)) + 7) / 8 }

// moveLists[cell][from] lists the moves of a blank at cell that came by
// the move from (noDir for none).
type moveLists [MaxCells][noDir + 1]moveList

var moveTables [MaxCells/2 + 1][MaxCells/2 + 1]*moveLists // by width, height: every packed size

func init() {
	for w := 2; w <= MaxCells/2; w++ {
		for h := 2; w*h <= MaxCells; h++ {
			var nb neighbors
			for p := 0; p < w*h; p++ {
				r, c := p/w, p%w
				nb[p] = [4]int8{-1, -1, -1, -1}
				if r > 0 {
					nb[p][Up] = int8(p - w)
				}
				if r < h-1 {
					nb[p][Down] = int8(p + w)
				}
				if c > 0 {
					nb[p][Left] = int8(p - 1)
				}
				if c < w-1 {
					nb[p][Right] = int8(p + 1)
				}
			}
			neighborTables[w][h] = &nb
			var ml moveLists
			for p := 0; p < w*h; p++ {
				for from := range Dir(noDir + 1) {
					shift := 0
					for d, to := range nb[p] {
						if to >= 0 && (from == noDir || Dir(d) != from.Opposite()) {
							ml[p][from] |= (moveBit | moveList(to)<<2 | moveList(d)) << shift
							shift += 8
						}
					}
				}
			}
			moveTables[w][h] = &ml
		}
	}
}

func neighborsOf(w, h int) *neighbors { return neighborTables[w][h] }

func movesOf(w, h int) *moveLists { return moveTables[w][h] }
