package main

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/lesson"
	"slidelab/app/present"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
)

// The page's side of presenting (package present): where the page is (a
// Moment), and going where another window is.

// presentAct carries out an action of the presentation and what it asks
// of the page: this window's role (the projector's shows the lesson's
// tab), a word, going where another window is.
func (c *lab) presentAct(ctx app.Context, a present.Action) {
	eff := c.pres.Update(a, present.Role(c.set.Present), c.moment(), *ctx.Page().URL(), func(m present.Message) { c.post(present.Heard(m)) })
	if eff.Role == present.Screen && c.set.Present != string(present.Screen) {
		c.tab = state.TabLesson
	}
	c.set.Present = string(eff.Role)
	if eff.Say != "" {
		c.banner.say(c.set.Lang.T(eff.Say))
	}
	if to := eff.GoTo; to != nil {
		c.goTo(ctx, *to)
	}
}

// byPerson is whether a is a person's action, not the page's own work
// coming back (a server's reply, another window's word).
func byPerson(a ui.Action) bool {
	switch a.(type) {
	case searchReply, sideReply, present.Heard:
		return false
	}
	return true
}

// moment is where the page is, as the other windows of a presentation
// read it.
func (m *models) moment() present.Moment {
	q, at := lesson.StopOf(m.set, m.run.created, m.run.state == stateFinished, m.run.snap.At)
	mo := present.Moment{Q: q, At: at, Run: m.run.state == stateSearching, Tab: string(m.tab), Sub: string(m.sub), Board: m.replay.at, Playing: m.replay.playing}
	if m.lessons.Followed.Following() {
		mo.Lesson = m.lessons.Followed.Fragment()
	}
	return mo
}

// goTo takes the page where another window is (to): its lesson's stop, its
// settings (this window keeps its reader's own), its tabs, its search's
// moment and its player's board.
func (c *lab) goTo(ctx app.Context, to present.Moment) {
	if to.Lesson != c.moment().Lesson {
		c.lessonAct(ctx, lesson.LessonLink(to.Lesson)) // none: the lesson closes
	}
	if set, other := c.settingsOf(to); other {
		c.edit.sync(set)
		c.replace(ctx, set)
	}
	c.tab, c.sub = state.Tab(to.Tab), state.Subview(to.Sub)
	if e, ok := c.runTo(to); ok {
		c.dispatch(ctx, e, search.Seek(to.At))
	}
	c.replay.follow(ctx, to.Board, to.Playing, c.run.pathLen(c.set.Racing()))
}

// settingsOf is the settings of another window's moment to, this window's
// reader's own kept; false when they are this page's.
func (m *models) settingsOf(to present.Moment) (state.Settings, bool) {
	q, _ := url.ParseQuery(to.Q) // written by another window's StopOf
	set, _ := state.ParseSettings(q, "")
	set.KeepReader(m.set)
	return set, to.Q != m.moment().Q
}

// runTo is the run's event that takes it to the moment of to, if it is
// elsewhere: Run (to the end flat out, when to's search has finished), or
// a move to to's moment.
func (m *models) runTo(to present.Moment) (runEvent, bool) {
	here := m.moment()
	switch {
	case to.Run:
		return evRun, !here.Run
	case to.At == lesson.AtEnd:
		m.run.burst = true
		return evRun, here.At != lesson.AtEnd
	}
	return evMove, to.At != here.At || here.Run
}
