package ui

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"slidelab/solver"
)

// LayoutTree places each node: leaves one slot apart in depth-first order,
// a parent over the middle of its children, a row per depth; a second root
// (bidirectional BFS's goal side) to the right of the first tree.
func LayoutTree(tr *solver.Tree) (xs []float64, width, depth int) {
	kids := make([][]int, len(tr.Nodes))
	var roots []int
	for i, n := range tr.Nodes {
		if n.Parent < 0 {
			roots = append(roots, i)
		} else {
			kids[n.Parent] = append(kids[n.Parent], i)
		}
	}
	xs = make([]float64, len(tr.Nodes))
	slot := 0
	var place func(i, d int)
	place = func(i, d int) {
		depth = max(depth, d)
		if len(kids[i]) == 0 {
			xs[i] = float64(slot)
			slot++
			return
		}
		for _, k := range kids[i] {
			place(k, d+1)
		}
		xs[i] = (xs[kids[i][0]] + xs[kids[i][len(kids[i])-1]]) / 2
	}
	for _, r := range roots {
		place(r, 0)
		slot++ // a gap between the trees
	}
	return xs, max(slot-1, 1), depth
}

// near is where the arrow keys go from a node: its first child and the
// nodes beside it on its row (-1: none), and its row from 1.
type near struct{ Child, Left, Right, Level int }

// Neighbours finds each node's first child and the nodes left and right of
// it at the same depth.
func Neighbours(tr *solver.Tree, xs []float64) []near {
	out := make([]near, len(tr.Nodes))
	rows := map[int][]int{}
	for i, n := range tr.Nodes {
		out[i] = near{Child: -1, Left: -1, Right: -1, Level: 1}
		for p := n.Parent; p >= 0; p = tr.Nodes[p].Parent {
			out[i].Level++
		}
		rows[out[i].Level] = append(rows[out[i].Level], i)
	}
	for i, n := range tr.Nodes {
		if p := n.Parent; p >= 0 && out[p].Child < 0 {
			out[p].Child = i
		}
	}
	for _, row := range rows {
		slices.SortFunc(row, func(a, b int) int { return cmp.Compare(xs[a], xs[b]) })
		for j, i := range row {
			if j > 0 {
				out[i].Left = row[j-1]
			}
			if j+1 < len(row) {
				out[i].Right = row[j+1]
			}
		}
	}
	return out
}

func RootOf(tr *solver.Tree, i int) int {
	for tr.Nodes[i].Parent >= 0 {
		i = tr.Nodes[i].Parent
	}
	return i
}

// MiniBoard draws a board of side 20 centred on x, y, its tiles showing
// their part of pic when there is one, its numbers sized to their cells
// (two digits fit a cell from 4 wide up: zoom in to read a 10×10 board's).
func MiniBoard(b solver.Board, x, y float64, pic TilePicture) string {
	var s strings.Builder
	w, h := b.Width(), b.Height()
	cw, ch := 20.0/float64(w), 20.0/float64(h)
	fs := min(6, 0.62*min(cw, ch))
	if w < 4 && h < 4 {
		fs = 6
	}
	fmt.Fprintf(&s, `<rect class="mini" x="%.1f" y="%.1f" width="20" height="20"/><g style="--fs:%.2fpx">`, x-10, y-10, fs)
	home := pic.homes(b)
	for i := range b.Len() {
		t := b.At(i)
		left, top := x-10+cw*float64(i%w), y-10+ch*float64(i/w)
		if t == 0 { // the blank, dark as on the board: never taken for a tile
			fmt.Fprintf(&s, `<rect class="mini-blank" x="%.2f" y="%.2f" width="%.2f" height="%.2f"/>`, left, top, cw, ch)
			continue
		}
		if home != nil { // the picture's part on the tile's goal cell, in units of a cell
			fmt.Fprintf(&s, `<svg x="%.2f" y="%.2f" width="%.2f" height="%.2f" viewBox="%d %d 1 1" preserveAspectRatio="none"><use href="#tree-pic"/></svg>`,
				left, top, cw, ch, home[t]%w, home[t]/w)
		}
		fmt.Fprintf(&s, `<text class="tile" x="%.2f" y="%.2f">%d</text>`, left+cw/2, top+ch/2+fs/10, t) // centred by dominant-baseline
	}
	s.WriteString("</g>")
	return s.String()
}

// TilePicture is the picture on a tree's tiles: its URL ("": none), and
// the goal whose cells place each tile's part.
type TilePicture struct {
	URL  string
	Goal solver.Board
}

// Defs is the picture for the tree's tiles to use, once.
func (p TilePicture) Defs() string {
	if p.URL == "" {
		return ""
	}
	w, h := p.Goal.Width(), p.Goal.Height()
	m := max(w, h) // square, its middle on a board that is not: a tile is 1×1
	return fmt.Sprintf(`<defs><image id="tree-pic" href="%s" x="%g" y="%g" width="%d" height="%d" preserveAspectRatio="xMidYMid slice"/></defs>`,
		EscapeHTML(p.URL), float64(w-m)/2, float64(h-m)/2, m, m)
}

// homes is each tile's goal cell on boards of b's size, or nil without a
// picture.
func (p TilePicture) homes(b solver.Board) []int {
	if p.URL == "" || !p.Goal.SameSize(b) {
		return nil
	}
	home := make([]int, b.Len())
	for i := range home {
		home[p.Goal.At(i)] = i
	}
	return home
}
