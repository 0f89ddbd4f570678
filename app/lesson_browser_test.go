//go:build !(js && wasm)

package main

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// lessonPanels are the lesson's named panels: what a class watches.
var lessonPanels = []string{"main-board-wrap", "controls", "stats", "chart-panel", "frontier"}

// fits reports a page that scrolls, then the panels not wholly inside the
// viewport.
func fits(t *testing.T, ctx context.Context, when string, ids ...string) {
	t.Helper()
	w := eval[int](t, ctx, `innerWidth`)
	h := eval[int](t, ctx, `innerHeight`)
	if sw, sh := eval[int](t, ctx, `document.documentElement.scrollWidth`), eval[int](t, ctx, `document.documentElement.scrollHeight`); sw > w || sh > h {
		t.Errorf("%s: the page is %d×%d in a %d×%d window: it scrolls (below: %s)", when, sw, sh, w, h,
			eval[string](t, ctx, `[...document.querySelectorAll('#lab *')].filter(e => e.getBoundingClientRect().bottom > innerHeight + 1 && getComputedStyle(e).display !== 'none')
				.slice(0, 4).map(e => e.tagName + '#' + e.id + '.' + e.className).join(', ')`))
	}
	inView(t, ctx, when, ids...)
}

// inView reports the panels (by id) not wholly inside the viewport, or too
// small to see.
func inView(t *testing.T, ctx context.Context, when string, ids ...string) {
	t.Helper()
	w := eval[int](t, ctx, `innerWidth`)
	h := eval[int](t, ctx, `innerHeight`)
	if sw := eval[int](t, ctx, `document.documentElement.scrollWidth`); sw > w {
		t.Errorf("%s: the page is %d px wide in %d: it scrolls sideways", when, sw, w)
	}
	for _, id := range ids {
		r := eval[[]float64](t, ctx, fmt.Sprintf(`(() => { const e = document.getElementById(%q); if (!e) return [];
			const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom] })()`, id))
		switch {
		case len(r) == 0:
			t.Errorf("%s: no #%s", when, id)
		case r[0] < 0 || r[1] < 0 || r[2] > float64(w)+0.5 || r[3] > float64(h)+0.5:
			t.Errorf("%s: #%s at %v is not wholly inside %d×%d", when, id, r, w, h)
		case r[2]-r[0] < 20 || r[3]-r[1] < 20:
			t.Errorf("%s: #%s is only %.0f×%.0f", when, id, r[2]-r[0], r[3]-r[1])
		}
	}
}

// TestBrowserLessonLayout: at projector sizes the lesson fits one screen:
// board, controls, counters, chart and open list, paused and solved.
func TestBrowserLessonLayout(t *testing.T) {
	s := serveSite(t, "")
	for _, size := range []struct{ w, h int64 }{{1280, 720}, {1920, 1080}, {1600, 900}, {1024, 768}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			ctx := screen(t, int(size.w), int(size.h))
			name := fmt.Sprintf("lesson-%dx%d", size.w, size.h)
			open(t, ctx, s.url+"/?start=867254301&goal=standard&algo=astar&h=manhattan")
			showChart(t, ctx)
			fits(t, ctx, "before a run", "main-board-wrap", "controls", "verdict")
			// Run turns into Resume at the first step: Step stays where a
			// pointer clicking it again is.
			const stepAt = `(() => { const r = document.getElementById('step').getBoundingClientRect(); return [r.left, r.top] })()`
			before := eval[[]float64](t, ctx, stepAt)
			for range 3 {
				click(t, ctx, "step")
			}
			waitEqual(t, ctx, "three steps", `document.getElementById('stat-expanded').textContent`, "3", 5*time.Second)
			if after := eval[[]float64](t, ctx, stepAt); fmt.Sprint(after) != fmt.Sprint(before) {
				t.Errorf("Step moved from %v to %v when Run became %q", before, after, text(t, ctx, "run"))
			}
			fits(t, ctx, "paused", lessonPanels...)
			click(t, ctx, "sub-explain")
			click(t, ctx, "quiz-toggle")
			waitFor(t, ctx, "the quiz", `document.querySelectorAll('#quiz-choices .quiz-choice').length >= 2`, 5*time.Second)
			fits(t, ctx, "explained, with the quiz", "main-board-wrap", "controls", "stats", "quiz", "narration", "code")
			if h := eval[float64](t, ctx, `document.getElementById('narration').getBoundingClientRect().height`); h < 100 {
				t.Errorf("with the quiz the narration is %.0f px high, want 100 or more", h)
			}
			screenshot(t, ctx, name+"-explain")
			click(t, ctx, "quiz-toggle")
			showChart(t, ctx)
			smallest := eval[float64](t, ctx, `Math.min(...[...document.querySelectorAll('#chart .y-axis span, #chart .x-axis, #chart .legend span')]
				.map(e => parseFloat(getComputedStyle(e).fontSize)))`)
			if smallest < 16 {
				t.Errorf("the chart's text is %.1f px at the smallest, want 16 or more", smallest)
			}
			screenshot(t, ctx, name+"-paused")
			setValue(t, ctx, "speed", "max")
			if got := solveOnPage(t, ctx); !strings.HasSuffix(got, "· optimal") {
				t.Errorf("result %q", got)
			}
			fits(t, ctx, "solved", append(lessonPanels, "player", "result")...)
			screenshot(t, ctx, name+"-solved")
			open(t, ctx, s.url+"/?start=123456870&goal=standard")
			fits(t, ctx, "unsolvable", "main-board-wrap", "verdict", "parity")
		})
	}
}

// TestBrowserEmbedSizes: embedded at 600×450 the board, Run and Step, the
// counters and the chart show without scrolling, before and after solving;
// at 400×300 the board and Run do.
func TestBrowserEmbedSizes(t *testing.T) {
	s := serveSite(t, "")
	ctx := screen(t, 800, 600)
	for _, size := range []struct {
		w, h int64
		ids  []string
	}{
		{600, 450, []string{"main-board-wrap", "run", "step", "stats", "chart-panel"}},
		{400, 300, []string{"main-board-wrap", "run"}},
	} {
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(size.w, size.h)); err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("embed %d×%d", size.w, size.h)
		open(t, ctx, s.url+"/?start=867254301&goal=standard&algo=astar&embed=1")
		click(t, ctx, "step")
		waitEqual(t, ctx, "one step", `document.getElementById('stat-expanded').textContent`, "1", 5*time.Second)
		check := fits
		if size.w < 600 {
			check = inView // the rest a scroll away
		}
		check(t, ctx, name+", after a step", size.ids...)
		solveOnPage(t, ctx)
		check(t, ctx, name+", solved", size.ids...)
		screenshot(t, ctx, fmt.Sprintf("embed-%dx%d", size.w, size.h))
	}
}
