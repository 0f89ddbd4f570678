//go:build !(js && wasm)

package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"slidelab/app/play"
	"slidelab/solver"
)

// TestBrowserPlayByHand: play mode on a 3×3 board, from a link: the meter
// exact, a slide the wrong way warned, a hint that names a tile on a
// shortest way, followed; in 中文 too, and nothing cut at 1280×720.
func TestBrowserPlayByHand(t *testing.T) {
	s := serveSite(t, "")
	ctx := screenWithin(t, 1280, 720, time.Minute)
	goal := solver.Standard(3, 3)
	start, err := solver.Parse("123405678") // 14 moves
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "zh"} {
		open(t, ctx, s.url+"/?start=123405678&mode=play&lang="+lang)
		want := map[string]string{"en": "14 moves to the goal (exact)", "zh": "离目标还有 14 步（精确值）"}[lang]
		waitEqual(t, ctx, "the meter", `document.getElementById('hand-meter').textContent`, want, 5*time.Second)
		// The link gives the board the focus: the arrows play at once.
		waitEqual(t, ctx, "the board focused", `document.activeElement.id`, "main-board-wrap", 5*time.Second)
		for _, k := range []struct{ key, board string }{{kb.ArrowLeft, "123450678"}, {kb.ArrowRight, "123405678"}} {
			if err := chromedp.Do(ctx, chromedp.KeyEvent(k.key)); err != nil {
				t.Fatal(err)
			}
			waitEqual(t, ctx, "a tile slid by its arrow", `document.getElementById('main-board').dataset.board`, k.board, 5*time.Second)
		}
		wrong := 0 // the tile whose slide goes the wrong way
		for d := solver.Up; d <= solver.Right; d++ {
			if nb, ok := start.Neighbor(d); ok && play.ExactDistance(nb, goal) == 15 {
				wrong = start.At(nb.Blank())
			}
		}
		eval[bool](t, ctx, fmt.Sprintf(`(document.querySelector('#main-board [data-tile="%d"]').click(), true)`, wrong))
		warn := map[string]string{"en": "⚠ The wrong way: 14 → 15 moves to the goal.", "zh": "⚠ 走远了：离目标从 14 步变成 15 步。"}[lang]
		waitEqual(t, ctx, "the warning", `document.getElementById('hand-status').textContent`, warn, 5*time.Second)
		click(t, ctx, "hand-hint")
		waitFor(t, ctx, "the hint", `/^(Hint|提示)/.test(document.getElementById('hand-status').textContent)`, 5*time.Second)
		status := text(t, ctx, "hand-status")
		hint := mustAtoi(t, strings.FieldsFunc(status, func(r rune) bool { return r < '0' || r > '9' })[0])
		eval[bool](t, ctx, fmt.Sprintf(`(document.querySelector('#main-board [data-tile="%d"]').click(), true)`, hint))
		closer := map[string]string{"en": "Closer: 15 → 14 moves to the goal.", "zh": "更近了：离目标从 15 步变成 14 步。"}[lang]
		waitEqual(t, ctx, "the hint followed", `document.getElementById('hand-status').textContent`, closer, 5*time.Second)
		// The three buttons on one row, with room for a browser's narrower
		// column (Firefox's classic scrollbar: 12–17 px).
		if spare := eval[float64](t, ctx, `(() => { const p = document.getElementById('hand'), s = getComputedStyle(p), b = ['hand-hint', 'hand-restart', 'hand-toggle'].map(id => document.getElementById(id).getBoundingClientRect());
			return b.every(r => r.top === b[0].top) ? p.getBoundingClientRect().right - parseFloat(s.paddingRight) - parseFloat(s.borderRightWidth) - b[2].right : -1 })()`); spare < 24 {
			t.Errorf("%s: play mode's buttons: %.0f px to spare on their row, want 24 (-1: on two rows)", lang, spare)
		}
		readable(t, ctx, lang+" play")
		if lang == "zh" {
			inChinese(t, ctx, "play")
		}
		screenshot(t, ctx, "play-"+lang)
	}
}

// TestBrowserPlayByHand4x4: play mode on a 4×4 board: a lower bound while
// the side worker proves the distance (IDA* with pattern databases, the
// tables built or read first), then exact; a move off the shortest way is
// proved and warned; the hint brings the board back.
func TestBrowserPlayByHand4x4(t *testing.T) {
	s := serveSite(t, "")
	ctx := screenWithin(t, 1280, 720, 2*time.Minute)
	goal := solver.Standard(4, 4)
	start, err := solver.Parse("5 1 3 4/2 0 7 8/9 6 11 12/13 10 14 15") // 8 moves; three of its four go the wrong way
	if err != nil {
		t.Fatal(err)
	}
	d := distance(t, start, goal)
	open(t, ctx, s.url+"/?start=5,1,3,4/2,0,7,8/9,6,11,12/13,10,14,15&mode=play&lang=en")
	waitEqual(t, ctx, "the proof", `document.getElementById('hand-meter').textContent`,
		fmt.Sprintf("%d moves to the goal (exact: proved by IDA* with pattern databases)", d), time.Minute)
	wrong := 0
	for dir := solver.Up; dir <= solver.Right; dir++ {
		if nb, ok := start.Neighbor(dir); ok && distance(t, nb, goal) == d+1 {
			wrong = start.At(nb.Blank())
		}
	}
	if wrong == 0 {
		t.Fatalf("no move of %s goes the wrong way", start)
	}
	eval[bool](t, ctx, fmt.Sprintf(`(document.querySelector('#main-board [data-tile="%d"]').click(), true)`, wrong))
	waitEqual(t, ctx, "the wrong way, proved", `document.getElementById('hand-status').textContent`,
		fmt.Sprintf("⚠ The wrong way: %d → %d moves to the goal.", d, d+1), 30*time.Second)
	waitEqual(t, ctx, "the count", `document.getElementById('hand-moves').textContent`, "Moves: 1 · the wrong way: 1", 5*time.Second)
	click(t, ctx, "hand-hint")
	waitFor(t, ctx, "the hint", `/^Hint/.test(document.getElementById('hand-status').textContent)`, 5*time.Second)
	hint := mustAtoi(t, strings.FieldsFunc(text(t, ctx, "hand-status"), func(r rune) bool { return r < '0' || r > '9' })[0])
	eval[bool](t, ctx, fmt.Sprintf(`(document.querySelector('#main-board [data-tile="%d"]').click(), true)`, hint))
	waitEqual(t, ctx, "the hint followed", `document.getElementById('hand-status').textContent`,
		fmt.Sprintf("Closer: %d → %d moves to the goal.", d+1, d), 5*time.Second)
	readable(t, ctx, "4×4 play")
	screenshot(t, ctx, "play-4x4-en")
}

// distance is b's distance to goal by IDA* with linear conflict: an oracle
// apart from the page's proof (IDA* with pattern databases).
func distance(t *testing.T, b, goal solver.Board) int {
	t.Helper()
	lc, _ := solver.NewHeuristic("linear", goal)
	s, err := solver.New("idastar", solver.Problem{Start: b, Goal: goal}, solver.Options{Heuristic: lc})
	if err != nil {
		t.Fatal(err)
	}
	for s.Step(1<<20) == solver.Running {
	}
	if s.Result().Outcome != solver.Solved {
		t.Fatalf("IDA* found no path from %v", b)
	}
	return len(s.Result().Path)
}
