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

// TestBrowserTreeFit: Fit fits the whole tree in its box (its height or its
// width the limit), and each board's f (g for the uninformed searches) is
// written under it where the tree is narrow enough to read it, which the
// legend then says, in both languages; a wide tree at Fit has no numbers,
// and its legend does not speak of them. The legend gives a cut-off
// board's f, or for the uninformed searches its depth.
func TestBrowserTreeFit(t *testing.T) {
	s := serveSite(t, "")
	for _, c := range []struct {
		query  string
		steps  int
		labels bool
		legend []string // what the legend says
	}{
		{"algo=astar&lang=en", 16, true, []string{"×: cut off, with its f", "The number under a board: its f."}},
		{"algo=iddfs&lang=zh", 12, true, []string{"×：被剪枝（标出其深度）", "状态下方的数字是它的深度 g。"}},
		{"algo=bfs&lang=en", 40, false, []string{"×: cut off, with its depth"}},
	} {
		t.Run(c.query, func(t *testing.T) {
			ctx := screen(t, 1280, 720)
			open(t, ctx, s.url+"/?start=813402765&"+c.query)
			click(t, ctx, "sub-tree")
			stepTo(t, ctx, c.steps)
			waitFor(t, ctx, "the tree", fmt.Sprintf(`document.querySelector('svg.tree .tn.current')?.dataset.at === '%d'`, c.steps), 5*time.Second)
			if out := eval[string](t, ctx, `(() => { const b = document.getElementById('tree-box'), r = b.querySelector('svg').getBoundingClientRect(), o = b.getBoundingClientRect();
				return r.left < o.left - 1 || r.top < o.top - 1 || r.right > o.right + 1 || r.bottom > o.bottom + 1 || b.scrollHeight > b.clientHeight + 1 ? JSON.stringify([r, o, b.scrollHeight, b.clientHeight]) : '' })()`); out != "" {
				t.Errorf("at Fit the tree is not wholly in its box: %s", out)
			}
			nodes := eval[int](t, ctx, `document.querySelectorAll('svg.tree .tn circle').length`)
			labels := eval[int](t, ctx, `document.querySelectorAll('svg.tree .tn text.label').length`)
			legend := text(t, ctx, "tree-legend")
			switch {
			case c.labels && (labels != nodes || nodes == 0):
				t.Errorf("%d of %d boards labelled", labels, nodes)
			case !c.labels && (labels != 0 || strings.Contains(legend, "number under")):
				t.Errorf("a wide tree: %d labels; legend %q", labels, legend)
			}
			// The numbers as drawn on the screen: 7 px before the rows at Fit
			// came closer and the numbers larger.
			if px := eval[float64](t, ctx, `(() => { const l = document.querySelector('svg.tree .tn text.label'); return l ? l.getScreenCTM().a * parseFloat(getComputedStyle(l).fontSize) : 99 })()`); px < 12 {
				t.Errorf("at Fit the numbers under the boards are %.1f px high, want 12 or more", px)
			} else if c.labels {
				t.Logf("at Fit the numbers under the boards are %.1f px", px)
			}
			for _, want := range c.legend {
				if !strings.Contains(legend, want) {
					t.Errorf("legend %q, want it to say %q", legend, want)
				}
			}
			screenshot(t, ctx, "tree-fit-"+strings.NewReplacer("&", "-", "=", "-").Replace(c.query))
		})
	}
}

// TestBrowserPseudocodeLoop: at each Step the pseudocode's lit line is in
// view, with the line it runs inside of (its loop, its condition) whenever
// the box can hold both: A*, IDA* and BFS at 1280×720, IDA* at 1920×1080.
func TestBrowserPseudocodeLoop(t *testing.T) {
	s := serveSite(t, "")
	const shown = `(() => { const box = document.getElementById('pseudocode'), li = box?.querySelector('[aria-current=step]');
		if (!li) return 'no lit line';
		const b = box.getBoundingClientRect(), inView = e => { const r = e.getBoundingClientRect(); return r.top >= b.top - 1 && r.bottom <= b.bottom + 1 };
		if (!inView(li)) return 'the lit line hidden: ' + li.textContent;
		const indent = e => +((e.className.match(/indent-(\d+)/) || [0, 0])[1]);
		let head = li.previousElementSibling;
		while (head && indent(head) >= indent(li)) head = head.previousElementSibling;
		if (!head || li.getBoundingClientRect().bottom - head.getBoundingClientRect().top > b.height) return 'shown';
		return inView(head) ? 'shown' : 'hidden above ' + li.textContent + ': ' + head.textContent })()`
	for _, c := range []struct {
		w, h int
		algs []string
	}{{1280, 720, []string{"algo=astar&h=manhattan", "algo=idastar&h=manhattan", "algo=bfs"}}, {1920, 1080, []string{"algo=idastar&h=manhattan"}}} {
		size := [2]int{c.w, c.h}
		ctx := screen(t, c.w, c.h)
		for _, q := range c.algs {
			open(t, ctx, s.url+"/?start=813402765&speed=auto&"+q)
			for k := 1; k <= 5; k++ {
				click(t, ctx, "step")
				waitEqual(t, ctx, "a step", `document.getElementById('stat-expanded').textContent`, fmt.Sprint(k), 10*time.Second)
				waitEqual(t, ctx, fmt.Sprintf("%d×%d %s, step %d: the lit line and the line it is inside of", size[0], size[1], q, k), shown, "shown", 5*time.Second)
			}
		}
	}
}
