package solver

// Event is one thing a watched search did: the algorithms report their own
// decisions (see Timeline.Explain), so that an explanation never re-derives
// a rule. A search reports events only while watched; unwatched, each
// report costs one nil check.
type Event struct {
	Kind EventKind
	Node Node  // the board expanded, generated, dropped or backed out of
	From Board // Generation: the board it was generated from
	Dir  Dir   // Generation: the blank's move from From
	Fate Fate  // Generation: what the search did with it
	Old  int   // Generation: the g it was reached with before; PassStart: the bound
	Side Side  // bidirectional BFS: the side it happened on
}

// EventKind names an event.
type EventKind uint8

// The events. A moment's events end with its Expansion, except for searches
// that test for the goal on generation (BFS), whose Expansion comes first and
// whose children follow.
const (
	PassStart  EventKind = iota // IDDFS or IDA*: a pass begins with the bound Old
	LayerStart                  // bidirectional BFS: Side (the smaller queue) starts its next layer, of Old boards
	StaleDrop                   // best-first: a queue entry for a board since expanded or replaced, dropped
	Backtrack                   // depth-first: Node has no move left to try: popped off the stack
	Expansion                   // Node is expanded (and, unless it is BFS, tested for the goal)
	Generation                  // Node is generated from From by the blank's move Dir; see Fate
)

// Fate is what a search did with a board it generated.
type Fate uint8

// The fates of a generated board. Old is the g it was reached with before.
const (
	Pushed    Fate = iota // never reached: into the open list, or onto the stack
	Seen                  // BFS: reached before (queued or expanded): skipped
	Closed                // best-first: expanded before with g ≤ Old: skipped
	Queued                // best-first: waiting in the open list with g = Old ≤ g: skipped
	Updated               // best-first: waiting with a larger g = Old: replaced by this one
	Reopened              // A*, UCS, weighted A*: expanded before with a larger g = Old: back into the open list
	NoReopen              // greedy: expanded before with a larger g = Old, but greedy never reopens: skipped
	OverBound             // IDA*: f beyond the bound; IDDFS, DFS: g beyond the depth limit
	Shallower             // DFS, IDDFS: reached in this pass at depth Old ≤ g: skipped
	Goal                  // BFS: new, and the goal: the search ends
	Met                   // bidirectional BFS: new, and the other side has reached it: the search ends
)

// watch receives a watched search's events; nil when nobody watches.
type watch = *[]Event

// note reports an event to the watcher; callers check b.watch first.
func (b *base) note(e Event) { *b.watch = append(*b.watch, e) }

// child reports a generated board with its fate.
func (b *base) child(from uint64, fromBlank int, cells uint64, to, d, g, h int, fate Fate, old int) {
	n := b.nodeOf(&node{cells: cells, g: int16(g), h: int16(h), blank: uint8(to)})
	b.note(Event{Kind: Generation, Node: n, From: b.board(from, fromBlank), Dir: Dir(d), Fate: fate, Old: old, Side: b.stats.Side})
}

// expanded reports the expansion just recorded by expand.
func (b *base) expanded() {
	b.note(Event{Kind: Expansion, Node: b.nodeOf(&b.cur), Side: b.stats.Side})
}

func (f Fate) String() string {
	return [...]string{"pushed", "seen", "closed", "queued", "updated", "reopened", "no-reopen", "over-bound", "shallower", "goal", "met"}[f]
}
