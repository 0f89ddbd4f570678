package main

import _ "embed"

// The page's own strings, one table a language.
var (
	//go:embed text/en.txt
	enTexts string
	//go:embed text/zh.txt
	zhTexts string
)

func init() {
	registerTexts(english, enTexts)
	registerTexts(chinese, zhTexts)
}
