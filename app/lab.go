package main

import (
	"errors"
	"fmt"
	"html"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// lab is the page. It owns every piece of state; its children display it
// and report back through callbacks. The run controller is a state machine:
// ready → searching ⇄ paused → finished.
type lab struct {
	app.Compo

	set      settings
	problems []problem // refused URL values
	mounted  bool      // the wasm runs: the page is interactive

	startText, startErr string
	goalText, goalErr   string

	swapping  bool // swap mode: click two tiles to exchange them
	startSel  int  // first start cell chosen in swap mode, -1 for none
	goalSel   int
	scrMode   string // uniform, moves or distance
	scrAmount int
	copied    string  // which share text was just copied
	page      url.URL // the page's address, for sharing

	compare     []compareRow
	comparing   bool
	compareStop *atomic.Bool

	state   runState
	search  solver.Search
	snap    snapshot
	scrub   int          // expansion shown by the scrubber; -1: the live search
	stop    *atomic.Bool // stops the running slice loop
	stopped bool         // the user pressed Stop
	message string       // why a run could not start

	at       int // board of the path shown: 0 is the start
	playing  bool
	playStop *atomic.Bool

	tables  *tablesBuild      // pattern databases being built, nil when none
	ready   *tablesReady      // how the last ones came to be ready
	edits   int               // changes made: a build started before one does not start the run
	pending func(app.Context) // the last Run, Step or Compare asked for during a build
	memory  uint64            // bytes the Go program holds, noted after builds and runs
}

func (c *lab) OnInit() {
	c.scrub, c.startSel, c.goalSel = -1, -1, -1
	c.scrMode, c.scrAmount = "uniform", 20
	c.set = defaultSettings()
	c.syncTexts()
}

func (c *lab) OnMount(ctx app.Context) {
	browser := app.Window().Get("navigator").Get("language")
	lang := ""
	if browser.Truthy() {
		lang = browser.String()
	}
	c.page = *ctx.Page().URL()
	c.set, c.problems = parseSettings(c.page.Query(), lang)
	c.syncTexts()
	c.mounted = true
	ctx.Page().SetLang(string(c.set.Lang))
	c.updateURL(ctx)
}

func (c *lab) OnDismount() {
	c.halt()
}

// syncTexts shows the current start and goal in the text fields.
func (c *lab) syncTexts() {
	c.startText, c.startErr = c.set.Start.String(), ""
	c.goalText, c.goalErr = c.set.Goal.String(), ""
}

func (c *lab) Render() app.UI {
	l := c.set.Lang
	alg, _ := solver.AlgorithmByName(c.set.Algo)
	check := solver.CheckSolvable(c.set.Start, c.set.Goal)
	optimal, deepest := -1, -1
	if d, err := solver.ExactDistances(c.set.Goal); err == nil {
		optimal, deepest = d.Of(c.set.Start), d.Max()
	}
	var notes []app.UI
	for _, p := range c.problems {
		notes = append(notes, app.P().Class("problem").Text(l.problemText(p)))
	}
	if c.message != "" {
		notes = append(notes, app.P().ID("message").Class("problem").Text(c.message))
	}
	ready := ""
	if c.mounted {
		ready = "1"
	}
	class := "lab"
	if c.set.Embed {
		class += " embed"
	}
	board := app.Div().ID("main-board-wrap").Class("board-wrap").TabIndex(0).
		Aria("label", l.t("board")).OnKeyDown(c.onKey).Body(c.mainBoard())
	var play app.UI = app.Text("")
	if c.snap.outcome == solver.Solved {
		play = &player{Lang: l, Path: c.snap.path, At: c.at, Playing: c.playing, OnSeek: c.onSeek, OnPlay: c.onPlay}
	}
	controls := &controlsPanel{Lang: l, Set: c.set, State: c.state, OnAlgo: c.onAlgo, OnHeuristic: c.onHeuristic,
		OnOption: c.onOption, OnSpeed: c.onSpeed, OnRun: c.onRun, OnStep: c.onStep, OnStop: c.onStop, OnReset: c.onReset}
	stats := &statsPanel{Lang: l, Algo: alg, Snap: c.snap, State: c.state, Goal: c.set.Goal, H: c.set.Heuristic}
	verdictView := &verdict{Lang: l, Check: check, Optimal: optimal}
	var main []app.UI
	if c.set.Embed { // board and player | verdict, controls, result, numbers
		main = []app.UI{
			app.Div().Class("stage").Body(board, play),
			app.Div().Class("side").Body(verdictView, controls, c.tablesView(), c.resultView(optimal), stats),
		}
	} else {
		main = []app.UI{
			app.Div().Class("setup-col").Body(
				&setupPanel{Lang: l, Start: c.set.Start, Goal: c.set.Goal, StartText: c.startText, StartErr: c.startErr,
					GoalText: c.goalText, GoalErr: c.goalErr, Disabled: c.state == stateSearching,
					Swapping: c.swapping, GoalSel: c.goalSel, Mode: c.scrMode, Amount: c.scrAmount, MaxDepth: deepest,
					OnSize: c.onSize, OnStart: c.onStartText, OnGoal: c.onGoalText, OnGoalTile: c.onGoalTile, OnSwapMode: c.onSwapMode, OnScramble: c.onScramble},
				&sharePanel{Lang: l, Link: c.shareLink(false), Embed: c.embedCode(), Copied: c.copied, OnCopy: c.onCopy},
				verdictView,
			),
			app.Div().Class("stage").Body(board, play, c.watch(alg)),
			app.Div().Class("side").Body(controls, c.tablesView(), c.resultView(optimal), stats),
		}
	}
	return app.Div().ID("lab").Class(class).DataSet("ready", ready).DataSet("memory", c.memory).Body(
		c.header(),
		app.Div().ID("problems").Attr("role", "alert").Body(notes...),
		app.Main().Class("grid").Body(main...),
		app.If(!c.set.Embed, &comparePanel{Lang: l, Rows: c.compare, Comparing: c.comparing,
			Disabled: c.state == stateSearching || !check.Solvable, Big: c.set.Goal.Len() > 9, OnCompare: c.onCompare}),
		app.If(!c.set.Embed, app.Footer().Text(l.t("footer"))),
	)
}

func (c *lab) header() app.UI {
	l := c.set.Lang
	if c.set.Embed {
		q := c.set.query()
		q.Del("embed")
		return app.Header().Class("top compact").Body(
			app.Strong().Text(l.t("title")),
			app.A().ID("open-full").Href("?"+q.Encode()).Target("_blank").Rel("noopener").Text(l.t("openFull")+" ↗"),
		)
	}
	return app.Header().Class("top").Body(
		app.H1().Text(l.t("title")),
		app.P().Class("tagline").Text(l.t("tagline")),
		app.Button().ID("lang").Class("lang").Title(l.t("switchTitle")).Text(l.t("switchLang")).OnClick(c.onLang),
	)
}

// mainBoard is the start while editing, the board being expanded during a
// search, and the path's current board once solved.
func (c *lab) mainBoard() app.UI {
	l := c.set.Lang
	b := c.set.Start
	var onTile func(app.Context, int)
	switch {
	case c.scrubbing():
		b = c.search.Trace().Board(c.scrub)
	case c.snap.outcome == solver.Solved:
		boards, _ := c.set.Start.Apply(c.snap.path)
		b = boards[min(c.at, len(boards)-1)]
	case c.snap.hasCur:
		b = c.snap.cur.Board
	case c.state == stateReady:
		onTile = c.onTile
	}
	return &boardView{ID: "main-board", Board: b, Goal: c.set.Goal, Label: l.t("board"), Lang: l, OnTile: onTile, Selected: c.startSel}
}

// scrubbing reports whether the scrubber shows a past expansion; the trace
// is read only while no worker steps the search.
func (c *lab) scrubbing() bool {
	return c.scrub >= 0 && c.search != nil && c.state != stateSearching && c.scrub < len(c.search.Trace().Steps)
}

// watch is the chart, the scrubber and the frontier.
func (c *lab) watch(alg solver.Algorithm) app.UI {
	l := c.set.Lang
	if c.search == nil || c.snap.stats.Expanded == 0 {
		return app.Text("")
	}
	cursor := -1
	var scrubber app.UI = app.Text("")
	if tr := c.search.Trace(); c.state != stateSearching && len(tr.Steps) > 0 {
		n := len(tr.Steps)
		at := n - 1
		if c.scrubbing() {
			at, cursor = c.scrub, tr.Expansion(c.scrub)-1
		}
		st := tr.Steps[at]
		scrubber = app.Div().Class("scrubber").Body(
			app.Label().For("scrub").Text(l.t("scrub")),
			app.Input().Type("range").ID("scrub").Min(0).Max(n-1).Value(strconv.Itoa(at)).
				OnInput(c.onScrub),
			app.P().ID("scrub-at").Text(fmt.Sprintf(l.t("scrubAt"), tr.Expansion(at), c.snap.stats.Expanded, st.G, st.H, st.Open, st.Closed)),
			app.If(tr.Stride > 1, app.P().Class("desc").Text(fmt.Sprintf(l.t("scrubStride"), tr.Stride))),
		)
	}
	var frontier app.UI = app.Text("")
	if len(c.snap.frontier) > 0 && !c.scrubbing() {
		title := l.t("frontierBest")
		switch alg.Name {
		case "bfs", "bibfs":
			title = l.t("frontierQueue")
		case "dfs", "iddfs", "idastar":
			title = l.t("frontierStack")
		}
		frontier = &frontierView{Lang: l, Title: title, Nodes: c.snap.frontier, Goal: c.set.Goal}
	}
	var iters app.UI = app.Text("")
	if len(c.snap.chart.Iters) > 0 {
		iters = iterationsChart(l, c.snap.chart.Iters)
	}
	return app.Div().Class("watch").Body(
		app.Section().Class("panel").Body(
			&chart{Lang: l, Data: c.snap.chart, Total: c.snap.stats.Expanded, Cursor: cursor},
			scrubber,
			iters,
		),
		frontier,
	)
}

func (c *lab) resultView(optimal int) app.UI {
	l := c.set.Lang
	var lines []app.UI
	switch {
	case c.snap.outcome == solver.Solved:
		text := fmt.Sprintf(l.t("solvedIn"), len(c.snap.path))
		if optimal >= 0 {
			if len(c.snap.path) == optimal {
				text += " · " + l.t("isOptimal")
			} else {
				text += " · " + fmt.Sprintf(l.t("overOptimal"), len(c.snap.path)-optimal)
			}
		}
		lines = append(lines, app.P().ID("result-text").Class("ok").Text(text))
	case c.snap.outcome == solver.LimitReached:
		lines = append(lines, app.P().ID("result-text").Class("bad").Text(fmt.Sprintf(l.t("limit"), c.snap.stats.Expanded)))
		if g := c.set.Goal; g.Len() > 9 {
			lines = append(lines, app.P().ID("result-why").Class("desc").
				Text(fmt.Sprintf(l.t("limitBig"), g.Width(), g.Height(), thousands(solver.Reachable(g)), g.Len())))
		}
	case c.snap.outcome == solver.NotFound:
		lines = append(lines, app.P().ID("result-text").Class("bad").Text(l.t("notFound")))
	case c.stopped:
		lines = append(lines, app.P().ID("result-text").Text(l.t("stop")))
	default:
		return app.Text("")
	}
	lines = append(lines, app.P().ID("result-time").Text(l.t("time")+": "+fmt.Sprintf(l.t("ms"), float64(c.snap.elapsed.Microseconds())/1000)))
	return app.Section().ID("result").Class("panel result").Body(append([]app.UI{app.H2().Text(l.t("result"))}, lines...)...)
}

// updateURL writes the settings into the address bar, for sharing.
func (c *lab) updateURL(ctx app.Context) {
	u := *ctx.Page().URL()
	u.RawQuery = c.set.query().Encode()
	ctx.Page().ReplaceURL(&u)
	c.copied = ""
}

// shareLink is the address of this page with every setting, for the
// compact embedded layout when embed is set.
func (c *lab) shareLink(embed bool) string {
	u := c.page
	u.Fragment = ""
	q := c.set.query()
	q.Del("embed")
	if embed {
		q.Set("embed", "1")
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// embedCode is an iframe snippet showing this page in its compact layout.
func (c *lab) embedCode() string {
	return fmt.Sprintf(`<iframe src="%s" width="600" height="450" style="border:0" loading="lazy" title="Slide Lab"></iframe>`,
		html.EscapeString(c.shareLink(true)))
}

// onCopy puts a share text on the clipboard.
func (c *lab) onCopy(ctx app.Context, which, text string) {
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		c.message = c.set.Lang.t("noClipboard")
		return
	}
	clip.Call("writeText", text)
	c.copied = which
}

// changed applies a change of the problem or the algorithm: any search
// under way is dropped.
func (c *lab) changed(ctx app.Context) {
	c.edits++
	c.reset()
	c.updateURL(ctx)
}

// edited applies a change made to the start or the goal on a board (not
// typed): the text fields show the new boards.
func (c *lab) edited(ctx app.Context) {
	c.syncTexts()
	c.changed(ctx)
}

func (c *lab) halt() {
	if c.stop != nil {
		c.stop.Store(true)
	}
	if c.compareStop != nil {
		c.compareStop.Store(true)
	}
	c.comparing = false
	if c.playStop != nil {
		c.playStop.Store(true)
	}
	c.playing = false
}

func (c *lab) reset() {
	c.halt()
	c.search, c.snap, c.state, c.stopped, c.message, c.at, c.scrub = nil, snapshot{}, stateReady, false, "", 0, -1
	c.compare, c.ready, c.pending = nil, nil, nil
}

func (c *lab) onLang(ctx app.Context, e app.Event) {
	if c.set.Lang == chinese {
		c.set.Lang = english
	} else {
		c.set.Lang = chinese
	}
	ctx.Page().SetLang(string(c.set.Lang))
	c.updateURL(ctx)
}

func (c *lab) onStartText(ctx app.Context, text string) {
	c.startText = text
	b, err := solver.Parse(text)
	if err != nil {
		c.startErr = err.Error()
		return
	}
	c.startErr = ""
	if !b.SameSize(c.set.Goal) {
		c.set.Goal = solver.Standard(b.Width(), b.Height())
		c.goalText = c.set.Goal.String()
	}
	c.set.Start = b
	c.fitSize()
	c.changed(ctx)
}

// fitSize falls back to defaults for the choices a new board size does not
// offer: the exact distance heuristic, scrambling to an exact distance
// (both only up to 9 cells).
func (c *lab) fitSize() {
	if _, err := solver.CheckHeuristic(c.set.Heuristic, c.set.Goal); err != nil {
		c.set.Heuristic = defaultH
	}
	if c.scrMode == "distance" && maxDepth(c.set.Goal) < 0 {
		c.scrMode, c.scrAmount = "moves", 40
	}
}

// onSize changes the board's size: the goal keeps its preset, and the start
// is a fresh scramble (uniform up to 9 cells; above, 40 random moves, which
// every algorithm with a good heuristic answers at once).
func (c *lab) onSize(ctx app.Context, w, h int) {
	if w == c.set.Goal.Width() && h == c.set.Goal.Height() {
		return
	}
	goal := solver.Standard(w, h)
	if name := solver.PresetName(c.set.Goal); name != "" {
		for _, p := range solver.GoalPresets {
			if p.Name == name {
				goal = p.Board(w, h)
			}
		}
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 11))
	c.set.Goal, c.set.Start = goal, solver.ScrambleUniform(goal, rng)
	if goal.Len() > 9 {
		c.set.Start = solver.ScrambleMoves(goal, 40, rng)
	}
	c.fitSize()
	c.edited(ctx)
}

func (c *lab) onGoalText(ctx app.Context, text string) {
	c.goalText = text
	g, err := solver.ParseGoal(text, c.set.Start.Width(), c.set.Start.Height())
	if err != nil {
		c.goalErr = err.Error()
		return
	}
	c.goalErr = ""
	c.set.Goal = g
	c.goalText = g.String()
	c.changed(ctx)
}

// maxDepth is the largest exact distance to goal, -1 when there is no table.
func maxDepth(goal solver.Board) int {
	if d, err := solver.ExactDistances(goal); err == nil {
		return d.Max()
	}
	return -1
}

// onScramble sets the scramble mode or amount (mode ends in "-set") or
// scrambles: uniformly, by random moves, or to an exact distance.
func (c *lab) onScramble(ctx app.Context, mode string, amount int) {
	if m, ok := strings.CutSuffix(mode, "-set"); ok {
		c.scrMode, c.scrAmount = m, max(0, amount)
		if m == "distance" {
			c.scrAmount = min(c.scrAmount, max(0, maxDepth(c.set.Goal)))
		}
		return
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
	switch mode {
	case "moves":
		c.set.Start = solver.ScrambleMoves(c.set.Goal, amount, rng)
	case "distance":
		b, err := solver.ScrambleDistance(c.set.Goal, amount, rng)
		if err != nil {
			c.message = err.Error()
			return
		}
		c.set.Start = b
	default:
		c.set.Start = solver.ScrambleUniform(c.set.Goal, rng)
	}
	c.edited(ctx)
}

// onTile slides a tile next to the blank into it, or in swap mode chooses
// the tiles to exchange: editing the start.
func (c *lab) onTile(ctx app.Context, cell int) {
	if c.swapping {
		c.set.Start, c.startSel = swapStep(c.set.Start, c.startSel, cell)
		c.edited(ctx)
		return
	}
	if nb, _, ok := c.set.Start.MoveTile(cell); ok {
		c.set.Start = nb
		c.edited(ctx)
	}
}

func (c *lab) onGoalTile(ctx app.Context, cell int) {
	c.set.Goal, c.goalSel = swapStep(c.set.Goal, c.goalSel, cell)
	c.edited(ctx)
}

// swapStep is one click of swap mode: the first click chooses a cell, the
// second exchanges the two tiles (clicking the chosen cell again cancels).
func swapStep(b solver.Board, selected, cell int) (solver.Board, int) {
	switch selected {
	case -1:
		return b, cell
	case cell:
		return b, -1
	}
	return b.Swap(selected, cell), -1
}

func (c *lab) onSwapMode(ctx app.Context) {
	c.swapping = !c.swapping
	c.startSel, c.goalSel = -1, -1
}

// onKey slides a tile with the arrow keys: the tile moves in the arrow's
// direction, into the blank.
func (c *lab) onKey(ctx app.Context, e app.Event) {
	if c.state != stateReady {
		return
	}
	dirs := map[string]solver.Dir{"ArrowUp": solver.Down, "ArrowDown": solver.Up, "ArrowLeft": solver.Right, "ArrowRight": solver.Left}
	d, ok := dirs[e.Get("key").String()]
	if !ok {
		return
	}
	e.PreventDefault()
	if nb, ok := c.set.Start.Neighbor(d); ok {
		c.set.Start = nb
		c.edited(ctx)
	}
}

func (c *lab) onAlgo(ctx app.Context, name string) {
	if _, ok := solver.AlgorithmByName(name); ok {
		c.set.Algo = name
		c.changed(ctx)
	}
}

func (c *lab) onHeuristic(ctx app.Context, name string) {
	if _, err := solver.CheckHeuristic(name, c.set.Goal); err == nil {
		c.set.Heuristic = name
		c.changed(ctx)
	}
}

// onOption reads the weight, depth limit or node budget; a bad value keeps
// the previous one and says why.
func (c *lab) onOption(ctx app.Context, name, value string) {
	if err := c.set.setOption(name, value); err != nil {
		c.message = fmt.Sprintf(c.set.Lang.t("badOptions"), err)
		return
	}
	c.changed(ctx)
}

func (c *lab) onSpeed(ctx app.Context, speed int) {
	c.set.Speed = speed
	c.updateURL(ctx)
	if c.state == stateSearching { // continue at the new pace
		c.stop.Store(true)
		c.start(ctx)
	}
}

// begin creates the search, or explains why it cannot start.
func (c *lab) begin() bool {
	if c.search != nil {
		return true
	}
	c.message = ""
	opts, err := c.set.options()
	if err == nil {
		alg, _ := solver.AlgorithmByName(c.set.Algo)
		opts.MaxExpanded = runBudget(alg, opts.MaxExpanded, c.set.Goal)
		freeMemory()
		c.search, err = solver.New(c.set.Algo, solver.Problem{Start: c.set.Start, Goal: c.set.Goal}, opts)
	}
	if err != nil {
		if errors.Is(err, solver.ErrUnsolvable) {
			c.message = c.set.Lang.t("different")
		} else {
			c.message = fmt.Sprintf(c.set.Lang.t("badOptions"), err)
		}
		return false
	}
	return true
}

// start runs the search in time slices until it ends or is paused.
func (c *lab) start(ctx app.Context) {
	stop := &atomic.Bool{}
	c.stop, c.state, c.scrub = stop, stateSearching, -1
	s, speed, elapsed := c.search, c.set.Speed, c.snap.elapsed
	ctx.Async(func() {
		runSearch(ctx, s, speed, elapsed, stop, func(snap snapshot) {
			if !stop.Load() {
				c.show(snap)
			}
		})
	})
}

// show displays a snapshot and ends the run when the search has ended.
func (c *lab) show(snap snapshot) {
	c.snap = snap
	if snap.outcome != solver.Running {
		c.state, c.at = stateFinished, 0
		c.noteMemory()
	}
}

// onRun is the Run button: it pauses a running search, resumes a paused
// one, runs a new one, and after the end runs again from the start. It
// decides by the state at the time of the click (a click may come before
// the button shows the new state), and it is never disabled, so keyboard
// focus stays on it.
func (c *lab) onRun(ctx app.Context) {
	switch c.state {
	case stateSearching:
		c.stop.Store(true)
		c.state = statePaused
		return
	case stateFinished:
		c.reset()
	}
	if c.search == nil && c.needsTables(false) {
		c.withTables(ctx, c.onRun)
		return
	}
	if c.begin() {
		c.start(ctx)
	}
}

// onStep expands one board and pauses.
func (c *lab) onStep(ctx app.Context) {
	if c.search == nil && c.needsTables(false) {
		c.withTables(ctx, c.onStep)
		return
	}
	if !c.begin() {
		return
	}
	if c.stop != nil {
		c.stop.Store(true)
	}
	c.state, c.scrub = statePaused, -1
	began := time.Now()
	c.search.Step(1)
	c.show(takeSnapshot(c.search, c.snap.elapsed+time.Since(began)))
}

func (c *lab) onStop(ctx app.Context) {
	c.halt()
	c.state, c.stopped = stateFinished, true
}

func (c *lab) onReset(ctx app.Context) {
	c.reset()
}

// onCompare runs every algorithm on the board, or A* with every heuristic,
// or stops the comparison.
func (c *lab) onCompare(ctx app.Context, what string) {
	if c.comparing || what == "stop" {
		if c.compareStop != nil {
			c.compareStop.Store(true)
		}
		c.comparing = false
		return
	}
	if c.needsTables(what == "heuristics") {
		c.withTables(ctx, func(ctx app.Context) { c.onCompare(ctx, what) })
		return
	}
	opts, err := c.set.options()
	if err != nil {
		c.message = fmt.Sprintf(c.set.Lang.t("badOptions"), err)
		return
	}
	opts.Trace = false
	optimal := -1
	if d, err := solver.ExactDistances(c.set.Goal); err == nil {
		optimal = d.Of(c.set.Start)
	}
	entries := algorithmEntries(opts)
	if what == "heuristics" {
		entries = heuristicEntries(c.set.Goal, opts)
	}
	stop := &atomic.Bool{}
	c.compare, c.comparing, c.compareStop = nil, true, stop
	p := solver.Problem{Start: c.set.Start, Goal: c.set.Goal}
	ctx.Async(func() {
		runCompare(ctx, p, entries, optimal, stop, func(row compareRow, last bool) {
			if stop.Load() {
				return
			}
			c.compare = append(c.compare, row)
			c.comparing = !last
		})
	})
}

// onScrub shows the expansion chosen on the scrubber.
func (c *lab) onScrub(ctx app.Context, e app.Event) {
	v, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
	if err != nil || c.search == nil || c.state == stateSearching {
		return
	}
	c.scrub = max(0, min(v, len(c.search.Trace().Steps)-1))
}

func (c *lab) onSeek(ctx app.Context, at int) {
	c.at = max(0, min(at, len(c.snap.path)))
	c.scrub = -1
}

// onPlay plays the path from the current board, or pauses it.
func (c *lab) onPlay(ctx app.Context) {
	if c.playing {
		c.halt()
		return
	}
	if c.at == len(c.snap.path) {
		c.at = 0
	}
	stop := &atomic.Bool{}
	c.playStop, c.playing = stop, true
	ctx.Async(func() {
		for !stop.Load() {
			time.Sleep(400 * time.Millisecond)
			ctx.Emit(func() {
				if stop.Load() {
					return
				}
				if c.at < len(c.snap.path) {
					c.at++
				}
				if c.at == len(c.snap.path) {
					stop.Store(true)
					c.playing = false
				}
			})
		}
	})
}
