package lesson

import (
	"fmt"
	"net/url"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/state"
	"slidelab/app/ui"
)

// Desk is the page's lessons: the lesson followed, the author's draft,
// and whether this browser has seen a lesson (the tour is then not
// offered). Update carries out a lesson's action, keeps the address's
// #lesson= fragment and the browser's stores, and returns what the page
// must do (Effect); the page hands it what it needs of the page (Here).
type Desk struct {
	Followed Model
	Author   AuthorModel
	Toured   bool
}

// Here is what the desk needs of the page to carry out an action.
type Here struct {
	Set    state.Settings // the page's settings
	Stop   Stop           // the page as a stop (the author's "add" and "replace")
	Page   url.URL        // the page's address, without a lesson: the author's link is made from it
	Copied bool           // the author's link was copied (and shows it)
}

// Effect is what an action asks of the page.
type Effect struct {
	Say     string  // a message for the banner
	Lang    ui.Lang // the page's language becomes Lang (a lesson written in it); "": unchanged
	Show    *Shown  // a stop to show; nil: none
	Changed bool    // the author's draft changed: a link copied before no longer shows it
}

// Shown is a stop to show: the page becomes Set at Stop's moment, with its
// quiz.
type Shown struct {
	Set  state.Settings
	Stop Stop
}

// Restore reads what the browser keeps: the tour seen, the author's draft
// and whether the author mode was open in this tab.
func (d *Desk) Restore() {
	d.Toured = ui.Kept(TouredKey) != ""
	d.Author.Restore(ui.Kept(DraftKey), ui.KeptIn(ui.Session, AuthorOpenKey) == "1")
}

// Tour reports whether the tour is offered: nothing of lessons is open
// and this browser has not seen one.
func (d *Desk) Tour() bool { return !d.Toured && !d.Followed.Following() && !d.Author.On }

// Update carries out action a of lessons on a page that is h.
func (d *Desk) Update(ctx app.Context, a Action, h *Here) Effect {
	switch a := a.(type) {
	case LessonLink:
		return d.openLink(ctx, string(a), h)
	case LessonStep:
		m := &d.Followed
		if m.Following() && m.Move(m.At+int(a)) {
			if a != 0 { // another stop; 0 is Back to the stop
				pushFragment(ctx, m)
			}
			return d.showStop(ctx, h.Set)
		}
	case LessonPick:
		if d.Followed.Following() {
			d.Followed.Pick(int(a))
		}
	case LessonClose:
		d.leave(ctx)
	case TourDeclined:
		d.keepToured()
	case AuthorOpen:
		CloseMenu()
		var les *Lesson
		if a.Edit && d.Followed.Following() {
			cp := d.Followed.Les.Clone()
			les = &cp
		}
		if d.Followed.Following() { // the address holds the author's page, not the lesson's: a reload comes back to it
			d.leave(ctx)
		}
		if s := ui.Kept(DraftKey); !d.Author.On && s != d.Author.Kept { // another tab has written the draft since
			d.Author.Restore(s, false) // begin opens it
		}
		return d.authored(ctx, d.Author.Begin(les), h)
	case AuthorAct:
		if a.Op == "file" {
			return d.file(ctx, a.Text, a.I == FileTooLarge, h)
		}
		return d.authored(ctx, d.Author.Take(a, h.Stop, h.Set.Lang), h)
	}
	return Effect{}
}

// Relang goes on with a built-in lesson followed in language l, at the
// same stop, its answer kept.
func (d *Desk) Relang(ctx app.Context, l ui.Lang, set state.Settings) {
	m := &d.Followed
	if other, ok := BuiltinOther(m.Link, l); ok && m.Following() {
		les, _ := DecodeLesson(other)
		answer := m.Answer
		m.Open(les, other, m.At, set)
		m.Answer = answer
		writeFragment(ctx, m)
	}
}

// openLink follows the lesson of the fragment f. No fragment leaves the
// lesson followed (Back past its link); another fragment (the skip link's
// #controls) keeps it, and the address keeps its link.
func (d *Desk) openLink(ctx app.Context, f string, h *Here) Effect {
	CloseMenu()
	m := &d.Followed
	text, stopN, ok := LessonFragment(f)
	switch {
	case !ok && f == "":
		m.Close()
		return Effect{}
	case !ok:
		if m.Following() {
			writeFragment(ctx, m)
		}
		return Effect{}
	case m.Following() && text == m.Link:
		if m.Move(stopN - 1) {
			return d.showStop(ctx, h.Set)
		}
		return Effect{}
	}
	les, err := DecodeLesson(text)
	if err != nil {
		return Effect{Say: fmt.Sprintf(h.Set.Lang.T("lessonBad"), state.InputErrorText(h.Set.Lang, err))}
	}
	return d.follow(ctx, les, text, stopN-1, h.Set)
}

// follow opens lesson les (link: its text after #lesson=) at stop at
// (from 0) on a page whose settings are set. A lesson written in a
// language shows the page in it, unless the reader chose one.
func (d *Desk) follow(ctx app.Context, les Lesson, link string, at int, set state.Settings) Effect {
	var lang ui.Lang
	if l, ok := ui.ParseLang(les.Lang); ok && !set.LangSet && l != set.Lang {
		set.Lang, lang = l, l
		ctx.Page().SetLang(string(l))
	}
	d.Author.On = false
	d.Followed.Open(les, link, at, set)
	d.keepToured()
	eff := d.showStop(ctx, set)
	eff.Lang = lang
	return eff
}

// showStop shows the lesson's stop on a page whose settings are set: its
// settings, at its moment. A stop that cannot be shown leaves the page as
// it is; the lesson bar says why.
func (d *Desk) showStop(ctx app.Context, set state.Settings) Effect {
	st := d.Followed.Stop()
	writeFragment(ctx, &d.Followed)
	if set, err := StopSettings(st, set); Shows(err) {
		return Effect{Show: &Shown{set, st}}
	}
	return Effect{}
}

// leave closes the lesson and takes it out of the address.
func (d *Desk) leave(ctx app.Context) {
	d.Followed.Close()
	writeFragment(ctx, &d.Followed)
}

// authored carries out what an author's op asks of the page.
func (d *Desk) authored(ctx app.Context, out Authored, h *Here) Effect {
	l := h.Set.Lang
	var eff Effect
	if out.Changed {
		eff.Changed = true
		ui.KeepIn(ui.Session, AuthorOpenKey, map[bool]string{true: "1", false: ""}[d.Author.On])
		if s := d.Author.Stored(); ui.Keep(DraftKey, s) {
			d.Author.Kept = s
		} else {
			eff.Say = l.T("authorNotKept")
		}
	}
	switch {
	case out.Err != nil:
		eff.Say = state.InputErrorText(l, out.Err)
	case out.Show > 0:
		st := d.Author.Draft.Stops[out.Show-1]
		set, err := StopSettings(st, h.Set)
		if Shows(err) {
			eff.Show = &Shown{set, st}
		}
		if err != nil {
			eff.Say = ProblemText(l, out.Show-1, err)
		}
	case out.Follow:
		link, _, refused := d.Author.Shown(l)
		les, err := DecodeLesson(link) // a copy: the draft's stops change in place
		if refused != nil {
			err = refused
		}
		if err != nil {
			eff.Say = fmt.Sprintf(l.T("authorRefused"), state.InputErrorText(l, err))
			return eff
		}
		follow := d.follow(ctx, les, link, 0, h.Set)
		follow.Changed = eff.Changed
		return follow
	}
	return eff
}

// file opens a lesson's file (its text; too: it was too large to read) in
// the author mode.
func (d *Desk) file(ctx app.Context, text string, too bool, h *Here) Effect {
	l := h.Set.Lang
	les, err := ParseLesson([]byte(text))
	if too {
		err = state.NewPageError("eLessonFileLarge", MaxBytes>>10)
	}
	if err != nil {
		return Effect{Say: fmt.Sprintf(l.T("lessonFileBad"), state.InputErrorText(l, err))}
	}
	return d.authored(ctx, d.Author.Begin(&les), h)
}

// keepToured notes that this browser has seen a lesson: the tour is no
// longer offered.
func (d *Desk) keepToured() {
	if !d.Toured {
		d.Toured = true
		ui.Keep(TouredKey, "1")
	}
}

// View is the author mode or the lesson followed, in l, above the page;
// page takes their actions, and here says what the page is (asked only for
// the author mode: the page renders at every report of a search).
func (d *Desk) View(l ui.Lang, here func() *Here, page ui.Actor) app.UI {
	switch {
	case d.Author.On:
		h := here()
		link, words, refused := d.Author.Shown(l)
		p := &AuthorPanel{Lang: l, Draft: d.Author.Draft, Rev: d.Author.Rev, Here: SettingsWords(l, h.Set, h.Stop), Pending: d.Author.Pending,
			Words: words, Copied: h.Copied, Page: page}
		if link != "" {
			u := h.Page
			u.RawQuery, u.Fragment = "", Prefix+link
			p.Link = u.String()
		}
		if refused != nil {
			p.Refused = fmt.Sprintf(l.T("authorRefused"), state.InputErrorText(l, refused))
		}
		return p
	case d.Followed.Following():
		return d.Followed.Bar(l, page)
	}
	return app.Text("")
}

// writeFragment writes the lesson followed, at its stop, in the address's
// fragment (none without a lesson).
func writeFragment(ctx app.Context, m *Model) {
	u := fragmentURL(ctx, m)
	ctx.Page().ReplaceURL(&u)
}

// pushFragment makes the stop just moved to a history entry of its own:
// Back and Forward (a presenter's clicker sends Back) then move between
// stops, through the page's OnNav. go-app is told the address it now
// shows, or it would take the next Back for no navigation.
func pushFragment(ctx app.Context, m *Model) {
	u := fragmentURL(ctx, m)
	app.Window().Get("history").Call("pushState", nil, "", u.String())
	ctx.Page().ReplaceURL(&u)
}

// fragmentURL is the page's address with the lesson followed, at its
// stop, as its fragment (none without a lesson).
func fragmentURL(ctx app.Context, m *Model) url.URL {
	u := *ctx.Page().URL()
	u.Fragment = ""
	if m.Following() {
		u.Fragment = m.Fragment()
	}
	return u
}
