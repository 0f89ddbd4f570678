package main

import (
	"fmt"
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/solver"
)

// treeView draws the search tree at the cursor's moment as SVG: a dot per
// board (a small board when zoomed in and few enough), expanded filled,
// waiting hollow, the current one ringed, the path thick, cut-off boards
// crossed with their f. Zoom scales the drawing inside a scrolling box (the
// scroll pans; "fit" shrinks a wide tree to the box); a click on a board moves the timeline to the moment it was
// expanded (or generated).
type treeView struct {
	app.Compo

	Lang   lang
	Alg    solver.Algorithm
	Goal   solver.Board
	Snap   snapshot
	OnJump func(ctx app.Context, k int)

	zoom int // 0: fit the width; each step doubles
}

// Spacing of the layout, in SVG units.
const (
	treeDX, treeDY = 26, 48
	boardsMax      = 400 // boards are drawn (zoomed in) for at most this many nodes
)

func (v *treeView) Render() app.UI {
	l, tr := v.Lang, v.Snap.tree
	head := app.H2().Text(l.t("treeTitle"))
	if tr == nil {
		return app.Section().ID("tree-panel").Class("panel tree-panel").Body(head, app.P().Class("desc").Text(l.t("tooFast")))
	}
	xs, width, depth := layoutTree(tr)
	px := 1.5 * float64(int(1)<<v.zoom) // pixels per unit of the layout
	boards := px >= 2.5 && len(tr.Nodes) <= boardsMax
	svg := drawTree(l, tr, xs, width, depth, boards)
	scale := app.Div().Class("tree-scale").Style("width", fmt.Sprintf("%.0fpx", float64(width+1)*treeDX*px))
	if v.zoom > 0 {
		scale = scale.Class("zoomed")
	}
	zoomBtn := func(id, label, title string, to int) app.UI {
		return app.Button().ID(id).Text(label).Title(title).Aria("label", title).Disabled(to < 0 || to > 4).
			OnClick(func(app.Context, app.Event) { v.zoom = to }, to)
	}
	note := fmt.Sprintf(l.tn("treeNote", len(tr.Nodes)), thousands(len(tr.Nodes)), tr.From, tr.To)
	if tr.Left > 0 {
		note += " " + fmt.Sprintf(l.tn("treeLeft", tr.Left), thousands(tr.Left))
	}
	return app.Section().ID("tree-panel").Class("panel tree-panel").Body(
		head,
		app.Div().Class("buttons tree-zoom").Body(
			zoomBtn("tree-out", "−", l.t("zoomOut"), v.zoom-1), zoomBtn("tree-fit", l.t("zoomFit"), l.t("zoomFit"), 0), zoomBtn("tree-in", "+", l.t("zoomIn"), v.zoom+1)),
		app.P().ID("tree-note").Class("desc").Text(note),
		app.Div().ID("tree-box").Class("tree-box").OnClick(v.onClick).Body(
			scale.Body(app.Raw(svg))),
		app.P().ID("tree-legend").Class("legend").Text(l.t("treeLegend")),
	)
}

// onClick jumps to the moment of the board clicked.
func (v *treeView) onClick(ctx app.Context, e app.Event) {
	n := e.Get("target").Call("closest", "[data-at]")
	if !n.Truthy() || v.OnJump == nil {
		return
	}
	if k, err := strconv.Atoi(n.Call("getAttribute", "data-at").String()); err == nil {
		v.OnJump(ctx, k)
	}
}

// layoutTree places each node: leaves one slot apart in depth-first order,
// a parent over the middle of its children, a row per depth; a second root
// (bidirectional BFS's goal side) to the right of the first tree.
func layoutTree(tr *solver.Tree) (xs []float64, width, depth int) {
	kids := make([][]int, len(tr.Nodes))
	var roots []int
	for i, n := range tr.Nodes {
		if n.Parent < 0 {
			roots = append(roots, i)
		} else {
			kids[n.Parent] = append(kids[n.Parent], i)
		}
	}
	xs = make([]float64, len(tr.Nodes))
	slot := 0
	var place func(i, d int)
	place = func(i, d int) {
		depth = max(depth, d)
		if len(kids[i]) == 0 {
			xs[i] = float64(slot)
			slot++
			return
		}
		for _, k := range kids[i] {
			place(k, d+1)
		}
		xs[i] = (xs[kids[i][0]] + xs[kids[i][len(kids[i])-1]]) / 2
	}
	for _, r := range roots {
		place(r, 0)
		slot++ // a gap between the trees
	}
	return xs, max(slot-1, 1), depth
}

// drawTree writes the SVG. Edges are one path per kind, so that thousands
// of boards stay one element each.
func drawTree(l lang, tr *solver.Tree, xs []float64, width, depth int, boards bool) string {
	onPath := make([]bool, len(tr.Nodes))
	for _, i := range tr.Path {
		onPath[i] = true
	}
	pos := func(i int) (float64, float64) {
		d := tr.Nodes[i].G - tr.Nodes[rootOf(tr, i)].G
		return treeDX/2 + xs[i]*treeDX, treeDY/2 + float64(d)*treeDY
	}
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
		title := fmt.Sprintf("%s · g=%d h=%d f=%s · %s", boardText(n.Board), n.G, n.H, trimFloat(n.F), l.t("tree-"+class[:strings.IndexByte(class+" ", ' ')]))
		fmt.Fprintf(&nodes, `<g class="tn %s" data-at="%d"><title>%s</title>`, class, n.At, html.EscapeString(title))
		switch {
		case boards:
			nodes.WriteString(miniBoard(n.Board, x, y))
		case n.State == solver.CutOff:
			fmt.Fprintf(&nodes, `<path d="M%.0f %.0fl8 8m0 -8l-8 8"/><text x="%.0f" y="%.0f">%s</text>`, x-4, y-4, x, y+16, trimFloat(n.F))
		default:
			fmt.Fprintf(&nodes, `<circle cx="%.0f" cy="%.0f" r="7"/>`, x, y)
		}
		if n.Parent >= 0 && boards {
			px, py := pos(n.Parent)
			fmt.Fprintf(&nodes, `<text class="move" x="%.0f" y="%.0f">%s</text>`, (px+x)/2+6, (py+y)/2, n.Dir.Arrow())
		}
		nodes.WriteString("</g>")
	}
	w, h := float64(width+1)*treeDX, float64(depth+1)*treeDY
	return fmt.Sprintf(`<svg class="tree" viewBox="0 0 %.0f %.0f" role="group" aria-label="%s"><path class="edges" d="%s"/><path class="edges path" d="%s"/>%s</svg>`,
		w, h, html.EscapeString(l.t("treeTitle")), edges.String(), pathEdges.String(), nodes.String())
}

func rootOf(tr *solver.Tree, i int) int {
	for tr.Nodes[i].Parent >= 0 {
		i = tr.Nodes[i].Parent
	}
	return i
}

// miniBoard draws a board of side 20 centred on x, y.
func miniBoard(b solver.Board, x, y float64) string {
	var s strings.Builder
	cw := 20.0 / float64(b.Width())
	ch := 20.0 / float64(b.Height())
	fmt.Fprintf(&s, `<rect class="mini" x="%.1f" y="%.1f" width="20" height="20"/>`, x-10, y-10)
	for i := range b.Len() {
		if t := b.At(i); t != 0 {
			fmt.Fprintf(&s, `<text class="tile" x="%.1f" y="%.1f">%d</text>`, x-10+cw*(float64(i%b.Width())+0.5), y-10+ch*(float64(i/b.Width())+0.5)+2, t)
		}
	}
	return s.String()
}
