package present

import (
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"slidelab/app/state"
	"slidelab/app/ui"
)

var (
	t0    = time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	later = t0.Add(24 * time.Hour) // long after every window joined
)

// TestPresentation: two windows, a presenter's and a projector's, through
// what they say to each other: the newcomer takes where the other is, a
// move in either is said once and taken by the other, moves on the way to
// a moment heard are not said back, and a window that leaves is missed.
func TestPresentation(t *testing.T) {
	var screen, presenter Model
	at := func(q string, n int) Moment { return Moment{Q: q, At: n, Tab: "lesson", Sub: "explain"} }

	// The projector's window was there first; the presenter's joins.
	if hello := screen.Join(Screen, "s", t0); hello.Kind != Hello || hello.From != "s" {
		t.Fatalf("Join: %+v", hello)
	}
	if screen.Partner() {
		t.Error("a window alone has a partner")
	}
	hello := presenter.Join(Presenter, "p", t0.Add(time.Minute))
	for _, person := range []bool{false, true} { // its address's lesson followed, a key pressed
		if msg := presenter.Moved(at("algo=bfs", 0), person); msg != nil {
			t.Errorf("a window that joined said where it is before hearing the others: %+v", msg)
		}
	}
	answer, to := screen.Take(hello, at("algo=astar", 5), later)
	if answer == nil || answer.Kind != Here || answer.Moment != at("algo=astar", 5) || to != nil {
		t.Fatalf("a Hello is answered with where this window is: %+v, %+v", answer, to)
	}
	if !screen.Partner() {
		t.Error("the screen does not count the presenter's window it heard")
	}
	if _, to := presenter.Take(*answer, at("algo=bfs", 0), later); to == nil || *to != at("algo=astar", 5) {
		t.Fatalf("the presenter's window does not go where the screen is: %+v", to)
	}
	// On the way there (the search runs to moment 5), nothing is said.
	for _, m := range []Moment{at("algo=astar", 0), at("algo=astar", 3)} {
		if msg := presenter.Moved(m, false); msg != nil {
			t.Errorf("a move on the way was said: %+v", msg)
		}
	}
	if msg := presenter.Moved(at("algo=astar", 5), false); msg != nil {
		t.Errorf("reaching the moment heard was said back: %+v", msg)
	}

	// A Step in the presenter's window: said once it is at moment 6, and
	// the screen goes there.
	if msg := presenter.Moved(at("algo=astar", 5), true); msg != nil {
		t.Errorf("a person's action that changed nothing was said: %+v", msg)
	}
	step := presenter.Moved(at("algo=astar", 6), false)
	if step == nil || step.Moment.At != 6 || step.From != "p" {
		t.Fatalf("the step was not said: %+v", step)
	}
	if again := presenter.Moved(at("algo=astar", 6), false); again != nil {
		t.Errorf("the same moment was said twice: %+v", again)
	}
	if _, to := screen.Take(*step, at("algo=astar", 5), later); to == nil || to.At != 6 {
		t.Fatalf("the screen does not follow the step: %+v", to)
	}
	if msg := screen.Moved(at("algo=astar", 6), false); msg != nil {
		t.Errorf("the screen said back the moment it took: %+v", msg)
	}

	// A Step on the screen (its keys): the presenter's window follows.
	back := screen.Moved(at("algo=astar", 7), true)
	if back == nil || back.Moment.At != 7 {
		t.Fatalf("the screen's step was not said: %+v", back)
	}
	if _, to := presenter.Take(*back, at("algo=astar", 6), later); to == nil || to.At != 7 {
		t.Fatalf("the presenter's window does not follow the screen: %+v", to)
	}

	// A person's action on the way to a moment heard is said: it is theirs.
	presenter.Take(Message{From: "s", Role: Screen, Kind: Here, Moment: at("algo=astar", 9)}, at("algo=astar", 7), later)
	if msg := presenter.Moved(at("algo=bfs", 0), true); msg == nil {
		t.Error("a person's change on the way was not said")
	}

	// A window's own messages (the channel does not echo, but a second
	// listener might) and nameless ones are not taken.
	if a, to := screen.Take(Message{From: "s", Kind: Here, Moment: at("x", 1)}, at("y", 2), later); a != nil || to != nil {
		t.Error("a window took its own message")
	}
	if a, to := screen.Take(Message{Kind: Hello}, at("y", 2), later); a != nil || to != nil {
		t.Error("a window took a message from no window")
	}

	// A window alone says nothing until one joins; then its moves are said.
	var alone, late Model
	alone.Join(Presenter, "a", t0)
	if msg := alone.Moved(at("algo=bfs", 3), true); msg != nil {
		t.Errorf("a window alone said where it is: %+v", msg)
	}
	if answer, _ := alone.Take(late.Join(Screen, "l", t0), at("algo=bfs", 3), later); answer == nil || answer.Moment.At != 3 {
		t.Fatalf("the window alone did not answer the one that joined: %+v", answer)
	}
	if msg := alone.Moved(at("algo=bfs", 4), false); msg == nil || msg.Moment.At != 4 {
		t.Errorf("a step after a window joined was not said: %+v", msg)
	}

	// Both join at once (a browser's session restored): the projector's
	// window answers no Hello before it has heard where the others are,
	// the presenter's does, and the presentation began when the first of
	// them did.
	var p2, s2 Model
	ph, sh := p2.Join(Presenter, "p2", t0.Add(time.Hour)), s2.Join(Screen, "s2", t0.Add(2*time.Hour))
	again, _ := s2.Take(ph, at("algo=dfs", 0), t0.Add(2*time.Hour+time.Second))
	if again == nil || again.Kind != Hello || again.From != "s2" {
		t.Errorf("a projector's window that just joined did not say its Hello again for the presenter's: %+v", again)
	}
	if answer, _ := s2.Take(Message{From: "s3", Role: Screen, Kind: Hello}, at("algo=dfs", 0), t0.Add(2*time.Hour+time.Second)); answer != nil {
		t.Errorf("a projector's window that just joined answered another projector's: %+v", answer)
	}
	answer, _ = p2.Take(sh, at("algo=bfs", 4), t0.Add(2*time.Hour+time.Second))
	if answer == nil {
		t.Fatal("the presenter's window that just joined did not answer")
	}
	if _, to := s2.Take(*answer, at("algo=dfs", 0), later); to == nil || to.Q != "algo=bfs" {
		t.Errorf("the projector's window does not take the presenter's moment: %+v", to)
	}
	if !s2.Began.Equal(t0.Add(time.Hour)) || !p2.Began.Equal(t0.Add(time.Hour)) {
		t.Errorf("the presentation began at %v and %v, want %v (the first window's joining)", p2.Began, s2.Began, t0.Add(time.Hour))
	}

	// The presenter's window leaves: the screen misses it.
	bye := presenter.Leave()
	if presenter.Role != None || bye.Kind != Bye || bye.From != "p" {
		t.Fatalf("Leave: %+v, %+v", presenter, bye)
	}
	screen.Take(bye, at("algo=astar", 7), later)
	if screen.Partner() {
		t.Error("the screen still counts the presenter's window that left")
	}
	if msg := presenter.Moved(at("z", 1), true); msg != nil {
		t.Errorf("a window out of the presentation said where it is: %+v", msg)
	}
}

// TestMomentSame: a running search's moment and a playing player's board
// are each window's own; everything else must be the same.
func TestMomentSame(t *testing.T) {
	base := Moment{Q: "algo=bfs", At: 4, Tab: "lesson", Sub: "chart", Lesson: "lesson=x&stop=2", Board: 3}
	for _, c := range []struct {
		name string
		o    func(m *Moment)
		same bool
	}{
		{"itself", func(m *Moment) {}, true},
		{"another moment", func(m *Moment) { m.At = 5 }, false},
		{"running, another moment", func(m *Moment) { m.Run, m.At = true, 9 }, false}, // one runs, one does not
		{"another board of the player", func(m *Moment) { m.Board = 4 }, false},
		{"playing, another board", func(m *Moment) { m.Playing, m.Board = true, 7 }, false},
		{"another tab", func(m *Moment) { m.Tab = "setup" }, false},
		{"another second column", func(m *Moment) { m.Sub = "tree" }, false},
		{"another stop", func(m *Moment) { m.Lesson = "lesson=x&stop=3" }, false},
		{"other settings", func(m *Moment) { m.Q = "algo=dfs" }, false},
	} {
		o := base
		c.o(&o)
		if got := base.Same(o); got != c.same {
			t.Errorf("%s: Same %v", c.name, got)
		}
	}
	run, run2 := base, base
	run.Run, run2.Run, run2.At = true, true, 99
	play, play2 := base, base
	play.Playing, play2.Playing, play2.Board = true, true, 9
	if !run.Same(run2) || !play.Same(play2) {
		t.Error("two running searches, or two playing players, are not the same moment")
	}
}

// TestPresentParam: present=1 and present=screen are read and written;
// another value and an embed are refused, in both languages; the
// parameter is this window's alone.
func TestPresentParam(t *testing.T) {
	for _, c := range []struct {
		q    string
		want Role
		en   string
		zh   string
	}{
		{"present=1", Presenter, "", ""},
		{"present=screen", Screen, "", ""},
		{"present=yes", None, "must be 1 (the presenter's window) or screen", "必须是 1（演讲者窗口）或 screen"},
		{"present=1&embed=1", None, "an embedded page is never part of a presentation", "嵌入的页面不能参与演示"},
	} {
		q, _ := url.ParseQuery(c.q)
		s, bad := state.ParseSettings(q, "en")
		if Role(s.Present) != c.want {
			t.Errorf("%s: role %q, want %q", c.q, s.Present, c.want)
		}
		if c.en == "" {
			if len(bad) > 0 {
				t.Errorf("%s: refused %+v", c.q, bad)
			}
			if got := s.Query().Get("present"); got != q.Get("present") {
				t.Errorf("%s: written as present=%s", c.q, got)
			}
			continue
		}
		if len(bad) != 1 || bad[0].Param != "present" {
			t.Fatalf("%s: refused %+v", c.q, bad)
		}
		if en, zh := state.InputErrorText(ui.English, bad[0].Err), state.InputErrorText(ui.Chinese, bad[0].Err); !strings.Contains(en, c.en) || !strings.Contains(zh, c.zh) {
			t.Errorf("%s: %q / %q", c.q, en, zh)
		}
	}
	if !slices.Contains(state.WindowParams(), "present") {
		t.Error("present= is not among the window's own parameters")
	}
}

func TestElapsed(t *testing.T) {
	for d, want := range map[time.Duration]string{
		0: "0:00", 9 * time.Second: "0:09", 75 * time.Second: "1:15", 59*time.Minute + 59*time.Second: "59:59",
		time.Hour: "1:00:00", 2*time.Hour + 3*time.Minute + 4*time.Second + 900*time.Millisecond: "2:03:04", -time.Second: "0:00",
	} {
		if got := Elapsed(d); got != want {
			t.Errorf("Elapsed(%v) = %q, want %q", d, got, want)
		}
	}
}
