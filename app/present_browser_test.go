//go:build !(js && wasm)

package main

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"slidelab/app/lesson"
	"slidelab/app/ui"
)

// TestBrowserPresent: a presentation in two windows of one browser, as a
// teacher opens them. The presenter's window takes where the projector's
// is; a Step in either shows in the other (a click in the presenter's, the
// → key on the projector's, whose controls are hidden); a lesson's stops
// follow; the presenter reads the next stop's note and a clock that
// ticks. In English by the button (this window goes to the projector, the
// presenter's opens, then comes back as a reload), with a setting, a tab,
// the language and the solution's player followed, and Stop presenting;
// in 中文 by the address, with axe-core on both windows and the
// presenter's window closed. Either way the projector's window, alone
// again, gives its controls back.
func TestBrowserPresent(t *testing.T) {
	s := serveSite(t, "")
	for _, l := range []ui.Lang{ui.English, ui.Chinese} {
		t.Run(string(l), func(t *testing.T) {
			scr := screen(t, 1280, 720)
			lang := "?lang=" + string(l)
			var pres context.Context
			var tb *tab
			var joined time.Time
			// A presenter's window that joins takes where the projector's is,
			// once the projector's has been there for 2 s (two windows joining
			// within 2 s take the presenter's moment: TestPresentation).
			settled := func(since time.Time) { time.Sleep(time.Until(since.Add(2500 * time.Millisecond))) }
			if l == ui.English { // by the button: this window goes to the projector, the presenter's opens
				open(t, scr, s.url+"/"+lang+"&start=123405678&algo=astar&h=manhattan&speed=2&autoplay=0")
				opened := chromedp.WaitNewTarget(scr, func(i *target.Info) bool { return strings.Contains(i.URL, "present=1") })
				click(t, scr, "present-begin")
				select {
				case id := <-opened:
					var cancel context.CancelFunc
					pres, cancel = chromedp.NewContext(scr, chromedp.WithTargetID(id))
					t.Cleanup(cancel)
				case <-time.After(10 * time.Second):
					t.Fatal("Present with two windows opened no window")
				}
				waitReady(t, pres)
				waitFor(t, scr, "the projector's role in its address", `document.getElementById('lab').dataset.present === 'screen' && new URLSearchParams(location.search).get('present') === 'screen'`, 5*time.Second)
				settled(time.Now())
				open(t, pres, s.url+"/"+lang+"&algo=bfs&present=1") // as a reload of the presenter's window: it joins again, elsewhere
			} else { // by the address: the projector's window first
				tb = openTab(t)
				t.Cleanup(tb.close)
				pres = within(t, tb, 1100, 760, 3*time.Minute)
				open(t, scr, s.url+"/"+lang+"&start=123405678&algo=astar&h=manhattan&speed=2&present=screen")
				joined = time.Now()
			}
			waitFor(t, scr, "the projector's window", `document.getElementById('lab').dataset.present === 'screen'`, 5*time.Second)
			if shown := eval[bool](t, scr, `getComputedStyle(document.getElementById('controls')).display !== 'none' || getComputedStyle(document.querySelector('.tabs')).display !== 'none'`); shown {
				t.Error("the projector's window shows its controls or its tabs")
			}
			for range 2 { // its keys: the buttons are hidden
				if err := chromedp.Do(scr, chromedp.KeyEvent(kb.ArrowRight)); err != nil {
					t.Fatal(err)
				}
			}
			waitEqual(t, scr, "the projector's moment", `document.getElementById('stat-expanded').textContent`, "2", 10*time.Second)

			// The presenter's window joins, elsewhere (BFS), and goes where
			// the projector's is.
			if l == ui.Chinese {
				settled(joined)
				open(t, pres, s.url+"/"+lang+"&algo=bfs&present=1")
			}
			waitFor(t, pres, "the presenter's bar with its partner", `document.getElementById('present-status') && !document.getElementById('present-status').classList.contains('alone')`, 10*time.Second)
			waitFor(t, scr, "the projector's window driven", `!document.getElementById('present-notice')`, 10*time.Second)
			waitEqual(t, pres, "the presenter's algorithm", `document.getElementById('algo-select').value`, "astar", 10*time.Second)
			waitEqual(t, pres, "the presenter's moment", `document.getElementById('stat-expanded').textContent`, "2", 10*time.Second)
			// The clock: the time since the presentation began (when the
			// projector's window joined, 2.5 s or more before the presenter's
			// window joined or came back), and the time of day; it ticks.
			clock := regexp.QuoteMeta(fmt.Sprintf(l.T("presentClock"), "ELAPSED", "NOW"))
			clock = strings.NewReplacer("ELAPSED", `0:(0[2-9]|[1-5]\d)`, "NOW", `\d\d:\d\d`).Replace(clock)
			waitFor(t, pres, "the presenter's clock at 0:02 or later", fmt.Sprintf("new RegExp(%q).test(document.getElementById('present-clock').textContent)", "^"+clock+"$"), 10*time.Second)
			first := text(t, pres, "present-clock")
			waitFor(t, pres, "the presenter's clock ticking", fmt.Sprintf("document.getElementById('present-clock').textContent !== %q", first), 5*time.Second)

			// A Step in the presenter's window shows in the projector's: how
			// soon, read by the projector's clock when its count changes.
			eval[bool](t, scr, `(() => { const e = document.getElementById('stat-expanded'); window.__seen = 0;
				new MutationObserver(() => { if (!window.__seen) window.__seen = Date.now() }).observe(e, {childList: true, characterData: true, subtree: true}); return true })()`)
			eval[bool](t, pres, `(() => { const e = document.getElementById('stat-expanded'); window.__seen = 0;
				new MutationObserver(() => { if (!window.__seen) window.__seen = Date.now() }).observe(e, {childList: true, characterData: true, subtree: true}); return true })()`)
			sent := eval[float64](t, pres, `(() => { const t = Date.now(); document.getElementById('step').click(); return t })()`)
			waitEqual(t, pres, "the presenter after its Step", `document.getElementById('stat-expanded').textContent`, "3", 10*time.Second)
			waitEqual(t, scr, "the projector after the presenter's Step", `document.getElementById('stat-expanded').textContent`, "3", 10*time.Second)
			seen, own := eval[float64](t, scr, `window.__seen`), eval[float64](t, pres, `window.__seen`)
			t.Logf("a Step in the presenter's window showed there after %.0f ms, in the projector's after %.0f ms", own-sent, seen-sent)

			// A Step by key in the projector's window shows in the presenter's.
			if err := chromedp.Do(scr, chromedp.KeyEvent(kb.ArrowRight)); err != nil {
				t.Fatal(err)
			}
			waitEqual(t, scr, "the projector after its own → key", `document.getElementById('stat-expanded').textContent`, "4", 10*time.Second)
			waitEqual(t, pres, "the presenter after the projector's step", `document.getElementById('stat-expanded').textContent`, "4", 10*time.Second)

			if l == ui.English { // a setting, a tab and the language follow
				setValue(t, pres, "algo-select", "bfs")
				waitFor(t, scr, "the projector's settings", `new URLSearchParams(location.search).get('algo') === 'bfs' && new URLSearchParams(location.search).get('present') === 'screen'`, 10*time.Second)
				click(t, pres, "tab-compare")
				waitEqual(t, scr, "the projector's tab", `document.getElementById('tab-compare').getAttribute('aria-selected')`, "true", 10*time.Second)
				click(t, pres, "tab-lesson")
				click(t, pres, "lang") // the language, there and back
				waitEqual(t, scr, "the projector's language", `document.documentElement.lang`, string(l.Other()), 10*time.Second)
				click(t, pres, "lang")
				waitEqual(t, scr, "the projector's language", `document.documentElement.lang`, string(l), 10*time.Second)
			}

			if l == ui.English { // the solution's player (not playing by itself: autoplay=0): run to the end in both, stepped in the presenter's
				setValue(t, pres, "speed", "max")
				click(t, pres, "run")
				waitFor(t, scr, "the projector's path", `document.getElementById('move-of')`, 30*time.Second)
				waitFor(t, pres, "the presenter's path", `document.getElementById('move-of')`, 30*time.Second)
				n := mustAtoi(t, eval[string](t, pres, `document.getElementById('path-slider').max`))
				for _, c := range []struct {
					button string
					at     int
				}{{"next", 1}, {"next", 2}, {"last", n}, {"prev", n - 1}} {
					click(t, pres, c.button)
					want := fmt.Sprintf(l.T("moveOf"), c.at, n)
					waitEqual(t, pres, "the presenter's player after "+c.button, `document.getElementById('move-of').textContent`, want, 10*time.Second)
					waitEqual(t, scr, "the projector's player after "+c.button, `document.getElementById('move-of').textContent`, want, 10*time.Second)
				}
			}

			if l == ui.English {
				presentMatrix(t, pres, scr)
			}

			// A lesson: its stops follow, and the presenter reads the next note.
			les := lesson.BuiltinLessons[0].Lesson(l)
			eval[string](t, pres, fmt.Sprintf(`location.hash = %q`, "#lesson="+lesson.BuiltinLinks()[l][0]))
			stopOf := func(k int) string { return fmt.Sprintf(l.T("lessonStopOf"), k, len(les.Stops)) }
			waitEqual(t, scr, "the projector at the lesson's first stop", `document.getElementById('lesson-stop').textContent`, stopOf(1), 10*time.Second)
			waitFor(t, pres, "the next stop's note", fmt.Sprintf(`document.getElementById('present-next').textContent.includes(%q)`, les.Stops[1].Note), 10*time.Second)
			click(t, pres, "lesson-next")
			waitEqual(t, scr, "the projector at the lesson's second stop", `document.getElementById('lesson-stop').textContent`, stopOf(2), 10*time.Second)
			waitEqual(t, scr, "the projector's note", `document.getElementById('lesson-note').textContent`, les.Stops[1].Note, 10*time.Second)
			screenshot(t, pres, "present-presenter-"+string(l))
			screenshot(t, scr, "present-screen-"+string(l))
			for _, w := range []struct {
				ctx  context.Context
				name string
			}{{pres, "presenter"}, {scr, "screen"}} {
				if l == ui.Chinese { // the bar's structure is the same in both languages
					loadAxe(t, w.ctx)
					checkAxe(t, w.ctx, "the "+w.name+"'s window", "a11y-present-"+w.name+"-"+string(l))
				}
			}

			// Stop presenting (or the presenter's window closed): the
			// projector's window is alone again, and gives its controls back
			// when asked.
			if l == ui.English {
				click(t, pres, "present-end")
			} else {
				tb.close()
			}
			waitFor(t, scr, "the projector's word that no presenter drives it", `document.getElementById('present-notice')`, 10*time.Second)
			click(t, scr, "present-end")
			waitFor(t, scr, "the projector's controls", `getComputedStyle(document.getElementById('controls')).display !== 'none' && !new URLSearchParams(location.search).has('present')`, 10*time.Second)
		})
	}
}

// presentMatrix: the projector's window follows the presenter's Steps with
// every algorithm the page offers on the 8-puzzle, IDA* with pattern
// databases on the 15-puzzle, the reduction solver on a 5×5 board, and a
// search Run at 30 expansions a second then paused: each time it shows
// the same count and the same board.
func presentMatrix(t *testing.T, pres, scr context.Context) {
	t.Helper()
	const shown = `document.getElementById('stat-expanded').textContent + ' ' + document.getElementById('main-board').dataset.board + ' ' + document.getElementById('run-state').className`
	step := func(what string) {
		t.Helper()
		before := eval[string](t, pres, `document.getElementById('stat-expanded').textContent`)
		click(t, pres, "step")
		waitFor(t, pres, what+": the presenter's step", fmt.Sprintf(`document.getElementById('stat-expanded').textContent !== %q && !document.getElementById('run-state').classList.contains('searching')`, before), 60*time.Second)
		waitEqual(t, scr, what+": the projector's window", shown, eval[string](t, pres, shown), 10*time.Second)
	}
	click(t, pres, "reset") // the search before ran to its end
	waitFor(t, scr, "the projector's window reset", `document.getElementById('run-state').classList.contains('ready')`, 10*time.Second)
	for _, algo := range eval[[]string](t, pres, `[...document.getElementById('algo-select').options].map(o => o.value)`) {
		setValue(t, pres, "algo-select", algo)
		waitFor(t, scr, algo+": the projector's settings", fmt.Sprintf(`new URLSearchParams(location.search).get('algo') === %q`, algo), 10*time.Second)
		step(algo)
		step(algo)
	}
	for _, c := range []struct{ size, algo, h string }{{"4x4", "idastar", "pdb"}, {"5x5", "reduce", ""}} {
		setValue(t, pres, "size-select", c.size)
		setValue(t, pres, "algo-select", c.algo)
		if c.h != "" {
			waitFor(t, pres, c.algo+"'s heuristic menu", `document.getElementById('h-select')`, 5*time.Second) // drawn once the algorithm is
			setValue(t, pres, "h-select", c.h)
		}
		waitFor(t, scr, c.size+": the projector's settings", fmt.Sprintf(`new URLSearchParams(location.search).get('algo') === %q && document.querySelectorAll('#main-board .tile').length === %d`, c.algo, map[string]int{"4x4": 15, "5x5": 24}[c.size]), 10*time.Second)
		step(c.size + " " + c.algo)
	}
	setValue(t, pres, "size-select", "3x3")
	setValue(t, pres, "algo-select", "astar")
	setValue(t, pres, "start-text", "867254301") // 31 moves: A* at 30 a second is still searching when paused
	waitFor(t, scr, "the projector's board", `document.getElementById('main-board').dataset.board === '867254301'`, 10*time.Second)
	setValue(t, pres, "speed", "30") // flat out since the solution's player above
	waitFor(t, scr, "the projector's pace", `new URLSearchParams(location.search).get('speed') === '30'`, 10*time.Second)
	click(t, pres, "run")
	waitFor(t, pres, "a paced run", `+document.getElementById('stat-expanded').textContent >= 5`, 10*time.Second)
	click(t, pres, "run") // Pause
	waitFor(t, pres, "the presenter's search paused", `document.getElementById('run-state').classList.contains('paused')`, 10*time.Second)
	waitEqual(t, scr, "the projector's window after a paced run, paused", shown, eval[string](t, pres, shown), 10*time.Second)
}
