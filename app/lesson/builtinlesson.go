package lesson

import (
	"slices"
	"sync"

	"slidelab/app/ui"
)

// builtinLesson is a lesson of the Lessons menu, written in both
// languages: the menu opens its link in the page's language, so a
// built-in lesson takes the path of any lesson's link.
type builtinLesson struct {
	ID    string
	Title [2]string // en, zh
	stops []builtinStop
}

// Lesson is b in l.
func (b builtinLesson) Lesson(l ui.Lang) Lesson {
	i := LangIndex(l)
	les := Lesson{V: lessonVersion, Title: b.Title[i], Lang: string(l)}
	for _, s := range b.stops {
		st := Stop{Q: s.q, At: s.at, Unit: s.unit, Quiz: s.quiz, Tab: string(s.tab), Note: s.note[i]}
		if a := s.ask; a != nil {
			st.Ask = &Ask{Q: a.q[i], Answer: a.answer, Why: a.why[i]}
			for _, c := range a.choices {
				st.Ask.Choices = append(st.Ask.Choices, c[i])
			}
		}
		les.Stops = append(les.Stops, st)
	}
	return les
}

// LangIndex is l's index in a text of both languages: English, Chinese.
func LangIndex(l ui.Lang) int {
	if l == ui.Chinese {
		return 1
	}
	return 0
}

// builtinLinks are the built-in lessons' texts after #lesson=, in
// English and in Chinese, made once (a compression takes time and memory:
// the menu renders often).
var BuiltinLinks = sync.OnceValue(func() map[ui.Lang][]string {
	links := map[ui.Lang][]string{}
	for _, l := range []ui.Lang{ui.English, ui.Chinese} {
		for _, b := range BuiltinLessons {
			links[l] = append(links[l], EncodeLesson(b.Lesson(l)))
		}
	}
	return links
})

// BuiltinOther is the link of the built-in lesson whose link is link, in
// the language l: false if link is no built-in lesson's.
func BuiltinOther(link string, l ui.Lang) (string, bool) {
	links := BuiltinLinks()
	for _, in := range []ui.Lang{ui.English, ui.Chinese} {
		if i := slices.Index(links[in], link); i >= 0 {
			return links[l][i], true
		}
	}
	return "", false
}
