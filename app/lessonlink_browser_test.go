//go:build !(js && wasm)

package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"slidelab/app/lesson"
	"slidelab/app/ui"
	"slidelab/solver"
)

// boardAt is the board search algo (heuristic h) expands at moment k on
// start, as the page names it (data-board).
func boardAt(t *testing.T, algo, h, start string, goal solver.Board, k int) string {
	t.Helper()
	b, _ := solver.Parse(start)
	hh, _ := solver.NewHeuristic(h, goal)
	tl, err := solver.NewTimeline(algo, solver.Problem{Start: b, Goal: goal}, solver.Options{Heuristic: hh})
	if err != nil {
		t.Fatal(err)
	}
	tl.Seek(k)
	return tl.Moment(k).Current.Board.String()
}

// atStop waits for the lesson bar at stop i of n with note, the main
// board showing board and the counters expanded.
func atStop(t *testing.T, ctx context.Context, i, n int, note, board, expanded string) {
	t.Helper()
	waitEqual(t, ctx, "the stop", `document.getElementById('lesson-stop')?.textContent`, fmt.Sprintf("Stop %d of %d", i, n), 10*time.Second)
	waitEqual(t, ctx, "the note", `document.getElementById('lesson-note')?.innerText`, note, 5*time.Second)
	if board != "" {
		waitEqual(t, ctx, "the board", `document.getElementById('main-board').dataset.board`, board, 10*time.Second)
	}
	if expanded != "" {
		waitEqual(t, ctx, "expanded", `document.getElementById('stat-expanded')?.textContent`, expanded, 10*time.Second)
	}
}

// threeStops is a hand-made lesson: BFS at 5, A* at 3, A* at its end.
var threeStops = lesson.Lesson{V: 1, Title: "Three stops", Stops: []lesson.Stop{
	{Q: "start=123405678&goal=standard&algo=bfs", At: 5, Note: "BFS after five.\nA second line."},
	{Q: "start=283104765&goal=spiral&algo=astar&h=manhattan", At: 3, Note: "A* at three."},
	{Q: "start=283104765&goal=spiral&algo=astar&h=manhattan", At: lesson.AtEnd, Note: "The end."},
}}

// TestBrowserLessonFollow: a three-stop link followed forward (Next stop,
// PageDown) and back (Previous stop, PageUp), with the board, the moment
// and the note of each stop; Step then Back to the stop; a reload comes
// back to the stop.
func TestBrowserLessonFollow(t *testing.T) {
	s := serveSite(t, "")
	ctx := screen(t, 1280, 720)
	open(t, ctx, s.url+"/?lang=en#lesson="+lesson.EncodeLesson(threeStops))
	bfs5 := boardAt(t, "bfs", "zero", "123405678", solver.Standard(3, 3), 5)
	astar3 := boardAt(t, "astar", "manhattan", "283104765", solver.Spiral(3, 3), 3)
	atStop(t, ctx, 1, 3, "BFS after five.\nA second line.", bfs5, "5")
	if got := text(t, ctx, "lesson-title"); got != "Three stops" {
		t.Errorf("title %q", got)
	}
	if eval[bool](t, ctx, `document.getElementById('lesson-prev').disabled`) != true {
		t.Error("Previous stop is enabled at the first stop")
	}
	click(t, ctx, "lesson-next")
	atStop(t, ctx, 2, 3, "A* at three.", astar3, "3")
	if !strings.HasSuffix(eval[string](t, ctx, `location.hash`), "&stop=2") {
		t.Errorf("the address %q does not keep the stop", eval[string](t, ctx, `location.hash`))
	}
	if q := eval[string](t, ctx, `location.search`); !strings.Contains(q, "algo=astar") || !strings.Contains(q, "start=283104765") {
		t.Errorf("the address's query %q is not the stop's", q)
	}
	click(t, ctx, "step")
	waitEqual(t, ctx, "a Step between stops", `document.getElementById('stat-expanded').textContent`, "4", 10*time.Second)
	click(t, ctx, "lesson-back")
	atStop(t, ctx, 2, 3, "A* at three.", astar3, "3")
	chromedp.Run(ctx, chromedp.KeyEvent(kb.PageDown))
	atStop(t, ctx, 3, 3, "The end.", "", "")
	waitFor(t, ctx, "the result", `document.getElementById('result-text')?.textContent.includes('4 moves')`, 20*time.Second)
	if eval[bool](t, ctx, `document.getElementById('lesson-next').disabled`) != true {
		t.Error("Next stop is enabled at the last stop")
	}
	chromedp.Run(ctx, chromedp.KeyEvent(kb.PageUp))
	atStop(t, ctx, 2, 3, "A* at three.", astar3, "3")
	click(t, ctx, "lesson-prev")
	atStop(t, ctx, 1, 3, "BFS after five.\nA second line.", bfs5, "5")
	click(t, ctx, "lesson-next")
	atStop(t, ctx, 2, 3, "A* at three.", "", "3")
	chromedp.Run(ctx, chromedp.Reload())
	waitReady(t, ctx)
	atStop(t, ctx, 2, 3, "A* at three.", astar3, "3")
	// Each stop is a history entry: the browser's Back and Forward (what a
	// presenter's clicker sends) move between stops, within the lesson.
	eval[bool](t, ctx, `(history.back(), true)`)
	atStop(t, ctx, 1, 3, "BFS after five.\nA second line.", bfs5, "5")
	eval[bool](t, ctx, `(history.forward(), true)`)
	atStop(t, ctx, 2, 3, "A* at three.", astar3, "3")
	click(t, ctx, "lesson-close")
	waitFor(t, ctx, "the lesson left", `!document.getElementById('lesson-bar') && location.hash === ''`, 5*time.Second)
}

// TestBrowserLessonBar: the tour's lesson bar fits the one-screen
// layout at 1280×720 (with the lesson's panels) and at 1920×1080, in
// English and 中文, and the 600×450 embed holds the bar, the board and
// Run.
func TestBrowserLessonBar(t *testing.T) {
	s := serveSite(t, "")
	for _, c := range []struct {
		w, h  int
		query string
		ids   []string
	}{
		{1280, 720, "lang=en", []string{"lesson-bar", "lesson-next", "main-board-wrap", "controls", "stats", "quiz"}},
		{1280, 720, "lang=zh", []string{"lesson-bar", "lesson-next", "main-board-wrap", "controls", "stats", "quiz"}},
		{1920, 1080, "lang=en", []string{"lesson-bar", "lesson-next", "main-board-wrap", "controls", "stats", "quiz"}},
		{600, 450, "lang=en&embed=1", []string{"lesson-bar", "lesson-next", "main-board-wrap", "run"}},
		{600, 450, "lang=zh&embed=1", []string{"lesson-bar", "lesson-next", "main-board-wrap", "run"}},
		{390, 844, "lang=en", []string{"lesson-bar", "lesson-next", "lesson-note"}},
		{390, 844, "lang=zh", []string{"lesson-bar", "lesson-next", "lesson-note"}},
	} {
		name := fmt.Sprintf("%dx%d-%s", c.w, c.h, strings.ReplaceAll(c.query, "&", "-"))
		t.Run(name, func(t *testing.T) {
			ctx := screen(t, c.w, c.h)
			l := ui.English
			if strings.Contains(c.query, "zh") {
				l = ui.Chinese
			}
			open(t, ctx, s.url+"/?"+c.query+"#lesson="+lesson.BuiltinLinks()[l][0]+"&stop=4")
			waitFor(t, ctx, "stop 4", `document.getElementById('lesson-stop')?.textContent.includes('4')`, 10*time.Second)
			waitEqual(t, ctx, "the stop's moment", `document.getElementById('stat-expanded')?.textContent`, "3", 10*time.Second)
			waitFor(t, ctx, "the quiz", `document.querySelector('#quiz.panel')`, 10*time.Second)
			if c.w >= 1280 {
				fits(t, ctx, name, c.ids...)
			} else {
				inView(t, ctx, name, c.ids...)
			}
			if note := eval[[]float64](t, ctx, `(e => [e.scrollHeight, e.clientHeight])(document.getElementById('lesson-note'))`); note[0] > note[1]+1 {
				t.Errorf("%s: the note is cut: %v px of it in %v", name, note[0], note[1])
			}
			screenshot(t, ctx, "lesson-"+name)
			if !strings.Contains(c.query, "embed") { // the menu opens inside the window
				eval[bool](t, ctx, `(document.getElementById('lessons-menu').open = true, true)`)
				inView(t, ctx, name+", the menu open", "lesson-tour", "lessons-write")
			}
		})
	}
}

// TestBrowserLessonAuthor: the author mode makes a two-stop lesson (BFS
// after two Steps, A* at its end) with a title and notes; the draft
// survives a reload; its link, opened in a fresh browser, follows the
// same stops.
func TestBrowserLessonAuthor(t *testing.T) {
	s := serveSite(t, "")
	ctx := screen(t, 1280, 720)
	open(t, ctx, s.url+"/?lang=en&start=283104765&goal=spiral&algo=bfs")
	click(t, ctx, "tour-no") // a first visit: the tour is offered, and declined
	eval[bool](t, ctx, `(document.getElementById('lessons-menu').open = true, true)`)
	click(t, ctx, "lessons-write")
	waitFor(t, ctx, "the author mode", `document.getElementById('author')`, 5*time.Second)
	// Keys typed as fast as the browser takes them: none is lost.
	const typed = "BFS, then A* — the quick brown fox jumps over the lazy dog"
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.ID("author-title"), typed)); err != nil {
		t.Fatal(err)
	}
	waitEqual(t, ctx, "the title typed fast, as kept", `JSON.parse(localStorage.getItem('slidelab-lesson-draft')).draft.title`, typed, 5*time.Second)
	setValue(t, ctx, "author-title", "BFS, then A*")
	click(t, ctx, "step")
	click(t, ctx, "step")
	waitEqual(t, ctx, "two steps", `document.getElementById('stat-expanded').textContent`, "2", 10*time.Second)
	click(t, ctx, "author-add")
	waitFor(t, ctx, "stop 1", `document.getElementById('author-note-1')`, 5*time.Second)
	// Typed as a person types: a space or a line break at the end stays.
	for _, typed := range []string{"BFS after two. ", "BFS after two.\n", "BFS after two.\nLook at the queue."} {
		setValue(t, ctx, "author-note-1", typed)
		click(t, ctx, "step") // the page renders again
		waitEqual(t, ctx, "the note as typed", `document.getElementById('author-note-1').value`, typed, 5*time.Second)
	}
	setValue(t, ctx, "algo-select", "astar")
	setValue(t, ctx, "speed", "max")
	click(t, ctx, "run")
	waitFor(t, ctx, "the result", `document.getElementById('result-text')`, 20*time.Second)
	click(t, ctx, "author-add")
	waitFor(t, ctx, "stop 2", `document.getElementById('author-note-2')`, 5*time.Second)
	setValue(t, ctx, "author-note-2", "A* <b>at its end</b>.")
	click(t, ctx, "author-ask-2")
	waitFor(t, ctx, "the question's fields", `document.getElementById('author-ask-q-2')`, 5*time.Second)
	setValue(t, ctx, "author-ask-q-2", "A first try")
	click(t, ctx, "author-ask-2") // a written question goes at a second click only
	waitEqual(t, ctx, "the removal asked to be sure", `document.getElementById('author-ask-2').textContent`, "Remove it? Click again", 5*time.Second)
	if !eval[bool](t, ctx, `!!document.getElementById('author-ask-q-2')`) {
		t.Error("one click took a written question away")
	}
	click(t, ctx, "author-ask-2")
	waitFor(t, ctx, "the question taken away", `!document.getElementById('author-ask-q-2')`, 5*time.Second)
	click(t, ctx, "author-ask-2")
	waitFor(t, ctx, "the question's fields again", `document.getElementById('author-ask-q-2')`, 5*time.Second)
	setValue(t, ctx, "author-ask-q-2", "Which expanded fewer boards?")
	setValue(t, ctx, "author-ask-choices-2", "BFS\nA*")
	waitFor(t, ctx, "two choices", `document.getElementById('author-ask-answer-2').options.length === 2`, 5*time.Second)
	setValue(t, ctx, "author-ask-answer-2", "1")
	setValue(t, ctx, "author-ask-why-2", "h points the way.")
	if where := text(t, ctx, "author-stops"); !strings.Contains(where, "after 2 expansions") || !strings.Contains(where, "the end of the search") {
		t.Errorf("the stops say %q", where)
	}
	screenshot(t, ctx, "lesson-author-1280x720")
	chromedp.Run(ctx, chromedp.Reload())
	waitReady(t, ctx)
	waitFor(t, ctx, "the draft after a reload", `document.getElementById('author-note-2')?.value === 'A* <b>at its end</b>.'`, 5*time.Second)
	if title := eval[string](t, ctx, `document.getElementById('author-title').value`); title != "BFS, then A*" {
		t.Errorf("the title after a reload: %q", title)
	}
	link := eval[string](t, ctx, `document.getElementById('author-link').value`)
	if !strings.Contains(link, "#lesson=") {
		t.Fatalf("the link %q", link)
	}
	// Save as .json: the file saved is the lesson's document.
	eval[bool](t, ctx, `(URL.createObjectURL = b => { window.__saved = b; return 'blob:saved' }, true)`)
	click(t, ctx, "author-save")
	waitFor(t, ctx, "the file saved", `!!window.__saved`, 5*time.Second)
	saved, err := lesson.ParseLesson([]byte(eval[string](t, ctx, `window.__saved.text()`)))
	if err != nil || saved.Title != "BFS, then A*" || len(saved.Stops) != 2 || saved.Stops[0].At != 2 || saved.Stops[1].At != lesson.AtEnd {
		t.Errorf("the file saved: %+v, %v", saved, err)
	}
	// Open a .json file: a draft with stops is replaced only when asked;
	// a file that is not a lesson says why.
	dir := t.TempDir()
	good, bad := filepath.Join(dir, "good.json"), filepath.Join(dir, "bad.json")
	if err := os.WriteFile(good, lesson.LessonJSON(threeStops), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("{\"v\":1,\"title\":3}"), 0o644); err != nil {
		t.Fatal(err)
	}
	upload := func(path string) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.ID("author-file"), []string{path}, chromedp.NodeReady)); err != nil {
			t.Fatal(err)
		}
	}
	upload(bad)
	waitFor(t, ctx, "the bad file's message", `document.getElementById('message')?.textContent.startsWith('This file is not a lesson: the field “title” holds the wrong kind of value')`, 5*time.Second)
	upload(good)
	waitFor(t, ctx, "the question", `document.getElementById('author-replace')`, 5*time.Second)
	click(t, ctx, "author-keep")
	waitFor(t, ctx, "the draft kept", `!document.getElementById('author-replace') && document.getElementById('author-title').value === 'BFS, then A*'`, 5*time.Second)
	upload(good)
	waitFor(t, ctx, "the question again", `document.getElementById('author-replace')`, 5*time.Second)
	click(t, ctx, "author-replace")
	waitFor(t, ctx, "the file's lesson", `document.getElementById('author-title').value === 'Three stops' && document.getElementById('author-note-3')`, 5*time.Second)

	fresh, _ := newBrowser(t, 1280, 720, 3*time.Minute) // a fresh profile: no draft of the author's
	open(t, fresh, link)
	bfs2 := boardAt(t, "bfs", "zero", "283104765", solver.Spiral(3, 3), 2)
	atStop(t, fresh, 1, 2, "BFS after two.\nLook at the queue.", bfs2, "2")
	if title := text(t, fresh, "lesson-title"); title != "BFS, then A*" {
		t.Errorf("title %q", title)
	}
	click(t, fresh, "lesson-next")
	atStop(t, fresh, 2, 2, "A* <b>at its end</b>.", "", "")
	waitFor(t, fresh, "A*'s result", `document.getElementById('result-text')?.textContent.includes('4 moves')`, 20*time.Second)
	if n := eval[int](t, fresh, `document.querySelectorAll('#lesson-note b').length`); n != 0 {
		t.Error("a note's markup became HTML")
	}
	if q := text(t, fresh, "lesson-ask"); q != "Which expanded fewer boards?" {
		t.Errorf("the question %q", q)
	}
	eval[bool](t, fresh, `(document.querySelector('.lesson-choices [data-choice="1"]').click(), true)`)
	waitEqual(t, fresh, "the verdict", `document.getElementById('lesson-verdict')?.textContent`, "Right. h points the way.", 5*time.Second)
	// Edit reopens it in the author mode of the fresh browser.
	click(t, fresh, "lesson-edit")
	waitFor(t, fresh, "the author mode", `document.getElementById('author-note-2')?.value === 'A* <b>at its end</b>.'`, 5*time.Second)
}

// TestBrowserLessonBroken: a link that cannot be read says why, in the
// page's language, and the page still runs; a lesson with a refused stop
// says which and why at that stop, and the others work.
func TestBrowserLessonBroken(t *testing.T) {
	s := serveSite(t, "")
	ctx := screen(t, 1280, 720)
	open(t, ctx, s.url+"/?lang=zh#lesson=not*base64")
	waitFor(t, ctx, "the message", `document.getElementById('message')?.textContent.includes('无法读取这个课程链接') && document.getElementById('message').textContent.includes('第 4 个字符（“*”）')`, 10*time.Second)
	if eval[bool](t, ctx, `!!document.getElementById('lesson-bar')`) {
		t.Error("a lesson bar for a broken link")
	}
	if got := solveOnPage(t, ctx); !strings.Contains(got, "14") {
		t.Errorf("the page after a broken link: %q", got)
	}

	les := threeStops
	les.Stops = append([]lesson.Stop{}, les.Stops...)
	les.Stops[1].Q = "start=283104765&goal=spiral&algo=quick"
	les.Stops[2].Ask = &lesson.Ask{Q: " ", Choices: []string{"yes", "no"}}
	open(t, ctx, s.url+"/?lang=en#lesson="+lesson.EncodeLesson(les))
	atStop(t, ctx, 1, 3, "BFS after five.\nA second line.", "", "5")
	if got := text(t, ctx, "lesson-refused"); got != "Stop 2 cannot be shown (it says why)." {
		t.Errorf("the lesson's refused stops: %q", got)
	}
	click(t, ctx, "lesson-next")
	waitFor(t, ctx, "stop 2's problem", `document.getElementById('lesson-problem')?.textContent.startsWith('Stop 2 cannot be shown: algo="quick": must be one of')`, 5*time.Second)
	if got := text(t, ctx, "stat-expanded"); got != "5" {
		t.Errorf("a refused stop changed the page: expanded %q", got)
	}
	click(t, ctx, "lesson-next")
	atStop(t, ctx, 3, 3, "The end.", "", "")
	waitFor(t, ctx, "the result", `document.getElementById('result-text')?.textContent.includes('4 moves')`, 20*time.Second)
	if got := text(t, ctx, "lesson-problem"); got != "Stop 3's question cannot be asked: it has no text." {
		t.Errorf("stop 3, its question empty: %q", got)
	}
	if eval[bool](t, ctx, `!!document.querySelector('.lesson-choices')`) {
		t.Error("a question that cannot be asked is asked")
	}
}

// TestBrowserLessonMenu: a first visit offers the tour, which the menu's
// links share; a built-in lesson followed in English goes on in 中文 at the
// same stop when the language is switched; a second visit is not offered
// the tour again.
func TestBrowserLessonMenu(t *testing.T) {
	s := serveSite(t, "")
	ctx := screen(t, 1280, 720)
	open(t, ctx, s.url+"/?lang=en")
	click(t, ctx, "tour")
	waitEqual(t, ctx, "the tour", `document.getElementById('lesson-title')?.textContent`, "A first tour: BFS against A*", 10*time.Second)
	if eval[bool](t, ctx, `!!document.getElementById('tour')`) {
		t.Error("the tour is still offered during it")
	}
	eval[bool](t, ctx, `(document.getElementById('lessons-menu').open = true, true)`)
	click(t, ctx, "lesson-holte-accuracy")
	waitEqual(t, ctx, "a lesson of the menu", `document.getElementById('lesson-stop')?.textContent`, "Stop 1 of 4", 10*time.Second)
	if eval[bool](t, ctx, `document.getElementById('lessons-menu').open`) {
		t.Error("the menu stays open")
	}
	click(t, ctx, "lesson-next")
	waitEqual(t, ctx, "stop 2", `document.getElementById('lesson-stop')?.textContent`, "Stop 2 of 4", 10*time.Second)
	click(t, ctx, "lang")
	waitEqual(t, ctx, "the lesson in Chinese", `document.getElementById('lesson-stop')?.textContent`, "第 2 站，共 4 站", 10*time.Second)
	if note := text(t, ctx, "lesson-note"); !strings.Contains(note, "使用线性冲突的 A*") {
		t.Errorf("the note in Chinese: %q", note)
	}
	click(t, ctx, "lesson-next")
	waitEqual(t, ctx, "stop 3 in Chinese", `document.getElementById('lesson-stop')?.textContent`, "第 3 站，共 4 站", 10*time.Second)
	click(t, ctx, "lesson-close")
	waitFor(t, ctx, "the lesson left", `!document.getElementById('lesson-bar')`, 5*time.Second)
	chromedp.Run(ctx, chromedp.Reload())
	waitReady(t, ctx)
	if eval[bool](t, ctx, `!!document.getElementById('tour')`) {
		t.Error("the tour is offered again")
	}
}

// TestBrowserLessonLook: each built-in stop that names a panel (a Stop's
// look) shows it marked and in the window below the lesson's note, which
// stays in view: at 1280×720 in English, every lesson Next stop after Next
// stop, and at 1920×1080 in 中文, the tour and IDA*'s lesson.
func TestBrowserLessonLook(t *testing.T) {
	s := serveSite(t, "")
	for _, c := range []struct {
		w, h    int
		l       ui.Lang
		lessons []string // nil: all
	}{
		{1280, 720, ui.English, nil},
		{1920, 1080, ui.Chinese, []string{"tour", "idastar"}},
	} {
		t.Run(fmt.Sprintf("%dx%d-%s", c.w, c.h, c.l), func(t *testing.T) {
			ctx := screenWithin(t, c.w, c.h, 4*time.Minute)
			for i, b := range lesson.BuiltinLessons {
				if c.lessons != nil && !slices.Contains(c.lessons, b.ID) {
					continue
				}
				stops := b.Lesson(c.l).Stops
				open(t, ctx, s.url+"/?lang="+string(c.l)+"#lesson="+lesson.BuiltinLinks()[c.l][i])
				for k, st := range stops {
					name := fmt.Sprintf("%s, stop %d (%s)", b.ID, k+1, st.Look)
					if k > 0 {
						click(t, ctx, "lesson-next")
					}
					waitFor(t, ctx, name, fmt.Sprintf(`document.getElementById('lesson-stop').textContent === %q && (document.getElementById('lab').dataset.look ?? '') === %q`,
						fmt.Sprintf(c.l.T("lessonStopOf"), k+1, len(stops)), st.Look), 10*time.Second)
					if st.Look == "" {
						continue
					}
					id := lookIDs[lesson.Panel(st.Look)]
					// What shows of it below the note, within the window
					// and every box that clips it: all it holds, or 200 px.
					shown := fmt.Sprintf(`(e => { if (!e) return 'missing'; const bar = document.getElementById('lesson-bar').getBoundingClientRect(), r = e.getBoundingClientRect();
						if (bar.top < -1) return 'the note scrolled away';
						let top = Math.max(r.top, bar.bottom), bottom = Math.min(r.bottom, innerHeight);
						for (let a = e.parentElement; a; a = a.parentElement) {
							if (getComputedStyle(a).overflowY !== 'visible') { const q = a.getBoundingClientRect(); top = Math.max(top, q.top); bottom = Math.min(bottom, q.bottom) }
						}
						const whole = Math.max(r.height, e.scrollHeight); // a box that scrolls: what it holds
						return bottom - top >= Math.min(whole - 1, 200) ? 'shown' : Math.round(Math.max(0, bottom - top)) + ' px of its ' + Math.round(whole) + ' shown' })(document.getElementById(%q))`, id)
					if _, err := poll[chromedp.Void](ctx, shown+" === 'shown'", 10*time.Second); err != nil {
						t.Errorf("%s: #%s is not in view below the note: %s", name, id, eval[string](t, ctx, shown))
						screenshot(t, ctx, fmt.Sprintf("lesson-look-failed-%dx%d-%s-%d", c.w, c.h, b.ID, k+1))
					}
					if got := eval[string](t, ctx, fmt.Sprintf(`getComputedStyle(document.getElementById(%q)).outlineStyle`, id)); got != "dashed" {
						t.Errorf("%s: #%s is not marked (outline %s)", name, id, got)
					}
					if (b.ID == "tour" && k == 1) || (b.ID == "idastar" && k == 2) {
						screenshot(t, ctx, fmt.Sprintf("lesson-look-%dx%d-%s-%s-%d", c.w, c.h, c.l, b.ID, k+1))
					}
				}
			}
		})
	}
}
