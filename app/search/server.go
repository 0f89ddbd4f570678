package search

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"slidelab/solver"
)

// The search the page shows runs in a Web Worker (port.go), so that
// no search can freeze the page: the page sends requests and renders the
// replies. The worker is the page's own app.wasm started in worker mode
// (main_wasm.go), so a visit downloads nothing more. The worker's side is
// a Server: it owns the timeline and handles one Request at a time;
// any Request that arrives stops a run under way within a slice.

// Server handles requests in the order they arrive, on the goroutine
// that calls serve; post may be called from any goroutine.
type Server struct {
	send   func(Reply)
	tl     cursor // the search, or the race
	failed error  // why the last search could not be created

	mu    sync.Mutex
	queue []queued
	wake  chan struct{}
	loop  Cancel       // the Request under way's
	wants atomic.Int32 // the details a run's reports carry
}

// queued is a Request waiting, with the flag that stops it.
type queued struct {
	req  Request
	stop *atomic.Bool
}

func NewServer(send func(Reply)) *Server {
	return &Server{send: send, wake: make(chan struct{}, 1)}
}

// Post queues req and stops the Request under way: a run ends within a
// slice. OpWants takes effect at once instead.
func (s *Server) Post(req Request) {
	if req.Op == OpWants {
		s.wants.Store(int32(req.Detail))
		return
	}
	s.mu.Lock()
	s.queue = append(s.queue, queued{req: req, stop: s.loop.Renew()})
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Serve handles the requests posted, forever.
func (s *Server) Serve() {
	for range s.wake {
		for {
			s.mu.Lock()
			if len(s.queue) == 0 {
				s.mu.Unlock()
				break
			}
			q := s.queue[0]
			s.queue = s.queue[1:]
			s.mu.Unlock()
			s.handle(q.req, q.stop)
		}
	}
}

// handle carries out one request.
func (s *Server) handle(req Request, stop *atomic.Bool) {
	send := func(r Reply) {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		r.Gen, r.Memory, r.Op = req.Gen, m.Sys, req.Op
		s.send(r)
	}
	answer := func(snap *Snapshot, err error) {
		r := Reply{Snap: snap}
		if err != nil {
			r.Err = err.Error()
		}
		send(r)
	}
	moment := func(d Detail) { // the cursor's moment, for the requests that need a search
		if s.tl == nil {
			err := s.failed // the page asks on before it hears
			if err == nil {
				err = fmt.Errorf("no search to %s", req.Op)
			}
			answer(nil, err)
			return
		}
		snap := snapshotOf(s.tl, d)
		answer(&snap, nil)
	}
	switch req.Op {
	case OpCreate:
		s.tl = nil
		freeMemory()
		if s.tl, s.failed = createTimeline(req); s.failed != nil {
			answer(nil, s.failed)
		}
	case OpDrop:
		s.tl, s.failed = nil, nil
	case OpMove:
		if s.tl != nil {
			if err := req.Move.apply(s.tl); err != nil {
				answer(nil, err)
				return
			}
		}
		moment(req.Detail)
	case OpDetail:
		moment(req.Detail)
	case OpRun:
		if s.tl == nil {
			moment(0)
			return
		}
		s.wants.Store(int32(req.Detail))
		runSearch(s.tl, req.Speed, stop, &s.wants, func(snap Snapshot) { answer(&snap, nil) })
	case OpSample:
		tl, err := sampleSpec.timeline()
		if err == nil {
			tl.Step(3)
			snap := takeSnapshot(tl, DetailExplain|DetailTree|DetailQuiz)
			answer(&snap, nil)
			return
		}
		answer(nil, err)
	case OpCompare, OpSolve:
		if err := loadTables(req); err != nil {
			answer(nil, err)
			return
		}
		budget := CompareBudget
		if req.Op == OpSolve {
			budget = RunBudget
		}
		runCompare(req.Specs, budget, stop, func(c Compared) {
			if req.Op == OpCompare { // a comparison shows lengths, not paths
				c.Path = nil
			}
			send(Reply{Run: &c})
		})
	case OpTables:
		data, err := buildTables(req.Goal, func(done, total int) { send(Reply{Build: &TablesBuild{Done: done, Total: total}}) })
		if err != nil {
			answer(nil, err)
			return
		}
		send(Reply{Tables: data})
		// Kept for the next visit by the server, not the page: putting
		// the tables in the Cache API holds the thread that does it for
		// several frames, and on the page's thread that delayed the first
		// search's first frames.
		go func() {
			if Store(TablesKey(req.Goal), data) {
				send(Reply{Kept: req.Goal.String()})
			}
		}()
	case OpAudit:
		a, err := runAudit(req, stop, func(a Audited) { send(Reply{Audit: &a}) })
		if err != nil {
			answer(nil, err)
			return
		}
		send(Reply{Audit: &a})
	default:
		answer(nil, fmt.Errorf("unknown request %q", req.Op))
	}
}

// runAudit checks req's spec's heuristic (OpAudit): against every board up
// to 9 cells, on samples above (with the pattern databases req carries, if
// any, as a lower bound), giving the browser its
// turn every slice and reporting the progress as a run does; a request
// that arrives stops it.
func runAudit(req Request, stop *atomic.Bool, progress func(Audited)) (Audited, error) {
	if len(req.Specs) == 0 {
		return Audited{}, fmt.Errorf("a check needs a spec")
	}
	if err := loadTables(req); err != nil {
		return Audited{}, err
	}
	sp := req.Specs[0]
	if err := CheckHeuristic(sp.Heuristic, sp.Formula, sp.Goal); err != nil {
		return Audited{}, err
	}
	t0 := time.Now()
	var slice, reported time.Time
	if _, err := NewHeuristic(sp.Heuristic, sp.Formula, sp.Goal); err != nil { // builds the pattern databases it reads, once
		return Audited{}, err
	}
	newH := func() solver.Heuristic {
		h, _ := NewHeuristic(sp.Heuristic, sp.Formula, sp.Goal) // built above
		return h
	}
	step := func(done, total int) bool {
		if time.Since(slice) < sliceBudget {
			return true
		}
		if time.Since(reported) >= ReportEvery {
			progress(Audited{Done: done, Total: total})
			reported = time.Now()
		}
		YieldToBrowser()
		slice = time.Now()
		return !stop.Load()
	}
	if sp.Goal.Len() > solver.MaxExactCells {
		s, err := solver.AuditSampled(newH, sp.Goal, step)
		return Audited{Sampled: &s, Elapsed: time.Since(t0)}, err
	}
	a, err := solver.AuditHeuristic(newH, sp.Goal, step)
	return Audited{Result: &a, Elapsed: time.Since(t0)}, err
}

// createTimeline starts the search req describes, with the tables it
// carries: its one spec's, or the race of its specs.
func createTimeline(req Request) (cursor, error) {
	if len(req.Specs) == 0 {
		return nil, fmt.Errorf("a search needs a spec")
	}
	if err := loadTables(req); err != nil {
		return nil, err
	}
	if len(req.Specs) > 1 {
		if r, err := newRace(req.Specs, req.Clock); err == nil {
			return r, nil
		} else {
			return nil, err
		}
	}
	tl, err := req.Specs[0].timeline() // the solver checks what the page checked (Spec.Check)
	if err != nil {
		return nil, err // not a nil *Timeline in a cursor
	}
	return tl, nil
}

// loadTables loads the pattern databases req carries for its specs' goal,
// unless the server holds them already.
func loadTables(req Request) error {
	if req.Tables == nil || len(req.Specs) == 0 {
		return nil
	}
	goal := req.Specs[0].Goal
	if solver.CachedPatternDB(goal) != nil {
		return nil
	}
	_, err := solver.LoadPatternDB(goal, req.Tables)
	return err
}

// buildTables builds the pattern databases of goal and returns them
// encoded, giving the browser its turn every slice (in a worker, the page's
// messages come in then, and wait for the build; on the page's thread, the
// page draws) and reporting the progress as often as a run reports: each
// report is a render of the page, and ten a second move the bar smoothly
// (it slides). A build cannot be stopped: the next search needs it.
func buildTables(goal solver.Board, progress func(done, total int)) ([]byte, error) {
	var slice, reported time.Time
	db, err := solver.PatternDBFor(goal, func(done, total int) {
		if time.Since(slice) < sliceBudget {
			return
		}
		if time.Since(reported) >= ReportEvery {
			progress(done, total)
			reported = time.Now()
		}
		YieldToBrowser()
		slice = time.Now()
	})
	if err != nil {
		return nil, err
	}
	return db.MarshalBinary()
}

// sampleSpec is OpSample's search: A* on the 8-puzzle, three moments in,
// where the open list, the chart, the tree and the quiz all have something
// to show.
var sampleSpec = func() Spec {
	start, _ := solver.Parse("123405678")
	return Spec{Start: start, Goal: solver.Standard(3, 3), Algo: "astar", Heuristic: "manhattan"}
}()
