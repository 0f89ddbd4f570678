package main

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// boardView draws a board. Tiles are rendered in tile order, each placed by
// its cell, so a tile keeps its element when it moves and CSS animates the
// slide. With OnTile set, tiles are buttons.
//
// go-app keeps an element's handler when the new one comes from the same
// function literal with the same scope, so every handler that captures a
// value passes that value as its scope.
type boardView struct {
	app.Compo

	ID       string
	Board    solver.Board
	Goal     solver.Board // tiles on their goal cell are marked; zero: none
	Small    bool
	Selected int // cell marked as the first of a swap; -1 or 0 with no OnTile: none
	Label    string
	Lang     lang
	Marks    bool // a board that jumps (not one move from the last) has its changed cells marked
	OnTile   func(ctx app.Context, cell int)

	shown, before solver.Board // the board drawn and the one before it, kept across renders
}

// oneMove reports whether b is a one move from a: a slide to animate.
func oneMove(a, b solver.Board) bool {
	for _, d := range []solver.Dir{solver.Up, solver.Down, solver.Left, solver.Right} {
		if n, ok := a.Neighbor(d); ok && n == b {
			return true
		}
	}
	return false
}

func (b *boardView) Render() app.UI {
	if b.Board.IsZero() {
		return app.Div()
	}
	if b.Board != b.shown {
		b.before, b.shown = b.shown, b.Board
	}
	// A board that is not one move from the last one (a search's next
	// expansion, a scramble) appears at once, its changed cells marked:
	// sliding every tile across would show moves that were never made.
	jump := !b.before.IsZero() && b.before.SameSize(b.Board) && !oneMove(b.before, b.Board)
	w, h := b.Board.Width(), b.Board.Height()
	pos := make([]int, b.Board.Len())
	for i := range pos {
		pos[b.Board.At(i)] = i
	}
	tiles := make([]app.UI, 0, b.Board.Len()-1)
	for t := 1; t < b.Board.Len(); t++ {
		cell := pos[t]
		style := fmt.Sprintf("width:%.4f%%;height:%.4f%%;left:%.4f%%;top:%.4f%%",
			100/float64(w), 100/float64(h), float64(cell%w)*100/float64(w), float64(cell/w)*100/float64(h))
		class := "tile"
		home := !b.Goal.IsZero() && b.Goal.At(cell) == t
		if home {
			class += " home"
		}
		if b.OnTile != nil && b.Selected == cell {
			class += " selected"
		}
		if jump && b.Marks && b.before.At(cell) != t {
			class += " changed"
		}
		label := fmt.Sprintf(b.Lang.t("tile"), t)
		text := app.Span().Text(strconv.Itoa(t))
		if b.OnTile != nil {
			tiles = append(tiles, app.Button().Class(class).Attr("style", style).
				Aria("label", label).DataSet("tile", t).OnClick(func(ctx app.Context, e app.Event) { ctx.Emit(func() { b.OnTile(ctx, cell) }) }, cell).Body(text))
		} else {
			tiles = append(tiles, app.Div().Class(class).Attr("style", style).DataSet("tile", t).Body(text))
		}
	}
	class := "board"
	if b.Small {
		class += " small"
	}
	if w >= 4 { // two-digit tiles in narrower cells
		class += " wide"
	}
	if jump {
		class += " jump"
	}
	role := "img"
	if b.OnTile != nil {
		role = "group"
	}
	return app.Div().ID(b.ID).Class(class).Attr("role", role).Aria("label", b.Lang.boardName(b.Label, b.Board)).
		Style("aspect-ratio", fmt.Sprintf("%d / %d", w, h)).
		DataSet("board", b.Board.String()).Body(tiles...)
}

// shake wobbles the element selector finds, a tile that cannot move,
// unless the person asked for reduced motion.
func shake(selector string) {
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
