package solver

import "math/bits"

// neighbors[pos][dir] is the cell the blank moves to from pos in dir, or -1
// at an edge.
type neighbors [MaxSide * MaxSide][4]int8

var neighborTables [MaxSide + 1][MaxSide + 1]*neighbors // by width, height

// moveList is the moves of the blank from one cell, only the legal ones and
// not the one undoing the move that led there, in the order of Dir: a byte
// each from the low end, then zero bytes. A move is moveBit | to<<2 | dir,
// where to is the cell the blank moves to, on boards of up to MaxCells
// cells (the hot loop of IDA*, run, reads it there); above, a move is
// moveBit | dir and the cell is the blank's plus its direction's step
// (stepsOf), which is how every other loop finds it. The first move of a
// list m is m&0xFF, and the others m>>8.
type moveList uint32

const moveBit = 0x80

// count returns the number of moves in m.
func (m moveList) count() int { return (bits.Len32(uint32(m)) + 7) / 8 }

// moveLists[cell][from] lists the moves of a blank at cell that came by
// the move from (noDir for none).
type moveLists [MaxSide * MaxSide][noDir + 1]moveList

var moveTables [MaxSide + 1][MaxSide + 1]*moveLists // by width, height: every size

func init() {
	for w := 2; w <= MaxSide; w++ {
		for h := 2; h <= MaxSide; h++ {
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
							m := moveBit | moveList(d)
							if w*h <= MaxCells {
								m |= moveList(to) << 2
							}
							ml[p][from] |= m << shift
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

// stepsOf is how far the blank's cell moves in each direction on a board w
// wide.
func stepsOf(w int) [4]int { return [4]int{Up: -w, Down: w, Left: -1, Right: 1} }
