// Package lesson is lessons: a lesson's format (Lesson, Stop, Ask) and its
// link (#lesson=…, EncodeLesson, DecodeLesson), the lesson followed (Model)
// and its bar (Bar), the author mode that writes one (AuthorModel,
// AuthorPanel) with its draft kept in the browser, the built-in lessons,
// and their actions and strings. The page routes a lesson's actions here
// and carries out what comes back (pagelesson.go).
//
// It imports ui, state, search and the solver: no other capability, and
// not the page.
package lesson
