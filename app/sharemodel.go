package main

import (
	"cmp"
	"fmt"
	"net/url"

	"slidelab/app/state"
	"slidelab/app/ui"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
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
