//go:build !(js && wasm)

package main

import (
	"strings"
	"testing"
	"time"
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
	ctx := browser(t, 1280, 720)
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
	eval[bool](t, ctx, `(document.querySelector('svg .tn.done[data-at="1"] circle').dispatchEvent(new MouseEvent('click', {bubbles: true})), true)`)
	waitFor(t, ctx, "the jump to moment 1", `document.getElementById('stat-expanded').textContent === '1'`, 5*time.Second)

	click(t, ctx, "sub-heur")
	waitFor(t, ctx, "the heuristics", `document.querySelectorAll('#heur-table tbody tr').length >= 4`, 5*time.Second)
	screenshot(t, ctx, "heuristics-1280x720")
}
