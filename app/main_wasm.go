//go:build js && wasm

package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// main runs the page, or in the search worker (web/search-worker.js, where
// there is no document) serves the page's searches.
func main() {
	if !app.Window().Get("document").Truthy() {
		serveWorker()
		return
	}
	routes()
	app.RunWhenOnBrowser()
}
