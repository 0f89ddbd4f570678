package ui

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// The browser's stores: for good, and for this tab's life.
const (
	local   = "localStorage"
	Session = "sessionStorage"
)

// Keep stores value under key in the browser's localStorage, and reports
// whether it could.
func Keep(key, value string) bool { return KeepIn(local, key, value) }

// Kept is the value stored under key in localStorage, or "".
func Kept(key string) string { return KeptIn(local, key) }

// KeepIn stores value under key in the browser's store (local or session),
// and reports whether it could: an iframe whose storage is blocked has
// none (reading window.localStorage throws there), and a full one throws
// on setItem.
func KeepIn(store, key, value string) (ok bool) {
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

// KeptIn is the value stored under key in the browser's store, or "".
func KeptIn(store, key string) (v string) {
	defer func() { recover() }()
	if s := app.Window().Get(store); s.Truthy() {
		if got := s.Call("getItem", key); got.Truthy() {
			return got.String()
		}
	}
	return ""
}
