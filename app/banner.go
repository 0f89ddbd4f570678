package main

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// problemsView is the page's one banner: the address's refused values,
// grouped (each one goes once its setting has changed), and the last
// message of the page. A person can dismiss it.
func (c *lab) problemsView() app.UI {
	l := c.set.Lang
	var items []app.UI
	if !c.dismissed {
		q := c.set.query()
		for _, p := range c.problems {
			if q.Get(p.Param) == p.Kept {
				items = append(items, app.Li().Class("problem-item").Text(l.problemText(p)))
			}
		}
	}
	var body []app.UI
	if len(items) > 0 {
		body = append(body, app.P().Text(fmt.Sprintf(l.tn("ignoredN", len(items)), len(items))), app.Ul().Body(items...))
	}
	if c.run.message != "" {
		body = append(body, app.P().ID("message").Text(c.run.message))
	}
	if len(body) == 0 {
		return app.Div().ID("problems").Attr("role", "alert")
	}
	return app.Div().ID("problems").Attr("role", "alert").Body(
		div("problem",
			app.Div().Body(body...),
			app.Button().ID("dismiss").Class("dismiss").Aria("label", l.t("dismiss")).Text("✕").
				OnClick(func(ctx app.Context, e app.Event) { c.dismissed, c.run.message = true, "" })),
	)
}
