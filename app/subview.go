package main

import "slidelab/app/ui"

// subview is what the lesson's second column shows under the timeline:
// the explanation, the chart with the open list, the search tree, or the
// heuristics on the board at hand.
type subview string

const (
	subExplain subview = "explain"
	subChart   subview = "chart"
	subTree    subview = "tree"
	subHeur    subview = "heur"
)

var subviews = []subview{subExplain, subChart, subTree, subHeur}

func (v subview) name(l ui.Lang) string {
	switch v {
	case subChart:
		return l.T("subChart")
	case subTree:
		return l.T("subTree")
	case subHeur:
		return l.T("subHeur")
	}
	return l.T("subExplain")
}
