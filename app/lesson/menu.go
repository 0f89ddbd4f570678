package lesson

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/ui"
)

// Menu is the Lessons menu, in l: the built-in lessons, each a link to
// itself (a reader may open it in a new tab), and the author mode; page
// takes its actions.
func Menu(l ui.Lang, page ui.Actor) app.UI {
	links := BuiltinLinks()[l]
	items := make([]app.UI, 0, len(BuiltinLessons)+1)
	for i, b := range BuiltinLessons {
		items = append(items, app.Li().Body(app.A().ID("lesson-"+b.ID).Href("#"+Prefix+links[i]).Text(l.T(b.Title))))
	}
	items = append(items, app.Li().Class("menu-write").Body(app.Button().ID("lessons-write").Text(l.T("lessonsWrite")).
		OnClick(func(ctx app.Context, e app.Event) { page.Act(ctx, AuthorOpen{}) })))
	return app.Details().ID("lessons-menu").Class("lessons-menu").Body(
		app.Summary().Text(l.T("lessonsMenu")),
		app.Ul().Class("menu").Body(items...))
}

// TourOffer offers a first visit the tour (the first built-in lesson), in
// one button that blocks nothing.
func TourOffer(l ui.Lang, page ui.Actor) app.UI {
	return app.Span().ID("tour-offer").Class("tour-offer").Body(
		app.A().ID("tour").Class("button primary").Href("#"+Prefix+BuiltinLinks()[l][0]).Text(l.T("tourOffer")),
		app.Button().ID("tour-no").Class("dismiss").Aria("label", l.T("tourNo")).Title(l.T("tourNo")).Text("✕").
			OnClick(func(ctx app.Context, e app.Event) { page.Act(ctx, TourDeclined{}) }))
}

// OnClickAway folds the Lessons menu at a click outside it, as a menu
// does.
func OnClickAway(ctx app.Context, e app.Event) {
	if m := app.Window().GetElementByID("lessons-menu"); m.Truthy() && m.Get("open").Bool() && !m.Call("contains", e.Get("target")).Bool() {
		m.Set("open", false)
	}
}

// CloseMenu folds the Lessons menu once one of its items is chosen.
func CloseMenu() {
	if m := app.Window().GetElementByID("lessons-menu"); m.Truthy() {
		m.Set("open", false)
	}
}
