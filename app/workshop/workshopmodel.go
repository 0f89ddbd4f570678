// Package workshop is the heuristic workshop: a heuristic written as a
// formula (h=custom&hx=…), its panel (Panel: the formula typed, its value
// on the start and the goal, its faults), and the check of the formula
// against every board (Model: run by the side worker, search.OpAudit), with
// its actions and strings.
//
// It imports ui, state, search and the solver: no other capability, and
// not the page.
package workshop

import (
	_ "embed"
	"errors"
	"fmt"
	"strconv"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// Model is the heuristic workshop's check of the page's formula
// against the exact distance of every board, run in the side worker (the
// comparison's, so that neither freezes the page nor stops the search it
// shows).
type Model struct {
	Checking    bool
	done, total int
	of          search.Spec     // the check under way's or done's: its goal and formula
	Result      *search.Audited // the check done, of `of`
	err         error           // why the last check could not run
	gen         int             // the check under way's: replies to earlier ones are dropped
	port        *search.Port
}

// AuditSpec is what the workshop checks of set: its formula to its goal.
func AuditSpec(set state.Settings) search.Spec {
	return search.Spec{Start: set.Goal, Goal: set.Goal, Algo: "astar", Heuristic: search.Custom, Formula: set.Formula}
}

// Start checks sp's formula on port.
func (w *Model) Start(sp search.Spec, port *search.Port) {
	w.Halt()
	w.port = port
	w.gen++
	w.of, w.Checking, w.done, w.total, w.Result, w.err = sp, true, 0, 0, nil, nil
	req := search.Request{Gen: w.gen, Op: search.OpAudit, Specs: []search.Spec{sp}}
	if sp.UsesTables() || sp.Goal.Len() > solver.MaxExactCells { // the formula's, or the sampled check's lower bound
		port.CarryTables(&req, sp.Goal)
	}
	port.Post(req)
}

// Halt stops the check under way.
func (w *Model) Halt() {
	if w.Checking {
		w.gen++
		w.port.Post(search.Request{Gen: w.gen, Op: search.OpDrop}) // stops the check within a slice
	}
	w.Checking = false
}

// Take reads the side worker's reply to the check: its progress, its
// result, or why it could not run.
func (w *Model) Take(rep search.Reply) {
	if rep.Gen != w.gen || !w.Checking {
		return
	}
	switch a := rep.Audit; {
	case rep.Err != "":
		w.Checking, w.err = false, errors.New(rep.Err)
	case a != nil && a.Finished():
		w.Checking, w.Result = false, a
	case a != nil:
		w.done, w.total = a.Done, a.Total
	}
}

// Shown is the check of set's formula and goal: done (the result), under
// way, or failed; nothing when the formula or the goal changed since.
func (w *Model) Shown(set state.Settings) Model {
	if sp := AuditSpec(set); w.of.Goal != sp.Goal || w.of.Formula != sp.Formula {
		return Model{}
	}
	return *w
}

// Found makes set (the page's settings) the race on the board the check
// found: A* with the formula against A* with Manhattan distance where the
// formula finds a longer path (longer), or A* that reopens against A* that
// never does where the formula traps the second. False, set untouched: the
// check found no such board.
func (w *Model) Found(set *state.Settings, longer bool) bool {
	shown := w.Shown(*set)
	if shown.Result == nil || shown.Result.Result == nil { // none yet, or a board above 9 cells: boards sampled, none kept
		return false
	}
	a := shown.Result.Result
	start := a.Trap
	if longer {
		start = a.Longer
	}
	if start.IsZero() {
		return false
	}
	set.Start, set.Algo, set.Heuristic = start, "astar", search.Custom
	set.Race = []state.RaceEntry{{Algo: "astar", Heuristic: search.Custom}, {Algo: "astar", Heuristic: search.Custom, Reopen: "no"}}
	if longer {
		set.Race[1] = state.RaceEntry{Algo: "astar", Heuristic: "manhattan"}
	}
	set.NoReopen, set.Expand = false, 0 // a race is watched, not played
	return true
}

// The heuristic workshop.
type (
	FormulaTyped string                // the formula typed, or an example chosen: the page edits hx
	Check        struct{}              // check the formula against every board
	Show         struct{ Longer bool } // race on the board the check found: the longer path (against Manhattan) or the trap (reopening against not)
)

// Action is an action of the workshop: the page routes every one to its
// side of the workshop.
type Action interface{ workshopAction() }

func (FormulaTyped) workshopAction() {}
func (Check) workshopAction()        {}
func (Show) workshopAction()         {}

// FaultText words a board where a formula has no value in range, the board
// written as the narration writes it, and what h counted there.
func FaultText(l ui.Lang, f *solver.FormulaFault) string {
	b := explain.BoardText(f.Board)
	switch f.Code {
	case "fNegative":
		return fmt.Sprintf(l.T("hfNegative"), strconv.FormatFloat(f.Value, 'f', -1, 64), b)
	case "fHuge":
		return fmt.Sprintf(l.T("hfHuge"), strconv.FormatFloat(f.Value, 'f', -1, 64), b, solver.MaxFormulaH)
	}
	return fmt.Sprintf(l.T("hfDivZero"), b)
}

// The workshop's strings, one table a language.
var (
	//go:embed text/en.txt
	enTexts string
	//go:embed text/zh.txt
	zhTexts string
)

func init() {
	ui.RegisterTexts(ui.English, enTexts)
	ui.RegisterTexts(ui.Chinese, zhTexts)
}
