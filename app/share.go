package main

import (
	"cmp"
	"fmt"
	"net/url"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// shareModel is the page's address and which share text was just copied.
type shareModel struct {
	page      url.URL
	copied    string
	embedLang lang // the embed's language; "": each viewer's own
}

// updateURL writes the settings into the address bar, for sharing.
func (s *shareModel) updateURL(ctx app.Context, set settings) {
	u := *ctx.Page().URL()
	u.RawQuery = set.query().Encode()
	ctx.Page().ReplaceURL(&u)
	s.copied = ""
}

// link is the address of this page with every setting, for the compact
// embedded layout when embed is set: in the language chosen for embeds, or
// without one, so that each viewer gets their browser's.
func (s *shareModel) link(set settings, embed bool) string {
	u := s.page
	u.Fragment = ""
	q := set.query()
	q.Del("embed")
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
func (s *shareModel) embedCode(set settings) string {
	l := cmp.Or(s.embedLang, set.Lang)
	alg, _ := solver.AlgorithmByName(set.Algo)
	title := l.t("title") + " · " + l.algoName(alg) + " · " + set.Start.String()
	return fmt.Sprintf(`<iframe src="%s" width="600" height="450" style="border:0" loading="lazy" title="%s"></iframe>`,
		escapeHTML(s.link(set, true)), escapeHTML(title))
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
func (s *shareModel) setEmbedLang(l lang) {
	if l == "" || l == english || l == chinese {
		s.embedLang, s.copied = l, ""
	}
}

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

// shareActions are the page's answers to the share panel's controls (an
// interface, not funcs: see lab.Render).

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
