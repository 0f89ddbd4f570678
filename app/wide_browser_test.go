//go:build !(js && wasm)

package main

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"slidelab/solver"
)

// TestBrowserWide: beyond 4×4. Korf and Felner's first 24-puzzle, opened
// from a link without an algorithm, is solved by the reduction solver: its
// phases narrated step by step, then flat out to the path the solver finds
// natively, said not to be proved shortest, at 1280×720 in English; a
// 10×10 board chosen in the size menu is solved in 中文; an algorithm that
// cannot search a 5×5 board is refused in the address, in 中文. Nothing cut
// or drawn over another, no English on the Chinese page.
func TestBrowserWide(t *testing.T) {
	s := serveSite(t, "")
	ctx := screenWithin(t, 1280, 720, 3*time.Minute)
	start := "14 5 9 2 18/8 23 19 12 17/15 0 10 20 4/6 11 21 1 7/24 3 16 22 13"
	b, err := solver.Parse(start)
	if err != nil {
		t.Fatal(err)
	}
	native, err := solver.Solve("reduce", solver.Problem{Start: b, Goal: solver.GoalPresets[2].Board(5, 5)}, solver.Options{})
	if err != nil || native.Outcome != solver.Solved {
		t.Fatal(err)
	}
	open(t, ctx, s.url+"/?"+url.Values{"start": {start}, "goal": {"blank-first"}, "lang": {"en"}}.Encode())
	if got := eval[string](t, ctx, `document.getElementById('algo-select').value`); got != "reduce" {
		t.Fatalf("a 5×5 link without algo= searches with %q, want the reduction solver", got)
	}
	for i := 1; i <= 3; i++ {
		click(t, ctx, "step")
		waitEqual(t, ctx, "a step", `document.getElementById('stat-expanded').textContent`, fmt.Sprint(i), 10*time.Second)
	}
	waitFor(t, ctx, "the phase told", `document.getElementById('narration').textContent.includes('Phase 1 of 3: row 5. A* places tiles 20, 21, 22, 23, 24')`, 5*time.Second)
	readable(t, ctx, "5×5 at step 3")
	screenshot(t, ctx, "wide-5x5-step")
	want := fmt.Sprintf("Solved in %d moves · not proved shortest", len(native.Path))
	if got := solveOnPage(t, ctx); got != want {
		t.Errorf("the page says %q, want %q (as natively)", got, want)
	}
	waitFor(t, ctx, "the finish told", `document.getElementById('narration').textContent.includes('Phase 3 of 3: the 4×4 left is solved optimally, by IDA* with pattern databases.')`, 5*time.Second)
	if why := text(t, ctx, "result-why"); !strings.HasPrefix(why, "Not proved shortest.") {
		t.Errorf("the result says %q: want it not proved shortest", why)
	}
	readable(t, ctx, "5×5 solved")
	screenshot(t, ctx, "wide-5x5-solved")

	open(t, ctx, s.url+"/?lang=zh")
	setValue(t, ctx, "size-select", "10x10")
	waitEqual(t, ctx, "the 10×10 board", `document.querySelectorAll('#main-board .tile').length`, "99", 5*time.Second)
	if got := eval[string](t, ctx, `document.getElementById('algo-select').value`); got != "reduce" {
		t.Fatalf("a 10×10 board searches with %q, want the reduction solver", got)
	}
	if got := solveOnPage(t, ctx); !strings.HasPrefix(got, "已解出，共 ") {
		t.Errorf("10×10: the page says %q", got)
	}
	// Each tile's number fits its tile.
	if over := eval[int](t, ctx, `[...document.querySelectorAll('#main-board .tile > span')].filter(s => s.scrollWidth > s.clientWidth + 1).length`); over > 0 {
		t.Errorf("10×10: %d tiles' numbers are wider than their tile", over)
	}
	readable(t, ctx, "10×10 solved")
	inChinese(t, ctx, "10×10 solved")
	screenshot(t, ctx, "wide-10x10-zh")

	open(t, ctx, s.url+"/?"+url.Values{"start": {start}, "goal": {"blank-first"}, "algo": {"bfs"}, "lang": {"zh"}}.Encode())
	waitFor(t, ctx, "bfs refused", `document.getElementById('problems').textContent.includes('无法搜索 5×5 的棋盘')`, 5*time.Second)
	if got := eval[string](t, ctx, `document.getElementById('algo-select').value`); got != "reduce" {
		t.Errorf("after BFS was refused the page searches with %q", got)
	}
	inChinese(t, ctx, "bfs refused")
}
