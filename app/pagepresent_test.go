package main

import (
	"net/url"
	"strings"
	"testing"

	"slidelab/app/lesson"
	"slidelab/app/present"
	"slidelab/app/state"
	"slidelab/app/ui"
)

// TestPresentMoment: the page's side of presenting: where it is (moment),
// another window's settings taken with this window's reader's own kept
// (settingsOf), the run's way to another window's moment (runTo); and a
// link to share never carries this window's role.
func TestPresentMoment(t *testing.T) {
	var m models
	m.set = state.DefaultSettings()
	m.set.Lang, m.set.LangSet, m.set.Projector, m.set.Present = ui.Chinese, true, true, string(present.Screen)
	m.tab, m.sub = state.TabLesson, state.SubChart
	m.run.created, m.run.state, m.run.snap.At = true, statePaused, 7
	here := m.moment()
	if strings.Contains(here.Q, "present") || strings.Contains(here.Q, "lang") || here.At != 7 || here.Run || here.Tab != "lesson" || here.Sub != "chart" || here.Lesson != "" {
		t.Errorf("moment: %+v", here)
	}

	other := here
	other.Q = strings.Replace(here.Q, "algo=astar", "algo=bfs", 1)
	set, differ := m.settingsOf(other)
	if !differ || set.Algo != "bfs" || set.Lang != ui.Chinese || !set.LangSet || !set.Projector || set.Present != string(present.Screen) {
		t.Errorf("another window's settings: %+v (differ %v)", set, differ)
	}
	if _, differ := m.settingsOf(here); differ {
		t.Error("this page's own settings differ")
	}

	for _, c := range []struct {
		name     string
		to       func(*present.Moment)
		state    runState
		want     runEvent
		moves    bool
		burstSet bool
	}{
		{"the same moment", func(*present.Moment) {}, statePaused, evMove, false, false},
		{"a later moment", func(to *present.Moment) { to.At = 9 }, statePaused, evMove, true, false},
		{"the same moment, this one running", func(*present.Moment) {}, stateSearching, evMove, true, false},
		{"running there", func(to *present.Moment) { to.Run = true }, statePaused, evRun, true, false},
		{"running in both", func(to *present.Moment) { to.Run = true }, stateSearching, evRun, false, false},
		{"finished there", func(to *present.Moment) { to.At = lesson.AtEnd }, statePaused, evRun, true, true},
	} {
		m.run.state, m.run.burst = c.state, false
		to := here
		c.to(&to)
		e, moves := m.runTo(to)
		if moves != c.moves || (moves && e != c.want) || m.run.burst != c.burstSet {
			t.Errorf("%s: %v, moves %v, burst %v", c.name, e, moves, m.run.burst)
		}
	}

	u, _ := url.Parse("http://localhost:8000/?present=screen&algo=astar")
	share := shareModel{page: *u}
	for _, text := range []string{share.link(m.set, false), share.link(m.set, true), share.embedCode(m.set)} {
		if strings.Contains(text, "present") {
			t.Errorf("a link to share carries the window's role: %s", text)
		}
	}
}
