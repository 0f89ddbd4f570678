package solver

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxCells is the largest number of cells a packed board has (4×4): the
// boards every search but the reduction solver works on.
const MaxCells = 16

// MaxSide is the largest width and height of a board (10×10).
const MaxSide = 10

// Board is a sliding-tile puzzle position of size W×H (2 ≤ W, H ≤ 10).
// Tiles are numbered 1..W·H-1 and 0 is the blank. A Board is a value: it is
// comparable, cheap to copy and usable as a map key. Boards of at most
// MaxCells cells are packed, 4 bits a cell in one word, which the searches'
// hot loops work on; larger ones hold a byte a cell in a string. The zero
// Board is not a valid position.
//
// Board has four fields: the compiler keeps a struct of at most four in
// registers, where a fifth (a byte for the width and one for the height)
// made every Board passed to a heuristic go through memory, and a formula
// of Manhattan alone a third slower.
type Board struct {
	cells uint64 // packed: cell i (row-major) holds its tile in bits 4i..4i+3
	wide  string // above MaxCells cells: byte i holds cell i's tile; "" when packed
	wh    uint8  // width<<4 | height
	blank uint8  // index of the blank cell
}

// NewBoard returns the W×H board whose cells, in row-major order, hold tiles.
// It reports an error unless tiles is a permutation of 0..W·H-1.
func NewBoard(w, h int, tiles []int) (Board, error) {
	if w < 2 || h < 2 || w > MaxSide || h > MaxSide {
		return Board{}, fmt.Errorf("size %d×%d is not supported: width and height must be 2 to %d", w, h, MaxSide)
	}
	n := w * h
	if len(tiles) != n {
		return Board{}, fmt.Errorf("a %d×%d board has %d cells, got %d", w, h, n, len(tiles))
	}
	seenAt := make([]int, n)
	b := Board{wh: uint8(w<<4 | h)}
	var wide []byte
	if n > MaxCells {
		wide = make([]byte, n)
	}
	for i, t := range tiles {
		if t < 0 || t >= n {
			return Board{}, fmt.Errorf("cell %d: tile %d is out of range: a %d×%d board has tiles 0 to %d", i+1, t, w, h, n-1)
		}
		if seenAt[t] != 0 {
			return Board{}, fmt.Errorf("tile %s appears twice (cells %d and %d)", tileName(t), seenAt[t], i+1)
		}
		seenAt[t] = i + 1
		if wide != nil {
			wide[i] = byte(t)
		} else {
			b.cells |= uint64(t) << (4 * i)
		}
		if t == 0 {
			b.blank = uint8(i)
		}
	}
	b.wide = string(wide)
	return b, nil
}

func tileName(t int) string {
	if t == 0 {
		return "0 (the blank)"
	}
	return strconv.Itoa(t)
}

// Width returns the number of columns.
func (b Board) Width() int { return int(b.wh >> 4) }

// Height returns the number of rows.
func (b Board) Height() int { return int(b.wh & 15) }

// Len returns the number of cells, W·H.
func (b Board) Len() int { return int(b.wh>>4) * int(b.wh&15) }

// Blank returns the row-major index of the blank cell.
func (b Board) Blank() int { return int(b.blank) }

// At returns the tile in cell i (row-major); 0 is the blank.
func (b Board) At(i int) int {
	if b.wide != "" {
		return int(b.wide[i])
	}
	return int(b.cells>>(4*i)) & 15
}

// Packed reports whether b has at most MaxCells cells, the boards every
// search works on; larger ones only the reduction solver solves.
func (b Board) Packed() bool { return b.wide == "" }

// Tiles returns the tiles in row-major order.
func (b Board) Tiles() []int {
	t := make([]int, b.Len())
	for i := range t {
		t[i] = b.At(i)
	}
	return t
}

// IsZero reports whether b is the zero Board, which is not a position.
func (b Board) IsZero() bool { return b.wh == 0 }

// SameSize reports whether b and o have the same width and height.
func (b Board) SameSize(o Board) bool { return b.wh == o.wh }

// fromKey rebuilds a board of b's size from packed cells.
func (b Board) fromKey(cells uint64) Board {
	nb := Board{cells: cells, wh: b.wh}
	for i := 0; i < b.Len(); i++ {
		if (cells>>(4*i))&15 == 0 {
			nb.blank = uint8(i)
			break
		}
	}
	return nb
}

// String returns the board in a form Parse reads back: digits for square
// boards of up to 9 cells ("283104765"), rows separated by '/' otherwise
// ("1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0").
func (b Board) String() string {
	if b.IsZero() {
		return "<empty board>"
	}
	var sb strings.Builder
	wide := b.Len() > 10
	for i := 0; i < b.Len(); i++ {
		if i > 0 && i%b.Width() == 0 && !(b.Width() == b.Height() && !wide) {
			sb.WriteByte('/')
		} else if i > 0 && wide {
			sb.WriteByte(' ')
		}
		sb.WriteString(strconv.Itoa(b.At(i)))
	}
	return sb.String()
}

// MarshalText writes the board as its size and one hexadecimal digit per
// cell, "3x3:123405678", or two per cell above MaxCells cells
// ("5x5:0102…18"), so that boards travel in JSON (the page's search worker)
// and read back fast. The zero Board, and any value that is no position
// (such as Moment.Current without HasCurrent), is written as nothing and
// reads back as the zero Board.
func (b Board) MarshalText() ([]byte, error) {
	seen := 0
	for i := 0; b.wide == "" && i < b.Len(); i++ {
		seen |= 1 << b.At(i)
	}
	if b.IsZero() || (b.wide == "" && seen != 1<<b.Len()-1) {
		return nil, nil
	}
	const hex = "0123456789abcdef"
	text := []byte{hex[b.Width()], 'x', hex[b.Height()], ':'}
	for i := 0; i < b.Len(); i++ {
		if t := b.At(i); b.wide != "" {
			text = append(text, hex[t>>4], hex[t&15])
		} else {
			text = append(text, hex[t])
		}
	}
	return text, nil
}

// UnmarshalText reads what MarshalText wrote. It checks what it reads as
// NewBoard does, without its allocations: a search tree's thousand boards
// read back in the page's time between two frames.
func (b *Board) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*b = Board{}
		return nil
	}
	digit := func(c byte) int {
		switch {
		case '0' <= c && c <= '9':
			return int(c - '0')
		case 'a' <= c && c <= 'f':
			return int(c-'a') + 10
		}
		return -1
	}
	if len(text) < 4 || text[1] != 'x' || text[3] != ':' {
		return fmt.Errorf("board %q: want the form 3x3:123405678", text)
	}
	w, h := digit(text[0]), digit(text[2])
	per := 1 // digits a cell
	if w*h > MaxCells {
		per = 2
	}
	if w < 2 || h < 2 || w > MaxSide || h > MaxSide || len(text)-4 != per*w*h {
		return fmt.Errorf("board %q: want 2 to %d columns and rows, and a digit for each cell (two above %d cells)", text, MaxSide, MaxCells)
	}
	if per == 2 {
		tiles := make([]int, w*h)
		for i := range tiles {
			hi, lo := digit(text[4+2*i]), digit(text[5+2*i])
			if hi < 0 || lo < 0 {
				return fmt.Errorf("board %q: cell %d is not two hexadecimal digits", text, i+1)
			}
			tiles[i] = hi<<4 | lo
		}
		nb, err := NewBoard(w, h, tiles)
		if err != nil {
			return fmt.Errorf("board %q: %w", text, err)
		}
		*b = nb
		return nil
	}
	nb, seen := Board{wh: uint8(w<<4 | h)}, 0
	for i, c := range text[4:] {
		t := digit(c)
		if t < 0 || t >= w*h || seen&(1<<t) != 0 {
			return fmt.Errorf("board %q: cell %d holds %q: want each of the tiles 0 to %x once", text, i+1, c, w*h-1)
		}
		seen |= 1 << t
		nb.cells |= uint64(t) << (4 * i)
		if t == 0 {
			nb.blank = uint8(i)
		}
	}
	*b = nb
	return nil
}

// Grid returns the board as rows of right-aligned numbers with '_' for the
// blank, one line per row, for terminals.
func (b Board) Grid() string {
	var sb strings.Builder
	width := len(strconv.Itoa(b.Len() - 1))
	for r := 0; r < b.Height(); r++ {
		for c := 0; c < b.Width(); c++ {
			if c > 0 {
				sb.WriteByte(' ')
			}
			t := b.At(r*b.Width() + c)
			s := strconv.Itoa(t)
			if t == 0 {
				s = "_"
			}
			sb.WriteString(strings.Repeat(" ", width-len(s)) + s)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
