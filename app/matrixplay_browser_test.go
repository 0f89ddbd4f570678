//go:build !(js && wasm)

package main

import (
	"context"
	"fmt"
	"net/url"
	"testing"
	"time"

	"slidelab/solver"
)

// playRight makes n right picks in "you are the search", by trial: a
// choice refused has the right one outlined.
func playRight(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		at := mustAtoi(t, text(t, ctx, "stat-expanded"))
		if eval[int](t, ctx, `document.querySelectorAll('#expand-choices .quiz-choice').length`) == 0 {
			return // the search has ended
		}
		eval[bool](t, ctx, `(document.querySelector('#expand-choices .quiz-choice').click(), true)`)
		waitFor(t, ctx, "a pick's answer", fmt.Sprintf(`document.getElementById('stat-expanded').textContent === '%d' || document.querySelector('#expand-choices .right-one')`, at+1), 5*time.Second)
		if text(t, ctx, "stat-expanded") == fmt.Sprint(at) {
			eval[bool](t, ctx, `(document.querySelector('#expand-choices .right-one').click(), true)`)
			waitEqual(t, ctx, "the right pick", `document.getElementById('stat-expanded').textContent`, fmt.Sprint(at+1), 5*time.Second)
		}
	}
}

// TestBrowserMatrixPlay: "you are the search" joins the matrix: every
// algorithm, played a few picks (one of them wrong), in English and 中文,
// at 1280×720 (level 3: the children's fates too) and in
// the 600×450 embed (level 2): no text cut or drawn over another, nothing
// wider than the window, no English word on the Chinese page. The
// workshop's findings too, with a formula chosen in the menus. (The other
// panels at 1920×1080 are TestBrowserMatrix's.)
func TestBrowserMatrixPlay(t *testing.T) {
	s := serveSite(t, "")
	for _, c := range []struct {
		w, h, level int
		embed       bool
	}{{1280, 720, 3, false}, {600, 450, 2, true}} {
		t.Run(fmt.Sprintf("%dx%d", c.w, c.h), func(t *testing.T) {
			ctx := screenWithin(t, c.w, c.h, 3*time.Minute)
			for _, lang := range []string{"en", "zh"} {
				q := url.Values{"start": {"813/402/765"}, "lang": {lang}, "mode": {"expand"}, "level": {fmt.Sprint(c.level)}, "h": {"custom"}, "hx": {"max(manhattan,misplaced)"}}
				if c.embed {
					q.Set("embed", "1")
				}
				open(t, ctx, s.url+"/?"+q.Encode())
				for _, alg := range solver.Algorithms {
					if alg.Reduction { // the reduction solver's searches follow one another: nothing to play
						continue
					}
					setValue(t, ctx, "algo-select", alg.Name)
					waitFor(t, ctx, alg.Name+"'s choices", `document.querySelectorAll('#expand-choices .quiz-choice').length > 0 && document.getElementById('stat-expanded').textContent === '0'`, 10*time.Second)
					playRight(t, ctx, 3)
					name := fmt.Sprintf("%s %s level %d", lang, alg.Name, c.level)
					if !readable(t, ctx, name) {
						screenshot(t, ctx, fmt.Sprintf("matrixplay-%dx%d-%s-%s", c.w, c.h, lang, alg.Name))
					}
					if lang == "zh" {
						inChinese(t, ctx, name)
					}
				}
				if c.embed {
					continue
				}
				click(t, ctx, "tab-workshop")
				check(t, ctx)
				if !readable(t, ctx, lang+" workshop") {
					screenshot(t, ctx, fmt.Sprintf("matrixplay-%dx%d-%s-workshop", c.w, c.h, lang))
				}
				if lang == "zh" {
					inChinese(t, ctx, lang+" workshop")
				}
			}
		})
	}
}
