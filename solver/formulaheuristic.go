package solver

import "math"

// FormulaHeuristic is a Formula bound to a goal: a Heuristic. On a board
// where the formula has no value (a division by zero) or a value out of
// range (negative, or above MaxFormulaH) it counts 0 (MaxFormulaH when too
// large) and remembers the first such board: Fault reports it. It is not
// safe for concurrent use: each search binds its own.
type FormulaHeuristic struct {
	f     *Formula
	root  *formulaNode // f's, bound to goal
	goal  Board
	fault *FormulaFault
}

// MaxFormulaH is the largest h a formula may give.
const MaxFormulaH = 1000

// Formula returns the formula it evaluates.
func (h *FormulaHeuristic) Formula() *Formula { return h.f }

// Of returns the formula's value on b, rounded down.
func (h *FormulaHeuristic) Of(b Board) int {
	v, fault := h.Value(b)
	if fault != nil {
		if h.fault == nil {
			h.fault = fault
		}
		if v > MaxFormulaH {
			return MaxFormulaH
		}
		return 0
	}
	return int(v)
}

// Value returns the formula's value on b rounded down, or the fault that
// leaves it none in range, with the value (0 when none).
func (h *FormulaHeuristic) Value(b Board) (float64, *FormulaFault) {
	v, ok := h.root.eval(h, b)
	v = math.Floor(v + 1e-9) // 0.1*30 is 3, not 2.9999…
	switch {
	case !ok:
		return 0, &FormulaFault{Code: "fDivZero", Board: b}
	case v < 0:
		return v, &FormulaFault{Code: "fNegative", Board: b, Value: v}
	case v > MaxFormulaH:
		return v, &FormulaFault{Code: "fHuge", Board: b, Value: v}
	}
	return v, nil
}

// Fault returns the first board the formula had no value on in range; nil
// when there was none.
func (h *FormulaHeuristic) Fault() *FormulaFault { return h.fault }

// FormulaFault is a board where a formula has no value (Code fDivZero) or
// one out of range (fNegative, fHuge), and that value.
type FormulaFault struct {
	Code  string
	Board Board
	Value float64 `json:",omitempty"`
}

// Err is the fault as an *InputError, for each language to word.
func (f *FormulaFault) Err() *InputError {
	switch f.Code {
	case "fNegative":
		return inputErr(f.Code, f.Value, f.Board.String())
	case "fHuge":
		return inputErr(f.Code, f.Value, f.Board.String(), MaxFormulaH)
	}
	return inputErr(f.Code, f.Board.String())
}

// faulter is a heuristic that remembers where it had no value.
type faulter interface{ Fault() *FormulaFault }
