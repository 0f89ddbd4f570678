// Package search is the worker's side of the page: the searches a page
// asks for, run in a Web Worker (or, where none can start, on a goroutine
// of the page) and stepped in slices. It owns the wire (protocol.go:
// Request, Reply; spec.go: Spec, the typed search asked for), the server
// and its runs (server.go, runner.go), races stepped by one clock
// (race.go), the pattern databases' build and the browser's cache of them
// (tables.go, store.go), heuristics by name (heuristic.go) and the choices
// of "you are the search" (choices.go).
//
// It imports only the solver and go-app: no other package of app/.
package search

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// The protocol between the page and the search server (server.go), in a
// worker (port.go) or on the page's thread: the requests, the replies, and
// the messages that carry them to and from a worker. Every type that
// crosses it is declared here or named by a field here.

// Op is what a Request asks.
type Op string

const (
	OpCreate  Op = "create"  // a new search of Specs[0] at moment 0; of two to four Specs, a race at tick 0 (Clock)
	OpMove    Op = "move"    // move the cursor (Move) and reply with its moment
	OpRun     Op = "run"     // run from the cursor at Speed, replying with reports, until the end or the next request
	OpDetail  Op = "detail"  // reply with the cursor's moment (a pause: the run stops)
	OpWants   Op = "wants"   // a run's reports carry Detail from now on; the run goes on
	OpDrop    Op = "drop"    // forget the search
	OpSample  Op = "sample"  // reply with a moment of a small search of the server's own, every detail read: the page rehearses its panels on it
	OpCompare Op = "compare" // run each of Specs flat out, one reply per run (Run); the timeline is untouched
	OpTables  Op = "tables"  // build the pattern databases of Goal: replies with the progress (Build), the tables (Tables), then Kept once stored
	OpSolve   Op = "solve"   // run each of Specs flat out with its run budget, one reply per run (Run) with its path: play mode's proofs of distances
	OpAudit   Op = "audit"   // check Specs[0]'s heuristic against the exact distances to its goal (on samples above 9 cells): replies with the progress, then the audit (Audit)
)

// Request is one of the page's requests. Gen is the page's count of
// requests: each reply carries its request's, so that the page can drop a
// report sent before its last request arrived. Specs is a list so that one
// request carries several searches: a comparison's runs, a race's lanes.
type Request struct {
	Gen    int
	Op     Op
	Specs  []Spec       `json:",omitempty"` // OpCreate: the search, or a race's lanes; OpCompare: the runs
	Clock  Clock        `json:",omitempty"` // OpCreate of a race: how its lanes share the work
	Goal   solver.Board `json:",omitzero"`  // OpTables
	Tables []byte       `json:"-"`          // OpCreate, OpCompare: the goal's pattern databases, when the worker may lack them (sent beside the JSON, transferred)
	Move   Move         `json:",omitempty"`
	Speed  int          `json:",omitempty"` // OpRun: expansions a second; 0: flat out; Teach: the teaching pace
	Detail Detail       `json:",omitempty"`
}

// Reply is the server's answer: a moment, or why the search could not
// start.
type Reply struct {
	Gen    int
	Op     Op           `json:",omitempty"` // the Request's
	Snap   *Snapshot    `json:",omitempty"`
	Err    string       `json:",omitempty"`
	Memory uint64       // bytes the server's Go program holds
	Ready  bool         `json:",omitempty"` // the worker runs (its first message)
	Failed string       `json:",omitempty"` // the worker could not start (search-worker.js)
	Run    *Compared    `json:",omitempty"` // OpCompare: a run done
	Build  *TablesBuild `json:",omitempty"` // OpTables: the build's progress
	Tables []byte       `json:"-"`          // OpTables: the tables built (sent beside the JSON, transferred)
	Kept   string       `json:",omitempty"` // OpTables: the goal whose tables the server has put in the browser's store
	Audit  *Audited     `json:",omitempty"` // OpAudit: the check's progress, then its result
}

// Move is how a Request moves the cursor.
type Move struct {
	By     string `json:",omitempty"` // "step", "back", "seek", "unit", "unitBack", "units", "latest"; "" stays
	Amount int    `json:",omitempty"` // step, back: moments; seek: the moment; units: the presses
}

// The moves the page makes.
var (
	StepMove   = Move{By: "step", Amount: 1}
	BackMove   = Move{By: "back", Amount: 1}
	LatestMove = Move{By: "latest"}
	UnitMove   = Move{By: "unit"}
	UnitBack   = Move{By: "unitBack"}
	Stay       = Move{}
	Seek       = func(k int) Move { return Move{By: "seek", Amount: k} }
	// Units is the moment n presses of Next layer (or pass) reach from
	// the start: a lesson's stop at the start of a layer or pass.
	Units = func(n int) Move { return Move{By: "units", Amount: n} }
)

// cursor is what a server's moves move: a search's timeline (moments), or
// a race (ticks).
type cursor interface {
	At() int
	Latest() int
	Step(n int) solver.Outcome
	Seek(k int)
	Back(n int)
	NextUnit()
	PrevUnit()
}

// apply moves tl's cursor.
func (m Move) apply(tl cursor) error {
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
	case "units":
		tl.Seek(0)
		for range m.Amount {
			tl.NextUnit()
		}
	case "latest":
		tl.Seek(tl.Latest())
	case "":
	default:
		return fmt.Errorf("unknown move %q", m.By)
	}
	return nil
}

// The values the requests and replies carry.

// Spec is one search as the page asks for it: typed, and checked on the
// page (Check) before it is sent. The worker builds the heuristic (which
// may mean pattern databases) and the search from it. The run's speed is
// not part of it: it changes while the search stays (Request.Speed).
type Spec struct {
	Start, Goal solver.Board
	Algo        string  // a name of solver.Algorithms
	Heuristic   string  // a name of solver.Heuristics, or Custom; used when the algorithm uses one
	Formula     string  `json:",omitempty"` // Custom's formula
	NoReopen    bool    `json:",omitempty"` // A*, weighted A*: never reopen a closed board
	Weight      float64 `json:",omitempty"` // weighted A*; 0: solver.DefaultWeight
	Depth       int     `json:",omitempty"` // DFS's depth limit; 0: solver.DefaultDepthLimit
	Budget      int     `json:",omitempty"` // node budget; 0: the algorithm's default (RunBudget)
}

// Snapshot is one moment of the search as the page shows it: every panel
// reads the search from here and nowhere else.
type Snapshot struct {
	solver.Moment
	Latest  int  // the furthest moment computed
	Ended   bool // the search ends at latest
	Chart   Series
	Elapsed time.Duration        // time spent searching, replays and pauses excluded
	Explain *solver.Explanation  // the moment's events, when asked for (DetailExplain)
	Tree    *solver.Tree         // the search tree, when asked for (DetailTree)
	Quiz    *QuizChoices         // the quiz's boards, when asked for (DetailQuiz)
	Expand  *ExpandChoices       `json:",omitempty"` // "you are the search"'s boards, when asked for (DetailExpand)
	Fault   *solver.FormulaFault `json:",omitempty"` // the first board a formula heuristic had no value on (counted 0 there)

	// A race's snapshot: At and Latest count ticks, Ended says every lane
	// has ended, Elapsed is the lanes' time together; Lanes are the
	// lanes' moments at the tick, each with its Finish.
	Clock  Clock      `json:",omitempty"`
	Lanes  []Snapshot `json:",omitempty"`
	Finish int        `json:",omitempty"` // a lane's: the tick it ended at, -1 while it can go on
}

// Detail is what a Snapshot reads beyond the moment: the panels shown ask
// for it, since the explanation and the tree are replayed.
type Detail int32

const (
	DetailExplain Detail = 1 << iota
	DetailTree
	DetailQuiz
	DetailExpand
)

// Series is a search's chart: its trace sampled into at most ChartPoints
// points, and the iterations of IDDFS and IDA* with the expansions where
// each begins.
type Series struct {
	Points PointList
	Iters  []solver.Iteration
	Marks  []int
}

// ChartPoint is the open and closed sizes after expansion X.
type ChartPoint struct{ X, Open, Closed int }

// PointList is a chart's points. Every report carries them, so they travel
// as one flat array of numbers, X, Open, Closed after each other: as
// objects they were three quarters of a report's JSON, and decoding them
// the largest part of the page's work on each report.
type PointList []ChartPoint

// QuizChoices are the boards offered at the cursor's moment (shuffled, the
// board expanded next among them) and that board; no boards when the search
// ends at the cursor.
type QuizChoices struct {
	Boards []solver.Node
	Next   solver.Node
}

// ExpandChoices are the boards "you are the search" offers at the cursor's
// moment, in the search's order (best first, the queue's head first, the
// stack's top first), the board expanded next among them, and the next
// step's explanation; no boards when the search ends at the cursor.
type ExpandChoices struct {
	Boards []solver.Node
	Next   solver.Node
	Step   *solver.Explanation `json:",omitempty"`
}

// Compared is how one run of a comparison (OpCompare) or of play mode's
// proofs (OpSolve, with its Path) went: one reply per spec of the request,
// in their order.
type Compared struct {
	Index    int  // the spec's
	Last     bool // the comparison's last run
	Outcome  solver.Outcome
	Expanded int
	MaxOpen  int
	Length   int
	Path     []solver.Move `json:",omitempty"`
	Elapsed  time.Duration
	Err      string `json:",omitempty"`
}

// Audited is a heuristic's check (OpAudit) under way, then done: Result
// (or Sampled) and the time it took are set once it is.
type Audited struct {
	Done, Total int
	Result      *solver.Audit   `json:",omitempty"` // up to 9 cells
	Sampled     *solver.Sampled `json:",omitempty"` // above
	Elapsed     time.Duration   `json:",omitempty"`
}

// Finished reports whether the check is done: its result is there.
func (a *Audited) Finished() bool { return a.Result != nil || a.Sampled != nil }

// TablesBuild is a pattern-database build under way, as the page shows it.
type TablesBuild struct {
	Done, Total int
	Loading     bool // reading the tables stored by an earlier visit
}

// A message between the page and the search worker is an object: json, the
// Request or Reply, and tables, the pattern databases it carries if any,
// beside it (transferred, not copied).

// postMessage posts v, a Request or a Reply, to target (a worker, or the
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

// readMessage reads msg into v, a *Request or a *Reply, and returns the
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
