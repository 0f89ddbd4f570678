package main

import (
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// TestRaceURL: race= takes two to four valid entries; each bad one is
// refused with why, in both languages, and the rest still race; fewer than
// two valid leave a single search, and say so.
func TestRaceURL(t *testing.T) {
	for _, c := range []struct {
		race  string
		lanes string   // the race taken, as the address writes it again
		why   []string // each entry refused: words of the English
		zh    []string // and of the Chinese
	}{
		{"bfs,astar:manhattan", "bfs,astar:manhattan", nil, nil},
		{"astar:misplaced,astar:manhattan,astar:linear,idastar:pdb", "astar:misplaced,astar:manhattan,astar:linear,idastar:pdb", nil, nil},
		{" bfs , wastar:manhattan:w=3 ,dfs:depth=20", "bfs,wastar:manhattan:w=3,dfs:depth=20", nil, nil},
		{"bfs,sideways,astar", "bfs,astar", []string{`"sideways" is not an algorithm: choose one of bfs`}, []string{"“sideways”不是算法"}},
		{"bfs:manhattan,astar,ucs", "astar,ucs", []string{`bfs uses no heuristic`}, []string{"bfs 不使用启发函数"}},
		{"astar:fancy,bfs,greedy", "bfs,greedy", []string{`unknown heuristic "fancy"`}, []string{"没有名为“fancy”的启发函数"}},
		{"astar:manhattan:linear,bfs,ucs", "bfs,ucs", []string{`"linear" sets again what the entry has set`}, []string{"“linear”重复设置了条目已有的内容"}},
		{"wastar:w=3:w=5,bfs,ucs", "bfs,ucs", []string{`"w=5" sets again`}, []string{"“w=5”重复设置"}},
		{"bfs:,astar::manhattan:", "bfs,astar:manhattan", nil, nil},
		{"BFS,A*,AStar:Manhattan,,", "bfs,astar:manhattan", []string{`"a*" is not an algorithm`}, []string{"“a*”不是算法名"}},
		{"astar:w=3,bfs,ucs", "bfs,ucs", []string{"astar takes no w"}, []string{"astar 没有 w 这个选项"}},
		{"wastar:w=0,bfs,ucs", "bfs,ucs", []string{"must be a number from 1 to 100"}, []string{"必须是 1 到 100 之间的数值"}},
		{"dfs:depth=5000,bfs,ucs", "bfs,ucs", []string{"must be a whole number from 1 to 1000"}, []string{"必须是 1 到 1000 之间的整数"}},
		{"astar:speed=3,bfs,ucs", "bfs,ucs", []string{`"speed=3" is not an option of an entry`}, []string{"“speed=3”不是有效的选项"}},
		{"bfs,astar,ucs,greedy,dfs,iddfs", "bfs,astar,ucs,greedy", []string{`race="dfs,iddfs": a race has 4 lanes at most: the rest is left out`}, []string{"比赛最多 4 条赛道：其余条目未采用"}},
		{"x,y,z,bfs,u,v,w,astar,ucs,greedy" + strings.Repeat(",bfs", 100000), "bfs,astar", []string{`"x" is not`, `"y" is not`, `"z" is not`, `"u" is not`, `"v" is not`, `"w" is not`, `race="ucs,greedy,bfs,bfs,bfs,bfs,bfs,bfs,bfs,bfs,bfs,bfs,bfs,bfs,b…": a race has 4 lanes at most`},
			[]string{"“x”不是算法名", "“y”", "“z”", "“u”", "“v”", "“w”", "其余条目未采用"}},
		{"bfs", "", []string{"a race needs 2 to 4 valid entries (valid here: 1)"}, []string{"比赛需要 2 到 4 个有效条目（此处有效的：1 个）"}},
		{"bfs,nonsense", "", []string{`"nonsense" is not an algorithm`, "(valid here: 1)"}, []string{"“nonsense”不是算法", "此处有效的：1 个"}},
		{",", "", []string{"(valid here: 0)"}, []string{"此处有效的：0 个"}},
	} {
		q := url.Values{"start": {"513824076"}, "race": {c.race}}
		c.race = solver.Clip(c.race) // in the messages below
		s, probs := state.ParseSettings(q, "")
		if got := state.RaceText(s.Race); got != c.lanes {
			t.Errorf("race=%s: lanes %q, want %q", c.race, got, c.lanes)
		}
		if got := s.Query().Get("race"); got != c.lanes {
			t.Errorf("race=%s: the address writes race=%q, want %q", c.race, got, c.lanes)
		}
		if len(probs) != len(c.why) {
			t.Errorf("race=%s: refused %v, want %d", c.race, probs, len(c.why))
			continue
		}
		for i, p := range probs {
			if en, zh := state.RefusedText(ui.English, p), state.RefusedText(ui.Chinese, p); !strings.Contains(en, c.why[i]) || !strings.Contains(zh, c.zh[i]) {
				t.Errorf("race=%s: refusal %d says\n%s\n%s\nwant %q and %q", c.race, i, en, zh, c.why[i], c.zh[i])
			}
		}
		if specs := s.Specs(); (len(specs) > 1) != (c.lanes != "") {
			t.Errorf("race=%s: %d searches", c.race, len(specs))
		}
	}
}

// TestRaceLanes: each lane takes the page's heuristic, weight and depth
// limit unless its entry sets its own, and only those its algorithm uses;
// the clock is in the address.
func TestRaceLanes(t *testing.T) {
	q, _ := url.ParseQuery("start=513824076&algo=bfs&h=linear&w=3&depth=30&race=bfs,astar,wastar:manhattan:w=4,dfs&clock=time")
	s, probs := state.ParseSettings(q, "")
	if len(probs) != 0 || s.Clock != search.ByTime {
		t.Fatalf("refused %v, clock %q", probs, s.Clock)
	}
	want := []search.Spec{
		{Algo: "bfs", Heuristic: state.DefaultH, Weight: solver.DefaultWeight},
		{Algo: "astar", Heuristic: "linear", Weight: solver.DefaultWeight},
		{Algo: "wastar", Heuristic: "manhattan", Weight: 4},
		{Algo: "dfs", Heuristic: state.DefaultH, Weight: solver.DefaultWeight, Depth: 30},
	}
	for i, sp := range s.Specs() {
		w := want[i]
		w.Start, w.Goal = s.Start, s.Goal
		if sp != w {
			t.Errorf("lane %d: %+v, want %+v", i, sp, w)
		}
	}
	if q := s.Query(); q.Get("race") != "bfs,astar,wastar:manhattan:w=4,dfs" || q.Get("clock") != "time" {
		t.Errorf("the address: %s", q.Encode())
	}
}

// TestRaceEdits: the race's transitions: a race of two to four lanes is
// taken and drops the search, a race of one is not, leaving the race goes
// back to the single search; the clock takes its two names; the lesson's
// race and Compare's rows make the races they say.
func TestRaceEdits(t *testing.T) {
	set := state.DefaultSettings()
	e := newEditModel(set)
	two := []state.RaceEntry{{Algo: "bfs"}, {Algo: "astar", Heuristic: "linear"}}
	for _, c := range []struct {
		a       ui.Action
		changed bool
		race    string
		clock   search.Clock
	}{
		{raceSet(two[:1]), false, "", search.ByExpansion},
		{raceSet(two), true, "bfs,astar:linear", search.ByExpansion},
		{clockSet("time"), true, "bfs,astar:linear", search.ByTime},
		{clockSet("time"), false, "bfs,astar:linear", search.ByTime},
		{clockSet("sundial"), false, "bfs,astar:linear", search.ByTime},
		{clockSet("expansion"), true, "bfs,astar:linear", search.ByExpansion},
		{raceSet(nil), true, "", search.ByExpansion},
	} {
		got := e.take(&set, c.a, nil)
		if got.changed != c.changed || state.RaceText(set.Race) != c.race || set.Clock != c.clock || set.Racing() != (c.race != "") {
			t.Errorf("%#v: changed %v, race %q, clock %q; want %v, %q, %q", c.a, got.changed, state.RaceText(set.Race), set.Clock, c.changed, c.race, c.clock)
		}
	}

	// A new size keeps the race, and a lane's heuristic that does not fit
	// the new board gives way to the page's.
	set.Race = []state.RaceEntry{{Algo: "astar", Heuristic: "exact"}, {Algo: "bfs"}, {Algo: "idastar", Heuristic: "pdb"}}
	if got := e.take(&set, sizeSet{4, 4}, rand.New(rand.NewPCG(1, 2))); !got.changed {
		t.Fatal("the size did not change")
	}
	if got := state.RaceText(set.Race); got != "astar,bfs,idastar:pdb" {
		t.Errorf("after a new size the race is %q", got)
	}
	for _, sp := range set.Specs() {
		if err := sp.Check(); err != nil {
			t.Errorf("after a new size, lane %s: %v", sp.Algo, err)
		}
	}

	for algo, want := range map[string]string{"astar": "astar:manhattan,bfs", "bfs": "bfs,astar:manhattan", "wastar": "wastar:manhattan:w=2,bfs", "dfs": "dfs,bfs"} {
		s := state.DefaultSettings()
		s.Algo = algo
		if got := state.RaceText(state.RaceAgainst(s)); got != want {
			t.Errorf("the race against %s: %q, want %q", algo, got, want)
		}
	}
}
