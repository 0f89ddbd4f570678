package ui

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// BoardView draws a board. Tiles are rendered in tile order, each placed by
// its cell, so a tile keeps its element when it moves and CSS animates the
// slide. Tiles are buttons, disabled without Edits: a board that takes
// clicks only at times (the start before a search, the goal in swap mode)
// keeps its elements when it stops (replacing buttons by divs remounted
// every tile, 12 ms of the frame that starts a search and again of the one
// that shows its result).
//
// go-app keeps an element's handler when the new one comes from the same
// function literal with the same scope, so every handler that captures a
// value passes that value as its scope. A tile's handler captures its tile,
// which its element keeps, and finds the tile's cell when clicked: with the
// cell as scope, every tile that moved had its handler removed and a new
// one added (a JavaScript function made, two listener calls), which was
// 40 % of the page's work at each report of a flat-out search.
type BoardView struct {
	app.Compo

	ID       string
	Board    solver.Board
	Goal     solver.Board // tiles on their goal cell are marked; zero: none
	Small    bool
	Selected int // cell marked as the first of a swap; -1 or 0 with no Edits: none
	Label    string
	Lang     Lang
	Marks    bool     // a board that jumps (not one move from the last) has its changed cells marked
	Edits    editable // what a click on a tile edits, and asks the page (Page); editNone: the tiles are disabled
	Page     Actor    // an actor, not a func, so that the board renders only when it changes (doc.go)

	shown, before solver.Board // the board drawn and the one before it, kept across renders
}

// editable is what a board's clicks edit.
type editable uint8

const (
	EditNone  editable = iota
	EditStart          // a click slides a tile of the start (or swaps, in swap mode): tileClick
	EditGoal           // a click swaps tiles of the goal: goalClick
)

// The board's clicks, as actions.
type (
	TileClick int // a tile of the start
	GoalClick int // a tile of the goal (swap mode)
)

// click asks the page to edit the board at cell.
func (b *BoardView) click(ctx app.Context, cell int) {
	switch b.Edits {
	case EditStart:
		b.Page.Act(ctx, TileClick(cell))
	case EditGoal:
		b.Page.Act(ctx, GoalClick(cell))
	}
}

// OneMove reports whether b is a one move from a: a slide to animate.
func OneMove(a, b solver.Board) bool {
	for _, d := range []solver.Dir{solver.Up, solver.Down, solver.Left, solver.Right} {
		if n, ok := a.Neighbor(d); ok && n == b {
			return true
		}
	}
	return false
}

func (b *BoardView) Render() app.UI {
	if b.Board.IsZero() {
		return app.Div()
	}
	if b.Board != b.shown {
		b.before, b.shown = b.shown, b.Board
	}
	// A board that is not one move from the last one (a search's next
	// expansion, a scramble) appears at once, its changed cells marked:
	// sliding every tile across would show moves that were never made.
	jump := !b.before.IsZero() && b.before.SameSize(b.Board) && !OneMove(b.before, b.Board)
	lay := b.Layout(jump)
	tiles := make([]app.UI, len(lay.Tiles))
	for i, tl := range lay.Tiles {
		tile := tl.Tile
		tiles[i] = app.Button().Class(tl.class).Attr("style", tl.Style).Disabled(b.Edits == EditNone).
			Aria("label", fmt.Sprintf(b.Lang.T("tile"), tile)).DataSet("tile", tile).
			OnClick(func(ctx app.Context, e app.Event) {
				if b.Edits != EditNone {
					cell := b.cellOf(tile)
					ctx.Emit(func() { b.click(ctx, cell) })
				}
			}, tile).Body(app.Span().Text(strconv.Itoa(tile)))
	}
	role := "img"
	if b.Edits != EditNone {
		role = "group"
	}
	return app.Div().ID(b.ID).Class(lay.class).Attr("role", role).Aria("label", lay.label).
		Style("aspect-ratio", lay.aspect).DataSet("board", b.Board.String()).Body(tiles...)
}

// cellOf is the cell of tile on the board drawn.
func (b *BoardView) cellOf(tile int) int {
	for cell := range b.Board.Len() {
		if b.Board.At(cell) == tile {
			return cell
		}
	}
	return -1
}

// boardLayout is what a board's markup says: its class, name and aspect,
// and each tile's cell, class and placement.
type boardLayout struct {
	class, label, aspect string
	Tiles                []tileLayout
}

type tileLayout struct {
	Tile, cell, home int // home: the tile's goal cell, whose part of a picture it shows
	class, Style     string
}

// Layout lays b out; jump: the board is not one move from the last one.
func (b *BoardView) Layout(jump bool) boardLayout {
	w, h := b.Board.Width(), b.Board.Height()
	pos := make([]int, b.Board.Len())
	for i := range pos {
		pos[b.Board.At(i)] = i
	}
	lay := boardLayout{class: "board", label: b.Lang.boardName(b.Label, b.Board), aspect: strconv.Itoa(w) + " / " + strconv.Itoa(h),
		Tiles: make([]tileLayout, 0, b.Board.Len()-1)}
	home := b.Goal // where each tile's part of a picture is: its goal cell (the goal drawn is its own)
	if home.IsZero() || !home.SameSize(b.Board) {
		home = b.Board
	}
	homes := make([]int, b.Board.Len())
	for i := range homes {
		homes[home.At(i)] = i
	}
	for t := 1; t < b.Board.Len(); t++ {
		cell := pos[t]
		class := "tile"
		if !b.Goal.IsZero() && b.Goal.At(cell) == t {
			class += " home"
		}
		if b.Edits != EditNone && b.Selected == cell {
			class += " selected"
		}
		if jump && b.Marks && b.before.At(cell) != t {
			class += " changed"
		}
		lay.Tiles = append(lay.Tiles, tileLayout{Tile: t, cell: cell, home: homes[t], class: class, Style: cellStyles(w, h, 0)[cell] + PictureStyles(w, h)[homes[t]]})
	}
	if b.Small {
		lay.class += " small"
	}
	if w >= 4 { // two-digit tiles in narrower cells
		lay.class += " wide"
	}
	if w >= 5 { // narrower still: app.css sizes the digits by the width
		lay.class += " w" + strconv.Itoa(w)
	}
	if jump {
		lay.class += " jump"
	}
	return lay
}

// cellStyles places each cell of a board w wide and h high, made once a
// size: fmt writes floats slowly in wasm, and they took two thirds of the
// time of drawing a board (the open list draws eight at every report).
// inset: the tile's own margin, as a fraction of its cell (a flat board's
// tiles are their own face; others draw it in a span, app.css's 4 %).
func cellStyles(w, h int, inset float64) []string {
	key := cellStyleKey{w, h, inset}
	if s, ok := cellStyleCache.Load(key); ok {
		return s.([]string)
	}
	s := make([]string, w*h)
	for cell := range s {
		s[cell] = fmt.Sprintf("width:%.4f%%;height:%.4f%%;left:%.4f%%;top:%.4f%%",
			(1-2*inset)*100/float64(w), (1-2*inset)*100/float64(h),
			(float64(cell%w)+inset)*100/float64(w), (float64(cell/w)+inset)*100/float64(h))
	}
	cellStyleCache.Store(key, s)
	return s
}

// PictureStyles are the picture's part on each cell of a board w wide and
// h high, as app.css's .pic tiles read it: the picture (square) covers the
// board, its middle kept on a board that is not square, each tile showing
// the part on its goal cell (--pp: where, --ps: how large). Written on
// every board, so that a picture is only a class.
func PictureStyles(w, h int) []string {
	key := [2]int{w, h}
	if s, ok := pictureStyleCache.Load(key); ok {
		return s.([]string)
	}
	m := max(w, h) // the picture spans m tiles each way
	s := make([]string, w*h)
	for cell := range s {
		// A tile at column c shows the picture from (m−w)/2 + c tiles in:
		// for a background m times its size that is the percentage below.
		s[cell] = fmt.Sprintf(";--pp:%.4f%% %.4f%%;--ps:%d%% %d%%",
			(float64(m-w)/2+float64(cell%w))*100/float64(m-1), (float64(m-h)/2+float64(cell/w))*100/float64(m-1), 100*m, 100*m)
	}
	pictureStyleCache.Store(key, s)
	return s
}

var pictureStyleCache sync.Map // [2]int{w, h} → []string

type cellStyleKey struct {
	w, h  int
	inset float64
}

var cellStyleCache sync.Map // cellStyleKey → []string

// flatInset is a flat board's tile margin, the 4 % inset of app.css's
// .tile > span.
const flatInset = 0.04

// SmallBoard is a small board that neither slides nor takes clicks (the
// open list, the story, the quiz, the heuristics), written as one piece of
// HTML: the browser builds it in one call, where a boardView costs a call
// for each tile and attribute (mounting the first search's open list took
// about 60 ms that way).
func SmallBoard(board, goal solver.Board, label string, l Lang) app.UI {
	if board.IsZero() {
		return app.Div()
	}
	var sb strings.Builder
	WriteSmallBoard(&sb, board, goal, label, l)
	return app.Raw(sb.String())
}

// WriteSmallBoard writes a small board's HTML, without fmt: the open list
// writes eight boards at each report. It is flat: each tile one element
// that is its own face, where a boardView's tile holds a span for its face
// (to slide it): a third fewer boxes for the browser to lay out, and no
// nested flex boxes.
func WriteSmallBoard(sb *strings.Builder, board, goal solver.Board, label string, l Lang) {
	v := BoardView{Board: board, Goal: goal, Small: true, Label: label, Lang: l}
	lay := v.Layout(false)
	for _, s := range []string{`<div class="`, lay.class, ` flat" role="img" aria-label="`, EscapeHTML(lay.label),
		`" style="aspect-ratio: `, lay.aspect, `" data-board="`, EscapeHTML(board.String()), `">`} {
		sb.WriteString(s)
	}
	styles := cellStyles(board.Width(), board.Height(), flatInset)
	for _, tl := range lay.Tiles {
		for _, s := range []string{`<b class="`, tl.class, `" style="`, styles[tl.cell], PictureStyles(board.Width(), board.Height())[tl.home], `">`, strconv.Itoa(tl.Tile), `</b>`} {
			sb.WriteString(s)
		}
	}
	sb.WriteString(`</div>`)
}

// Shake wobbles the element selector finds, a tile that cannot move,
// unless the person asked for reduced motion.
func Shake(selector string) {
	w := app.Window()
	if w.Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Bool() {
		return
	}
	e := w.Get("document").Call("querySelector", selector)
	if !e.Truthy() {
		return
	}
	frames := []any{}
	for _, x := range []string{"0", "-6px", "6px", "-4px", "0"} {
		frames = append(frames, map[string]any{"transform": "translateX(" + x + ")"})
	}
	e.Call("animate", frames, 300)
}
