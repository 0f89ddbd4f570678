package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/compare"
	"slidelab/app/explain"
	"slidelab/app/lesson"
	"slidelab/app/pick"
	"slidelab/app/picture"
	"slidelab/app/play"
	"slidelab/app/present"
	"slidelab/app/race"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/app/workshop"
	"slidelab/solver"
)

// The page's routing: every action to the model it concerns.

// Act routes an action to the model it concerns and applies what the
// model's transition returns. The address follows the settings, whatever
// changed them.
func (c *lab) Act(ctx app.Context, a ui.Action) {
	was := c.set.Query().Encode()
	switch a := a.(type) {
	case control, runPress, speedSet:
		c.runAct(ctx, a)
	case startTyped, goalTyped, sizeSet, scramble, ui.TileClick, ui.GoalClick, swapToggle, algoSet, heurSet, optionSet, raceSet, clockSet, raceOther, arrowKey:
		c.edited(ctx, a)
	case compare.Action:
		c.compareAct(ctx, a)
	case replayAction, race.Seek, race.PlayToggle:
		c.replay.update(ctx, a, &c.set, c.run.pathLen(c.set.Racing()))
	case quizToggle, quizGuess, pick.Action:
		c.alongAct(ctx, a)
	case tabSet, tabStep, subSet:
		c.tabAct(ctx, a)
	case workshop.Action:
		c.workshopAct(ctx, a)
	case lesson.Action:
		c.lessonAct(ctx, a)
	case play.Action:
		c.handAct(ctx, a)
	case picture.Action:
		var taken bool
		if c.set, taken = c.pic.Update(c.set, a, c.post); taken {
			c.banner.unsay("picOwnMissing") // no longer true
		}
	case sideReply:
		c.banner.cannot(c.set.Lang, c.side.took(ctx, search.Reply(a)))
	case ui.CopyAsk, embedLangAt, langSwitch, projectorSet, dismiss:
		c.pageAct(ctx, a)
	case searchReply:
		c.take(ctx, search.Reply(a))
	case present.Action:
		c.presentAct(ctx, a)
	case settingsSet:
		c.edit.sync(state.Settings(a))
		c.replace(ctx, state.Settings(a))
	}
	if c.set.Query().Encode() != was {
		c.share.updateURL(ctx, c.set)
	}
	c.presented(ctx, a)
}

// openingAtMost bounds the wait of a tab opened during a search, should no
// report come.
const openingAtMost = 3 * search.ReportEvery

// edited applies an editing action (editModel.take): a change of the
// problem or of the search's choices drops the search, the player and the
// comparison of the old ones, and the address follows. A paused search set
// aside by a board changed on a board says so; a tile that cannot slide
// shakes; the arrow keys slide tiles only while no search is under way.
func (c *lab) edited(ctx app.Context, a ui.Action) {
	if _, ok := a.(arrowKey); ok && c.run.state != stateReady {
		return
	}
	set, before := c.set, c.set.Start
	defer func() { // play mode counts a slide of the start; any other change starts it again
		if c.set.Play {
			c.hand.Follow(before, c.set.Start, c.set.Goal)
			c.handProve(ctx)
		}
	}()
	e := c.edit.take(&set, a, rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7)))
	if e.err != nil {
		c.banner.say(state.InputErrorText(c.set.Lang, e.err))
	}
	if cell, ok := a.(ui.TileClick); ok && c.edit.stuck {
		ui.Shake(fmt.Sprintf("#main-board [data-tile='%d']", c.set.Start.At(int(cell))))
	}
	if !e.changed {
		return
	}
	had := c.run.created && c.run.snap.At > 0
	c.replace(ctx, set)
	if c.set.Expand > 0 { // the class plays the new search from its moment 0
		c.dispatch(ctx, evMove, search.Stay)
	}
	if had && e.board { // a new size or scramble while paused: said, not silent
		c.banner.resetBy(c.set)
	}
}

// replace makes set the page's settings: the search and its player, the
// comparison and the wait for tables of the old ones go.
func (c *lab) replace(ctx app.Context, set state.Settings) {
	c.set = set
	c.edits++
	c.dispatch(ctx, evReset, search.Stay)
	c.side.schedule(ctx, sideEnd, jobCompare, nil)
	c.cmp.Reset()
	c.tables.forget()
	c.handProve(ctx)
}

// alongAct carries out the two modes that play along with the search, one
// at a time: the quiz (predict the next step) and "you are the search". A
// right answer or the board to expand picked steps the search; a mode
// turned on or off has a search not begun stand at its moment 0 (the class
// plays from there).
func (c *lab) alongAct(ctx app.Context, a ui.Action) {
	switch toggled, step := c.along(a); {
	case toggled && (c.set.Expand > 0 || c.quiz.On) && !c.run.created:
		c.dispatch(ctx, evMove, search.Stay)
	case toggled:
		c.refreshDetail()
	case step:
		c.dispatch(ctx, evMove, search.StepMove)
	}
}

// along takes an action of the quiz or of "you are the search": whether a
// mode was turned on or off, and whether the search steps.
func (m *models) along(a ui.Action) (toggled, step bool) {
	switch a := a.(type) {
	case quizToggle:
		m.set.Expand = 0
		m.quiz.Toggle()
		return true, false
	case quizGuess: // a Step keeps the search, and the answer with it
		return false, m.quiz.Answer(solver.Node(a), m.run.snap, m.run.state == stateSearching) && m.quiz.Last.Right()
	case pick.Action:
		var eff pick.Effect
		m.set, eff = m.xp.Update(m.set, a, m.run.snap, m.run.state == stateSearching)
		if toggled = eff&pick.Toggled != 0; toggled {
			m.quiz = explain.QuizModel{}
		}
		return toggled, eff&pick.Stepped != 0
	}
	return false, false
}

// pageAct carries out the page's own small actions: a share text copied,
// the embed's language, the language, the projector view, the banner
// dismissed.
func (m *models) pageAct(ctx app.Context, a ui.Action) {
	switch a := a.(type) {
	case ui.CopyAsk:
		if !m.share.copy(a.Which, a.Text) {
			m.banner.say(m.set.Lang.T("noClipboard"))
		}
	case embedLangAt:
		m.share.setEmbedLang(ui.Lang(a))
	case langSwitch:
		m.switchLang(ctx)
	case projectorSet:
		m.set.Projector = bool(a)
	case dismiss:
		m.banner.dismiss()
	}
}

// tabAct carries out the tabs: a view or a subview chosen.
func (c *lab) tabAct(ctx app.Context, a ui.Action) {
	switch a := a.(type) {
	case tabSet:
		c.tab = state.Tab(a)
	case tabStep:
		c.tab = state.Tabs[(slices.Index(state.Tabs, c.tab)+int(a)+len(state.Tabs))%len(state.Tabs)]
		v := c.tab
		ctx.Defer(func(app.Context) { app.Window().GetElementByID("tab-" + string(v)).Call("focus") })
	case subSet:
		c.sub = state.Subview(a)
		if c.run.state == stateSearching { // the tab shows at once; its boards come with the next report
			c.opening = true
			time.AfterFunc(openingAtMost, func() { ctx.Dispatch(func(app.Context) { c.opening = false }) })
		}
		if c.sub == state.SubTree && !c.run.created && solver.CheckSolvable(c.set.Start, c.set.Goal).Solvable { // the tree from moment 0: the start, its root
			c.dispatch(ctx, evMove, search.Stay)
			return
		}
	}
	c.refreshDetail()
}
