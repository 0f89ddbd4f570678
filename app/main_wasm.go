//go:build js && wasm

package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
)

// main runs the page, starting the search worker first so that it loads
// while the page mounts; in the worker (web/search-worker.js, where there
// is no document) it serves the page's searches.
func main() {
	if !app.Window().Get("document").Truthy() {
		search.ServeWorker()
		return
	}
	search.StartEarly(app.Getenv("GOAPP_STATIC_RESOURCES_URL") + search.WorkerJS)
	routes()
	app.RunWhenOnBrowser()
}
