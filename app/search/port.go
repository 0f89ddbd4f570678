package search

import (
	"fmt"
	"sync"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// WorkerJS starts the worker (web/search-worker.js): it loads
// app.wasm, whose main serves searches when it finds no document.
const WorkerJS = "/web/search-worker.js"

// Port is the page's side of the search server: a Web Worker, or a
// server on the page's own thread where there is none (natively, in tests;
// in a browser where the worker cannot start). Requests posted before the
// worker runs go to it at once (search-worker.js keeps them until Go runs,
// so a search starts without waiting for the page's thread to hear that
// the worker is ready); if it cannot start, they go to a server on the
// page's thread instead.
type Port struct {
	mu      sync.Mutex
	receive func(Reply) // called on a goroutine of its own or a JavaScript callback
	worker  app.Value   // nil once the page serves itself
	ready   bool        // the worker runs
	waiting []Request   // posted before it did: for a server on the page's thread if it never runs
	local   *Server
	tables  map[solver.Board]bool // goals whose pattern databases the server holds
	last    int                   // the last search Request's Gen
	build   *Request              // a tables build the worker has not finished
}

// earlyPort is the search worker main starts before the page mounts, so
// that it is running by the first search; the page takes it at mount.
var earlyPort *Port

// StartEarly starts the search worker from script before the page mounts,
// so that it is running by the first search; TakePort takes it.
func StartEarly(script string) { earlyPort = StartPort(script) }

// TakePort returns the port to the search worker, started from
// script unless main started it, with receive as its replies' recipient.
func TakePort(script string, receive func(Reply)) *Port {
	p := earlyPort
	earlyPort = nil
	if p == nil {
		p = StartPort(script)
	}
	p.Listen(receive)
	return p
}

// Listen makes receive the recipient of p's replies.
func (p *Port) Listen(receive func(Reply)) {
	p.mu.Lock()
	p.receive = receive
	p.mu.Unlock()
}

// StartPort starts the search worker from script (on the page's
// thread where there is no worker) and returns the page's side.
func StartPort(script string) *Port {
	p := &Port{tables: map[solver.Board]bool{}}
	if !app.IsClient || !app.Window().Get("Worker").Truthy() {
		p.serveLocally()
		return p
	}
	w, err := newWorker(script)
	if err != nil {
		app.Log("search worker:", err, "- searching on the page's thread")
		p.serveLocally()
		return p
	}
	w.Set("onmessage", app.FuncOf(func(_ app.Value, args []app.Value) any {
		p.fromWorker(args[0].Get("data"))
		return nil
	}))
	w.Set("onerror", app.FuncOf(func(_ app.Value, args []app.Value) any {
		args[0].Call("preventDefault")
		p.failed(args[0].Get("message").String())
		return nil
	}))
	startWorker(w)
	p.worker = w
	return p
}

// startWorker sends the worker its first message, which starts it: the
// page's compiled app.wasm (app.js keeps it: keepModule), or null, and the
// worker fetches and compiles its own.
func startWorker(w app.Value) {
	msg := app.Window().Get("Object").New()
	msg.Set("wasm", app.Window().Get("slidelabModule"))
	defer func() {
		if r := recover(); r != nil { // a browser that cannot send a module
			msg.Set("wasm", nil)
			w.Call("postMessage", msg)
		}
	}()
	w.Call("postMessage", msg)
}

// newWorker starts a Web Worker from url, or says why it could not.
func newWorker(url string) (w app.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	return app.Window().Get("Worker").New(url), nil
}

// serveLocally starts a server on the page's thread.
func (p *Port) serveLocally() {
	p.local = NewServer(p.deliver)
	go p.local.Serve()
}

// deliver hands a Reply to the page.
func (p *Port) deliver(r Reply) {
	p.mu.Lock()
	receive := p.receive
	p.mu.Unlock()
	if receive != nil {
		receive(r)
	}
}

// Post sends req to the server; the page waits for no answer.
func (p *Port) Post(req Request) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch req.Op {
	case OpWants, OpSample:
	case OpTables:
		p.build = &req
	default:
		p.last = req.Gen
	}
	if p.local != nil {
		p.local.Post(req)
		return
	}
	if !p.ready {
		p.waiting = append(p.waiting, req)
	}
	p.toWorker(req)
}

// CarryTables has req carry goal's pattern databases when the page holds
// them (EncodedTables) and the server may not: a worker has its own memory
// (and keeps them); a server on the page's thread loads them into the
// page's, once.
func (p *Port) CarryTables(req *Request, goal solver.Board) {
	data, ok := EncodedTables.Load(goal)
	p.mu.Lock()
	defer p.mu.Unlock()
	if !ok || p.tables[goal] {
		return
	}
	p.tables[goal] = true
	req.Tables = data.([]byte)
}

// HoldsTables notes that the server holds goal's pattern databases (it
// built them).
func (p *Port) HoldsTables(goal solver.Board) {
	p.mu.Lock()
	p.tables[goal] = true
	p.mu.Unlock()
}

// HeldApart is the memory a Reply says its server holds, when that is not
// the page's own.
func (p *Port) HeldApart(held uint64) uint64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.local != nil {
		return 0
	}
	return held
}

// toWorker posts req to the worker.
func (p *Port) toWorker(req Request) { postMessage(p.worker, req, req.Tables) }

// fromWorker reads a message of the worker's.
func (p *Port) fromWorker(data app.Value) {
	var rep Reply
	var err error
	if rep.Tables, err = readMessage(data, &rep); err != nil {
		p.failed(err.Error())
		return
	}
	switch {
	case rep.Failed != "":
		p.failed(rep.Failed)
		return
	case !rep.Ready:
		if rep.Op == OpTables && rep.Build == nil {
			p.mu.Lock()
			p.build = nil
			p.mu.Unlock()
		}
		p.deliver(rep)
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.ready = true
	p.waiting = nil
}

// failed gives up the worker: requests from now on go to a server on the
// page's thread. A search the worker held is lost: the page hears why; a
// tables build it had not finished starts again there.
func (p *Port) failed(why string) {
	p.mu.Lock()
	if p.worker == nil {
		p.mu.Unlock()
		return
	}
	app.Log("search worker failed:", why, "- searching on the page's thread")
	p.worker.Call("terminate")
	p.worker = nil
	p.tables = map[solver.Board]bool{} // what the worker held is gone
	p.serveLocally()
	waiting, held, last, build := p.waiting, p.ready, p.last, p.build
	p.waiting = nil
	p.mu.Unlock()
	if held {
		if build != nil { // the page waits for it: build it here
			p.local.Post(*build)
		}
		p.deliver(Reply{Gen: last, Err: "the search worker stopped: " + why})
		return
	}
	for _, req := range waiting {
		p.local.Post(req)
	}
}

// ServeWorker is main in the worker: it serves the page's requests, those
// that came before Go ran first (kept by search-worker.js).
func ServeWorker() {
	self := app.Window()
	s := NewServer(func(r Reply) { postMessage(self, r, r.Tables) })
	receive := func(msg app.Value) {
		var req Request
		var err error
		if req.Tables, err = readMessage(msg, &req); err != nil {
			s.send(Reply{Err: err.Error()})
			return
		}
		s.Post(req)
	}
	early := self.Get("slidelabEarly")
	for i := 0; i < early.Length(); i++ {
		receive(early.Index(i))
	}
	self.Set("onmessage", app.FuncOf(func(_ app.Value, args []app.Value) any {
		receive(args[0].Get("data"))
		return nil
	}))
	s.send(Reply{Ready: true})
	s.Serve()
}
