package explain

import (
	"fmt"
	"strings"

	"slidelab/app/ui"
	"slidelab/solver"
)

// Story is a moment told in sentences: what the search did, in the order
// it did it, each line one decision (an expansion, a child's fate, backing
// up, a new pass), then how the search ended if it ended here.
type Story struct {
	Lines []StoryLine
	End   string
}

// StoryLine is one decision; a board it concerns is drawn beside it.
type StoryLine struct {
	Text  string
	Node  solver.Node
	Board bool   // Node is drawn
	Kind  string // expand, new, skip, cut, update, goal, back, pass
	Word  string // the fate in one word, beside a drawn board
}

// Narrator tells the moments of one search.
type Narrator struct {
	L      ui.Lang
	Alg    solver.Algorithm
	Weight float64
}

// Tell turns a moment's explanation into a story. m is the moment (for
// the outcome, the bound and the passes).
func (n Narrator) Tell(e solver.Explanation, m solver.Moment) Story {
	var s Story
	if e.At == 0 {
		start := "nStart"
		if n.Alg.Bidirectional { // the goal's queue is there too
			start = "nStartBoth"
		}
		s.Lines = append(s.Lines, StoryLine{Text: n.L.T(start), Kind: "pass"})
		return s
	}
	if ph := m.Phase; ph != nil {
		s.Lines = append(s.Lines, StoryLine{Text: n.phase(*ph), Kind: "pass"})
	}
	n.Alg = PhaseAlg(n.Alg, m)
	evs := e.Events
	bound := m.Stats.Bound // the bound each event was judged by: a new pass changes it
	for _, ev := range evs {
		if ev.Kind == solver.PassStart && len(m.Iterations) >= 2 && e.At > 1 {
			bound = m.Iterations[len(m.Iterations)-2].Bound
			break
		}
	}
	for i := 0; i < len(evs); i++ {
		ev := evs[i]
		run := 1 // consecutive backtracks or dropped entries are told once
		for (ev.Kind == solver.Backtrack || ev.Kind == solver.StaleDrop) && i+run < len(evs) && evs[i+run].Kind == ev.Kind {
			run++
		}
		if ev.Kind == solver.PassStart {
			bound = ev.Old
		}
		s.Lines = append(s.Lines, n.line(e, m, ev, run, evs[i+run-1], bound))
		i += run - 1
	}
	switch m.Outcome {
	case solver.Solved:
		s.End = fmt.Sprintf(n.L.Tn("nSolved", len(m.Path)), len(m.Path))
		if sh := Shortened(n.L, m.Shortened); sh != "" {
			s.End += n.L.Sep() + sh
		}
	case solver.NotFound:
		s.End = n.L.T("nNotFound")
		if n.Alg.UsesDepth {
			s.End = fmt.Sprintf(n.L.T("nNotFoundDepth"), m.Stats.Bound)
		}
	case solver.LimitReached:
		s.End = LimitText(n.L, n.Alg, m.Current.Board, m.Stats.Expanded) // the board expanded last: the size the budget depends on
	}
	return s
}

// line tells one event (run of them, ending with last, for backtracks and
// dropped entries), judged by bound (depth-first searches).
func (n Narrator) line(e solver.Explanation, m solver.Moment, ev solver.Event, run int, last solver.Event, bound int) StoryLine {
	l := n.L
	b := n.boardRef(ev.Node.Board, "nBoardDrawn")
	switch ev.Kind {
	case solver.PassStart:
		return StoryLine{Text: n.pass(m, ev.Old), Kind: "pass"}
	case solver.LayerStart:
		return StoryLine{Text: fmt.Sprintf(l.Tn("nLayer", ev.Old), l.T(ev.Side.String()), ui.Thousands(ev.Old)), Kind: "pass"}
	case solver.StaleDrop:
		return StoryLine{Text: fmt.Sprintf(l.Tn("nStale", run), run), Kind: "skip"}
	case solver.Backtrack:
		return StoryLine{Text: fmt.Sprintf(l.Tn("nBack", run), run, BoardText(last.Node.Board)), Kind: "back"}
	case solver.Expansion:
		return StoryLine{Text: n.expansion(e, m, ev), Node: ev.Node, Kind: "expand"}
	}
	v := n.values(ev.Node)
	line := StoryLine{Node: ev.Node, Board: true}
	switch ev.Fate {
	case solver.Pushed:
		line.Kind, line.Word = "new", l.T("wNew")
		switch {
		case n.Alg.Unit == solver.Layer:
			line.Text = fmt.Sprintf(l.T("nQueued"), b, v)
		case n.Alg.UsesHeuristic && n.DepthFirst():
			line.Text = fmt.Sprintf(l.T("nPushedIDA"), b, v, bound)
		case n.DepthFirst():
			line.Text = fmt.Sprintf(l.T("nPushedDeep"), b, v, bound)
		default:
			line.Text = fmt.Sprintf(l.T("nPushed"), b, v)
		}
	case solver.Seen:
		line.Kind, line.Word, line.Text = "skip", l.T("wSeen"), fmt.Sprintf(l.T("nSeen"), b)
	case solver.Closed:
		line.Kind, line.Word, line.Text = "skip", l.T("wClosed"), fmt.Sprintf(l.T("nClosed"), b, ev.Old, ev.Node.G)
	case solver.Queued:
		line.Kind, line.Word, line.Text = "skip", l.T("wQueued"), fmt.Sprintf(l.T("nInOpen"), b, ev.Old, ev.Node.G)
	case solver.Updated:
		line.Kind, line.Word, line.Text = "update", l.T("wUpdated"), fmt.Sprintf(l.T("nUpdated"), b, ev.Old, ev.Node.G, v)
	case solver.Reopened:
		line.Kind, line.Word, line.Text = "update", l.T("wReopened"), fmt.Sprintf(l.T("nReopened"), b, ev.Old, ev.Node.G, v)
	case solver.NoReopen:
		line.Kind, line.Word, line.Text = "skip", l.T("wClosed"), fmt.Sprintf(l.T("nNoReopen"), b, ev.Old, ev.Node.G)
	case solver.OverBound:
		line.Kind, line.Word = "cut", l.T("wCut")
		if n.Alg.UsesHeuristic {
			line.Text = fmt.Sprintf(l.T("nCutF"), b, ev.Node.G, ev.Node.H, ev.Node.G+ev.Node.H, bound)
		} else {
			line.Text = fmt.Sprintf(l.T("nCutDepth"), b, ev.Node.G, bound)
		}
	case solver.Shallower:
		line.Kind, line.Word, line.Text = "skip", l.T("wShallower"), fmt.Sprintf(l.T("nShallower"), b, ev.Old, ev.Node.G)
	case solver.Goal:
		line.Kind, line.Word, line.Text = "goal", l.T("wGoal"), fmt.Sprintf(l.T("nGoal"), b)
	case solver.Met:
		line.Kind, line.Word, line.Text = "goal", l.T("wMet"), fmt.Sprintf(l.T("nMet"), b, l.T((1-ev.Side).String()))
	}
	return line
}

// expansion says which board is expanded and why that one: the rule that
// picked it from the open list, and the rule that broke a tie.
func (n Narrator) expansion(e solver.Explanation, m solver.Moment, ev solver.Event) string {
	l, nd := n.L, ev.Node
	b := n.boardRef(nd.Board, "nBoardShown")
	var s string
	a := n.Alg
	switch {
	case a.Bidirectional:
		s = fmt.Sprintf(l.T("nExpandBi"), l.T(ev.Side.String()), b, nd.G)
	case a.Family == solver.Layered:
		s = fmt.Sprintf(l.T("nExpandBFS"), b, nd.G)
	case a.Family == solver.DepthFirst && a.UsesHeuristic: // IDA*
		s = fmt.Sprintf(l.T("nExpandIDA"), b, nd.G, nd.H, nd.G+nd.H, m.Stats.Bound)
	case a.Family == solver.DepthFirst:
		s = fmt.Sprintf(l.T("nExpandDepth"), b, nd.G)
	case a.Priority == solver.ByG:
		s = fmt.Sprintf(l.T("nExpandUCS"), b, nd.G)
	case a.Priority == solver.ByH:
		s = fmt.Sprintf(l.T("nExpandGreedy"), b, nd.H)
	default:
		s = fmt.Sprintf(l.T("nExpandBest"), b, n.values(nd))
	}
	if n.bestFirst() && e.SameF > 0 {
		s += l.Sep() + n.tie(e, nd)
	}
	if n.Alg.Unit != solver.Layer && m.Outcome != solver.Solved { // BFS tests boards as it generates them
		s += l.Sep() + l.T("nNotGoal")
	}
	return s
}

// tie says how a tie on the priority was broken: the smaller h first
// (A*'s buckets order by h), then the board pushed last.
func (n Narrator) tie(e solver.Explanation, nd solver.Node) string {
	l := n.L
	f := n.priority(nd)
	if !n.Alg.Priority.TiesByH() || e.SameFH == e.SameF {
		return fmt.Sprintf(l.Tn("nTieNewest", e.SameF), ui.Thousands(e.SameF), f)
	}
	if e.SameFH == 0 {
		return fmt.Sprintf(l.Tn("nTieH", e.SameF), ui.Thousands(e.SameF), f)
	}
	return fmt.Sprintf(l.Tn("nTieHNewest", e.SameF), ui.Thousands(e.SameF), f, ui.Thousands(e.SameFH))
}

// pass says why a pass begins: the first, or the last one found nothing
// within its bound.
func (n Narrator) pass(m solver.Moment, bound int) string {
	l, it := n.L, len(m.Iterations)
	switch {
	case n.Alg.UsesDepth: // one pass, to the depth limit
		return fmt.Sprintf(l.T("nPassDFS"), bound)
	case it <= 1 && n.Alg.UsesHeuristic:
		return fmt.Sprintf(l.T("nPassFirstIDA"), bound)
	case it <= 1:
		return fmt.Sprintf(l.T("nPassFirst"), bound)
	case n.Alg.UsesHeuristic: // an f bound
		return fmt.Sprintf(l.T("nPassIDA"), m.Iterations[it-2].Bound, bound, it)
	}
	return fmt.Sprintf(l.T("nPassIDDFS"), m.Iterations[it-2].Bound, it, bound)
}

// values writes a board's numbers as the algorithm uses them: math, the
// same in both languages.
func (n Narrator) values(nd solver.Node) string {
	switch {
	case !n.Alg.UsesHeuristic:
		return fmt.Sprintf("g = %d", nd.G)
	case n.Alg.Priority == solver.ByH:
		return fmt.Sprintf("h = %d", nd.H)
	case n.Alg.UsesWeight:
		return fmt.Sprintf("f = %d + %s × %d = %s", nd.G, ui.TrimFloat(n.Weight), nd.H, ui.TrimFloat(nd.F))
	}
	return fmt.Sprintf("f = %d + %d = %s", nd.G, nd.H, ui.TrimFloat(nd.F))
}

func (n Narrator) DepthFirst() bool { return n.Alg.Family == solver.DepthFirst }

func (n Narrator) bestFirst() bool { return n.Alg.Family == solver.BestFirst }

// boardRef names a board in a sentence: written out, or, above 16 cells
// (a hundred numbers would fill the panel), by the words of key: the board
// drawn beside the sentence, or shown on the main board.
func (n Narrator) boardRef(b solver.Board, key string) string {
	if !b.Packed() {
		return n.L.T(key)
	}
	return BoardText(b)
}

// BoardText writes a board in one line, rows split by "/" and the blank
// as "_": 163/725/8_4 (tiles space-separated past 9 cells).
func BoardText(b solver.Board) string {
	sep := ""
	if b.Len() > 9 {
		sep = " "
	}
	return strings.Join(ui.BoardRows(b, "_", sep), "/")
}

// Verdict says whether g was right and, when it was not, why the search
// chose its board instead: the rule that orders the open list and the one
// that breaks its ties, or what became of the board picked. e and m are g's
// moment.
func (n Narrator) Verdict(g Guess, e solver.Explanation, m solver.Moment) string {
	l, next := n.L, BoardText(g.Next.Board)
	if g.Pick.Board == g.Next.Board {
		return fmt.Sprintf(l.T("qRight"), next)
	}
	s := fmt.Sprintf(l.T("qWrong"), next) + l.Sep()
	p, x := g.Pick, g.Next
	switch {
	case n.DepthFirst(): // at a new pass, every board left was thrown away
		for _, ln := range n.Tell(e, m).Lines {
			if ln.Board && ln.Node.Board == p.Board && ln.Kind != "new" {
				return s + fmt.Sprintf(l.T("qThrown"), ln.Text)
			}
		}
		return s + l.T("qNewest")
	case n.Alg.Unit == solver.Layer:
		return s + l.T("qOldest")
	case p.F > x.F:
		return s + fmt.Sprintf(l.T("qLower"), n.values(p), n.values(x))
	case p.F == x.F && p.H != x.H && n.Alg.Priority.TiesByH():
		return s + fmt.Sprintf(l.T("qTieH"), n.priority(x), x.H, p.H)
	case p.F == x.F:
		return s + fmt.Sprintf(l.T("qTieNewest"), n.priority(x))
	}
	return s
}

// PickValue writes the number a pick is judged by: the priority, and for
// IDA* f = g + h against the bound.
func (n Narrator) PickValue(nd solver.Node) string {
	if n.DepthFirst() && n.Alg.UsesHeuristic {
		return n.values(nd)
	}
	return n.priority(nd)
}

// priority writes the number the open list orders by, with its name: f
// (g + h, or g + w·h), h for greedy search, g for a blind one.
func (n Narrator) priority(nd solver.Node) string {
	switch n.Alg.Priority {
	case solver.ByF, solver.ByWeightF:
		return "f = " + ui.TrimFloat(nd.F)
	case solver.ByH:
		return fmt.Sprintf("h = %d", nd.H)
	}
	return fmt.Sprintf("g = %d", nd.G)
}
