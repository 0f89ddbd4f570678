package lesson

import (
	"slices"
	"sync"

	"slidelab/app/ui"
)

// builtinLesson is a lesson of the Lessons menu, its words in the string
// tables (lesson.ID.…): the menu opens its link in the page's language,
// so a built-in lesson takes the path of any lesson's link.
type builtinLesson struct {
	ID    string
	Title string // its key
	stops []builtinStop
}

// Lesson is b in l.
func (b builtinLesson) Lesson(l ui.Lang) Lesson {
	les := Lesson{V: lessonVersion, Title: l.T(b.Title), Lang: string(l)}
	for _, s := range b.stops {
		st := Stop{Q: s.q, At: s.at, Unit: s.unit, Quiz: s.quiz, Look: string(s.look), Note: l.T(s.note)}
		if a := s.ask; a != nil {
			st.Ask = &Ask{Q: l.T(a.q), Answer: a.answer, Why: l.T(a.why)}
			for _, c := range a.choices {
				st.Ask.Choices = append(st.Ask.Choices, l.T(c))
			}
		}
		les.Stops = append(les.Stops, st)
	}
	return les
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
