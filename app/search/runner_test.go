package search

import (
	"math"
	"sync/atomic"
	"testing"
	"time"

	"slidelab/solver"
)

// fakeClock is a paced run's time in a test: every look at it costs a
// little, a sleep overshoots as timers do, and a report takes as long as a
// slow page's. Nothing here waits for real time.
type fakeClock struct{ t time.Time }

const (
	lookCost  = 300 * time.Microsecond // a look at the clock, with the step before it
	overshoot = 1100 * time.Microsecond
	sendCost  = 9 * time.Millisecond // a Snapshot's posting and rendering
)

func (c *fakeClock) Now() time.Time        { c.t = c.t.Add(lookCost); return c.t }
func (c *fakeClock) Sleep(d time.Duration) { c.t = c.t.Add(d + overshoot) }

// paced runs a search at speed on a fake clock for about seconds of its
// time and returns the moment reached and the time of each report.
func paced(t *testing.T, speed int, seconds float64) (ats []int, times []time.Duration) {
	t.Helper()
	p := solver.Problem{Start: mustBoard(t, "15 14 13 12/11 10 9 8/7 6 5 4/3 1 2 0"), Goal: solver.Standard(4, 4)}
	tl, err := solver.NewTimeline("idastar", p, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	clk := &fakeClock{t: time.Unix(0, 0)}
	start := clk.t
	var stop atomic.Bool
	var wants atomic.Int32
	paceSearch(tl, speed, &stop, &wants, func(s Snapshot) {
		ats = append(ats, s.Moment.At)
		times = append(times, clk.t.Sub(start))
		clk.t = clk.t.Add(sendCost)
		if clk.t.Sub(start).Seconds() > seconds {
			stop.Store(true)
		}
	}, clk)
	return ats, times
}

// TestPaceKeepsEverySpeed runs every speed of the menu on a clock that
// charges for looks, reports and oversleeping, and checks that each runs
// at its label within 5 %, and the teaching pace at its schedule.
func TestPaceKeepsEverySpeed(t *testing.T) {
	for _, sp := range Speeds {
		if sp == 0 || sp == Teach {
			continue
		}
		seconds := max(20, 2000/float64(sp))
		ats, times := paced(t, sp, seconds)
		n := len(ats) - 1
		rate := float64(ats[n]-ats[0]) / (times[n] - times[0]).Seconds()
		if math.Abs(rate/float64(sp)-1) > 0.05 {
			t.Errorf("%d expansions a second runs at %.1f (%d expansions in %v)", sp, rate, ats[n]-ats[0], times[n]-times[0])
		}
	}
	ats, times := paced(t, Teach, 4)
	want := 0.0 // the teaching pace from moment 1 to moment 11
	for m := 1; m <= 10; m++ {
		want += 1 / speedRate(Teach, m)
	}
	var at1, at11 time.Duration
	for i, at := range ats {
		if at == 1 {
			at1 = times[i]
		}
		if at == 11 {
			at11 = times[i]
		}
	}
	if got := (at11 - at1).Seconds(); math.Abs(got/want-1) > 0.05 {
		t.Errorf("the teaching pace took %.2f s from moment 1 to 11, want %.2f s", got, want)
	}
}

func mustBoard(t *testing.T, s string) solver.Board {
	t.Helper()
	b, err := solver.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
