package lesson

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// Model is the lesson the class follows: the lesson, the stop shown,
// what is wrong with each stop, and the answer given to the stop's
// question. Its transitions say whether there is a stop to show; the
// desk shows it (Desk.Update).
type Model struct {
	Les      *Lesson // nil: no lesson
	Link     string  // the text after #lesson= it came from
	At       int     // the stop shown, from 0
	Problems []error // each stop's: why it cannot be shown, or nil
	Answer   int     // the choice picked for the stop's question; -1: none yet
}

// Open starts following l (from link) at stop at (from 0; clamped), each
// stop checked against the page's settings page.
func (m *Model) Open(l Lesson, link string, at int, page state.Settings) {
	*m = Model{Les: &l, Link: link, At: min(max(at, 0), len(l.Stops)-1), Answer: -1}
	m.Problems = make([]error, len(l.Stops))
	for i, st := range l.Stops {
		_, m.Problems[i] = StopSettings(st, page)
	}
}

// Following reports whether a lesson is open.
func (m *Model) Following() bool { return m.Les != nil }

// Stop is the stop shown.
func (m *Model) Stop() Stop { return m.Les.Stops[m.At] }

// Move goes to stop i (from 0): false when there is no such stop.
func (m *Model) Move(i int) bool {
	if m.Les == nil || i < 0 || i >= len(m.Les.Stops) {
		return false
	}
	if i != m.At { // Back to the stop keeps its answer
		m.At, m.Answer = i, -1
	}
	return true
}

// Pick answers the stop's question with choice i (once; false if it was
// answered already or there is no such choice).
func (m *Model) Pick(i int) bool {
	a := m.Les.Stops[m.At].Ask
	if a == nil || m.Answer >= 0 || i < 0 || i >= len(a.Choices) {
		return false
	}
	m.Answer = i
	return true
}

// Close leaves the lesson.
func (m *Model) Close() { *m = Model{Answer: -1} }

// Fragment is the address's fragment for the stop shown: the lesson's
// link and, past the first stop, the stop (so that a reload comes back to
// it).
func (m *Model) Fragment() string {
	f := Prefix + m.Link
	if m.At > 0 {
		f += "&stop=" + strconv.Itoa(m.At+1)
	}
	return f
}

// StopSettings are the settings stop st shows on a page whose settings
// are page (its language, layout, view and presenting are the reader's), or why st cannot
// be shown: a parameter of its q refused (the first), unknown, or a moment
// out of range; or, with its settings, why its question cannot
// (askRefused).
func StopSettings(st Stop, page state.Settings) (state.Settings, error) {
	q, err := url.ParseQuery(st.Q)
	if err != nil {
		return state.Settings{}, state.NewPageError("eStopQuery")
	}
	q = withoutReaders(q)
	for p := range q {
		if !slices.Contains(state.PageParams(), p) {
			return state.Settings{}, state.NewPageError("eStopParam", p)
		}
	}
	set, refusedAll := state.ParseSettings(q, "")
	if len(refusedAll) > 0 {
		return state.Settings{}, &stopRefused{refusedAll[0]}
	}
	switch {
	case st.At < AtEnd || st.At > maxStopAt:
		return state.Settings{}, state.NewPageError("eStopAt", st.At, ui.Thousands(maxStopAt))
	case st.Unit < 0 || st.Unit > maxStopUnit:
		return state.Settings{}, state.NewPageError("eStopUnit", st.Unit, maxStopUnit)
	case st.Unit > 0 && (set.Racing() || set.Algorithm().Unit == solver.NoUnit):
		return state.Settings{}, state.NewPageError("eStopNoUnit", st.Unit)
	case st.Tab != "" && !slices.Contains(state.Subviews, state.Subview(st.Tab)):
		return state.Settings{}, state.NewPageError("eStopTab", st.Tab)
	case st.At > 0 && set.Racing() && set.Clock == search.ByTime:
		return state.Settings{}, state.NewPageError("eStopTimeClock", st.At)
	}
	if err := Panel(st.Look).shownBy(set); err != nil {
		return state.Settings{}, err
	}
	set.KeepReader(page)
	if err := checkAsk(st.Ask); err != nil { // the page still shows the stop, without its question
		return set, &askRefused{err}
	}
	return set, nil
}

// checkAsk says what is wrong with a stop's question (nil: none, or none
// wrong).
func checkAsk(a *Ask) error {
	switch {
	case a == nil:
		return nil
	case len(a.Choices) < 2 || len(a.Choices) > maxChoices:
		return state.NewPageError("eStopChoices", len(a.Choices), maxChoices)
	case a.Answer < 0 || a.Answer >= len(a.Choices):
		return state.NewPageError("eStopAnswer", a.Answer, len(a.Choices)-1)
	case strings.TrimSpace(a.Q) == "":
		return state.NewPageError("eStopAskEmpty")
	}
	for k, c := range a.Choices {
		if strings.TrimSpace(c) == "" {
			return state.NewPageError("eStopChoiceEmpty", choiceLetter(k))
		}
	}
	return nil
}

// The stops' limits.
const (
	maxStopAt   = 1_000_000 // the worker computes a stop's moment in one piece
	maxStopUnit = 1000
	maxChoices  = 8
)

// ProblemText words stop i's problem (from 0) in l.
func ProblemText(l ui.Lang, i int, err error) string {
	key := "stopProblem"
	if ar, ok := err.(*askRefused); ok {
		key, err = "askProblem", ar.err
	}
	text := state.InputErrorText(l, err)
	if sr, ok := err.(*stopRefused); ok {
		text = state.RefusedText(l, sr.r)
	}
	return fmt.Sprintf(l.T(key), i+1, strings.TrimSpace(text))
}

// Shows reports whether a stop whose problem is err (nil: none) still
// shows its settings: it does unless they were refused.
func Shows(err error) bool {
	_, ok := err.(*askRefused)
	return err == nil || ok
}

// Lessons.
type (
	LessonLink   string              // the address's fragment, read at a navigation: a lesson's link, or none
	LessonStep   int                 // the stop before (-1), after (1), or the stop shown again (0: Back to the stop)
	LessonPick   int                 // a choice of the stop's question
	LessonClose  struct{}            // leave the lesson
	TourDeclined struct{}            // the tour's ✕
	AuthorOpen   struct{ Edit bool } // the author mode, with the lesson followed when edit is set
	AuthorAct    struct {            // a change of the lesson written: an authorModel.take op
		Op   string // "add", "title", "note", "up", "down", "delete", "show", "ask" (a question added or taken away), "askQ", "askChoices", "askAnswer", "askWhy", "replace", "keep", "close", "follow"; "file" (the page's: a file's text read, or i = fileTooLarge)
		I    int    // the stop, from 0
		Text string
	}
)

// Action is an action of lessons: the page routes every one to its Desk
// (pagelesson.go).
type Action interface{ lessonAction() }

func (LessonLink) lessonAction()   {}
func (LessonStep) lessonAction()   {}
func (LessonPick) lessonAction()   {}
func (LessonClose) lessonAction()  {}
func (TourDeclined) lessonAction() {}
func (AuthorOpen) lessonAction()   {}
func (AuthorAct) lessonAction()    {}
