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

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"slidelab/app/lesson"
	"slidelab/app/ui"
)

// axeJS runs axe-core on the page for WCAG 2.2 A and AA and its best
// practices, and lists each violation as "impact rule (n): where".
const axeJS = `axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']}})
	.then(r => r.violations.map(v => v.impact + ' ' + v.id + ' (' + v.nodes.length + '): ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(' | ')))`

// loadAxe puts axe-core (make browser-test installs the version the
// Makefile pins, from npm: SLIDELAB_AXE) into the page.
func loadAxe(t *testing.T, ctx context.Context) {
	t.Helper()
	path := os.Getenv("SLIDELAB_AXE")
	if path == "" {
		t.Fatal("SLIDELAB_AXE names axe.min.js: make browser-test installs it")
	}
	axe, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, string(axe)+"; true")
}

// checkAxe runs axe-core (loaded: loadAxe) on the page as it is, for what:
// a critical, serious or moderate violation fails t (and the page is
// saved as the screenshot shot); minor ones are logged.
func checkAxe(t *testing.T, ctx context.Context, what, shot string) {
	t.Helper()
	var bad, minor []string
	for _, found := range eval[[]string](t, ctx, axeJS) {
		if strings.HasPrefix(found, "minor ") {
			minor = append(minor, found)
		} else {
			bad = append(bad, found)
		}
	}
	if len(bad) > 0 {
		t.Errorf("%s: %d violations:\n%s", what, len(bad), strings.Join(bad, "\n"))
		screenshot(t, ctx, shot)
	}
	if len(minor) > 0 {
		t.Logf("%s: minor: %s", what, strings.Join(minor, "; "))
	}
}

// TestBrowserAccessible runs axe-core (make browser-test installs the
// version the Makefile pins, from npm) on the page as a class meets it: at
// rest, in 中文, in the projector view, during a search in each view of the lesson's second column,
// "you are the search" at its third level, a four-lane race, play mode on
// a phone, a lesson's stop and the embed. No violation may be critical,
// serious or moderate; minor ones are logged. A choice of "you are the
// search" and of the quiz is named by what it shows (label in name): its
// verb, its board's rows and, where shown, its g, h, f.
func TestBrowserAccessible(t *testing.T) {
	s := serveSite(t, "")
	for _, c := range []struct {
		name, query string
		ready       string // what shows once the page has drawn the case
		w, h        int
		steps       bool // three Steps first
		views       bool // then each view of the lesson's second column
	}{
		{"at rest", "/?start=813402765", `document.getElementById('main-board')`, 1280, 720, false, false},
		{"A*, searching", "/?start=813402765&algo=astar", `document.getElementById('main-board')`, 1280, 720, true, true},
		{"IDA* in 中文, searching", "/?start=813402765&algo=idastar&lang=zh", `document.getElementById('main-board')`, 1280, 720, true, true},
		{"you are the search, level 1", "/?mode=expand&level=1&start=813402765", `document.querySelector('#expand-choices .quiz-choice')`, 1280, 720, false, false},
		{"you are the search", "/?mode=expand&level=3&start=813402765", `document.querySelector('#expand-choices .quiz-choice')`, 1280, 720, false, false},
		{"a four-lane race", "/?race=bfs,astar,idastar,greedy&start=813402765", `document.querySelectorAll('.lane').length === 4`, 1920, 1080, false, false},
		{"play mode on a phone", "/?mode=play", `document.getElementById('hand')`, 390, 844, false, false},
		{"a lesson's stop", "/?lang=zh#lesson=" + lesson.BuiltinLinks()[ui.Chinese][0] + "&stop=2", `document.getElementById('lesson-note')`, 1280, 720, false, false},
		{"the projector view", "/?theme=projector&start=813402765", `document.querySelector('#lab.projector')`, 1280, 720, false, false},
		{"the embed", "/?embed=1&start=813402765", `document.getElementById('main-board')`, 600, 450, true, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := screen(t, c.w, c.h)
			open(t, ctx, s.url+c.query)
			waitFor(t, ctx, c.name, c.ready, 10*time.Second)
			loadAxe(t, ctx)
			for i := 1; c.steps && i <= 3; i++ {
				click(t, ctx, "step")
				waitEqual(t, ctx, "a step", `document.getElementById('stat-expanded')?.textContent`, fmt.Sprint(i), 20*time.Second)
			}
			views := []string{""}
			if c.views {
				views = []string{"explain", "chart", "tree", "heur"}
			}
			for _, v := range views {
				if v != "" {
					click(t, ctx, "sub-"+v)
					waitEqual(t, ctx, "the "+v, `document.getElementById('sub-`+v+`').getAttribute('aria-selected')`, "true", 5*time.Second)
				}
				checkAxe(t, ctx, c.query+" "+v, "a11y-"+strings.ReplaceAll(c.name, " ", "-")+"-"+v)
			}
			if !strings.Contains(c.query, "mode=expand") {
				return
			}
			want := "Expand Board, 3 rows: 8 1 3; 4 blank 2; 7 6 5"
			if strings.Contains(c.query, "level=1") {
				want += " f=10 g=0 h=10"
			}
			if got := eval[string](t, ctx, `(() => { axe.setup(document); try { return axe.commons.text.accessibleTextVirtual(axe.utils.getNodeFromTree(document.querySelector('#expand-choices .quiz-choice'))) } finally { axe.teardown() } })()`); got != want {
				t.Errorf("%s: a choice is named %q, want %q", c.query, got, want)
			}
		})
	}
}

// contrastJS measures, in the page, the colours of a tile on its goal cell
// (its face: the span of a board's tile, or a flat board's tile itself)
// against a tile off it: their faces' contrast, its number's against its
// face, and the width of the dot in its corner (its ::after), as
// "faces numbers dot"; sel is the board's selector.
const contrastJS = `((sel) => {
	const lum = c => { const [r, g, b] = c.match(/[\d.]+/g).slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4 }); return 0.2126 * r + 0.7152 * g + 0.0722 * b };
	const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05) };
	const face = t => t.querySelector('span') || t;
	const home = face(document.querySelector(sel + ' .tile.home')), away = face(document.querySelector(sel + ' .tile:not(.home)'));
	const h = getComputedStyle(home), a = getComputedStyle(away), dot = getComputedStyle(home, '::after');
	return ratio(h.backgroundColor, a.backgroundColor).toFixed(2) + ' ' + ratio(h.color, h.backgroundColor).toFixed(2) + ' ' + (dot.content === 'none' ? 0 : parseFloat(dot.width));
})`

// homeApart fails t unless, on the board sel, a tile on its goal cell is
// 3 : 1 against one off it at least, its number 4.5 : 1 on its face, and
// it has a dot (contrastJS); what names the case.
func homeApart(t *testing.T, ctx context.Context, what, sel string) {
	t.Helper()
	var faces, number, dot float64
	if _, err := fmt.Sscan(eval[string](t, ctx, contrastJS+"("+strconv.Quote(sel)+")"), &faces, &number, &dot); err != nil {
		t.Fatal(err)
	}
	if faces < 3 || number < 4.5 || dot <= 0 {
		t.Errorf("%s %s: a tile on its goal cell against one off it %.2f : 1 (want 3 at least), its number %.2f : 1 (want 4.5), its dot %.1f px wide", what, sel, faces, number, dot)
	}
}

// blackOnWhite fails t unless a plain tile of the main board has a 4 px
// black edge and the page's text is black on white; what names the case.
func blackOnWhite(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	got := eval[string](t, ctx, `(s => s.borderTopWidth + ' ' + s.borderTopColor + ' ' + getComputedStyle(document.body).color + ' ' + getComputedStyle(document.documentElement).backgroundColor)(getComputedStyle(document.querySelector('#main-board .tile:not(.home) span')))`)
	if got != "4px rgb(0, 0, 0) rgb(0, 0, 0) rgb(255, 255, 255)" {
		t.Errorf("%s: a plain tile's edge, the text and the page: %q, want 4px black, black on white", what, got)
	}
}

// TestBrowserHomeTile: a tile on its goal cell is told apart from one off
// it by more than a hue, on the main board and on the open list's small
// boards: their faces 3 : 1 apart at least, its number 4.5 : 1 on its face,
// and a dot in its corner, on a picture too (where the legend says so).
func TestBrowserHomeTile(t *testing.T) {
	s := serveSite(t, "")
	ctx := screen(t, 1280, 720)
	for _, lang := range []string{"en", "zh"} {
		open(t, ctx, s.url+"/?start=123405786&algo=astar&lang="+lang)
		click(t, ctx, "step")
		// The step drawn first: a click lands where its button is, and the
		// step's drawing moves the tabs (a run under load lost this click).
		waitEqual(t, ctx, "the step", `document.getElementById('stat-expanded')?.textContent`, "1", 10*time.Second)
		click(t, ctx, "sub-chart")
		waitFor(t, ctx, "the open list", `document.querySelector('#frontier .tile.home')`, 10*time.Second)
		for _, board := range []string{"#main-board", "#frontier"} {
			homeApart(t, ctx, lang, board)
		}
	}
	open(t, ctx, s.url+"/?start=123405786&pic=panda")
	if dot := eval[float64](t, ctx, `parseFloat(getComputedStyle(document.querySelector('#main-board .tile.home span'), '::after').width) || 0`); dot <= 0 {
		t.Error("on a picture, a tile on its goal cell has no dot")
	}
	if got := text(t, ctx, "board-legend"); got != "A dot: the tile is on its goal cell" {
		t.Errorf("the legend on a picture: %q", got)
	}
}

// TestBrowserAskedContrast: a reader who asks for more contrast gets black
// on white and thick tile edges (the page white too), a tile on its goal cell still 3 : 1 apart
// with its dot; in forced colours (Windows' high contrast), where the
// browser paints every background one colour, that tile keeps its dot,
// in the text's colour, and a double edge.
func TestBrowserAskedContrast(t *testing.T) {
	s := serveSite(t, "")
	ctx := ownScreen(t, 1280, 720) // its media emulated
	media := func(name string) {
		if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: name, Value: map[string]string{"prefers-contrast": "more", "forced-colors": "active"}[name]}}}); err != nil {
			t.Fatal(err)
		}
	}
	media("prefers-contrast")
	open(t, ctx, s.url+"/?start=123405786")
	homeApart(t, ctx, "more contrast", "#main-board")
	blackOnWhite(t, ctx, "more contrast")
	media("forced-colors")
	open(t, ctx, s.url+"/?start=123405786")
	got := eval[string](t, ctx, `(el => { const s = getComputedStyle(el), d = getComputedStyle(el, '::after');
		return s.borderTopStyle + ' ' + (d.content !== 'none' && parseFloat(d.width) > 0 && d.backgroundColor !== s.backgroundColor) })(document.querySelector('#main-board .tile.home span'))`)
	if got != "double true" {
		t.Errorf("forced colours: a tile on its goal cell's edge and dot %q, want a double edge and a dot of another colour than its face", got)
	}
}

// TestBrowserProjectorView: the Set up tab's box turns the
// projector view on (black on white, 4 px tile edges, the home tile still
// apart with its dot) and off, the address follows, and a lesson's stops
// keep the reader's view.
func TestBrowserProjectorView(t *testing.T) {
	s := serveSite(t, "")
	ctx := screen(t, 1280, 720)
	open(t, ctx, s.url+"/?start=123405786&lang=zh")
	click(t, ctx, "projector")
	waitEqual(t, ctx, "the projector view", `document.getElementById('lab').classList.contains('projector') + ' ' + document.getElementById('projector').checked + ' ' + location.search.includes('theme=projector')`, "true true true", 5*time.Second)
	homeApart(t, ctx, "the projector view", "#main-board")
	blackOnWhite(t, ctx, "the projector view")
	click(t, ctx, "tab-lesson")
	screenshot(t, ctx, "projector-zh")
	open(t, ctx, s.url+"/?theme=projector#lesson="+lesson.BuiltinLinks()[ui.English][0])
	click(t, ctx, "lesson-next")
	waitFor(t, ctx, "the lesson's second stop", `location.hash.includes('stop=2')`, 5*time.Second)
	if got := eval[string](t, ctx, `document.getElementById('lab').classList.contains('projector') + ' ' + location.search.includes('theme=projector')`); got != "true true" {
		t.Errorf("at a lesson's second stop, the projector view and the address: %s", got)
	}
	click(t, ctx, "projector")
	waitEqual(t, ctx, "the usual view", `document.getElementById('lab').classList.contains('projector') + ' ' + location.search.includes('theme')`, "false false", 5*time.Second)
}

// TestBrowserTouchTargets: on a touch screen (pointer: coarse) every
// control shown is at least 24 × 24 CSS px, in the lesson at rest, a
// lesson's stop, "you are the search", play mode, the Set up tab and the
// author mode.
func TestBrowserTouchTargets(t *testing.T) {
	s := serveSite(t, "")
	ctx := ownScreen(t, 1280, 800) // a touch screen emulated
	if _, err := chromedp.Call(ctx, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5}); err != nil {
		t.Fatal(err)
	}
	const small = `[...document.querySelectorAll('button, select, summary, a.button, input, textarea, .file-button')]
		.filter(e => e.checkVisibility() && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.font-warm, .sr-only'))
		.map(e => [e, e.getBoundingClientRect()]).filter(([e, r]) => r.width > 0 && (r.width < 23.5 || r.height < 23.5))
		.map(([e, r]) => (e.id || e.className || e.tagName) + ' ' + Math.round(r.width) + '×' + Math.round(r.height))`
	for _, c := range []struct{ name, query string }{
		{"at rest", "/?start=813402765"},
		{"a lesson's stop", "/?lang=zh#lesson=" + lesson.BuiltinLinks()[ui.Chinese][0] + "&stop=4"},
		{"you are the search", "/?start=813402765&mode=expand&level=3"},
		{"play mode", "/?start=813402765&mode=play"},
	} {
		open(t, ctx, s.url+c.query)
		if !eval[bool](t, ctx, `matchMedia('(pointer: coarse)').matches`) {
			t.Fatal("not a touch screen: (pointer: coarse) does not match")
		}
		if c.name == "a lesson's stop" {
			waitFor(t, ctx, "the stop's quiz", `document.querySelector('#quiz.panel')`, 10*time.Second)
			click(t, ctx, "lesson-edit")
			waitFor(t, ctx, "the author mode", `!!document.getElementById('author-look-1')`, 5*time.Second)
		}
		if got := eval[[]string](t, ctx, small); len(got) > 0 {
			t.Errorf("%s: targets under 24 × 24 px: %v", c.name, got)
		}
		if c.name == "at rest" {
			click(t, ctx, "tab-setup")
			if got := eval[[]string](t, ctx, small); len(got) > 0 {
				t.Errorf("the Set up tab: targets under 24 × 24 px: %v", got)
			}
		}
	}
}

// TestBrowserFocusBelowBar: where the page scrolls (a window 800 px wide)
// the lesson's bar stays at the top, and each control Tab and Shift+Tab
// reach is shown above it (the page's head) or below it, never under it.
func TestBrowserFocusBelowBar(t *testing.T) {
	s := serveSite(t, "")
	ctx := screen(t, 800, 900)
	open(t, ctx, s.url+"/?lang=en#lesson="+lesson.BuiltinLinks()[ui.English][0]+"&stop=2")
	waitFor(t, ctx, "stop 2", `document.getElementById('lab').dataset.look === 'open'`, 10*time.Second)
	if got := eval[string](t, ctx, `getComputedStyle(document.getElementById('lesson-bar')).position`); got != "sticky" {
		t.Fatalf("the bar is %s, want sticky", got)
	}
	below := 0
	for i := range 100 { // down the page, then back up (Shift+Tab): a control the window shows under the bar is not scrolled to
		var mods []chromedp.KeyOption
		if i >= 50 {
			mods = append(mods, chromedp.KeyModifiers(chromedp.ModifierShift))
		}
		if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Tab, mods...)); err != nil {
			t.Fatal(err)
		}
		got := eval[string](t, ctx, `(() => { const e = document.activeElement, bar = document.getElementById('lesson-bar');
			if (!e || e === document.body || bar.contains(e)) return 'bar';
			const r = e.getBoundingClientRect(), b = bar.getBoundingClientRect();
			if (r.bottom <= b.top + 1) return 'above';
			return r.top >= b.bottom - 1 ? 'below' : (e.id || e.tagName) + ' at ' + Math.round(r.top) + '–' + Math.round(r.bottom) + ', the bar ' + Math.round(b.top) + '–' + Math.round(b.bottom) })()`)
		switch got {
		case "below":
			below++
		case "bar", "above": // the page's head, before the bar
		default:
			t.Errorf("Tab %d: %s: under the bar", i+1, got)
		}
		if i == 49 {
			if scrolled := eval[float64](t, ctx, `scrollY`); below < 20 || scrolled < 100 {
				t.Errorf("%d controls reached below the bar, the page scrolled %.0f px: the test did not go down the page", below, scrolled)
			}
			screenshot(t, ctx, "focus-below-bar-800x900")
		}
	}
}
