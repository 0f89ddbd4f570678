package main

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/race"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// replayModel plays a path on the main board: the board shown and its own
// cancellation, so that pausing it stops nothing else.
type replayModel struct {
	mounted bool // a path was found: the player is on the page from then on
	at      int  // boards shown: 0 is the start
	playing bool
	used    bool // played or moved since the last reset: a race's lanes show their solutions' boards
	pace    int  // moves a second; 0: playPace
	job     search.Cancel

	ends   []int         // the reduction solver's path: the move each phase ends at
	endsOf []solver.Move // the path ends is of
}

// phaseEnds returns where each phase of a reduction's path ends (the
// finish at the goal), worked out once per path; nil for other searches.
func (p *replayModel) phaseEnds(set *state.Settings, snap search.Snapshot) []int {
	if snap.Outcome != solver.Solved || snap.Phase == nil || len(snap.Path) == 0 {
		return nil
	}
	if len(p.endsOf) == 0 || &p.endsOf[0] != &snap.Path[0] {
		p.endsOf = snap.Path
		p.ends = append(solver.PhaseEnds(set.Start, set.Goal, snap.Path, snap.Phase.Done), len(snap.Path))
	}
	return p.ends
}

// Actions of the player.
type (
	replaySeek   int      // the player's slider or a move of its list
	replayToggle struct{} // Play or Pause
	paceSet      int      // the player's pace
	autoplaySet  bool     // play by itself when solved
)

// replayAction is an action of the player: the page routes every one to
// update.
type replayAction interface{ replayAction() }

func (replaySeek) replayAction()   {}
func (replayToggle) replayAction() {}
func (paceSet) replayAction()      {}
func (autoplaySet) replayAction()  {}

// update carries out a (its own actions, and the race's seek and play) on
// a path of n moves; autoplaySet changes set.
func (p *replayModel) update(ctx app.Context, a ui.Action, set *state.Settings, n int) {
	switch a := a.(type) {
	case replaySeek:
		p.seek(int(a), n)
	case race.Seek:
		p.seek(int(a), n)
	case replayToggle, race.PlayToggle:
		p.toggle(ctx, n)
	case paceSet:
		p.setPace(ctx, int(a), n)
	case autoplaySet:
		set.Autoplay = bool(a)
	}
}

// paces are the player's speeds, in moves a second; playPace is the default.
// The fastest play a 10×10 solution of 2,000 moves in half a minute.
var paces = []int{1, 2, 4, 8, 16, 32, 64}

const playPace = 2

func (p *replayModel) halt() {
	p.job.Stop()
	p.playing = false
}

// setPace plays at pace moves a second from the next move on.
func (p *replayModel) setPace(ctx app.Context, pace, n int) {
	p.pace = pace
	if p.playing {
		p.halt()
		p.toggle(ctx, n)
	}
}

// reset stops playing and goes back to the start.
func (p *replayModel) reset() {
	p.halt()
	p.at, p.used = 0, false
}

// seek shows board at of a path of n moves.
func (p *replayModel) seek(at, n int) { p.at, p.used = max(0, min(at, n)), true }

// follow shows board at of a path of n moves (none yet: nothing), played
// or not, as another window's player shows it (a presentation); a player
// playing in both goes on from where it is.
func (p *replayModel) follow(ctx app.Context, at int, playing bool, n int) {
	if n == 0 || (playing && p.playing) || (!playing && !p.playing && p.at == at) {
		return
	}
	p.seek(at, n)
	if playing != p.playing {
		p.toggle(ctx, n)
	}
}

// toggle plays a path of n moves from the board shown (from the start once
// at the end) at its pace, or pauses it.
func (p *replayModel) toggle(ctx app.Context, n int) {
	if p.playing {
		p.halt()
		return
	}
	if p.at == n {
		p.at = 0
	}
	stop := p.job.Renew()
	p.playing, p.used = true, true
	every := time.Second / time.Duration(cmp.Or(p.pace, playPace))
	ctx.Async(func() {
		for !stop.Load() {
			time.Sleep(every)
			ctx.Emit(func() {
				if stop.Load() {
					return
				}
				p.seek(p.at+1, n)
				if p.at == n {
					p.halt()
				}
			})
		}
	})
}

// replayPanel lists the moves of a path and steps through them; the page owns
// the position and draws the board. Mounted at the first path found
// (not with the page: 24 ms of its first render), it stays mounted, hidden
// without a path: mounting it for each result was 3.5 ms of the page's
// work between Run and a short search's answer.
type replayPanel struct {
	app.Compo

	Lang     ui.Lang
	Path     []solver.Move // nil: hidden
	At       int           // boards shown: 0 is the start, len(Path) the goal
	Playing  bool
	Pace     int   // moves a second
	Autoplay bool  // the solution plays by itself when found
	Ends     []int // the reduction solver's: the move each phase ends at, the last at the goal; nil otherwise
	Page     ui.Actor
}

func (p *replayPanel) Render() app.UI {
	l, n := p.Lang, len(p.Path)
	playLabel := "▶ " + l.T("play")
	if p.Playing {
		playLabel = "❚❚ " + l.T("pause")
	}
	options := make([]app.UI, len(paces))
	for i, v := range paces {
		options[i] = ui.Option(strconv.Itoa(v), fmt.Sprintf(l.Tn("movesPerSecond", v), v), v == cmp.Or(p.Pace, playPace))
	}
	return app.Section().ID("player").Class("panel player").Hidden(p.Path == nil).Body(
		app.H2().Body(app.Text(l.T("moves")+" "), app.Span().ID("arrows-legend").Class("desc").Text(l.T("arrowsLegend"))),
		app.Div().OnClick(p.onMove).Body(app.Raw(movesHTML(l, p.Path))),
		ui.Div("buttons",
			app.Button().ID("first").Text("|◀").Aria("label", l.T("first")).Title(l.T("first")).Disabled(p.At == 0).OnClick(p.seek(0), 0),
			app.Button().ID("prev").Text("◀").Aria("label", l.T("prev")).Title(l.T("prev")).Disabled(p.At == 0).OnClick(p.seek(p.At-1), p.At-1),
			app.Button().ID("play").Text(playLabel).OnClick(func(ctx app.Context, e app.Event) { ctx.Emit(func() { p.Page.Act(ctx, replayToggle{}) }) }),
			app.Button().ID("next").Text("▶").Aria("label", l.T("next")).Title(l.T("next")).Disabled(p.At == n).OnClick(p.seek(p.At+1), p.At+1),
			app.Button().ID("last").Text("▶|").Aria("label", l.T("last")).Title(l.T("last")).Disabled(p.At == n).OnClick(p.seek(n), n),
		),
		app.Label().Class("slider").Body(
			app.Span().ID("move-of").Text(fmt.Sprintf(l.T("moveOf"), p.At, n)),
			app.Input().Type("range").ID("path-slider").Min(0).Max(n).Value(strconv.Itoa(p.At)).
				OnInput(func(ctx app.Context, e app.Event) {
					if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
						ctx.Emit(func() { p.Page.Act(ctx, replaySeek(v)) })
					}
				}),
		),
		p.phaseJumps(),
		ui.Div("row play-options",
			app.Label().Class("check").Body(
				app.Input().Type("checkbox").ID("autoplay").Checked(p.Autoplay).OnChange(func(ctx app.Context, e app.Event) {
					on := ctx.JSSrc().Get("checked").Bool()
					ctx.Emit(func() { p.Page.Act(ctx, autoplaySet(on)) })
				}),
				app.Text(" "+l.T("autoplay"))),
			app.Select().ID("play-pace").Aria("label", l.T("playPace")).OnChange(func(ctx app.Context, e app.Event) {
				if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && slices.Contains(paces, v) {
					ctx.Emit(func() { p.Page.Act(ctx, paceSet(v)) })
				}
			}).Body(options...),
		),
	)
}

// phaseJumps are the buttons to the end of the phase before the board
// shown and of the next one, on a reduction's path.
func (p *replayPanel) phaseJumps() app.UI {
	if len(p.Ends) < 2 {
		return app.Text("")
	}
	l := p.Lang
	prev, prevAt, next, nextAt := phaseJumpsAt(p.Ends, p.At)
	prevTitle, nextTitle := l.T("first"), ""
	if prev > 0 {
		prevTitle = fmt.Sprintf(l.T("phaseDoneAt"), prevAt, prev, len(p.Ends))
	}
	if next > 0 {
		nextTitle = fmt.Sprintf(l.T("phaseDoneAt"), nextAt, next, len(p.Ends))
	}
	jump := func(id, text, label, title string, at int, off bool) app.UI {
		return app.Button().ID(id).Text(text).Aria("label", label).Title(title).Disabled(off).OnClick(p.seek(at), at)
	}
	return ui.Div("buttons phase-jumps",
		jump("prev-phase", "◀◀ "+l.T("phase"), l.T("prevPhase"), prevTitle, prevAt, p.At == 0),
		jump("next-phase", l.T("phase")+" ▶▶", l.T("nextPhase"), nextTitle, nextAt, next == 0))
}

// phaseJumpsAt returns, for the board at of a path whose phases end at
// ends, the last phase that ended before it and its move (0 and 0: the
// start), and the next phase to end and its move (0 and 0: none, at the
// goal).
func phaseJumpsAt(ends []int, at int) (prev, prevAt, next, nextAt int) {
	for i, e := range ends {
		if e < at {
			prev, prevAt = i+1, e
		}
		if e > at && next == 0 {
			next, nextAt = i+1, e
		}
	}
	return prev, prevAt, next, nextAt
}

// movesHTML is the list of path's moves, a button each, as one piece of
// HTML (see smallBoard): mounted element by element, a 50-move list took
// 12 ms of the frame that shows a result. It is the same at every position
// of the player, so a move keeps the focus once clicked; light marks the
// move shown.
func movesHTML(l ui.Lang, path []solver.Move) string {
	var sb strings.Builder
	sb.WriteString(`<ol id="moves" class="moves">`)
	for i, m := range path {
		fmt.Fprintf(&sb, `<li class="move" title="%s"><button data-at="%d" aria-label="%s"><span class="arrow">%s</span><span class="letter">%s</span></button></li>`,
			ui.EscapeHTML(fmt.Sprintf(l.T("tile"), m.Tile)), i+1, ui.EscapeHTML(fmt.Sprintf(l.T("moveOf"), i+1, len(path))+l.Colon()+l.DirName(m.Dir)),
			m.Dir.Arrow(), ui.EscapeHTML(moveLetter(l, m.Dir)))
	}
	sb.WriteString(`</ol>`)
	return sb.String()
}

func (p *replayPanel) OnMount(ctx app.Context)  { p.light() }
func (p *replayPanel) OnUpdate(ctx app.Context) { p.light() }

// light marks the move that led to the board shown (none at the start):
// its item's class, and its button's aria-current for screen readers.
func (p *replayPanel) light() {
	list := app.Window().GetElementByID("moves")
	if !list.Truthy() {
		return
	}
	if old := list.Call("querySelector", ".current"); old.Truthy() {
		old.Get("classList").Call("remove", "current")
		old.Get("firstChild").Call("removeAttribute", "aria-current")
	}
	if p.At == 0 {
		return
	}
	if li := list.Get("children").Index(p.At - 1); li.Truthy() {
		li.Get("classList").Call("add", "current")
		li.Get("firstChild").Call("setAttribute", "aria-current", "step")
	}
}

// onMove shows the board after the move clicked: one handler for the
// list, instead of a JavaScript function made, and released, for each move
// of every path shown.
func (p *replayPanel) onMove(ctx app.Context, e app.Event) {
	b := e.Get("target").Call("closest", "button[data-at]")
	if !b.Truthy() {
		return
	}
	if at, err := strconv.Atoi(b.Get("dataset").Get("at").String()); err == nil {
		ctx.Emit(func() { p.Page.Act(ctx, replaySeek(at)) })
	}
}

// seek returns a handler that shows board at; like every callback to the
// page, it goes through Emit so that the page renders again.
func (p *replayPanel) seek(at int) app.EventHandler {
	return func(ctx app.Context, e app.Event) { ctx.Emit(func() { p.Page.Act(ctx, replaySeek(at)) }) }
}

// moveLetter is the blank's move in a letter: U/D/L/R, 上下左右.
func moveLetter(l ui.Lang, d solver.Dir) string { return l.T("letter." + d.String()) }
