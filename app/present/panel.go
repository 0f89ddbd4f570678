package present

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/ui"
)

// Next is what the presenter reads of the lesson's next stop: its number
// (from 1) among Of, and its note. Of 0: no lesson is followed; N > Of:
// the stop shown is the last.
type Next struct {
	N, Of int
	Note  string
}

// Bar is the presenter's window's own panel, above the page: whether the
// projector's window follows, the clock (the time since the presentation
// began, the time of day), the next stop's note, and Stop presenting.
type Bar struct {
	app.Compo

	Lang    ui.Lang
	Partner bool
	Began   time.Time
	Next    Next
	Page    ui.Actor
	now     time.Time // the clock's last tick
}

func (b *Bar) Render() app.UI {
	l := b.Lang
	status := app.Span().ID("present-status").Class("present-status").Text("✓ " + l.T("presentJoined"))
	if !b.Partner {
		status = app.Span().ID("present-status").Class("present-status alone").Body(
			app.Text("⚠ "+l.T("presentAlone")+" "),
			app.Button().ID("present-open-screen").Text(l.T("presentOpenScreen")).
				OnClick(func(ctx app.Context, e app.Event) { ctx.Emit(func() { b.Page.Act(ctx, OpenScreen{}) }) }))
	}
	var next app.UI = app.Text("")
	switch n := b.Next; {
	case n.Of == 0:
	case n.N > n.Of:
		next = app.P().ID("present-next").Text(l.T("presentLast"))
	case n.Note == "":
		next = app.P().ID("present-next").Text(fmt.Sprintf(l.T("presentNextBare"), n.N, n.Of))
	default:
		next = app.P().ID("present-next").Body(
			app.Strong().Text(fmt.Sprintf(l.T("presentNext"), n.N, n.Of)+" "), app.Text(n.Note))
	}
	return app.Section().ID("present-bar").Class("present-bar").Aria("label", l.T("presentTitle")).Body(
		ui.Div("present-row",
			app.Strong().Class("present-title").Text(l.T("presentTitle")),
			status,
			app.Span().ID("present-clock").Class("present-clock").Text(fmt.Sprintf(l.T("presentClock"), Elapsed(b.now.Sub(b.Began)), b.now.Format("15:04"))),
			app.Button().ID("present-end").Text(l.T("presentEnd")).
				OnClick(func(ctx app.Context, e app.Event) { ctx.Emit(func() { b.Page.Act(ctx, End{}) }) })),
		next)
}

// Notice is the projector's window's word when no presenter's window
// drives it (closed, or never opened): the controls come back on a click.
func Notice(l ui.Lang, page ui.Actor) app.UI {
	return app.Div().ID("present-notice").Class("present-bar").Attr("role", "status").Body(
		app.Text(l.T("presentScreenAlone")+" "),
		app.Button().ID("present-end").Text(l.T("presentShowControls")).
			OnClick(func(ctx app.Context, e app.Event) { ctx.Emit(func() { page.Act(ctx, End{}) }) }))
}

// OnMount starts the clock: the bar draws itself again each second (not
// the page).
func (b *Bar) OnMount(ctx app.Context) {
	b.now = time.Now()
	ctx.Async(func() {
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case now := <-tick.C:
				ctx.Dispatch(func(app.Context) { b.now = now })
			}
		}
	})
}

// Elapsed writes d as a clock does: m:ss, or h:mm:ss from an hour.
func Elapsed(d time.Duration) string {
	s := max(0, int(d/time.Second))
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
