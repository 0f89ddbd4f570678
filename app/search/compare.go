package search

import (
	"sync/atomic"

	"slidelab/solver"
)

// runCompare runs each spec flat out, one after the other in time slices,
// with the budget budget gives it (CompareBudget in a comparison,
// RunBudget for a solve), and reports each finished run, until stop is
// set.
func runCompare(specs []Spec, budget func(solver.Algorithm, int, solver.Board) int, stop *atomic.Bool, report func(Compared)) {
	for i, sp := range specs {
		res := Compared{Index: i, Last: i == len(specs)-1}
		o, err := sp.options()
		var s solver.Search
		if err == nil {
			o.MaxExpanded = budget(sp.Algorithm(), o.MaxExpanded, sp.Goal)
			s, err = solver.New(sp.Algo, solver.Problem{Start: sp.Start, Goal: sp.Goal}, o)
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
				YieldToBrowser()
			}
			r := s.Result()
			res.Outcome, res.Expanded, res.MaxOpen, res.Length, res.Path = r.Outcome, r.Stats.Expanded, r.Stats.MaxOpen, len(r.Path), r.Path
			freeMemory() // this search's boards, before the next one grows its own
		}
		if stop.Load() {
			return
		}
		report(res)
		YieldToBrowser()
	}
}
