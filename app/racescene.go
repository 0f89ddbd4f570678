package main

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// The scene of a race: its lanes, and beside them the race's clock, the
// order of finishing and the player of the solutions.

// raceLanes are the race's lanes at the cursor's tick, all on one scale.
func (s *scene) raceLanes(optimal int) app.UI {
	snap, sets := s.run.snap, s.set.Lanes()
	span, top := raceScale(snap)
	ranks := s.raceRanks()
	best := s.raceBest(optimal)
	lanes := make([]app.UI, len(sets))
	for i, set := range sets {
		var lane search.Snapshot
		if i < len(snap.Lanes) {
			lane = snap.Lanes[i]
		}
		lanes[i] = &lanePanel{Lang: s.set.Lang, Index: i, Set: set, Snap: lane, Board: s.laneBoard(lane), Span: span, Top: top,
			Rank: ranks[i], Optimal: best, Clock: s.set.Clock}
	}
	return app.Div().ID("lanes").Class("lanes lanes-" + strconv.Itoa(len(sets))).Body(lanes...)
}

// raceScale is the lanes' charts' common scale: the most expansions and
// the largest list of any lane.
func raceScale(snap search.Snapshot) (span, top int) {
	span, top = 1, 1
	for _, lane := range snap.Lanes {
		span = max(span, lane.At)
		top = max(top, pointsTop(lane.Chart.Points))
	}
	return span, top
}

// laneBoard is the board a lane shows: the start before the race, the
// board it expands at the tick, its last once it has ended (the goal when
// solved), and the solution's board while the solutions play.
func (s *scene) laneBoard(lane search.Snapshot) solver.Board {
	switch {
	case lane.Outcome == solver.Solved:
		boards, _ := s.set.Start.Apply(lane.Path)
		at := len(boards) - 1
		if s.replay.used {
			at = min(s.replay.at, at)
		}
		return boards[at]
	case lane.HasCurrent:
		return lane.Current.Board
	}
	return s.set.Start
}

// raceRanks are the lanes' places in the order of finishing at the cursor,
// among the lanes that found a path (lanes that find theirs at the same
// tick share one); 0 for a lane still running or stopped without a path.
func (s *scene) raceRanks() []int {
	lanes := s.run.snap.Lanes
	ranks := make([]int, len(s.set.Race))
	for i := range min(len(lanes), len(ranks)) {
		if lanes[i].Outcome != solver.Solved {
			continue
		}
		ranks[i] = 1
		for _, other := range lanes {
			if other.Outcome == solver.Solved && other.Finish < lanes[i].Finish {
				ranks[i]++
			}
		}
	}
	return ranks
}

// raceBest is a shortest path's length (shortest): the exact distance, or
// the shortest path a lane that proves it found (search.Spec.ProvesOptimal).
func (s *scene) raceBest(optimal int) int {
	var found []int
	for i, set := range s.set.Lanes() {
		if i < len(s.run.snap.Lanes) && s.run.snap.Lanes[i].Outcome == solver.Solved && set.Spec().ProvesOptimal() {
			found = append(found, len(s.run.snap.Lanes[i].Path))
		}
	}
	return shortest(optimal, found)
}

// shortest is a shortest path's length: exact, the exact distance, where
// the page knows it (≥ 0), else the shortest of found, the paths searches
// that prove it found; -1 while unknown.
func shortest(exact int, found []int) int {
	if exact >= 0 || len(found) == 0 {
		return exact
	}
	return slices.Min(found)
}

// raceLongest is the longest path a lane found: what the player plays.
func raceLongest(snap search.Snapshot) int {
	n := 0
	for _, lane := range snap.Lanes {
		if lane.Outcome == solver.Solved {
			n = max(n, len(lane.Path))
		}
	}
	return n
}

// raceStatus is the race's clock and its slider.
func (s *scene) raceStatus(preparing bool) app.UI {
	l, snap := s.set.Lang, s.run.snap
	clockHelp := l.T("raceByExpansion")
	if s.set.Clock == search.ByTime {
		clockHelp = fmt.Sprintf(l.T("raceByTime"), search.TimeTick.Milliseconds())
	}
	body := []app.UI{app.H2().Body(app.Text(l.T("raceTitle")+l.Colon()), stateBadge(l, s.run.state, preparing, solver.Running)),
		app.P().ID("race-clock").Class("desc").Text(clockHelp)}
	if s.run.created && snap.Latest > 0 {
		span, top := raceScale(snap)
		body = append(body, app.P().ID("race-scale").Class("desc").Body(
			ui.SpanText("key open", "━ "+l.T("open")), app.Text(" "), ui.SpanText("key closed", "╍ "+l.T("closed")), app.Text(" "),
			app.Text(fmt.Sprintf(l.T("raceScale"), ui.Thousands(span), ui.Thousands(top)))),
			s.timelineBar(solver.Algorithm{}))
	}
	return app.Section().ID("race").Class("panel race").Body(body...)
}

// raceFoot is under the lanes: the order of finishing and, once the race
// is over, the player of the solutions.
func (s *scene) raceFoot() app.UI {
	snap := s.run.snap
	var body []app.UI
	if order := s.raceOrder(); order != nil {
		body = append(body, order)
	}
	if n := raceLongest(snap); snap.Ended && snap.At == snap.Latest && n > 0 {
		body = append(body, s.racePlayer(n))
	}
	if body == nil {
		return app.Text("")
	}
	return app.Section().ID("race-foot").Class("panel race-foot").Body(body...)
}

// raceOrder lists the lanes that have ended at the cursor: those that
// found a path in the order they found it, then those that stopped without.
func (s *scene) raceOrder() app.UI {
	l, lanes, sets := s.set.Lang, s.run.snap.Lanes, s.set.Lanes()
	ranks := s.raceRanks()
	var done []int
	for i := range min(len(lanes), len(sets)) {
		if lanes[i].Outcome != solver.Running {
			done = append(done, i)
		}
	}
	if len(done) == 0 {
		return nil
	}
	last := len(lanes) + 1 // the place of a lane without a path: after the others
	place := func(i int) int { return cmp.Or(ranks[i], last) }
	slices.SortFunc(done, func(a, b int) int { return cmp.Or(place(a)-place(b), a-b) })
	items := make([]app.UI, len(done))
	for j, i := range done {
		lane := lanes[i]
		what := ui.Thousands(lane.At)
		if lane.Outcome != solver.Solved {
			what += l.Pick(", ", "，") + l.T(outcomeKey(lane.Outcome))
		}
		items[j] = app.Li().Aria("label", rankText(l, ranks[i])+l.Colon()+state.LaneName(l, sets[i])+l.Colon()+fmt.Sprintf(l.T("laneAt"), ui.Thousands(lane.At))).Body(
			rankBadge(l, ranks[i]), app.Text(" "),
			app.Span().Class("lane-no").Text(strconv.Itoa(i+1)), app.Text(l.Pick(" ("+what+")", "（"+what+"）")))
	}
	return app.Div().ID("race-order").Body(app.Strong().Text(l.T("raceOrder")+l.Colon()), app.Ol().Body(items...))
}

// rankText is a lane's place (0: it found no path).
func rankText(l ui.Lang, rank int) string {
	if rank == 0 {
		return "✗ " + l.T("raceNoPath")
	}
	return ordinal(l, rank)
}

// rankBadge shows a lane's place (0: it found no path).
func rankBadge(l ui.Lang, rank int) app.HTMLSpan {
	return app.Span().Class("rank rank-" + strconv.Itoa(rank)).Text(rankText(l, rank))
}

// racePlayer plays the lanes' solutions side by side: one move a step, a
// lane that has arrived waits on the goal.
func (s *scene) racePlayer(n int) app.UI {
	l, at := s.set.Lang, s.replay.at
	if !s.replay.used { // the lanes show their ends: Play plays from the start
		at = n
	}
	playLabel := "▶ " + l.T("racePlay")
	if s.replay.playing {
		playLabel = "❚❚ " + l.T("pause")
	}
	seek := func(k int) app.EventHandler {
		return func(ctx app.Context, e app.Event) { s.page.Act(ctx, replaySeek(k)) }
	}
	return ui.Div("race-player",
		app.Button().ID("race-first").Text("|◀").Aria("label", l.T("first")).Title(l.T("first")).Disabled(at == 0).OnClick(seek(0), 0),
		app.Button().ID("race-play").Class("primary").Text(playLabel).OnClick(func(ctx app.Context, e app.Event) { s.page.Act(ctx, replayToggle{}) }),
		app.Button().ID("race-last").Text("▶|").Aria("label", l.T("last")).Title(l.T("last")).Disabled(at == n).OnClick(seek(n), n),
		app.Label().Class("slider").Body(
			app.Span().ID("race-move-of").Text(fmt.Sprintf(l.T("moveOf"), at, n)),
			app.Input().Type("range").ID("race-moves").Min(0).Max(n).Value(strconv.Itoa(at)).
				OnInput(func(ctx app.Context, e app.Event) {
					if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
						s.page.Act(ctx, replaySeek(v))
					}
				}),
		),
	)
}

// ordinal is a place in the order of finishing: 1st, 第 1 名.
func ordinal(l ui.Lang, n int) string {
	if l == ui.Chinese {
		return fmt.Sprintf("第 %d 名", n)
	}
	suffix := "th"
	switch n {
	case 1:
		suffix = "st"
	case 2:
		suffix = "nd"
	case 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}
