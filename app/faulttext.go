package main

import (
	"fmt"
	"strconv"

	"slidelab/solver"
)

// faultText words a board where a formula has no value in range, the board
// written as the narration writes it, and what h counted there.
func (l lang) faultText(f *solver.FormulaFault) string {
	b := boardText(f.Board)
	switch f.Code {
	case "fNegative":
		return fmt.Sprintf(l.t("hfNegative"), strconv.FormatFloat(f.Value, 'f', -1, 64), b)
	case "fHuge":
		return fmt.Sprintf(l.t("hfHuge"), strconv.FormatFloat(f.Value, 'f', -1, 64), b, solver.MaxFormulaH)
	}
	return fmt.Sprintf(l.t("hfDivZero"), b)
}
