package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// What the page keeps in the browser (localStorage): the author's draft,
// and that the tour was offered; and in this tab only (sessionStorage),
// that the author mode is open, so that a reload keeps it open and a new
// visit does not (the panel opens when asked).

// The browser's keys of the author's draft, of the tour offered and of the
// author mode open in this tab.
const (
	draftKey      = "slidelab-lesson-draft"
	touredKey     = "slidelab-toured"
	authorOpenKey = "slidelab-author-open"
)

// The browser's stores: for good, and for this tab's life.
const (
	local   = "localStorage"
	session = "sessionStorage"
)

// keep stores value under key in the browser's localStorage, and reports
// whether it could.
func keep(key, value string) bool { return keepIn(local, key, value) }

// kept is the value stored under key in localStorage, or "".
func kept(key string) string { return keptIn(local, key) }

// keepIn stores value under key in the browser's store (local or session),
// and reports whether it could: an iframe whose storage is blocked has
// none (reading window.localStorage throws there), and a full one throws
// on setItem.
func keepIn(store, key, value string) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	s := app.Window().Get(store)
	if !s.Truthy() {
		return false
	}
	s.Call("setItem", key, value)
	return true
}

// keptIn is the value stored under key in the browser's store, or "".
func keptIn(store, key string) (v string) {
	defer func() { recover() }()
	if s := app.Window().Get(store); s.Truthy() {
		if got := s.Call("getItem", key); got.Truthy() {
			return got.String()
		}
	}
	return ""
}
