package main

import (
	"slices"
	"strings"
	"testing"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
)

// TestStopProblems: a stop whose settings are refused names the stop and
// the problem in both languages; the lesson's other stops stay usable.
func TestStopProblems(t *testing.T) {
	good := stop{Q: "start=283104765&goal=spiral&algo=astar&h=manhattan", At: 3}
	for _, c := range []struct {
		st     stop
		en, zh string
	}{
		{stop{Q: "start=283104765&algo=nope"}, `Stop 2 cannot be shown: algo="nope": must be one of`, "第 2 站无法显示：algo=\"nope\"：必须是以下之一"},
		{stop{Q: "start=12345"}, `Stop 2 cannot be shown: start="12345"`, "第 2 站无法显示：start=\"12345\""},
		{stop{Q: "algo=bfs&alog=astar"}, "“alog” is not a parameter of the page", "“alog”不是本页的参数"},
		{stop{Q: "algo=%zz"}, "its q is not a URL query", "q 不是有效的 URL 查询字符串"},
		{stop{Q: "algo=bfs", At: -2}, "at=-2: the moment must be -1 (the end of the search)", "at=-2：时刻必须是 -1"},
		{stop{Q: "algo=bfs", At: maxStopAt + 1}, "up to 1,000,000", "不超过 1,000,000"},
		{stop{Q: "race=bfs,ucs&clock=time", At: 5}, "at=5: a race by time (clock=time) cannot stop at a tick", "at=5：按时间推进的比赛"},
		{stop{Q: "algo=astar", Unit: 2}, "unit=2: this stop's search has no layers or passes", "unit=2：这一站的搜索既没有"},
		{stop{Q: "race=bfs,ucs", Unit: 2}, "unit=2: this stop's search has no layers", "既没有“层”也没有“轮”"},
		{stop{Q: "algo=bfs", Unit: -1}, "unit=-1: must be from 1 to 1000", "unit=-1：必须在 1 到 1000 之间"},
		{stop{Q: "algo=bfs", Ask: &ask{Q: "?", Choices: []string{"one"}}}, "Stop 2's question cannot be asked: a question needs 2 to 8 choices, and this one has 1", "第 2 站的选择题无法显示：问题应有 2 到 8 个选项，而这个问题有 1 个"},
		{stop{Q: "algo=bfs", Ask: &ask{Q: "?", Choices: []string{"a", "b"}, Answer: 2}}, "Stop 2's question cannot be asked: the answer 2 is not one of the choices (0 to 1)", "答案 2 不在选项范围内"},
		{stop{Q: "algo=bfs", Ask: &ask{Q: " ", Choices: []string{"a", "b"}}}, "Stop 2's question cannot be asked: it has no text", "第 2 站的选择题无法显示：它没有题干"},
		{stop{Q: "algo=bfs", Ask: &ask{Q: "?", Choices: []string{"a", "", "c"}}}, "choice B is empty", "选项 B 是空的"},
		{stop{Q: "speed=fast"}, `speed="fast": must be auto`, `speed="fast"：必须是 auto`},
	} {
		les := lesson{V: 1, Title: "t", Stops: []stop{good, c.st, good}}
		var m lessonModel
		m.open(les, "link", 0, state.DefaultSettings())
		if m.problems[0] != nil || m.problems[2] != nil || m.problems[1] == nil {
			t.Errorf("%q: problems %v", c.st.Q, m.problems)
			continue
		}
		// A question that cannot be asked leaves the stop shown without
		// it; any other problem, the page as it is.
		enPrefix, zhPrefix := "Stop 2 cannot be shown: ", "第 2 站无法显示："
		if c.st.Ask != nil {
			enPrefix, zhPrefix = "Stop 2's question cannot be asked: ", "第 2 站的选择题无法显示："
		}
		if shows(m.problems[1]) != (c.st.Ask != nil) {
			t.Errorf("%q: the stop shown: %v", c.st.Q, shows(m.problems[1]))
		}
		if en := problemText(ui.English, 1, m.problems[1]); !strings.Contains(en, c.en) || !strings.HasPrefix(en, enPrefix) {
			t.Errorf("%q: %q, want %q in it", c.st.Q, en, c.en)
		}
		if zh := problemText(ui.Chinese, 1, m.problems[1]); !strings.Contains(zh, c.zh) || !strings.HasPrefix(zh, zhPrefix) {
			t.Errorf("%q: %q, want %q in it", c.st.Q, zh, c.zh)
		}
	}
}

// TestLessonModel: the stops in order, clamped; a stop's settings keep
// the reader's language and layout; the question answered once; the
// fragment keeps the stop.
func TestLessonModel(t *testing.T) {
	les := lesson{V: 1, Title: "t", Stops: []stop{
		{Q: "start=123405678&algo=bfs&lang=fr&embed=yes", At: 5},
		{Q: "start=283104765&goal=spiral&algo=astar&h=linear", At: atEnd, Ask: &ask{Q: "?", Choices: []string{"a", "b"}, Answer: 1}},
	}}
	page := state.DefaultSettings()
	page.Lang, page.LangSet, page.Embed = ui.English, true, false
	var m lessonModel
	m.open(les, "LINK", 7, page)
	if m.at != 1 || m.fragment() != "lesson=LINK&stop=2" {
		t.Errorf("opened at stop 8 of 2: at %d, fragment %q", m.at, m.fragment())
	}
	if !m.move(0) || m.fragment() != "lesson=LINK" || m.move(2) || m.move(-1) || m.at != 0 {
		t.Errorf("moves: at %d", m.at)
	}
	set, err := stopSettings(m.stop(), page)
	if err != nil || set.Lang != ui.English || set.Embed || set.Algo != "bfs" || set.Start.String() != "123405678" {
		t.Errorf("stop 1's settings: %+v, %v", set, err)
	}
	if m.Pick(0) { // no question here
		t.Error("a stop without a question took an answer")
	}
	m.move(1)
	if !m.Pick(0) || m.Pick(1) || m.answer != 0 {
		t.Errorf("the answer: %d", m.answer)
	}
	m.move(0)
	if m.answer != -1 {
		t.Error("the answer stays at another stop")
	}
	m.close()
	if m.following() {
		t.Error("closed, still following")
	}
	for _, c := range []struct {
		f     string
		text  string
		stopN int
		ok    bool
	}{
		{"lesson=abc", "abc", 1, true},
		{"lesson=abc&stop=3", "abc", 3, true},
		{"lesson=abc&stop=x", "abc", 1, true},
		{"controls", "", 0, false},
		{"", "", 0, false},
	} {
		text, n, ok := lessonFragment(c.f)
		if text != c.text || n != c.stopN || ok != c.ok {
			t.Errorf("%q: %q %d %v", c.f, text, n, ok)
		}
	}
}

// TestStopHere: a stop's q is the page's settings, the problem first,
// without the reader's language and layout; its moment the board before
// any search, the expansions done, or the end.
func TestStopHere(t *testing.T) {
	set := state.DefaultSettings()
	set.Lang, set.LangSet, set.Embed = ui.Chinese, true, true
	q, at := stopOf(set, true, false, 7)
	if !strings.HasPrefix(q, "start=123405678&goal=standard&algo=astar&h=manhattan") || strings.Contains(q, "lang") || strings.Contains(q, "embed") || at != 7 {
		t.Errorf("stopOf: %q at %d", q, at)
	}
	if _, at := stopOf(set, false, false, 7); at != 0 {
		t.Errorf("no search: at %d", at)
	}
	if _, at := stopOf(set, true, true, 7); at != atEnd {
		t.Errorf("finished: at %d", at)
	}
	// Every parameter the page writes is one a stop may hold.
	set.Race, set.Clock, set.Budget, set.Autoplay = []state.RaceEntry{{Algo: "bfs"}, {Algo: "ucs"}}, search.ByTime, 99, false
	for k := range set.Query() {
		if !slices.Contains(state.PageParams, k) {
			t.Errorf("the page writes %q, which a stop refuses", k)
		}
	}
}

// TestAuthorModel: a draft is written stop by stop, reordered, deleted;
// a lesson to edit replaces a draft with stops only when the author says;
// the browser's copy restores it.
func TestAuthorModel(t *testing.T) {
	var m authorModel
	if out := m.begin(nil); !m.on || !out.changed {
		t.Fatal("the author mode did not open")
	}
	m.take(authorAct{op: "title", text: "八数码"}, stop{}, ui.English)
	m.take(authorAct{op: "add"}, stop{Q: "algo=bfs", At: 5}, ui.English)
	m.take(authorAct{op: "add"}, stop{Q: "algo=astar", At: atEnd}, ui.English)
	m.take(authorAct{op: "note", i: 1, text: "the end\nof A*"}, stop{}, ui.English)
	if out := m.take(authorAct{op: "up", i: 1}, stop{}, ui.English); out.err != nil || m.draft.Stops[0].Q != "algo=astar" || m.draft.Stops[0].Note != "the end\nof A*" {
		t.Errorf("up: %+v", m.draft.Stops)
	}
	if out := m.take(authorAct{op: "up", i: 0}, stop{}, ui.English); out.err == nil {
		t.Error("the first stop moved up")
	}
	if out := m.take(authorAct{op: "down", i: 1}, stop{}, ui.English); out.err == nil {
		t.Error("the last stop moved down")
	}
	if out := m.take(authorAct{op: "show", i: 1}, stop{}, ui.English); out.show != 2 || out.changed {
		t.Errorf("show: %+v", out)
	}
	// A question written field by field; the answer follows the choices.
	if out := m.take(authorAct{op: "askQ", i: 0}, stop{}, ui.English); out.err == nil {
		t.Error("a question's field without a question")
	}
	m.take(authorAct{op: "ask", i: 0}, stop{}, ui.English)
	for _, op := range []authorAct{{op: "askQ", i: 0, text: "Which?"}, {op: "askChoices", i: 0, text: "BFS\nA*\nIDA*"},
		{op: "askAnswer", i: 0, text: "2"}, {op: "askAnswer", i: 0, text: "9"}, {op: "askWhy", i: 0, text: "h"}} {
		m.take(op, stop{}, ui.English)
	}
	if a := m.draft.Stops[0].Ask; a == nil || a.Q != "Which?" || len(a.Choices) != 3 || a.Answer != 2 || a.Why != "h" {
		t.Errorf("the question: %+v", a)
	}
	m.take(authorAct{op: "askChoices", i: 0, text: "BFS\nA*"}, stop{}, ui.English)
	if _, words, _ := m.shown(ui.English); !strings.Contains(words[0], "⚠ Stop 1's question cannot be asked: the answer 2 is not one of the choices (0 to 1)") {
		t.Errorf("the answer left beyond the choices is said %q", words[0])
	}
	m.take(authorAct{op: "askChoices", i: 0, text: "BFS\nA*\nIDA*"}, stop{}, ui.English) // typed again: the answer is as set
	if a := m.draft.Stops[0].Ask; a.Answer != 2 {
		t.Errorf("the answer is %d", a.Answer)
	}
	if _, words, _ := m.shown(ui.English); strings.Contains(words[0], "⚠") || !strings.Contains(words[0], "a question") {
		t.Errorf("stop 1 is said %q", words[0])
	}
	m.take(authorAct{op: "askAnswer", i: 0, text: "1"}, stop{}, ui.English)
	m.take(authorAct{op: "askChoices", i: 0, text: "BFS\n"}, stop{}, ui.English)
	if _, words, _ := m.shown(ui.English); !strings.Contains(words[0], "⚠ Stop 1's question cannot be asked: choice B is empty") {
		t.Errorf("a stop with an empty choice is said %q", words[0])
	}
	m.take(authorAct{op: "ask", i: 0}, stop{}, ui.English)
	if m.draft.Stops[0].Ask != nil {
		t.Error("the question was not taken away")
	}
	kept := m.stored()
	var back authorModel
	if !back.restore(kept, true) || !back.on || !sameLesson(back.draft, m.draft) || back.draft.Title != "八数码" {
		t.Errorf("restored after a reload: %+v from %s", back, kept)
	}
	var visit authorModel // a new visit: the draft kept, the author mode closed until asked for
	if !visit.restore(kept, false) || visit.on || !sameLesson(visit.draft, m.draft) {
		t.Errorf("restored on a new visit: %+v from %s", visit, kept)
	}
	if back.restore("{broken", true) || back.restore("", true) {
		t.Error("a broken store was taken")
	}
	other := lesson{V: 1, Title: "other", Stops: []stop{{Q: "algo=ucs"}}}
	m.begin(&other)
	if m.pending == nil || m.draft.Title != "八数码" {
		t.Fatal("a draft with stops was replaced unasked")
	}
	m.take(authorAct{op: "keep"}, stop{}, ui.English)
	if m.pending != nil || m.draft.Title != "八数码" {
		t.Error("keep")
	}
	m.begin(&other)
	m.take(authorAct{op: "replace"}, stop{}, ui.English)
	if m.pending != nil || m.draft.Title != "other" {
		t.Error("replace")
	}
	m.take(authorAct{op: "delete", i: 0}, stop{}, ui.English)
	if len(m.draft.Stops) != 0 {
		t.Error("delete")
	}
	if out := m.take(authorAct{op: "follow"}, stop{}, ui.English); out.err == nil {
		t.Error("followed a lesson without stops")
	}
	m.begin(&other) // an empty draft is replaced at once
	if m.pending != nil || m.draft.Title != "other" {
		t.Error("an empty draft waited")
	}
	if out := m.take(authorAct{op: "follow"}, stop{}, ui.English); !out.follow || m.on {
		t.Errorf("follow: %+v", out)
	}
	if out := m.take(authorAct{op: "nonsense"}, stop{}, ui.English); out.err == nil {
		t.Error("an unknown op")
	}
	if out := m.take(authorAct{op: "note", i: 9}, stop{}, ui.English); state.InputErrorText(ui.English, out.err) != "there is no stop 10" {
		t.Errorf("a note of no stop: %v", out.err)
	}
	for len(m.draft.Stops) < lessonMaxStops {
		m.take(authorAct{op: "add"}, stop{Q: "algo=bfs", At: 0}, ui.English)
	}
	if out := m.take(authorAct{op: "add"}, stop{Q: "algo=bfs", At: 0}, ui.English); state.InputErrorText(ui.Chinese, out.err) != "一节课最多 200 站：这节课已经满了" || len(m.draft.Stops) != lessonMaxStops {
		t.Errorf("a stop past the most: %v, %d stops", out.err, len(m.draft.Stops))
	}
	if out := m.begin(nil); !out.changed || !m.on {
		t.Error("the author mode did not open")
	}
	if out := m.begin(nil); out.changed {
		t.Error("opening the author mode again rewrites the draft kept")
	}
}

// TestStopBeyond4x4: a lesson's stop meets the boards above 4×4 and play
// mode as a link does: a 5×5 start without algo= is the reduction
// solver's, BFS is BFS, play mode is kept, and pattern databases on 5×5
// or the reduction solver played by the class are refused with the
// reason in both languages.
func TestStopBeyond4x4(t *testing.T) {
	const five = "start=" + "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,0,24"
	set, err := stopSettings(stop{Q: five + "&goal=standard", At: 5}, state.DefaultSettings())
	if err != nil || set.Algo != "reduce" || set.Start.Len() != 25 {
		t.Errorf("a 5×5 stop: %s on %d cells, %v", set.Algo, set.Start.Len(), err)
	}
	if set, err := stopSettings(stop{Q: "start=283104765&goal=spiral&mode=play"}, state.DefaultSettings()); err != nil || !set.Play {
		t.Errorf("a stop in play mode: play %v, %v", set.Play, err)
	}
	if set, err := stopSettings(stop{Q: five + "&algo=bfs", At: -1}, state.DefaultSettings()); err != nil || set.Algo != "bfs" {
		t.Errorf("BFS on 5×5: %s, %v", set.Algo, err)
	}
	for _, c := range []struct{ q, en, zh string }{
		{five + "&algo=astar&h=pdb", "works on boards of up to 16 cells, not 5×5", "只适用于不超过 16 格的棋盘，不适用于 5×5"},
		{five + "&mode=expand", "mode=\"expand\"", "mode=\"expand\""},
	} {
		_, err := stopSettings(stop{Q: c.q}, state.DefaultSettings())
		if err == nil {
			t.Errorf("%q: accepted", c.q)
			continue
		}
		if en, zh := problemText(ui.English, 0, err), problemText(ui.Chinese, 0, err); !strings.Contains(en, c.en) || !strings.Contains(zh, c.zh) || !strings.Contains(zh, "第 1 站无法显示") {
			t.Errorf("%q: %q / %q", c.q, en, zh)
		}
	}
}
