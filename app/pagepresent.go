package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/lesson"
	"slidelab/app/present"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
)

// The page's side of presenting (package present): where the page is (a
// Moment), going where another window is, and saying where this one is.

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

// goTo takes the page where another window is (to), through the page's own
// actions, each on the page the one before leaves: its language, its
// lesson's stop, its settings, the quiz, the stop's answer, its tabs, its
// search's moment (the player's board follows once the path is there:
// presented).
func (c *lab) goTo(ctx app.Context, to present.Moment) {
	c.own = true
	for _, step := range []func(present.Moment) ui.Action{c.langTo, c.lessonTo, c.settingsTo, c.quizTo, c.answerTo, c.tabTo, c.subTo, c.runTo} {
		if a := step(to); a != nil {
			c.Act(ctx, a)
		}
	}
	c.own = false
}

// presented follows up action a in a window of a presentation: on its way
// to another window's moment, the player goes to its board once the path
// is there; then the others hear where this window is.
func (m *models) presented(ctx app.Context, a ui.Action) {
	if m.pres.Role == present.None {
		return
	}
	if to := m.pres.Going(); to != nil {
		m.replay.follow(ctx, to.Board, to.Playing, m.run.pathLen(m.set.Racing()))
	}
	m.pres.Moved(m.moment(), byPerson(a) && !m.own)
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
	mo := present.Moment{Lang: string(m.set.Lang), Q: q, At: at, Ready: !m.run.created, Run: m.run.state == stateSearching, Tab: string(m.tab), Sub: string(m.sub),
		Answer: -1, Quiz: m.quiz.On, Board: m.replay.at, Playing: m.replay.playing}
	if f := &m.lessons.Followed; f.Following() {
		mo.Lesson, mo.Answer = f.Fragment(), f.Answer
	}
	return mo
}

// The steps of goTo: each the action that brings one part of the page to
// another window's moment to, or nil when it is there.

func (m *models) langTo(to present.Moment) ui.Action {
	if to.Lang != string(m.set.Lang) {
		return langSwitch{}
	}
	return nil
}

func (m *models) lessonTo(to present.Moment) ui.Action {
	switch here := m.moment(); {
	case to.Lesson == here.Lesson:
		return nil
	case to.Lesson == "":
		return lesson.LessonClose{}
	}
	return lesson.LessonLink(to.Lesson)
}

// settingsTo is another window's settings, this window's reader's own kept.
func (m *models) settingsTo(to present.Moment) ui.Action {
	if to.Q == m.moment().Q {
		return nil
	}
	set := state.QuerySettings(to.Q) // written by another window's StopOf
	set.KeepReader(m.set)
	return settingsSet(set)
}

func (m *models) quizTo(to present.Moment) ui.Action {
	if to.Quiz != m.quiz.On {
		return quizToggle{}
	}
	return nil
}

func (m *models) answerTo(to present.Moment) ui.Action {
	if to.Answer >= 0 && to.Answer != m.moment().Answer {
		return lesson.LessonPick(to.Answer)
	}
	return nil
}

func (m *models) tabTo(to present.Moment) ui.Action {
	if to.Tab != string(m.tab) {
		return tabSet(to.Tab)
	}
	return nil
}

func (m *models) subTo(to present.Moment) ui.Action {
	if to.Sub != string(m.sub) {
		return subSet(to.Sub)
	}
	return nil
}

// runTo is the run's control that takes it to the moment of to, if it is
// elsewhere: Reset (no search there), Run (flat out when to's search has
// finished), or a move to to's moment. A search running here goes on at
// its pace to an end reached there.
func (m *models) runTo(to present.Moment) ui.Action {
	switch here := m.moment(); {
	case to.Ready && here.Ready:
		return nil
	case to.Ready:
		return control{evReset, search.Stay}
	case to.Run && !here.Run:
		return control{evRun, search.Stay}
	case to.Run, to.At == lesson.AtEnd && (here.At == lesson.AtEnd || here.Run):
		return nil
	case to.At == lesson.AtEnd:
		m.run.burst = true
		return control{evRun, search.Stay}
	case to.At != here.At || here.Run || here.Ready:
		return control{evMove, search.Seek(to.At)}
	}
	return nil
}
