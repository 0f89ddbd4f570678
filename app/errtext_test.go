package main

import (
	"net/url"
	"regexp"
	"strings"
	"testing"

	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/app/workshop"
	"slidelab/solver"
)

// latinWord is a word of English, or an identifier, in a Chinese text.
var latinWord = regexp.MustCompile(`[A-Za-z][A-Za-z]+`)

// identifiers may stand in Chinese text: what is typed in addresses and
// boards, and the names of algorithms.
var identifiers = map[string]bool{"zero": true, "misplaced": true, "manhattan": true, "linear": true, "pdb": true, "exact": true,
	"en": true, "zh": true, "auto": true, "max": true, "autoplay": true, "embed": true, "bfs": true, "bibfs": true, "dfs": true,
	"iddfs": true, "ucs": true, "greedy": true, "astar": true, "wastar": true, "idastar": true, "IDA": true, "BFS": true, "DFS": true,
	"custom": true, "hx": true, "min": true, "dist": true, "out": true, "outrow": true, "outcol": true, "yes": true, "no": true, "mode": true, "expand": true, "reduce": true, "play": true}

// checkChinese fails when text, but for the identifiers and the values
// quoted, has a Latin word.
func checkChinese(t *testing.T, what, text string, quoted ...string) {
	t.Helper()
	rest := text
	for _, q := range quoted {
		rest = strings.ReplaceAll(rest, q, "")
	}
	for _, w := range latinWord.FindAllString(rest, -1) {
		if !identifiers[w] {
			t.Errorf("%s in Chinese: %q has the English %q", what, text, w)
			return
		}
	}
	if strings.Contains(text, "%!") {
		t.Errorf("%s in Chinese: %q", what, text)
	}
}

// TestChineseErrors words every error the page can show, in Chinese: every
// class of bad board (start and goal), every bad address value, every bad
// option. None may hold an English sentence.
func TestChineseErrors(t *testing.T) {
	for code, en := range solver.InputCodes() {
		if _, ok := ui.Chinese.Lookup("input." + code); !ok {
			t.Errorf("the input error %q (%s) has no Chinese", code, en)
		}
	}
	boards := []string{"", "/", "1 2/ /3 4", "1 2 x 4", "12x4", "abc", "12/3", "12/3_/44", "12345", "1234567",
		"12345678", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 16/0 1 2 3", "123456789", "111234567", "12345670_",
		"0 1/2 3/4 5/6 7/8 9/10 11/12 13/14 15/16 17/18 19/20 21", strings.Repeat("1 ", 101), "1 2 3/4 5/6 7 8"}
	for _, in := range boards {
		_, err := solver.Parse(in)
		if err == nil {
			t.Fatalf("Parse(%q) gave no error", in)
		}
		checkChinese(t, "start "+in, state.InputErrorText(ui.Chinese, err), in)
		_, err = solver.ParseGoal(in, 3, 3)
		checkChinese(t, "goal "+in, state.InputErrorText(ui.Chinese, err), in)
	}
	s4, g3 := solver.Standard(4, 4), solver.Standard(3, 3)
	_, errSizes := solver.New("astar", solver.Problem{Start: s4, Goal: g3}, solver.Options{})
	_, errAlgo := solver.New("nope", solver.Problem{Start: g3, Goal: g3}, solver.Options{})
	_, errH := solver.CheckHeuristic("exact", s4)
	_, errDist := solver.ScrambleDistance(g3, 40, nil)
	for _, err := range []error{errSizes, errAlgo, errH, errDist,
		solver.Options{Weight: 0.5}.Check(), solver.Options{DepthLimit: -1}.Check(), solver.Options{MaxExpanded: -1}.Check()} {
		checkChinese(t, err.Error(), state.InputErrorText(ui.Chinese, err), "nope")
	}
	for _, q := range []string{"lang=xx", "start=abc", "start=1x", "goal=zzz", "goal=12/30", "algo=foo", "h=foo", "h=exact&start=123456789abcdef0",
		"w=0&algo=wastar", "w=x&algo=wastar", "depth=0&algo=dfs", "budget=0", "budget=2000000&start=123456789abcdef0",
		"budget=x", "speed=fast", "autoplay=maybe", "embed=maybe", "h=custom", "reopen=maybe", "race=astar,bfs,astar:custom",
		"hx=manhattan%2B", "hx=2*(manhattan", "hx=manhattan)", "hx=manhatan", "hx=min()", "hx=max(1,)", "hx=dist(1.5)", "hx=max(1%202)",
		"hx=2+%23", "hx=1.2.3", "hx=%2B1", "hx=(", "hx=max(1+2", "hx=manhattan(2)", "hx=1%2Bmax", "hx=5000", "hx=dist(9)",
		"hx=" + strings.Repeat("1%2B", 101), "hx=" + strings.Repeat("(", 13) + "1" + strings.Repeat(")", 13),
		"hx=exact&start=123456789abcdef0",
		"level=2", "mode=fly", "mode=expand&race=bfs,astar", "mode=play&race=bfs,astar", "mode=expand&level=9", "race=astar,bfs,astar:reopen=maybe"} {
		v, _ := url.ParseQuery(q)
		_, probs := state.ParseSettings(v, "zh")
		if len(probs) == 0 {
			t.Errorf("%s: no problem reported", q)
		}
		for _, p := range probs {
			checkChinese(t, q, state.RefusedText(ui.Chinese, p), p.Param+"=", p.Value)
		}
	}
	set := state.DefaultSettings()
	set.Start, set.Goal, set.Algo = s4, s4, "astar"
	for _, o := range [][2]string{{"w", "0"}, {"w", "x"}, {"depth", "0"}, {"depth", "1001"}, {"budget", "0"}, {"budget", "900000"}} {
		err := set.SetOption(o[0], o[1])
		if err == nil {
			t.Errorf("option %s=%s was taken", o[0], o[1])
			continue
		}
		checkChinese(t, o[0]+"="+o[1], state.InputErrorText(ui.Chinese, err))
	}
	b, _ := solver.Parse("123405678")
	for _, f := range []solver.FormulaFault{{Code: "fDivZero", Board: b}, {Code: "fNegative", Board: b, Value: -3}, {Code: "fHuge", Board: b, Value: 2000}} {
		checkChinese(t, f.Code, state.InputErrorText(ui.Chinese, f.Err()))
		checkChinese(t, f.Code, workshop.FaultText(ui.Chinese, &f))
	}
}

// TestBudgetCap: on a board above 9 cells the budget field refuses more
// than a search that keeps every board may have, and says why.
func TestBudgetCap(t *testing.T) {
	set := state.DefaultSettings()
	set.Start, set.Goal, set.Algo = solver.Standard(4, 4), solver.Standard(4, 4), "astar"
	err := set.SetOption("budget", "900000")
	if err == nil || !strings.Contains(state.InputErrorText(ui.English, err), "at most 500,000") {
		t.Errorf("A* on 4×4, budget 900000: %v", err)
	}
	set.Algo = "idastar"
	if err := set.SetOption("budget", "900000"); err != nil || set.Budget != 900000 {
		t.Errorf("IDA* on 4×4, budget 900000: %v, budget %d", err, set.Budget)
	}
	five := solver.Standard(5, 5) // above 16 cells IDA* is capped too, and the words say so
	set.Start, set.Goal, set.Algo = five, five, "idastar"
	err = set.SetOption("budget", "1000000")
	for _, l := range []ui.Lang{ui.English, ui.Chinese} {
		if got := state.InputErrorText(l, err); err == nil || !strings.Contains(got, "200,000") || strings.Contains(got, "IDA* keeps only") || strings.Contains(got, "不受此限") || strings.Contains(got, "9 格") {
			t.Errorf("IDA* on 5×5, budget 1000000 (%s): %q", l, got)
		}
	}
	set.Algo = "reduce" // the reduction solver is not capped there: the words say so
	if err := set.SetOption("budget", "2000000000"); err == nil || strings.Contains(state.InputErrorText(ui.English, err), "every search but the reduction solver") {
		t.Errorf("the reduction solver on 5×5, budget 2000000000: %v", err)
	}
	v, _ := url.ParseQuery("start=123456789abcdef0&algo=bfs&budget=2000000")
	if _, probs := state.ParseSettings(v, "en"); len(probs) != 1 || probs[0].Param != "budget" {
		t.Errorf("budget=2000000 for BFS on 4×4 in the address: problems %v", probs)
	}
}
