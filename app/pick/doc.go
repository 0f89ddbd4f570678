// Package pick is "you are the search" (mode=expand&level=…): the person
// picks the board the search expands next, and at level 3 each child's
// fate; the page says whether the algorithm would have, and keeps the
// score (Model); its panel (Panel), actions and strings. The URL keeps
// its name, mode=expand.
//
// It imports ui, state, explain, search and the solver: no other
// capability, and not the page.
package pick

import (
	_ "embed"

	"slidelab/app/ui"
)

// The strings of "you are the search", one table a language.
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
