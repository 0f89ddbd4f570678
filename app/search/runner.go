package search

import (
	"math"
	"sync"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// sliceBudget is the longest the search works before giving the browser its
// turn: each turn costs something, so longer slices waste less, as long as
// Pause still shows at once (TestBrowserMeasure times it). ReportEvery
// spaces the snapshots of a flat-out run: each one renders the page again,
// which costs far more than a turn (TestBrowserKorf times Run to the answer
// in the page and in a worker alone). sliceSteps: in wasm each look at the
// clock is a call to JavaScript, so the clock is read every few hundred
// expansions, well under a millisecond of search.
const (
	sliceBudget = 24 * time.Millisecond
	sliceSteps  = 256 // expansions between looks at the clock
	ReportEvery = 100 * time.Millisecond
)

// YieldToBrowser returns once the browser has had a turn of its event loop:
// input, timers, rendering. Go's wasm port hands control to JavaScript only
// when no goroutine can run, and go-app's UI goroutine (60 frames a second)
// often can, so a short time.Sleep may never yield (frames stall). A
// message posted to a MessageChannel is delivered as a task of its own,
// after the browser's pending work; unlike setTimeout(0), which the browser
// delays by 4 ms once timers nest, it adds no wait (TestBrowserKorf).
func YieldToBrowser() {
	if !app.IsClient {
		time.Sleep(time.Millisecond)
		return
	}
	done := make(chan struct{})
	yields.Lock()
	if yields.port == nil {
		ch := app.Window().Get("MessageChannel").New()
		ch.Get("port1").Set("onmessage", app.FuncOf(func(app.Value, []app.Value) any {
			yields.Lock()
			next := yields.waiting[0]
			yields.waiting = yields.waiting[1:]
			yields.Unlock()
			close(next)
			return nil
		}))
		yields.port = ch.Get("port2")
	}
	yields.waiting = append(yields.waiting, done)
	port := yields.port
	yields.Unlock()
	port.Call("postMessage", 0)
	<-done
}

// yields are the goroutines waiting in YieldToBrowser, in the order of
// their messages, and the port they post to.
var yields struct {
	sync.Mutex
	port    app.Value
	waiting []chan struct{}
}

// Cancel is one job's cancellation: the flag its goroutine polls.
type Cancel struct{ flag *atomic.Bool }

// Renew stops the job under way, if any, and returns the next one's flag.
func (c *Cancel) Renew() *atomic.Bool {
	c.Stop()
	c.flag = &atomic.Bool{}
	return c.flag
}

// Stop tells the job under way, if any, to stop.
func (c *Cancel) Stop() {
	if c.flag != nil {
		c.flag.Store(true)
		c.flag = nil
	}
}

// stepper is what runs in slices: a search, or a timeline.
type stepper interface{ Step(n int) solver.Outcome }

// flatOutSlice runs s for one slice of at most sliceBudget and returns the
// outcome and the time spent.
func flatOutSlice(s stepper) (solver.Outcome, time.Duration) {
	began := time.Now()
	outcome := solver.Running
	for outcome == solver.Running && time.Since(began) < sliceBudget {
		outcome = s.Step(sliceSteps)
	}
	return outcome, time.Since(began)
}

// runSearch moves tl's cursor forward (a race's: by ticks) until stop is
// set or the search ends, at speed expansions per second (0: flat out; Teach: the
// teaching pace, by the moment reached). After each slice (flat out: every
// ReportEvery) it hands report a Snapshot, with the details wants asks for
// at speeds a class can follow and at the end.
func runSearch(tl cursor, speed int, stop *atomic.Bool, wants *atomic.Int32, report func(Snapshot)) {
	paceSearch(tl, speed, stop, wants, report, realClock{})
}

// clock is the time a paced run keeps: the real one, or a test's.
type clock interface {
	Now() time.Time
	Sleep(time.Duration)
}

type realClock struct{}

func (realClock) Now() time.Time        { return time.Now() }
func (realClock) Sleep(d time.Duration) { time.Sleep(d) }

// The pace of a paced run: each expansion is due 1/rate after the one
// before, on a schedule kept from the first, so the time taken by the
// steps, the snapshots and the sleeps' overshoot is made up at the next
// slice and every speed runs at its label (TestPaceKeepsEverySpeed). A
// slice lasts at least minTick (about 60 updates a second); a run more than
// maxLag behind its schedule (a busy machine, a hidden tab) drops the
// debt rather than rushing to pay it.
const (
	minTick = 16 * time.Millisecond
	maxLag  = 250 * time.Millisecond
)

// paceSearch is runSearch on clk.
func paceSearch(tl cursor, speed int, stop *atomic.Bool, wants *atomic.Int32, report func(Snapshot), clk clock) {
	var reported time.Time
	due := clk.Now() // when the next expansion is due
	for !stop.Load() {
		rate := speedRate(speed, tl.At())
		var outcome solver.Outcome
		if rate == 0 {
			outcome, _ = flatOutSlice(tl)
		} else {
			now := clk.Now()
			if now.Sub(due) > maxLag {
				due = now
			}
			n := 0
			for !due.After(now) {
				n++
				r := speedRate(speed, tl.At()+n)
				if r == 0 { // flat out from here: the next slice
					break
				}
				due = due.Add(time.Duration(float64(time.Second) / r))
			}
			if n == 0 {
				clk.Sleep(due.Sub(now))
				continue
			}
			outcome = tl.Step(n)
		}
		if rate != 0 || outcome != solver.Running || clk.Now().Sub(reported) >= ReportEvery {
			var d Detail
			if (rate != 0 && rate <= ExplainBelow) || outcome != solver.Running {
				d = Detail(wants.Load()) &^ DetailQuiz // the quiz asks when the search waits
			}
			snap := snapshotOf(tl, d)
			if stop.Load() {
				return
			}
			report(snap)
			reported = clk.Now()
		}
		if outcome != solver.Running {
			return
		}
		if rate == 0 {
			YieldToBrowser()
			due = clk.Now()
		} else {
			clk.Sleep(max(minTick, due.Sub(clk.Now())))
		}
	}
}

// Speeds are the speeds a run keeps (TestPaceKeepsEverySpeed), the
// page's menu: the teaching pace, expansions per second, and 0, flat out.
var Speeds = []int{Teach, 1, 2, 5, 10, 30, 100, 300, 1000, 0}

// Teach is the teaching pace, the page's default speed: teachStart
// expansions a second, each expansion teachGrowth times faster than the one
// before, so that the first ten take about three seconds and any search
// ends within about seven, the rest flat out once the pace passes what a
// screen shows.
const (
	Teach       = -1
	teachStart  = 3.0
	teachGrowth = 1.05
)

// speedRate is the expansions a second of speed at moment at: the speed
// itself, or the teaching pace's, teachStart expansions a second, teachGrowth
// times faster at each moment, flat out (0) past a thousand a second.
func speedRate(speed, at int) float64 {
	if speed != Teach {
		return float64(speed)
	}
	r := teachStart * math.Pow(teachGrowth, float64(at))
	if r > 1000 {
		return 0
	}
	return r
}
