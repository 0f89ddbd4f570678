package main

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"slidelab/solver"
)

// wireServer is a searchServer reached as the worker is: every request and
// reply goes through JSON.
type wireServer struct {
	t       *testing.T
	s       *searchServer
	replies chan reply
	gen     int
}

func newWireServer(t *testing.T) *wireServer {
	w := &wireServer{t: t, replies: make(chan reply, 1000)}
	w.s = newSearchServer(func(r reply) {
		data, err := json.Marshal(r)
		if err != nil {
			t.Errorf("reply %+v: %v", r, err)
		}
		var back reply
		if err := json.Unmarshal(data, &back); err != nil {
			t.Errorf("reply %s: %v", data, err)
		}
		back.Tables = r.Tables
		w.replies <- back
	})
	go w.s.serve()
	return w
}

// post sends req as the page does and returns its Gen.
func (w *wireServer) post(req request) int {
	w.gen++
	req.Gen = w.gen
	data, err := json.Marshal(req)
	if err != nil {
		w.t.Fatal(err)
	}
	var back request
	if err := json.Unmarshal(data, &back); err != nil {
		w.t.Fatal(err)
	}
	back.Tables = req.Tables
	w.s.post(back)
	return req.Gen
}

// next waits for the next reply.
func (w *wireServer) next() reply {
	w.t.Helper()
	select {
	case r := <-w.replies:
		return r
	case <-time.After(time.Minute):
		w.t.Fatal("no reply in a minute")
		return reply{}
	}
}

// jsonOf is a snapshot as the page reads it.
func jsonOf(t *testing.T, s snapshot) string {
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestSearchServerMoments: every move the page makes, asked of the server
// over JSON, shows the moment a timeline of the page's own shows after the
// same move, in full detail; a run reports until the end.
func TestSearchServerMoments(t *testing.T) {
	for _, algo := range []string{"astar", "bfs", "idastar", "bibfs"} {
		set := defaultSettings()
		set.Start, _ = solver.Parse("513824076")
		set.Algo = algo
		w := newWireServer(t)
		w.post(request{Op: opCreate, Query: set.query().Encode()})
		local, err := newTimeline(set)
		if err != nil {
			t.Fatal(err)
		}
		all := detailExplain | detailTree | detailQuiz
		for _, m := range []move{stayMove, stepMove, stepMove, stepMove, backMove, seekMove(40), unitMove, unitBack, seekMove(7), latestMove, seekMove(0)} {
			gen := w.post(request{Op: opMove, Move: m, Detail: all})
			got := w.next()
			if err := m.apply(local); err != nil {
				t.Fatal(err)
			}
			want := takeSnapshot(local, all)
			if got.Gen != gen || got.Snap == nil || got.Err != "" {
				t.Fatalf("%s, %+v: reply %+v", algo, m, got)
			}
			if got.Memory == 0 {
				t.Errorf("%s: the reply says no memory is held", algo)
			}
			got.Snap.Elapsed, want.Elapsed = 0, 0 // each timeline's own time
			if g, w := jsonOf(t, *got.Snap), jsonOf(t, want); g != w {
				t.Errorf("%s after %+v:\n got %.400s\nwant %.400s", algo, m, g, w)
			}
		}
		gen := w.post(request{Op: opRun, Detail: detailExplain})
		for {
			r := w.next()
			if r.Gen != gen || r.Snap == nil {
				t.Fatalf("%s run: reply %+v", algo, r)
			}
			if r.Snap.Outcome != solver.Running {
				if r.Snap.Outcome != solver.Solved || len(r.Snap.Path) != 16 || r.Snap.Explain == nil {
					t.Errorf("%s run ended %v with %d moves, explanation %v", algo, r.Snap.Outcome, len(r.Snap.Path), r.Snap.Explain)
				}
				break
			}
		}
	}
}

// TestSearchServerStops: a request that arrives during a run stops it
// within a slice and is answered with the moment where it stopped; no
// report of the run follows.
func TestSearchServerStops(t *testing.T) {
	set := defaultSettings()
	set.Start, _ = solver.Parse("1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0")
	set.Goal = solver.Spiral(4, 4) // far from the start: BFS runs into its budget
	set.Algo = "bfs"
	w := newWireServer(t)
	w.post(request{Op: opCreate, Query: set.query().Encode()})
	run := w.post(request{Op: opRun})
	if r := w.next(); r.Gen != run || r.Snap == nil || r.Snap.Outcome != solver.Running {
		t.Fatalf("the run's first report: %+v", r)
	}
	pause := w.post(request{Op: opDetail, Detail: detailExplain})
	var paused reply
	for paused.Gen != pause {
		paused = w.next()
		if paused.Gen != run && paused.Gen != pause {
			t.Fatalf("reply %+v during the pause", paused)
		}
	}
	if paused.Snap == nil || paused.Snap.Outcome != solver.Running || paused.Snap.Explain == nil || paused.Snap.At != paused.Snap.Latest {
		t.Fatalf("paused: %+v", paused.Snap)
	}
	select {
	case r := <-w.replies:
		t.Errorf("a reply after the pause's: %+v", r)
	case <-time.After(200 * time.Millisecond):
	}
	step := w.post(request{Op: opMove, Move: stepMove})
	if r := w.next(); r.Gen != step || r.Snap.At != paused.Snap.At+1 {
		t.Errorf("a step after the pause: %+v, want moment %d", r, paused.Snap.At+1)
	}
}

// TestSearchServerRefuses: requests that cannot be carried out are
// answered with why, and the server goes on serving.
func TestSearchServerRefuses(t *testing.T) {
	w := newWireServer(t)
	for _, c := range []struct {
		req  request
		want string
	}{
		{request{Op: opMove, Move: stepMove}, "no search to move"},
		{request{Op: opRun}, "no search to run"},
		{request{Op: opCreate, Query: "start=1234&goal=standard"}, "start: cell 4: tile 4"},
		{request{Op: opRun}, "start: cell 4: tile 4"}, // the page asks on before it hears
		{request{Op: opCreate, Query: "%zz"}, "invalid URL escape"},
		{request{Op: opCreate, Query: "start=123405678&algo=astar"}, ""},
		{request{Op: opMove, Move: move{By: "sideways"}}, `unknown move "sideways"`},
		{request{Op: "dance"}, `unknown request "dance"`},
		{request{Op: opMove, Move: stepMove}, ""},
	} {
		gen := w.post(c.req)
		if c.want == "" && c.req.Op == opCreate {
			continue // a search created is not answered
		}
		r := w.next()
		if r.Gen != gen || !strings.Contains(r.Err, c.want) || (c.want == "") != (r.Snap != nil) {
			t.Errorf("%+v: reply %+v, want an error with %q", c.req, r, c.want)
		}
	}
}

// TestSearchServerSample: a sample is a moment of the server's own small
// search with every detail the page's panels draw, answered with or
// without a search of the page's, which it leaves where it was.
func TestSearchServerSample(t *testing.T) {
	w := newWireServer(t)
	check := func(when string) {
		t.Helper()
		gen := w.post(request{Op: opSample})
		r := w.next()
		s := r.Snap
		switch {
		case r.Op != opSample || r.Gen != gen || r.Err != "" || s == nil:
			t.Fatalf("%s: reply %+v", when, r)
		case s.At != 3 || len(s.Frontier) == 0 || len(s.Chart.Points) == 0:
			t.Errorf("%s: moment %d, %d boards open, chart of %d points", when, s.At, len(s.Frontier), len(s.Chart.Points))
		case s.Explain == nil || s.Tree == nil || s.Quiz == nil:
			t.Errorf("%s: explanation %v, tree %v, quiz %v; want all three", when, s.Explain != nil, s.Tree != nil, s.Quiz != nil)
		}
	}
	check("before any search")
	set := defaultSettings()
	set.Algo = "bfs"
	w.post(request{Op: opCreate, Query: set.query().Encode()})
	w.post(request{Op: opMove, Move: seekMove(5)})
	if r := w.next(); r.Snap == nil || r.Snap.At != 5 {
		t.Fatalf("seek 5: %+v", r)
	}
	check("during a search")
	w.post(request{Op: opMove, Move: stayMove})
	if r := w.next(); r.Op == opSample || r.Snap == nil || r.Snap.At != 5 {
		t.Errorf("after the sample the search shows %+v, want moment 5", r.Snap)
	}
}

// TestSearchServerCompare: a comparison answers with one run per entry, in
// order, the last marked, each as the solver finds it alone; a request
// that arrives stops it between slices; a comparison it cannot run is
// answered with why.
func TestSearchServerCompare(t *testing.T) {
	set := defaultSettings()
	set.Start, _ = solver.Parse("867254301")
	for _, what := range []string{"algorithms", "heuristics"} {
		entries, err := compareEntries(set, what)
		if err != nil {
			t.Fatal(err)
		}
		w := newWireServer(t)
		gen := w.post(request{Op: opCompare, Compare: what, Query: set.query().Encode()})
		for i, e := range entries {
			r := w.next()
			c := r.Run
			if r.Gen != gen || c == nil || c.Index != i || c.Last != (i == len(entries)-1) || c.Err != "" {
				t.Fatalf("%s: reply %d: %+v, run %+v", what, i, r, c)
			}
			o := e.opts
			o.MaxExpanded = compareBudget(e.row.Algo, o.MaxExpanded, set.Goal)
			if err := o.SetHeuristic(e.heuristic, set.Goal); err != nil {
				t.Fatal(err)
			}
			alone, err := solver.Solve(e.row.Algo.Name, solver.Problem{Start: set.Start, Goal: set.Goal}, o)
			if err != nil {
				t.Fatal(err)
			}
			if c.Outcome != alone.Outcome || c.Expanded != alone.Stats.Expanded || c.MaxOpen != alone.Stats.MaxOpen || c.Length != len(alone.Path) {
				t.Errorf("%s, %s: %+v; alone: %v, %d expanded, %d open at most, %d moves", what, e.row.label(english),
					c, alone.Outcome, alone.Stats.Expanded, alone.Stats.MaxOpen, len(alone.Path))
			}
		}
	}

	w := newWireServer(t)
	set.Start, _ = solver.Parse("1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0")
	set.Goal = solver.Spiral(4, 4) // BFS, first, runs long
	w.post(request{Op: opCompare, Compare: "algorithms", Query: set.query().Encode()})
	time.Sleep(50 * time.Millisecond)
	drop := w.post(request{Op: opDrop})
	select {
	case r := <-w.replies:
		t.Errorf("a comparison stopped at once replied %+v", r)
	case <-time.After(300 * time.Millisecond):
	}
	for _, c := range []struct {
		req  request
		want string
	}{
		{request{Op: opCompare, Compare: "everything", Query: set.query().Encode()}, `unknown comparison "everything"`},
		{request{Op: opCompare, Compare: "algorithms", Query: "start=1234"}, "start: cell 4: tile 4"},
	} {
		gen := w.post(c.req)
		if r := w.next(); r.Gen != gen || r.Gen <= drop || !strings.Contains(r.Err, c.want) || r.Run != nil {
			t.Errorf("%+v: reply %+v, want an error with %q", c.req, r, c.want)
		}
	}
}

// TestSearchServerTables: a build reports its progress, then answers with
// the tables, which load; a build it cannot start is answered with why.
func TestSearchServerTables(t *testing.T) {
	w := newWireServer(t)
	set := defaultSettings()
	set.Algo, set.Heuristic = "idastar", "pdb"
	set.Goal, _ = solver.Parse("2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0") // a goal no other test builds
	set.Start = set.Goal
	gen := w.post(request{Op: opTables, Query: set.query().Encode()})
	done := -1
	for {
		r := w.next()
		if r.Op != opTables || r.Gen != gen || r.Err != "" {
			t.Fatalf("reply %+v", r)
		}
		if r.Build == nil {
			if done < 0 {
				t.Errorf("a 15-puzzle's build reported no progress")
			}
			if _, err := solver.LoadPatternDB(set.Goal, r.Tables); err != nil {
				t.Errorf("the tables sent do not load: %v", err)
			}
			break
		}
		if r.Build.Done < done || r.Build.Done > r.Build.Total {
			t.Errorf("progress %d of %d after %d", r.Build.Done, r.Build.Total, done)
		}
		done = r.Build.Done
	}
	gen = w.post(request{Op: opTables, Query: "goal=nonsense"})
	if r := w.next(); r.Op != opTables || r.Gen != gen || r.Err == "" || r.Tables != nil {
		t.Errorf("a build of no goal: %+v", r)
	}
}

// BenchmarkReportDecode: the page's work to read one report of a long
// search (IDA* on a 15-puzzle, 200,000 moments in, with its explanation).
func BenchmarkReportDecode(b *testing.B) {
	tl, err := createTimeline(request{Query: "algo=idastar&h=manhattan&goal=blank-first&start=14+13+15+7+11+12+9+5+6+0+2+1+4+8+10+3"})
	if err != nil {
		b.Fatal(err)
	}
	tl.Step(200000)
	s := takeSnapshot(tl, detailExplain)
	data, err := json.Marshal(reply{Gen: 1, Op: opRun, Snap: &s})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		var r reply
		if err := json.Unmarshal(data, &r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "bytes")
}
