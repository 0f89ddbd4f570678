package main

import (
	"encoding/json"
	"fmt"
	"slices"

	"slidelab/app/state"
	"slidelab/app/ui"
)

// authorModel is the lesson a teacher writes: the draft (kept in the
// browser at every change, so that a reload loses nothing), whether the
// author mode is open, and a lesson waiting to replace a draft that has
// stops (the author chooses: nothing is dropped unasked).
type authorModel struct {
	on      bool
	draft   lesson
	pending *lesson    // a lesson to edit, waiting for the author to replace the draft with it
	rev     int        // counts the draft's changes: the panel and the memo follow it (the draft's stops change in place)
	kept    string     // the draft as this page last stored it
	memo    authorMemo // the draft's link and words, made again only when it changes
}

// The author's ops on a stop (authorAct.i), and on its question.
var (
	stopOps = []string{"note", "up", "down", "delete", "show", "ask", "askQ", "askChoices", "askAnswer", "askWhy"}
	askOps  = []string{"askQ", "askChoices", "askAnswer", "askWhy"}
)

// begin opens the author mode with l to edit (nil: the draft as it is).
// A draft with stops is replaced only when the author says so: l waits.
func (m *authorModel) begin(l *lesson) authored {
	was := m.on
	m.on = true
	switch {
	case l == nil || sameLesson(*l, m.draft):
		return authored{changed: !was}
	case len(m.draft.Stops) == 0:
		m.draft, m.pending = l.clone(), nil
		m.rev++
	default:
		m.pending = l
	}
	return authored{changed: true}
}

// take applies an author's op; here is the page as a stop, and l its
// language (the lesson's, from its first stop), for "add".
func (m *authorModel) take(a authorAct, here stop, l ui.Lang) authored {
	d := &m.draft
	if slices.Contains(stopOps, a.op) && (a.i < 0 || a.i >= len(d.Stops)) {
		return authored{err: state.NewPageError("eAuthorStop", a.i+1)}
	}
	if slices.Contains(askOps, a.op) {
		if d.Stops[a.i].Ask == nil {
			return authored{err: state.NewPageError("eAuthorNoAsk", a.i+1)}
		}
		d.Stops[a.i].Ask.take(a.op, a.text)
		m.rev++
		return authored{changed: true}
	}
	switch a.op {
	case "add":
		if len(d.Stops) >= lessonMaxStops {
			return authored{err: state.NewPageError("eAuthorFull", lessonMaxStops)}
		}
		if len(d.Stops) == 0 && d.Lang == "" {
			d.Lang = string(l)
		}
		d.Stops = append(d.Stops, here)
	case "title":
		d.Title = a.text
	case "note":
		d.Stops[a.i].Note = a.text
	case "up", "down":
		j := a.i - 1
		if a.op == "down" {
			j = a.i + 1
		}
		if j < 0 || j >= len(d.Stops) {
			return authored{err: state.NewPageError("eAuthorStop", j+1)}
		}
		d.Stops[a.i], d.Stops[j] = d.Stops[j], d.Stops[a.i]
	case "delete":
		d.Stops = slices.Delete(d.Stops, a.i, a.i+1)
	case "ask": // a question added, or taken away
		if d.Stops[a.i].Ask != nil {
			d.Stops[a.i].Ask = nil
		} else {
			d.Stops[a.i].Ask = &ask{Choices: []string{}}
		}
	case "show":
		return authored{show: a.i + 1}
	case "replace":
		if m.pending != nil {
			m.draft, m.pending = m.pending.clone(), nil
		}
	case "keep":
		m.pending = nil
		return authored{}
	case "close":
		m.on, m.pending = false, nil
	case "follow":
		if len(d.Stops) == 0 {
			return authored{err: state.NewPageError("eLessonNoStops")}
		}
		m.on = false
		return authored{changed: true, follow: true}
	default:
		return authored{err: fmt.Errorf("unknown op %q", a.op)} // no control sends one
	}
	m.rev++
	return authored{changed: true}
}

// lesson is the draft as a lesson of this format.
func (m *authorModel) lesson() lesson { return lessonOf(m.draft) }

// shown is the draft's link (the text after #lesson=), each stop worded in
// l, and why no reader would open the link (too large), or nil.
func (m *authorModel) shown(l ui.Lang) (string, []string, error) {
	if m.memo.rev != m.rev || m.memo.lang != l { // a memo never made has no language
		doc := lessonJSON(m.lesson())
		m.memo = authorMemo{rev: m.rev, lang: l}
		page := state.DefaultSettings()
		page.Lang = l
		for i, st := range m.draft.Stops {
			words := stopWords(l, st)
			if _, err := stopSettings(st, page); err != nil { // said now, not first in front of the class
				words += " · ⚠ " + problemText(l, i, err)
			}
			m.memo.words = append(m.memo.words, words)
		}
		switch _, err := parseLesson(doc); {
		case len(m.draft.Stops) == 0:
		case err != nil:
			m.memo.refused = err
		default:
			m.memo.link = encodeLesson(m.lesson())
		}
	}
	return m.memo.link, m.memo.words, m.memo.refused
}

// stored is what the browser keeps of the author's work.
func (m *authorModel) stored() string {
	b, _ := json.Marshal(authorStore{On: m.on, Draft: m.lesson()}) // a lesson always encodes
	return string(b)
}

// restore takes back what the browser kept (from stored): false if it is
// not that. The author mode opens again only where it was open in this tab
// (openHere: a reload); a new visit keeps the draft, closed.
func (m *authorModel) restore(kept string, openHere bool) bool {
	var s authorStore
	if kept == "" || json.Unmarshal([]byte(kept), &s) != nil {
		return false
	}
	m.on, m.draft, m.kept = s.On && openHere, s.Draft, kept
	m.rev++
	return true
}

// sameLesson reports whether a and b have the same title and stops.
func sameLesson(a, b lesson) bool {
	return string(lessonJSON(lesson{Title: a.Title, Stops: a.Stops})) == string(lessonJSON(lesson{Title: b.Title, Stops: b.Stops}))
}
