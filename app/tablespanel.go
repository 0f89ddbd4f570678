package main

import (
	"fmt"
	"time"

	"slidelab/app/ui"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// size writes a number of bytes in KB or MB with one decimal, never "0.0".
func size(bytes int) string {
	if bytes < 1<<20 {
		return fmt.Sprintf("%.1f KB", float64(bytes)/(1<<10))
	}
	return fmt.Sprintf("%.1f MB", float64(bytes)/(1<<20))
}

// took writes a duration in seconds, or in milliseconds under one.
func took(l ui.Lang, d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf(l.T("ms"), float64(d.Microseconds())/1000)
	}
	return fmt.Sprintf(l.T("seconds"), d.Seconds())
}

// tablesView shows a build's progress bar, or how the tables came to be
// ready.
func tablesView(l ui.Lang, j tablesModel) app.UI {
	switch {
	case j.build != nil:
		b := j.build
		text := l.T("tablesLoading")
		pct := 0
		if !b.Loading && b.Total > 0 {
			pct = 100 * b.Done / b.Total
			text = fmt.Sprintf(l.T("tablesBuilding"), pct)
		}
		return app.Section().ID("tables").Class("panel tables").Attr("role", "status").Body(
			app.P().ID("tables-label").Text(text),
			app.Div().ID("tables-progress").Class("bar").Attr("role", "progressbar").Aria("labelledby", "tables-label").
				Aria("valuemin", 0).Aria("valuemax", 100).Aria("valuenow", pct).
				Body(app.Div().Style("width", fmt.Sprintf("%d%%", pct))),
		)
	case j.ready != nil:
		r := j.ready
		text := fmt.Sprintf(l.T("tablesBuilt"), took(l, r.Took), size(r.Bytes))
		if r.Loaded {
			text = fmt.Sprintf(l.T("tablesLoaded"), took(l, r.Took))
		} else if r.Stored {
			text += l.Sep() + l.T("tablesStored")
		}
		return app.Section().Class("panel tables").Body(
			app.P().ID("tables-note").Class("desc").DataSet("seconds", fmt.Sprintf("%.3f", r.Took.Seconds())).
				DataSet("loaded", r.Loaded).Text(text))
	}
	return app.Text("")
}
