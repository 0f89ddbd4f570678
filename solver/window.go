package solver

// windowSearch finds a shortest way between two boards of any size, up to a
// number of moves and within a budget of expansions: IDA* with the Manhattan
// distance and linear conflicts towards the later board, both kept up to
// date move by move (a move changes one tile's distance and at most one
// line's conflicts). The shortening pass runs it on windows of a path.
type windowSearch struct {
	w, h     int
	cells    [MaxSide * MaxSide]uint8 // the tile at each cell
	blank    int
	row, col [MaxSide * MaxSide]int8 // the target's row and column of each tile
	lc       [2 * MaxSide]int8       // each row's, then each column's, conflict penalty
	man, lcs int                     // the Manhattan distance, the penalties' sum
	bound    int
	next     int // the least f above the bound seen in this pass
	spent    int // expansions made
	budget   int
	dirs     []Dir // the path to the board on top of the search
}

// shortest returns a path from a to b of at most most moves, and false
// when there is none or the budget ran out before one was found. It
// returns a shortest one when the budget is not spent.
func (s *windowSearch) shortest(a, b Board, most, budget int) ([]Dir, bool) {
	s.start(a, b)
	s.spent, s.budget, s.dirs = 0, budget, s.dirs[:0]
	for s.bound = s.man + s.lcs; s.bound <= most; s.bound = s.next {
		s.next = most + 1
		if s.dfs(0, 4) {
			return append([]Dir(nil), s.dirs...), true
		}
		if s.spent >= s.budget {
			return nil, false
		}
	}
	return nil, false
}

// start puts board a on top of the search, towards b.
func (s *windowSearch) start(a, b Board) {
	s.w, s.h, s.blank = a.Width(), a.Height(), a.Blank()
	n := a.Len()
	for i := 0; i < n; i++ {
		s.cells[i] = uint8(a.At(i))
		t := b.At(i)
		s.row[t], s.col[t] = int8(i/s.w), int8(i%s.w)
	}
	s.man, s.lcs = 0, 0
	for i := 0; i < n; i++ {
		if t := s.cells[i]; t != 0 {
			s.man += s.dist(int(t), i)
		}
	}
	for l := 0; l < s.h+s.w; l++ {
		s.lc[l] = s.penalty(l)
		s.lcs += int(s.lc[l])
	}
}

// dist is tile t's Manhattan distance from cell i to its target cell.
func (s *windowSearch) dist(t, i int) int {
	return abs(i/s.w-int(s.row[t])) + abs(i%s.w-int(s.col[t]))
}

// penalty is line l's conflict penalty (rows first, then columns): twice
// the tiles of the line that are in their target line but must leave it to
// let the others pass (those outside a longest increasing run).
func (s *windowSearch) penalty(l int) int8 {
	var order [MaxSide]int
	k := 0
	if l < s.h {
		for x := 0; x < s.w; x++ {
			if t := s.cells[l*s.w+x]; t != 0 && int(s.row[t]) == l {
				order[k] = int(s.col[t])
				k++
			}
		}
	} else {
		x := l - s.h
		for y := 0; y < s.h; y++ {
			if t := s.cells[y*s.w+x]; t != 0 && int(s.col[t]) == x {
				order[k] = int(s.row[t])
				k++
			}
		}
	}
	return int8(2 * (k - longestIncreasing(order[:k])))
}

// move slides the tile at cell to into the blank's cell, keeping the
// distance and the penalties up to date.
func (s *windowSearch) move(to int) {
	from := s.blank
	t := int(s.cells[to])
	s.man += s.dist(t, from) - s.dist(t, to)
	s.cells[from], s.cells[to], s.blank = uint8(t), 0, to
	// Only the line the tile belongs to in the target can change its
	// penalty, and only when the move takes the tile into or out of it
	// (the blank is no tile: along a line, the order of its tiles stays).
	l := -1
	switch r := int(s.row[t]); {
	case from%s.w == to%s.w && (r == from/s.w || r == to/s.w): // up or down: into or out of row r
		l = r
	case from/s.w == to/s.w && (int(s.col[t]) == from%s.w || int(s.col[t]) == to%s.w):
		l = s.h + int(s.col[t])
	}
	if l >= 0 {
		p := s.penalty(l)
		s.lcs += int(p - s.lc[l])
		s.lc[l] = p
	}
}

// dfs searches below the board on top, whose last move was back (4: none).
func (s *windowSearch) dfs(g int, back Dir) bool {
	h := s.man + s.lcs
	if f := g + h; f > s.bound {
		s.next = min(s.next, f)
		return false
	}
	if h == 0 {
		return true
	}
	if s.spent >= s.budget {
		return false
	}
	s.spent++
	from := s.blank
	x, y := from%s.w, from/s.w
	for d := Up; d <= Right; d++ {
		if d == back {
			continue
		}
		var to int
		switch {
		case d == Up && y > 0:
			to = from - s.w
		case d == Down && y < s.h-1:
			to = from + s.w
		case d == Left && x > 0:
			to = from - 1
		case d == Right && x < s.w-1:
			to = from + 1
		default:
			continue
		}
		s.move(to)
		s.dirs = append(s.dirs, d)
		if s.dfs(g+1, d.Opposite()) {
			return true
		}
		s.dirs = s.dirs[:len(s.dirs)-1]
		s.move(from)
	}
	return false
}
