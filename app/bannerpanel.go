package main

import (
	"fmt"
	"net/url"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/state"
	"slidelab/app/ui"
)

// bannerView shows b in l; q is the page's query now.
func bannerView(l ui.Lang, b bannerModel, q url.Values, page ui.Actor) app.UI {
	var items []app.UI
	for _, r := range b.holding(q) {
		items = append(items, app.Li().Class("problem-item").Text(state.RefusedText(l, r)))
	}
	var body []app.UI
	if len(items) > 0 {
		body = append(body, app.P().Text(fmt.Sprintf(l.Tn("ignoredN", len(items)), len(items))), app.Ul().Body(items...))
	}
	if b.message != "" {
		body = append(body, app.P().ID("message").Text(b.message))
	}
	if len(body) == 0 {
		return app.Div().ID("problems").Attr("role", "alert")
	}
	return app.Div().ID("problems").Attr("role", "alert").Body(
		ui.Div("problem",
			app.Div().Body(body...),
			app.Button().ID("dismiss").Class("dismiss").Aria("label", l.T("dismiss")).Text("✕").
				OnClick(func(ctx app.Context, e app.Event) { page.Act(ctx, dismiss{}) })),
	)
}
