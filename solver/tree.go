package solver

import "slices"

// Tree is the search tree at a moment of a timeline, built from the
// search's own events: the boards it expanded and generated, each under the
// board it came from. Depth-first searches show the current pass only;
// bidirectional BFS has two roots, the start and the goal.
type Tree struct {
	Nodes []TreeNode
	// From and To are the moments drawn: the first (a pass's first for
	// depth-first searches, else 0) and the last; Left counts the
	// expansions after To up to the cursor, which are not drawn.
	From, To, Left int
	Current        int   // the node expanded at To, or -1
	Path           []int // solved: the path's nodes, start first; depth-first: the stack, bottom first
}

// TreeNode is a board of the tree.
type TreeNode struct {
	Node
	Parent int // index in Tree.Nodes; -1 for a root
	Dir    Dir // the blank's move from the parent
	Side   Side
	State  NodeState
	At     int // the moment it was expanded, or generated when not expanded
	Twin   int // bidirectional BFS: the same board in the other tree, where the sides met; else -1
}

// NodeState is what became of a board of the tree.
type NodeState uint8

// The states of a tree node.
const (
	Waiting NodeState = iota // in the open list (or on the stack), not yet expanded
	Done                     // expanded
	Dropped                  // replaced in the open list by a cheaper copy
	CutOff                   // generated beyond the bound or depth limit: never pushed
)

// MaxTreeMoments bounds the moments a Tree replays: beyond, it says how
// many it left out.
const MaxTreeMoments = 20_000

// Tree returns the search tree at the cursor's moment, drawn for at most
// limit expansions (at most MaxTreeMoments). The cursor does not move.
func (t *Timeline) Tree(limit int) Tree {
	k := t.at
	from := 0
	if t.alg.Unit == Pass && k > 0 {
		from = t.unitStart(k)
	}
	limit = max(min(limit, MaxTreeMoments), 1)
	tr := Tree{From: from, To: min(k, max(from, 1)+limit-1), Current: -1}
	tr.Left = k - tr.To
	b := treeBuilder{t: &tr, byBoard: [2]map[Board]int{{}, {}}, depthFirst: t.alg.Family == DepthFirst, last: -1, met: -1, finish: -1,
		before: from > 1}
	p := t.s.problem()
	b.root(p.Start, Forward, from)
	if t.alg.Bidirectional {
		b.root(p.Goal, Backward, 0)
	}
	if k > 0 {
		t.Seek(max(from-1, 0))
		var ev []Event
		for t.at < tr.To {
			ev = ev[:0]
			t.s.setWatch(&ev)
			t.Step(1)
			t.s.setWatch(nil)
			b.moment(t.at, ev)
		}
		t.Seek(k)
	}
	if tr.To == k {
		tr.Current = b.last
	}
	b.path(t)
	return tr
}

func (b *base) problem() Problem { return b.p }

// treeBuilder turns events into a Tree.
type treeBuilder struct {
	t          *Tree
	depthFirst bool
	byBoard    [2]map[Board]int // each side's newest node for a board
	stack      []int            // depth-first: the nodes on the stack
	last       int              // the node expanded last, or -1
	met        int              // bidirectional: the node where the sides met, or -1
	before     bool             // the events before the pass drawn begins: skipped
	finish     int              // the reduction solver: the nodes before its finish began, -1 before
}

func (b *treeBuilder) root(board Board, side Side, at int) {
	i := b.add(TreeNode{Node: Node{Board: board}, Parent: -1, Side: side, At: at})
	b.stack = append(b.stack[:0], i)
}

func (b *treeBuilder) add(n TreeNode) int {
	n.Twin = -1
	b.t.Nodes = append(b.t.Nodes, n)
	i := len(b.t.Nodes) - 1
	if n.State != CutOff {
		b.byBoard[n.Side][n.Board] = i
	}
	return i
}

// moment adds moment at's events.
func (b *treeBuilder) moment(at int, events []Event) {
	for _, ev := range events {
		if b.before && ev.Kind != PassStart {
			continue
		}
		switch ev.Kind {
		case PassStart:
			if !ev.Node.Board.IsZero() { // the reduction solver's finish, an IDA* from a board of the tree
				b.finishPass(ev.Node.Board, ev.Node.G)
				continue
			}
			b.before = false
			start := b.t.Nodes[0].Board
			b.t.Nodes = b.t.Nodes[:0]
			clear(b.byBoard[Forward])
			b.root(start, Forward, at)
		case Backtrack:
			b.stack = b.stack[:len(b.stack)-1]
		case Expansion:
			i := b.byBoard[ev.Side][ev.Node.Board]
			if b.depthFirst {
				i = b.stack[len(b.stack)-1]
			}
			n := &b.t.Nodes[i]
			n.Node, n.State, n.At = ev.Node, Done, at
			b.last = i
		case Generation:
			b.generated(at, ev)
		}
	}
}

// finishPass starts a pass of the reduction solver's finish from board, at
// depth g: the tree keeps what came before the finish (the phases) and the
// pass drawn, the depth-first way from there on, its stack beginning with
// the path to board.
func (b *treeBuilder) finishPass(board Board, g int) {
	if b.finish < 0 {
		b.finish, b.depthFirst = len(b.t.Nodes), true
	}
	b.t.Nodes = b.t.Nodes[:b.finish]
	root := 0 // the finish's start: the node of board at its depth (another way through the phases may reach it too)
	for i := len(b.t.Nodes) - 1; i >= 0; i-- {
		if n := b.t.Nodes[i]; n.Board == board && n.G == g && n.State != CutOff {
			root = i
			break
		}
	}
	clear(b.byBoard[Forward])
	for i, n := range b.t.Nodes {
		if n.State != CutOff {
			b.byBoard[Forward][n.Board] = i
		}
	}
	b.stack = b.stack[:0]
	for i := root; i >= 0; i = b.t.Nodes[i].Parent {
		b.stack = append(b.stack, i)
	}
	slices.Reverse(b.stack)
}

func (b *treeBuilder) generated(at int, ev Event) {
	n := TreeNode{Node: ev.Node, Parent: b.byBoard[ev.Side][ev.From], Dir: ev.Dir, Side: ev.Side, At: at}
	if b.depthFirst {
		n.Parent = b.stack[len(b.stack)-1]
	}
	switch ev.Fate {
	case Pushed, Goal, Met:
		i := b.add(n)
		if b.depthFirst {
			b.stack = append(b.stack, i)
		}
		if ev.Fate == Met {
			b.met = i
		}
	case Updated, Reopened:
		if ev.Fate == Updated {
			b.t.Nodes[b.byBoard[ev.Side][ev.Node.Board]].State = Dropped
		}
		b.add(n)
	case OverBound:
		n.State = CutOff
		b.add(n)
	}
}

// path marks the solution path, or the stack of a depth-first search.
func (b *treeBuilder) path(t *Timeline) {
	tr := b.t
	if b.depthFirst {
		tr.Path = b.stack
		return
	}
	r, ended := t.Ended()
	if !ended || r.Outcome != Solved || tr.To != t.latest {
		return
	}
	end := b.last
	if b.met >= 0 || t.alg.Family == Layered && !t.alg.Bidirectional {
		end = len(tr.Nodes) - 1 // the board generated last: the goal, or where the sides met
	}
	if end < 0 { // solved before any expansion: the start is the goal
		end = 0
	}
	for i := end; i >= 0; i = tr.Nodes[i].Parent {
		tr.Path = append(tr.Path, i)
	}
	slices.Reverse(tr.Path) // start first
	if b.met < 0 {
		return
	}
	m := &tr.Nodes[b.met]
	twin := b.byBoard[1-m.Side][m.Board]
	m.Twin, tr.Nodes[twin].Twin = twin, b.met
	for i := tr.Nodes[twin].Parent; i >= 0; i = tr.Nodes[i].Parent { // on to the other root
		tr.Path = append(tr.Path, i)
	}
	if m.Side == Backward { // the path above runs goal first
		slices.Reverse(tr.Path)
	}
}
