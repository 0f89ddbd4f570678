package main

import (
	"encoding/json"
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// The protocol between the page and the search server (searchserver.go),
// in a worker (searchport.go) or on the page's thread: the requests, the
// replies, and the messages that carry them to and from a worker.

// op is what a request asks.
type op string

const (
	opCreate  op = "create"  // a new search from Query (the page's settings) at moment 0
	opMove    op = "move"    // move the cursor (Move) and reply with its moment
	opRun     op = "run"     // run from the cursor at Speed, replying with reports, until the end or the next request
	opDetail  op = "detail"  // reply with the cursor's moment (a pause: the run stops)
	opWants   op = "wants"   // a run's reports carry Detail from now on; the run goes on
	opDrop    op = "drop"    // forget the search
	opSample  op = "sample"  // reply with a moment of a small search of the server's own, every detail read: the page rehearses its panels on it
	opCompare op = "compare" // run Compare's searches on Query's board flat out, one reply per run; the timeline is untouched
	opTables  op = "tables"  // build the pattern databases of Query's goal: replies with the progress (Build), the tables (Tables), then Kept once stored
)

// request is one of the page's requests. Gen is the page's count of
// requests: each reply carries its request's, so that the page can drop a
// report sent before its last request arrived.
type request struct {
	Gen     int
	Op      op
	Query   string `json:",omitempty"`
	Tables  []byte `json:"-"` // opCreate, opCompare: the goal's pattern databases, when the worker may lack them (sent beside the JSON, transferred)
	Move    move   `json:",omitempty"`
	Speed   int    `json:",omitempty"`
	Detail  detail `json:",omitempty"`
	Compare string `json:",omitempty"` // opCompare: "algorithms" or "heuristics" (compareEntries)
}

// reply is the server's answer: a moment, or why the search could not
// start.
type reply struct {
	Gen    int
	Op     op           `json:",omitempty"` // the request's
	Snap   *snapshot    `json:",omitempty"`
	Err    string       `json:",omitempty"`
	Memory uint64       // bytes the server's Go program holds
	Ready  bool         `json:",omitempty"` // the worker runs (its first message)
	Failed string       `json:",omitempty"` // the worker could not start (search-worker.js)
	Run    *compared    `json:",omitempty"` // opCompare: a run done
	Build  *tablesBuild `json:",omitempty"` // opTables: the build's progress
	Tables []byte       `json:"-"`          // opTables: the tables built (sent beside the JSON, transferred)
	Kept   string       `json:",omitempty"` // opTables: the goal whose tables the server has put in the browser's store
}

// move is how a request moves the cursor.
type move struct {
	By     string `json:",omitempty"` // "step", "back", "seek", "unit", "unitBack", "latest"; "" stays
	Amount int    `json:",omitempty"` // step, back: moments; seek: the moment
}

// The moves the page makes.
var (
	stepMove   = move{By: "step", Amount: 1}
	backMove   = move{By: "back", Amount: 1}
	latestMove = move{By: "latest"}
	unitMove   = move{By: "unit"}
	unitBack   = move{By: "unitBack"}
	stayMove   = move{}
	seekMove   = func(k int) move { return move{By: "seek", Amount: k} }
)

// apply moves tl's cursor.
func (m move) apply(tl *solver.Timeline) error {
	switch m.By {
	case "step":
		tl.Step(m.Amount)
	case "back":
		tl.Back(m.Amount)
	case "seek":
		tl.Seek(m.Amount)
	case "unit":
		tl.NextUnit()
	case "unitBack":
		tl.PrevUnit()
	case "latest":
		tl.Seek(tl.Latest())
	case "":
	default:
		return fmt.Errorf("unknown move %q", m.By)
	}
	return nil
}

// A message between the page and the search worker is an object: json, the
// request or reply, and tables, the pattern databases it carries if any,
// beside it (transferred, not copied).

// postMessage posts v, a request or a reply, to target (a worker, or the
// worker's global scope), with tables beside it.
func postMessage(target app.Value, v any, tables []byte) {
	data, _ := json.Marshal(v) // requests and replies always encode
	msg := app.Window().Get("Object").New()
	msg.Set("json", string(data))
	if tables == nil {
		target.Call("postMessage", msg)
		return
	}
	t := app.Window().Get("Uint8Array").New(len(tables))
	app.CopyBytesToJS(t, tables)
	msg.Set("tables", t)
	target.Call("postMessage", msg, app.Window().Get("Array").Call("of", t.Get("buffer")))
}

// readMessage reads msg into v, a *request or a *reply, and returns the
// tables beside it.
func readMessage(msg app.Value, v any) ([]byte, error) {
	if msg.Type() != app.TypeObject || msg.Get("json").Type() != app.TypeString {
		return nil, fmt.Errorf("a message without JSON")
	}
	if err := json.Unmarshal([]byte(msg.Get("json").String()), v); err != nil {
		return nil, fmt.Errorf("a message that is not JSON: %w", err)
	}
	t := msg.Get("tables")
	if !t.Truthy() {
		return nil, nil
	}
	tables := make([]byte, t.Length())
	app.CopyBytesToGo(tables, t)
	return tables, nil
}
