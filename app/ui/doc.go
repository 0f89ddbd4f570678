// Package ui is the page's kit: what every capability draws and says with.
//
// It owns the languages and the registry of strings (Lang, T, Tn: each
// package registers its own text/en.txt and text/zh.txt, one table a
// language), the markup helpers (Div, Option, LabelFor…), BoardView (a
// board, its tiles' slides and pictures) with the tree's layout and the
// small boards drawn as SVG, number formats (Thousands, Count), the
// browser's stores (Keep, Kept, KeepIn, KeptIn), downloads (Download,
// FileName), and Actor: the page as the panels see it, which every action
// goes to.
//
// It imports only the solver and go-app: no other package of app/.
package ui

import (
	_ "embed"
)

// The kit's own strings, one table a language.
var (
	//go:embed text/en.txt
	enTexts string
	//go:embed text/zh.txt
	zhTexts string
)

func init() {
	RegisterTexts(English, enTexts)
	RegisterTexts(Chinese, zhTexts)
}
