package solver

// A search keys its boards by a uint64: a packed board's cells, or above
// MaxCells cells the number wideStates gives the board. These are the
// base's ways between keys and boards.

// The kinds of key the searches' hot paths (successors, generate) are
// compiled for: a type parameter names one, and the size of that type, a
// constant in each copy, keeps only that kind's code in the copy (as run
// does for heuristics; the compiler makes one copy per size, so a third
// kind needs a size of its own): the packed boards' loop is the one it was
// before wide boards, without a branch for them (the branch alone made A*
// 5 to 14 % slower on 3×3, IDDFS 6 %).
type (
	packedKeys struct{} // a key is a packed board's cells
	wideKeys   [1]uint8 // a key is a wide board's number in wideStates
	keyKind    interface{ packedKeys | wideKeys }
)

// board builds the public board of key (cells) with the blank at blank.
func (b *base) board(cells uint64, blank int) Board {
	if b.wide != nil {
		return b.wide.board(cells)
	}
	return Board{cells: cells, wh: b.p.Goal.wh, blank: uint8(blank)}
}

// keyOf is board's key: its packed cells, or its number in wide (0, no
// key, for a board the search never met: looking it up numbers nothing).
func (b *base) keyOf(board Board) uint64 {
	if b.wide != nil {
		return b.wide.find(board)
	}
	return board.cells
}

// slide is the key of the board cells (a key) with the blank's move from
// cell from to cell to.
func (b *base) slide(cells uint64, from, to int) uint64 {
	if b.wide != nil {
		return b.wide.slide(cells, from, to)
	}
	return slide(cells, from, to)
}

// movesFromChain turns consecutive boards (their keys), the start first,
// into moves.
func (b *base) movesFromChain(chain []uint64) []Move {
	path := make([]Move, 0, len(chain))
	at := b.p.Start
	for _, c := range chain[1:] {
		for d := Up; d <= Right; d++ {
			if nb, ok := at.Neighbor(d); ok && b.keyOf(nb) == c {
				path = append(path, Move{Dir: d, Tile: at.At(nb.Blank())})
				at = nb
				break
			}
		}
	}
	return path
}
