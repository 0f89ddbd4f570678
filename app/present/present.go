// Package present joins two windows of the page on one machine into a
// presentation, without a server: the presenter's window (present=1), on
// the teacher's screen, with the controls, the next stop's note and a
// clock; the screen's window (present=screen), on the projector, with the
// board and the panels only. A step, a setting, a tab or a lesson's stop
// changed in either shows in both: each window tells the others where it
// is (a Moment) on a BroadcastChannel, and each takes what it hears.
//
// It owns its model (Model: the window's role, the windows heard, what was
// said last), its panels (Bar, Notice), its actions, its strings
// and its URL parameter (present=). It imports the floors (state, ui),
// never another capability nor the page; the page makes and applies the
// Moments (pagepresent.go).
package present

import (
	_ "embed"

	"slidelab/app/ui"
)

// Role is a window's part in a presentation.
type Role string

const (
	None      Role = ""
	Presenter Role = "presenter" // the teacher's screen: controls, the next note, the clock
	Screen    Role = "screen"    // the projector: the board and the panels only
)

// Moment is where a window is: what the other windows show to be where it
// is. Two windows' searches and players run each on its own: a running
// search's moment and a playing player's board are not compared (Same).
type Moment struct {
	Lang    string `json:"lang"`              // the page's language
	Q       string `json:"q"`                 // the settings, as a lesson's stop has them (without each reader's own)
	At      int    `json:"at"`                // the search's moment: as a lesson's stop has it (0 before a search, lesson.AtEnd at its end)
	Ready   bool   `json:"ready,omitempty"`   // no search yet (before Run or Step, after Reset): not its moment 0
	Run     bool   `json:"run,omitempty"`     // the search runs
	Tab     string `json:"tab"`               // the tab shown
	Sub     string `json:"sub"`               // the lesson tab's second column
	Lesson  string `json:"lesson,omitempty"`  // the lesson followed: its fragment (lesson=…&stop=n), or none
	Answer  int    `json:"answer"`            // the choice picked for the lesson's stop's question; -1: none
	Quiz    bool   `json:"quiz,omitempty"`    // the quiz (predict the next step) is on
	Board   int    `json:"board"`             // the solution player's board (0: the start)
	Playing bool   `json:"playing,omitempty"` // the player plays
}

// Same reports whether m and o show the same.
func (m Moment) Same(o Moment) bool {
	if m.Run || o.Run {
		m.At, o.At = 0, 0
	}
	if m.Playing || o.Playing {
		m.Board, o.Board = 0, 0
	}
	return m == o
}

var (
	//go:embed text/en.txt
	enTexts string
	//go:embed text/zh.txt
	zhTexts string
)

func init() {
	ui.RegisterTexts(ui.English, enTexts)
	ui.RegisterTexts(ui.Chinese, zhTexts)
}
