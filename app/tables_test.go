package main

import (
	"errors"
	"testing"
	"time"

	"slidelab/app/compare"
	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/solver"
)

// TestTablesTransitions: a build keeps the last action asked for during
// it and runs it at the end, or else the one it was started for unless the
// problem changed meanwhile; its progress and its failure are read from
// the server's replies.
func TestTablesTransitions(t *testing.T) {
	goal, _ := solver.Parse("3 2 1 4 5 6 7 8 9 10 11 12 13 14 15 0") // no other test holds its tables
	other := solver.Standard(4, 4)
	t0 := time.Unix(1000, 0)
	run := control{evRun, search.Stay}
	step := control{evMove, search.StepMove}
	for _, c := range []struct {
		name  string
		do    func(j *tablesModel) ui.Action // the transitions; returns what end ran
		want  ui.Action
		check func(t *testing.T, j *tablesModel)
	}{
		{"ends with what it was started for", func(j *tablesModel) ui.Action {
			return j.end(tablesReady{Bytes: 10}, nil, 0, goal, t0.Add(2*time.Second))
		}, run, func(t *testing.T, j *tablesModel) {
			if j.build != nil || j.ready == nil || j.ready.Took != 2*time.Second || j.ready.Bytes != 10 {
				t.Errorf("build %v, ready %+v", j.build, j.ready)
			}
		}},
		{"the last action asked for during it wins", func(j *tablesModel) ui.Action {
			if j.want(goal, step, 0, t0) {
				t.Errorf("a second build started during the first")
			}
			j.want(goal, compare.Ask("heuristics"), 0, t0)
			return j.end(tablesReady{}, nil, 0, goal, t0)
		}, compare.Ask("heuristics"), nil},
		{"an edit meanwhile cancels it", func(j *tablesModel) ui.Action {
			return j.end(tablesReady{}, nil, 1, goal, t0)
		}, nil, nil},
		{"another goal meanwhile cancels it", func(j *tablesModel) ui.Action {
			return j.end(tablesReady{}, nil, 0, other, t0)
		}, nil, nil},
		{"the problem changed: forgotten", func(j *tablesModel) ui.Action {
			j.want(goal, step, 0, t0)
			j.forget()
			return j.end(tablesReady{}, nil, 1, goal, t0)
		}, nil, nil},
		{"a run waits, and Stop stops it: the build goes on", func(j *tablesModel) ui.Action {
			if !j.runWaits() {
				t.Errorf("the Run that started the build does not wait")
			}
			j.dropRun()
			if j.runWaits() || j.build == nil {
				t.Errorf("after Stop: waits %v, build %v", j.runWaits(), j.build)
			}
			return j.end(tablesReady{}, nil, 0, goal, t0)
		}, nil, nil},
		{"Stop keeps a comparison asked for during the build", func(j *tablesModel) ui.Action {
			j.want(goal, compare.Ask("algorithms"), 0, t0)
			j.dropRun()
			if j.runWaits() {
				t.Errorf("a comparison said to be a run waiting")
			}
			return j.end(tablesReady{}, nil, 0, goal, t0)
		}, compare.Ask("algorithms"), nil},
		{"no run waits after an edit", func(j *tablesModel) ui.Action {
			j.forget()
			if j.runWaits() {
				t.Errorf("a run waits after the problem changed")
			}
			return nil
		}, nil, nil},
		{"a failure runs nothing", func(j *tablesModel) ui.Action {
			j.want(goal, step, 0, t0)
			return j.end(tablesReady{}, errors.New("no"), 0, goal, t0)
		}, nil, func(t *testing.T, j *tablesModel) {
			if j.build != nil || j.ready != nil || j.pending != nil {
				t.Errorf("after a failure: build %v, ready %v, pending %v", j.build, j.ready, j.pending)
			}
		}},
		{"replies: progress, then the tables", func(j *tablesModel) ui.Action {
			j.building()
			if ended, _, _ := j.take(search.Reply{Op: search.OpTables, Build: &search.TablesBuild{Done: 3, Total: 9}}); ended || j.build.Done != 3 {
				t.Errorf("progress: ended %v, build %+v", ended, j.build)
			}
			ended, ready, err := j.take(search.Reply{Op: search.OpTables, Tables: []byte{1, 2, 3}})
			if !ended || err != nil || ready.Bytes != 3 {
				t.Errorf("tables: ended %v, ready %+v, error %v", ended, ready, err)
			}
			if data, ok := search.EncodedTables.LoadAndDelete(goal); !ok || len(data.([]byte)) != 3 {
				t.Errorf("the page keeps %v", data)
			}
			next := j.end(ready, err, 0, goal, t0)
			j.take(search.Reply{Op: search.OpTables, Kept: goal.String()})
			if !j.ready.Stored {
				t.Errorf("kept, yet not said to be stored")
			}
			return next
		}, run, nil},
		{"replies: a failure, and no tables", func(j *tablesModel) ui.Action {
			if ended, _, err := j.take(search.Reply{Op: search.OpTables, Err: "worker gone"}); !ended || err == nil {
				t.Errorf("a failed build: ended %v, error %v", ended, err)
			}
			if ended, _, err := j.take(search.Reply{Op: search.OpTables}); !ended || err == nil {
				t.Errorf("a build with no tables: ended %v, error %v", ended, err)
			}
			return nil
		}, nil, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			var j tablesModel
			if !j.want(goal, run, 0, t0) || j.build == nil || !j.build.Loading {
				t.Fatalf("the first want started no build: %+v", j.build)
			}
			if got := c.do(&j); got != c.want {
				t.Errorf("ran %#v, want %#v", got, c.want)
			}
			if c.check != nil {
				c.check(t, &j)
			}
		})
	}
	if !tablesMissing(goal, true) || tablesMissing(goal, false) {
		t.Errorf("tables of an unbuilt goal: missing %v when used, %v when not", tablesMissing(goal, true), tablesMissing(goal, false))
	}
}
