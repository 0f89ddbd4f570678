// Package play is play mode (mode=play): the person solves the board by
// hand, scored against the shortest path; the distances known and those
// the side worker proves (Model), a hint, the restart, its panel (Panel),
// actions and strings. (The player of a search's path on the board is the
// page's replay: replaymodel.go.)
//
// It imports ui, state, search and the solver: no other capability, and
// not the page.
package play

import (
	_ "embed"

	"slidelab/app/ui"
)

// Play mode's strings, one table a language.
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
