package ui

import _ "embed"

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
