package solver

import (
	"fmt"
	"strings"
)

// Dir is a direction the blank moves in.
type Dir uint8

// The four directions of the blank. Sliding the blank Up moves the tile above
// it down.
const (
	Up Dir = iota
	Down
	Left
	Right
)

// Letter returns U, D, L or R.
func (d Dir) Letter() string { return "UDLR"[d : d+1] }

// Arrow returns ↑, ↓, ← or →.
func (d Dir) Arrow() string { return [...]string{"↑", "↓", "←", "→"}[d] }

// Opposite returns the direction that undoes d.
func (d Dir) Opposite() Dir { return d ^ 1 }

func (d Dir) String() string { return [...]string{"up", "down", "left", "right"}[d] }

// Move is one step of a path: the blank moved in Dir and Tile slid into the
// cell the blank left.
type Move struct {
	Dir  Dir
	Tile int
}

// Neighbor returns the board after the blank moves in d, and false when the
// blank is on that edge.
func (b Board) Neighbor(d Dir) (Board, bool) {
	w, h := int(b.wh>>4), int(b.wh&15)
	r, c := int(b.blank)/w, int(b.blank)%w
	var to int
	switch d {
	case Up:
		if r == 0 {
			return b, false
		}
		to = int(b.blank) - w
	case Down:
		if r == h-1 {
			return b, false
		}
		to = int(b.blank) + w
	case Left:
		if c == 0 {
			return b, false
		}
		to = int(b.blank) - 1
	case Right:
		if c == w-1 {
			return b, false
		}
		to = int(b.blank) + 1
	default:
		return b, false
	}
	if b.wide != "" {
		cells := []byte(b.wide)
		cells[b.blank], cells[to] = cells[to], 0
		b.wide = string(cells)
	} else {
		b.cells = slide(b.cells, int(b.blank), to)
	}
	b.blank = uint8(to)
	return b, true
}

// slide moves the tile at cell to into the blank at cell from.
func slide(cells uint64, from, to int) uint64 {
	to, from = 4*to&63, 4*from&63 // in range: no shift checks
	t := (cells >> to) & 15
	return cells&^(15<<to) | t<<from
}

// MoveTile slides the tile in cell i into the blank, if they are adjacent,
// and returns the new board and the move.
func (b Board) MoveTile(i int) (Board, Move, bool) {
	for d := Up; d <= Right; d++ {
		if nb, ok := b.Neighbor(d); ok && int(nb.blank) == i {
			return nb, Move{Dir: d, Tile: b.At(i)}, true
		}
	}
	return b, Move{}, false
}

// Swap returns the board with cells i and j exchanged. Swapping two tiles
// changes which goals the board can reach; the editor uses it.
func (b Board) Swap(i, j int) Board {
	ti, tj := uint64(b.At(i)), uint64(b.At(j))
	if b.wide != "" {
		cells := []byte(b.wide)
		cells[i], cells[j] = cells[j], cells[i]
		b.wide = string(cells)
	} else {
		b.cells = b.cells&^(15<<(4*i))&^(15<<(4*j)) | tj<<(4*i) | ti<<(4*j)
	}
	switch int(b.blank) {
	case i:
		b.blank = uint8(j)
	case j:
		b.blank = uint8(i)
	}
	return b
}

// Apply plays path from b and returns every board along it, b first. It
// reports an error at the first move that leaves the board or names the
// wrong tile.
func (b Board) Apply(path []Move) ([]Board, error) {
	boards := make([]Board, 0, len(path)+1)
	boards = append(boards, b)
	for i, m := range path {
		nb, ok := b.Neighbor(m.Dir)
		if !ok {
			return boards, fmt.Errorf("move %d (%s): the blank is on the edge", i+1, m.Dir)
		}
		if t := b.At(int(nb.blank)); t != m.Tile {
			return boards, fmt.Errorf("move %d (%s): slides tile %d, not %d", i+1, m.Dir, t, m.Tile)
		}
		b = nb
		boards = append(boards, b)
	}
	return boards, nil
}

// PathString writes a path as letters, like "ULDR".
func PathString(path []Move) string {
	var sb strings.Builder
	for _, m := range path {
		sb.WriteString(m.Dir.Letter())
	}
	return sb.String()
}
