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
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// Lang is the page's language.
type Lang string

const (
	English Lang = "en"
	Chinese Lang = "zh"
)

func ParseLang(v string) (Lang, bool) {
	switch strings.ToLower(v) {
	case "en":
		return English, true
	case "zh", "cn", "zh-cn":
		return Chinese, true
	}
	return English, false
}

// Other is the language the page's language switch shows next.
func (l Lang) Other() Lang {
	if l == English {
		return Chinese
	}
	return English
}

// BrowserLang is the browser's language (navigator.language), "" when it
// says none.
func BrowserLang() string {
	if l := app.Window().Get("navigator").Get("language"); l.Truthy() {
		return l.String()
	}
	return ""
}

// LangFrom picks the language from the browser's (BrowserLang).
func LangFrom(browser string) Lang {
	if strings.HasPrefix(strings.ToLower(browser), "zh") {
		return Chinese
	}
	return English
}

// texts are the page's strings: for each language, its texts by key. (A
// map keyed by lang made the wasm 150 KB larger.)
var texts []struct {
	lang  Lang
	table map[string]string
}

// TextsOf is language l's table, made when first asked for.
func TextsOf(l Lang) map[string]string {
	for _, t := range texts {
		if t.lang == l {
			return t.table
		}
	}
	texts = append(texts, struct {
		lang  Lang
		table map[string]string
	}{l, map[string]string{}})
	return texts[len(texts)-1].table
}

// RegisterTexts adds a table of strings in language l, one "key = text" a
// line (a package's text/en.txt, text/zh.txt: one file a language); a
// text with spaces at either end is written as a Go string ("…"). A
// malformed table panics at start-up, so every test fails on it.
func RegisterTexts(l Lang, table string) {
	m := TextsOf(l)
	for n, line := range strings.Split(strings.TrimSuffix(table, "\n"), "\n") {
		key, text, ok := strings.Cut(line, " = ")
		if !ok {
			panic(fmt.Sprintf("%s line %d: no \" = \"", l, n+1))
		}
		if len(text) >= 2 && text[0] == '"' && text[len(text)-1] == '"' {
			var err error
			if text, err = strconv.Unquote(text); err != nil {
				panic(fmt.Sprintf("%s line %d: %v", l, n+1, err))
			}
		}
		if _, twice := m[key]; twice {
			panic(fmt.Sprintf("%s line %d: %s is in two tables", l, n+1, key))
		}
		m[key] = text
	}
}

// RegisterText adds one string in language l, made by code rather than
// read from a table (the solver's own English words).
func RegisterText(l Lang, key, text string) {
	m := TextsOf(l)
	if _, twice := m[key]; twice {
		panic(key + " is in two tables")
	}
	m[key] = text
}

// Lookup returns the string for key in l, if there is one.
func (l Lang) Lookup(key string) (string, bool) {
	s, ok := TextsOf(l)[key]
	return s, ok
}

// T returns the string for key in l, or the key itself when it is missing
// (a test checks that none is). Not inlined: the page calls it from some
// 600 places, and a map lookup is long code in wasm.
//
//go:noinline
func (l Lang) T(key string) string {
	if s, ok := l.Lookup(key); ok {
		return s
	}
	return key
}

// Tn is t for a text about n things: English's singular form (key+"1")
// when n is 1.
func (l Lang) Tn(key string, n int) string {
	if n == 1 {
		if s, ok := l.Lookup(key + "1"); ok {
			return s
		}
	}
	return l.T(key)
}

// boardName reads a board row by row for a screen reader: "Board, 3 rows:
// 8 6 7; 2 5 4; 3, blank, 1".
func (l Lang) boardName(label string, b solver.Board) string {
	rows := BoardRows(b, l.T("blank"), " ")
	return fmt.Sprintf(l.T("boardRows"), label, b.Height(), strings.Join(rows, l.T("rowSep")))
}

// BoardRows writes each row of b, its tiles joined by sep and the blank
// written as blank.
func BoardRows(b solver.Board, blank, sep string) []string {
	rows := make([]string, b.Height())
	for r := range rows {
		cells := make([]string, b.Width())
		for c := range cells {
			cells[c] = strconv.Itoa(b.At(r*b.Width() + c))
			if cells[c] == "0" {
				cells[c] = blank
			}
		}
		rows[r] = strings.Join(cells, sep)
	}
	return rows
}

// The languages' punctuation: the kit knows it, so that no other package
// writes a text in both languages.

// pick chooses between the English and the Chinese of a mark.
func (l Lang) pick(en, zh string) string {
	if l == Chinese {
		return zh
	}
	return en
}

// Sep joins two sentences: a space in English, none after a Chinese 。.
func (l Lang) Sep() string { return l.pick(" ", "") }

// Colon follows a label: ": " in English, a full-width "：" in Chinese.
func (l Lang) Colon() string { return l.pick(": ", "：") }

// Comma joins two clauses: ", " in English, a full-width "，" in Chinese.
func (l Lang) Comma() string { return l.pick(", ", "，") }

// ListSep joins the items of a list: ", " in English, "、" in Chinese.
func (l Lang) ListSep() string { return l.pick(", ", "、") }

// Paren writes s in brackets after a word: " (s)" in English, "（s）" in
// Chinese.
func (l Lang) Paren(s string) string { return l.pick(" ("+s+")", "（"+s+"）") }

// DirName names the direction the blank moves: U/D/L/R or 上下左右.
func (l Lang) DirName(d solver.Dir) string {
	return l.T(d.String())
}

func (l Lang) ParityWord(n int) string {
	if n%2 == 0 {
		return l.T("even")
	}
	return l.T("odd")
}

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

// Ordinal is a place in an order: 1st, 第 1 名 (the languages' grammar,
// as their punctuation).
func (l Lang) Ordinal(n int) string {
	if l == Chinese {
		return fmt.Sprintf("第 %d 名", n)
	}
	suffix := "th"
	switch n {
	case 1:
		suffix = "st"
	case 2:
		suffix = "nd"
	case 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}
