package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/present"
	"slidelab/app/state"
	"slidelab/app/ui"
)

// projectorPanel is the Set up tab's choice of how the page is drawn: the
// projector view (theme=projector), on or off, and presenting with two
// windows. It is not in the header, where a button more wrapped the header
// onto a second row at 1024 and 1600 pixels wide and pushed the lesson
// below the screen.
func projectorPanel(l ui.Lang, set state.Settings, page ui.Actor) app.UI {
	var begin app.UI = app.Text("")
	if set.Present == "" {
		begin = ui.Div("field",
			app.Button().ID("present-begin").Text(l.T("presentBegin")).
				OnClick(func(ctx app.Context, e app.Event) { ctx.Emit(func() { page.Act(ctx, present.Begin{}) }) }),
			ui.PText("desc", l.T("presentWhy")))
	}
	projector := set.Projector
	return app.Section().ID("display").Class("panel").Body(
		app.H2().Text(l.T("displayTitle")),
		ui.Div("field",
			app.Label().Class("check").Body(
				app.Input().ID("projector").Type("checkbox").Checked(projector).
					OnChange(func(ctx app.Context, e app.Event) {
						on := ctx.JSSrc().Get("checked").Bool()
						ctx.Emit(func() { page.Act(ctx, projectorSet(on)) })
					}),
				app.Text(" "+l.T("projector")))),
		ui.PText("desc", l.T("projectorWhy")),
		begin,
	)
}
