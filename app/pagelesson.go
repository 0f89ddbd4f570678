package main

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
)

// What the page keeps in the browser (localStorage): the author's draft,
// and that the tour was offered; and in this tab only (sessionStorage),
// that the author mode is open, so that a reload keeps it open and a new
// visit does not (the panel opens when asked).

// The browser's keys of the author's draft, of the tour offered and of the
// author mode open in this tab.
const (
	draftKey      = "slidelab-lesson-draft"
	touredKey     = "slidelab-toured"
	authorOpenKey = "slidelab-author-open"
)

// The page's side of lessons: the address's #lesson=, the stops shown,
// the author's draft.

// OnNav reads the address's fragment at each navigation (the first load,
// a lesson of the menu, Back and Forward): a lesson's link opens it.
func (c *lab) OnNav(ctx app.Context) {
	c.Act(ctx, lessonLink(ctx.Page().URL().Fragment))
}

// lessonFragment reads a fragment "lesson=TEXT" or "lesson=TEXT&stop=N":
// the lesson's text and the stop (from 1; 1 when absent or not a number).
func lessonFragment(f string) (text string, stopN int, ok bool) {
	rest, ok := strings.CutPrefix(f, lessonPrefix)
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

// openLink follows the lesson of the fragment f. No fragment leaves the
// lesson followed (Back past its link); another fragment (the skip link's
// #controls) keeps it, and the address keeps its link.
func (c *lab) openLink(ctx app.Context, f string) {
	closeMenu()
	text, stopN, ok := lessonFragment(f)
	switch {
	case !ok && f == "":
		c.lesson.close()
		return
	case !ok:
		if c.lesson.following() {
			c.writeFragment(ctx)
		}
		return
	case c.lesson.following() && text == c.lesson.link:
		if c.lesson.move(stopN - 1) {
			c.showStop(ctx)
		}
		return
	}
	les, err := decodeLesson(text)
	if err != nil {
		c.banner.say(fmt.Sprintf(c.set.Lang.T("lessonBad"), state.InputErrorText(c.set.Lang, err)))
		return
	}
	c.follow(ctx, les, text, stopN-1)
}

// follow opens lesson les (link: its text after #lesson=) at stop at
// (from 0). A lesson written in a language shows the page in it, unless
// the reader chose one.
func (c *lab) follow(ctx app.Context, les lesson, link string, at int) {
	if l, ok := ui.ParseLang(les.Lang); ok && !c.set.LangSet && l != c.set.Lang {
		c.set.Lang = l
		ctx.Page().SetLang(string(l))
	}
	c.author.on = false
	c.lesson.open(les, link, at, c.set)
	c.keepToured()
	c.showStop(ctx)
}

// showStop shows the lesson's stop: its settings, at its moment (the
// search runs to it). A stop that cannot be shown leaves the page as it
// is; the lesson bar says why.
func (c *lab) showStop(ctx app.Context) {
	st := c.lesson.stop()
	c.writeFragment(ctx)
	if set, err := stopSettings(st, c.set); shows(err) {
		c.showSettings(ctx, set, st)
	}
}

// showSettings sets the page to set at stop st's moment, with its quiz.
func (c *lab) showSettings(ctx app.Context, set state.Settings, st stop) {
	c.banner.refused, c.banner.message = nil, ""
	c.replace(ctx, set)
	c.edit.sync(c.set)
	c.view = state.ViewLesson
	c.quiz = explain.QuizModel{On: st.Quiz}
	c.sub = state.SubExplain // the quiz's tab, and the default
	if st.Tab != "" && !st.Quiz {
		c.sub = state.Subview(st.Tab)
	}
	switch {
	case st.Unit > 0:
		c.dispatch(ctx, evMove, search.Units(st.Unit))
	case st.At == atEnd:
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
	c.lesson.close()
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
	if c.lesson.following() {
		u.Fragment = c.lesson.fragment()
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
func (c *lab) stopHere() stop {
	q, at := stopOf(c.set, c.run.created, c.run.state == stateFinished, c.run.snap.At)
	st := stop{Q: q, At: at, Quiz: c.quiz.On}
	if c.sub != state.SubExplain && !c.quiz.On { // the quiz shows on the explanation's tab
		st.Tab = string(c.sub)
	}
	return st
}

// stopOf is a stop of the page whose settings are set, whose search is
// created (or not), finished (or not) and at moment at.
func stopOf(set state.Settings, created, finished bool, at int) (string, int) {
	q := set.Query()
	q.Del("lang")
	q.Del("embed")
	switch {
	case !created:
		at = 0
	case finished:
		at = atEnd
	}
	return stopQuery(q), at
}

// stopQuery writes q with the problem first (start, goal, algo), as a
// person reads it.
func stopQuery(q url.Values) string {
	var parts []string
	for _, k := range state.PageParams {
		for _, v := range q[k] {
			parts = append(parts, url.QueryEscape(k)+"="+url.QueryEscape(v))
		}
	}
	return strings.Join(parts, "&")
}

// authored applies what an author's op asks of the page.
func (c *lab) authored(ctx app.Context, out authored) {
	l := c.set.Lang
	if out.changed {
		c.share.copied = ""
		ui.KeepIn(ui.Session, authorOpenKey, map[bool]string{true: "1", false: ""}[c.author.on])
		if s := c.author.stored(); ui.Keep(draftKey, s) {
			c.author.kept = s
		} else {
			c.banner.say(l.T("authorNotKept"))
		}
	}
	switch {
	case out.err != nil:
		c.banner.say(state.InputErrorText(l, out.err))
	case out.show > 0:
		st := c.author.draft.Stops[out.show-1]
		set, err := stopSettings(st, c.set)
		if shows(err) {
			c.showSettings(ctx, set, st)
		}
		if err != nil {
			c.banner.say(problemText(c.set.Lang, out.show-1, err))
		}
	case out.follow:
		link, _, refused := c.author.shown(l)
		les, err := decodeLesson(link) // a copy: the draft's stops change in place
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
	case c.author.on:
		link, words, refused := c.author.shown(l)
		p := &authorPanel{Lang: l, Draft: c.author.draft, Rev: c.author.rev, Here: settingsWords(l, c.set, c.stopHere()), Pending: c.author.pending,
			Words: words, Copied: c.share.copied == "lesson", Page: c}
		if link != "" {
			u := c.share.page
			u.RawQuery, u.Fragment = "", lessonPrefix+link
			p.Link = u.String()
		}
		if refused != nil {
			p.Refused = fmt.Sprintf(l.T("authorRefused"), state.InputErrorText(l, refused))
		}
		return p
	case c.lesson.following():
		m := &c.lesson
		st := m.stop()
		bar := &lessonBar{Lang: l, Title: m.les.Title, At: m.at, N: len(m.les.Stops), Note: st.Note, Answer: m.answer, Page: c}
		for i, err := range m.problems {
			if !shows(err) {
				bar.Refused = append(bar.Refused, i+1)
			}
		}
		switch err := m.problems[m.at]; {
		case err == nil:
			bar.Ask = st.Ask
		case shows(err): // the stop without its question
			bar.Problem, bar.Shown = problemText(l, m.at, err), true
		default:
			bar.Problem = problemText(l, m.at, err)
		}
		return bar
	}
	return app.Text("")
}

// lessonFile opens a lesson's file (its text; too: it was too large to
// read) in the author mode.
func (c *lab) lessonFile(ctx app.Context, text string, too bool) {
	l := c.set.Lang
	les, err := parseLesson([]byte(text))
	if too {
		err = state.NewPageError("eLessonFileLarge", lessonMaxBytes>>10)
	}
	if err != nil {
		c.banner.say(fmt.Sprintf(l.T("lessonFileBad"), state.InputErrorText(l, err)))
		return
	}
	c.authored(ctx, c.author.begin(&les))
}

// onClickAway folds the Lessons menu at a click outside it, as a menu
// does.
func onClickAway(ctx app.Context, e app.Event) {
	if m := app.Window().GetElementByID("lessons-menu"); m.Truthy() && m.Get("open").Bool() && !m.Call("contains", e.Get("target")).Bool() {
		m.Set("open", false)
	}
}

// closeMenu folds the Lessons menu once one of its items is chosen.
func closeMenu() {
	if m := app.Window().GetElementByID("lessons-menu"); m.Truthy() {
		m.Set("open", false)
	}
}

// keepToured notes that this browser has seen a lesson: the tour is no
// longer offered.
func (c *lab) keepToured() {
	if !c.toured {
		c.toured = true
		ui.Keep(touredKey, "1")
	}
}
