package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// shortcuts are the run's keys, on the whole page; each presses the button
// a person would (so a disabled button stays disabled).
var shortcuts = map[string]string{" ": "run", "ArrowRight": "step", "ArrowLeft": "back", "Home": "to-start", "End": "to-latest"}

// onShortcut handles a key pressed anywhere but in a form field (and, for
// Space, on a button, which Space presses by itself). The board's arrows
// edit the start before a search and stop here.
func (c *lab) onShortcut(ctx app.Context, e app.Event) {
	key := e.Get("key").String()
	id, ok := shortcuts[key]
	if !ok || e.Get("ctrlKey").Bool() || e.Get("altKey").Bool() || e.Get("metaKey").Bool() {
		return
	}
	switch strings.ToLower(e.Get("target").Get("tagName").String()) {
	case "input", "select", "textarea":
		return
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
