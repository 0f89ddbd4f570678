package solver

import (
	"errors"
	"fmt"
)

// Outcome is the state of a search.
type Outcome uint8

// The outcomes of a search. Only Running changes with further Steps.
const (
	Running      Outcome = iota
	Solved               // the goal was reached: Result.Path leads there
	NotFound             // every board within the limits was searched and none was the goal
	LimitReached         // the node budget ran out first
)

func (o Outcome) String() string {
	return [...]string{"running", "solved", "not found", "limit reached"}[o]
}

// Side is the direction a bidirectional search is expanding.
type Side uint8

// The two sides of a bidirectional search. One-directional searches are
// always Forward.
const (
	Forward  Side = iota // from the start
	Backward             // from the goal
)

func (s Side) String() string { return [...]string{"forward", "backward"}[s] }

// Stats are a search's counters. What "open" and "closed" hold depends on
// the algorithm; each algorithm's documentation says.
type Stats struct {
	Open      int // boards waiting in the open list (or on the stack)
	Closed    int // boards in the closed list (or transposition table)
	Expanded  int // expansions so far, the unit of Step's budget
	Generated int // successors produced, duplicates included
	MaxOpen   int // the largest Open so far
	Depth     int // g of the board just expanded
	Bound     int // IDDFS depth limit or IDA* f bound; 0 for other searches
	Iteration int // IDDFS and IDA* iteration, from 1; 0 for other searches
	Side      Side
	// Full: the transposition table of DFS or IDDFS holds MaxSeen boards;
	// a board reached for the first time after is not remembered, so the
	// search may walk it again.
	Full bool

	// Bidirectional BFS: each frontier and closed list; zero otherwise.
	ForwardOpen, BackwardOpen     int
	ForwardClosed, BackwardClosed int
}

// Node is a board a search has reached, with its cost so far G, heuristic
// estimate H and priority F (g+h for A*, h for greedy, g+w·h for weighted A*).
type Node struct {
	Board Board
	G, H  int
	F     float64
}

// Result is how a search ended.
type Result struct {
	Outcome Outcome
	Path    []Move // from the start to the goal when Solved
	Stats   Stats
	// Shortened says how a pass shortened the path the search found; nil
	// when none ran (only the reduction solver's paths get one).
	Shortened *Shortening
}

// Search is a search in progress. Step advances it by a bounded amount of
// work; between Steps every method reads its state. A Search is not safe for
// concurrent use.
type Search interface {
	// Step expands up to n boards and returns the outcome so far.
	Step(n int) Outcome
	Stats() Stats
	// Current returns the board expanded last, false before the first.
	Current() (Node, bool)
	// Frontier returns up to k entries of the open list in the order they
	// will be expanded (best first), or the stack from the top for depth-first
	// searches.
	Frontier(k int) []Node
	Result() Result
	// Trace returns the recorded expansions, nil unless Options.Trace.
	Trace() *Trace
	// Iterations lists the passes of IDDFS and IDA*, the current one last;
	// nil for the other searches.
	Iterations() []Iteration
}

// Iteration is one pass of an iterative-deepening search: its bound and the
// boards it expanded.
type Iteration struct {
	Bound, Expanded int
}

// Options tune a search. The zero value is ready to use.
type Options struct {
	Heuristic   Heuristic // nil means Manhattan; see SetHeuristic
	Weight      float64   // weighted A*: w ≥ 1 in steps of 0.1; 0 means 2
	DepthLimit  int       // DFS: deepest g searched; 0 means DefaultDepthLimit
	MaxExpanded int       // the node budget: expansions before LimitReached; 0 means the algorithm's DefaultBudget
	NoReopen    bool      // A* and weighted A*: a closed board reached again by a cheaper path stays closed (the textbook graph search, optimal only with a consistent heuristic)
	Trace       bool      // record the expansions (every one up to MaxTraceSteps, then thinned)
}

// Problem is a start and a goal of the same size.
type Problem struct {
	Start, Goal Board
}

// Check validates p: same size, solvable.
func (p Problem) Check() error {
	if p.Start.IsZero() || p.Goal.IsZero() {
		return errors.New("the start and the goal must both be boards")
	}
	if !p.Start.SameSize(p.Goal) {
		return inputErr("sizes", p.Start.Width(), p.Start.Height(), p.Goal.Width(), p.Goal.Height())
	}
	if s := CheckSolvable(p.Start, p.Goal); !s.Solvable {
		return fmt.Errorf("%w: %s", ErrUnsolvable, s.Reason())
	}
	return nil
}

// base holds what every search shares: problem, budget, counters, the last
// expansion, the trace and the result.
type base struct {
	p         Problem
	startKey  uint64      // the start's key: its packed cells, or its number in wide
	goalKey   uint64      // the goal's
	wide      *wideStates // the boards' numbers above MaxCells cells; nil on packed boards
	steps     [4]int      // the blank's step in each direction (stepsOf)
	limit     int
	stats     Stats
	cur       node                   // the board expanded last: cells, blank, g, h
	fOf       func(g, h int) float64 // the priority shown as F; nil: g + h
	started   bool
	trace     *Trace
	watch     watch       // nil unless watched (see Event)
	iters     []Iteration // IDDFS and IDA*
	outcome   Outcome
	path      []Move
	shortened *Shortening
}

func newBase(p Problem, o Options) base {
	b := base{p: p, startKey: p.Start.cells, goalKey: p.Goal.cells, steps: stepsOf(p.Goal.Width()), limit: o.MaxExpanded}
	if !p.Goal.Packed() {
		b.wide = newWideStates(p.Goal)
		b.startKey, b.goalKey = b.wide.key(p.Start), b.wide.key(p.Goal)
	}
	if o.Trace {
		b.trace = &Trace{like: p.Goal, wide: b.wide, Stride: 1}
	}
	return b
}

// restore makes b a copy of c, without the trace and unwatched (see
// Timeline).
func (b *base) restore(c *base) {
	iters, path := b.iters, b.path
	*b = *c
	b.iters, b.path, b.trace, b.watch = reuse(iters, c.iters), reuse(path, c.path), nil, nil
}

func (b *base) setTrace(t *Trace) { b.trace = t }

func (b *base) Stats() Stats {
	s := b.stats
	s.MaxOpen = max(s.MaxOpen, s.Open)
	return s
}

// peak notes the size of the open list before it shrinks.
func (b *base) peak() { b.stats.MaxOpen = max(b.stats.MaxOpen, b.stats.Open) }

func (b *base) Current() (Node, bool) { return b.nodeOf(&b.cur), b.started }

func (b *base) Trace() *Trace { return b.trace }

func (b *base) Iterations() []Iteration { return b.iters }

func (b *base) Result() Result {
	return Result{Outcome: b.outcome, Path: b.path, Stats: b.stats, Shortened: b.shortened}
}

// expand records one expansion of cells at blank with g and h.
func (b *base) expand(cells uint64, blank uint8, g, h int) {
	b.stats.Expanded++
	b.current(cells, blank, g, h)
	b.started = true
	if len(b.iters) > 0 {
		b.iters[len(b.iters)-1].Expanded++
	}
	if b.trace != nil {
		b.record()
	}
	if b.watch != nil {
		b.expanded()
	}
}

// current makes the board of cells, blank, g and h the one expanded last.
func (b *base) current(cells uint64, blank uint8, g, h int) {
	b.stats.Depth = g
	b.cur.cells, b.cur.blank, b.cur.g, b.cur.h = cells, blank, int16(g), int16(h)
}

// settle writes the counters after an expansion into its trace step, when
// one was recorded: the searches that generate successors after expand
// call it once they have.
func (b *base) settle() {
	t := b.trace
	if t == nil || len(t.Steps) == 0 || t.Expansion(len(t.Steps)-1) != b.stats.Expanded {
		return
	}
	st := &t.Steps[len(t.Steps)-1]
	st.Open, st.Closed = uint32(b.stats.Open), uint32(b.stats.Closed)
}

// record appends the expansion just made to the trace.
func (b *base) record() {
	b.trace.add(b.stats.Expanded, TraceStep{cells: b.cur.cells, G: uint16(b.cur.g), H: uint16(b.cur.h),
		Open: uint32(b.stats.Open), Closed: uint32(b.stats.Closed), Aux: auxOf(b.stats.Side, b.stats.Bound)})
}

// finish ends the search; chain lists the cells from the start to the goal
// when solved.
func (b *base) finish(o Outcome, chain []uint64) Outcome {
	b.outcome = o
	b.peak()
	if o == Solved {
		b.path = b.movesFromChain(chain)
	}
	return o
}

// node is an entry of the node arenas of BFS and best-first searches.
type node struct {
	cells  uint64
	parent int32 // index in the arena; -1 for the root
	next   int32 // best-first: 1 + the next node in its bucket; 0: none
	g, h   int16
	blank  uint8
	from   uint8 // the Dir that led here; 4 for the root
	closed bool
	stale  bool // replaced by a cheaper node for the same board
}

const noDir = 4

// chain returns the cells from the arena's root to node i.
func chain(nodes []node, i int32) []uint64 {
	var rev []uint64
	for ; i >= 0; i = nodes[i].parent {
		rev = append(rev, nodes[i].cells)
	}
	for l, r := 0, len(rev)-1; l < r; l, r = l+1, r-1 {
		rev[l], rev[r] = rev[r], rev[l]
	}
	return rev
}

// nodeOf builds the public view of an arena entry, with its F.
func (b *base) nodeOf(n *node) Node {
	return Node{Board: b.board(n.cells, int(n.blank)), G: int(n.g), H: int(n.h), F: b.f(int(n.g), int(n.h))}
}

// f is the priority shown for g and h.
func (b *base) f(g, h int) float64 {
	if b.fOf != nil {
		return b.fOf(g, h)
	}
	return float64(g + h)
}

// Solve runs the algorithm called name flat out and returns its result.
func Solve(name string, p Problem, o Options) (Result, error) {
	s, err := New(name, p, o)
	if err != nil {
		return Result{}, err
	}
	for s.Step(1<<20) == Running {
	}
	r := s.Result()
	if rel, ok := s.(releaser); ok {
		rel.release()
	}
	return r, nil
}
