package search

import (
	"fmt"
	"math"
	"slices"
	"time"

	"slidelab/solver"
)

// Clock is how a race's lanes share the work: by expansion (the default:
// at tick k every lane has made k expansions, or ended before) or by time
// (at each tick every lane searches for TimeTick more).
type Clock string

const (
	ByExpansion Clock = ""
	ByTime      Clock = "time"
)

// TimeTick is the search time each lane gets at a tick of a race by time:
// a browser reads its clock to a tenth of a millisecond at best, so a
// millisecond is the shortest slice that is measured, not guessed.
const TimeTick = time.Millisecond

// The number of lanes a race has.
const (
	MinLanes = 2
	MaxLanes = 4
)

// race is two to four searches of one board stepped together: its cursor
// is a tick, and at every tick each lane's timeline is at the moment the
// clock gives it. Like a Timeline it moves forward, back and to any tick,
// so a race has Step, Step back and the slider as one search has.
type race struct {
	lanes  []*solver.Timeline
	clock  Clock
	at     int     // the cursor's tick
	latest int     // the furthest tick every lane is computed to
	ends   []int   // the tick at which each lane ended; -1 while it can go on
	pos    [][]int // ByTime: each lane's moment after tick t (pos[0]: zeros)
	tick   time.Duration
}

// newRace starts the lanes of specs at tick 0.
func newRace(specs []Spec, clock Clock) (*race, error) {
	if len(specs) < MinLanes || len(specs) > MaxLanes {
		return nil, fmt.Errorf("a race has %d to %d lanes, not %d", MinLanes, MaxLanes, len(specs))
	}
	if clock != ByExpansion && clock != ByTime {
		return nil, fmt.Errorf("unknown clock %q", clock)
	}
	r := &race{clock: clock, tick: TimeTick, ends: make([]int, len(specs))}
	for i, sp := range specs {
		tl, err := sp.timeline()
		if err != nil {
			return nil, fmt.Errorf("lane %d (%s): %w", i+1, sp.Algo, err)
		}
		r.lanes = append(r.lanes, tl)
		r.ends[i] = -1
	}
	if clock == ByTime {
		r.pos = [][]int{make([]int, len(specs))}
	}
	return r, nil
}

// At is the cursor's tick.
func (r *race) At() int { return r.at }

// Latest is the furthest tick computed.
func (r *race) Latest() int { return r.latest }

// ended reports whether every lane has ended by the latest tick.
func (r *race) ended() bool { return !slices.Contains(r.ends, -1) }

// Step moves the cursor up to n ticks forward, computing the ticks no one
// has reached yet (by time, as many as a slice's time allows), and
// returns Running until every lane has ended at the cursor, then Solved
// when a lane found a path, else the first lane's outcome (the page reads
// each lane's own).
func (r *race) Step(n int) solver.Outcome {
	if r.clock == ByTime {
		began := time.Now()
		for ; n > 0 && !(r.ended() && r.at == r.latest); n-- {
			if r.at == r.latest {
				r.timeTick()
				if time.Since(began) >= sliceBudget { // every lane's millisecond a tick: a slice stays a slice
					n = 1
				}
			}
			r.at++
			r.place()
		}
		return r.outcome()
	}
	r.Seek(r.at + min(n, math.MaxInt-r.at))
	return r.outcome()
}

// outcome is the race's outcome at the cursor.
func (r *race) outcome() solver.Outcome {
	if !r.ended() || r.at != r.latest {
		return solver.Running
	}
	first, _ := r.lanes[0].Ended()
	for _, tl := range r.lanes {
		if res, _ := tl.Ended(); res.Outcome == solver.Solved {
			return solver.Solved
		}
	}
	return first.Outcome
}

// Seek moves the cursor to tick k (clamped to 0 and, once every lane has
// ended, to the last tick), computing it if it was never reached (by
// time, as far as a slice allows: the page seeks the ticks computed).
func (r *race) Seek(k int) {
	k = max(0, k)
	if r.ended() {
		k = min(k, r.latest)
	}
	if r.clock == ByTime {
		if k > r.latest {
			r.at = r.latest
			r.place()
			r.Step(k - r.latest)
			return
		}
		r.at = k
		r.place()
		return
	}
	for i, tl := range r.lanes {
		tl.Seek(k)
		if _, ok := tl.Ended(); ok && r.ends[i] < 0 {
			r.ends[i] = tl.Latest()
		}
	}
	r.at = k
	r.latest = max(r.latest, k)
	if r.ended() {
		r.latest = slices.Max(r.ends)
		r.at = min(r.at, r.latest)
	}
}

// Back moves the cursor n ticks back.
func (r *race) Back(n int) { r.Seek(r.at - n) }

// NextUnit and PrevUnit do nothing: the lanes' layers and passes do not
// line up, so a race moves by ticks only.
func (r *race) NextUnit() {}
func (r *race) PrevUnit() {}

// place moves every lane of a race by time to its moment at the cursor.
func (r *race) place() {
	for i, tl := range r.lanes {
		tl.Seek(r.pos[r.at][i])
	}
}

// timeTick computes the tick after the latest of a race by time: every
// lane that can go on searches for r.tick of its own time (the Timeline's
// Elapsed: replays and pauses excluded), one after the other.
func (r *race) timeTick() {
	r.at = r.latest
	r.place()
	next := slices.Clone(r.pos[r.latest])
	for i, tl := range r.lanes {
		if r.ends[i] >= 0 {
			continue
		}
		tl.Seek(tl.Latest())
		began := tl.Elapsed()
		for tl.Elapsed()-began < r.tick && tl.Step(timeSteps) == solver.Running {
		}
		next[i] = tl.At()
		if _, ok := tl.Ended(); ok {
			// A search learns it has ended when it tries to go on: it may
			// have reached its last moment at an earlier tick, which shows
			// its end when read again.
			r.ends[i] = r.latest + 1
			for r.ends[i] > 1 && r.pos[r.ends[i]-1][i] == next[i] {
				r.ends[i]--
			}
		}
	}
	r.pos = append(r.pos, next)
	r.latest++
}

// timeSteps is how many expansions a lane of a race by time makes between
// looks at its clock.
const timeSteps = 16

// snapshot reads the race at the cursor: the tick and every lane's moment
// (its chart, how long it searched, and the tick it ended at).
func (r *race) snapshot() Snapshot {
	s := Snapshot{Moment: solver.Moment{At: r.at, Outcome: r.outcome()}, Latest: r.latest, Ended: r.ended(), Clock: r.clock}
	for i, tl := range r.lanes {
		lane := takeSnapshot(tl, 0)
		lane.Finish = r.ends[i]
		s.Elapsed += lane.Elapsed
		s.Lanes = append(s.Lanes, lane)
	}
	return s
}
