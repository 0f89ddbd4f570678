//go:build !(js && wasm)

package main

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"slidelab/solver"
)

// The browser's part of the matrix: every algorithm × every heuristic that
// applies, in English at 1280×720 and in 中文 at 1920×1080, after a few
// Steps.
// Nothing a class reads may be clipped, nothing may scroll sideways, and the
// Chinese page may hold no English sentence.

// layoutJS lists what a reader cannot read: text cut by an ancestor that
// clips without scrolling, texts drawn over each other, a select whose
// choice does not fit, a page wider than its window.
const layoutJS = `(() => {
	const bad = [];
	const where = el => el.id ? '#' + el.id : (el.closest('[id]') ? '#' + el.closest('[id]').id + ' ' : '') + el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '');
	const shown = el => el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true});
	const boxes = []; // the part of each text that shows, for the overlaps below
	const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	for (let n; (n = walker.nextNode());) {
		const el = n.parentElement;
		if (!n.textContent.trim() || !el || !shown(el) || el.closest('script,style,noscript,.sr-only,option')) continue;
		const range = document.createRange();
		range.selectNodeContents(n);
		for (const c of range.getClientRects()) {
			if (c.width === 0 || c.height === 0) continue;
			let r = {left: c.left, right: c.right, top: c.top, bottom: c.bottom}, cut = false;
			for (let a = el; a && a !== document.documentElement && r.right > r.left && r.bottom > r.top; a = a.parentElement) {
				const s = getComputedStyle(a);
				if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
				const scrolls = v => v === 'auto' || v === 'scroll';
				const b = a.getBoundingClientRect();
				// A scroller shows what is scrolled to, and cuts nothing; what shows
				// of it must not be cut by an ancestor that clips.
				if (!cut && !scrolls(s.overflowX) && !scrolls(s.overflowY) &&
					((s.overflowX !== 'visible' && (r.left < b.left - 1 || r.right > b.right + 1)) || (s.overflowY !== 'visible' && (r.top < b.top - 1 || r.bottom > b.bottom + 1)))) {
					bad.push('clipped by ' + where(a) + ': ' + where(el) + ' "' + n.textContent.trim().slice(0, 60) + '"');
					cut = true;
				}
				r = {left: Math.max(r.left, b.left), right: Math.min(r.right, b.right), top: Math.max(r.top, b.top), bottom: Math.min(r.bottom, b.bottom)};
			}
			if (r.right > r.left && r.bottom > r.top && !el.closest('svg')) boxes.push([r, el, n.textContent.trim().slice(0, 40)]);
		}
	}
	const ctx = document.createElement('canvas').getContext('2d');
	for (const sel of document.querySelectorAll('select')) {
		if (!shown(sel) || sel.selectedIndex < 0) continue;
		const s = getComputedStyle(sel);
		ctx.font = s.font;
		const room = sel.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - 16; // the arrow
		const text = sel.options[sel.selectedIndex].text;
		if (ctx.measureText(text).width > room + 1) bad.push('select ' + where(sel) + ' cuts "' + text + '" (' + Math.round(ctx.measureText(text).width) + ' px in ' + Math.round(room) + ')');
	}
	for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
		const [a, ea, ta] = boxes[i], [b, eb, tb] = boxes[j];
		if (ea === eb) continue;
		const w = Math.min(a.right, b.right) - Math.max(a.left, b.left), h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
		if (w > 2 && h > 4) bad.push('overlap: ' + where(ea) + ' "' + ta + '" and ' + where(eb) + ' "' + tb + '"');
	}
	if (document.documentElement.scrollWidth > innerWidth + 1) bad.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' px in ' + innerWidth);
	return bad;
})()`

// latinJS returns the page's visible words of Latin letters outside math,
// code and boards: in 中文 they must all be identifiers.
const latinJS = `(() => {
	const words = new Set();
	const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	for (let n; (n = walker.nextNode());) {
		const el = n.parentElement;
		if (!el || !el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true}) || el.closest('script,style,noscript,.code,.ghf,.board,[data-board],kbd,code,.lang,.brand,[translate=no]')) continue;
		for (const w of n.textContent.match(/[A-Za-z][A-Za-z]+/g) || []) words.add(w);
	}
	for (const sel of document.querySelectorAll('select')) {
		if (sel.checkVisibility() && sel.selectedIndex >= 0) for (const w of sel.options[sel.selectedIndex].text.match(/[A-Za-z][A-Za-z]+/g) || []) words.add(w);
	}
	return [...words];
})()`

// pageIdentifiers are the Latin words a Chinese page may show: names of
// algorithms and of things typed, units of the notation.
var pageIdentifiers = map[string]bool{"BFS": true, "DFS": true, "IDDFS": true, "UCS": true, "IDA": true, "OPEN": true, "CLOSED": true,
	"JavaScript": true, "WebAssembly": true, "Home": true, "End": true, "Space": true, "Tab": true, "Dijkstra": true, "KB": true, "MB": true,
	"Korf": true, "Felner": true, "algo": true}

// readable reports whether every text of the page shows whole (layoutJS),
// and fails t for each that does not.
func readable(t *testing.T, ctx context.Context, name string) bool {
	t.Helper()
	bad := eval[[]string](t, ctx, layoutJS)
	if len(bad) > 0 {
		t.Errorf("%s: %d texts a reader cannot read:\n%s", name, len(bad), strings.Join(bad, "\n"))
	}
	return len(bad) == 0
}

// inChinese fails t for each English word of the Chinese page (latinJS)
// that is not an identifier.
func inChinese(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	for _, w := range eval[[]string](t, ctx, latinJS) {
		if !pageIdentifiers[w] && !identifiers[w] {
			t.Errorf("%s: the Chinese page shows the English %q", name, w)
		}
	}
}

func TestBrowserMatrix(t *testing.T) {
	s := serveSite(t, "")
	start := "813/402/765" // A*: ties, cut-offs and reopenings in the first steps
	for _, size := range []struct {
		w, h  int
		langs []string
	}{{1280, 720, []string{"en"}}, {1920, 1080, []string{"zh"}}} { // each language once: 中文 at 1280×720 is the race matrix's, the lessons' and the lesson bar's
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			ctx := screenWithin(t, size.w, size.h, 4*time.Minute) // the page's own size, as a projector shows it
			combos, loaded := 0, ""
			for _, lang := range size.langs {
				for _, alg := range solver.Algorithms {
					heurs := []string{""}
					if alg.UsesHeuristic {
						heurs = nil
						for _, h := range solver.Heuristics { // the start is a 3×3 board
							if h.MaxCells >= 9 {
								heurs = append(heurs, h.Name)
							}
						}
					}
					for _, h := range heurs {
						if loaded != lang { // one visit a language; then the menus, as a teacher goes through them
							open(t, ctx, s.url+"/?"+url.Values{"start": {start}, "lang": {lang}, "speed": {"max"}}.Encode())
							loaded = lang
						}
						setValue(t, ctx, "algo-select", alg.Name)
						if h != "" {
							waitFor(t, ctx, "the heuristic's menu", `!!document.getElementById('h-select')`, 5*time.Second)
							setValue(t, ctx, "h-select", h)
						}
						waitEqual(t, ctx, "the new search's choices", `document.getElementById('algo-select').value + ' ' + (document.getElementById('h-select')?.value ?? '') + ' ' + document.getElementById('stat-expanded').textContent`,
							alg.Name+" "+map[bool]string{true: h, false: ""}[h != ""]+" 0", 10*time.Second)
						for i := 1; i <= 3; i++ {
							click(t, ctx, "step")
							waitEqual(t, ctx, "a step", `document.getElementById('stat-expanded')?.textContent`, fmt.Sprint(i), 20*time.Second)
						}
						name := fmt.Sprintf("%s %s %s", lang, alg.Name, h)
						for _, sub := range []string{"explain", "chart"} { // the lesson's two busiest views
							click(t, ctx, "sub-"+sub)
							waitEqual(t, ctx, "the "+sub, `document.getElementById('sub-`+sub+`').getAttribute('aria-selected')`, "true", 5*time.Second)
							if !readable(t, ctx, name+", "+sub) {
								screenshot(t, ctx, fmt.Sprintf("matrix-%dx%d-%s-%s-%s-%s", size.w, size.h, lang, alg.Name, h, sub))
							}
						}
						if lang == "zh" {
							inChinese(t, ctx, name)
						}
						if alg.Name == "astar" && h == "misplaced" {
							screenshot(t, ctx, fmt.Sprintf("matrix-%dx%d-%s", size.w, size.h, lang))
						}
						combos++
					}
				}
			}
			t.Logf("%d combinations at %d×%d", combos, size.w, size.h)
		})
	}
}

// TestBrowserPaced runs every algorithm (with pattern databases where it
// takes a heuristic: their lookups kept incrementally broke on the paced
// path) at an explained pace, and IDA* at the teaching pace: each must go
// on expanding.
func TestBrowserPaced(t *testing.T) {
	s := serveSite(t, "")
	ctx := screenWithin(t, 1280, 720, 3*time.Minute)
	for _, alg := range solver.Algorithms {
		speeds := []string{"50"}
		if alg.Name == "idastar" { // where the teaching pace stalled
			speeds = append(speeds, "auto")
		}
		for _, speed := range speeds {
			q := url.Values{"start": {"630172845"}, "algo": {alg.Name}, "speed": {speed}}
			if alg.UsesHeuristic {
				q.Set("h", "pdb")
			}
			open(t, ctx, s.url+"/?"+q.Encode())
			if speed == "auto" { // the tree replays its pass watched at every report
				click(t, ctx, "sub-tree")
			}
			click(t, ctx, "run")
			want := map[string]int{"50": 20, "auto": 12}[speed]
			waitFor(t, ctx, fmt.Sprintf("%s at %s: %d expansions", alg.Name, speed, want),
				fmt.Sprintf(`+document.getElementById('stat-expanded').textContent.replaceAll(',', '') >= %d || !!document.getElementById('result-text')`, want), 15*time.Second)
		}
	}
}
