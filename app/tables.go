package main

import (
	"errors"
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/solver"
)

// tablesModel is the pattern databases' build: one at a time, and a queue
// of one: the last action that needed tables asked for during it.
type tablesModel struct {
	build   *search.TablesBuild // the build under way, nil when none
	ready   *tablesReady        // how the last tables came to be ready
	pending ui.Action           // the last Run, Step or Compare asked for during a build
	then    ui.Action           // what the build under way was started for
	goal    solver.Board        // the build under way's
	edits   int                 // the page's edits when it started
	began   time.Time
}

// tablesReady is how the last tables came to be ready, for the note.
type tablesReady struct {
	Took   time.Duration
	Loaded bool // from this browser's store, not built
	Stored bool // kept for the next visit
	Bytes  int
}

// tablesMissing reports whether a search of goal's board that uses
// pattern databases (uses) must wait for them: they fit the board and
// neither the page nor the worker it feeds holds them.
func tablesMissing(goal solver.Board, uses bool) bool {
	if _, err := solver.CheckHeuristic("pdb", goal); err != nil || !uses {
		return false
	}
	_, held := search.EncodedTables.Load(goal)
	return !held && solver.CachedPatternDB(goal) == nil
}

// want asks for goal's tables, for then: true when a build starts (the
// page reads them back from the browser's store, or has them built), false
// when one is under way: then waits for its end, in place of any action
// kept before.
func (j *tablesModel) want(goal solver.Board, then ui.Action, edits int, now time.Time) bool {
	if j.build != nil {
		j.pending = then
		return false
	}
	j.build, j.ready = &search.TablesBuild{Loading: true}, nil
	j.then, j.goal, j.edits, j.began = then, goal, edits, now
	return true
}

// building notes that the store had no usable tables: the server builds
// them.
func (j *tablesModel) building() { j.build = &search.TablesBuild{} }

// forget drops what waits for tables: the problem changed. A build under
// way goes on (the next search needs it).
func (j *tablesModel) forget() { j.ready, j.pending, j.then = nil, nil, nil }

// runWaits reports whether a Run or Step waits for the build under way:
// the page says that its tables are being built, and Stop can stop it.
func (j *tablesModel) runWaits() bool {
	_, kept := j.pending.(control)
	_, started := j.then.(control)
	return j.build != nil && (kept || started)
}

// dropRun forgets the Run or Step that waits for the build (Stop); the
// build goes on, and what else waits for it still runs.
func (j *tablesModel) dropRun() {
	if _, ok := j.pending.(control); ok {
		j.pending = nil
	}
	if _, ok := j.then.(control); ok {
		j.then = nil
	}
}

// take reads the search server's report of the build: its progress, the
// tables (kept for the page, in EncodedTables), or why it failed; ended
// says the build is over (end).
func (j *tablesModel) take(rep search.Reply) (ended bool, ready tablesReady, err error) {
	switch {
	case rep.Kept != "":
		if j.ready != nil && j.goal.String() == rep.Kept {
			j.ready.Stored = true
		}
	case j.build == nil:
	case rep.Err != "":
		return true, ready, errors.New(rep.Err)
	case rep.Build != nil:
		j.build = rep.Build
	case len(rep.Tables) == 0:
		return true, ready, errors.New("the search server sent no tables")
	default:
		search.EncodedTables.Store(j.goal, rep.Tables)
		return true, tablesReady{Bytes: len(rep.Tables)}, nil
	}
	return false, ready, nil
}

// end ends the build and returns what runs now: the action kept during
// it, or else the one it was started for, unless the problem changed
// since (edits, goal: the page's now). A failed build runs nothing.
func (j *tablesModel) end(ready tablesReady, err error, edits int, goal solver.Board, now time.Time) ui.Action {
	next := j.pending
	j.build, j.pending = nil, nil
	if err != nil {
		return nil
	}
	ready.Took = now.Sub(j.began)
	j.ready = &ready
	if next == nil && edits == j.edits && goal == j.goal {
		next = j.then
	}
	return next
}

// size writes a number of bytes in KB or MB with one decimal, never "0.0".
func size(bytes int) string {
	if bytes < 1<<20 {
		return fmt.Sprintf("%.1f KB", float64(bytes)/(1<<10))
	}
	return fmt.Sprintf("%.1f MB", float64(bytes)/(1<<20))
}

// took writes a duration in seconds, or in milliseconds under one.
func took(l ui.Lang, d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf(l.T("ms"), float64(d.Microseconds())/1000)
	}
	return fmt.Sprintf(l.T("seconds"), d.Seconds())
}

// tablesView shows a build's progress bar, or how the tables came to be
// ready.
func tablesView(l ui.Lang, j tablesModel) app.UI {
	switch {
	case j.build != nil:
		b := j.build
		text := l.T("tablesLoading")
		pct := 0
		if !b.Loading && b.Total > 0 {
			pct = 100 * b.Done / b.Total
			text = fmt.Sprintf(l.T("tablesBuilding"), pct)
		}
		return app.Section().ID("tables").Class("panel tables").Attr("role", "status").Body(
			app.P().ID("tables-label").Text(text),
			app.Div().ID("tables-progress").Class("bar").Attr("role", "progressbar").Aria("labelledby", "tables-label").
				Aria("valuemin", 0).Aria("valuemax", 100).Aria("valuenow", pct).
				Body(app.Div().Style("width", fmt.Sprintf("%d%%", pct))),
		)
	case j.ready != nil:
		r := j.ready
		text := fmt.Sprintf(l.T("tablesBuilt"), took(l, r.Took), size(r.Bytes))
		if r.Loaded {
			text = fmt.Sprintf(l.T("tablesLoaded"), took(l, r.Took))
		} else if r.Stored {
			text += l.Sep() + l.T("tablesStored")
		}
		return app.Section().Class("panel tables").Body(
			app.P().ID("tables-note").Class("desc").DataSet("seconds", fmt.Sprintf("%.3f", r.Took.Seconds())).
				DataSet("loaded", r.Loaded).Text(text))
	}
	return app.Text("")
}
