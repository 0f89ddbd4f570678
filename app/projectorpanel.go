package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/ui"
)

// projectorPanel is the Set up tab's choice of how the page is drawn: the
// projector view (theme=projector), on or off. It is not in the header,
// where a button more wrapped the header onto a second row at 1024 and
// 1600 pixels wide and pushed the lesson below the screen.
func projectorPanel(l ui.Lang, projector bool, page ui.Actor) app.UI {
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
	)
}
