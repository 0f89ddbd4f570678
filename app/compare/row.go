package compare

import (
	"fmt"
	"time"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// Row is one algorithm's run on the compared board.
type Row struct {
	Algo     solver.Algorithm
	H        string // comparing heuristics: the one used (search.Custom: Formula)
	Formula  string
	Outcome  solver.Outcome
	Expanded int
	MaxOpen  int
	Length   int
	Elapsed  time.Duration
	Optimal  int  // the exact distance, -1 when unknown
	Proves   bool // a path it finds is surely a shortest one (search.Spec.ProvesOptimal)
	Err      string
}

// Entry is one run of a comparison: its row and its search.
type Entry struct {
	row  Row // what identifies the run
	spec search.Spec
}

// Entries is what a comparison of set's board runs: every
// algorithm (what "algorithms") or A* with every heuristic that fits the
// goal ("heuristics").
func Entries(set state.Settings, what string) ([]Entry, error) {
	base := set.Spec()
	if err := search.CheckHeuristic(base.Heuristic, base.Formula, base.Goal); err != nil {
		return nil, err
	}
	var es []Entry
	switch what {
	case "algorithms":
		for _, a := range solver.Algorithms {
			sp := base
			sp.Algo = a.Name
			es = append(es, Entry{row: Row{Algo: a, Proves: sp.ProvesOptimal()}, spec: sp})
		}
	case "heuristics":
		astar, _ := solver.AlgorithmByName("astar")
		names := make([]string, 0, len(solver.Heuristics)+1)
		for _, h := range solver.Heuristics {
			names = append(names, h.Name)
		}
		if search.CheckHeuristic(search.Custom, set.Formula, base.Goal) == nil { // the workshop's formula, beside them
			names = append(names, search.Custom)
		}
		for _, h := range names {
			if search.CheckHeuristic(h, set.Formula, base.Goal) != nil {
				continue
			}
			sp := base
			sp.Algo, sp.Heuristic, sp.Formula = astar.Name, h, ""
			row := Row{Algo: astar, H: h}
			if h == search.Custom {
				sp.Formula, row.Formula = set.Formula, set.Formula
			}
			row.Proves = sp.ProvesOptimal()
			es = append(es, Entry{row: row, spec: sp})
		}
	default:
		return nil, fmt.Errorf("unknown comparison %q", what)
	}
	return es, nil
}

// usesTables reports whether a run of es looks up pattern databases.
func UsesTables(es []Entry) bool {
	specs := make([]search.Spec, len(es))
	for i, e := range es {
		specs[i] = e.spec
	}
	return search.AnyUsesTables(specs)
}

// into fills in row with how its run went.
func into(row *Row, c search.Compared) {
	row.Outcome, row.Expanded, row.MaxOpen, row.Length, row.Elapsed, row.Err = c.Outcome, c.Expanded, c.MaxOpen, c.Length, c.Elapsed, c.Err
}

// label names the run: the algorithm, or A* and the heuristic.
func (r Row) label(l ui.Lang) string {
	switch r.H {
	case "":
	case search.Custom:
		return "h = " + r.Formula
	default:
		return state.HeurName(l, r.H)
	}
	return state.AlgoName(l, r.Algo)
}
