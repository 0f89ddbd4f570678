//go:build !(js && wasm)

package main

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"slidelab/app/workshop"
)

// check presses the workshop's check and waits for its findings.
func check(t *testing.T, ctx context.Context) {
	t.Helper()
	click(t, ctx, "hx-check")
	waitFor(t, ctx, "the check", `!!document.getElementById('audit-findings')`, 30*time.Second)
}

// TestBrowserWorkshop: 2*manhattan is checked not admissible, with the
// worst board and a board where A* finds a longer path, raced against
// Manhattan from there; max(manhattan,misplaced) admissible and
// consistent; a bad formula is explained at its field and in the banner,
// in both languages, and the page still searches.
func TestBrowserWorkshop(t *testing.T) {
	s := serveSite(t, "")
	ctx := screen(t, 1280, 720)
	open(t, ctx, s.url+"/?start=123405678&algo=astar&h=custom&hx=2*manhattan&lang=en")
	click(t, ctx, "tab-workshop")
	waitEqual(t, ctx, "the formula's field", `document.getElementById('hx')?.value`, "2*manhattan", 5*time.Second)
	if t.Failed() {
		t.FailNow()
	}
	check(t, ctx)
	screenshot(t, ctx, "workshop-2manhattan-1280x720")
	if got := text(t, ctx, "audit-admissible"); !strings.HasPrefix(got, "✗ Not admissible: h > h* on 157,176 of the 181,440 boards.") {
		t.Errorf("admissible: %q", got)
	}
	if got := text(t, ctx, "audit-longer"); !strings.HasPrefix(got, "A* with it finds") {
		t.Errorf("longer: %q", got)
	}
	click(t, ctx, "audit-longer-show")
	waitFor(t, ctx, "the race", `document.querySelectorAll('.lane').length === 2 && document.getElementById('tab-lesson').getAttribute('aria-selected') === 'true'`, 10*time.Second)
	if q := eval[string](t, ctx, `location.search`); !strings.Contains(q, "race=astar%3Acustom%2Castar%3Amanhattan") || !strings.Contains(q, "hx=2%2Amanhattan") && !strings.Contains(q, "hx=2*manhattan") {
		t.Errorf("the race's address: %s", q)
	}

	open(t, ctx, s.url+"/?start=123405678&algo=astar&h=custom&hx=max(manhattan,misplaced)&lang=zh")
	click(t, ctx, "tab-workshop")
	check(t, ctx)
	screenshot(t, ctx, "workshop-max-zh-1280x720")
	for id, want := range map[string]string{"audit-admissible": "✓ 可采纳", "audit-consistent": "✓ 一致"} {
		if got := text(t, ctx, id); !strings.HasPrefix(got, want) {
			t.Errorf("%s: %q, want %q…", id, got, want)
		}
	}

	open(t, ctx, s.url+"/?start=1+2+3+4%2F5+6+7+8%2F9+10+11+12%2F13+14+0+15&algo=idastar&h=custom&hx=manhattan*out(5)&lang=en")
	click(t, ctx, "tab-workshop")
	waitFor(t, ctx, "the note on 4×4", `document.getElementById('hx-nocheck')?.textContent.includes('nothing here can prove your formula admissible or consistent')`, 5*time.Second)
	if got := text(t, ctx, "hx-nocheck"); !strings.Contains(got, "nothing here can prove your formula admissible or consistent") {
		t.Errorf("on 4×4: %q", got)
	}
	check(t, ctx)
	screenshot(t, ctx, "workshop-4x4-1280x720")
	if got := text(t, ctx, "audit-consistent"); !strings.HasPrefix(got, "✗ Not consistent:") {
		t.Errorf("on 4×4, consistent: %q", got)
	}
	if got := text(t, ctx, "audit-admissible"); !strings.HasPrefix(got, "No overestimate found.") {
		t.Errorf("on 4×4, admissible: %q", got)
	}

	open(t, ctx, s.url+"/?start=123405678&algo=astar&h=custom&hx=manhattan%2B&lang=en")
	if got := text(t, ctx, "problems"); !strings.Contains(got, "expected a term after \"+\" at column 10") {
		t.Errorf("banner: %q", got)
	}
	click(t, ctx, "tab-workshop")
	waitFor(t, ctx, "the field's error", `document.getElementById('hx-error')?.textContent.includes('expected a term after "+" at column 10')`, 5*time.Second)
	setValue(t, ctx, "hx", "manhattan/0")
	waitFor(t, ctx, "a division by zero refused", `document.getElementById('hx-error').textContent.includes("the '/' at column 10 divides by zero")`, 5*time.Second)
	time.Sleep(2 * workshop.TypingPause) // the check as typed, after a pause, does not take back what the change said
	if got := text(t, ctx, "hx-error"); !strings.HasPrefix(got, "Not taken: ") {
		t.Errorf("a refused formula, used: %q", got)
	}
	setValue(t, ctx, "hx", "max（manhattan，misplaced）＋１") // as a Chinese input method types it
	waitFor(t, ctx, "full-width taken", `document.getElementById('hx-use-note').textContent.startsWith('In use: A*, with h = max（manhattan，misplaced）＋１')`, 5*time.Second)
	if got := text(t, ctx, "hx-preview"); got != "On the start: h = 7. On the goal: h = 1.\nh must be 0 at the goal, which is 0 moves away: above that, it overestimates." {
		t.Errorf("the preview: %q", got)
	}
	setValue(t, ctx, "hx", "2*manhatan")
	waitFor(t, ctx, "the field's error", `document.getElementById('hx-error').textContent.includes('unknown name "manhatan" at column 3')`, 5*time.Second)
	screenshot(t, ctx, "workshop-error-1280x720")
	click(t, ctx, "tab-lesson")
	if got := solveOnPage(t, ctx); !strings.Contains(got, "14") {
		t.Errorf("after a bad formula the search gives %q", got)
	}

	// Checked as it is typed: the field's error follows a pause in the
	// typing, in both languages, before Enter; nothing is used until then.
	for _, c := range []struct{ lang, says string }{{"en", "As typed: expected a term after"}, {"zh", "当前输入有误"}} {
		open(t, ctx, s.url+"/?start=123405678&algo=astar&h=custom&hx=manhattan&lang="+c.lang)
		click(t, ctx, "tab-workshop")
		waitFor(t, ctx, "the field", `!!document.getElementById('hx')`, 5*time.Second)
		eval[bool](t, ctx, `(document.getElementById('hx').value = '', document.getElementById('hx').focus(), true)`)
		if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.ID("hx"), "misplaced*")); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, "the error as typed", fmt.Sprintf(`document.getElementById('hx-error').textContent.includes(%q)`, c.says), 5*time.Second)
		if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.ID("hx"), "2")); err != nil {
			t.Fatal(err)
		}
		waitEqual(t, ctx, "a good formula typed: no error", `document.getElementById('hx-error').textContent`, "", 5*time.Second)
		if q := eval[string](t, ctx, `location.search`); !strings.Contains(q, "hx=manhattan") {
			t.Errorf("a formula typed, not yet used, is in the address: %s", q)
		}
	}
}
