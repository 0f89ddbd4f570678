// Command app is Slide Lab: in the browser (js/wasm) it is the page; natively
// it writes the static site or serves it locally.
package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// routes registers the pages, on both sides: the native side pre-renders
// them into index.html.
func routes() {
	app.Route("/", &lab{})
}
