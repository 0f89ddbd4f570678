package main

import (
	"fmt"
	"strconv"
	"strings"

	"slidelab/solver"
)

// lang is the page's language.
type lang string

const (
	english lang = "en"
	chinese lang = "zh"
)

func parseLang(v string) (lang, bool) {
	switch strings.ToLower(v) {
	case "en":
		return english, true
	case "zh", "cn", "zh-cn":
		return chinese, true
	}
	return english, false
}

// langFrom picks the language from the browser's (navigator.language).
func langFrom(browser string) lang {
	if strings.HasPrefix(strings.ToLower(browser), "zh") {
		return chinese
	}
	return english
}

// texts are the page's strings: for each language, its texts by key. (A
// map keyed by lang made the wasm 150 KB larger.)
var texts []struct {
	lang  lang
	table map[string]string
}

// textsOf is language l's table, made when first asked for.
func textsOf(l lang) map[string]string {
	for _, t := range texts {
		if t.lang == l {
			return t.table
		}
	}
	texts = append(texts, struct {
		lang  lang
		table map[string]string
	}{l, map[string]string{}})
	return texts[len(texts)-1].table
}

// registerTexts adds a table of strings in language l, one "key = text" a
// line (a package's text/en.txt, text/zh.txt: one file a language); a
// text with spaces at either end is written as a Go string ("…"). A
// malformed table panics at start-up, so every test fails on it.
func registerTexts(l lang, table string) {
	m := textsOf(l)
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

// lookup returns the string for key in l, if there is one.
func (l lang) lookup(key string) (string, bool) {
	s, ok := textsOf(l)[key]
	return s, ok
}

// t returns the string for key in l, or the key itself when it is missing
// (a test checks that none is). Not inlined: the page calls it from some
// 600 places, and a map lookup is long code in wasm.
//
//go:noinline
func (l lang) t(key string) string {
	if s, ok := l.lookup(key); ok {
		return s
	}
	return key
}

// tn is t for a text about n things: English's singular form (key+"1")
// when n is 1.
func (l lang) tn(key string, n int) string {
	if n == 1 {
		if s, ok := l.lookup(key + "1"); ok {
			return s
		}
	}
	return l.t(key)
}

// boardName reads a board row by row for a screen reader: "Board, 3 rows:
// 8 6 7; 2 5 4; 3, blank, 1".
func (l lang) boardName(label string, b solver.Board) string {
	rows := boardRows(b, l.t("blank"), " ")
	return fmt.Sprintf(l.t("boardRows"), label, b.Height(), strings.Join(rows, l.t("rowSep")))
}

// boardRows writes each row of b, its tiles joined by sep and the blank
// written as blank.
func boardRows(b solver.Board, blank, sep string) []string {
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

// pick chooses between the English and the Chinese of a text that comes
// with both.
func (l lang) pick(en, zh string) string {
	if l == chinese {
		return zh
	}
	return en
}

// sep joins two sentences: a space in English, none after a Chinese 。.
func (l lang) sep() string { return l.pick(" ", "") }

// colon follows a label: ": " in English, a full-width "：" in Chinese.
func (l lang) colon() string { return l.pick(": ", "：") }

// dirName names the direction the blank moves: U/D/L/R or 上下左右.
func (l lang) dirName(d solver.Dir) string {
	return l.t(d.String())
}

func (l lang) parityWord(n int) string {
	if n%2 == 0 {
		return l.t("even")
	}
	return l.t("odd")
}
