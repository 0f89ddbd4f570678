//go:build !(js && wasm)

package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// quizJS reads the quiz: the boards offered, the verdict and the score.
const quizJS = `JSON.stringify({
	choices: [...document.querySelectorAll('#quiz-choices .quiz-choice')].map(b => b.dataset.board),
	verdict: document.getElementById('quiz-verdict')?.textContent ?? '',
	right: document.getElementById('quiz-verdict')?.className ?? '',
	score: document.getElementById('quiz-score')?.textContent ?? '',
})`

// TestBrowserQuiz: the quiz offers boards of the open list; a pick steps
// the search and says right, or wrong and why; the score counts; Step back
// asks the same question again; it speaks Chinese; it ends.
func TestBrowserQuiz(t *testing.T) {
	s := serveSite(t, "")
	ctx := screen(t, 1280, 720)
	open(t, ctx, s.url+"/?start=413726580&goal=standard&algo=astar&h=manhattan&lang=en")
	click(t, ctx, "quiz-toggle")
	waitFor(t, ctx, "the one first board", `document.getElementById('quiz-ask')?.textContent.startsWith('Only ')`, 5*time.Second)
	stepTo(t, ctx, 1)
	waitFor(t, ctx, "choices", `document.querySelectorAll('#quiz-choices .quiz-choice').length >= 2`, 5*time.Second)
	choices := eval[[]string](t, ctx, `[...document.querySelectorAll('#quiz-choices .quiz-choice')].map(b => b.dataset.board)`)
	// A right pick steps the search; a wrong one waits for the person (the
	// class is asked why) until Show the answer steps.
	guess := func(board string, at int) (verdict, class string) {
		t.Helper()
		eval[bool](t, ctx, fmt.Sprintf(`(document.querySelector('.quiz-choice[data-board=%q]').click(), true)`, board))
		waitFor(t, ctx, "the verdict", fmt.Sprintf(`!!document.getElementById('quiz-held') || document.getElementById('stat-expanded').textContent === '%d' && document.getElementById('quiz-verdict').textContent !== ''`, at), 5*time.Second)
		if eval[bool](t, ctx, `!!document.getElementById('quiz-held')`) {
			held := text(t, ctx, "quiz-verdict")
			if want := "✗ Not " + board + ". Ask the class why, then show the answer."; held != want {
				t.Errorf("a wrong pick held: %q, want %q", held, want)
			}
			time.Sleep(500 * time.Millisecond) // the person takes their time: nothing steps by itself
			if got := text(t, ctx, "stat-expanded"); got != strconv.Itoa(at-1) {
				t.Errorf("a wrong pick stepped the search by itself: %s expanded", got)
			}
			click(t, ctx, "quiz-reveal")
			waitFor(t, ctx, "the answer shown", fmt.Sprintf(`document.getElementById('stat-expanded').textContent === '%d' && !document.getElementById('quiz-held') && document.getElementById('quiz-verdict').textContent !== ''`, at), 5*time.Second)
		}
		return text(t, ctx, "quiz-verdict"), eval[string](t, ctx, `document.getElementById('quiz-verdict').className`)
	}
	expandedIn := regexp.MustCompile(`the search expands ([0-9_/]+)\.`)
	v, class := guess(choices[0], 2)
	m := expandedIn.FindStringSubmatch(v)
	if m == nil {
		t.Fatalf("verdict %q names no board", v)
	}
	next, right := m[1], 0
	if (choices[0] == next) != (class == "right") {
		t.Errorf("picked %s, %s expanded: verdict %q (%s)", choices[0], next, v, class)
	}
	if class == "right" {
		right++
	}
	wrong := choices[0]
	if wrong == next {
		wrong = choices[1]
	}
	back := func() {
		t.Helper()
		click(t, ctx, "back")
		waitEqual(t, ctx, "the question again", `JSON.stringify([...document.querySelectorAll('#quiz-choices .quiz-choice')].map(b => b.dataset.board))`,
			fmt.Sprintf(`["%s"]`, strings.Join(choices, `","`)), 5*time.Second)
	}
	back()
	if v := text(t, ctx, "quiz-verdict"); v != "" {
		t.Errorf("back at moment 1 the verdict of moment 2 still shows: %q", v)
	}
	v, class = guess(wrong, 2)
	if class != "wrong" || !strings.HasPrefix(v, "✗ Not this one: the search expands "+next+". ") || !strings.Contains(v, "Yours ") {
		t.Errorf("a wrong pick is told %q (%s)", v, class)
	}
	// After the longer verdict of a wrong pick, every choice with its g, h
	// and f is still in view: no inner scroll hides one.
	if hidden := eval[[]string](t, ctx, `[...document.querySelectorAll('#quiz-choices .quiz-choice')].filter(b => {
		const r = b.getBoundingClientRect();
		for (let a = b.parentElement; a; a = a.parentElement) {
			if (getComputedStyle(a).overflowY === 'visible') continue;
			const o = a.getBoundingClientRect();
			if (r.top < o.top - 1 || r.bottom > o.bottom + 1) return true;
		}
		return r.top < 0 || r.bottom > innerHeight + 1;
	}).map(b => b.dataset.board)`); len(hidden) > 0 {
		t.Errorf("after a wrong pick, the choices %v are out of view", hidden)
		screenshot(t, ctx, "quiz-wrong-hidden")
	}
	back()
	v, class = guess(next, 2)
	if want := "✓ Right: the search expands " + next + "."; class != "right" || v != want {
		t.Errorf("the right pick is told %q (%s), want %q", v, class, want)
	}
	right++
	waitEqual(t, ctx, "the score", `document.getElementById('quiz-score').textContent`, fmt.Sprintf("Score: %d of 3", right), 5*time.Second)
	if n := eval[int](t, ctx, `document.querySelectorAll('[role=region][aria-label="Explanation"] #story li').length`); n < 2 {
		t.Errorf("the narration tells moment 2 in %d lines", n)
	}
	screenshot(t, ctx, "quiz-1280x720")

	click(t, ctx, "lang")
	waitFor(t, ctx, "the verdict in Chinese", `document.getElementById('quiz-verdict').textContent.startsWith('✓ 答对了')`, 5*time.Second)
	if got := eval[string](t, ctx, `document.getElementById('quiz-score').textContent + ' | ' + document.querySelector('[role=region][aria-label="讲解"] #story li').textContent`); !strings.HasPrefix(got, fmt.Sprintf("得分：%d / 3 | 扩展 ", right)) {
		t.Errorf("in Chinese: %q", got)
	}
	screenshot(t, ctx, "quiz-zh-1280x720")
	click(t, ctx, "quiz-toggle")
	waitFor(t, ctx, "the quiz ended", `!document.getElementById('quiz-choices') && document.getElementById('quiz-toggle').getAttribute('aria-pressed') === 'false'`, 5*time.Second)
}
