package main

import (
	"errors"
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/solver"
)

// tablesJob is the pattern-database build: one at a time, with the last
// request made during it.
type tablesJob struct {
	build   *search.TablesBuild // the build under way, nil when none
	ready   *tablesReady        // how the last tables came to be ready
	pending func(app.Context)   // the last Run, Step or Compare asked for during a build
	then    func(app.Context)   // what the build under way was started for
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

// pageTables reports whether the page's memory holds goal's pattern
// databases, decoding the bytes it keeps the first time it is asked.
func pageTables(goal solver.Board) bool {
	if solver.CachedPatternDB(goal) != nil {
		return true
	}
	data, ok := search.EncodedTables.Load(goal)
	if !ok {
		return false
	}
	_, err := solver.LoadPatternDB(goal, data.([]byte))
	return err == nil
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
	_, held := search.EncodedTables.Load(c.set.Goal)
	return !held && solver.CachedPatternDB(c.set.Goal) == nil
}

// withTables calls then once the goal's pattern databases are ready: read
// back from this browser's store (checked, not decoded), or built by the
// search server (in the search worker, where the page keeps drawing; the
// page shows the progress), then stored while then runs. One build
// runs at a time: a request made during it is kept and carried out when it
// ends, in place of then (it may start the build of another goal's
// tables). A change made meanwhile cancels then, not the build.
func (c *lab) withTables(ctx app.Context, then func(app.Context)) {
	j := &c.tab
	if j.build != nil {
		j.pending = then
		return
	}
	j.build, j.ready = &search.TablesBuild{Loading: true}, nil
	j.then, j.goal, j.edits, j.began = then, c.set.Goal, c.edits, time.Now()
	goal := j.goal
	ctx.Async(func() {
		if data := search.LoadStored(search.TablesKey(goal)); data != nil && solver.CheckPatternDB(goal, data) == nil { // unusable bytes: build anew
			search.EncodedTables.Store(goal, data)
			ctx.Emit(func() { c.tablesDone(ctx, tablesReady{Loaded: true, Bytes: len(data)}, nil) })
			return
		}
		ctx.Emit(func() {
			j.build = &search.TablesBuild{}
			c.run.port.Post(search.Request{Op: search.OpTables, Goal: goal})
		})
	})
}

// tablesReply takes the search server's report of the build: its
// progress, or the tables, which the page keeps; what waited for them runs
// at once (the server holds them). Then the server stores them (Kept).
func (c *lab) tablesReply(ctx app.Context, rep search.Reply) {
	j := &c.tab
	switch {
	case rep.Kept != "":
		if j.ready != nil && j.goal.String() == rep.Kept {
			j.ready.Stored = true
		}
	case j.build == nil:
	case rep.Err != "":
		c.tablesDone(ctx, tablesReady{}, errors.New(rep.Err))
	case rep.Build != nil:
		j.build = rep.Build
	case len(rep.Tables) == 0:
		c.tablesDone(ctx, tablesReady{}, errors.New("the search server sent no tables"))
	default:
		c.run.port.HoldsTables(j.goal)
		search.EncodedTables.Store(j.goal, rep.Tables)
		c.tablesDone(ctx, tablesReady{Bytes: len(rep.Tables)}, nil)
	}
}

// tablesDone ends the build: the request kept during it, or else the one
// it was started for, runs now.
func (c *lab) tablesDone(ctx app.Context, ready tablesReady, err error) {
	j := &c.tab
	next := j.pending
	j.build, j.pending = nil, nil
	if err != nil {
		c.run.message = fmt.Sprintf(c.set.Lang.t("badOptions"), c.set.Lang.errText(err))
		return
	}
	ready.Took = time.Since(j.began)
	j.ready = &ready
	c.noteMemory()
	if next == nil && c.edits == j.edits && c.set.Goal == j.goal {
		next = j.then
	}
	if next != nil {
		next(ctx)
	}
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
			text += l.sep() + l.t("tablesStored")
		}
		return app.Section().Class("panel tables").Body(
			app.P().ID("tables-note").Class("desc").DataSet("seconds", fmt.Sprintf("%.3f", r.Took.Seconds())).
				DataSet("loaded", r.Loaded).Text(text))
	}
	return app.Text("")
}
