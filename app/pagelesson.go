package main

import (
	"fmt"
	"net/url"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/lesson"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
)

// The page's side of lessons: the address's #lesson=, the stops shown,
// the author's draft.

// OnNav reads the address's fragment at each navigation (the first load,
// a lesson of the menu, Back and Forward): a lesson's link opens it.
func (c *lab) OnNav(ctx app.Context) {
	c.Act(ctx, lesson.LessonLink(ctx.Page().URL().Fragment))
}

// openLink follows the lesson of the fragment f. No fragment leaves the
// lesson followed (Back past its link); another fragment (the skip link's
// #controls) keeps it, and the address keeps its link.
func (c *lab) openLink(ctx app.Context, f string) {
	closeMenu()
	text, stopN, ok := lesson.LessonFragment(f)
	switch {
	case !ok && f == "":
		c.lesson.Close()
		return
	case !ok:
		if c.lesson.Following() {
			c.writeFragment(ctx)
		}
		return
	case c.lesson.Following() && text == c.lesson.Link:
		if c.lesson.Move(stopN - 1) {
			c.showStop(ctx)
		}
		return
	}
	les, err := lesson.DecodeLesson(text)
	if err != nil {
		c.banner.say(fmt.Sprintf(c.set.Lang.T("lessonBad"), state.InputErrorText(c.set.Lang, err)))
		return
	}
	c.follow(ctx, les, text, stopN-1)
}

// follow opens lesson les (link: its text after #lesson=) at stop at
// (from 0). A lesson written in a language shows the page in it, unless
// the reader chose one.
func (c *lab) follow(ctx app.Context, les lesson.Lesson, link string, at int) {
	if l, ok := ui.ParseLang(les.Lang); ok && !c.set.LangSet && l != c.set.Lang {
		c.set.Lang = l
		ctx.Page().SetLang(string(l))
	}
	c.author.On = false
	c.lesson.Open(les, link, at, c.set)
	c.keepToured()
	c.showStop(ctx)
}

// showStop shows the lesson's stop: its settings, at its moment (the
// search runs to it). A stop that cannot be shown leaves the page as it
// is; the lesson bar says why.
func (c *lab) showStop(ctx app.Context) {
	st := c.lesson.Stop()
	c.writeFragment(ctx)
	if set, err := lesson.StopSettings(st, c.set); lesson.Shows(err) {
		c.showSettings(ctx, set, st)
	}
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

// leaveLesson closes the lesson and takes it out of the address.
func (c *lab) leaveLesson(ctx app.Context) {
	c.lesson.Close()
	c.writeFragment(ctx)
}

// writeFragment writes the lesson followed, at its stop, in the address's
// fragment (none without a lesson).
func (c *lab) writeFragment(ctx app.Context) {
	u := c.fragmentURL(ctx)
	ctx.Page().ReplaceURL(&u)
}

// fragmentURL is the page's address with the lesson followed, at its
// stop, as its fragment (none without a lesson).
func (c *lab) fragmentURL(ctx app.Context) url.URL {
	u := *ctx.Page().URL()
	u.Fragment = ""
	if c.lesson.Following() {
		u.Fragment = c.lesson.Fragment()
	}
	return u
}

// pushFragment makes the stop just moved to a history entry of its own:
// Back and Forward (a presenter's clicker sends Back) then move between
// stops, through OnNav. go-app is told the address it now shows, or it
// would take the next Back for no navigation.
func (c *lab) pushFragment(ctx app.Context) {
	u := c.fragmentURL(ctx)
	app.Window().Get("history").Call("pushState", nil, "", u.String())
	ctx.Page().ReplaceURL(&u)
}

// stopHere is the page as a lesson's stop: its settings as a query (the
// language and the layout are each reader's), its moment (the board before
// any search, the end of a finished search, or the expansions done), the
// tab of the lesson's second column and the quiz.
func (c *lab) stopHere() lesson.Stop {
	q, at := lesson.StopOf(c.set, c.run.created, c.run.state == stateFinished, c.run.snap.At)
	st := lesson.Stop{Q: q, At: at, Quiz: c.quiz.On}
	if c.sub != state.SubExplain && !c.quiz.On { // the quiz shows on the explanation's tab
		st.Tab = string(c.sub)
	}
	return st
}

// authored applies what an author's op asks of the page.
func (c *lab) authored(ctx app.Context, out lesson.Authored) {
	l := c.set.Lang
	if out.Changed {
		c.share.copied = ""
		ui.KeepIn(ui.Session, lesson.AuthorOpenKey, map[bool]string{true: "1", false: ""}[c.author.On])
		if s := c.author.Stored(); ui.Keep(lesson.DraftKey, s) {
			c.author.Kept = s
		} else {
			c.banner.say(l.T("authorNotKept"))
		}
	}
	switch {
	case out.Err != nil:
		c.banner.say(state.InputErrorText(l, out.Err))
	case out.Show > 0:
		st := c.author.Draft.Stops[out.Show-1]
		set, err := lesson.StopSettings(st, c.set)
		if lesson.Shows(err) {
			c.showSettings(ctx, set, st)
		}
		if err != nil {
			c.banner.say(lesson.ProblemText(c.set.Lang, out.Show-1, err))
		}
	case out.Follow:
		link, _, refused := c.author.Shown(l)
		les, err := lesson.DecodeLesson(link) // a copy: the draft's stops change in place
		if refused != nil {
			err = refused
		}
		if err != nil {
			c.banner.say(fmt.Sprintf(l.T("authorRefused"), state.InputErrorText(l, err)))
			return
		}
		c.follow(ctx, les, link, 0)
	}
}

// lessonView is the author mode or the lesson followed, above the page.
func (c *lab) lessonView() app.UI {
	l := c.set.Lang
	switch {
	case c.author.On:
		link, words, refused := c.author.Shown(l)
		p := &lesson.AuthorPanel{Lang: l, Draft: c.author.Draft, Rev: c.author.Rev, Here: lesson.SettingsWords(l, c.set, c.stopHere()), Pending: c.author.Pending,
			Words: words, Copied: c.share.copied == "lesson", Page: c}
		if link != "" {
			u := c.share.page
			u.RawQuery, u.Fragment = "", lesson.Prefix+link
			p.Link = u.String()
		}
		if refused != nil {
			p.Refused = fmt.Sprintf(l.T("authorRefused"), state.InputErrorText(l, refused))
		}
		return p
	case c.lesson.Following():
		return c.lesson.Bar(l, c)
	}
	return app.Text("")
}

// lessonFile opens a lesson's file (its text; too: it was too large to
// read) in the author mode.
func (c *lab) lessonFile(ctx app.Context, text string, too bool) {
	l := c.set.Lang
	les, err := lesson.ParseLesson([]byte(text))
	if too {
		err = state.NewPageError("eLessonFileLarge", lesson.MaxBytes>>10)
	}
	if err != nil {
		c.banner.say(fmt.Sprintf(l.T("lessonFileBad"), state.InputErrorText(l, err)))
		return
	}
	c.authored(ctx, c.author.Begin(&les))
}

// keepToured notes that this browser has seen a lesson: the tour is no
// longer offered.
func (c *lab) keepToured() {
	if !c.toured {
		c.toured = true
		ui.Keep(lesson.TouredKey, "1")
	}
}

// lessonAct carries out a lesson's actions: its link, its stops, its question, the tour, the author mode.
func (c *lab) lessonAct(ctx app.Context, a ui.Action) {
	switch a := a.(type) {
	case lesson.LessonLink:
		c.openLink(ctx, string(a))
	case lesson.LessonStep:
		if c.lesson.Following() && c.lesson.Move(c.lesson.At+int(a)) {
			if a != 0 { // another stop; 0 is Back to the stop
				c.pushFragment(ctx)
			}
			c.showStop(ctx)
		}
	case lesson.LessonPick:
		if c.lesson.Following() {
			c.lesson.Pick(int(a))
		}
	case lesson.LessonClose:
		c.leaveLesson(ctx)
	case lesson.TourDeclined:
		c.keepToured()
	case lesson.AuthorOpen:
		closeMenu()
		var les *lesson.Lesson
		if a.Edit && c.lesson.Following() {
			cp := c.lesson.Les.Clone()
			les = &cp
		}
		if c.lesson.Following() { // the address holds the author's page, not the lesson's: a reload comes back to it
			c.leaveLesson(ctx)
		}
		if s := ui.Kept(lesson.DraftKey); !c.author.On && s != c.author.Kept { // another tab has written the draft since
			c.author.Restore(s, false) // begin opens it
		}
		c.authored(ctx, c.author.Begin(les))
	case lesson.AuthorAct:
		if a.Op == "file" {
			c.lessonFile(ctx, a.Text, a.I == lesson.FileTooLarge)
			break
		}
		c.authored(ctx, c.author.Take(a, c.stopHere(), c.set.Lang))
	}
}
