// Package picture is pictures on the tiles (pic=, nums=): a built-in
// picture or the person's own, read from a file, kept in the browser and
// forgotten on request (Model), its panel (Panel), its actions and
// strings. The board draws each tile's part of it (ui.BoardView).
//
// It imports ui, state, pics and the solver: no other capability, and not
// the page.
package picture

import (
	_ "embed"

	"slidelab/app/ui"
)

// The pictures' strings, one table a language.
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
