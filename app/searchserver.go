package main

import (
	"fmt"
	"net/url"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"slidelab/solver"
)

// The search the page shows runs in a Web Worker (searchport.go), so that
// no search can freeze the page: the page sends requests and renders the
// replies. The worker is the page's own app.wasm started in worker mode
// (main_wasm.go), so a visit downloads nothing more. The worker's side is
// a searchServer: it owns the timeline and handles one request at a time;
// any request that arrives stops a run under way within a slice.

// searchServer handles requests in the order they arrive, on the goroutine
// that calls serve; post may be called from any goroutine.
type searchServer struct {
	send   func(reply)
	tl     *solver.Timeline
	failed error // why the last search could not be created

	mu    sync.Mutex
	queue []queued
	wake  chan struct{}
	loop  cancel       // the request under way's
	wants atomic.Int32 // the details a run's reports carry
}

// queued is a request waiting, with the flag that stops it.
type queued struct {
	req  request
	stop *atomic.Bool
}

func newSearchServer(send func(reply)) *searchServer {
	return &searchServer{send: send, wake: make(chan struct{}, 1)}
}

// post queues req and stops the request under way: a run ends within a
// slice. opWants takes effect at once instead.
func (s *searchServer) post(req request) {
	if req.Op == opWants {
		s.wants.Store(int32(req.Detail))
		return
	}
	s.mu.Lock()
	s.queue = append(s.queue, queued{req: req, stop: s.loop.renew()})
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// serve handles the requests posted, forever.
func (s *searchServer) serve() {
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
func (s *searchServer) handle(req request, stop *atomic.Bool) {
	send := func(r reply) {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		r.Gen, r.Memory, r.Op = req.Gen, m.Sys, req.Op
		s.send(r)
	}
	answer := func(snap *snapshot, err error) {
		r := reply{Snap: snap}
		if err != nil {
			r.Err = err.Error()
		}
		send(r)
	}
	if req.Op == opSample {
		tl, err := sampleTimeline()
		if err != nil {
			answer(nil, err)
			return
		}
		snap := takeSnapshot(tl, detailExplain|detailTree|detailQuiz)
		answer(&snap, nil)
		return
	}
	if req.Op == opCompare {
		if err := compare(req, stop, func(c compared) { send(reply{Run: &c}) }); err != nil {
			answer(nil, err)
		}
		return
	}
	if req.Op == opTables {
		goal, data, err := buildTables(req, func(done, total int) { send(reply{Build: &tablesBuild{Done: done, Total: total}}) })
		if err != nil {
			answer(nil, err)
			return
		}
		send(reply{Tables: data})
		// Kept for the next visit by the server, not the page: putting
		// 1.5 MB in the Cache API holds the thread that does it 7–25 ms,
		// and on the page's thread that delayed the first search's first
		// frames.
		go func() {
			if store(tablesKey(goal), data) {
				send(reply{Kept: goal.String()})
			}
		}()
		return
	}
	if req.Op != opCreate && req.Op != opDrop && s.tl == nil {
		err := s.failed // the page asks on before it hears
		if err == nil {
			err = fmt.Errorf("no search to %s", req.Op)
		}
		answer(nil, err)
		return
	}
	switch req.Op {
	case opCreate:
		s.tl = nil
		freeMemory()
		if s.tl, s.failed = createTimeline(req); s.failed != nil {
			answer(nil, s.failed)
		}
	case opDrop:
		s.tl, s.failed = nil, nil
	case opMove:
		if err := req.Move.apply(s.tl); err != nil {
			answer(nil, err)
			return
		}
		snap := takeSnapshot(s.tl, req.Detail)
		answer(&snap, nil)
	case opDetail:
		snap := takeSnapshot(s.tl, req.Detail)
		answer(&snap, nil)
	case opRun:
		s.wants.Store(int32(req.Detail))
		runSearch(s.tl, req.Speed, stop, &s.wants, func(snap snapshot) { answer(&snap, nil) })
	default:
		answer(nil, fmt.Errorf("unknown request %q", req.Op))
	}
}

// createTimeline starts the search req describes.
func createTimeline(req request) (*solver.Timeline, error) {
	set, err := requestSettings(req)
	if err != nil {
		return nil, err
	}
	return newTimeline(set)
}

// compare runs the comparison req describes, reporting each run, until
// stop is set.
func compare(req request, stop *atomic.Bool, report func(compared)) error {
	set, err := requestSettings(req)
	if err != nil {
		return err
	}
	entries, err := compareEntries(set, req.Compare)
	if err != nil {
		return err
	}
	runCompare(solver.Problem{Start: set.Start, Goal: set.Goal}, entries, stop, report)
	return nil
}

// buildTables builds the pattern databases of req's goal and returns the
// goal and the tables encoded, giving the browser its turn every slice (in
// a worker, the page's messages come in then, and wait for the build; on
// the page's thread, the page draws) and reporting the progress as often as
// a run reports: each report is a render of the page, and ten a second move
// the bar smoothly (it slides). A build cannot be stopped: the next search
// needs it.
func buildTables(req request, progress func(done, total int)) (solver.Board, []byte, error) {
	set, err := requestSettings(req)
	if err != nil {
		return solver.Board{}, nil, err
	}
	var slice, reported time.Time
	db, err := solver.PatternDBFor(set.Goal, func(done, total int) {
		if time.Since(slice) < sliceBudget {
			return
		}
		if time.Since(reported) >= reportEvery {
			progress(done, total)
			reported = time.Now()
		}
		yieldToBrowser()
		slice = time.Now()
	})
	if err != nil {
		return solver.Board{}, nil, err
	}
	data, err := db.MarshalBinary()
	return set.Goal, data, err
}

// requestSettings reads req's settings, and loads the pattern databases it
// carries.
func requestSettings(req request) (settings, error) {
	q, err := url.ParseQuery(req.Query)
	if err != nil {
		return settings{}, err
	}
	set, probs := parseSettings(q, "")
	if len(probs) > 0 {
		return settings{}, fmt.Errorf("%s: %w", probs[0].Param, probs[0].Err)
	}
	if req.Tables != nil && solver.CachedPatternDB(set.Goal) == nil {
		if _, err := solver.LoadPatternDB(set.Goal, req.Tables); err != nil {
			return settings{}, err
		}
	}
	return set, nil
}

// sampleTimeline is opSample's search: A* on the 8-puzzle, three moments
// in, where the open list, the chart, the tree and the quiz all have
// something to show.
func sampleTimeline() (*solver.Timeline, error) {
	set := defaultSettings()
	set.Algo, set.Heuristic = "astar", "manhattan"
	tl, err := newTimeline(set)
	if err != nil {
		return nil, err
	}
	tl.Step(3)
	return tl, nil
}

// newTimeline starts the timeline of set's search at moment 0.
func newTimeline(set settings) (*solver.Timeline, error) {
	opts, err := set.options()
	if err != nil {
		return nil, err
	}
	alg, _ := solver.AlgorithmByName(set.Algo)
	opts.MaxExpanded = runBudget(alg, opts.MaxExpanded, set.Goal)
	return solver.NewTimeline(set.Algo, solver.Problem{Start: set.Start, Goal: set.Goal}, opts)
}
