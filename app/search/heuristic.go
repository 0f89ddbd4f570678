package search

import "slidelab/solver"

// Custom is the name of the heuristic written as a formula (Spec.Formula,
// the page's h=custom&hx=…): beside solver.Heuristics, which are built in.
const Custom = "custom"

// CheckHeuristic reports why the heuristic called name, with formula for
// Custom, does not fit goal's board: an unknown name, a board too large,
// a formula that does not parse or does not fit (an *solver.InputError
// naming its column). It builds nothing.
func CheckHeuristic(name, formula string, goal solver.Board) error {
	if name != Custom {
		_, err := solver.CheckHeuristic(name, goal)
		return err
	}
	f, err := solver.ParseFormula(formula)
	if err != nil {
		return err
	}
	return f.Check(goal)
}

// NewHeuristic builds the heuristic called name (with formula for Custom)
// for goal; pattern databases are built when not held.
func NewHeuristic(name, formula string, goal solver.Board) (solver.Heuristic, error) {
	if name != Custom {
		return solver.NewHeuristic(name, goal)
	}
	f, err := solver.ParseFormula(formula)
	if err != nil {
		return nil, err
	}
	h, err := f.Bind(goal)
	if err != nil {
		return nil, err // not a nil *FormulaHeuristic in a Heuristic
	}
	return h, nil
}

// usesTables reports whether the heuristic called name (with formula for
// Custom) looks up pattern databases.
func usesTables(name, formula string) bool {
	if name == Custom {
		f, err := solver.ParseFormula(formula)
		return err == nil && f.Uses("pdb")
	}
	h, ok := solver.HeuristicByName(name)
	return ok && h.Tables
}
