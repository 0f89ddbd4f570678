package main

import (
	"encoding/json"
	"slices"
)

// authorModel is the lesson a teacher writes: the draft (kept in the
// browser at every change, so that a reload loses nothing), whether the
// author mode is open, and a lesson waiting to replace a draft that has
// stops (the author chooses: nothing is dropped unasked).
type authorModel struct {
	on      bool
	draft   lesson
	pending *lesson // a lesson to edit, waiting for the author to replace the draft with it
	copied  bool    // the link was copied since the last change
}

// authored is what an author's op asks of the page beyond the draft's
// change.
type authored struct {
	changed bool // the draft changed: store it
	show    int  // > 0: show stop show-1 on the page
	follow  bool // follow the draft as a lesson
	bad     bool // the op cannot be done (a stop that is not there)
}

// begin opens the author mode with l to edit (nil: the draft as it is).
// A draft with stops is replaced only when the author says so: l waits.
func (m *authorModel) begin(l *lesson) authored {
	m.on = true
	switch {
	case l == nil || sameLesson(*l, m.draft):
	case len(m.draft.Stops) == 0:
		m.draft, m.pending = *l, nil
		return authored{changed: true}
	default:
		m.pending = l
	}
	return authored{changed: true}
}

// take applies an author's op; stopQ and stopAt are the page's settings
// (as a stop's q) and moment, for "add".
func (m *authorModel) take(a authorAct, stopQ string, stopAt int) authored {
	d := &m.draft
	ok := a.i >= 0 && a.i < len(d.Stops)
	out := authored{changed: true}
	switch a.op {
	case "add":
		d.Stops = append(d.Stops, stop{Q: stopQ, At: stopAt})
	case "title":
		d.Title = a.text
	case "note":
		if !ok {
			return authored{bad: true}
		}
		d.Stops[a.i].Note = a.text
	case "up", "down":
		j := a.i - 1
		if a.op == "down" {
			j = a.i + 1
		}
		if !ok || j < 0 || j >= len(d.Stops) {
			return authored{bad: true}
		}
		d.Stops[a.i], d.Stops[j] = d.Stops[j], d.Stops[a.i]
	case "delete":
		if !ok {
			return authored{bad: true}
		}
		d.Stops = slices.Delete(d.Stops, a.i, a.i+1)
	case "show":
		if !ok {
			return authored{bad: true}
		}
		return authored{show: a.i + 1}
	case "replace":
		if m.pending != nil {
			m.draft, m.pending = *m.pending, nil
		}
	case "keep":
		m.pending = nil
		return authored{}
	case "discard":
		m.draft, m.pending = lesson{}, nil
	case "close":
		m.on, m.pending = false, nil
	case "follow":
		if len(d.Stops) == 0 {
			return authored{bad: true}
		}
		m.on = false
		return authored{changed: true, follow: true}
	default:
		return authored{bad: true}
	}
	m.copied = false
	return out
}

// lesson is the draft as a lesson of this format.
func (m *authorModel) lesson() lesson { return lessonOf(m.draft) }

// stored is what the browser keeps of the author's work.
func (m *authorModel) stored() string {
	b, _ := json.Marshal(authorStore{On: m.on, Draft: m.lesson()}) // a lesson always encodes
	return string(b)
}

// restore takes back what the browser kept (from stored): false if it is
// not that.
func (m *authorModel) restore(kept string) bool {
	var s authorStore
	if kept == "" || json.Unmarshal([]byte(kept), &s) != nil || len(s.Draft.Stops) > lessonMaxStops {
		return false
	}
	m.on, m.draft = s.On, s.Draft
	return true
}

// authorStore is the author's work as the browser keeps it.
type authorStore struct {
	On    bool   `json:"on"`
	Draft lesson `json:"draft"`
}

// sameLesson reports whether a and b have the same title and stops.
func sameLesson(a, b lesson) bool {
	return string(lessonJSON(lesson{Title: a.Title, Stops: a.Stops})) == string(lessonJSON(lesson{Title: b.Title, Stops: b.Stops}))
}
