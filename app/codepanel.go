package main

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// codePanel lists the algorithm's pseudocode with the cursor's line lit
// (aria-current="step") and the lines its step ran marked with their count.
type codePanel struct {
	app.Compo

	Lang     ui.Lang
	Alg      solver.Algorithm
	NoReopen bool // the search never reopens a closed board
	Snap     search.Snapshot
}

func (p *codePanel) Render() app.UI {
	l, c, e := p.Lang, explain.CodeOf(p.Alg, p.NoReopen), p.Snap.Explain
	switch ph := p.Snap.Phase; { // the reduction solver: a phase runs its A* lines, the finish its own
	case ph == nil:
	case ph.Finish:
		c = c.Without(explain.RPop, explain.RSolved, explain.RSkip, explain.RPush)
	default:
		c = c.Without(explain.RPass, explain.RExpand, explain.RCut, explain.RBack)
	}
	main, ran := -1, make([]int, len(c))
	if e != nil && e.At == p.Snap.At {
		main, ran = c.Lit(*e, p.Snap.Outcome)
	}
	head := -1 // the line the lit one runs inside of (its loop, its condition), kept in view with it
	for j := main - 1; j >= 0 && head < 0; j-- {
		if c[j].Indent < c[main].Indent {
			head = j
		}
	}
	lines := make([]app.UI, len(c))
	for i, ln := range c {
		li := app.Li().Class(fmt.Sprintf("code-line indent-%d", ln.Indent)).Body(app.Code().Text(ln.Text(l)))
		switch {
		case i == main:
			li = li.Class("lit").Aria("current", "step")
		case ran[i] > 0:
			li = li.Class("ran")
		}
		if i == head {
			li = li.DataSet("head", true)
		}
		if ran[i] > 1 {
			li = li.Body(app.Code().Text(ln.Text(l)), ui.SpanText("times", fmt.Sprintf("×%d", ran[i])))
		}
		lines[i] = li
	}
	return app.Section().ID("code").Class("panel code").Body(
		app.H2().ID("pseudocode-title").Text(l.T("pseudocode")+" · "+state.AlgoName(l, p.Alg)),
		app.Ol().ID("pseudocode").Class("pseudocode").TabIndex(0).Aria("label", l.T("pseudocode")).Body(lines...), // it scrolls: reachable by keyboard
	)
}

// scrollToLit scrolls the pseudocode's lines, not the page, to bring the
// lit line into view when it is not, once the browser has drawn the moment:
// it reads the layout, and read before, that made the browser lay the page
// out at once, in the task that renders the moment, about 10 ms of a
// result's frame.
func scrollToLit() {
	w := app.Window()
	var frame, after app.Func
	frame = app.FuncOf(func(app.Value, []app.Value) any {
		frame.Release()
		w.Call("setTimeout", after, 0) // after the frame drawn
		return nil
	})
	after = app.FuncOf(func(app.Value, []app.Value) any {
		after.Release()
		scrollToLitNow()
		return nil
	})
	w.Call("requestAnimationFrame", frame)
}

func scrollToLitNow() {
	box := app.Window().GetElementByID("pseudocode")
	if !box.Truthy() {
		return
	}
	// Without a lit line (a search running fast is not explained) nothing
	// reads the layout: a read makes the browser lay the page out within
	// the report, on top of the layout of its frame.
	li := box.Call("querySelector", "[aria-current=step]")
	if !li.Truthy() || box.Get("scrollHeight").Int() <= box.Get("clientHeight").Int() {
		return
	}
	b, r := box.Call("getBoundingClientRect"), li.Call("getBoundingClientRect")
	height, scroll := b.Get("height").Float(), box.Get("scrollTop").Float()
	top, bottom := r.Get("top").Float()-b.Get("top").Float(), r.Get("bottom").Float()-b.Get("top").Float()
	// The line it is inside of (the loop, the if) shown with it when
	// both fit: the lit line read in its place.
	if head := box.Call("querySelector", "[data-head]"); head.Truthy() {
		if headTop := head.Call("getBoundingClientRect").Get("top").Float() - b.Get("top").Float(); bottom-headTop <= height {
			switch {
			case headTop < 0:
				box.Set("scrollTop", scroll+headTop)
			case bottom > height:
				box.Set("scrollTop", scroll+bottom-height)
			}
			return
		}
	}
	if top < 0 || bottom > height {
		box.Set("scrollTop", scroll+top-(height-(bottom-top))/2)
	}
}
