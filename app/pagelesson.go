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

// lessonAct carries out a lesson's action and what it asks of the page.
func (c *lab) lessonAct(ctx app.Context, a lesson.Action) {
	eff := c.lessons.Update(ctx, a, c.lessonHere())
	if eff.Changed {
		c.share.copied = ""
	}
	if eff.Lang != "" {
		c.set.Lang = eff.Lang
	}
	if eff.Show != nil {
		c.showSettings(ctx, eff.Show.Set, eff.Show.Stop)
	}
	if eff.Say != "" {
		c.banner.say(eff.Say)
	}
}

// lessonHere is what the lessons' desk needs of the page, the page as a
// lesson's stop among it: its settings as a query (the language and the
// layout are each reader's), its moment (the board before any search, the
// end of a finished search, or the expansions done), the tab of the
// lesson's second column and the quiz.
func (c *lab) lessonHere() *lesson.Here {
	q, at := lesson.StopOf(c.set, c.run.created, c.run.state == stateFinished, c.run.snap.At)
	st := lesson.Stop{Q: q, At: at, Quiz: c.quiz.On}
	if c.sub != state.SubExplain && !c.quiz.On { // the quiz shows on the explanation's tab
		st.Tab = string(c.sub)
	}
	return &lesson.Here{Set: c.set, Stop: st, Page: c.share.page, Copied: c.share.copied == "lesson"}
}

// showSettings sets the page to set at stop st's moment, with its quiz.
func (c *lab) showSettings(ctx app.Context, set state.Settings, st lesson.Stop) {
	c.banner.refused, c.banner.message = nil, ""
	c.replace(ctx, set)
	c.edit.sync(c.set)
	c.tab = state.TabLesson
	c.quiz = explain.QuizModel{On: st.Quiz}
	c.sub = state.SubExplain // the quiz's tab, and the default
	if st.Tab != "" && !st.Quiz {
		c.sub = state.Subview(st.Tab)
	}
	switch {
	case st.Unit > 0:
		c.dispatch(ctx, evMove, search.Units(st.Unit))
	case st.At == lesson.AtEnd:
		c.run.burst = true
		c.dispatch(ctx, evRun, search.Stay)
	case st.At > 0:
		c.dispatch(ctx, evMove, search.Seek(st.At))
	case st.Quiz || set.Expand > 0 || c.sub == state.SubTree: // the quiz, "you are the search" and the tree start the search at moment 0
		c.dispatch(ctx, evMove, search.Stay)
	}
}
