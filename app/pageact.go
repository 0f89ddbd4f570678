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
	"slidelab/app/race"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/app/workshop"
	"slidelab/solver"
)

// The page's routing: every action to the model it concerns.

// Act routes an action to the model it concerns and applies what the
// model's transition returns.
func (c *lab) Act(ctx app.Context, a ui.Action) {
	switch a := a.(type) {
	case control, runPress, speedSet:
		c.runAct(ctx, a)
	case startTyped, goalTyped, sizeSet, scramble, ui.TileClick, ui.GoalClick, swapToggle, algoSet, heurSet, optionSet, raceSet, clockSet, raceOther, arrowKey:
		c.editAct(ctx, a)
	case compare.Action:
		c.compareAct(ctx, a)
	case replayAction:
		if c.replay.update(ctx, a, &c.set, c.run.pathLen(c.set.Racing())) {
			c.share.updateURL(ctx, c.set)
		}
	case race.Seek:
		c.replay.seek(int(a), c.run.pathLen(c.set.Racing()))
	case race.PlayToggle:
		c.replay.toggle(ctx, c.run.pathLen(c.set.Racing()))
	case quizToggle, quizGuess:
		c.quizAct(ctx, a)
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
		c.share.updateURL(ctx, c.set)
	case sideReply:
		c.sideTook(ctx, search.Reply(a))
	case ui.CopyAsk:
		if !c.share.copy(a.Which, a.Text) {
			c.banner.say(c.set.Lang.T("noClipboard"))
		}
	case embedLangAt:
		c.share.setEmbedLang(ui.Lang(a))
	case pick.Action:
		var eff pick.Effect
		c.set, eff = c.xp.Update(c.set, a, c.run.snap, c.run.state == stateSearching)
		c.picked(ctx, eff)
	case langSwitch:
		c.switchLang(ctx)
	case projectorSet:
		c.set.Projector = bool(a)
		c.share.updateURL(ctx, c.set)
	case dismiss:
		c.banner.dismiss()
	case searchReply:
		c.take(ctx, search.Reply(a))
	}
}

// openingAtMost bounds the wait of a tab opened during a search, should no
// report come.
const openingAtMost = 3 * search.ReportEvery

// edited applies an editing action (editModel.take): a change of the
// problem or of the search's choices drops the search, the player and the
// comparison of the old ones, and the address follows. A paused search set
// aside by a board changed on a board says so.
func (c *lab) edited(ctx app.Context, a ui.Action) {
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
	if !e.changed {
		return
	}
	had := c.run.created && c.run.snap.At > 0
	c.replace(ctx, set)
	if c.set.Expand > 0 { // the class plays the new search from its moment 0
		c.dispatch(ctx, evMove, search.Stay)
	}
	if had && e.board { // a new size or scramble while paused: said, not silent
		said := c.set.Lang.T("resetByEdit")
		if c.set.Racing() {
			said = c.set.Lang.T("raceResetByEdit")
		}
		c.banner.say(said)
	}
}

// replace makes set the page's settings: the search, the player, the
// comparison and the wait for tables of the old ones go, and the address
// follows.
func (c *lab) replace(ctx app.Context, set state.Settings) {
	c.set = set
	c.edits++
	c.dispatch(ctx, evReset, search.Stay)
	c.replay.reset()
	c.schedule(ctx, sideEnd, jobCompare, nil)
	c.cmp.Reset()
	c.tables.forget()
	c.share.updateURL(ctx, c.set)
	c.handProve(ctx)
}

// picked carries out what an action of "you are the search" asks.
func (c *lab) picked(ctx app.Context, eff pick.Effect) {
	if eff&pick.SetChanged != 0 {
		c.share.updateURL(ctx, c.set)
	}
	if eff&pick.Toggled != 0 {
		c.quiz = explain.QuizModel{}
		c.atStart(ctx)
	}
	if eff&pick.Stepped != 0 {
		c.dispatch(ctx, evMove, search.StepMove)
	}
}

// atStart has a search that has not begun stand at its moment 0 when "you
// are the search" or the quiz is on (the class plays from there); else
// the panels' detail is asked again.
func (c *lab) atStart(ctx app.Context) {
	if (c.set.Expand > 0 || c.quiz.On) && !c.run.created {
		c.dispatch(ctx, evMove, search.Stay)
	} else {
		c.refreshDetail()
	}
}

// editAct carries out an edit of the problem or of the search chosen.
func (c *lab) editAct(ctx app.Context, a ui.Action) {
	switch a := a.(type) {
	case startTyped, goalTyped, sizeSet, scramble, ui.TileClick, ui.GoalClick, swapToggle, algoSet, heurSet, optionSet, raceSet, clockSet:
		c.edited(ctx, a)
		if cell, ok := a.(ui.TileClick); ok && c.edit.stuck {
			ui.Shake(fmt.Sprintf("#main-board [data-tile='%d']", c.set.Start.At(int(cell))))
		}
	case raceOther:
		c.edited(ctx, raceSet(state.RaceAgainst(c.set)))
	case arrowKey:
		if c.run.state == stateReady {
			c.edited(ctx, a)
		}
	}
}

// quizAct carries out the quiz "predict the next step".
func (c *lab) quizAct(ctx app.Context, a ui.Action) {
	switch a := a.(type) {
	case quizToggle:
		c.set.Expand = 0
		c.share.updateURL(ctx, c.set)
		c.quiz.Toggle()
		c.atStart(ctx)
	case quizGuess:
		if c.quiz.Answer(solver.Node(a), c.run.snap, c.run.state == stateSearching) && c.quiz.Last.Right() {
			c.dispatch(ctx, evMove, search.StepMove) // a Step keeps the search, and the answer with it
		}
	}
}

// tabAct carries out the tabs: a view or a subview chosen.
func (c *lab) tabAct(ctx app.Context, a ui.Action) {
	switch a := a.(type) {
	case tabSet:
		c.tab = state.Tab(a)
		c.refreshDetail()
	case tabStep:
		c.tab = state.Tabs[(slices.Index(state.Tabs, c.tab)+int(a)+len(state.Tabs))%len(state.Tabs)]
		c.refreshDetail()
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
			break
		}
		c.refreshDetail()
	}
}
