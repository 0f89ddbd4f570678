// Package lesson is lessons: a lesson's format (Lesson, Stop, Ask) and its
// link (#lesson=…, EncodeLesson, DecodeLesson), the lesson followed (Model)
// and its bar (Bar), the author mode that writes one (AuthorModel,
// AuthorPanel) with its draft kept in the browser, the built-in lessons and
// their menu, and their actions and strings. The page routes a lesson's
// actions to its Desk and carries out the Effect that comes back
// (pagelesson.go).
//
// It imports ui, state, search and the solver: no other capability, and
// not the page.
package lesson

import (
	_ "embed"

	"slidelab/app/ui"
)

// Lesson is a lesson a teacher writes and a class follows: an ordered list
// of stops, each the page's settings at a moment, with a note. It travels
// in the address's fragment (#lesson=, lessoncodec.go) or in a .json file,
// as this JSON document: the README documents it for others who generate
// lessons.
type Lesson struct {
	V     int    `json:"v"`              // the format's version: lessonVersion
	Title string `json:"title"`          // the lesson's title
	Lang  string `json:"lang,omitempty"` // the language its notes are written in ("en", "zh"): the page's, unless the reader chose one
	Stops []Stop `json:"stops"`
}

// Clone is a copy of l that shares nothing with it (its stops and their
// questions are l's own, changed in place by the author mode).
func (l Lesson) Clone() Lesson {
	c := l
	c.Stops = make([]Stop, len(l.Stops))
	for i, st := range l.Stops {
		c.Stops[i] = st
		if st.Ask != nil {
			a := *st.Ask
			a.Choices = append([]string(nil), st.Ask.Choices...)
			c.Stops[i].Ask = &a
		}
	}
	return c
}

// lessonVersion is the version of the format this page reads and writes.
const lessonVersion = 1

// The lesson's limits: a link or a file beyond them is refused, whole.
const (
	MaxBytes       = 64 << 10 // the JSON document, decompressed
	lessonMaxStops = 200
	// lessonMaxLink bounds the fragment read: base64url of the largest
	// DEFLATE stream that can inflate to lessonMaxBytes is far smaller.
	lessonMaxLink = 4 * MaxBytes
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
