package solver

import "strings"

// Heuristic estimates the number of moves from a board to the goal it was
// made for. A nil Heuristic given to a search means Manhattan. The searches
// update Manhattan (from Manhattan) and pattern databases (a *PatternDB)
// incrementally, from the parent's value and the one tile that moved; any
// other Heuristic is called on every board.
type Heuristic interface {
	Of(Board) int
}

// HeuristicFunc adapts a function to Heuristic.
type HeuristicFunc func(Board) int

// Of returns f(b).
func (f HeuristicFunc) Of(b Board) int { return f(b) }

// hKind is how a search computes h: the way each heuristic is fastest.
type hKind uint8

const (
	hCall      hKind = iota // call Heuristic.Of on every board
	hManhattan              // incremental Manhattan (and Zero, whose table is zeros): one table read a move
	hPatterns               // incremental pattern-database lookups
)

// estimator computes h for a search: Manhattan and pattern databases
// incrementally, the others by a call.
type estimator struct {
	kind hKind
	h    Heuristic
	man  *manhattanOf // hManhattan
	pdb  *PatternDB   // hPatterns
	wh   uint8        // the boards' Board.wh
	wide *wideStates  // the boards' numbers above MaxCells cells, where h is called on every board
}

// newEstimator is h's estimator for a search of goal's board whose boards
// above MaxCells cells wide numbers.
func newEstimator(h Heuristic, goal Board, wide *wideStates) estimator {
	if h == nil {
		h = Manhattan(goal)
	}
	e := estimator{h: h, wh: goal.wh, wide: wide}
	if wide != nil {
		return e
	}
	switch h := h.(type) {
	case zero:
		e.kind, e.man = hManhattan, &noManhattan
	case manhattan:
		e.kind, e.man = hManhattan, h.of
	case *PatternDB:
		e.kind, e.pdb = hPatterns, h
	}
	return e
}

// of returns h of a board.
func (e *estimator) of(b Board) int { return e.h.Of(b) }

// child returns h of the board made from a parent (its cells and h) by the
// blank's move in direction d to cell to: cells. Searches that keep a
// pattern-database state per board look the databases up themselves.
func (e *estimator) child(parent uint64, to, d, parentH int, cells uint64) int {
	if e.kind == hManhattan {
		return manhattanChild(e.man, parent, to, d, parentH)
	}
	if e.wide != nil {
		return e.h.Of(e.wide.board(cells))
	}
	return e.h.Of(Board{cells: cells, wh: e.wh, blank: uint8(to)})
}

// manhattanChild returns Manhattan of the board made from a parent (its
// cells and Manhattan parentH) by the blank's move in direction d to cell
// to: only the tile that slides changes its distance, by one table read.
func manhattanChild(man *manhattanOf, parent uint64, to, d, parentH int) int {
	t := int(parent>>(4*to&63)) & 15
	return parentH + int(man.delta[(t<<6|to<<2|d)&(len(man.delta)-1)])
}

// HeuristicInfo describes a heuristic for menus and tests.
type HeuristicInfo struct {
	Name       string // as typed in URLs and on the command line
	Admissible bool   // never overestimates, so A* and IDA* stay optimal
	Tables     bool   // built once per goal, which takes seconds above 9 cells (pattern databases)
	Exact      bool   // the true distance itself
	MaxCells   int    // largest board it supports
	New        func(goal Board) (Heuristic, error)
}

// Heuristics lists every heuristic, weakest first.
var Heuristics = []HeuristicInfo{
	{Name: "zero", Admissible: true, MaxCells: MaxSide * MaxSide, New: func(Board) (Heuristic, error) { return Zero, nil }},
	{Name: "misplaced", Admissible: true, MaxCells: MaxSide * MaxSide, New: func(g Board) (Heuristic, error) { return Misplaced(g), nil }},
	{Name: "manhattan", Admissible: true, MaxCells: MaxSide * MaxSide, New: func(g Board) (Heuristic, error) { return Manhattan(g), nil }},
	{Name: "linear", Admissible: true, MaxCells: MaxSide * MaxSide, New: func(g Board) (Heuristic, error) { return LinearConflict(g), nil }},
	{Name: "pdb", Admissible: true, Tables: true, MaxCells: MaxCells, New: func(g Board) (Heuristic, error) {
		db, err := PatternDBFor(g, nil)
		if err != nil {
			return nil, err
		}
		return db, nil
	}},
	{Name: "exact", Admissible: true, Exact: true, MaxCells: 9, New: func(g Board) (Heuristic, error) {
		d, err := ExactDistances(g)
		if err != nil {
			return nil, err
		}
		return d, nil
	}},
}

// HeuristicByName returns the heuristic called name.
func HeuristicByName(name string) (HeuristicInfo, bool) {
	for _, h := range Heuristics {
		if h.Name == name {
			return h, true
		}
	}
	return HeuristicInfo{}, false
}

// HeuristicNames returns the names of every heuristic, comma separated.
func HeuristicNames() string {
	names := make([]string, len(Heuristics))
	for i, h := range Heuristics {
		names[i] = h.Name
	}
	return strings.Join(names, ", ")
}

// CheckHeuristic returns an error naming the choices when there is no
// heuristic called name, or one when it does not fit goal's board. It builds
// nothing: use it to validate a choice before paying for pattern databases.
func CheckHeuristic(name string, goal Board) (HeuristicInfo, error) {
	info, ok := HeuristicByName(name)
	if !ok {
		return info, inputErr("heuristic", name, Names(HeuristicNames()))
	}
	if goal.Len() > info.MaxCells {
		return info, inputErr("heuristicSize", name, info.MaxCells, goal.Width(), goal.Height())
	}
	return info, nil
}

// NewHeuristic returns the heuristic called name for goal, or the error of
// CheckHeuristic.
func NewHeuristic(name string, goal Board) (Heuristic, error) {
	info, err := CheckHeuristic(name, goal)
	if err != nil {
		return nil, err
	}
	return info.New(goal)
}

// SetHeuristic sets o's heuristic to the one called name for goal.
func (o *Options) SetHeuristic(name string, goal Board) error {
	h, err := NewHeuristic(name, goal)
	if err != nil {
		return err
	}
	o.Heuristic = h
	return nil
}

// Zero is the heuristic that knows nothing: h = 0.
var Zero Heuristic = zero{}

type zero struct{}

func (zero) Of(Board) int { return 0 }

// Misplaced returns the heuristic counting tiles (not the blank) off their
// goal cell. It is admissible and consistent.
func Misplaced(goal Board) Heuristic {
	if !goal.Packed() {
		return HeuristicFunc(func(b Board) int {
			h := 0
			for i := range b.Len() {
				if t := b.wide[i]; t != 0 && t != goal.wide[i] {
					h++
				}
			}
			return h
		})
	}
	return HeuristicFunc(func(b Board) int {
		diff := b.cells ^ goal.cells
		h := 0
		for i, n := 0, b.Len(); i < n; i++ {
			if diff>>(4*i)&15 != 0 && i != int(b.blank) {
				h++
			}
		}
		return h
	})
}
