package main

import (
	"cmp"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/search"
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
}

// paces are the player's speeds, in moves a second; playPace is the default.
var paces = []int{1, 2, 4, 8}

const playPace = 2

func (p *replayModel) Halt() {
	p.job.Stop()
	p.playing = false
}

// setPace plays at pace moves a second from the next move on.
func (p *replayModel) setPace(ctx app.Context, pace, n int) {
	p.pace = pace
	if p.playing {
		p.Halt()
		p.Toggle(ctx, n)
	}
}

// reset stops playing and goes back to the start.
func (p *replayModel) Reset() {
	p.Halt()
	p.at, p.used = 0, false
}

// seek shows board at of a path of n moves.
func (p *replayModel) seek(at, n int) { p.at, p.used = max(0, min(at, n)), true }

// toggle plays a path of n moves from the board shown (from the start once
// at the end) at its pace, or pauses it.
func (p *replayModel) Toggle(ctx app.Context, n int) {
	if p.playing {
		p.Halt()
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
					p.Halt()
				}
			})
		}
	})
}
