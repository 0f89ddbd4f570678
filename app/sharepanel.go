package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/ui"
)

// sharePanel shows the link to this exact page and an iframe snippet for
// embedding it, each with a Copy button. The texts stay selectable where the
// clipboard is not available.
type sharePanel struct {
	app.Compo

	Lang      ui.Lang
	Link      string
	Embed     string
	Copied    string // "link" or "embed" after a copy
	EmbedLang ui.Lang
	Page      ui.Actor
}

func (p *sharePanel) Render() app.UI {
	l := p.Lang
	button := func(id, which string) app.UI {
		label := l.T("copy")
		if p.Copied == which {
			label = "✓ " + l.T("copied")
		}
		return app.Button().ID(id).Text(label).
			OnClick(func(ctx app.Context, e app.Event) {
				text := p.Link // read at click time: the page may have changed
				if which == "embed" {
					text = p.Embed
				}
				ctx.Emit(func() { p.Page.Act(ctx, ui.CopyAsk{Which: which, Text: text}) })
			}, which)
	}
	return app.Section().ID("share").Class("panel share").Body(
		app.H2().Text(l.T("share")),
		ui.LabelFor("share-link", l.T("link")),
		ui.Div("row",
			app.Input().ID("share-link").Type("text").ReadOnly(true).Value(p.Link),
			button("copy-link", "link"),
		),
		ui.LabelFor("embed-code", l.T("embedCode")),
		ui.Div("field inline",
			ui.LabelFor("embed-lang", l.T("embedLang")),
			app.Select().ID("embed-lang").OnChange(func(ctx app.Context, e app.Event) {
				v := ui.Lang(ctx.JSSrc().Get("value").String())
				ctx.Emit(func() { p.Page.Act(ctx, embedLangAt(v)) })
			}).Body(
				ui.Option("", l.T("viewersLang"), p.EmbedLang == ""),
				ui.Option("en", "English", p.EmbedLang == ui.English),
				ui.Option("zh", "中文", p.EmbedLang == ui.Chinese))),
		ui.Div("row",
			app.Textarea().ID("embed-code").ReadOnly(true).Rows(3).Text(p.Embed),
			button("copy-embed", "embed"),
		),
	)
}
