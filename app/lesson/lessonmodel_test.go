package lesson

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
	good := Stop{Q: "start=283104765&goal=spiral&algo=astar&h=manhattan", At: 3}
	for _, c := range []struct {
		st     Stop
		en, zh string
	}{
		{Stop{Q: "start=283104765&algo=nope"}, `Stop 2 cannot be shown: algo="nope": must be one of`, "第 2 站无法显示：algo=\"nope\"：必须是以下之一"},
		{Stop{Q: "start=12345"}, `Stop 2 cannot be shown: start="12345"`, "第 2 站无法显示：start=\"12345\""},
		{Stop{Q: "algo=bfs&alog=astar"}, "“alog” is not a parameter of the page", "“alog”不是本页的参数"},
		{Stop{Q: "algo=%zz"}, "its q is not a URL query", "q 不是有效的 URL 查询字符串"},
		{Stop{Q: "algo=bfs", At: -2}, "at=-2: the moment must be -1 (the end of the search)", "at=-2：时刻必须是 -1"},
		{Stop{Q: "algo=bfs", At: maxStopAt + 1}, "up to 1,000,000", "不超过 1,000,000"},
		{Stop{Q: "race=bfs,ucs&clock=time", At: 5}, "at=5: a race by time (clock=time) cannot stop at a tick", "at=5：按时间推进的比赛"},
		{Stop{Q: "algo=astar", Unit: 2}, "unit=2: this stop's search has no layers or passes", "unit=2：这一站的搜索既没有"},
		{Stop{Q: "race=bfs,ucs", Unit: 2}, "unit=2: this stop's search has no layers", "既没有“层”也没有“轮”"},
		{Stop{Q: "algo=bfs", Unit: -1}, "unit=-1: must be from 1 to 1000", "unit=-1：必须在 1 到 1000 之间"},
		{Stop{Q: "algo=bfs", Ask: &Ask{Q: "?", Choices: []string{"one"}}}, "Stop 2's question cannot be asked: a question needs 2 to 8 choices, and this one has 1", "第 2 站的选择题无法显示：问题应有 2 到 8 个选项，而这个问题有 1 个"},
		{Stop{Q: "algo=bfs", Ask: &Ask{Q: "?", Choices: []string{"a", "b"}, Answer: 2}}, "Stop 2's question cannot be asked: the answer 2 is not one of the choices (0 to 1)", "答案 2 不在选项范围内"},
		{Stop{Q: "algo=bfs", Ask: &Ask{Q: " ", Choices: []string{"a", "b"}}}, "Stop 2's question cannot be asked: it has no text", "第 2 站的选择题无法显示：它没有题干"},
		{Stop{Q: "algo=bfs", Ask: &Ask{Q: "?", Choices: []string{"a", "", "c"}}}, "choice B is empty", "选项 B 是空的"},
		{Stop{Q: "speed=fast"}, `speed="fast": must be auto`, `speed="fast"：必须是 auto`},
		{Stop{Q: "algo=bfs", Look: "queue"}, `look="queue": must be board, verdict`, `look="queue"：必须是 board、verdict`},
		{Stop{Q: "race=bfs,ucs", Look: "open"}, `look="open": a race shows its lanes`, `look="open"：比赛只显示各条赛道`},
		{Stop{Q: "algo=astar", Look: "passes"}, "look=passes: only IDA* and IDDFS search in passes", "look=passes：只有 IDA* 和 IDDFS 是分轮迭代搜索的"},
	} {
		les := Lesson{V: 1, Title: "t", Stops: []Stop{good, c.st, good}}
		var m Model
		m.Open(les, "link", 0, state.DefaultSettings())
		if m.Problems[0] != nil || m.Problems[2] != nil || m.Problems[1] == nil {
			t.Errorf("%q: problems %v", c.st.Q, m.Problems)
			continue
		}
		// A question that cannot be asked leaves the stop shown without
		// it; any other problem, the page as it is.
		enPrefix, zhPrefix := "Stop 2 cannot be shown: ", "第 2 站无法显示："
		if c.st.Ask != nil {
			enPrefix, zhPrefix = "Stop 2's question cannot be asked: ", "第 2 站的选择题无法显示："
		}
		if Shows(m.Problems[1]) != (c.st.Ask != nil) {
			t.Errorf("%q: the stop shown: %v", c.st.Q, Shows(m.Problems[1]))
		}
		if en := ProblemText(ui.English, 1, m.Problems[1]); !strings.Contains(en, c.en) || !strings.HasPrefix(en, enPrefix) {
			t.Errorf("%q: %q, want %q in it", c.st.Q, en, c.en)
		}
		if zh := ProblemText(ui.Chinese, 1, m.Problems[1]); !strings.Contains(zh, c.zh) || !strings.HasPrefix(zh, zhPrefix) {
			t.Errorf("%q: %q, want %q in it", c.st.Q, zh, c.zh)
		}
	}
}

// TestLessonModel: the stops in order, clamped; a stop's settings keep
// the reader's language and layout; the question answered once; the
// fragment keeps the stop.
func TestLessonModel(t *testing.T) {
	les := Lesson{V: 1, Title: "t", Stops: []Stop{
		{Q: "start=123405678&algo=bfs&lang=fr&embed=yes&theme=none&present=screen", At: 5},
		{Q: "start=283104765&goal=spiral&algo=astar&h=linear", At: AtEnd, Ask: &Ask{Q: "?", Choices: []string{"a", "b"}, Answer: 1}},
	}}
	page := state.DefaultSettings()
	page.Lang, page.LangSet, page.Embed, page.Projector, page.Present = ui.English, true, false, true, "presenter"
	var m Model
	m.Open(les, "LINK", 7, page)
	if m.At != 1 || m.Fragment() != "lesson=LINK&stop=2" {
		t.Errorf("opened at stop 8 of 2: at %d, fragment %q", m.At, m.Fragment())
	}
	if !m.Move(0) || m.Fragment() != "lesson=LINK" || m.Move(2) || m.Move(-1) || m.At != 0 {
		t.Errorf("moves: at %d", m.At)
	}
	set, err := StopSettings(m.Stop(), page)
	if err != nil || set.Lang != ui.English || set.Embed || !set.Projector || set.Present != "presenter" || set.Algo != "bfs" || set.Start.String() != "123405678" {
		t.Errorf("stop 1's settings (the language, the layout, the view and presenting the page's): %+v, %v", set, err)
	}
	if m.Pick(0) { // no question here
		t.Error("a stop without a question took an answer")
	}
	m.Move(1)
	if !m.Pick(0) || m.Pick(1) || m.Answer != 0 {
		t.Errorf("the answer: %d", m.Answer)
	}
	m.Move(0)
	if m.Answer != -1 {
		t.Error("the answer stays at another stop")
	}
	m.Close()
	if m.Following() {
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
		text, n, ok := LessonFragment(c.f)
		if text != c.text || n != c.stopN || ok != c.ok {
			t.Errorf("%q: %q %d %v", c.f, text, n, ok)
		}
	}
}

// TestStopHere: a stop's q is the page's settings, the problem first,
// without the reader's language, layout and view; its moment the board
// before any search, the expansions done, or the end.
func TestStopHere(t *testing.T) {
	set := state.DefaultSettings()
	set.Lang, set.LangSet, set.Embed, set.Projector, set.Present = ui.Chinese, true, true, true, "presenter"
	q, at := StopOf(set, true, false, 7)
	if !strings.HasPrefix(q, "start=123405678&goal=standard&algo=astar&h=manhattan") || strings.Contains(q, "lang") || strings.Contains(q, "embed") || strings.Contains(q, "theme") || strings.Contains(q, "present") || at != 7 {
		t.Errorf("stopOf: %q at %d", q, at)
	}
	if _, at := StopOf(set, false, false, 7); at != 0 {
		t.Errorf("no search: at %d", at)
	}
	if _, at := StopOf(set, true, true, 7); at != AtEnd {
		t.Errorf("finished: at %d", at)
	}
	// Every parameter the page writes is one a stop may hold.
	set.Race, set.Clock, set.Budget, set.Autoplay = []state.RaceEntry{{Algo: "bfs"}, {Algo: "ucs"}}, search.ByTime, 99, false
	for k := range set.Query() {
		if !slices.Contains(state.PageParams(), k) {
			t.Errorf("the page writes %q, which a stop refuses", k)
		}
	}
}

// TestAuthorModel: a draft is written stop by stop, reordered, deleted;
// a lesson to edit replaces a draft with stops only when the author says;
// the browser's copy restores it.
func TestAuthorModel(t *testing.T) {
	var m AuthorModel
	if out := m.Begin(nil); !m.On || !out.Changed {
		t.Fatal("the author mode did not open")
	}
	m.Take(AuthorAct{Op: "title", Text: "八数码"}, Stop{}, ui.English)
	m.Take(AuthorAct{Op: "add"}, Stop{Q: "algo=bfs", At: 5}, ui.English)
	m.Take(AuthorAct{Op: "add"}, Stop{Q: "algo=astar", At: AtEnd}, ui.English)
	m.Take(AuthorAct{Op: "note", I: 1, Text: "the end\nof A*"}, Stop{}, ui.English)
	if out := m.Take(AuthorAct{Op: "up", I: 1}, Stop{}, ui.English); out.Err != nil || m.Draft.Stops[0].Q != "algo=astar" || m.Draft.Stops[0].Note != "the end\nof A*" {
		t.Errorf("up: %+v", m.Draft.Stops)
	}
	if out := m.Take(AuthorAct{Op: "up", I: 0}, Stop{}, ui.English); out.Err == nil {
		t.Error("the first stop moved up")
	}
	if out := m.Take(AuthorAct{Op: "down", I: 1}, Stop{}, ui.English); out.Err == nil {
		t.Error("the last stop moved down")
	}
	if out := m.Take(AuthorAct{Op: "show", I: 1}, Stop{}, ui.English); out.Show != 2 || out.Changed {
		t.Errorf("show: %+v", out)
	}
	// A question written field by field; the answer follows the choices.
	if out := m.Take(AuthorAct{Op: "askQ", I: 0}, Stop{}, ui.English); out.Err == nil {
		t.Error("a question's field without a question")
	}
	m.Take(AuthorAct{Op: "ask", I: 0}, Stop{}, ui.English)
	for _, op := range []AuthorAct{{Op: "askQ", I: 0, Text: "Which?"}, {Op: "askChoices", I: 0, Text: "BFS\nA*\nIDA*"},
		{Op: "askAnswer", I: 0, Text: "2"}, {Op: "askAnswer", I: 0, Text: "9"}, {Op: "askWhy", I: 0, Text: "h"}} {
		m.Take(op, Stop{}, ui.English)
	}
	if a := m.Draft.Stops[0].Ask; a == nil || a.Q != "Which?" || len(a.Choices) != 3 || a.Answer != 2 || a.Why != "h" {
		t.Errorf("the question: %+v", a)
	}
	m.Take(AuthorAct{Op: "askChoices", I: 0, Text: "BFS\nA*"}, Stop{}, ui.English)
	if _, words, _ := m.Shown(ui.English); !strings.Contains(words[0], "⚠ Stop 1's question cannot be asked: the answer 2 is not one of the choices (0 to 1)") {
		t.Errorf("the answer left beyond the choices is said %q", words[0])
	}
	m.Take(AuthorAct{Op: "askChoices", I: 0, Text: "BFS\nA*\nIDA*"}, Stop{}, ui.English) // typed again: the answer is as set
	if a := m.Draft.Stops[0].Ask; a.Answer != 2 {
		t.Errorf("the answer is %d", a.Answer)
	}
	if _, words, _ := m.Shown(ui.English); strings.Contains(words[0], "⚠") || !strings.Contains(words[0], "a question") {
		t.Errorf("stop 1 is said %q", words[0])
	}
	m.Take(AuthorAct{Op: "askAnswer", I: 0, Text: "1"}, Stop{}, ui.English)
	m.Take(AuthorAct{Op: "askChoices", I: 0, Text: "BFS\n"}, Stop{}, ui.English)
	if _, words, _ := m.Shown(ui.English); !strings.Contains(words[0], "⚠ Stop 1's question cannot be asked: choice B is empty") {
		t.Errorf("a stop with an empty choice is said %q", words[0])
	}
	m.Take(AuthorAct{Op: "ask", I: 0}, Stop{}, ui.English)
	if m.Draft.Stops[0].Ask != nil {
		t.Error("the question was not taken away")
	}
	// The panel a note is about: its tab goes with it; one the stop's page
	// does not show is refused.
	for _, c := range []struct {
		look, tab string
		err       bool
	}{{"open", "chart", false}, {"passes", "chart", true}, {"explain", "", false}, {"tree", "tree", false}, {"code", "tree", false}, {"nope", "tree", true}, {"", "tree", false}} {
		out := m.Take(AuthorAct{Op: "look", I: 0, Text: c.look}, Stop{}, ui.English)
		if st := m.Draft.Stops[0]; (out.Err != nil) != c.err || st.Tab != c.tab || (!c.err && st.Look != c.look) {
			t.Errorf("look %q: %+v, tab %q, look %q", c.look, out, st.Tab, st.Look)
		}
	}
	if out := m.Take(AuthorAct{Op: "look", I: 1, Text: "counters"}, Stop{}, ui.English); out.Err != nil {
		t.Errorf("look counters: %v", out.Err)
	}
	if _, words, _ := m.Shown(ui.Chinese); !strings.Contains(words[1], "· 计数器") {
		t.Errorf("stop 2 pointing at the counters is said %q", words[1])
	}
	kept := m.Stored()
	var back AuthorModel
	if !back.Restore(kept, true) || !back.On || !sameLesson(back.Draft, m.Draft) || back.Draft.Title != "八数码" {
		t.Errorf("restored after a reload: %+v from %s", back, kept)
	}
	var visit AuthorModel // a new visit: the draft kept, the author mode closed until asked for
	if !visit.Restore(kept, false) || visit.On || !sameLesson(visit.Draft, m.Draft) {
		t.Errorf("restored on a new visit: %+v from %s", visit, kept)
	}
	if back.Restore("{broken", true) || back.Restore("", true) {
		t.Error("a broken store was taken")
	}
	other := Lesson{V: 1, Title: "other", Stops: []Stop{{Q: "algo=ucs"}}}
	m.Begin(&other)
	if m.Pending == nil || m.Draft.Title != "八数码" {
		t.Fatal("a draft with stops was replaced unasked")
	}
	m.Take(AuthorAct{Op: "keep"}, Stop{}, ui.English)
	if m.Pending != nil || m.Draft.Title != "八数码" {
		t.Error("keep")
	}
	m.Begin(&other)
	m.Take(AuthorAct{Op: "replace"}, Stop{}, ui.English)
	if m.Pending != nil || m.Draft.Title != "other" {
		t.Error("replace")
	}
	m.Take(AuthorAct{Op: "delete", I: 0}, Stop{}, ui.English)
	if len(m.Draft.Stops) != 0 {
		t.Error("delete")
	}
	if out := m.Take(AuthorAct{Op: "follow"}, Stop{}, ui.English); out.Err == nil {
		t.Error("followed a lesson without stops")
	}
	m.Begin(&other) // an empty draft is replaced at once
	if m.Pending != nil || m.Draft.Title != "other" {
		t.Error("an empty draft waited")
	}
	if out := m.Take(AuthorAct{Op: "follow"}, Stop{}, ui.English); !out.Follow || m.On {
		t.Errorf("follow: %+v", out)
	}
	if out := m.Take(AuthorAct{Op: "nonsense"}, Stop{}, ui.English); out.Err == nil {
		t.Error("an unknown op")
	}
	if out := m.Take(AuthorAct{Op: "note", I: 9}, Stop{}, ui.English); state.InputErrorText(ui.English, out.Err) != "there is no stop 10" {
		t.Errorf("a note of no stop: %v", out.Err)
	}
	for len(m.Draft.Stops) < lessonMaxStops {
		m.Take(AuthorAct{Op: "add"}, Stop{Q: "algo=bfs", At: 0}, ui.English)
	}
	if out := m.Take(AuthorAct{Op: "add"}, Stop{Q: "algo=bfs", At: 0}, ui.English); state.InputErrorText(ui.Chinese, out.Err) != "一节课最多 200 站：这节课已经满了" || len(m.Draft.Stops) != lessonMaxStops {
		t.Errorf("a stop past the most: %v, %d stops", out.Err, len(m.Draft.Stops))
	}
	if out := m.Begin(nil); !out.Changed || !m.On {
		t.Error("the author mode did not open")
	}
	if out := m.Begin(nil); out.Changed {
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
	set, err := StopSettings(Stop{Q: five + "&goal=standard", At: 5}, state.DefaultSettings())
	if err != nil || set.Algo != "reduce" || set.Start.Len() != 25 {
		t.Errorf("a 5×5 stop: %s on %d cells, %v", set.Algo, set.Start.Len(), err)
	}
	if set, err := StopSettings(Stop{Q: "start=283104765&goal=spiral&mode=play"}, state.DefaultSettings()); err != nil || !set.Play {
		t.Errorf("a stop in play mode: play %v, %v", set.Play, err)
	}
	if set, err := StopSettings(Stop{Q: five + "&algo=bfs", At: -1}, state.DefaultSettings()); err != nil || set.Algo != "bfs" {
		t.Errorf("BFS on 5×5: %s, %v", set.Algo, err)
	}
	for _, c := range []struct{ q, en, zh string }{
		{five + "&algo=astar&h=pdb", "works on boards of up to 16 cells, not 5×5", "只适用于不超过 16 格的棋盘，不适用于 5×5"},
		{five + "&mode=expand", "mode=\"expand\"", "mode=\"expand\""},
	} {
		_, err := StopSettings(Stop{Q: c.q}, state.DefaultSettings())
		if err == nil {
			t.Errorf("%q: accepted", c.q)
			continue
		}
		if en, zh := ProblemText(ui.English, 0, err), ProblemText(ui.Chinese, 0, err); !strings.Contains(en, c.en) || !strings.Contains(zh, c.zh) || !strings.Contains(zh, "第 1 站无法显示") {
			t.Errorf("%q: %q / %q", c.q, en, zh)
		}
	}
}
