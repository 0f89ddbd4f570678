package solver

// wideStates numbers the boards a search meets above MaxCells cells. The
// searches key every board by a uint64: a packed board's cells, and a wide
// board's number here (from 1: a trace step keyed 0 keeps no board). The
// boards a search reaches stay numbered for as long as it lives, which is
// what its budget bounds (WideBudget).
type wideStates struct {
	like   Board             // a board of the size: its wh
	ids    map[string]uint64 // a board's cells, a byte each → its number
	boards []string          // by number − 1
	blanks []uint8
	buf    []byte
}

func newWideStates(like Board) *wideStates {
	return &wideStates{like: like, ids: map[string]uint64{}, buf: make([]byte, like.Len())}
}

// key is b's number, given at the first call.
func (w *wideStates) key(b Board) uint64 { return w.keyOf(b.wide, b.blank) }

// find is b's number, 0 when it has none: a board the search never met.
func (w *wideStates) find(b Board) uint64 { return w.ids[b.wide] }

// keyOf is the number of the board whose cells are cells (a byte each),
// given at the first call; blank is its blank's cell.
func (w *wideStates) keyOf(cells string, blank uint8) uint64 {
	if k, ok := w.ids[cells]; ok {
		return k
	}
	w.boards = append(w.boards, cells)
	w.blanks = append(w.blanks, blank)
	k := uint64(len(w.boards))
	w.ids[cells] = k
	return k
}

// board is the board numbered k; the zero Board for 0 (no board: a search's
// last expansion before its first).
func (w *wideStates) board(k uint64) Board {
	if k == 0 {
		return Board{}
	}
	return Board{wide: w.boards[k-1], wh: w.like.wh, blank: w.blanks[k-1]}
}

// slide is the number of the board k with the blank's move from cell from
// to cell to.
func (w *wideStates) slide(k uint64, from, to int) uint64 {
	copy(w.buf, w.boards[k-1])
	w.buf[from], w.buf[to] = w.buf[to], 0
	if k, ok := w.ids[string(w.buf)]; ok { // no copy made to look it up
		return k
	}
	return w.keyOf(string(w.buf), uint8(to))
}
