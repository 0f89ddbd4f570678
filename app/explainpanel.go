package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/solver"
)

// explainPanel tells the cursor's moment: the narration (a region named
// "Explanation") with the boards it concerns and their fate.
type explainPanel struct {
	app.Compo

	Lang    ui.Lang
	Alg     solver.Algorithm
	Weight  float64
	Goal    solver.Board
	Snap    search.Snapshot
	Far     string // how far a search that ran out of its budget got (lang.far); "" otherwise
	Running bool   // the search runs: the narration is not read out at every step
	Compact bool   // the embed: the narration's sentences only
	Hidden  bool   // "you are the search" at level 2 or 3: the children's f would give the answers away
}

func (p *explainPanel) Render() app.UI {
	l, snap := p.Lang, p.Snap
	if p.Compact && snap.Outcome != solver.Running { // the embed's result says how it ended
		return app.Text("")
	}
	region := app.Section().ID("narration").Class("panel narration").Attr("role", "region").Aria("label", l.T("explainTitle")).TabIndex(0) // it scrolls in the embed
	if p.Hidden {
		return region.Body(app.H2().Text(l.T("explainTitle")), ui.PText("desc", l.T("xExplainHidden")))
	}
	if !p.Running {
		region = region.Aria("live", "polite")
	}
	var body []app.UI
	if p.Compact {
		body = append(body, app.H2().Class("sr-only").Text(l.T("explainTitle")))
	} else {
		body = append(body, app.H2().Text(l.T("explainTitle")))
	}
	if snap.Explain == nil && snap.At == 0 && !p.Running { // no search yet: how to start
		snap.Explain = &solver.Explanation{}
	}
	if snap.Explain == nil || snap.Explain.At != snap.At {
		body = append(body, app.P().ID("narration-none").Class("desc").Text(l.T("tooFast")))
		return region.Body(body...)
	}
	st := explain.Narrator{L: l, Alg: p.Alg, Weight: p.Weight}.Tell(*snap.Explain, snap.Moment)
	items := make([]app.UI, 0, len(st.Lines)+1)
	for i, ln := range st.Lines {
		if p.Compact && ln.Board {
			continue
		}
		items = append(items, p.storyItem(i, ln))
	}
	if st.End != "" {
		class := "story-end"
		if snap.Outcome != solver.Solved {
			class += " bad"
		}
		items = append(items, app.Li().ID("story-end").Class(class).Text(st.End))
		if p.Far != "" {
			items = append(items, app.Li().ID("story-far").Class("story-end far").Text(p.Far))
		}
	}
	return region.Body(append(body, app.Ol().ID("story").Class("story").Body(items...))...)
}

// storyItem is one line of the story; a child's line shows the child as a
// small board with its numbers and its fate in a word (coloured, but never
// by colour alone).
func (p *explainPanel) storyItem(i int, ln explain.StoryLine) app.UI {
	li := app.Li().Class("story-line "+ln.Kind).DataSet("kind", ln.Kind)
	if !ln.Board {
		return li.Body(ui.SpanText("story-text", ln.Text))
	}
	n := ln.Node
	return li.Body(
		ui.Div("child",
			ui.SmallBoard(n.Board, p.Goal, p.Lang.T("board"), p.Lang),
			ui.SpanText("ghf", explain.GHFText(n, !p.Alg.UsesHeuristic)),
			ui.SpanText("fate "+ln.Kind, ln.Word)),
		ui.SpanText("story-text", ln.Text),
	)
}
