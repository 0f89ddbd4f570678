package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/lesson"
	"slidelab/app/ui"
	"slidelab/solver"
)

// shortcuts are the run's keys and the lesson's, on the whole page; each presses the button
// a person would (so a disabled button stays disabled).
var shortcuts = map[string]string{" ": "run", "ArrowRight": "step", "ArrowLeft": "back", "Home": "to-start", "End": "to-latest",
	"PageUp": "lesson-prev", "PageDown": "lesson-next"}

// onShortcut handles a key pressed anywhere but in a text field (and, for
// Space, on a button, which Space presses by itself). After a select is
// used, as after a click, the run's keys (← → Space) and the lesson's
// (PageUp, PageDown: a presenter's clicker) work; ↑ ↓ Home End keep
// changing the select, and Alt+↓ opens it. The board's arrows edit the
// start before a search and stop here.
func onShortcut(ctx app.Context, e app.Event) {
	key := e.Get("key").String()
	if key == "Escape" {
		lesson.CloseMenu()
	}
	id, ok := shortcuts[key]
	if !ok || e.Get("ctrlKey").Bool() || e.Get("altKey").Bool() || e.Get("metaKey").Bool() {
		return
	}
	switch strings.ToLower(e.Get("target").Get("tagName").String()) {
	case "input", "textarea":
		return
	case "select":
		if key == "Home" || key == "End" {
			return
		}
	case "button":
		if key == " " {
			return
		}
	}
	b := app.Window().GetElementByID(id)
	if !b.Truthy() || b.Get("disabled").Bool() {
		return
	}
	e.PreventDefault()
	b.Call("click")
}

// onBoardKey slides a tile with the arrow keys while the board has the
// focus and no search is under way: the tile moves in the arrow's
// direction, into the blank. During and after a search ← and → go on to
// the run's shortcuts (they step the timeline) and ↑ and ↓ do nothing:
// no arrow on the board ever scrolls the page, or the page that embeds it.
// ready says whether no search is under way (during one, the arrows move
// the timeline): a func, read at each key, since go-app keeps an element's
// first handler for as long as the next ones are the same code, and a value
// captured at a render would be that render's.
func onBoardKey(page ui.Actor, ready func() bool) app.EventHandler {
	dirs := map[string]solver.Dir{"ArrowUp": solver.Down, "ArrowDown": solver.Up, "ArrowLeft": solver.Right, "ArrowRight": solver.Left}
	return func(ctx app.Context, e app.Event) {
		d, ok := dirs[e.Get("key").String()]
		if !ok {
			return
		}
		e.PreventDefault()
		if !ready() {
			return
		}
		e.Call("stopPropagation") // not a shortcut of the run
		page.Act(ctx, arrowKey(d))
	}
}

// focusBoard gives the main board the focus once drawn: play mode's arrows
// work at once, from a mode=play link or the Play button.
func focusBoard(ctx app.Context) {
	ctx.Defer(func(app.Context) {
		if b := app.Window().GetElementByID("main-board-wrap"); b.Truthy() {
			b.Call("focus", map[string]any{"preventScroll": true}) // never scroll a page that embeds this one
		}
	})
}
