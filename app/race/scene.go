// Package race is races: two to four searches side by side under one
// clock (race=…, clock=…), drawn at the cursor's tick (Scene: the lanes,
// the race's clock, the order of finishing, the player of the solutions;
// Lane, a lane), with its actions and strings. The lanes' settings are
// read from the URL by state (RaceEntry), and the lanes are stepped by
// search (search.Race).
//
// It imports ui, state, explain, search and the solver: no other
// capability, and not the page.
package race

import (
	"cmp"
	_ "embed"
	"fmt"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// Scene is what a race shows at the cursor's tick: its lanes, and beside
// them the race's clock, the order of finishing and the player of the
// solutions. The page makes one at each render.
type Scene struct {
	Set     state.Settings  // the race's settings (Set.Lanes: each lane's)
	Snap    search.Snapshot // the race at the cursor's tick
	Created bool            // the race has begun
	Replay  Replay          // the player of the solutions
	Page    ui.Actor
	Plot    func(pts search.PointList, marks []int, span, top int) string // a lane's chart, drawn as the page draws its own
}

// Replay is the player of the lanes' solutions: whether it has played,
// the move it shows, whether it plays.
type Replay struct {
	Used, Playing bool
	At            int
}

// The player's actions: the page's player plays the lanes' solutions.
type (
	Seek       int      // a move of the slider, or |◀ and ▶|
	PlayToggle struct{} // Play or Pause
)

// Action is an action of a race: the page routes every one to its player.
type Action interface{ raceAction() }

func (Seek) raceAction()       {}
func (PlayToggle) raceAction() {}

// Lanes are the race's lanes at the cursor's tick, all on one scale.
func (s *Scene) Lanes(optimal int) app.UI {
	snap, sets := s.Snap, s.Set.Lanes()
	span, top := scale(snap)
	ranks := s.ranks()
	best := s.best(optimal)
	lanes := make([]app.UI, len(sets))
	for i, set := range sets {
		var lane search.Snapshot
		if i < len(snap.Lanes) {
			lane = snap.Lanes[i]
		}
		lanes[i] = &Lane{Lang: s.Set.Lang, Index: i, Set: set, Snap: lane, Board: s.laneBoard(lane),
			Rank: ranks[i], Optimal: best, Clock: s.Set.Clock, Chart: s.Plot(lane.Chart.Points, lane.Chart.Marks, span, top)}
	}
	return app.Div().ID("lanes").Class("lanes lanes-" + strconv.Itoa(len(sets))).Body(lanes...)
}

// scale is the lanes' charts' common scale: the most expansions and
// the largest list of any lane.
func scale(snap search.Snapshot) (span, top int) {
	span, top = 1, 1
	for _, lane := range snap.Lanes {
		span = max(span, lane.At)
		top = max(top, lane.Chart.Points.Top())
	}
	return span, top
}

// laneBoard is the board a lane shows: the start before the race, the
// board it expands at the tick, its last once it has ended (the goal when
// solved), and the solution's board while the solutions play.
func (s *Scene) laneBoard(lane search.Snapshot) solver.Board {
	switch {
	case lane.Outcome == solver.Solved:
		boards, _ := s.Set.Start.Apply(lane.Path)
		at := len(boards) - 1
		if s.Replay.Used {
			at = min(s.Replay.At, at)
		}
		return boards[at]
	case lane.HasCurrent:
		return lane.Current.Board
	}
	return s.Set.Start
}

// ranks are the lanes' places in the order of finishing at the cursor,
// among the lanes that found a path (lanes that find theirs at the same
// tick share one); 0 for a lane still running or stopped without a path.
func (s *Scene) ranks() []int {
	lanes := s.Snap.Lanes
	ranks := make([]int, len(s.Set.Race))
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

// best is a shortest path's length (shortest): the exact distance, or
// the shortest path a lane that proves it found (search.Spec.ProvesOptimal).
func (s *Scene) best(optimal int) int {
	var found []int
	for i, set := range s.Set.Lanes() {
		if i < len(s.Snap.Lanes) && s.Snap.Lanes[i].Outcome == solver.Solved && set.Spec().ProvesOptimal() {
			found = append(found, len(s.Snap.Lanes[i].Path))
		}
	}
	return explain.Shortest(optimal, found)
}

// Longest is the longest path a lane found: what the player plays.
func Longest(snap search.Snapshot) int {
	n := 0
	for _, lane := range snap.Lanes {
		if lane.Outcome == solver.Solved {
			n = max(n, len(lane.Path))
		}
	}
	return n
}

// Status is the race's clock and its slider.
func (s *Scene) Status(badge, bar app.UI) app.UI {
	l, snap := s.Set.Lang, s.Snap
	clockHelp := l.T("raceByExpansion")
	if s.Set.Clock == search.ByTime {
		clockHelp = fmt.Sprintf(l.T("raceByTime"), search.TimeTick.Milliseconds())
	}
	body := []app.UI{app.H2().Body(app.Text(l.T("raceTitle")+l.Colon()), badge),
		app.P().ID("race-clock").Class("desc").Text(clockHelp)}
	if s.Created && snap.Latest > 0 {
		span, top := scale(snap)
		body = append(body, app.P().ID("race-scale").Class("desc").Body(
			ui.SpanText("key open", "━ "+l.T("open")), app.Text(" "), ui.SpanText("key closed", "╍ "+l.T("closed")), app.Text(" "),
			app.Text(fmt.Sprintf(l.T("raceScale"), ui.Thousands(span), ui.Thousands(top)))),
			bar)
	}
	return app.Section().ID("race").Class("panel race").Body(body...)
}

// Foot is under the lanes: the order of finishing and, once the race
// is over, the player of the solutions.
func (s *Scene) Foot() app.UI {
	snap := s.Snap
	var body []app.UI
	if order := s.order(); order != nil {
		body = append(body, order)
	}
	if n := Longest(snap); snap.Ended && snap.At == snap.Latest && n > 0 {
		body = append(body, s.player(n))
	}
	if body == nil {
		return app.Text("")
	}
	return app.Section().ID("race-foot").Class("panel race-foot").Body(body...)
}

// order lists the lanes that have ended at the cursor: those that
// found a path in the order they found it, then those that stopped without.
func (s *Scene) order() app.UI {
	l, lanes, sets := s.Set.Lang, s.Snap.Lanes, s.Set.Lanes()
	ranks := s.ranks()
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
			what += l.Comma() + l.T(explain.OutcomeKey(lane.Outcome))
		}
		items[j] = app.Li().Aria("label", rankText(l, ranks[i])+l.Colon()+state.LaneName(l, sets[i])+l.Colon()+fmt.Sprintf(l.T("laneAt"), ui.Thousands(lane.At))).Body(
			rankBadge(l, ranks[i]), app.Text(" "),
			app.Span().Class("lane-no").Text(strconv.Itoa(i+1)), app.Text(l.Paren(what)))
	}
	return app.Div().ID("race-order").Body(app.Strong().Text(l.T("raceOrder")+l.Colon()), app.Ol().Body(items...))
}

// rankText is a lane's place (0: it found no path).
func rankText(l ui.Lang, rank int) string {
	if rank == 0 {
		return "✗ " + l.T("raceNoPath")
	}
	return l.Ordinal(rank)
}

// rankBadge shows a lane's place (0: it found no path).
func rankBadge(l ui.Lang, rank int) app.HTMLSpan {
	return app.Span().Class("rank rank-" + strconv.Itoa(rank)).Text(rankText(l, rank))
}

// player plays the lanes' solutions side by side: one move a step, a
// lane that has arrived waits on the goal.
func (s *Scene) player(n int) app.UI {
	l, at := s.Set.Lang, s.Replay.At
	if !s.Replay.Used { // the lanes show their ends: Play plays from the start
		at = n
	}
	playLabel := "▶ " + l.T("racePlay")
	if s.Replay.Playing {
		playLabel = "❚❚ " + l.T("pause")
	}
	seek := func(k int) app.EventHandler {
		return func(ctx app.Context, e app.Event) { s.Page.Act(ctx, Seek(k)) }
	}
	return ui.Div("race-player",
		app.Button().ID("race-first").Text("|◀").Aria("label", l.T("first")).Title(l.T("first")).Disabled(at == 0).OnClick(seek(0), 0),
		app.Button().ID("race-play").Class("primary").Text(playLabel).OnClick(func(ctx app.Context, e app.Event) { s.Page.Act(ctx, PlayToggle{}) }),
		app.Button().ID("race-last").Text("▶|").Aria("label", l.T("last")).Title(l.T("last")).Disabled(at == n).OnClick(seek(n), n),
		app.Label().Class("slider").Body(
			app.Span().ID("race-move-of").Text(fmt.Sprintf(l.T("moveOf"), at, n)),
			app.Input().Type("range").ID("race-moves").Min(0).Max(n).Value(strconv.Itoa(at)).
				OnInput(func(ctx app.Context, e app.Event) {
					if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
						s.Page.Act(ctx, Seek(v))
					}
				}),
		),
	)
}

// The race's strings, one table a language.
var (
	//go:embed text/en.txt
	enTexts string
	//go:embed text/zh.txt
	zhTexts string
)

func init() {
	ui.RegisterTexts(ui.English, enTexts)
	ui.RegisterTexts(ui.Chinese, zhTexts)
}
