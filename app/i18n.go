package main

import (
	"fmt"
	"slices"
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

// message is one string of the page in English and 中文.
type message struct{ key, en, zh string }

// messageTables are the page's strings, each table sorted by key.
var messageTables = [][]message{messages, explainMessages, nameMessages, raceMessages, lessonMessages, workshopMessages, expandMessages, pictureMessages}

// find returns the message called key.
func find(key string) (message, bool) {
	for _, table := range messageTables {
		if i, ok := slices.BinarySearchFunc(table, key, func(m message, k string) int { return strings.Compare(m.key, k) }); ok {
			return table[i], true
		}
	}
	return message{}, false
}

// t returns the string for key in l, or the key itself when it is missing
// (a test checks that none is).
func (l lang) t(key string) string {
	m, ok := find(key)
	if !ok {
		return key
	}
	return l.pick(m.en, m.zh)
}

// tn is t for a text about n things: English's singular form (key+"1")
// when n is 1.
func (l lang) tn(key string, n int) string {
	if n == 1 {
		if m, ok := find(key + "1"); ok {
			return l.pick(m.en, m.zh)
		}
	}
	return l.t(key)
}

// speedName names a speed of the menu.
func (l lang) speedName(sp int) string {
	switch sp {
	case 0:
		return l.t("flatOut")
	case speedTeach:
		return l.t("speedTeach")
	}
	return fmt.Sprintf(l.tn("perSecond", sp), strconv.Itoa(sp))
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
