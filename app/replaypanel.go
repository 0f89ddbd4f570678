package main

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/ui"
	"slidelab/solver"
)

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
