package main

import (
	"fmt"
	"sync/atomic"
	"time"

	"slidelab/solver"
)

// compareRow is one algorithm's run on the compared board.
type compareRow struct {
	Algo     solver.Algorithm
	H        *solver.HeuristicInfo // comparing heuristics: the one used
	Outcome  solver.Outcome
	Expanded int
	MaxOpen  int
	Length   int
	Elapsed  time.Duration
	Optimal  int // the exact distance, -1 when unknown
	Err      string
}

// compareEntry is one run of a comparison: its options but the heuristic,
// which the server that runs it builds (heuristic; the page's side of a
// comparison must not build pattern databases).
type compareEntry struct {
	row       compareRow // what identifies the run
	opts      solver.Options
	heuristic string
}

// compareEntries is what a comparison of set's board runs: every
// algorithm (what "algorithms") or A* with every heuristic that fits the
// goal ("heuristics"). The page and the server that runs it both call it.
func compareEntries(set settings, what string) ([]compareEntry, error) {
	opts, err := set.plainOptions()
	if err != nil {
		return nil, err
	}
	switch what {
	case "algorithms":
		return algorithmEntries(opts, set.Heuristic), nil
	case "heuristics":
		return heuristicEntries(set.Goal, opts), nil
	}
	return nil, fmt.Errorf("unknown comparison %q", what)
}

// algorithmEntries compares every algorithm, with heuristic h.
func algorithmEntries(opts solver.Options, h string) []compareEntry {
	var es []compareEntry
	for _, a := range solver.Algorithms {
		es = append(es, compareEntry{row: compareRow{Algo: a}, opts: opts, heuristic: h})
	}
	return es
}

// heuristicEntries compares A* with every heuristic that fits the goal.
func heuristicEntries(goal solver.Board, opts solver.Options) []compareEntry {
	astar, _ := solver.AlgorithmByName("astar")
	var es []compareEntry
	for i := range solver.Heuristics {
		h := &solver.Heuristics[i]
		if _, err := solver.CheckHeuristic(h.Name, goal); err != nil {
			continue
		}
		es = append(es, compareEntry{row: compareRow{Algo: astar, H: h}, opts: opts, heuristic: h.Name})
	}
	return es
}

// compared is how one run of a comparison went: the server's reply
// (opCompare), which the page reads into the entry's row.
type compared struct {
	Index    int  // the entry's
	Last     bool // the comparison's last run
	Outcome  solver.Outcome
	Expanded int
	MaxOpen  int
	Length   int
	Elapsed  time.Duration
	Err      string `json:",omitempty"`
}

// into fills in row with how its run went.
func (c compared) into(row *compareRow) {
	row.Outcome, row.Expanded, row.MaxOpen, row.Length, row.Elapsed, row.Err = c.Outcome, c.Expanded, c.MaxOpen, c.Length, c.Elapsed, c.Err
}

// runCompare runs each entry flat out on the same problem, one after the
// other in time slices, and reports each finished run, until stop is set.
func runCompare(p solver.Problem, entries []compareEntry, stop *atomic.Bool, report func(compared)) {
	for i, e := range entries {
		res := compared{Index: i, Last: i == len(entries)-1}
		o := e.opts
		o.MaxExpanded = compareBudget(e.row.Algo, o.MaxExpanded, p.Goal)
		err := o.SetHeuristic(e.heuristic, p.Goal)
		var s solver.Search
		if err == nil {
			s, err = e.row.Algo.New(p, o)
		}
		if err != nil {
			res.Err = err.Error()
		} else {
			for !stop.Load() {
				outcome, spent := flatOutSlice(s)
				res.Elapsed += spent
				if outcome != solver.Running {
					break
				}
				yieldToBrowser()
			}
			r := s.Result()
			res.Outcome, res.Expanded, res.MaxOpen, res.Length = r.Outcome, r.Stats.Expanded, r.Stats.MaxOpen, len(r.Path)
			freeMemory() // this search's boards, before the next one grows its own
		}
		if stop.Load() {
			return
		}
		report(res)
		yieldToBrowser()
	}
}

// label names the run: the algorithm, or A* and the heuristic.
func (r compareRow) label(l lang) string {
	if r.H != nil {
		return l.heurName(r.H.Name)
	}
	return l.algoName(r.Algo)
}

func outcomeKey(o solver.Outcome) string {
	switch o {
	case solver.NotFound:
		return "notFoundShort"
	case solver.LimitReached:
		return "limitShort"
	}
	return "stop"
}
