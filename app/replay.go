package main

import (
	"cmp"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/race"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// replayModel plays a path on the main board: the board shown and its own
// cancellation, so that pausing it stops nothing else.
type replayModel struct {
	mounted bool // a path was found: the player is on the page from then on
	at      int  // boards shown: 0 is the start
	playing bool
	used    bool // played or moved since the last reset: a race's lanes show their solutions' boards
	pace    int  // moves a second; 0: playPace
	job     search.Cancel

	ends   []int         // the reduction solver's path: the move each phase ends at
	endsOf []solver.Move // the path ends is of
}

// phaseEnds returns where each phase of a reduction's path ends (the
// finish at the goal), worked out once per path; nil for other searches.
func (p *replayModel) phaseEnds(set *state.Settings, snap search.Snapshot) []int {
	if snap.Outcome != solver.Solved || snap.Phase == nil || len(snap.Path) == 0 {
		return nil
	}
	if len(p.endsOf) == 0 || &p.endsOf[0] != &snap.Path[0] {
		p.endsOf = snap.Path
		p.ends = append(solver.PhaseEnds(set.Start, set.Goal, snap.Path, snap.Phase.Done), len(snap.Path))
	}
	return p.ends
}

// Actions of the player.
type (
	replaySeek   int      // the player's slider or a move of its list
	replayToggle struct{} // Play or Pause
	paceSet      int      // the player's pace
	autoplaySet  bool     // play by itself when solved
)

// replayAction is an action of the player: the page routes every one to
// update.
type replayAction interface{ replayAction() }

func (replaySeek) replayAction()   {}
func (replayToggle) replayAction() {}
func (paceSet) replayAction()      {}
func (autoplaySet) replayAction()  {}

// update carries out a (its own actions, and the race's seek and play) on
// a path of n moves; autoplaySet changes set.
func (p *replayModel) update(ctx app.Context, a ui.Action, set *state.Settings, n int) {
	switch a := a.(type) {
	case replaySeek:
		p.seek(int(a), n)
	case race.Seek:
		p.seek(int(a), n)
	case replayToggle, race.PlayToggle:
		p.toggle(ctx, n)
	case paceSet:
		p.setPace(ctx, int(a), n)
	case autoplaySet:
		set.Autoplay = bool(a)
	}
}

// paces are the player's speeds, in moves a second; playPace is the default.
// The fastest play a 10×10 solution of 2,000 moves in half a minute.
var paces = []int{1, 2, 4, 8, 16, 32, 64}

const playPace = 2

func (p *replayModel) halt() {
	p.job.Stop()
	p.playing = false
}

// setPace plays at pace moves a second from the next move on.
func (p *replayModel) setPace(ctx app.Context, pace, n int) {
	p.pace = pace
	if p.playing {
		p.halt()
		p.toggle(ctx, n)
	}
}

// reset stops playing and goes back to the start.
func (p *replayModel) reset() {
	p.halt()
	p.at, p.used = 0, false
}

// seek shows board at of a path of n moves.
func (p *replayModel) seek(at, n int) { p.at, p.used = max(0, min(at, n)), true }

// follow shows board at of a path of n moves (none yet: nothing), played
// or not, as another window's player shows it (a presentation); a player
// playing in both goes on from where it is.
func (p *replayModel) follow(ctx app.Context, at int, playing bool, n int) {
	if n == 0 || (playing && p.playing) || (!playing && !p.playing && p.at == at) {
		return
	}
	p.seek(at, n)
	if playing != p.playing {
		p.toggle(ctx, n)
	}
}

// toggle plays a path of n moves from the board shown (from the start once
// at the end) at its pace, or pauses it.
func (p *replayModel) toggle(ctx app.Context, n int) {
	if p.playing {
		p.halt()
		return
	}
	if p.at == n {
		p.at = 0
	}
	stop := p.job.Renew()
	p.playing, p.used = true, true
	every := time.Second / time.Duration(cmp.Or(p.pace, playPace))
	ctx.Async(func() {
		for !stop.Load() {
			time.Sleep(every)
			ctx.Emit(func() {
				if stop.Load() {
					return
				}
				p.seek(p.at+1, n)
				if p.at == n {
					p.halt()
				}
			})
		}
	})
}
