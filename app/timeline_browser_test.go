//go:build !(js && wasm)

package main

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"slidelab/solver"
)

// moment reads everything the page shows of the search's moment: the
// counters, the board expanded with g, h, f, the main board, the open list,
// the slider and its line, the chart.
const momentJS = `JSON.stringify({
	stats: [...document.querySelectorAll('dd[id^="stat-"]')].map(d => d.id + '=' + d.textContent),
	ghf: document.getElementById('current-ghf')?.textContent,
	main: document.getElementById('main-board').dataset.board,
	open: [...document.querySelectorAll('#frontier li')].map(li => li.querySelector('.board').dataset.board + ' ' + li.querySelector('.ghf').textContent),
	slider: document.getElementById('scrub')?.value,
	line: document.getElementById('scrub-at')?.textContent,
	chart: [...document.querySelectorAll('#chart polyline')].map(p => p.getAttribute('points')),
})`

// stepTo presses Step until the page shows n expansions.
func stepTo(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	for i := eval[int](t, ctx, `+(document.getElementById('stat-expanded')?.textContent.replaceAll(',', '') ?? 0)`); i < n; i++ {
		click(t, ctx, "step")
		waitFor(t, ctx, fmt.Sprintf("expansion %d", i+1), fmt.Sprintf(`document.getElementById('stat-expanded')?.textContent === '%d'`, i+1), 5*time.Second)
	}
}

// TestBrowserStepBack: Step 5 times and Step back twice reads exactly as a
// fresh page after 3 Steps, and Step again as after 4; the slider and the
// arrow keys move the same cursor.
func TestBrowserStepBack(t *testing.T) {
	s := serveSite(t, "")
	url := s.url + "/?start=513824076&goal=standard&algo=astar&h=manhattan"
	ctx := screen(t, 1400, 1000)
	open(t, ctx, url)
	showChart(t, ctx)
	stepTo(t, ctx, 3)
	after3 := eval[string](t, ctx, momentJS)
	stepTo(t, ctx, 4)
	after4 := eval[string](t, ctx, momentJS)

	open(t, ctx, url) // a fresh page
	showChart(t, ctx)
	stepTo(t, ctx, 5)
	for i := 4; i >= 3; i-- {
		click(t, ctx, "back")
		waitFor(t, ctx, "a step back", fmt.Sprintf(`document.getElementById('stat-expanded').textContent === '%d'`, i), 5*time.Second)
	}
	if got := eval[string](t, ctx, momentJS); got != after3 {
		t.Errorf("5 Steps and 2 back read\n%s\nwant, as after 3 Steps,\n%s", got, after3)
	}
	if got := text(t, ctx, "run-state"); got != "paused" {
		t.Errorf("after Step back: state %q, want paused", got)
	}
	screenshot(t, ctx, "stepped-back")
	click(t, ctx, "step")
	waitFor(t, ctx, "Step after stepping back", `document.getElementById('stat-expanded').textContent === '4'`, 5*time.Second)
	if got := eval[string](t, ctx, momentJS); got != after4 {
		t.Errorf("Step after stepping back reads\n%s\nwant, as after 4 Steps,\n%s", got, after4)
	}

	// The slider to moment 3, then the right arrow: the same moments.
	eval[bool](t, ctx, `(() => { const s = document.getElementById('scrub'); s.value = 3; s.dispatchEvent(new Event('input', {bubbles: true})); return true })()`)
	waitFor(t, ctx, "the slider's moment", `document.getElementById('stat-expanded').textContent === '3'`, 5*time.Second)
	if got := eval[string](t, ctx, momentJS); got != after3 {
		t.Errorf("the slider at 3 reads\n%s\nwant\n%s", got, after3)
	}
	eval[bool](t, ctx, `(document.getElementById('step').focus(), true)`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the right arrow's step", `document.getElementById('stat-expanded').textContent === '4'`, 5*time.Second)
	if got := eval[string](t, ctx, momentJS); got != after4 {
		t.Errorf("→ from moment 3 reads\n%s\nwant\n%s", got, after4)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowLeft)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the left arrow's step back", `document.getElementById('stat-expanded').textContent === '3'`, 5*time.Second)
	if got := eval[string](t, ctx, `document.getElementById('back').getAttribute('aria-label')`); got != "Step back" {
		t.Errorf("the Step back button is named %q", got)
	}

	// Run to the end, then back to the first moment and forward by Latest.
	result := solveOnPage(t, ctx)
	if !strings.HasPrefix(result, "Solved in ") || !strings.HasSuffix(result, "· optimal") {
		t.Errorf("result %q", result)
	}
	click(t, ctx, "to-start")
	waitFor(t, ctx, "moment 0", `document.getElementById('stat-expanded').textContent === '0'`, 5*time.Second)
	if got := eval[string](t, ctx, `document.getElementById('main-board').dataset.board`); got != "513824076" {
		t.Errorf("at moment 0 the board is %s, want the start", got)
	}
	click(t, ctx, "to-latest")
	waitFor(t, ctx, "the end again", fmt.Sprintf(`document.getElementById('result-text')?.textContent === %q`, result), 5*time.Second)
}

// TestBrowserPlayerPauseKeepsCompare: pausing the solution's player during
// a comparison stops the player and nothing else.
func TestBrowserPlayerPauseKeepsCompare(t *testing.T) {
	s := serveSite(t, "")
	ctx := screen(t, 1400, 1100)
	// 28 moves: A* answers at once, the blind searches work for seconds.
	open(t, ctx, s.url+"/?start=5+1+4+7+14+0+2+8+3+6+10+15+9+13+12+11&goal=standard&algo=astar&h=manhattan&autoplay=0")
	if got := solveOnPage(t, ctx); got != "Solved in 28 moves · optimal" { // A* with an admissible heuristic
		t.Fatalf("result %q", got)
	}
	click(t, ctx, "play")
	click(t, ctx, "compare-run")
	waitFor(t, ctx, "the comparison under way", `document.getElementById('compare-run').textContent === 'Stop'`, 5*time.Second)
	click(t, ctx, "play") // Pause
	waitFor(t, ctx, "the player paused", `document.getElementById('play').textContent === '▶ Play'`, 5*time.Second)
	at := text(t, ctx, "move-of")
	if got := text(t, ctx, "compare-run"); got != "Stop" {
		t.Fatalf("after pausing the player, the comparison shows %q, want it still running (Stop)", got)
	}
	waitFor(t, ctx, "a row for every algorithm", fmt.Sprintf(`document.querySelectorAll('#compare-table tbody tr').length === %d && document.getElementById('compare-run').textContent === 'Compare all algorithms'`, len(solver.Algorithms)), 3*time.Minute)
	if got := text(t, ctx, "move-of"); got != at {
		t.Errorf("the paused player moved from %q to %q", at, got)
	}
}
