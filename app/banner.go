package main

import (
	"fmt"
	"net/url"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/state"
	"slidelab/app/ui"
)

// bannerModel is the page's one banner: the address's refused values
// (each one goes once its setting has changed) and the page's last
// message: why a search, a build, a comparison or a scramble could not
// start, or what an edit set aside. A person can dismiss it.
type bannerModel struct {
	refused   []state.Refused // the address's refused values
	dismissed bool            // the refused values were dismissed
	message   string
}

// say shows message; "" clears it.
func (b *bannerModel) say(message string) { b.message = message }

// cannot says why what was asked for cannot start (err, in language l);
// a nil err says nothing.
func (b *bannerModel) cannot(l ui.Lang, err error) {
	if err != nil {
		b.message = fmt.Sprintf(l.T("badOptions"), state.InputErrorText(l, err))
	}
}

// resetBy says that an edit of the problem (a new size, a scramble) set
// aside the search paused (or the race, when set races).
func (b *bannerModel) resetBy(set state.Settings) {
	b.message = set.Lang.T(map[bool]string{false: "resetByEdit", true: "raceResetByEdit"}[set.Racing()])
}

// unsay clears the message if it is key's, in either language: what no
// longer holds.
func (b *bannerModel) unsay(key string) {
	if b.message == ui.English.T(key) || b.message == ui.Chinese.T(key) {
		b.message = ""
	}
}

// dismiss hides the refused values and the message.
func (b *bannerModel) dismiss() { b.dismissed, b.message = true, "" }

// holding are the refused values whose setting is still what the address
// had: q is the page's query now.
func (b *bannerModel) holding(q url.Values) []state.Refused {
	if b.dismissed {
		return nil
	}
	var rs []state.Refused
	for _, r := range b.refused {
		if q.Get(r.Param) == r.Kept {
			rs = append(rs, r)
		}
	}
	return rs
}

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
