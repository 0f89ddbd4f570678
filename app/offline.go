package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// goOffline registers go-app's service worker, which keeps the site for
// visits without a network, once per visit, when the page is at rest: the
// search panels rehearsed, or a search paused, stopped or ended. Its
// install fetches every resource again, the wasm too (7 MB once
// decompressed), and at the start of a first visit it took the machine's
// cores and network from the page's own load (third_party's go-app patch
// leaves the registration to the page).
func (c *lab) goOffline() {
	if c.offline || !app.IsClient {
		return
	}
	c.offline = true
	app.Window().Call("goappInitServiceWorker")
}
