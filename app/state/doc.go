// Package state is the page's settings: everything a person chose, read
// from and written to the URL (Settings, ParseSettings, Query), each bad
// value refused with its reason in both languages (Refused, NewPageError);
// the views and subviews of the page; the speeds; a race's lanes as the URL
// writes them (RaceEntry); and the names of algorithms, heuristics and
// goals as the page says them.
//
// It imports ui, search and the solver: no capability, and not the page.
package state

import (
	_ "embed"

	"slidelab/app/ui"
)

// The strings of the settings and their refusals, one table a language.
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
