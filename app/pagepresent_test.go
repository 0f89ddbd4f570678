package main

import (
	"net/url"
	"strings"
	"testing"

	"slidelab/app/lesson"
	"slidelab/app/present"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
)

// TestPresentMoment: the page's side of presenting: where it is (moment);
// the steps to another window's moment, each nothing where the page is
// there already: its settings with this window's reader's own kept, its
// language, quiz and tabs, the run's control (runTo); and a link to share
// never carries this window's role.
func TestPresentMoment(t *testing.T) {
	var m models
	m.set = state.DefaultSettings()
	m.set.Lang, m.set.LangSet, m.set.Projector, m.set.Present = ui.Chinese, true, true, string(present.Screen)
	m.tab, m.sub = state.TabLesson, state.SubChart
	m.run.created, m.run.state, m.run.snap.At = true, statePaused, 7
	here := m.moment()
	if strings.Contains(here.Q, "present") || strings.Contains(here.Q, "lang") || here.At != 7 || here.Ready || here.Run || here.Tab != "lesson" || here.Sub != "chart" || here.Lesson != "" {
		t.Errorf("moment: %+v", here)
	}

	other := here
	other.Q = strings.Replace(here.Q, "algo=astar", "algo=bfs", 1)
	a, ok := m.settingsTo(other).(settingsSet)
	if set := state.Settings(a); !ok || set.Algo != "bfs" || set.Lang != ui.Chinese || !set.LangSet || !set.Projector || set.Present != string(present.Screen) {
		t.Errorf("another window's settings: %+v", set)
	}
	for name, step := range map[string]func(present.Moment) ui.Action{"settings": m.settingsTo, "language": m.langTo, "lesson": m.lessonTo,
		"quiz": m.quizTo, "answer": m.answerTo, "tab": m.tabTo, "second column": m.subTo} {
		if a := step(here); a != nil {
			t.Errorf("this page's own %s: %#v", name, a)
		}
	}
	other = here
	other.Lang, other.Quiz, other.Tab, other.Sub, other.Lesson = "en", true, "setup", "tree", ""
	for name, c := range map[string]struct {
		step func(present.Moment) ui.Action
		want ui.Action
	}{
		"language": {m.langTo, langSwitch{}}, "quiz": {m.quizTo, quizToggle{}}, "tab": {m.tabTo, tabSet("setup")}, "second column": {m.subTo, subSet("tree")},
	} {
		if got := c.step(other); got != c.want {
			t.Errorf("another window's %s: %#v, want %#v", name, got, c.want)
		}
	}

	for _, c := range []struct {
		name  string
		to    func(*present.Moment)
		state runState
		want  ui.Action // nil: the run stays
		burst bool
	}{
		{"the same moment", func(*present.Moment) {}, statePaused, nil, false},
		{"a later moment", func(to *present.Moment) { to.At = 9 }, statePaused, control{evMove, search.Seek(9)}, false},
		{"the same moment, this one running", func(*present.Moment) {}, stateSearching, control{evMove, search.Seek(7)}, false},
		{"running there", func(to *present.Moment) { to.Run = true }, statePaused, control{evRun, search.Stay}, false},
		{"running in both", func(to *present.Moment) { to.Run = true }, stateSearching, nil, false},
		{"finished there", func(to *present.Moment) { to.At = lesson.AtEnd }, statePaused, control{evRun, search.Stay}, true},
		{"finished there, running here", func(to *present.Moment) { to.At = lesson.AtEnd }, stateSearching, nil, false},
		{"no search there (Reset)", func(to *present.Moment) { to.At, to.Ready = 0, true }, statePaused, control{evReset, search.Stay}, false},
	} {
		m.run.state, m.run.burst = c.state, false
		to := here
		c.to(&to)
		if got := m.runTo(to); got != c.want || m.run.burst != c.burst {
			t.Errorf("%s: %#v (burst %v), want %#v (burst %v)", c.name, got, m.run.burst, c.want, c.burst)
		}
	}
	m.run.created, m.run.state = false, stateReady // no search here
	if to := here; m.runTo(func() present.Moment { to.At, to.Ready = 0, true; return to }()) != nil {
		t.Error("no search in both: the run moves")
	}
	if to := here; m.runTo(func() present.Moment { to.At = 0; return to }()) != (control{evMove, search.Seek(0)}) {
		t.Error("a search at its moment 0 there and none here: the run does not start it there")
	}
	m.run.created = true
	m.run.state = stateFinished
	if to := here; m.runTo(func() present.Moment { to.At = lesson.AtEnd; return to }()) != nil || m.run.burst {
		t.Error("finished in both: the run moves, or the next run goes flat out")
	}

	u, _ := url.Parse("http://localhost:8000/?present=screen&algo=astar")
	share := shareModel{page: *u}
	for _, text := range []string{share.link(m.set, false), share.link(m.set, true), share.embedCode(m.set)} {
		if strings.Contains(text, "present") {
			t.Errorf("a link to share carries the window's role: %s", text)
		}
	}
}
