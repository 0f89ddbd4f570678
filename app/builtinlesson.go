package main

import (
	"slices"
	"sync"

	"slidelab/app/ui"
)

// builtinLesson is a lesson of the Lessons menu, written in both
// languages: the menu opens its link in the page's language, so a
// built-in lesson takes the path of any lesson's link.
type builtinLesson struct {
	id    string
	title [2]string // en, zh
	stops []builtinStop
}

// lesson is b in l.
func (b builtinLesson) lesson(l ui.Lang) lesson {
	i := langIndex(l)
	les := lesson{V: lessonVersion, Title: b.title[i], Lang: string(l)}
	for _, s := range b.stops {
		st := stop{Q: s.q, At: s.at, Unit: s.unit, Quiz: s.quiz, Tab: string(s.tab), Note: s.note[i]}
		if a := s.ask; a != nil {
			st.Ask = &ask{Q: a.q[i], Answer: a.answer, Why: a.why[i]}
			for _, c := range a.choices {
				st.Ask.Choices = append(st.Ask.Choices, c[i])
			}
		}
		les.Stops = append(les.Stops, st)
	}
	return les
}

// langIndex is l's index in a text of both languages: English, Chinese.
func langIndex(l ui.Lang) int {
	if l == ui.Chinese {
		return 1
	}
	return 0
}

// builtinLinks are the built-in lessons' texts after #lesson=, in
// English and in Chinese, made once (a compression takes time and memory:
// the menu renders often).
var builtinLinks = sync.OnceValue(func() map[ui.Lang][]string {
	links := map[ui.Lang][]string{}
	for _, l := range []ui.Lang{ui.English, ui.Chinese} {
		for _, b := range builtinLessons {
			links[l] = append(links[l], encodeLesson(b.lesson(l)))
		}
	}
	return links
})

// builtinOther is the link of the built-in lesson whose link is link, in
// the language l: false if link is no built-in lesson's.
func builtinOther(link string, l ui.Lang) (string, bool) {
	links := builtinLinks()
	for _, in := range []ui.Lang{ui.English, ui.Chinese} {
		if i := slices.Index(links[in], link); i >= 0 {
			return links[l][i], true
		}
	}
	return "", false
}
