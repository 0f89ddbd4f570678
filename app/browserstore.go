package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// What the page keeps in the browser (localStorage): the author's draft,
// and that the tour was offered.

// The browser's keys of the author's draft and of the tour offered.
const (
	draftKey  = "slidelab-lesson-draft"
	touredKey = "slidelab-toured"
)

// keepToured notes that this browser has seen a lesson: the tour is no
// longer offered.
func (c *lab) keepToured() {
	if !c.toured {
		c.toured = true
		keep(touredKey, "1")
	}
}

// keep stores value under key in the browser's localStorage, and reports
// whether it could: an iframe whose storage is blocked has none (reading
// window.localStorage throws there), and a full one throws on setItem.
func keep(key, value string) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	s := app.Window().Get("localStorage")
	if !s.Truthy() {
		return false
	}
	s.Call("setItem", key, value)
	return true
}

// kept is the value stored under key, or "".
func kept(key string) (v string) {
	defer func() { recover() }()
	if s := app.Window().Get("localStorage"); s.Truthy() {
		if got := s.Call("getItem", key); got.Truthy() {
			return got.String()
		}
	}
	return ""
}
