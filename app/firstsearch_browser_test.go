//go:build !(js && wasm)

package main

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"slidelab/app/search"
)

// firstSearchJS runs the page's search flat out, 700 ms later clicks the
// chart's tab and then Pause, and resolves with what it measured: the
// longest gap between frames from Run to the pause, how long the tab and
// the pause each took to show (from the click to the next frame after the
// page changed: a MutationObserver sees the change), and when the first
// expansion showed (-1: not before Pause).
// A tab or a pause not shown within 10 s, or a search that ended before
// Pause, resolves it at once with what the page shows (stuck).
const firstSearchJS = `new Promise(resolve => {
	let last = performance.now(), gap = 0, on = true;
	const frame = (now) => { gap = Math.max(gap, now - last); last = now; if (on) requestAnimationFrame(frame); };
	requestAnimationFrame(frame);
	const stuck = (what) => { on = false; resolve({stuck: what + ': run state "' + state() +
		'", chart tab selected ' + document.getElementById('sub-chart').getAttribute('aria-selected') +
		', ' + expanded() + ' expanded, longest frame gap ' + Math.round(gap) + ' ms'}); };
	const shown = (what, check) => new Promise(done => {
		const t0 = performance.now();
		const seen = () => { o.disconnect(); clearTimeout(late); requestAnimationFrame(() => done(performance.now() - t0)); };
		const o = new MutationObserver(() => check() && seen());
		const late = setTimeout(() => { o.disconnect(); stuck(what + ' not shown after 10 s'); }, 10000);
		o.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
		if (check()) seen();
	});
	const state = () => document.getElementById('run-state').className;
	const expanded = () => +document.getElementById('stat-expanded').textContent.replaceAll(',', '');
	const t0 = performance.now();
	let first = -1;
	const watch = () => { if (expanded() > 0) first = performance.now() - t0; else if (on) setTimeout(watch, 5); };
	document.getElementById('run').click();
	watch();
	setTimeout(async () => {
		const running = state().includes('searching');
		document.getElementById('sub-chart').click();
		const tab = await shown('the chart tab', () => document.getElementById('sub-chart').getAttribute('aria-selected') === 'true');
		if (!state().includes('searching')) return stuck('the search ended before Pause');
		document.getElementById('run').click();
		const pause = await shown('the pause', () => state().includes('paused'));
		on = false;
		resolve({running, tab, pause, gap, first, expanded: expanded()});
	}, 700);
})`

// firstSearch is what firstSearchJS measures.
type firstSearch struct {
	Running                bool
	Tab, Pause, Gap, First float64 // ms
	Expanded               int
	Stuck                  string // why nothing was measured: what the page showed instead
}

// TestBrowserFirstSearch: the first search after a first visit (a fresh
// browser) runs in the search worker while the page answers: Run, a tab
// and Pause all take, and the moment shown when Pause was pressed is where
// the search stays (Run pressed the moment the page is ready, before the
// rehearsal). Timed with SLIDELAB_RUNS=n (make bench-browser), not in make
// test: Run pressed as a visitor would, after reading the page for 2 s (it
// has rehearsed its panels by then), over n visits (5 at least), the
// medians of the longest frame gap, of the tab's time to show and of
// Pause's must each be at most 150 ms, a generous bound (the target is
// 50 ms; medians of 8 here: gaps 17 ms, the tab 21–26, Pause 20–28); Run
// pressed at once is measured, not bounded (medians of 8: gaps 23–33 ms,
// the tab 22–30, Pause 35–37).
func TestBrowserFirstSearch(t *testing.T) {
	s := serveSite(t, "")
	waits := []time.Duration{0}
	if os.Getenv("SLIDELAB_RUNS") != "" { // a measurement
		waits = append(waits, 2*time.Second)
	}
	for _, wait := range waits {
		name := fmt.Sprintf("run after %v", wait)
		runs := loadRuns(t)
		if wait > 0 {
			runs = max(runs, 5)
		}
		t.Run(name, func(t *testing.T) {
			var gaps, pauses, tabs []time.Duration
			for run := 0; run < runs; run++ {
				m := firstSearchOnce(t, s, wait)
				ms := func(v float64) time.Duration { return time.Duration(v * float64(time.Millisecond)) }
				gaps, tabs, pauses = append(gaps, ms(m.Gap)), append(tabs, ms(m.Tab)), append(pauses, ms(m.Pause))
			}
			t.Logf("first search, %s, medians of %d: longest frame gap %v, tab %v, Pause %v", name, len(gaps), median(gaps), median(tabs), median(pauses))
			if wait == 0 {
				return
			}
			for _, m := range []struct {
				what string
				took []time.Duration
			}{{"longest frame gap", gaps}, {"chart tab's time to show", tabs}, {"Pause's time to show", pauses}} {
				if median(m.took) > 150*time.Millisecond {
					t.Errorf("the first search's %s, median of %d visits, is %v: want at most 150 ms (each: %v)", m.what, len(m.took), median(m.took), m.took)
				}
			}
		})
	}
}

// firstSearchOnce measures the first search in a fresh browser, Run
// pressed wait after the page is ready.
func firstSearchOnce(t *testing.T, s *servedSite, wait time.Duration) firstSearch {
	ctx, quit := newBrowser(t, 1280, 720, 3*time.Minute)
	defer quit()
	// IDA* with Manhattan on Korf's 15-puzzle 88 (billions of expansions),
	// up to the largest budget: half a billion expansions, 20 s of search
	// in the worker here, far beyond the Pause. (BFS, with 500,000, ended
	// before it once the search got faster.)
	open(t, ctx, s.url+"/?start=15+2+12+11+14+13+9+5+1+3+8+7+0+10+6+4&goal=blank-first&algo=idastar&h=manhattan&budget=500000000&speed=max")
	time.Sleep(wait)
	// The script resolves within about 11 s unless the page's thread is
	// held: then the page does not answer at all.
	within, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	m := eval[firstSearch](t, within, firstSearchJS)
	if m.Stuck != "" {
		t.Fatalf("the first search: %s", m.Stuck)
	}
	t.Logf("first expansion shown after %.0f ms, longest frame gap %.0f ms, chart tab shown after %.0f ms, paused after %.0f ms at expansion %d",
		m.First, m.Gap, m.Tab, m.Pause, m.Expanded)
	if !m.Running {
		t.Fatalf("the search was not running 700 ms after Run (%+v)", m)
	}
	if got := text(t, ctx, "run-state"); got != "paused" {
		t.Errorf("after Pause the state is %q", got)
	}
	// The moment shown when Pause was pressed is where the search stays.
	time.Sleep(300 * time.Millisecond)
	if got := eval[int](t, ctx, `+document.getElementById('stat-expanded').textContent.replaceAll(',', '')`); got != m.Expanded {
		t.Errorf("paused at expansion %d, then the page showed %d", m.Expanded, got)
	}
	return m
}

// TestBrowserWithoutWorker: where the search worker cannot start (its
// script is missing here), the page searches on its own thread: Run,
// Pause, Step back and the answer all work as with the worker.
func TestBrowserWithoutWorker(t *testing.T) {
	s := serveSite(t, "")
	worker := search.WorkerJS
	s.missing.Store(&worker)
	ctx := screen(t, 1280, 720)
	open(t, ctx, s.url+"/?start=867254301&goal=standard&algo=astar&speed=max")
	if got := solveOnPage(t, ctx); got != "Solved in 31 moves · optimal" {
		t.Errorf("result = %q", got)
	}
	expanded := text(t, ctx, "stat-expanded")
	click(t, ctx, "back")
	waitFor(t, ctx, "a step back", `document.getElementById('stat-expanded').textContent !== `+strconv.Quote(expanded), 5*time.Second)
	if got := text(t, ctx, "run-state"); got != "paused" {
		t.Errorf("after a step back the state is %q", got)
	}
	// A comparison, too, runs on the page's thread.
	click(t, ctx, "tab-compare")
	click(t, ctx, "compare-heuristics")
	waitFor(t, ctx, "the comparison", `document.querySelectorAll('#compare-table tbody tr').length === 6 && document.getElementById('compare-heuristics').textContent === 'Compare heuristics (A*)'`, time.Minute)
	for _, r := range eval[[]string](t, ctx, `[...document.querySelectorAll('#compare-table tbody tr')].map(r => [...r.children].map(c => c.textContent).join('|'))`) {
		if !strings.Contains(r, "|31|") || !strings.Contains(r, "optimal") {
			t.Errorf("compare row %q: want 31 moves, optimal", r)
		}
	}
}

// fontsJS lists the fonts the page's text is laid out in (style, weight,
// size, family), alone and with each character outside ASCII drawn in it
// (a glyph the font lacks makes the browser load another font for it;
// Chinese characters count as one), each with an example of its text.
const fontsJS = `(() => {
	const fonts = {};
	const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	for (let n = walk.nextNode(); n; n = walk.nextNode()) {
		const el = n.parentElement;
		if (!el || !n.textContent.trim() || el.closest('noscript, script, style')) continue;
		const cs = getComputedStyle(el);
		const font = [cs.fontStyle, cs.fontWeight, cs.fontSize, cs.fontFamily].join(' ');
		const example = el.tagName + '.' + el.className + ': ' + n.textContent.trim().slice(0, 30);
		fonts[font] ??= example;
		for (let ch of n.textContent) {
			if (/\p{Script=Han}/u.test(ch)) ch = 'Chinese'; // one CJK font draws them all
			if (ch.codePointAt(0) > 127 && ch.trim()) fonts[font + ' with ' + ch] ??= example;
		}
	}
	return fonts;
})()`

// TestBrowserSearchNeedsNoNewFont: every font the search panels use is
// loaded with the page (fontWarmer), so that the first search's first
// frames wait for no font. At the page a 1280×720 window gives (1280×577):
// at a page of 1280×720 the board grows from 305 to 352 px when a search
// starts (the panels below it at rest give way), and its numbers take a
// size the page at rest has not drawn (49.3 px against 42.7), which the
// warmer, one size of each font, cannot foresee.
func TestBrowserSearchNeedsNoNewFont(t *testing.T) {
	s := serveSite(t, "")
	for _, lang := range []string{"en", "zh"} {
		t.Run(lang, func(t *testing.T) {
			ctx := screen(t, 1280, 577)
			open(t, ctx, s.url+"/?start=12+15+2+6+1+14+4+8+5+3+7+0+10+13+9+11&goal=blank-first&algo=bfs&speed=max&lang="+lang)
			atRest := eval[map[string]string](t, ctx, fontsJS)
			used := map[string]string{}
			look := func(view string) {
				for font, example := range eval[map[string]string](t, ctx, fontsJS) {
					used[font] = view + ": " + example
				}
			}
			click(t, ctx, "run")
			waitFor(t, ctx, "a report", `+document.getElementById('stat-expanded').textContent.replaceAll(',', '') > 0`, 20*time.Second)
			click(t, ctx, "run")
			waitFor(t, ctx, "the pause", `document.getElementById('run-state').className.includes('paused')`, 5*time.Second)
			look("explain")
			for _, sub := range []string{"chart", "tree", "heur"} {
				click(t, ctx, "sub-"+sub)
				waitEqual(t, ctx, "the "+sub+" tab", `document.getElementById('sub-`+sub+`').getAttribute('aria-selected')`, "true", 5*time.Second)
				look(sub)
			}
			if len(atRest) < 5 {
				t.Fatalf("the page at rest lists only these fonts: %v", atRest)
			}
			for font, where := range used {
				if _, ok := atRest[font]; !ok {
					t.Errorf("the search panels use %q (%s), which the page at rest does not: add it to fontWarmer", font, where)
				}
			}
		})
	}
}
