package solver

import (
	"errors"
	"math/rand/v2"
)

// Audit is a heuristic checked against the exact distance of every board
// that can reach a goal of at most MaxExactCells cells (181,440 on 3×3),
// and tried by A* on AuditBoards fixed random boards.
type Audit struct {
	Boards int // the boards checked: every one that can reach the goal

	Over              int   // boards where h > h* (it overestimates): 0 means admissible
	Worst             Board // the board of the largest h − h*, when Over > 0
	WorstH, WorstTrue int

	Inconsistent int   // pairs of neighbours whose h differ by more than one move: 0 (and h = 0 at the goal) means consistent
	PairA, PairB Board // such a pair, when Inconsistent > 0
	PairHA       int
	PairHB       int
	GoalH        int // h of the goal itself

	SumH, SumTrue int // over every board: their ratio is how informed h is

	Fault *FormulaFault // the first board the heuristic has no value on in range (a formula's); nil when none

	// A* with the heuristic and with Manhattan on the fixed boards.
	Expanded, ManhattanExpanded int // expansions, summed over the boards
	Runs                        int // the boards searched (AuditBoards)
	OverBudget                  int // runs of the heuristic that reached the budget

	// A board where A* with the heuristic returns a path longer than the
	// shortest (found among the fixed boards, then the overestimated ones);
	// Longer is zero when none was found.
	Longer               Board
	LongerLen, LongerOpt int

	// A board where A* that never reopens a closed board returns a path
	// longer than the shortest though the heuristic is admissible (looked
	// for when it is admissible and inconsistent); zero when none was found.
	Trap             Board
	TrapLen, TrapOpt int
}

// AuditBoards is how many random boards the audit searches with A*.
const AuditBoards = 100

// auditBudget is each audit search's node budget: more than the 8-puzzle's
// boards, so only a search that reopens boards again and again reaches it.
const auditBudget = 400_000

// errAuditStopped is AuditHeuristic's error when progress asks it to stop.
var errAuditStopped = errors.New("the check was stopped")

// AuditHeuristic checks h against the exact distances to goal. progress,
// if not nil, is called now and then with the work done out of total and
// stops the audit when it returns false. newH makes a fresh copy of the
// heuristic for each search (a formula's remembers its faults).
func AuditHeuristic(newH func() Heuristic, goal Board, progress func(done, total int) bool) (Audit, error) {
	d, err := ExactDistances(goal)
	if err != nil {
		return Audit{}, err
	}
	a := &auditor{d: d, goal: goal, newH: newH, progress: progress}
	a.total = d.Reachable() + auditRuns*runWeight
	if err := a.scan(); err != nil {
		return a.Audit, err
	}
	return a.Audit, a.search()
}

// runWeight is one search's share of the audit's progress, in boards.
const runWeight = 500

// auditTries is how many more boards the audit tries for Longer and Trap
// when the fixed ones show none.
const auditTries = 200

// auditRuns is the most searches an audit runs: A* with h and with
// Manhattan on the fixed boards, then either the tries for Longer (an h
// that overestimates) or A* never reopening on the fixed boards and the
// tries for Trap (one that does not).
const auditRuns = 2*AuditBoards + AuditBoards + auditTries

// auditor is an audit under way.
type auditor struct {
	Audit
	d           *Distances
	goal        Board
	newH        func() Heuristic
	progress    func(done, total int) bool
	done, total int
	over        []int32 // the ranks of the boards h overestimates
}

// tick counts work done and reports it now and then; false: stop.
func (a *auditor) tick(n int) bool {
	before := a.done
	a.done += n
	if a.progress == nil || before/8192 == a.done/8192 && n < runWeight {
		return true
	}
	return a.progress(a.done, a.total)
}

// scan evaluates h on every board and compares it with the truth and with
// its neighbours.
func (a *auditor) scan() error {
	n, goal := a.goal.Len(), a.goal
	h := a.newH()
	hv := make([]int16, len(a.d.dist))
	nb := neighborsOf(goal.Width(), goal.Height())
	a.GoalH = h.Of(goal)
	worst := 0
	for r, dist := range a.d.dist {
		if dist < 0 {
			continue
		}
		b := goal.fromKey(unrank(r, n))
		v := h.Of(b)
		hv[r] = int16(v)
		a.Boards++
		a.SumH += v
		a.SumTrue += int(dist)
		if v > int(dist) {
			a.Over++
			a.over = append(a.over, int32(r))
			if v-int(dist) > worst {
				worst, a.Worst, a.WorstH, a.WorstTrue = v-int(dist), b, v, int(dist)
			}
		}
		if !a.tick(1) {
			return errAuditStopped
		}
	}
	for r, dist := range a.d.dist { // every board's h is known: now the pairs
		if dist < 0 {
			continue
		}
		b := goal.fromKey(unrank(r, n))
		for _, to := range nb[b.blank] {
			if to < 0 {
				continue
			}
			r2 := rank(slide(b.cells, int(b.blank), int(to)), n, n)
			if r2 < r || abs(int(hv[r])-int(hv[r2])) <= 1 {
				continue
			}
			if a.Inconsistent == 0 {
				a.PairA, a.PairB = b, goal.fromKey(unrank(r2, n))
				a.PairHA, a.PairHB = int(hv[r]), int(hv[r2])
			}
			a.Inconsistent++
		}
	}
	if f, ok := h.(faulter); ok {
		a.Fault = f.Fault()
	}
	return nil
}

// search runs A* on the fixed boards with h and with Manhattan, then looks
// further for a longer path (an inadmissible h) or the trap of a search
// that never reopens (an admissible, inconsistent h).
func (a *auditor) search() error {
	rng := rand.New(rand.NewPCG(36, 2010))
	boards := make([]Board, AuditBoards)
	for i := range boards {
		boards[i] = ScrambleUniform(a.goal, rng)
	}
	trap := a.Over == 0 && a.Inconsistent > 0 // h(goal) > 0 is an overestimate
	for _, b := range boards {
		r, err := a.run(b, a.newH(), false)
		if err != nil {
			return err
		}
		a.Runs++
		a.Expanded += r.Stats.Expanded
		if r.Outcome == LimitReached {
			a.OverBudget++
		}
		a.longer(b, r)
		man, err := a.run(b, Manhattan(a.goal), false)
		if err != nil {
			return err
		}
		a.ManhattanExpanded += man.Stats.Expanded
		if trap && a.Trap.IsZero() {
			if err := a.trap(b); err != nil {
				return err
			}
		}
	}
	tries := min(auditTries, len(a.over))
	for i := 0; i < tries && a.Longer.IsZero(); i++ { // spread over the boards h overestimates
		b := a.goal.fromKey(unrank(int(a.over[i*len(a.over)/tries]), a.goal.Len()))
		r, err := a.run(b, a.newH(), false)
		if err != nil {
			return err
		}
		a.longer(b, r)
	}
	for i := 0; i < auditTries && trap && a.Trap.IsZero(); i++ {
		if err := a.trap(ScrambleUniform(a.goal, rng)); err != nil {
			return err
		}
	}
	return nil
}

// longer keeps b as Longer if the search r of b returned a path longer
// than the shortest, and none is kept yet.
func (a *auditor) longer(b Board, r Result) {
	if opt := a.d.Of(b); r.Outcome == Solved && len(r.Path) > opt && a.Longer.IsZero() {
		a.Longer, a.LongerLen, a.LongerOpt = b, len(r.Path), opt
	}
}

// trap keeps b as Trap if A* that never reopens returns a path longer than
// the shortest there.
func (a *auditor) trap(b Board) error {
	r, err := a.run(b, a.newH(), true)
	if opt := a.d.Of(b); err == nil && r.Outcome == Solved && len(r.Path) > opt {
		a.Trap, a.TrapLen, a.TrapOpt = b, len(r.Path), opt
	}
	return err
}

// run is A* on b with h, flat out, counted as one run of the progress.
func (a *auditor) run(b Board, h Heuristic, noReopen bool) (Result, error) {
	r, err := Solve("astar", Problem{Start: b, Goal: a.goal}, Options{Heuristic: h, MaxExpanded: auditBudget, NoReopen: noReopen})
	if err == nil && !a.tick(runWeight) {
		err = errAuditStopped
	}
	return r, err
}
