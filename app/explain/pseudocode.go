package explain

import (
	"fmt"
	"slices"

	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// code is an algorithm's pseudocode, AIMA-shaped. Each line has a role:
// the events of a moment light the lines of their roles. Its words are
// strings of the tables (code.…), some with a value to fill in.
type code []codeLine

type codeLine struct {
	role   role
	Indent int
	key    string
	args   []any
}

// Text is the line in l.
func (c codeLine) Text(l ui.Lang) string {
	if c.args == nil {
		return l.T(c.key)
	}
	return fmt.Sprintf(l.T(c.key), c.args...)
}

// role is what a line does; an event has one role (see roleOf).
type role uint8

const (
	rNone     role = iota
	RPass          // a pass begins (its bound or limit)
	rLayer         // bidirectional BFS picks a side and a layer
	RPop           // the board to expand is taken (best-first, BFS)
	rStale         // an outdated queue entry is dropped
	RExpand        // the board is expanded and tested (depth-first: the call)
	RSolved        // the goal is reached: return the path
	rEach          // the loop over the children
	RSkip          // a child is skipped: reached before
	rUpdate        // a child replaces a worse entry
	RPush          // a child is added (the recursive call, for depth-first)
	RCut           // a child is cut off by the bound or limit
	RBack          // depth-first: back up to the parent
	rFail          // the search fails
	rFoundGen      // BFS: a child is the goal; bidirectional: the sides meet
)

var (
	// eachChild is every search's loop over the children.
	eachChild = codeLine{rEach, 1, "code.eachChild", nil}
	// dls is the depth-limited search of DFS and IDDFS.
	dls = code{
		{rNone, 0, "code.dls.0", nil},
		{RExpand, 1, "code.dls.1", nil},
		eachChild,
		{RCut, 2, "code.dls.2", nil},
		{RSkip, 2, "code.dls.3", nil},
		{RPush, 2, "code.dls.4", nil},
		{RBack, 1, "code.dls.5", nil},
	}
	bfsCode = code{
		{rNone, 0, "code.bfs.0", nil},
		{rNone, 0, "code.bfs.1", nil},
		{rNone, 0, "code.bfs.2", nil},
		{RPop, 1, "code.bfs.3", nil},
		eachChild,
		{RSkip, 2, "code.bfs.4", nil},
		{RPush, 2, "code.bfs.5", nil},
		{rFoundGen, 2, "code.bfs.6", nil},
		{rFail, 0, "code.bfs.7", nil},
	}
	bidirectionalCode = code{
		{rNone, 0, "code.bibfs.0", nil},
		{rNone, 0, "code.bibfs.1", nil},
		{rLayer, 1, "code.bibfs.2", nil},
		{rFail, 1, "code.bibfs.3", nil},
		{RPop, 1, "code.bibfs.4", nil},
		eachChild,
		{RSkip, 2, "code.bibfs.5", nil},
		{RPush, 2, "code.bibfs.6", nil},
		{rFoundGen, 2, "code.bibfs.7", nil},
	}
	// reduceCode is the reduction solver: its phases are A* (the pop, the
	// children), its finish IDA* (the passes, the cut-offs, backing up).
	reduceCode = code{
		{rNone, 0, "code.reduce.0", nil},
		{rNone, 0, "code.reduce.1", nil},
		{rNone, 1, "code.reduce.2", nil},
		{rNone, 1, "code.reduce.3", nil},
		{RPop, 2, "code.reduce.4", nil},
		{RSolved, 2, "code.reduce.5", nil},
		{RSkip, 3, "code.reduce.6", nil},
		{RPush, 3, "code.reduce.7", nil},
		{rNone, 1, "code.reduce.8", nil},
		{RPass, 0, "code.reduce.9", nil},
		{RExpand, 1, "code.reduce.10", nil},
		{RCut, 1, "code.reduce.11", nil},
		{RBack, 1, "code.reduce.12", nil},
		{rNone, 0, "code.reduce.13", nil},
	}
	dfsCode = append(code{
		{RPass, 0, "code.dfs.0", nil},
	}, dls...)
	iddfsCode = append(code{
		{RPass, 0, "code.iddfs.0", nil},
		{rNone, 1, "code.iddfs.1", nil},
		{rFail, 1, "code.iddfs.2", nil},
	}, dls...)
	idaCode = code{
		{rNone, 0, "code.idastar.0", nil},
		{RPass, 0, "code.idastar.1", nil},
		{rNone, 1, "code.idastar.2", nil},
		{rFail, 1, "code.idastar.3", nil},
		{rNone, 1, "code.idastar.4", nil},
		{rNone, 0, "code.idastar.5", nil},
		{RExpand, 1, "code.idastar.6", nil},
		eachChild,
		{RCut, 2, "code.idastar.7", nil},
		{RPush, 2, "code.idastar.8", nil},
		{RBack, 1, "code.idastar.9", nil},
	}
)

// CodeOf is the algorithm's pseudocode, by the registry's key
// (Algorithm.Code): best-first searches share bestFirstCode, with their own
// priority; noReopen: the search never reopens a closed board (the option,
// where the algorithm takes it).
func CodeOf(alg solver.Algorithm, noReopen bool) code {
	switch alg.Code {
	case "bfs":
		return bfsCode
	case "bibfs":
		return bidirectionalCode
	case "dfs":
		return dfsCode
	case "iddfs":
		return iddfsCode
	case "idastar":
		return idaCode
	case "reduce":
		return reduceCode
	case "bestfirst":
		return bestFirstCode(alg, noReopen && alg.UsesReopen)
	}
	return nil
}

// bestFirstCode is the best-first graph search [AIMA Figure 3.7] with the
// algorithm's own priority and tie rule, and its own rule for a child
// reached again after its board was expanded (greedy search, and A* told
// so, never reopen one).
func bestFirstCode(alg solver.Algorithm, noReopen bool) code {
	by := state.PriorityName(alg.Priority)
	pop := codeLine{RPop, 1, "code.best.pop", []any{by}}
	if alg.Priority.TiesByH() {
		pop = codeLine{RPop, 1, "code.best.popTieH", nil}
	}
	c := code{
		{rNone, 0, "code.best.frontier", []any{by}},
		{rNone, 0, "code.best.while", nil},
		pop,
		{rStale, 1, "code.best.stale", nil},
		{RSolved, 1, "code.best.solved", nil},
		eachChild,
		{RSkip, 2, "code.best.skip", nil},
		{rUpdate, 2, "code.best.update", nil},
		{RPush, 2, "code.best.push", []any{by}},
		{rFail, 0, "code.best.fail", nil},
	}
	if alg.Priority == solver.ByH || noReopen { // an expanded board stays closed
		c[6] = codeLine{RSkip, 2, "code.best.skipClosed", nil}
		c[7] = codeLine{rUpdate, 2, "code.best.updateWaiting", nil}
	}
	return c
}

// roleOf is the role of an event's line.
func roleOf(ev solver.Event) role {
	switch ev.Kind {
	case solver.PassStart:
		return RPass
	case solver.LayerStart:
		return rLayer
	case solver.StaleDrop:
		return rStale
	case solver.Backtrack:
		return RBack
	case solver.Expansion:
		return RExpand
	}
	switch ev.Fate {
	case solver.Pushed:
		return RPush
	case solver.Updated, solver.Reopened:
		return rUpdate
	case solver.OverBound:
		return RCut
	case solver.Goal, solver.Met:
		return rFoundGen
	}
	return RSkip
}

// Without is c with the lines of roles rs lit by nothing.
func (c code) Without(rs ...role) code {
	out := slices.Clone(c)
	for i, ln := range out {
		if slices.Contains(rs, ln.role) {
			out[i].role = rNone
		}
	}
	return out
}

// Lit returns, for a moment, the line its expansion runs (the lit line,
// -1 when none) and how many times each line ran.
func (c code) Lit(e solver.Explanation, outcome solver.Outcome) (int, []int) {
	ran := make([]int, len(c))
	find := func(r role) int {
		for i, ln := range c {
			if ln.role == r {
				return i
			}
		}
		return -1
	}
	for _, ev := range e.Events {
		r := roleOf(ev)
		if r == RExpand && find(RExpand) < 0 { // graph searches: the pop
			r = RPop
		}
		if i := find(r); i >= 0 {
			ran[i]++
		}
		if ev.Kind == solver.Generation {
			if i := find(rEach); i >= 0 {
				ran[i]++
			}
		}
	}
	main := -1
	switch {
	case outcome == solver.Solved && find(rFoundGen) >= 0 && len(e.Events) > 0 && e.Events[len(e.Events)-1].Kind == solver.Generation:
		main = find(rFoundGen)
	case outcome == solver.Solved:
		main = max(find(RSolved), find(RExpand))
	case outcome == solver.NotFound:
		main = find(rFail)
	case e.At > 0:
		main = max(find(RPop), find(RExpand))
	}
	if main >= 0 && ran[main] == 0 {
		ran[main] = 1
	}
	return main, ran
}
