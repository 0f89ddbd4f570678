package play

import (
	"slidelab/app/state"
	"slidelab/solver"
)

// Effect is what an action of play mode asks of the page.
type Effect struct {
	Toggled bool         // play mode was turned on or off (in the settings): the board takes the focus when on
	Restart solver.Board // the start goes back to this board; zero: it stays
	Prove   bool         // ask the side worker to prove what play needs now
}

// Update carries out action a on a page whose settings are set (Toggle
// changes them).
func (h *Model) Update(a Action, set *state.Settings) Effect {
	switch a.(type) {
	case Toggle:
		set.Play = !set.Play && !set.Racing()
		if set.Play {
			set.Expand = 0
			h.Begin(set.Start, set.Goal)
		}
		return Effect{Toggled: true, Prove: true}
	case Hint:
		h.Resume(set.Start, set.Goal)
		h.HintFor(set.Start, set.Goal)
	case Prove:
		return Effect{Prove: true}
	case Restart:
		if h.Resume(set.Start, set.Goal); h.From != set.Start {
			return Effect{Restart: h.From}
		}
	}
	return Effect{}
}

// Play mode.
type (
	Toggle  struct{} // play mode on or off
	Hint    struct{} // show a tile whose slide brings the board closer
	Restart struct{} // back to the board play began on
	Prove   struct{} // prove the start's distance (the tables it waited for are ready)
)

// Action is an action of play mode: the page routes every one to
// Model.Update and carries out its Effect (pagehand.go).
type Action interface{ playAction() }

func (Toggle) playAction()  {}
func (Hint) playAction()    {}
func (Restart) playAction() {}
func (Prove) playAction()   {}

// Play mode's strings, one table a language.
