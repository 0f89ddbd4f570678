//go:build !(js && wasm)

package main

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// laneJS reads what lane i shows: its board and its counters.
func laneJS(i int) string {
	return fmt.Sprintf(`(() => { const p = 'stat-lane%d-'; return [document.getElementById('lane-%d-board').dataset.board,
		...['open', 'closed', 'expanded'].map(k => document.getElementById(p + k).textContent)].join(' ') })()`, i, i)
}

// singleJS reads the same of the single search's page.
const singleJS = `[document.getElementById('main-board').dataset.board,
	...['open', 'closed', 'expanded'].map(k => document.getElementById('stat-' + k).textContent)].join(' ')`

// alone reads what the search of one lane shows alone after n Steps (n < 0:
// flat out, at its end).
func alone(t *testing.T, ctx context.Context, base string, q url.Values, n int) string {
	t.Helper()
	open(t, ctx, base+"/?"+q.Encode())
	if n < 0 {
		solveOnPage(t, ctx)
	} else {
		stepTo(t, ctx, n)
	}
	return eval[string](t, ctx, singleJS)
}

// TestBrowserRace: race=bfs,astar:manhattan: three Steps read three
// expansions in both lanes, Step back two reads one, each lane showing what
// its search shows alone; flat out both finish with the counts of their
// single searches, in the order of finishing; the link reproduces it.
func TestBrowserRace(t *testing.T) {
	s := serveSite(t, "")
	const start = "513824076"
	singles := []url.Values{{"start": {start}, "algo": {"bfs"}}, {"start": {start}, "algo": {"astar"}, "h": {"manhattan"}}}
	ref := browser(t, 1280, 720)
	var at1, end []string
	for _, q := range singles {
		at1 = append(at1, alone(t, ref, s.url, q, 1))
		end = append(end, alone(t, ref, s.url, q, -1))
	}

	ctx := browser(t, 1280, 720)
	open(t, ctx, s.url+"/?start="+start+"&race=bfs,astar:manhattan&lang=en")
	for i, name := range []string{"Breadth-first", "A*"} {
		if got := text(t, ctx, fmt.Sprintf("lane-%d-name", i)); !strings.Contains(got, name) {
			t.Errorf("lane %d is called %q, want %q in it", i, got, name)
		}
	}
	for k := 1; k <= 3; k++ {
		click(t, ctx, "step")
		waitEqual(t, ctx, fmt.Sprintf("Step %d in both lanes", k), `document.getElementById('stat-lane0-expanded').textContent + ' ' + document.getElementById('stat-lane1-expanded').textContent`, fmt.Sprintf("%d %d", k, k), 10*time.Second)
	}
	screenshot(t, ctx, "race-2-stepped")
	for k := 2; k >= 1; k-- {
		click(t, ctx, "back")
		waitEqual(t, ctx, "Step back", `document.getElementById('stat-lane0-expanded').textContent + ' ' + document.getElementById('stat-lane1-expanded').textContent`, fmt.Sprintf("%d %d", k, k), 10*time.Second)
	}
	for i := range singles {
		if got := eval[string](t, ctx, laneJS(i)); got != at1[i] {
			t.Errorf("lane %d after 3 Steps and 2 back shows %q; its search alone after one Step %q", i, got, at1[i])
		}
	}
	setValue(t, ctx, "speed", "max")
	click(t, ctx, "run")
	waitFor(t, ctx, "both lanes' answers", `!!document.getElementById('lane-0-answer') && !!document.getElementById('lane-1-answer') && document.getElementById('run-state')?.textContent !== 'searching' && !!document.getElementById('race-order')`, 60*time.Second)
	for i := range singles {
		// The counters of the search alone; the board, the goal (the
		// single search's board plays its solution from the start).
		if got, want := eval[string](t, ctx, laneJS(i)), "123456780"+end[i][strings.Index(end[i], " "):]; got != want {
			t.Errorf("lane %d flat out ends on %q; its search alone on %q", i, got, end[i])
		}
		if got := text(t, ctx, fmt.Sprintf("lane-%d-answer", i)); !strings.Contains(got, "16 moves") || !strings.Contains(got, "optimal") {
			t.Errorf("lane %d's answer: %q", i, got)
		}
	}
	order := eval[string](t, ctx, `[...document.querySelectorAll('#race-order li')].map(li => li.textContent + ' = ' + li.getAttribute('aria-label')).join(' | ')`)
	if want := "1st 2 (75) = 1st: A* · Manhattan distance: at expansion 75 | 2nd 1 (4,827) = 2nd: Breadth-first search (BFS): at expansion 4,827"; order != want {
		t.Errorf("the order of finishing reads\n%s\nwant\n%s", order, want)
	}
	if got := text(t, ctx, "lane-1-rank"); got != "1st" {
		t.Errorf("A*'s place: %q", got)
	}
	screenshot(t, ctx, "race-2-finished")

	// The solutions play side by side: at the end every lane is on the goal.
	click(t, ctx, "race-last")
	waitEqual(t, ctx, "the solutions played to the end", `document.getElementById('race-move-of').textContent`, "Move 16 of 16", 5*time.Second)
	click(t, ctx, "race-first")
	waitEqual(t, ctx, "the solutions at their start", `document.getElementById('lane-0-board').dataset.board + ' ' + document.getElementById('lane-1-board').dataset.board`, start+" "+start, 5*time.Second)
	click(t, ctx, "race-play")
	waitEqual(t, ctx, "the solutions playing", `document.getElementById('race-move-of').textContent`, "Move 1 of 16", 5*time.Second)
	click(t, ctx, "race-play")

	// The link and the embed reproduce the race.
	link := eval[string](t, ctx, `(document.getElementById('tab-share').click(), document.getElementById('share-link').value)`)
	if !strings.Contains(link, "race=bfs%2Castar%3Amanhattan") {
		t.Errorf("the link %q does not carry the race", link)
	}
	if embed := eval[string](t, ctx, `document.getElementById('embed-code').value`); !strings.Contains(embed, "race=bfs%2Castar%3Amanhattan") {
		t.Errorf("the embed code %q does not carry the race", embed)
	}
	open(t, ctx, link)
	if n := eval[int](t, ctx, `document.querySelectorAll('#lanes .lane').length`); n != 2 {
		t.Errorf("the link opens %d lanes", n)
	}
}

// TestBrowserRaceLayout: four lanes fit one 1280×720 screen with the
// controls, in English and 中文, paused and finished; two lanes fit the
// 600×450 embed; nothing a class reads is clipped.
func TestBrowserRaceLayout(t *testing.T) {
	s := serveSite(t, "")
	four := "race=astar:misplaced,astar:manhattan,astar:linear,idastar:pdb"
	for _, c := range []struct {
		w, h  int
		query string
		ids   []string
	}{
		{1280, 720, four + "&lang=en", []string{"lane-0", "lane-1", "lane-2", "lane-3", "controls", "race"}},
		{1280, 720, four + "&lang=zh", []string{"lane-0", "lane-1", "lane-2", "lane-3", "controls", "race"}},
		{1920, 1080, four + "&lang=en&clock=time", []string{"lane-0", "lane-1", "lane-2", "lane-3", "controls", "race"}},
		{600, 450, "race=bfs,astar:manhattan&embed=1&lang=en", []string{"lane-0", "lane-1", "run", "step"}},
		{600, 450, "race=bfs,astar:manhattan&embed=1&lang=zh", []string{"lane-0", "lane-1", "run", "step"}},
	} {
		name := fmt.Sprintf("%dx%d %s", c.w, c.h, c.query)
		t.Run(name, func(t *testing.T) {
			ctx := browser(t, c.w, c.h)
			if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(int64(c.w), int64(c.h))); err != nil {
				t.Fatal(err)
			}
			open(t, ctx, s.url+"/?start=813402765&"+c.query)
			shot := strings.NewReplacer("&", "-", "=", "-", ",", "-", ":", "-").Replace(fmt.Sprintf("race-%dx%d-%s", c.w, c.h, c.query))
			steps := 3
			if strings.Contains(c.query, "clock=time") { // a millisecond a tick: the 8-puzzle's race is over in two
				steps = 1
			}
			for k := 1; k <= steps; k++ {
				click(t, ctx, "step")
				waitEqual(t, ctx, "a step", `document.getElementById('scrub')?.value`, fmt.Sprint(k), 10*time.Second)
			}
			fits(t, ctx, "after Steps", c.ids...)
			if bad := eval[[]string](t, ctx, layoutJS); len(bad) > 0 {
				t.Errorf("after Steps: %d texts a reader cannot read:\n%s", len(bad), strings.Join(bad, "\n"))
			}
			screenshot(t, ctx, shot+"-stepped")
			setValue(t, ctx, "speed", "max")
			click(t, ctx, "run")
			waitFor(t, ctx, "the race's end", `document.querySelectorAll('.lane[data-outcome="solved"]').length === document.querySelectorAll('.lane').length && document.getElementById('run-state')?.textContent !== 'searching'`, 60*time.Second)
			fits(t, ctx, "finished", c.ids...)
			if !strings.Contains(c.query, "embed") {
				inView(t, ctx, "finished", "race-foot", "race-play")
			}
			if bad := eval[[]string](t, ctx, layoutJS); len(bad) > 0 {
				t.Errorf("finished: %d texts a reader cannot read:\n%s", len(bad), strings.Join(bad, "\n"))
			}
			if strings.Contains(c.query, "zh") {
				for _, w := range eval[[]string](t, ctx, latinJS) {
					if !pageIdentifiers[w] && !identifiers[w] {
						t.Errorf("the Chinese page shows the English %q", w)
					}
				}
			}
			screenshot(t, ctx, shot+"-finished")
		})
	}
}

// TestBrowserRaceRefused: a bad entry is explained and the rest race; a race
// of one valid entry is explained and the page shows the single search;
// from Compare, "Race these" races the rows ticked.
func TestBrowserRaceRefused(t *testing.T) {
	s := serveSite(t, "")
	ctx := browser(t, 1280, 720)
	for _, c := range []struct {
		query, lang string
		lanes       int
		says        string
	}{
		{"race=bfs,sideways,astar", "en", 2, `race="sideways": "sideways" is not an algorithm`},
		{"race=bfs,sideways,astar", "zh", 2, `“sideways”不是算法`},
		{"race=bfs:manhattan,astar", "en", 0, "bfs uses no heuristic"},
		{"race=bfs:manhattan,astar", "zh", 0, "比赛需要 2 到 4 个有效条目，现在只剩 1 个"},
	} {
		open(t, ctx, s.url+"/?start=513824076&"+c.query+"&lang="+c.lang)
		if got := text(t, ctx, "problems"); !strings.Contains(got, c.says) {
			t.Errorf("%s (%s): the banner says %q, want %q", c.query, c.lang, got, c.says)
		}
		if n := eval[int](t, ctx, `document.querySelectorAll('#lanes .lane').length`); n != c.lanes {
			t.Errorf("%s: %d lanes, want %d", c.query, n, c.lanes)
		}
		if c.lanes == 0 { // the single search runs
			stepTo(t, ctx, 2)
		} else {
			click(t, ctx, "step")
			waitEqual(t, ctx, "a step", `document.getElementById('stat-lane1-expanded').textContent`, "1", 10*time.Second)
		}
	}

	open(t, ctx, s.url+"/?start=513824076&lang=en")
	click(t, ctx, "tab-compare")
	click(t, ctx, "compare-run")
	waitFor(t, ctx, "the comparison", `document.querySelectorAll('#compare-table tbody tr').length === 9 && !document.getElementById('compare-run').textContent.includes('Stop')`, 60*time.Second)
	if !eval[bool](t, ctx, `document.getElementById('race-these').disabled`) {
		t.Errorf("Race these is enabled with no row ticked")
	}
	for _, i := range []int{0, 6} { // BFS and A*
		click(t, ctx, fmt.Sprintf("pick-%d", i))
	}
	waitEqual(t, ctx, "two rows ticked", `document.getElementById('race-these').disabled`, "false", 5*time.Second)
	click(t, ctx, "race-these")
	waitEqual(t, ctx, "the race from Compare", `[...document.querySelectorAll('.lane-title')].map(e => e.textContent).join(' | ')`, "Breadth-first search (BFS) | A* · Manhattan distance", 5*time.Second)
	if !strings.Contains(eval[string](t, ctx, `location.search`), "race=bfs%2Castar%3Amanhattan") {
		t.Errorf("the address after Race these: %s", eval[string](t, ctx, `location.search`))
	}
	click(t, ctx, "race-leave")
	waitFor(t, ctx, "the single search", `!!document.getElementById('main-board') && !document.getElementById('lanes')`, 5*time.Second)
}
