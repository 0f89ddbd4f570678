// Slide Lab's page, and the programs that build and serve it.
//
// # Two programs in one wasm
//
// app.wasm is the page (main_wasm.go: go-app's component lab, mounted on
// index.html) and, in a Web Worker, the search server (package search,
// started by web/search-worker.js, where there is no document). The page
// hands the worker its compiled module, so a visit downloads and compiles
// one wasm. The native build of this package (main_native.go) writes the
// static site and serves it (package site); it never runs the page.
//
// # Threading
//
// go-app runs every Render, every event handler and every ctx.Dispatch on
// its UI goroutine: the page's state (lab and its models) is read and
// written there only. Work that waits (a search, a build, the player's
// clock, the browser's store) runs elsewhere (the worker, ctx.Async, a
// timer) and comes back as an action through lab.post or ctx.Dispatch. The
// search itself never runs on the page's thread, except where no worker
// can start (then a search.Server serves on a goroutine of the page, and
// yields to the browser every slice).
//
// # The house
//
// Floors first, then wings; an arrow is an import, and none goes up:
//
//	solver                      the puzzle and its searches (no UI)
//	app/ui                      the kit: languages and strings, markup, BoardView, numbers, stores, Actor
//	app/state                   the settings and the URL, refusals, views, names (imports ui)
//	app/search                  the worker: protocol, server, runs, races, tables (imports solver)
//	app/explain                 narration, pseudocode, the quiz's verdict, how far a search got
//	app/site                    the static site: generated, served (imports search, pics)
//	app/compare, app/lesson, app/pick, app/play, app/picture, app/present, app/race,
//	app/workshop                a capability each: model, panel(s), actions, strings, URL parameters (import
//	                            the floors, never each other nor the page)
//	app (package main)          the page: lab, its core models (edit, run, replay, tables, share, banner, the
//	                            side worker's schedule), the scene, and routing
//
// TestHouse holds every package to its place.
//
// Each package registers its own strings (text/en.txt, text/zh.txt: one
// table a language, registered in the file that holds its package comment).
//
// # Models, panels, the page
//
//   - A model (Model in a capability, xxxModel here) holds one part of the
//     page's state and its transitions: plain methods that take the
//     settings and what a person did, and return what changed (an edit, a
//     ran), tested natively. A model never touches another.
//   - A panel (Panel, xxxPanel) is a component that draws a model's state;
//     a view (ui.BoardView) is a smaller one, used by several panels.
//   - The page's state is models (page.go): the settings, the tab shown
//     and each capability's model, with the plain methods that read or set
//     several of them (open, atStop, lessonHere…).
//   - The page (lab: page.go, its life; pageact.go, Act) holds the models,
//     routes every action (actions.go, and each capability's own) to the
//     model it concerns and applies what comes back: the effects that
//     reach past one model (a change of the problem drops the search, the
//     player and the comparison: edited; the address follows the
//     settings: Act). pagerun.go is its side of the search; pagelesson.go,
//     pagehand.go and pagepresent.go its side of lessons, play mode and
//     presenting; sidejobs.go the side worker (its schedule, sideJobs, and
//     sideWorker carrying it out).
//   - The page is drawn from a copy of its models (scene): layout.go lays
//     its panels out for each way it is read, and the parts drawn by plain
//     functions of the state are scene's methods (scene.go, scenewatch.go).
//
// A panel that acts takes the page as an actor (Page: c), never funcs:
// go-app renders a component again when any of its fields differs, and
// two closures never compare equal, so a panel given funcs would render at
// every update of the page, shown or not. Plain elements (buttons of the
// scene) may take closures: they have no fields to compare. But go-app
// keeps an element's first handler for as long as each render's handler is
// the same code (and scope): a closure must not capture a value of the
// render that made it (it would be the first render's); it asks the page,
// or reads the page's state at the event (keys.go, onBoardKey).
//
// # To change X, open Y
//
//	an algorithm or a heuristic     solver/registry.go, solver/heuristic.go; its words: state/text/en.txt (algo.…);
//	                                its pseudocode: explain/pseudocode.go (by Algorithm.Code)
//	a text of the page              text/en.txt and text/zh.txt of the package that says it (one table a language)
//	an error's words                state/pageerror.go (the solver's InputError codes in zh; the page's own errors)
//	a URL parameter                 state/settings.go, state/settingsread.go (ParseSettings, Query); a capability's own:
//	                                its param.go (state.Register: pick/, play/, picture/, present/); docs/url.md
//	what a control does             actions.go or the capability's actions (the action), pageact.go (Act), the model
//	editing the board or options    editmodel.go, editboards.go
//	the solution's player           replay.go (model), replaypanel.go
//	the run (Run, Step, Pause…)     runctl.go (the controller), runmodel.go (its effects), pagerun.go
//	what travels to the worker      search/protocol.go (Request, Reply), search/spec.go (Spec)
//	the worker's searches           search/server.go, search/runner.go (pace, slices)
//	a race                          state/raceentry.go (race= and its lanes' settings), race/ (scene.go: the lanes,
//	                                the clock, the order, the player; lane.go: a lane);
//	                                search/race.go (the lanes stepped by one clock)
//	a lesson                        lesson/ (lesson.go, stop.go, ask.go, panel.go: the format; lessoncodec.go: #lesson=;
//	                                lessonmodel.go: the lesson followed; lessonbar.go; author*.go: the author mode;
//	                                lessonsbuiltin.go: the built-in ones, menu.go: their menu; desk.go: the page's
//	                                lessons, their actions and the address's #lesson=); pagelesson.go (the page's side),
//	                                look.go (a stop's panel brought into view)
//	presenting with two windows     present/ (model.go: who is heard, what is said; window.go: its actions;
//	(present=)                      channel.go: the BroadcastChannel; panel.go: the presenter's bar and its clock),
//	                                pagepresent.go (the page's Moment, going where another window is)
//	you are the search (mode=expand) pick/ (model.go: the picks, the score; panel.go);
//	                                search/choices.go (ReadExpand: the boards and the next step)
//	the heuristic workshop          solver/formula*.go (the formula), solver/audit.go (the check),
//	                                search/heuristic.go (a heuristic by name, custom with its formula),
//	                                workshop/ (workshopmodel.go: the check; workshoppanel.go)
//	play mode (mode=play)           play/ (model.go: the score, the distances known and proved; panel.go),
//	                                pagehand.go (the proofs asked of the side worker: search.OpSolve)
//	pictures on the tiles (pic=)    pics/ (the built-in ones' names), picture/ (picture.go: the own picture read and
//	                                kept, the page's class; picturepanel.go), ui/boardview.go (each tile's part)
//	a result, a budget run out      statspanel.go (resultView); explain/far.go (how far a search got)
//	the side worker                 sidejobs.go (its schedule: which job has it, and the page carrying it out)
//	Compare                         compare/ (model.go: a comparison's rows; row.go: the searches compared; panel.go)
//	boards above 16 cells           solver/widestates.go (a search's numbers for them), solver/reduce*.go
//	pattern databases' build        tables.go (page), search/tables.go and search/store.go (worker, cache)
//	the narration, the quiz's verdict explain/narrator.go, explain/quizmodel.go
//	a panel's look, or where it is  its panel's file, layout.go (where each panel goes), scene.go, web/app.css
//	the static site, -serve         site/ (generate.go, serve.go, compress.go)
package main

import (
	_ "embed"

	"slidelab/app/ui"
)

// The page's own strings, one table a language.
var (
	//go:embed text/en.txt
	enTexts string
	//go:embed text/zh.txt
	zhTexts string
)

func init() {
	ui.RegisterTexts(ui.English, enTexts)
	ui.RegisterTexts(ui.Chinese, zhTexts)
}
