//go:build !wasm

package main

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/solver"
)

func TestVerdictExplainsParity(t *testing.T) {
	start, _ := solver.Parse("123456870")
	v := &solvabilityPanel{Lang: ui.English, Check: solver.CheckSolvable(start, solver.Standard(3, 3)), Optimal: -1}
	disp := app.NewClientTester(v)
	defer disp.Close()
	for _, tc := range []app.TestUIDescriptor{
		{Path: app.TestPath(0, 0, 1), Expected: app.Text("Unsolvable")},
		{Path: app.TestPath(0, 2, 1, 0), Expected: app.Text("Each move keeps the parity of the number of inversions (pairs of tiles out of order, read row by row, blank ignored) when the width is odd. Start: 1 inversion (odd). Goal: 0 inversions (even). Different parity: no sequence of moves reaches the goal.")},
	} {
		if err := app.TestMatch(v, tc); err != nil {
			t.Error(err)
		}
	}
	even, _ := solver.Parse("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0")
	v = &solvabilityPanel{Lang: ui.Chinese, Check: solver.CheckSolvable(even, solver.Standard(4, 4)), Optimal: -1}
	disp = app.NewClientTester(v)
	defer disp.Close()
	if err := app.TestMatch(v, app.TestUIDescriptor{Path: app.TestPath(0, 2, 1, 0),
		Expected: app.Text("宽度为偶数时，每一步都不改变“逆序对数 + 空格所在行号”的奇偶性（行号从上往下数，从 1 开始）。起始状态：1 + 4（空格所在行）= 5（奇数）；目标状态：0 + 4（空格所在行）= 4（偶数）。奇偶性不同：无论怎样移动都无法到达目标状态。")}); err != nil {
		t.Error(err)
	}
}

func TestPlayerButtons(t *testing.T) {
	path := []solver.Move{{Dir: solver.Right, Tile: 5}, {Dir: solver.Down, Tile: 8}}
	p := &replayPanel{Lang: ui.English, Path: path, At: 0}
	disp := app.NewClientTester(p)
	defer disp.Close()
	if err := app.TestMatch(p, app.TestUIDescriptor{Path: app.TestPath(0, 3, 0), Expected: app.Span().ID("move-of").Text("Move 0 of 2")}); err != nil {
		t.Error(err)
	}
	want := `<ol id="moves" class="moves">` +
		`<li class="move" title="tile 5"><button data-at="1" aria-label="Move 1 of 2: right"><span class="arrow">→</span><span class="letter">R</span></button></li>` +
		`<li class="move" title="tile 8"><button data-at="2" aria-label="Move 2 of 2: down"><span class="arrow">↓</span><span class="letter">D</span></button></li></ol>`
	if got := movesHTML(ui.English, path); got != want {
		t.Errorf("the move list:\n%s\nwant\n%s", got, want)
	}
	if got := movesHTML(ui.Chinese, path[:1]); !strings.Contains(got, `<span class="letter">右</span>`) {
		t.Errorf("the move list in Chinese: %s", got)
	}
}

// TestPhaseJumps: on a reduction's path whose phases end at moves 4, 4 (a
// phase that moved nothing), 9 and 12 (the finish, at the goal), the
// buttons go to the phase ended before the board shown and the next.
func TestPhaseJumps(t *testing.T) {
	ends := []int{4, 4, 9, 12}
	for _, c := range []struct{ at, prev, prevAt, next, nextAt int }{
		{0, 0, 0, 1, 4}, {3, 0, 0, 1, 4}, {4, 0, 0, 3, 9}, {5, 2, 4, 3, 9}, {9, 2, 4, 4, 12}, {10, 3, 9, 4, 12}, {12, 3, 9, 0, 0},
	} {
		prev, prevAt, next, nextAt := phaseJumpsAt(ends, c.at)
		if prev != c.prev || prevAt != c.prevAt || next != c.next || nextAt != c.nextAt {
			t.Errorf("at %d: previous phase %d (move %d), next %d (move %d); want %d (%d), %d (%d)", c.at, prev, prevAt, next, nextAt, c.prev, c.prevAt, c.next, c.nextAt)
		}
	}
}

// BenchmarkSmallBoard is the markup of one of the open list's boards (the
// list draws eight at every report of a search).
func BenchmarkSmallBoard(b *testing.B) {
	board, _ := solver.Parse("12 15 2 6 1 14 4 8 5 3 7 0 10 13 9 11")
	goal := solver.Standard(4, 4)
	for b.Loop() {
		ui.SmallBoard(board, goal, "Open", ui.English)
	}
}

// BenchmarkChart renders the chart of a search's 240 points (at every
// report while it is shown).
func BenchmarkChart(b *testing.B) {
	var s search.Series
	for i := range search.ChartPoints {
		s.Points = append(s.Points, search.ChartPoint{X: i * 1000, Open: 7 * i * i, Closed: 1000 * i})
	}
	c := &chartPanel{Lang: ui.English, Data: s, Total: search.ChartPoints * 1000}
	for b.Loop() {
		c.Render()
	}
}

func TestAppendTenths(t *testing.T) {
	for v, want := range map[float64]string{0: "0.0", 2: "2.0", 0.04: "0.0", 0.06: "0.1", 9.96: "10.0", 190.15001: "190.2", 592: "592.0"} {
		if got := string(appendTenths(nil, v)); got != want {
			t.Errorf("appendTenths(%g) = %s, want %s", v, got, want)
		}
	}
}

// TestTrimFloat: f, g and h as the panels write them.
func TestTrimFloat(t *testing.T) {
	for f, want := range map[float64]string{0: "0", 12: "12", 12.5: "12.5", 12.04: "12", 12.96: "13", 7.25: "7.3", 100.1: "100.1"} {
		if got := ui.TrimFloat(f); got != want {
			t.Errorf("ui.TrimFloat(%v) = %q, want %q", f, got, want)
		}
	}
}

// TestStateBadge: a search that ended at its budget says so, not
// "finished"; one waiting for its tables says that.
func TestStateBadge(t *testing.T) {
	for _, c := range []struct {
		state     runState
		preparing bool
		outcome   solver.Outcome
		en, zh    string
	}{
		{stateFinished, false, solver.Solved, ">finished<", ">已结束<"},
		{stateFinished, false, solver.LimitReached, ">stopped at its budget<", ">因达到预算而停止<"},
		{stateReady, true, solver.Running, ">building the tables first<", ">正在构建模式数据库<"},
	} {
		en, zh := app.HTMLString(stateBadge(ui.English, c.state, c.preparing, c.outcome)), app.HTMLString(stateBadge(ui.Chinese, c.state, c.preparing, c.outcome))
		if !strings.Contains(en, c.en) || !strings.Contains(zh, c.zh) {
			t.Errorf("%v, preparing %v, %v: %s / %s, want %s / %s", c.state, c.preparing, c.outcome, en, zh, c.en, c.zh)
		}
	}
}

// TestClosedFull: the depth-first searches' closed count says when their
// table is full, and what follows.
func TestClosedFull(t *testing.T) {
	st := solver.Stats{Closed: solver.MaxSeen, Full: true}
	if got := explain.ClosedCount(ui.English, st); got != "2,097,152 (full)" {
		t.Errorf("closed, full: %q", got)
	}
	if got := explain.ClosedCount(ui.Chinese, st); got != "2,097,152（已满）" {
		t.Errorf("closed, full (zh): %q", got)
	}
	if got := explain.ClosedCount(ui.English, solver.Stats{Closed: 12}); got != "12" {
		t.Errorf("closed: %q", got)
	}
	p := &statsPanel{Lang: ui.English, Algo: solver.Algorithms[0], Snap: search.Snapshot{}}
	p.Snap.Stats = st
	for _, a := range solver.Algorithms {
		if a.Name == "dfs" {
			p.Algo = a
		}
	}
	disp := app.NewClientTester(p)
	defer disp.Close()
	if err := app.TestMatch(p, app.TestUIDescriptor{Path: app.TestPath(0, 3), Expected: app.P().ID("closed-full").Class("lists").
		Text("The table of boards seen is full (2,097,152 boards): a board reached for the first time from now on is not remembered, so the search may walk it again.")}); err != nil {
		t.Error(err)
	}
}
