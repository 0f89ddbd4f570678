package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// sharePanel shows the link to this exact page and an iframe snippet for
// embedding it, each with a Copy button. The texts stay selectable where the
// clipboard is not available.
type sharePanel struct {
	app.Compo

	Lang      lang
	Link      string
	Embed     string
	Copied    string // "link" or "embed" after a copy
	EmbedLang lang
	Page      actor
}

func (p *sharePanel) Render() app.UI {
	l := p.Lang
	button := func(id, which string) app.UI {
		label := l.t("copy")
		if p.Copied == which {
			label = "✓ " + l.t("copied")
		}
		return app.Button().ID(id).Text(label).
			OnClick(func(ctx app.Context, e app.Event) {
				text := p.Link // read at click time: the page may have changed
				if which == "embed" {
					text = p.Embed
				}
				ctx.Emit(func() { p.Page.act(ctx, copyAsk{which, text}) })
			}, which)
	}
	return app.Section().ID("share").Class("panel share").Body(
		app.H2().Text(l.t("share")),
		labelFor("share-link", l.t("link")),
		div("row",
			app.Input().ID("share-link").Type("text").ReadOnly(true).Value(p.Link),
			button("copy-link", "link"),
		),
		labelFor("embed-code", l.t("embedCode")),
		div("field inline",
			labelFor("embed-lang", l.t("embedLang")),
			app.Select().ID("embed-lang").OnChange(func(ctx app.Context, e app.Event) {
				v := lang(ctx.JSSrc().Get("value").String())
				ctx.Emit(func() { p.Page.act(ctx, embedLangAt(v)) })
			}).Body(
				option("", l.t("viewersLang"), p.EmbedLang == ""),
				option("en", "English", p.EmbedLang == english),
				option("zh", "中文", p.EmbedLang == chinese))),
		div("row",
			app.Textarea().ID("embed-code").ReadOnly(true).Rows(3).Text(p.Embed),
			button("copy-embed", "embed"),
		),
	)
}
