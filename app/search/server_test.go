package search

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"slidelab/solver"
)

// wireServer is a Server reached as the worker is: every Request and
// Reply goes through JSON.
type wireServer struct {
	t       *testing.T
	s       *Server
	replies chan Reply
	gen     int
}

func newWireServer(t *testing.T) *wireServer {
	w := &wireServer{t: t, replies: make(chan Reply, 1000)}
	w.s = NewServer(func(r Reply) {
		data, err := json.Marshal(r)
		if err != nil {
			t.Errorf("reply %+v: %v", r, err)
		}
		var back Reply
		if err := json.Unmarshal(data, &back); err != nil {
			t.Errorf("reply %s: %v", data, err)
		}
		back.Tables = r.Tables
		w.replies <- back
	})
	go w.s.Serve()
	return w
}

// post sends req as the page does and returns its Gen.
func (w *wireServer) post(req Request) int {
	w.gen++
	req.Gen = w.gen
	data, err := json.Marshal(req)
	if err != nil {
		w.t.Fatal(err)
	}
	var back Request
	if err := json.Unmarshal(data, &back); err != nil {
		w.t.Fatal(err)
	}
	back.Tables = req.Tables
	w.s.Post(back)
	return req.Gen
}

// next waits for the next Reply.
func (w *wireServer) next() Reply {
	w.t.Helper()
	select {
	case r := <-w.replies:
		return r
	case <-time.After(time.Minute):
		w.t.Fatal("no reply in a minute")
		return Reply{}
	}
}

// board3 is a 3×3 board for the requests that need one.
var board3, _ = solver.Parse("123405678")

// spec is algo on start to the standard goal, with Manhattan distance.
func spec(t testing.TB, start, algo string) Spec {
	b, err := solver.Parse(start)
	if err != nil {
		t.Fatal(err)
	}
	return Spec{Start: b, Goal: solver.Standard(b.Width(), b.Height()), Algo: algo, Heuristic: "manhattan"}
}

// jsonOf is a snapshot as the page reads it.
func jsonOf(t *testing.T, s Snapshot) string {
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestSearchServerMoments: every Move the page makes, asked of the server
// over JSON, shows the moment a timeline of the page's own shows after the
// same Move, in full Detail; a run reports until the end.
func TestSearchServerMoments(t *testing.T) {
	for _, algo := range []string{"astar", "bfs", "idastar", "bibfs"} {
		sp := spec(t, "513824076", algo)
		w := newWireServer(t)
		w.post(Request{Op: OpCreate, Specs: []Spec{sp}})
		local, err := sp.timeline()
		if err != nil {
			t.Fatal(err)
		}
		all := DetailExplain | DetailTree | DetailQuiz | DetailExpand
		for _, m := range []Move{Stay, StepMove, StepMove, StepMove, BackMove, Seek(40), UnitMove, UnitBack, Seek(7), LatestMove, Seek(0)} {
			gen := w.post(Request{Op: OpMove, Move: m, Detail: all})
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
		gen := w.post(Request{Op: OpRun, Detail: DetailExplain})
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

// TestSearchServerStops: a Request that arrives during a run stops it
// within a slice and is answered with the moment where it stopped; no
// report of the run follows.
func TestSearchServerStops(t *testing.T) {
	sp := spec(t, "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0", "bfs")
	sp.Goal = solver.Spiral(4, 4) // far from the start: BFS runs into its budget
	w := newWireServer(t)
	w.post(Request{Op: OpCreate, Specs: []Spec{sp}})
	run := w.post(Request{Op: OpRun})
	if r := w.next(); r.Gen != run || r.Snap == nil || r.Snap.Outcome != solver.Running {
		t.Fatalf("the run's first report: %+v", r)
	}
	pause := w.post(Request{Op: OpDetail, Detail: DetailExplain})
	var paused Reply
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
	step := w.post(Request{Op: OpMove, Move: StepMove})
	if r := w.next(); r.Gen != step || r.Snap.At != paused.Snap.At+1 {
		t.Errorf("a step after the pause: %+v, want moment %d", r, paused.Snap.At+1)
	}
}

// TestSearchServerRefuses: requests that cannot be carried out are
// answered with why, and the server goes on serving.
func TestSearchServerRefuses(t *testing.T) {
	w := newWireServer(t)
	for _, c := range []struct {
		req  Request
		want string
	}{
		{Request{Op: OpMove, Move: StepMove}, "no search to move"},
		{Request{Op: OpRun}, "no search to run"},
		{Request{Op: OpCreate, Specs: []Spec{{Start: board3, Goal: solver.Standard(4, 4), Algo: "astar", Heuristic: "manhattan"}}}, "the start is 3×3 but the goal is 4×4"},
		{Request{Op: OpRun}, "the start is 3×3 but the goal is 4×4"}, // the page asks on before it hears
		{Request{Op: OpCreate, Specs: []Spec{{Start: board3, Goal: solver.Standard(3, 3), Algo: "astar", Heuristic: "nonsense"}}}, `unknown heuristic "nonsense"`},
		{Request{Op: OpCreate, Specs: []Spec{{Start: board3, Goal: solver.Standard(3, 3), Algo: "sideways", Heuristic: "manhattan"}}}, "unknown algorithm"},
		{Request{Op: OpCreate}, "a search needs a spec"},
		{Request{Op: OpCreate, Specs: slices.Repeat([]Spec{spec(t, "123405678", "bfs")}, 5)}, "a race has 2 to 4 lanes, not 5"},
		{Request{Op: OpCreate, Specs: []Spec{spec(t, "123405678", "astar"), spec(t, "123405678", "bfs")}, Clock: "sundial"}, `unknown clock "sundial"`},
		{Request{Op: OpCreate, Specs: []Spec{spec(t, "123405678", "bfs"), {Start: board3, Goal: solver.Standard(3, 3), Algo: "astar", Heuristic: "nonsense"}}}, `lane 2 (astar): unknown heuristic "nonsense"`},
		{Request{Op: OpCreate, Specs: []Spec{spec(t, "123405678", "astar")}}, ""},
		{Request{Op: OpMove, Move: Move{By: "sideways"}}, `unknown move "sideways"`},
		{Request{Op: "dance"}, `unknown request "dance"`},
		{Request{Op: OpMove, Move: StepMove}, ""},
	} {
		gen := w.post(c.req)
		if c.want == "" && c.req.Op == OpCreate {
			continue // a search created is not answered
		}
		r := w.next()
		if r.Gen != gen || !strings.Contains(r.Err, c.want) || (c.want == "") != (r.Snap != nil) {
			t.Errorf("%+v: reply %+v, want an error with %q", c.req, r, c.want)
		}
	}
}

// TestSearchServerSample: a sample is a moment of the server's own small
// search with every Detail the page's panels draw, answered with or
// without a search of the page's, which it leaves where it was.
func TestSearchServerSample(t *testing.T) {
	w := newWireServer(t)
	check := func(when string) {
		t.Helper()
		gen := w.post(Request{Op: OpSample})
		r := w.next()
		s := r.Snap
		switch {
		case r.Op != OpSample || r.Gen != gen || r.Err != "" || s == nil:
			t.Fatalf("%s: reply %+v", when, r)
		case s.At != 3 || len(s.Frontier) == 0 || len(s.Chart.Points) == 0:
			t.Errorf("%s: moment %d, %d boards open, chart of %d points", when, s.At, len(s.Frontier), len(s.Chart.Points))
		case s.Explain == nil || s.Tree == nil || s.Quiz == nil:
			t.Errorf("%s: explanation %v, tree %v, quiz %v; want all three", when, s.Explain != nil, s.Tree != nil, s.Quiz != nil)
		}
	}
	check("before any search")
	w.post(Request{Op: OpCreate, Specs: []Spec{spec(t, "123405678", "bfs")}})
	w.post(Request{Op: OpMove, Move: Seek(5)})
	if r := w.next(); r.Snap == nil || r.Snap.At != 5 {
		t.Fatalf("seek 5: %+v", r)
	}
	check("during a search")
	w.post(Request{Op: OpMove, Move: Stay})
	if r := w.next(); r.Op == OpSample || r.Snap == nil || r.Snap.At != 5 {
		t.Errorf("after the sample the search shows %+v, want moment 5", r.Snap)
	}
}

// TestSearchServerCompare: a comparison answers with one run per spec, in
// order, the last marked, each as the solver finds it alone with its
// comparison budget; a request that arrives stops it between slices; a run
// it cannot start is answered with why, and the others run.
func TestSearchServerCompare(t *testing.T) {
	var algorithms, heuristics []Spec
	for _, a := range solver.Algorithms {
		algorithms = append(algorithms, spec(t, "867254301", a.Name))
	}
	for _, h := range solver.Heuristics {
		sp := spec(t, "867254301", "astar")
		sp.Heuristic = h.Name
		heuristics = append(heuristics, sp)
	}
	for _, specs := range [][]Spec{algorithms, heuristics} {
		w := newWireServer(t)
		gen := w.post(Request{Op: OpCompare, Specs: specs})
		for i, sp := range specs {
			r := w.next()
			c := r.Run
			if r.Gen != gen || c == nil || c.Index != i || c.Last != (i == len(specs)-1) || c.Err != "" {
				t.Fatalf("reply %d: %+v, run %+v", i, r, c)
			}
			o, err := sp.options()
			if err != nil {
				t.Fatal(err)
			}
			o.MaxExpanded = CompareBudget(sp.Algorithm(), o.MaxExpanded, sp.Goal)
			alone, err := solver.Solve(sp.Algo, solver.Problem{Start: sp.Start, Goal: sp.Goal}, o)
			if err != nil {
				t.Fatal(err)
			}
			if c.Outcome != alone.Outcome || c.Expanded != alone.Stats.Expanded || c.MaxOpen != alone.Stats.MaxOpen || c.Length != len(alone.Path) {
				t.Errorf("%s, %s: %+v; alone: %v, %d expanded, %d open at most, %d moves", sp.Algo, sp.Heuristic,
					c, alone.Outcome, alone.Stats.Expanded, alone.Stats.MaxOpen, len(alone.Path))
			}
		}
	}

	w := newWireServer(t)
	long := spec(t, "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0", "bfs")
	long.Goal = solver.Spiral(4, 4) // BFS runs long
	w.post(Request{Op: OpCompare, Specs: []Spec{long, long}})
	time.Sleep(50 * time.Millisecond)
	drop := w.post(Request{Op: OpDrop})
	select {
	case r := <-w.replies:
		t.Errorf("a comparison stopped at once replied %+v", r)
	case <-time.After(300 * time.Millisecond):
	}
	bad := spec(t, "123405678", "astar")
	bad.Heuristic = "nonsense"
	gen := w.post(Request{Op: OpCompare, Specs: []Spec{bad, spec(t, "123405678", "bfs")}})
	if r := w.next(); r.Gen != gen || r.Gen <= drop || r.Run == nil || !strings.Contains(r.Run.Err, `unknown heuristic "nonsense"`) {
		t.Errorf("a run with a bad heuristic: reply %+v, run %+v", r, r.Run)
	}
	if r := w.next(); r.Gen != gen || r.Run == nil || r.Run.Err != "" || r.Run.Outcome != solver.Solved || !r.Run.Last {
		t.Errorf("the run after it: reply %+v, run %+v", r, r.Run)
	}
}

// TestSearchServerTables: a build reports its progress, then answers with
// the tables, which load; a build it cannot start is answered with why.
func TestSearchServerTables(t *testing.T) {
	w := newWireServer(t)
	goal, _ := solver.Parse("2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0") // a goal no other test builds
	gen := w.post(Request{Op: OpTables, Goal: goal})
	done := -1
	for {
		r := w.next()
		if r.Op != OpTables || r.Gen != gen || r.Err != "" {
			t.Fatalf("reply %+v", r)
		}
		if r.Build == nil {
			if done < 0 {
				t.Errorf("a 15-puzzle's build reported no progress")
			}
			if _, err := solver.LoadPatternDB(goal, r.Tables); err != nil {
				t.Errorf("the tables sent do not load: %v", err)
			}
			break
		}
		if r.Build.Done < done || r.Build.Done > r.Build.Total {
			t.Errorf("progress %d of %d after %d", r.Build.Done, r.Build.Total, done)
		}
		done = r.Build.Done
	}
	gen = w.post(Request{Op: OpTables})
	if r := w.next(); r.Op != OpTables || r.Gen != gen || r.Err == "" || r.Tables != nil {
		t.Errorf("a build of no goal: %+v", r)
	}
}

// BenchmarkReportDecode: the page's work to read one report of a long
// search (IDA* on a 15-puzzle, 200,000 moments in, with its explanation).
func BenchmarkReportDecode(b *testing.B) {
	start, _ := solver.Parse("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3")
	goal, _ := solver.ParseGoal("blank-first", 4, 4)
	tl, err := Spec{Start: start, Goal: goal, Algo: "idastar", Heuristic: "manhattan"}.timeline()
	if err != nil {
		b.Fatal(err)
	}
	tl.Step(200000)
	s := takeSnapshot(tl, DetailExplain)
	data, err := json.Marshal(Reply{Gen: 1, Op: OpRun, Snap: &s})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		var r Reply
		if err := json.Unmarshal(data, &r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "bytes")
}
