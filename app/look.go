package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/lesson"
)

// lookIDs are the page's elements that show each panel a lesson's stop can
// name (lesson.Panel): the one brought into view. The page marks them by
// the root's data-look (app.css).
var lookIDs = map[lesson.Panel]string{
	lesson.PanelBoard:    "main-board",
	lesson.PanelVerdict:  "verdict",
	lesson.PanelCounters: "stats",
	lesson.PanelCode:     "code",
	lesson.PanelExplain:  "narration",
	lesson.PanelOpen:     "frontier",
	lesson.PanelChart:    "chart",
	lesson.PanelPasses:   "iterations",
	lesson.PanelTree:     "tree-panel",
	lesson.PanelHeur:     "heur-panel",
}

// lookAt brings panel p into view once the page has drawn it: the least
// scroll that shows it whole (its top, if it is taller than the window),
// below the lesson's bar (app.css's scroll-padding).
func lookAt(ctx app.Context, p lesson.Panel) {
	id, ok := lookIDs[p]
	if !ok {
		return
	}
	ctx.Defer(func(app.Context) {
		var frame app.Func
		frame = app.FuncOf(func(app.Value, []app.Value) any {
			frame.Release()
			el := app.Window().GetElementByID(id)
			if !el.Truthy() {
				return nil
			}
			block := "nearest"
			if el.Call("getBoundingClientRect").Get("height").Float() > app.Window().Get("innerHeight").Float()*0.6 {
				block = "start"
			}
			el.Call("scrollIntoView", map[string]any{"block": block, "inline": "nearest"})
			return nil
		})
		app.Window().Call("requestAnimationFrame", frame)
	})
}
