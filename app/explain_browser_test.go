//go:build !(js && wasm)

package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// narrationJS reads the explanation: the story's lines and the lit line.
const narrationJS = `JSON.stringify({
	story: [...document.querySelectorAll('#story li')].map(li => li.textContent),
	lit: [...document.querySelectorAll('#pseudocode [aria-current=step]')].map(li => li.textContent),
})`

// TestBrowserExplain: Step tells each moment in a region named
// "Explanation" with the pseudocode's line lit; Step back tells the moment
// before exactly as it was told; the tree, its jump, the heuristics and the
// Chinese.
func TestBrowserExplain(t *testing.T) {
	s := serveSite(t, "")
	ctx := screen(t, 1280, 720)
	open(t, ctx, s.url+"/?start=513824076&goal=standard&algo=astar&h=manhattan")
	if n := eval[int](t, ctx, `document.querySelectorAll('[role=region][aria-label="Explanation"] #story li').length`); n != 1 {
		t.Errorf("before a run the explanation has %d lines, want 1 (how to start)", n)
	}
	stepTo(t, ctx, 2)
	waitFor(t, ctx, "the story of moment 2", `document.querySelector('#story li')?.textContent.startsWith('Expand ')`, 5*time.Second)
	at2 := eval[string](t, ctx, narrationJS)
	if lit := eval[int](t, ctx, `document.querySelectorAll('#pseudocode [aria-current=step]').length`); lit != 1 {
		t.Errorf("%d lines lit, want 1", lit)
	}
	if !strings.Contains(at2, "POP(frontier)") || !strings.Contains(at2, "lowest f") {
		t.Errorf("A* at moment 2: %s", at2)
	}
	stepTo(t, ctx, 3)
	waitFor(t, ctx, "the story of moment 3", `document.getElementById('stat-expanded').textContent === '3'`, 5*time.Second)
	at3 := eval[string](t, ctx, narrationJS)
	click(t, ctx, "back")
	waitEqual(t, ctx, "moment 2 told again", narrationJS, at2, 5*time.Second)
	if at3 == at2 {
		t.Errorf("moments 2 and 3 are told alike: %s", at3)
	}
	screenshot(t, ctx, "explain-1280x720")

	click(t, ctx, "sub-tree")
	waitFor(t, ctx, "the tree", `document.querySelectorAll('svg[aria-label="Search tree"] .tn').length > 3`, 5*time.Second)
	screenshot(t, ctx, "tree-1280x720")
	eval[bool](t, ctx, `(document.querySelector('svg .tn.done[data-at="1"] :is(circle, path, rect)').dispatchEvent(new MouseEvent('click', {bubbles: true})), true)`)
	waitFor(t, ctx, "the jump to moment 1", `document.getElementById('stat-expanded').textContent === '1'`, 5*time.Second)

	// The keyboard: one tab stop, the board expanded at the cursor; ↓ to its
	// first child, → beside it, ↑ back to the parent; Enter on a child jumps
	// to its moment and keeps the focus on it.
	stepTo(t, ctx, 3)
	waitFor(t, ctx, "the tree at moment 3", `document.querySelector('svg .tn.current')?.getAttribute('tabindex') === '0'`, 5*time.Second)
	if n := eval[int](t, ctx, `document.querySelectorAll('svg .tn[tabindex="0"]').length`); n != 1 {
		t.Errorf("the tree has %d tab stops, want 1", n)
	}
	key := func(k string) string {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.KeyEvent(k)); err != nil {
			t.Fatal(err)
		}
		return eval[string](t, ctx, `document.activeElement.dataset.i ?? 'none'`)
	}
	eval[bool](t, ctx, `(document.querySelector('svg .tn[data-i="0"]').focus(), true)`)
	child := key(kb.ArrowDown)
	beside := key(kb.ArrowRight)
	parent := key(kb.ArrowUp)
	if child == "0" || child == "none" || beside == child || beside == "none" || parent != "0" {
		t.Errorf("from the root: ↓ %s, → %s, ↑ %s; want a child, the one beside it, the root", child, beside, parent)
	}
	at := eval[string](t, ctx, fmt.Sprintf(`document.querySelector('svg .tn[data-i="%s"]').dataset.at`, beside))
	key(kb.ArrowDown)
	key(kb.ArrowRight)
	eval[bool](t, ctx, fmt.Sprintf(`(document.querySelector('svg .tn[data-i="%s"]').focus(), true)`, beside))
	key(kb.Enter)
	waitFor(t, ctx, "the jump by Enter", fmt.Sprintf(`document.getElementById('stat-expanded').textContent === %q && document.activeElement.dataset.at === %q`, at, at), 5*time.Second)
	screenshot(t, ctx, "tree-keyboard-1280x720")

	click(t, ctx, "sub-heur")
	waitFor(t, ctx, "the heuristics", `document.querySelectorAll('#heur-table tbody tr').length >= 4`, 5*time.Second)
	screenshot(t, ctx, "heuristics-1280x720")

	// BFS ends on its last lines, under the fold of the pseudocode's lines
	// beside the result: they scroll to show the lit line.
	open(t, ctx, s.url+"/?start=123456078&goal=standard&algo=bfs")
	solveOnPage(t, ctx)
	waitFor(t, ctx, "the goal's line lit", `document.querySelector('#pseudocode [aria-current=step]')?.textContent.includes('child = goal')`, 5*time.Second)
	// (It scrolls once the moment is drawn.)
	waitEqual(t, ctx, "the pseudocode scrolled, the lit line shown", `(() => { const b = document.getElementById('pseudocode').getBoundingClientRect(),
		r = document.querySelector('#pseudocode [aria-current=step]').getBoundingClientRect(),
		box = document.getElementById('pseudocode');
		return (box.scrollHeight > box.clientHeight) + ' ' + (r.top >= b.top && r.bottom <= b.bottom) })()`, "true true", 5*time.Second)
}

// TestBrowserFromMomentZero: before any Step, the timeline offers its
// moves (BFS's Next layer, IDA*'s Next pass) and the tree shows the start,
// its root; Next layer from moment 0 goes to the next layer's start.
func TestBrowserFromMomentZero(t *testing.T) {
	s := serveSite(t, "")
	ctx := screen(t, 1280, 720)
	for _, c := range []struct{ algo, next string }{{"bfs", "Next layer ▶▶"}, {"idastar&h=manhattan", "Next pass ▶▶"}} {
		open(t, ctx, s.url+"/?start=123405678&goal=standard&lang=en&algo="+c.algo)
		waitEqual(t, ctx, "the timeline's unit move before a Step", `(document.getElementById('next-unit')?.textContent ?? 'none') + ' ' + document.getElementById('next-unit')?.disabled`, c.next+" false", 5*time.Second)
	}
	click(t, ctx, "sub-tree")
	waitFor(t, ctx, "the tree at moment 0", `document.getElementById('tree-note')?.textContent.startsWith('1 board,')`, 10*time.Second)
	open(t, ctx, s.url+"/?start=123405678&goal=standard&lang=en&algo=bfs")
	click(t, ctx, "next-unit")
	waitFor(t, ctx, "the next layer from moment 0", `+document.getElementById('scrub')?.value > 0`, 10*time.Second)
}
