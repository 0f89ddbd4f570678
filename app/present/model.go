package present

import "time"

// Message is what the windows of a presentation say to each other.
type Message struct {
	From   string    `json:"from"` // the window that says it (its ID)
	Role   Role      `json:"role"`
	Kind   string    `json:"kind"` // Hello, Here or Bye
	Moment Moment    `json:"moment"`
	Began  time.Time `json:"began"` // when the presentation began, as this window knows it
}

// The kinds of message.
const (
	Hello = "hello" // a window joins: the others answer with Here
	Here  = "here"  // where a window is: after a change there, or to a window that joined
	Bye   = "bye"   // a window leaves
)

// Model is this window's part in a presentation: its role, the windows
// heard, where it said it was last, and where it is going when it takes
// where another window is (it says nothing of its own moves until there).
type Model struct {
	Role   Role
	ID     string    // this window's, among the presentation's
	Began  time.Time // when the presentation began: the earliest of its windows' joining heard; the presenter's clock counts from it
	peers  map[string]Role
	said   Moment    // the moment said or heard last
	going  *Moment   // a moment heard and not yet reached
	new    bool      // joined, and no window has said where it is yet
	joined time.Time // when this window joined
}

// settle is how long a window that has just joined, alone, waits before
// it answers a Hello as a window that was there (the presenter's always
// answers): two windows joining at once take the presenter's moment.
const settle = 2 * time.Second

// Join makes this window (id) a window of the presentation in role r at
// now: the Hello to say.
func (m *Model) Join(r Role, id string, now time.Time) Message {
	*m = Model{Role: r, ID: id, Began: now, peers: map[string]Role{}, new: true, joined: now}
	return Message{From: id, Role: r, Kind: Hello, Began: now}
}

// Leave takes this window out of the presentation: the Bye to say.
func (m *Model) Leave() Message {
	bye := Message{From: m.ID, Role: m.Role, Kind: Bye, Began: m.Began}
	*m = Model{}
	return bye
}

// Partner is whether a window of the other role is heard: the
// presenter's has a screen to drive, the screen's a presenter.
func (m *Model) Partner() bool {
	for _, r := range m.peers {
		if r != m.Role {
			return true
		}
	}
	return false
}

// Going is the moment heard that this window is going to, or nil.
func (m *Model) Going() *Moment { return m.going }

// Take hears msg at now while this window is at here: the message to
// answer with (a Hello is answered with where this window is), and the
// moment to go to (where another window is, if this one is elsewhere). A
// window that joined within settle, and has heard no one, answers a Hello
// only if it is the presenter's (the projector's says its Hello again, for
// the presenter's to answer): when both windows join at once (a browser's
// session restored), the presenter's moment is taken, and neither takes
// the other's.
func (m *Model) Take(msg Message, here Moment, now time.Time) (answer *Message, goTo *Moment) {
	if m.Role == None || msg.From == m.ID || msg.From == "" {
		return nil, nil
	}
	if !msg.Began.IsZero() && msg.Began.Before(m.Began) {
		m.Began = msg.Began
	}
	switch msg.Kind {
	case Hello:
		m.peers[msg.From] = msg.Role
		if m.new && m.Role != Presenter && now.Sub(m.joined) < settle {
			if msg.Role != Presenter {
				return nil, nil
			}
			// Said again for the presenter's window, which joined after
			// this one's Hello: it answers, and this window takes its moment.
			return &Message{From: m.ID, Role: m.Role, Kind: Hello, Began: m.Began}, nil
		}
		m.new, m.said = false, here
		return &Message{From: m.ID, Role: m.Role, Kind: Here, Moment: here, Began: m.Began}, nil
	case Here:
		m.peers[msg.From] = msg.Role
		m.new, m.said = false, msg.Moment
		if msg.Moment.Same(here) {
			m.going = nil
			return nil, nil
		}
		to := msg.Moment
		m.going = &to
		return nil, &to
	case Bye:
		delete(m.peers, msg.From)
	}
	return nil, nil
}

// Moved is this window at here after an action (by a person, or the
// search's reply): the message saying where it is, when the others must
// hear it. A person's action is this window's own move, said even while it
// was going where another window is; until then its other moves are not
// said (they are on the way). Nothing is said until a window is heard: a
// window that joins takes where the others are (its address's settings
// and lesson give way), and a window alone has no one to tell.
func (m *Model) Moved(here Moment, person bool) *Message {
	if m.Role == None {
		return nil
	}
	if person {
		m.going = nil
	}
	switch {
	case m.going != nil:
		if here.Same(*m.going) {
			m.going, m.said = nil, here
		}
		return nil
	case m.new, here.Same(m.said):
		return nil
	}
	m.said = here
	return &Message{From: m.ID, Role: m.Role, Kind: Here, Moment: here, Began: m.Began}
}
