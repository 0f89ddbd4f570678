//go:build !(js && wasm)

package main

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestBrowserFirstRun: with the defaults, Run shows the search growing (at
// least ten counts of expanded boards on screen before the end), then the
// solution plays on the board by itself.
func TestBrowserFirstRun(t *testing.T) {
	s := serveSite(t, "")
	ctx := screen(t, 1280, 720)
	open(t, ctx, s.url+"/")
	eval[bool](t, ctx, `(window.seen = new Set(), new MutationObserver(() => window.seen.add(document.getElementById('stat-expanded').textContent))
		.observe(document.getElementById('stats'), {subtree: true, childList: true, characterData: true}), true)`)
	click(t, ctx, "run")
	waitFor(t, ctx, "the result", `document.getElementById('result-text')`, 60*time.Second)
	if n := eval[int](t, ctx, `window.seen.size`); n < 10 {
		t.Errorf("the first run showed %d counts of expanded boards, want at least 10", n)
	}
	waitFor(t, ctx, "the solution playing by itself", `document.getElementById('play').textContent === '❚❚ Pause'`, 5*time.Second)
	setValue(t, ctx, "play-pace", "8") // the rest of it at 8 moves a second, not 2: 5 s of the suite's
	waitFor(t, ctx, "the solution played to the goal", `document.getElementById('main-board').dataset.board === '123456780'`, 20*time.Second)
	if got := text(t, ctx, "move-of"); got != "Move 14 of 14" {
		t.Errorf("after playing by itself: %q", got)
	}
}

// TestBrowserRoughEdges: what a walk through the page found, each fixed.
func TestBrowserRoughEdges(t *testing.T) {
	s := serveSite(t, "")
	ctx := ownScreen(t, 1280, 720) // its media emulated below

	// Bad parameters: one banner, its items going as their settings change,
	// and a Dismiss button.
	open(t, ctx, s.url+"/?algo=quantum&speed=fast&w=abc&lang=xx")
	if n := eval[int](t, ctx, `document.querySelectorAll('#problems .problem').length`); n != 1 {
		t.Errorf("%d banners, want one for every refused value", n)
	}
	waitEqual(t, ctx, "refused values", `document.querySelectorAll('#problems li').length`, "4", 5*time.Second)
	setValue(t, ctx, "algo-select", "bfs")
	waitEqual(t, ctx, "the algorithm's problem gone", `document.querySelectorAll('#problems li').length`, "3", 5*time.Second)
	click(t, ctx, "dismiss")
	waitEqual(t, ctx, "the banner dismissed", `document.getElementById('problems').textContent`, "", 5*time.Second)

	// A speed between the menu's steps is shown as it is.
	open(t, ctx, s.url+"/?speed=3")
	if got := eval[string](t, ctx, `document.getElementById('speed').selectedOptions[0].textContent`); got != "3 expansions/s" {
		t.Errorf("speed=3 shows %q", got)
	}

	// The first Tab reaches the skip link, which leads to the controls.
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Tab)); err != nil {
		t.Fatal(err)
	}
	if got := eval[string](t, ctx, `document.activeElement.id + ' ' + document.activeElement.getAttribute('href')`); got != "skip #controls" {
		t.Errorf("first Tab: %q", got)
	}
	// Enter follows it: the focus is on the first control, and the next
	// Tab goes on inside the controls, not back to the tabs.
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter)); err != nil {
		t.Fatal(err)
	}
	waitEqual(t, ctx, "the focus after the skip link", `document.activeElement.id`, "algo-select", 5*time.Second)
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Tab)); err != nil {
		t.Fatal(err)
	}
	if !eval[bool](t, ctx, `!!document.activeElement.closest('#controls')`) {
		t.Errorf("Tab after the skip link went to #%s, outside the controls", eval[string](t, ctx, `document.activeElement.id`))
	}

	// Goal → Custom opens the goal's field, which then sets the goal.
	open(t, ctx, s.url+"/?start=123456708&goal=standard")
	setValue(t, ctx, "goal-select", "custom")
	waitEqual(t, ctx, "the goal field", `document.getElementById('goal-text')?.value`, "123456780", 5*time.Second)
	setValue(t, ctx, "goal-text", "123456078")
	waitEqual(t, ctx, "the custom goal", `document.getElementById('goal-board').dataset.board`, "123456078", 5*time.Second)

	// A bad option stays in its field with the reason; the search keeps the
	// last good value.
	setValue(t, ctx, "opt-budget", "-3")
	waitFor(t, ctx, "the budget's error", `document.getElementById('opt-budget-error')`, 5*time.Second)
	if got := eval[string](t, ctx, `document.getElementById('opt-budget').getAttribute('aria-invalid') + ' ' + document.getElementById('share-link').value.includes('budget')`); got != "true false" {
		t.Errorf("after budget -3: aria-invalid and budget in the link: %q", got)
	}
	setValue(t, ctx, "opt-budget", "5000")
	waitFor(t, ctx, "the error gone", `!document.getElementById('opt-budget-error')`, 5*time.Second)

	// A scramble amount that is not a number is refused, and nothing scrambles.
	setValue(t, ctx, "scramble-mode", "moves")
	waitFor(t, ctx, "the amount field", `document.getElementById('scramble-n')`, 5*time.Second)
	setValue(t, ctx, "scramble-n", "abc")
	waitFor(t, ctx, "the amount's error", `document.getElementById('scramble-n-error')`, 5*time.Second)
	if !eval[bool](t, ctx, `document.getElementById('scramble').disabled`) {
		t.Errorf("Scramble is enabled with a bad amount")
	}

	// Rows typed with spaces, and full-width digits.
	for _, in := range []string{"123 456 780", "１２３４５６７０８"} {
		setValue(t, ctx, "start-text", in)
		want := strings.Map(halfWidthDigit, strings.ReplaceAll(in, " ", ""))
		waitEqual(t, ctx, "the board typed as "+in, `document.getElementById('main-board').dataset.board`, want, 5*time.Second)
	}

	// Typed as fast as keys come, a board loses no key: the field is not
	// written back from the page's state while keys arrive.
	reveal(t, ctx, "start-text")
	eval[bool](t, ctx, `(() => { const e = document.getElementById('start-text'); e.value = ''; e.focus(); return true })()`)
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.ID("start-text"), "2 8 3 1 0 4 7 6 5")); err != nil {
		t.Fatal(err)
	}
	waitEqual(t, ctx, "the board typed fast", `document.getElementById('main-board').dataset.board`, "283104765", 5*time.Second)
	if got := eval[string](t, ctx, `document.getElementById('start-text').value`); got != "2 8 3 1 0 4 7 6 5" {
		t.Errorf("typed fast, the field holds %q", got)
	}
	setValue(t, ctx, "start-text", "123456708")
	waitEqual(t, ctx, "the board typed back", `document.getElementById('main-board').dataset.board`, "123456708", 5*time.Second)

	// A tile that cannot move says why; the board reads row by row.
	click(t, ctx, "tab-lesson")
	eval[bool](t, ctx, `(document.querySelector('#main-board [data-tile="1"]').click(), true)`)
	waitEqual(t, ctx, "the hint", `document.getElementById('board-hint').textContent`, "Only a tile next to the blank can slide.", 5*time.Second)
	if got := eval[string](t, ctx, `document.getElementById('main-board').getAttribute('aria-label')`); got != "Board, 3 rows: 1 2 3; 4 5 6; 7 blank 8" {
		t.Errorf("the board's name: %q", got)
	}

	// Disabled buttons stay readable: 4.5:1 at least.
	contrast := eval[float64](t, ctx, `(() => {
		const lum = c => { const [r, g, b] = c.match(/\d+/g).map(Number).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4 });
			return 0.2126 * r + 0.7152 * g + 0.0722 * b };
		const e = document.getElementById('stop'), s = getComputedStyle(e);
		if (!e.disabled) return 0;
		const [a, b] = [lum(s.color), lum(s.backgroundColor)].sort((x, y) => y - x);
		return (a + 0.05) / (b + 0.05) })()`)
	if contrast < 4.5 {
		t.Errorf("a disabled button's contrast is %.2f:1", contrast)
	}

	// BFS's next boards are siblings, not a move apart: the board changes
	// without sliding and marks the tiles that changed. The chart has its
	// numbers for screen readers.
	open(t, ctx, s.url+"/?start=123405678&goal=standard&algo=bfs")
	showChart(t, ctx)
	for i := range 3 {
		click(t, ctx, "step")
		waitEqual(t, ctx, "a step", `document.getElementById('stat-expanded').textContent`, strconv.Itoa(i+1), 5*time.Second)
	}
	if got := eval[string](t, ctx, `document.getElementById('main-board').classList.contains('jump') + ' ' + (document.querySelectorAll('#main-board .changed').length > 0)`); got != "true true" {
		t.Errorf("a jump to an unrelated board: jump and changed marks %q", got)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#chart-table tbody tr').length`); n != 3 {
		t.Errorf("the chart's table has %d rows, want 3", n)
	}

	// With reduced motion asked for, tiles do not slide.
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}}); err != nil {
		t.Fatal(err)
	}
	if got := eval[string](t, ctx, `getComputedStyle(document.querySelector('#main-board .tile')).transitionDuration`); got != "0s" {
		t.Errorf("reduced motion: tiles slide for %s", got)
	}

	// The 3×3 pattern databases' size is not "0.0 MB".
	forgetTables(t, ctx) // built, not read back
	open(t, ctx, s.url+"/?start=123405678&goal=standard&algo=astar&h=pdb&speed=max")
	click(t, ctx, "run")
	waitFor(t, ctx, "the tables' note", `document.getElementById('tables-note')`, 30*time.Second)
	if got := text(t, ctx, "tables-note"); strings.Contains(got, "0.0 s") || strings.Contains(got, "0.0 MB") {
		t.Errorf("tables note: %q", got)
	}

	// Run on a 15-puzzle that cannot reach its goal says so at once: no
	// pattern databases are built for it first.
	open(t, ctx, s.url+"/?start=2+1+3+4+5+6+7+8+9+10+11+12+13+14+15+0&goal=standard&algo=idastar&h=pdb")
	click(t, ctx, "run")
	waitEqual(t, ctx, "the reason", `document.getElementById('message')?.textContent`, "Different parity: no sequence of moves reaches the goal.", 5*time.Second)
	if got := eval[string](t, ctx, `document.querySelector('#tables, #tables-note')?.textContent ?? ''`); got != "" {
		t.Errorf("Run on an unsolvable 15-puzzle built pattern databases: %q", got)
	}
}

// halfWidthDigit maps a full-width digit to its ASCII form.
func halfWidthDigit(r rune) rune {
	if r >= '０' && r <= '９' {
		return '0' + r - '０'
	}
	return r
}
