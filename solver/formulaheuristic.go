package solver

import "math"

// FormulaHeuristic is a Formula bound to a goal: a Heuristic. On a board
// where the formula has no value (a division by zero) or a value out of
// range (negative, or above MaxFormulaH) it counts 0 (MaxFormulaH when too
// large) and remembers the first such board: Fault reports it. It is not
// safe for concurrent use: each search binds its own.
type FormulaHeuristic struct {
	f     *Formula
	goal  Board
	fault *InputError
}

// MaxFormulaH is the largest h a formula may give.
const MaxFormulaH = 1000

// Formula returns the formula it evaluates.
func (h *FormulaHeuristic) Formula() *Formula { return h.f }

// Of returns the formula's value on b, rounded down.
func (h *FormulaHeuristic) Of(b Board) int {
	v, err := h.Value(b)
	if err != nil {
		if h.fault == nil {
			h.fault = err
		}
		if v > MaxFormulaH {
			return MaxFormulaH
		}
		return 0
	}
	return int(v)
}

// Value returns the formula's value on b rounded down, or an *InputError
// naming the board when it has none (fDivZero) or it is out of range
// (fNegative, fHuge), with the value (0 when none).
func (h *FormulaHeuristic) Value(b Board) (float64, *InputError) {
	v, ok := h.f.root.eval(h, b)
	v = math.Floor(v + 1e-9) // 0.1*30 is 3, not 2.9999…
	switch {
	case !ok:
		return 0, inputErr("fDivZero", b.String())
	case v < 0:
		return v, inputErr("fNegative", v, b.String())
	case v > MaxFormulaH:
		return v, inputErr("fHuge", v, b.String(), MaxFormulaH)
	}
	return v, nil
}

// Fault returns the first board the formula had no value on in range, as
// an *InputError naming it; nil when there was none.
func (h *FormulaHeuristic) Fault() *InputError { return h.fault }
