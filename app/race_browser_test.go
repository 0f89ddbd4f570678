//go:build !(js && wasm)

package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"slidelab/solver"
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
// single searches, in the order of finishing; the link reproduces it; four
// lanes flat out take Pause.
func TestBrowserRace(t *testing.T) {
	s := serveSite(t, "")
	const start = "513824076"
	singles := []url.Values{{"start": {start}, "algo": {"bfs"}}, {"start": {start}, "algo": {"astar"}, "h": {"manhattan"}}}
	// The single searches in the tab the race then opens in: each page
	// starts its search afresh, and none keeps anything for the next.
	ctx := screen(t, 1280, 720)
	var at1, end []string
	for _, q := range singles {
		at1 = append(at1, alone(t, ctx, s.url, q, 1))
		end = append(end, alone(t, ctx, s.url, q, -1))
	}

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
	waitFor(t, ctx, "both lanes' answers", `!!document.getElementById('lane-0-answer') && !!document.getElementById('lane-1-answer') && document.getElementById('run-state').classList.contains('finished') && !!document.getElementById('race-order')`, 60*time.Second)
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
	if want := "1st 2 (75) = 1st: A* · Manhattan distance: ended at expansion 75 | 2nd 1 (4,827) = 2nd: Breadth-first search (BFS): ended at expansion 4,827"; order != want {
		t.Errorf("the order of finishing reads\n%s\nwant\n%s", order, want)
	}
	if got := text(t, ctx, "lane-1-rank"); got != "1st" {
		t.Errorf("A*'s place: %q", got)
	}
	screenshot(t, ctx, "race-2-finished")

	// The solutions play side by side: at the end every lane is on the goal,
	// which is where the player starts.
	if got := text(t, ctx, "race-move-of"); got != "Move 16 of 16" {
		t.Errorf("the solutions' player at the race's end reads %q", got)
	}
	click(t, ctx, "race-first")
	waitEqual(t, ctx, "the solutions at their start", `document.getElementById('lane-0-board').dataset.board + ' ' + document.getElementById('lane-1-board').dataset.board`, start+" "+start, 5*time.Second)
	// Pressed by the buttons' own click (as the keyboard does): the boards
	// move while they play, and a pointer's click at coordinates read a
	// moment before was lost twice in a fresh clone's make test.
	press := func(id string) {
		t.Helper()
		if !eval[bool](t, ctx, fmt.Sprintf(`(e => !!e && !e.disabled && e.checkVisibility() && (e.click(), true))(document.getElementById(%q))`, id)) {
			t.Fatalf("#%s cannot be pressed: absent, disabled or hidden", id)
		}
	}
	press("race-play")
	waitEqual(t, ctx, "the solutions playing", `document.getElementById('race-move-of').textContent`, "Move 1 of 16", 5*time.Second)
	press("race-play")
	press("race-last")
	waitEqual(t, ctx, "the solutions played to the end", `document.getElementById('lane-0-board').dataset.board + ' ' + document.getElementById('race-move-of').textContent`, "123456780 Move 16 of 16", 5*time.Second)

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

	// The options on the Set up tab are the lanes': a weight for weighted
	// A* unless its entry sets one.
	for race, want := range map[string]bool{"wastar:manhattan,bfs": true, "wastar:manhattan:w=3,bfs": false} {
		open(t, ctx, s.url+"/?start="+start+"&race="+race)
		click(t, ctx, "tab-setup")
		// The tab renders after the click, the page of the address before
		// it may still answer at first: the state is polled.
		if _, err := poll[chromedp.Void](ctx, fmt.Sprintf(`location.search.includes(%q) && !!document.getElementById('opt-w') === %v && document.getElementById('options')?.textContent.includes('In the race: for each lane')`,
			url.QueryEscape(race), want), 5*time.Second); err != nil {
			got := eval[bool](t, ctx, `!!document.getElementById('opt-w')`)
			t.Errorf("race=%s: the weight's field shown %v, want %v; the options read %q", race, got, want, text(t, ctx, "options"))
		}
	}

	// Four lanes flat out, BFS among them reaching most of the 8-puzzle:
	// Pause is handled while they run.
	open(t, ctx, s.url+"/?start=867254301&race=bfs,astar:misplaced,astar:manhattan,idastar:manhattan&speed=max")
	if paused := eval[string](t, ctx, pauseJS); !strings.HasPrefix(paused, "paused after ") {
		t.Errorf("the pause was not handled while the race ran: %s", paused)
	}
}

// TestBrowserRaceLayout: two, three and four lanes fit one 1280×720 screen
// with the controls, in English and 中文, paused and finished; two lanes fit
// the 600×450 embed; on a phone and in the 400×300 embed the page scrolls;
// nowhere is anything a class reads clipped or drawn over another text.
func TestBrowserRaceLayout(t *testing.T) {
	s := serveSite(t, "")
	four := "race=astar:misplaced,astar:manhattan,astar:linear,idastar:pdb"
	fifteen := solver.ScrambleMoves(solver.Standard(4, 4), 44, rand.New(rand.NewPCG(34, 4))).String()
	for _, c := range []struct {
		w, h  int
		query string
		ids   []string // in view; none: the page may scroll (a phone)
		board float64  // each lane's board at least this wide, in px (a fraction: of the window's height); 0: any
	}{
		// Things to compare take the room: two lanes' boards 40 % of the height; four's 300 px on a 1080p
		// projector, 160 px at 1280×720 (with the counters, the state and the chart beside them).
		{1280, 720, "race=bfs,astar:manhattan&lang=en", []string{"lane-0", "lane-1", "controls", "race"}, 0.4},
		{1920, 1080, "race=bfs,astar:manhattan&lang=zh", []string{"lane-0", "lane-1", "controls", "race"}, 0.4},
		{1280, 720, "race=bfs,astar:manhattan,idastar:linear&lang=zh", []string{"lane-0", "lane-1", "lane-2", "controls", "race"}, 0},
		{390, 844, four + "&lang=zh", nil, 0},
		{400, 300, "race=bfs,astar:manhattan&embed=1&lang=en", nil, 0},
		{1280, 720, four + "&lang=en", []string{"lane-0", "lane-1", "lane-2", "lane-3", "controls", "race"}, 160},
		// The 15-puzzle: six-digit counters, and a lane that stops at its budget with the single search's message.
		{1280, 720, "start=" + url.QueryEscape(fifteen) + "&race=bfs,astar:manhattan,idastar:linear,greedy:manhattan&lang=en", []string{"lane-0", "lane-1", "lane-2", "lane-3", "controls", "race"}, 160},
		{600, 450, four + "&embed=1&lang=zh", []string{"lane-0", "lane-1", "lane-2", "lane-3", "run", "step"}, 0},
		{1280, 720, four + "&lang=zh", []string{"lane-0", "lane-1", "lane-2", "lane-3", "controls", "race"}, 160},
		{1920, 1080, four + "&lang=en&clock=time", []string{"lane-0", "lane-1", "lane-2", "lane-3", "controls", "race"}, 300},
		{600, 450, "race=bfs,astar:manhattan&embed=1&lang=en", []string{"lane-0", "lane-1", "run", "step"}, 0},
		{600, 450, "race=bfs,astar:manhattan&embed=1&lang=zh", []string{"lane-0", "lane-1", "run", "step"}, 0},
	} {
		name := fmt.Sprintf("%dx%d %s", c.w, c.h, c.query)
		t.Run(name, func(t *testing.T) {
			ctx := screen(t, c.w, c.h)
			q := c.query
			if !strings.HasPrefix(q, "start=") {
				q = "start=813402765&" + q
			}
			open(t, ctx, s.url+"/?"+q)
			shot := strings.NewReplacer("&", "-", "=", "-", ",", "-", ":", "-").Replace(fmt.Sprintf("race-%dx%d-%s", c.w, c.h, c.query))
			steps := 3
			if strings.Contains(c.query, "clock=time") { // a millisecond a tick: the 8-puzzle's race is over in two
				steps = 1
			}
			for k := 1; k <= steps; k++ {
				click(t, ctx, "step")
				waitEqual(t, ctx, "a step", `document.getElementById('scrub')?.value`, fmt.Sprint(k), 10*time.Second)
			}
			if c.ids != nil {
				fits(t, ctx, "after Steps", c.ids...)
			}
			if c.board > 0 {
				least := c.board
				if least < 1 {
					least *= float64(c.h)
				}
				for _, w := range eval[[]float64](t, ctx, `[...document.querySelectorAll('.lane .board')].map(b => b.getBoundingClientRect().width)`) {
					if w < least-0.5 {
						t.Errorf("a lane's board is %.0f px wide, want at least %.0f", w, least)
					}
				}
			}
			if bad := eval[[]string](t, ctx, layoutJS); len(bad) > 0 {
				t.Errorf("after Steps: %d texts a reader cannot read:\n%s", len(bad), strings.Join(bad, "\n"))
			}
			screenshot(t, ctx, shot+"-stepped")
			raceToEnd(t, ctx)
			if c.ids != nil {
				fits(t, ctx, "finished", c.ids...)
			}
			if c.ids != nil && !strings.Contains(c.query, "embed") {
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
	ctx := screen(t, 1280, 720)
	for _, c := range []struct {
		query, lang string
		lanes       int
		says        string
	}{
		{"race=bfs,sideways,astar", "en", 2, `race="sideways": "sideways" is not an algorithm`},
		{"race=bfs,sideways,astar", "zh", 2, `“sideways”不是算法`},
		{"race=bfs:manhattan,astar", "en", 0, "bfs uses no heuristic"},
		{"race=bfs:manhattan,astar", "zh", 0, "比赛需要 2 到 4 个有效条目（此处有效的：1 个）"},
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

	// A race on a board that cannot reach its goal says so where the
	// lanes are, before Run.
	for _, c := range []struct{ lang, says string }{{"en", "Unsolvable"}, {"zh", "无解"}} {
		open(t, ctx, s.url+"/?start=123456870&goal=123456780&race=bfs,astar&lang="+c.lang)
		waitFor(t, ctx, "the verdict under the lanes", `!!document.querySelector('#lanes ~ #verdict')`, 5*time.Second)
		if got := text(t, ctx, "verdict-head"); !strings.Contains(got, c.says) {
			t.Errorf("race on an unsolvable board (%s): the verdict says %q, want %q", c.lang, got, c.says)
		}
	}

	open(t, ctx, s.url+"/?start=513824076&lang=en")
	click(t, ctx, "tab-compare")
	click(t, ctx, "compare-run")
	waitFor(t, ctx, "the comparison", fmt.Sprintf(`document.querySelectorAll('#compare-table tbody tr').length === %d && !document.getElementById('compare-run').textContent.includes('Stop')`, len(solver.Algorithms)), 60*time.Second)
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

	// From the lesson: the search chosen against BFS, chosen after the
	// first render (the button reads the page at the click).
	setValue(t, ctx, "algo-select", "greedy")
	waitEqual(t, ctx, "the lesson's race button", `document.getElementById('race-against').textContent + ' | ' + document.getElementById('race-against').title`,
		"Race vs BFS | Race this search against Breadth-first search (BFS), side by side", 5*time.Second)
	click(t, ctx, "race-against")
	waitEqual(t, ctx, "the race from the lesson", `[...document.querySelectorAll('.lane-title')].map(e => e.textContent).join(' | ')`, "Greedy best-first · Manhattan distance | Breadth-first search (BFS)", 5*time.Second)
}

// raceToEndJS runs flat out from Run to the race's end (every lane ended)
// and resolves with the milliseconds to the frame that shows it.
const raceToEndJS = `new Promise(resolve => {
	const t0 = performance.now();
	new MutationObserver((_, o) => {
		if (!document.getElementById('run-state')?.classList.contains('finished')) return;
		o.disconnect();
		requestAnimationFrame(() => resolve(performance.now() - t0));
	}).observe(document.body, {childList: true, subtree: true, attributes: true});
	document.getElementById('run').click();
})`

// raceToEnd runs the race flat out to its end, unless it is there already
// (a race by time of the 8-puzzle may end at its first tick): Run would
// start it again, and the finished state shown before the click is seen
// would be taken for the new race's end.
func raceToEnd(t *testing.T, ctx context.Context) {
	t.Helper()
	if eval[bool](t, ctx, `document.getElementById('run-state').classList.contains('finished')`) {
		return
	}
	setValue(t, ctx, "speed", "max")
	click(t, ctx, "run")
	waitFor(t, ctx, "the race's end", `document.getElementById('run-state').classList.contains('finished')`, time.Minute)
}

// again resets the search, for another run of it.
func again(t *testing.T, ctx context.Context) {
	t.Helper()
	click(t, ctx, "reset")
	waitFor(t, ctx, "the reset", `document.getElementById('run-state').classList.contains('ready')`, 10*time.Second)
}

// TestBrowserRaceMeasure measures a four-lane race flat out in the page
// against the sum of its lanes' single searches, each from Run to the
// frame that shows the end, each the second search of its visit
// (SLIDELAB_RUNS rounds, medians reported), and,
// at 1280×720, the longest frame gap and how soon Pause shows during it.
// It asserts what is not a time: every lane's count equals its search's
// alone, and Pause is handled while the race runs.
func TestBrowserRaceMeasure(t *testing.T) {
	runs, _ := strconv.Atoi(os.Getenv("SLIDELAB_RUNS"))
	if runs < 1 {
		t.Skip("a benchmark: make bench-browser (SLIDELAB_RUNS=n) runs it; lanes against their searches alone are TestRaceLockstep's, natively, and Pause in a race TestBrowserRace's")
	}
	s := serveSite(t, "")
	fifteen := solver.ScrambleMoves(solver.Standard(4, 4), 44, rand.New(rand.NewPCG(34, 4)))
	ctx := screenWithin(t, 1280, 720, time.Duration(runs)*3*time.Minute+time.Minute)
	for _, c := range []struct {
		name, start string
		lanes       []url.Values
	}{
		// 31 moves: BFS reaches most of the 181,440 boards.
		{"8-puzzle", "867254301", []url.Values{{"algo": {"bfs"}}, {"algo": {"astar"}, "h": {"misplaced"}}, {"algo": {"astar"}, "h": {"manhattan"}}, {"algo": {"idastar"}, "h": {"manhattan"}}}},
		// BFS stops at its budget while the others go on.
		{"15-puzzle", fifteen.String(), []url.Values{{"algo": {"bfs"}}, {"algo": {"astar"}, "h": {"manhattan"}}, {"algo": {"idastar"}, "h": {"manhattan"}}, {"algo": {"idastar"}, "h": {"linear"}}}},
	} {
		var ratios, searched, gaps, pauses []float64
		var race []string
		for _, q := range c.lanes {
			race = append(race, strings.TrimSuffix(q.Get("algo")+":"+q.Get("h"), ":"))
		}
		for r := 0; r < runs; r++ {
			var single, singleSearch float64
			var counts []string
			for _, q := range c.lanes {
				q.Set("start", c.start)
				q.Set("speed", "max")
				q.Set("autoplay", "0")
				open(t, ctx, s.url+"/?"+q.Encode())
				eval[float64](t, ctx, runToResultJS) // the first search of a visit pays for the visit's first work
				again(t, ctx)
				single += eval[float64](t, ctx, runToResultJS)
				singleSearch += msIn(t, text(t, ctx, "result-time"))
				counts = append(counts, text(t, ctx, "stat-expanded"))
			}
			open(t, ctx, s.url+"/?"+url.Values{"start": {c.start}, "race": {strings.Join(race, ",")}, "speed": {"max"}}.Encode())
			eval[float64](t, ctx, raceToEndJS)
			again(t, ctx)
			took := eval[float64](t, ctx, raceToEndJS)
			var laneSearch float64
			for i, want := range counts {
				if got := text(t, ctx, fmt.Sprintf("stat-lane%d-expanded", i)); got != want {
					t.Errorf("%s: lane %d expanded %s; its search alone %s", c.name, i, got, want)
				}
				laneSearch += msIn(t, text(t, ctx, fmt.Sprintf("lane-%d-answer", i)))
			}
			ratios = append(ratios, took/single)
			searched = append(searched, laneSearch/singleSearch)
			t.Logf("%s, round %d: the race %.0f ms from Run to its end, its lanes alone %.0f ms together: %.2f×; searching %.0f ms, alone %.0f ms: %.2f×",
				c.name, r+1, took, single, took/single, laneSearch, singleSearch, laneSearch/singleSearch)

			again(t, ctx)
			eval[bool](t, ctx, `(() => { window.__gap = 0; let last = performance.now();
				const f = (now) => { window.__gap = Math.max(window.__gap, now - last); last = now; if (!window.__stopGap) requestAnimationFrame(f); };
				window.__stopGap = false; requestAnimationFrame(f); return true; })()`)
			paused := eval[string](t, ctx, pauseJS)
			if !strings.HasPrefix(paused, "paused after ") {
				t.Fatalf("%s: the pause was not handled while the race ran: %s", c.name, paused)
			}
			pauses = append(pauses, msIn(t, paused))
			click(t, ctx, "run") // resume to the end, the frames watched
			waitFor(t, ctx, "the race's end", `document.getElementById('run-state').classList.contains('finished')`, time.Minute)
			gaps = append(gaps, eval[float64](t, ctx, `(window.__stopGap = true, window.__gap)`))
			t.Logf("%s, round %d: Pause shown %.1f ms after the click; longest frame gap of the run %.0f ms", c.name, r+1, pauses[len(pauses)-1], gaps[len(gaps)-1])
		}
		t.Logf("%s (race=%s), %d rounds, medians: Run to the end %.2f× its lanes alone, searching %.2f×; Pause shown after %.1f ms; longest frame gap %.0f ms",
			c.name, strings.Join(race, ","), runs, medianOf(ratios), medianOf(searched), medianOf(pauses), medianOf(gaps))
		screenshot(t, ctx, "race-measured-"+c.name)
	}
}

// msIn reads the first "N ms" of text (a time the page shows).
func msIn(t *testing.T, text string) float64 {
	t.Helper()
	var ms float64
	for _, f := range strings.Fields(strings.ReplaceAll(text, ",", "")) {
		if v, err := strconv.ParseFloat(f, 64); err == nil {
			ms = v
		} else if f == "ms" {
			return ms
		}
	}
	t.Fatalf("no time in %q", text)
	return 0
}

// TestBrowserRaceMatrix: every algorithm and every heuristic of the
// registry as a lane, in English and 中文 at 1280×720 and in 中文 at
// 1920×1080, after three Steps and at the end: no text cut or drawn over another,
// the lanes and the controls in view, no English on the Chinese page.
func TestBrowserRaceMatrix(t *testing.T) {
	s := serveSite(t, "")
	races := []string{"bfs,bibfs,dfs,iddfs", "ucs,greedy:pdb,astar:linear,wastar:manhattan:w=3", "idastar:pdb,astar:zero,greedy:exact,wastar:misplaced", "reduce,astar:manhattan"}
	covered := map[string]bool{}
	for _, r := range races {
		for _, e := range strings.Split(r, ",") {
			f := strings.Split(e, ":")
			covered[f[0]] = true
			if len(f) > 1 {
				covered["h="+f[1]] = true
			}
		}
	}
	for _, a := range solver.Algorithms {
		if !covered[a.Name] {
			t.Errorf("no lane of the matrix runs %s", a.Name)
		}
	}
	for _, h := range solver.Heuristics {
		if !covered["h="+h.Name] {
			t.Errorf("no lane of the matrix uses %s", h.Name)
		}
	}
	for _, size := range []struct {
		w, h  int
		langs []string
	}{{1280, 720, []string{"en", "zh"}}, {1920, 1080, []string{"zh"}}} { // the larger screen in the longer words
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			ctx := screenWithin(t, size.w, size.h, 4*time.Minute)
			for _, lang := range size.langs {
				for _, race := range races {
					name := lang + " " + race
					open(t, ctx, s.url+"/?"+url.Values{"start": {"813402765"}, "race": {race}, "lang": {lang}}.Encode())
					ids := []string{"controls", "race"}
					for i := range strings.Split(race, ",") {
						ids = append(ids, fmt.Sprintf("lane-%d", i))
					}
					for k := 1; k <= 3; k++ {
						click(t, ctx, "step")
						waitEqual(t, ctx, "a step", `document.getElementById('scrub')?.value`, fmt.Sprint(k), 20*time.Second)
					}
					check := func(when string) {
						fits(t, ctx, name+", "+when, ids...)
						if bad := eval[[]string](t, ctx, layoutJS); len(bad) > 0 {
							t.Errorf("%s, %s: %d texts a reader cannot read:\n%s", name, when, len(bad), strings.Join(bad, "\n"))
						}
						if lang == "zh" {
							for _, w := range eval[[]string](t, ctx, latinJS) {
								if !pageIdentifiers[w] && !identifiers[w] {
									t.Errorf("%s, %s: the Chinese page shows the English %q", name, when, w)
								}
							}
						}
						if t.Failed() || race == races[1] {
							screenshot(t, ctx, strings.NewReplacer(",", "-", ":", "-", " ", "-").Replace(fmt.Sprintf("race-matrix-%dx%d-%s-%s", size.w, size.h, name, when)))
						}
					}
					check("stepped")
					raceToEnd(t, ctx)
					check("finished")
				}
			}
		})
	}
}
