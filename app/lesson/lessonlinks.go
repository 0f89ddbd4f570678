package lesson

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"slidelab/app/state"
)

// What the page keeps in the browser (localStorage): the author's draft,
// and that the tour was offered; and in this tab only (sessionStorage),
// that the author mode is open, so that a reload keeps it open and a new
// visit does not (the panel opens when asked).

// The browser's keys of the author's draft, of the tour offered and of the
// author mode open in this tab.
const (
	DraftKey      = "slidelab-lesson-draft"
	TouredKey     = "slidelab-toured"
	AuthorOpenKey = "slidelab-author-open"
)

// LessonFragment reads a fragment "lesson=TEXT" or "lesson=TEXT&stop=N":
// the lesson's text and the stop (from 1; 1 when absent or not a number).
func LessonFragment(f string) (text string, stopN int, ok bool) {
	rest, ok := strings.CutPrefix(f, Prefix)
	if !ok {
		return "", 0, false
	}
	text, after, _ := strings.Cut(rest, "&")
	stopN = 1
	if v, found := strings.CutPrefix(after, "stop="); found {
		if n, err := strconv.Atoi(v); err == nil {
			stopN = n
		}
	}
	return text, stopN, true
}

// readersParams are the settings a lesson leaves to each reader: the
// language, the layout and the projector view, and each window's own
// (state.WindowParams). A stop does not carry them (StopOf) and a stop's
// are not read (StopSettings).
var readersParams = []string{"lang", "embed", "theme"}

// withoutReaders is q without the readers' parameters.
func withoutReaders(q url.Values) url.Values {
	for _, p := range slices.Concat(readersParams, state.WindowParams()) {
		q.Del(p)
	}
	return q
}

// StopOf is a stop of the page whose settings are set, whose search is
// created (or not), finished (or not) and at moment at.
func StopOf(set state.Settings, created, finished bool, at int) (string, int) {
	q := withoutReaders(set.Query())
	switch {
	case !created:
		at = 0
	case finished:
		at = AtEnd
	}
	return stopQuery(q), at
}

// stopQuery writes q with the problem first (start, goal, algo), as a
// person reads it.
func stopQuery(q url.Values) string {
	var parts []string
	for _, k := range state.PageParams() {
		for _, v := range q[k] {
			parts = append(parts, url.QueryEscape(k)+"="+url.QueryEscape(v))
		}
	}
	return strings.Join(parts, "&")
}
