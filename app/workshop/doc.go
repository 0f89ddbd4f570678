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

	"slidelab/app/ui"
)

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
