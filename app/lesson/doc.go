// Package lesson is lessons: a lesson's format (Lesson, Stop, Ask) and its
// link (#lesson=…, EncodeLesson, DecodeLesson), the lesson followed (Model)
// and its bar (Bar), the author mode that writes one (AuthorModel,
// AuthorPanel) with its draft kept in the browser, the built-in lessons,
// and their actions and strings. The page routes a lesson's actions here
// and carries out what comes back (pagelesson.go).
//
// It imports ui, state, search and the solver: no other capability, and
// not the page.
package lesson

import (
	_ "embed"

	"slidelab/app/ui"
)

// The lessons' strings, one table a language.
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
