package main

import (
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/solver"
)

// The first search after a visit used to draw its first frames three times
// slower than the second search (frame gaps of 300–450 ms against 80–200):
// V8 compiles each wasm function the first time it is called, on the
// page's thread (wasm.CompileLazy in a trace), and the first report is the
// first call of the search panels' rendering and of decoding a moment. So
// once the page has mounted, it asks the worker for a sample moment of a
// small search of its own (opSample), decodes it, and when the browser is
// idle mounts the search panels on it, one by one, in a hidden corner like
// the font warmer's, then removes them. A visitor's first search meets that
// code compiled.

// rehearsals is how many times the panels are rehearsed: once compiles
// their code; V8 compiles it again, optimized, only once it has run a
// while, and the first search's first reports and first tab opened ran
// that slower code (a tab: 110–190 ms the first time, 40–70 ms later).
const rehearsals = 3

// rehearsal is the search panel mounted, hidden, on a sample moment.
type rehearsal struct{ shown app.UI }

// start mounts the search panels on snap, hidden, one panel at each
// idle moment of the browser (a panel is 20–170 ms of work the first time;
// all at once would delay a click that came then by all of it), each
// removed by the next update, rehearsals times, and stops as soon as a
// search has started. Done, the page registers its service worker.
//
// busy reports whether a search exists (its halt goes offline: the
// rehearsal stops); done is called once the rehearsal is over.
func (r *rehearsal) start(ctx app.Context, l ui.Lang, snap *search.Snapshot, busy func() bool, done func()) {
	if snap == nil || !app.IsClient {
		done()
		return
	}
	var panels []app.UI
	for range rehearsals {
		panels = append(panels, rehearsalPanels(l, *snap)...)
	}
	var step func(k int)
	step = func(k int) {
		whenIdle(func() {
			ctx.Dispatch(func(ctx app.Context) {
				if busy() {
					return
				}
				if k == len(panels) {
					done()
					return
				}
				r.shown = panels[k]
				ctx.Defer(func(ctx app.Context) { // mounted: off again, and the next one later
					ctx.Dispatch(func(app.Context) { r.shown = nil })
					step(k + 1)
				})
			})
		})
	}
	step(0)
}

// view is the panel being rehearsed, hidden and out of the
// accessibility tree. Its elements carry the real panels' ids, after
// them in the page, for one update; never once a search exists.
func (r *rehearsal) view(busy bool) app.UI {
	if r.shown == nil || busy {
		return app.Text("")
	}
	return app.Div().Class("font-warm").Aria("hidden", "true").Body(r.shown)
}

// rehearsalPanels are the search panels on the sample moment s.
func rehearsalPanels(l ui.Lang, s search.Snapshot) []app.UI {
	goal := solver.Standard(3, 3)
	alg, _ := solver.AlgorithmByName("astar")
	return []app.UI{
		&statsPanel{Lang: l, Algo: alg, Snap: s, State: statePaused},
		&codePanel{Lang: l, Alg: alg, Snap: s},
		&explainPanel{Lang: l, Alg: alg, Weight: 1, Goal: goal, Snap: s},
		&frontierPanel{Lang: l, Title: l.T("frontierBest"), Nodes: s.Frontier, Goal: goal},
		&chartPanel{Lang: l, Data: s.Chart, Total: s.At},
		&treePanel{Lang: l, Alg: alg, Goal: goal, Snap: s},
	}
}

// whenIdle calls f once the browser has nothing more urgent to do (within
// a second), or 100 ms from now where it cannot say (Safari before 18).
func whenIdle(f func()) {
	if !app.Window().Get("requestIdleCallback").Truthy() {
		time.AfterFunc(100*time.Millisecond, f)
		return
	}
	var cb app.Func
	cb = app.FuncOf(func(app.Value, []app.Value) any {
		cb.Release()
		f()
		return nil
	})
	opts := app.Window().Get("Object").New()
	opts.Set("timeout", 1000)
	app.Window().Call("requestIdleCallback", cb, opts)
}
