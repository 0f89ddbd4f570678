package main

import (
	"cmp"
	"fmt"
	"net/url"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/state"
	"slidelab/app/ui"
)

// shareModel is the page's address and which share text was just copied.
type shareModel struct {
	page      url.URL
	copied    string
	embedLang ui.Lang // the embed's language; "": each viewer's own
}

// updateURL writes the settings into the address bar, for sharing.
func (s *shareModel) updateURL(ctx app.Context, set state.Settings) {
	u := *ctx.Page().URL()
	u.RawQuery = set.Query().Encode()
	ctx.Page().ReplaceURL(&u)
	s.copied = ""
}

// link is the address of this page with every setting, for the compact
// embedded layout when embed is set: in the language chosen for embeds, or
// without one, so that each viewer gets their browser's.
func (s *shareModel) link(set state.Settings, embed bool) string {
	u := s.page
	u.Fragment = ""
	q := set.Query()
	q.Del("embed")
	for _, p := range state.WindowParams() {
		q.Del(p)
	}
	if embed {
		q.Set("embed", "1")
		q.Del("lang")
		if s.embedLang != "" {
			q.Set("lang", string(s.embedLang))
		}
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// embedCode is an iframe snippet showing this page in its compact layout,
// titled (for screen readers and the post's outline) with what it shows, in
// the embed's language or else the page's.
func (s *shareModel) embedCode(set state.Settings) string {
	l := cmp.Or(s.embedLang, set.Lang)
	title := l.T("title") + " · " + state.SearchName(l, set)
	return fmt.Sprintf(`<iframe src="%s" width="600" height="450" style="border:0" loading="lazy" title="%s"></iframe>`,
		ui.EscapeHTML(s.link(set, true)), ui.EscapeHTML(title))
}

// copy puts a share text on the clipboard, or reports that there is none.
func (s *shareModel) copy(which, text string) bool {
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		return false
	}
	clip.Call("writeText", text)
	s.copied = which
	return true
}

// setEmbedLang chooses the embed's language ("": the viewer's).
func (s *shareModel) setEmbedLang(l ui.Lang) {
	if l == "" || l == ui.English || l == ui.Chinese {
		s.embedLang, s.copied = l, ""
	}
}

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
