package lesson

import (
	"encoding/json"
	"fmt"
	"slices"

	"slidelab/app/state"
	"slidelab/app/ui"
)

// AuthorModel is the lesson a teacher writes: the draft (kept in the
// browser at every change, so that a reload loses nothing), whether the
// author mode is open, and a lesson waiting to replace a draft that has
// stops (the author chooses: nothing is dropped unasked).
type AuthorModel struct {
	On      bool
	Draft   Lesson
	Pending *Lesson    // a lesson to edit, waiting for the author to replace the draft with it
	Rev     int        // counts the draft's changes: the panel and the memo follow it (the draft's stops change in place)
	Kept    string     // the draft as this page last stored it
	memo    authorMemo // the draft's link and words, made again only when it changes
}

// The author's ops on a stop (authorAct.i), and on its question.
var (
	stopOps = []string{"note", "look", "up", "down", "delete", "show", "ask", "askQ", "askChoices", "askAnswer", "askWhy"}
	askOps  = []string{"askQ", "askChoices", "askAnswer", "askWhy"}
)

// Begin opens the author mode with l to edit (nil: the draft as it is).
// A draft with stops is replaced only when the author says so: l waits.
func (m *AuthorModel) Begin(l *Lesson) Authored {
	was := m.On
	m.On = true
	switch {
	case l == nil || sameLesson(*l, m.Draft):
		return Authored{Changed: !was}
	case len(m.Draft.Stops) == 0:
		m.Draft, m.Pending = l.Clone(), nil
		m.Rev++
	default:
		m.Pending = l
	}
	return Authored{Changed: true}
}

// Take applies an author's op; here is the page as a stop, and l its
// language (the lesson's, from its first stop), for "add".
func (m *AuthorModel) Take(a AuthorAct, here Stop, l ui.Lang) Authored {
	d := &m.Draft
	if slices.Contains(stopOps, a.Op) && (a.I < 0 || a.I >= len(d.Stops)) {
		return Authored{Err: state.NewPageError("eAuthorStop", a.I+1)}
	}
	if slices.Contains(askOps, a.Op) {
		if d.Stops[a.I].Ask == nil {
			return Authored{Err: state.NewPageError("eAuthorNoAsk", a.I+1)}
		}
		d.Stops[a.I].Ask.Take(a.Op, a.Text)
		m.Rev++
		return Authored{Changed: true}
	}
	switch a.Op {
	case "add":
		if len(d.Stops) >= lessonMaxStops {
			return Authored{Err: state.NewPageError("eAuthorFull", lessonMaxStops)}
		}
		if len(d.Stops) == 0 && d.Lang == "" {
			d.Lang = string(l)
		}
		d.Stops = append(d.Stops, here)
	case "title":
		d.Title = a.Text
	case "note":
		d.Stops[a.I].Note = a.Text
	case "look": // the panel the note is about; the tab that shows it with it
		st := &d.Stops[a.I]
		if err := Panel(a.Text).shownBy(state.QuerySettings(st.Q)); err != nil {
			return Authored{Err: err}
		}
		st.Look = a.Text
		if v := Panel(a.Text).Subview(); v != "" {
			st.Tab = string(v)
			if v == state.SubExplain {
				st.Tab = ""
			}
		}
	case "up", "down":
		j := a.I - 1
		if a.Op == "down" {
			j = a.I + 1
		}
		if j < 0 || j >= len(d.Stops) {
			return Authored{Err: state.NewPageError("eAuthorStop", j+1)}
		}
		d.Stops[a.I], d.Stops[j] = d.Stops[j], d.Stops[a.I]
	case "delete":
		d.Stops = slices.Delete(d.Stops, a.I, a.I+1)
	case "ask": // a question added, or taken away
		if d.Stops[a.I].Ask != nil {
			d.Stops[a.I].Ask = nil
		} else {
			d.Stops[a.I].Ask = &Ask{Choices: []string{}}
		}
	case "show":
		return Authored{Show: a.I + 1}
	case "replace":
		if m.Pending != nil {
			m.Draft, m.Pending = m.Pending.Clone(), nil
		}
	case "keep":
		m.Pending = nil
		return Authored{}
	case "close":
		m.On, m.Pending = false, nil
	case "follow":
		if len(d.Stops) == 0 {
			return Authored{Err: state.NewPageError("eLessonNoStops")}
		}
		m.On = false
		return Authored{Changed: true, Follow: true}
	default:
		return Authored{Err: fmt.Errorf("unknown op %q", a.Op)} // no control sends one
	}
	m.Rev++
	return Authored{Changed: true}
}

// Lesson is the draft as a lesson of this format.
func (m *AuthorModel) Lesson() Lesson { return lessonOf(m.Draft) }

// Shown is the draft's link (the text after #lesson=), each stop worded in
// l, and why no reader would open the link (too large), or nil.
func (m *AuthorModel) Shown(l ui.Lang) (string, []string, error) {
	if m.memo.rev != m.Rev || m.memo.lang != l { // a memo never made has no language
		doc := LessonJSON(m.Lesson())
		m.memo = authorMemo{rev: m.Rev, lang: l}
		page := state.DefaultSettings()
		page.Lang = l
		for i, st := range m.Draft.Stops {
			words := stopWords(l, st)
			if _, err := StopSettings(st, page); err != nil { // said now, not first in front of the class
				words += " · ⚠ " + ProblemText(l, i, err)
			}
			m.memo.words = append(m.memo.words, words)
		}
		switch _, err := ParseLesson(doc); {
		case len(m.Draft.Stops) == 0:
		case err != nil:
			m.memo.refused = err
		default:
			m.memo.link = EncodeLesson(m.Lesson())
		}
	}
	return m.memo.link, m.memo.words, m.memo.refused
}

// Stored is what the browser keeps of the author's work.
func (m *AuthorModel) Stored() string {
	b, _ := json.Marshal(authorStore{On: m.On, Draft: m.Lesson()}) // a lesson always encodes
	return string(b)
}

// Restore takes back what the browser kept (from stored): false if it is
// not that. The author mode opens again only where it was open in this tab
// (openHere: a reload); a new visit keeps the draft, closed.
func (m *AuthorModel) Restore(kept string, openHere bool) bool {
	var s authorStore
	if kept == "" || json.Unmarshal([]byte(kept), &s) != nil {
		return false
	}
	m.On, m.Draft, m.Kept = s.On && openHere, s.Draft, kept
	m.Rev++
	return true
}

// sameLesson reports whether a and b have the same title and stops.
func sameLesson(a, b Lesson) bool {
	return string(LessonJSON(Lesson{Title: a.Title, Stops: a.Stops})) == string(LessonJSON(Lesson{Title: b.Title, Stops: b.Stops}))
}

// Authored is what an author's op asks of the page beyond the draft's
// change.
type Authored struct {
	Changed bool  // the draft changed (or the mode opened or closed): store it
	Show    int   // > 0: show stop show-1 on the page
	Follow  bool  // follow the draft as a lesson
	Err     error // why the op was not done
}

// authorMemo is what the author mode shows of a draft, made once per
// draft and language: compressing the link takes time and memory, and the
// page renders at every report of a search.
type authorMemo struct {
	rev     int // the draft's (authorModel.rev)
	lang    ui.Lang
	link    string   // the text after #lesson=; "" without stops or when refused
	words   []string // where each stop is
	refused error    // why no reader would open the link
}

// authorStore is the author's work as the browser keeps it.
type authorStore struct {
	On    bool   `json:"on"`
	Draft Lesson `json:"draft"`
}
