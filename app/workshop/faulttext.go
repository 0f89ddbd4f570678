package workshop

import (
	"fmt"
	"strconv"

	"slidelab/app/explain"
	"slidelab/app/ui"
	"slidelab/solver"
)

// faultText words a board where a formula has no value in range, the board
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
