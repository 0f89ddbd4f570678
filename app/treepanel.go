package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/solver"
)

// treePanel draws the search tree at the cursor's moment as SVG: a dot per
// board (a small board when zoomed in and few enough), expanded filled,
// waiting hollow, the current one ringed, the path thick, cut-off boards
// crossed with their f. Zoom scales the drawing inside a scrolling box (the
// scroll pans; "fit" shrinks a wide tree to the box). A click on a board
// moves the timeline to the moment it was expanded (or generated); so does
// Enter on the board focused, one tab stop for the whole tree, where the
// arrow keys go to the parent (↑), the first child (↓) and the boards
// beside on the same row (← →).
type treePanel struct {
	app.Compo

	Lang ui.Lang
	Alg  solver.Algorithm
	Goal solver.Board
	Snap search.Snapshot
	Pic  string   // the picture on the tiles (its URL), or ""
	Page ui.Actor // a node clicked moves the timeline to its moment

	zoom      int  // 0: fit the width; each step doubles
	refocus   bool // the board of moment refocusAt, jumped to by Enter, takes the focus once drawn
	refocusAt int
}

// Spacing of the layout, in SVG units.
const (
	treeDX, treeDY = 26, 48
	treeFitDY      = 34  // at Fit, without boards: rows closer, so that the tree, scaled to its box's height, draws its numbers larger
	boardsMax      = 400 // boards are drawn (zoomed in) for at most this many nodes
	labelsMax      = 24  // at Fit, each board's f or g is written under it on a tree of at most this many columns
)

func (v *treePanel) Render() app.UI {
	l, tr := v.Lang, v.Snap.Tree
	head := app.H2().Text(l.T("treeTitle"))
	if tr == nil {
		return app.Section().ID("tree-panel").Class("panel tree-panel").Body(head, ui.PText("desc", l.T("tooFast")))
	}
	xs, width, depth := ui.LayoutTree(tr)
	px := 1.5 * float64(int(1)<<v.zoom) // pixels per unit of the layout
	boards := px >= 2.5 && len(tr.Nodes) <= boardsMax
	// Fit on a tree far wider than deep: squeezed to the box's width it
	// would be a stripe a pixel high, so it fills the box's height too,
	// its boards drawn as dots of a fixed size.
	dense := v.zoom == 0 && float64(width+1)*treeDX > 4*float64(depth+1)*treeDY
	var pic ui.TilePicture
	if boards {
		pic = ui.TilePicture{URL: v.Pic, Goal: v.Goal}
	}
	// Each board's f (or g) under it, where it reads: zoomed in without the
	// boards, or at Fit on a tree of a few columns.
	labels := !boards && !dense && (v.zoom > 0 || width+1 <= labelsMax)
	svg := drawTree(l, tr, xs, width, depth, pic, boards, dense, v.zoom == 0 && !boards && !dense, labels && v.Alg.UsesHeuristic, labels && !v.Alg.UsesHeuristic)
	scale := app.Div().Class("tree-scale").Style("width", fmt.Sprintf("%.0fpx", float64(width+1)*treeDX*px))
	if v.zoom > 0 {
		scale = scale.Class("zoomed")
	}
	zoomBtn := func(id, label, title string, to int) app.UI {
		return app.Button().ID(id).Text(label).Title(title).Aria("label", title).Disabled(to < 0 || to > 4).
			OnClick(func(ctx app.Context, _ app.Event) {
				v.zoom = to
				ctx.Defer(func(app.Context) { centerTree() }) // once drawn at the new size
			}, to)
	}
	note := fmt.Sprintf(l.Tn("treeNote", len(tr.Nodes)), ui.Thousands(len(tr.Nodes)), tr.From, tr.To)
	if v.Alg.Bidirectional {
		note += l.Sep() + l.T("treeTwo")
	}
	if dense {
		note += l.Sep() + l.T("treeDense")
	}
	legend := l.T("treeLegend") // a cut-off board's number: its f, or for the uninformed searches its depth
	if !v.Alg.UsesHeuristic {
		legend = l.T("treeLegendDepth")
	}
	switch {
	case labels && v.Alg.UsesHeuristic:
		legend += l.Sep() + l.T("treeLabelF")
	case labels:
		legend += l.Sep() + l.T("treeLabelG")
	}
	if tr.Left > 0 {
		note += l.Sep() + fmt.Sprintf(l.Tn("treeLeft", tr.Left), ui.Thousands(tr.Left))
	}
	if sh := v.Snap.Shortened; len(tr.Path) > 0 && sh != nil && sh.Before != len(v.Snap.Path) {
		legend += l.Sep() + fmt.Sprintf(l.T("treeShortened"), ui.Thousands(sh.Before), ui.Thousands(len(v.Snap.Path)))
	}
	return app.Section().ID("tree-panel").Class("panel tree-panel").Body(
		head,
		ui.Div("buttons tree-zoom",
			zoomBtn("tree-out", "−", l.T("zoomOut"), v.zoom-1), zoomBtn("tree-fit", l.T("zoomFit"), l.T("zoomFit"), 0), zoomBtn("tree-in", "+", l.T("zoomIn"), v.zoom+1)),
		app.P().ID("tree-note").Class("desc").Text(note),
		app.Div().ID("tree-box").Class("tree-box").OnClick(v.onClick).OnKeyDown(v.onKey).Body(
			scale.Body(app.Raw(svg))),
		app.P().ID("tree-legend").Class("legend").Text(legend),
	)
}

// onClick jumps to the moment of the board clicked.
func (v *treePanel) onClick(ctx app.Context, e app.Event) {
	n := e.Get("target").Call("closest", "[data-at]")
	if !n.Truthy() || v.Page == nil {
		return
	}
	if k, err := strconv.Atoi(n.Call("getAttribute", "data-at").String()); err == nil {
		v.Page.Act(ctx, control{evMove, search.Seek(k)})
	}
}

// treeKeys are the arrow keys of the tree and the attribute of a node that
// names the node each goes to.
var treeKeys = map[string]string{"ArrowUp": "data-p", "ArrowDown": "data-c", "ArrowLeft": "data-l", "ArrowRight": "data-r"}

// onKey moves the focus between the tree's boards, or jumps to the moment
// of the board focused.
func (v *treePanel) onKey(ctx app.Context, e app.Event) {
	n := e.Get("target").Call("closest", "[data-i]")
	key := e.Get("key").String()
	if !n.Truthy() || (treeKeys[key] == "" && key != "Enter" && key != " ") {
		return
	}
	e.PreventDefault()
	e.Call("stopPropagation") // not the timeline's arrow keys
	if attr := treeKeys[key]; attr != "" {
		to := app.Window().GetElementByID("tree-box").Call("querySelector", fmt.Sprintf(`[data-i="%s"]`, n.Call("getAttribute", attr).String()))
		if to.Truthy() {
			n.Call("setAttribute", "tabindex", "-1")
			to.Call("setAttribute", "tabindex", "0")
			to.Call("focus")
		}
		return
	}
	if k, err := strconv.Atoi(n.Call("getAttribute", "data-at").String()); err == nil && v.Page != nil {
		v.refocus, v.refocusAt = true, k
		v.Page.Act(ctx, control{evMove, search.Seek(k)})
	}
}

// OnUpdate gives the focus back to the board jumped to by Enter once the
// tree is drawn at its moment (the worker's reply; the drawing replaced the
// board that had the focus), where it is the tab stop.
func (v *treePanel) OnUpdate(ctx app.Context) {
	if !v.refocus || v.Snap.At != v.refocusAt {
		return
	}
	v.refocus = false
	if c := app.Window().GetElementByID("tree-box").Call("querySelector", `[tabindex="0"]`); c.Truthy() {
		c.Call("focus")
	}
}

// drawTree writes the SVG. Edges are one path per kind, so that thousands
// of boards stay one element each. At Fit (fit) its rows are closer and
// its numbers (fs: each board's f, gs: its g) larger.
func drawTree(l ui.Lang, tr *solver.Tree, xs []float64, width, depth int, pic ui.TilePicture, boards, dense, fit, fs, gs bool) string {
	onPath := make([]bool, len(tr.Nodes))
	for _, i := range tr.Path {
		onPath[i] = true
	}
	dy, labelDY, labelClass := float64(treeDY), 20.0, "label"
	if fit {
		dy, labelDY, labelClass = treeFitDY, 22, "label fit"
	}
	pos := func(i int) (float64, float64) {
		d := tr.Nodes[i].G - tr.Nodes[ui.RootOf(tr, i)].G
		return treeDX/2 + xs[i]*treeDX, dy/2 + float64(d)*dy
	}
	near := ui.Neighbours(tr, xs)
	two := false // bidirectional: a tree from the start and one from the goal
	for _, n := range tr.Nodes {
		two = two || n.Side == solver.Backward
	}
	focus := max(tr.Current, 0) // the tree's one tab stop
	var edges, pathEdges, nodes strings.Builder
	for i, n := range tr.Nodes {
		x, y := pos(i)
		if n.Parent >= 0 {
			px, py := pos(n.Parent)
			e := &edges
			if onPath[i] && onPath[n.Parent] {
				e = &pathEdges
			}
			fmt.Fprintf(e, "M%.0f %.0fL%.0f %.0f", px, py, x, y)
		}
		class := [...]string{"waiting", "done", "dropped", "cut"}[n.State]
		if onPath[i] {
			class += " on-path"
		}
		if i == tr.Current {
			class += " current"
		}
		title := fmt.Sprintf("%s · g=%d h=%d f=%s · %s", explain.BoardText(n.Board), n.G, n.H, ui.TrimFloat(n.F), l.T("tree-"+class[:strings.IndexByte(class+" ", ' ')]))
		fmt.Fprintf(&nodes, `<g class="tn %s" data-at="%d" data-i="%d" data-p="%d" data-c="%d" data-l="%d" data-r="%d" role="treeitem" aria-level="%d" tabindex="%d"><title>%s</title>`,
			class, n.At, i, n.Parent, near[i].Child, near[i].Left, near[i].Right, near[i].Level, map[bool]int{true: 0, false: -1}[i == focus], ui.EscapeHTML(title))
		switch {
		case dense && (n.State == solver.Waiting || n.State == solver.Dropped): // hollow, as the legend says
			fmt.Fprintf(&nodes, `<path class="dot" d="M%.0f %.0fh0"/><path class="hole" d="M%.0f %.0fh0"/>`, x, y, x, y)
		case dense:
			fmt.Fprintf(&nodes, `<path class="dot" d="M%.0f %.0fh0"/>`, x, y)
		case boards:
			nodes.WriteString(ui.MiniBoard(n.Board, x, y, pic))
		case n.State == solver.CutOff:
			fmt.Fprintf(&nodes, `<path d="M%.0f %.0fl8 8m0 -8l-8 8"/><text x="%.0f" y="%.0f">%s</text>`, x-4, y-4, x, y+16, ui.TrimFloat(n.F))
		default:
			fmt.Fprintf(&nodes, `<circle cx="%.0f" cy="%.0f" r="7"/>`, x, y)
			switch {
			case fs:
				fmt.Fprintf(&nodes, `<text class="%s" x="%.0f" y="%.0f">%s</text>`, labelClass, x, y+labelDY, ui.TrimFloat(n.F))
			case gs:
				fmt.Fprintf(&nodes, `<text class="%s" x="%.0f" y="%.0f">%d</text>`, labelClass, x, y+labelDY, n.G)
			}
		}
		if n.Parent < 0 && two && !dense { // which tree is which
			fmt.Fprintf(&nodes, `<text class="root" x="%.0f" y="%.0f">%s</text>`, x, y-dy/2+9, ui.EscapeHTML(l.T(map[bool]string{true: "treeFromStart", false: "treeFromGoal"}[n.Side == solver.Forward])))
		}
		if n.Parent >= 0 && boards {
			px, py := pos(n.Parent)
			fmt.Fprintf(&nodes, `<text class="move" x="%.0f" y="%.0f">%s</text>`, (px+x)/2+6, (py+y)/2, n.Dir.Arrow())
		}
		nodes.WriteString("</g>")
	}
	w, h := float64(width+1)*treeDX, float64(depth+1)*dy
	if fs || gs { // the deepest row's numbers
		h += labelDY - 8
	}
	class, aspect := "tree", ""
	if dense {
		class, aspect = "tree dense", ` preserveAspectRatio="none"`
	}
	return fmt.Sprintf(`<svg class="%s" viewBox="0 0 %.0f %.0f"%s role="tree" aria-label="%s">%s<path class="edges" d="%s"/><path class="edges path" d="%s"/>%s</svg>`,
		class, w, h, aspect, ui.EscapeHTML(l.T("treeTitle")), pic.Defs(), edges.String(), pathEdges.String(), nodes.String())
}

// centerTree scrolls the tree's box so that the board expanded at the
// moment (or the tree's tab stop) is in its middle: a zoom keeps it in view.
func centerTree() {
	box := app.Window().GetElementByID("tree-box")
	if !box.Truthy() {
		return
	}
	n := box.Call("querySelector", ".tn.current")
	if !n.Truthy() {
		n = box.Call("querySelector", `[tabindex="0"]`)
	}
	if !n.Truthy() {
		return
	}
	r, b := n.Call("getBoundingClientRect"), box.Call("getBoundingClientRect")
	mid := func(rect app.Value, from, size string) float64 {
		return rect.Get(from).Float() + rect.Get(size).Float()/2
	}
	box.Set("scrollLeft", box.Get("scrollLeft").Float()+mid(r, "left", "width")-mid(b, "left", "width"))
	box.Set("scrollTop", box.Get("scrollTop").Float()+mid(r, "top", "height")-mid(b, "top", "height"))
}
