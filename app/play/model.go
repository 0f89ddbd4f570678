// Package play is play mode (mode=play): the person solves the board by
// hand, scored against the shortest path; the distances known and those
// the side worker proves (Model), a hint, the restart, its panel (Panel),
// actions and strings. (The player of a search's path on the board is the
// page's replay: replaymodel.go.)
//
// It imports ui, state, search and the solver: no other capability, and
// not the page.
package play

import (
	_ "embed"
	"slices"

	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/solver"
)

// Model is play mode: the person solves the board by hand, sliding
// the start's tiles, and the page keeps the score: the moves, the distance
// to the goal, the moves that went the wrong way, a hint where a shortest
// next move is known, and at the end the moves against the shortest.
//
// Distances are exact from the table up to 9 cells; above, up to 16
// cells, the page proves them with IDA* and pattern databases in its side
// worker (ToProve, Take; the page's handProve), and a proof gives the distance of every
// board along its path and the next board on it. Every move changes the
// distance by exactly one (the boards of one colour of a chessboard's
// move to the other's), so the moves that went the wrong way are
// (moves + d(now) − d(start)) / 2 once both ends are known, whatever was
// proved in between.
type Model struct {
	From     solver.Board // the board play began on
	Goal     solver.Board // the goal it plays to: a new goal starts play again
	moves    int
	last     [2]solver.Board // the boards before and after the last move; zero: none yet
	hint     int             // the tile a hint says to slide; 0: none
	solved   bool            // the board reached the goal
	known    map[solver.Board]handProof
	unproved map[solver.Board]bool // boards whose proof ran out of budget or failed: not asked again
	Proving  []solver.Board        // the boards the side worker is proving, in order; none: nil
	Gen      int                   // the last proofs asked for's: replies to earlier ones are dropped
}

// handProof is a board's exact distance, and the next board on a shortest
// way when a proof's path gave it (zero otherwise).
type handProof struct {
	d    int
	next solver.Board
}

// ExactDistance is the exact distance from the table, up to 9 cells.
func ExactDistance(b, goal solver.Board) int {
	d, err := solver.Distance(b, goal)
	if err != nil {
		return -1
	}
	return d
}

// Begin starts play on start. What is known of the distances to the goal
// stays while the goal does.
func (h *Model) Begin(start, goal solver.Board) {
	known, unproved, proving, gen := h.known, h.unproved, h.Proving, h.Gen
	if goal != h.Goal || known == nil {
		known, unproved, proving = map[solver.Board]handProof{}, map[solver.Board]bool{}, nil
	}
	*h = Model{From: start, Goal: goal, solved: start == goal, known: known, unproved: unproved, Proving: proving, Gen: gen}
}

// dist is b's exact distance to the goal, -1 while it is not known: from
// the table up to 9 cells (remembered), from a proof above.
func (h *Model) dist(b solver.Board) int {
	if p, ok := h.known[b]; ok {
		return p.d
	}
	if b.IsZero() || b.Len() > solver.MaxExactCells {
		return -1
	}
	d := ExactDistance(b, h.Goal)
	if d >= 0 && h.known != nil {
		h.known[b] = handProof{d: d}
	}
	return d
}

// Resume goes on with play, begun on start toward goal if it has not
// been (or toward another goal).
func (h *Model) Resume(start, goal solver.Board) {
	if h.From.IsZero() || h.Goal != goal {
		h.Begin(start, goal)
	}
}

// Follow takes a change of the start: one move is counted, any other
// change (a board typed, a scramble, a new size) starts play again. Play
// that began with the page (mode=play) begins on before.
func (h *Model) Follow(before, after, goal solver.Board) {
	if h.From.IsZero() {
		h.Begin(before, goal)
	}
	if before == after && goal == h.Goal {
		return
	}
	if !ui.OneMove(before, after) || h.solved || goal != h.Goal {
		h.Begin(after, goal)
		return
	}
	h.moves++
	h.hint = 0
	h.last = [2]solver.Board{before, after}
	h.solved = after == goal
}

// wrong is the number of moves that went the wrong way, play being on
// board now, and false while the distance of the start or of now is not
// known.
func (h *Model) wrong(now solver.Board) (int, bool) {
	from, to := h.dist(h.From), h.dist(now)
	if from < 0 || to < 0 {
		return 0, false
	}
	return (h.moves + to - from) / 2, true
}

// HintFor sets the hint: a tile whose slide brings b a move closer to the
// goal, where the exact distance is known. It reports whether there is one.
func (h *Model) HintFor(b, goal solver.Board) bool {
	d := h.dist(b)
	if d <= 0 {
		return false
	}
	if next := h.known[b].next; !next.IsZero() {
		h.hint = b.At(next.Blank())
		return true
	}
	for dir := solver.Up; dir <= solver.Right; dir++ {
		if nb, ok := b.Neighbor(dir); ok && h.dist(nb) == d-1 {
			h.hint = b.At(nb.Blank())
			return true
		}
	}
	return false
}

// needsProof reports whether b's distance is to be proved: a board of 10
// to 16 cells whose distance is not known, not being proved, not given up.
func (h *Model) needsProof(b solver.Board) bool {
	return b.Packed() && b.Len() > solver.MaxExactCells && h.dist(b) < 0 && !h.unproved[b] && !h.isProving(b) &&
		solver.CheckSolvable(b, h.Goal).Solvable
}

// isProving reports whether the side worker is proving b's distance.
func (h *Model) isProving(b solver.Board) bool { return slices.Contains(h.Proving, b) }

// ToProve is what to ask the side worker to prove, play being on board
// now: now's distance for the meter, then the start's for the score; nil
// when neither is new. A request stops the one under way, so a board still
// being proved is asked for again beside a new one.
func (h *Model) ToProve(now solver.Board) []solver.Board {
	var bs []solver.Board
	fresh := false
	for _, b := range []solver.Board{now, h.From} {
		switch {
		case slices.Contains(bs, b):
		case h.needsProof(b):
			bs, fresh = append(bs, b), true
		case h.isProving(b):
			bs = append(bs, b)
		}
	}
	if !fresh {
		return nil
	}
	return bs
}

// GiveUp notes that bs cannot be proved (the tables could not be built,
// the worker failed): the meter says so, and they are not asked again.
func (h *Model) GiveUp(bs []solver.Board) {
	for _, b := range bs {
		h.unproved[b] = true
	}
}

// Asked notes that the proofs of bs, in order, are asked for, and returns
// the side worker's request for them (IDA* with pattern databases, toward
// goal).
func (h *Model) Asked(bs []solver.Board, goal solver.Board) search.Request {
	h.Gen++
	h.Proving = bs
	req := search.Request{Gen: h.Gen, Op: search.OpSolve}
	for _, b := range bs {
		req.Specs = append(req.Specs, search.Spec{Start: b, Goal: goal, Algo: "idastar", Heuristic: "pdb"})
	}
	return req
}

// DropProof forgets the proofs under way: the side worker has another job.
func (h *Model) DropProof() {
	h.Gen++
	h.Proving = nil
}

// Proved takes the reply of the i-th proof asked for with gen (its path
// from the board proved; solved false when the search gave up): every
// board along the path gets its distance and its next board. last: the
// request's last proof.
func (h *Model) Proved(gen, i int, path []solver.Move, solved, last bool) {
	if gen != h.Gen || i < 0 || i >= len(h.Proving) {
		return
	}
	b := h.Proving[i]
	if last {
		h.Proving = nil
	}
	boards, err := b.Apply(path)
	if !solved || err != nil || boards[len(boards)-1] != h.Goal {
		h.unproved[b] = true
		return
	}
	for i, x := range boards {
		p := handProof{d: len(path) - i}
		if i+1 < len(boards) {
			p.next = boards[i+1]
		}
		h.known[x] = p
	}
}

// Take takes the side worker's reply to the proofs asked for.
func (h *Model) Take(rep search.Reply) {
	switch {
	case rep.Run != nil:
		h.Proved(rep.Gen, rep.Run.Index, rep.Run.Path, rep.Run.Outcome == solver.Solved, rep.Run.Last)
	case rep.Err != "" && rep.Gen == h.Gen: // none of them can be proved
		h.GiveUp(h.Proving)
		h.DropProof() // forgets them; the side worker's job ends by the page's schedule
	}
}

var (
	//go:embed text/en.txt
	enTexts string
	//go:embed text/zh.txt
	zhTexts string
)

func init() {
	ui.RegisterTexts(ui.English, enTexts)
	ui.RegisterTexts(ui.Chinese, zhTexts)
}
