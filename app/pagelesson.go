package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/lesson"
	"slidelab/app/search"
	"slidelab/app/state"
)

// The page's side of lessons: it hands the lessons' desk what it needs of
// the page and carries out what comes back.

// OnNav reads the address's fragment at each navigation (the first load,
// a lesson of the menu, Back and Forward): a lesson's link opens it.
func (c *lab) OnNav(ctx app.Context) {
	c.Act(ctx, lesson.LessonLink(ctx.Page().URL().Fragment))
}

// lessonAct carries out a lesson's action and what it asks of the page: a
// stop shown sets the page to the stop's settings at its moment, with its
// quiz.
func (c *lab) lessonAct(ctx app.Context, a lesson.Action) {
	eff := c.lessons.Update(ctx, a, c.lessonHere())
	c.heard(eff)
	if show := eff.Show; show != nil {
		st := show.Stop
		c.banner.refused, c.banner.message = nil, ""
		c.replace(ctx, show.Set)
		c.atStop(st)
		lookAt(ctx, lesson.Panel(st.Look))
		switch {
		case st.Unit > 0:
			c.dispatch(ctx, evMove, search.Units(st.Unit))
		case st.At == lesson.AtEnd:
			c.run.burst = true
			c.dispatch(ctx, evRun, search.Stay)
		case st.At > 0:
			c.dispatch(ctx, evMove, search.Seek(st.At))
		case st.Quiz || show.Set.Expand > 0 || c.sub == state.SubTree: // the quiz, "you are the search" and the tree start the search at moment 0
			c.dispatch(ctx, evMove, search.Stay)
		}
	}
	if eff.Say != "" {
		c.banner.say(eff.Say)
	}
}

// heard takes what a lesson's action changed besides a stop shown: the
// draft (a link copied before no longer shows it), the language.
func (m *models) heard(eff lesson.Effect) {
	if eff.Changed {
		m.share.copied = ""
	}
	if eff.Lang != "" {
		m.set.Lang = eff.Lang
	}
}

// settledLook is the panel a lesson's stop names once the stop's moment is
// shown (the search no longer running): brought into view again, its rows
// there. "" before, after, and once the lesson is closed.
func (m *models) settledLook() lesson.Panel {
	p := m.looking
	if p == "" || m.run.state == stateSearching {
		return ""
	}
	m.looking = ""
	if !m.lessons.Followed.Following() {
		return ""
	}
	return p
}

// atStop shows what stop st shows besides its settings: the lesson's tab,
// its subview, its quiz; the editor shows the settings.
func (m *models) atStop(st lesson.Stop) {
	m.edit.sync(m.set)
	m.tab = state.TabLesson
	m.quiz = explain.QuizModel{On: st.Quiz}
	m.sub = state.SubExplain // the quiz's tab, and the default
	switch look := lesson.Panel(st.Look).Subview(); {
	case st.Quiz:
	case look != "":
		m.sub = look
	case st.Tab != "":
		m.sub = state.Subview(st.Tab)
	}
	m.looking = lesson.Panel(st.Look)
}

// lessonHere is what the lessons' desk needs of the page, the page as a
// lesson's stop among it: its settings as a query (the language and the
// layout are each reader's), its moment (the board before any search, the
// end of a finished search, or the expansions done), the tab of the
// lesson's second column and the quiz.
func (m *models) lessonHere() *lesson.Here {
	q, at := lesson.StopOf(m.set, m.run.created, m.run.state == stateFinished, m.run.snap.At)
	st := lesson.Stop{Q: q, At: at, Quiz: m.quiz.On}
	if m.sub != state.SubExplain && !m.quiz.On { // the quiz shows on the explanation's tab
		st.Tab = string(m.sub)
	}
	return &lesson.Here{Set: m.set, Stop: st, Page: m.share.page, Copied: m.share.copied == "lesson"}
}
