package present

import (
	"math/rand/v2"
	"net/url"
	"strconv"
	"time"
)

// Action is an action of the presentation: the page routes every one to
// Window.Update.
type Action interface{ presentAction() }

type (
	Begin      struct{} // present: this window becomes the projector's, the presenter's opens
	Rejoin     struct{} // the address names this window's role (a reload, a link): it joins
	OpenScreen struct{} // the presenter's window opens the projector's
	End        struct{} // stop presenting: this window alone again, with its controls
	Heard      Message  // a message from another window
)

func (Begin) presentAction()      {}
func (Rejoin) presentAction()     {}
func (OpenScreen) presentAction() {}
func (End) presentAction()        {}
func (Heard) presentAction()      {}

// Window is this window's presenting: its part (Model) and the channel it
// speaks on.
type Window struct {
	Model
	ch *Channel
}

// Effect is what an action of the presentation asks of the page.
type Effect struct {
	Role Role    // this window's role from now on
	Say  string  // the key of a text for the page's banner: a window not opened, no channel
	GoTo *Moment // where another window is: the page goes there
}

// Update carries out a in this window, whose role is r, whose page is at
// here and whose address is page; heard posts what another window says
// as an action (Heard).
func (w *Window) Update(a Action, r Role, here Moment, page url.URL, heard func(Message)) Effect {
	eff := Effect{Role: r}
	switch a := a.(type) {
	case Begin, Rejoin:
		_, begin := a.(Begin)
		switch {
		case !Supported():
			return Effect{Role: None, Say: "presentNoChannel"}
		case begin && !OpenWindow(link(page, Presenter), Presenter):
			return Effect{Role: r, Say: "presentBlocked"}
		case begin:
			eff.Role = Screen
		}
		w.join(eff.Role, heard)
	case OpenScreen:
		if !OpenWindow(link(page, Screen), Screen) {
			eff.Say = "presentBlockedScreen"
		}
	case End:
		w.Close()
		*w, eff.Role = Window{}, None
	case Heard:
		answer, to := w.Take(Message(a), here, time.Now())
		w.ch.Say(answer)
		eff.GoTo = to
	}
	return eff
}

// Close takes this window out of the presentation, if it is in one (the
// page goes).
func (w *Window) Close() {
	if w.Role != None {
		w.ch.Close(w.Leave())
	}
}

// Moved says where this window is after an action, if the others must
// hear it (Model.Moved).
func (w *Window) Moved(here Moment, person bool) {
	w.ch.Say(w.Model.Moved(here, person))
}

// join makes this window one of the presentation's in role r, and says
// so.
func (w *Window) join(r Role, heard func(Message)) {
	id := strconv.FormatUint(rand.Uint64(), 36)
	hello := w.Join(r, id, time.Now())
	w.ch = Open(Message{From: id, Role: r, Kind: Bye}, heard)
	w.ch.Say(&hello)
}

// link is the page's address (its lesson's stop too) for the window of
// role r.
func link(page url.URL, r Role) string {
	q := page.Query()
	q.Set("present", r.param())
	page.RawQuery = q.Encode()
	return page.String()
}
