package main

import (
	"fmt"
	"runtime"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// tablesBuild is a pattern-database build under way, as the page shows it.
type tablesBuild struct {
	Done, Total int
	Loading     bool // reading the tables stored by an earlier visit
}

// tablesJob is the pattern-database build: one at a time, with the last
// request made during it.
type tablesJob struct {
	build   *tablesBuild      // the build under way, nil when none
	ready   *tablesReady      // how the last tables came to be ready
	pending func(app.Context) // the last Run, Step or Compare asked for during a build
}

// tablesReady is how the last tables came to be ready, for the note.
type tablesReady struct {
	Took   time.Duration
	Loaded bool // from this browser's store, not built
	Stored bool // kept for the next visit
	Bytes  int
}

// needsTables reports whether what the page is about to run uses pattern
// databases that are not built yet; heuristics: the run compares every
// heuristic.
func (c *lab) needsTables(heuristics bool) bool {
	alg, _ := solver.AlgorithmByName(c.set.Algo)
	uses := heuristics || (alg.UsesHeuristic && c.set.Heuristic == "pdb")
	if _, err := solver.CheckHeuristic("pdb", c.set.Goal); err != nil || !uses {
		return false
	}
	return solver.CachedPatternDB(c.set.Goal) == nil
}

// withTables calls then once the goal's pattern databases are ready: read
// back from this browser's store, or built in slices between which the
// browser gets its turn (the page shows the progress), then stored. One
// build runs at a time: a request made during it is kept and carried out
// when it ends, in place of then (it may start the build of another goal's
// tables). A change made meanwhile cancels then, not the build.
func (c *lab) withTables(ctx app.Context, then func(app.Context)) {
	j := &c.tab
	if j.build != nil {
		j.pending = then
		return
	}
	goal, edits := c.set.Goal, c.edits
	j.build, j.ready = &tablesBuild{Loading: true}, nil
	ctx.Async(func() {
		began := time.Now()
		key := "tables/" + goal.String()
		ready := tablesReady{Loaded: true}
		var db *solver.PatternDB
		var err error
		if data := loadStored(key); data != nil {
			db, _ = solver.LoadPatternDB(goal, data) // unusable bytes: build anew
		}
		if db == nil {
			ready.Loaded = false
			last := time.Now()
			db, err = solver.PatternDBFor(goal, func(done, total int) {
				if time.Since(last) < sliceBudget {
					return
				}
				ctx.Emit(func() { j.build = &tablesBuild{Done: done, Total: total} })
				yieldToBrowser()
				last = time.Now()
			})
			if err == nil {
				data, _ := db.MarshalBinary()
				ready.Stored = store(key, data)
			}
		}
		ready.Took = time.Since(began)
		ctx.Emit(func() {
			next := j.pending
			j.build, j.pending = nil, nil
			if err != nil {
				c.run.message = fmt.Sprintf(c.set.Lang.t("badOptions"), err)
				return
			}
			ready.Bytes = db.Bytes()
			j.ready = &ready
			c.noteMemory()
			if next == nil && c.edits == edits && c.set.Goal == goal {
				next = then
			}
			if next != nil {
				next(ctx)
			}
		})
	})
}

// freeMemory collects the boards of the searches dropped before a new one
// grows its own. Left to the collector's pace, the next search grows the
// heap while the last one's boards still fill it: three BFS runs in a row
// on the 15-puzzle left the page holding 122, 143 and then 206 MB, and the
// browser never takes WebAssembly memory back.
func freeMemory() {
	runtime.GC()
}

// size writes a number of bytes in KB or MB with one decimal, never "0.0".
func size(bytes int) string {
	if bytes < 1<<20 {
		return fmt.Sprintf("%.1f KB", float64(bytes)/(1<<10))
	}
	return fmt.Sprintf("%.1f MB", float64(bytes)/(1<<20))
}

// took writes a duration in seconds, or in milliseconds under one.
func (l lang) took(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf(l.t("ms"), float64(d.Microseconds())/1000)
	}
	return fmt.Sprintf(l.t("seconds"), d.Seconds())
}

// tablesView shows a build's progress bar, or how the tables came to be
// ready.
func (c *lab) tablesView() app.UI {
	l := c.set.Lang
	switch {
	case c.tab.build != nil:
		b := c.tab.build
		text := l.t("tablesLoading")
		pct := 0
		if !b.Loading && b.Total > 0 {
			pct = 100 * b.Done / b.Total
			text = fmt.Sprintf(l.t("tablesBuilding"), pct)
		}
		return app.Section().ID("tables").Class("panel tables").Attr("role", "status").Body(
			app.P().ID("tables-label").Text(text),
			app.Div().ID("tables-progress").Class("bar").Attr("role", "progressbar").Aria("labelledby", "tables-label").
				Aria("valuemin", 0).Aria("valuemax", 100).Aria("valuenow", pct).
				Body(app.Div().Style("width", fmt.Sprintf("%d%%", pct))),
		)
	case c.tab.ready != nil:
		r := c.tab.ready
		text := fmt.Sprintf(l.t("tablesBuilt"), l.took(r.Took), size(r.Bytes))
		if r.Loaded {
			text = fmt.Sprintf(l.t("tablesLoaded"), l.took(r.Took))
		} else if r.Stored {
			text += " " + l.t("tablesStored")
		}
		return app.Section().Class("panel tables").Body(
			app.P().ID("tables-note").Class("desc").DataSet("seconds", fmt.Sprintf("%.3f", r.Took.Seconds())).
				DataSet("loaded", r.Loaded).Text(text))
	}
	return app.Text("")
}
