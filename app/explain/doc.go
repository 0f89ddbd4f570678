// Package explain turns a search's events into words: the narration of each
// moment (Narrator, Story), the pseudocode with the lines an event lights
// (Code), the quiz "predict the next step" and its verdict (QuizModel,
// Guess), and how far a search that ran out of its budget got (Far,
// LimitText).
//
// It imports ui, state, search and the solver: no capability, and not the
// page.
package explain

import (
	_ "embed"

	"slidelab/app/ui"
)

// The narration's and the verdicts' strings, one table a language.
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
