package play

import (
	"math/rand/v2"
	"testing"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/solver"
)

// TestHandModel: play mode's score on a 3×3 board, against the exact
// distance: a move closer, a move the wrong way, hints followed to the
// goal, the score at the end; a change that is not a move starts again.
func TestHandModel(t *testing.T) {
	goal := solver.Standard(3, 3)
	start, _ := solver.Parse("123405678") // 14 moves from the goal
	var h Model
	h.Begin(start, goal)
	if h.dist(h.From) != 14 || h.moves != 0 || h.solved {
		t.Fatalf("begun on %s: %+v", start, h)
	}
	b := start
	var away solver.Board // a move that goes the wrong way
	for d := solver.Up; d <= solver.Right; d++ {
		if nb, ok := b.Neighbor(d); ok && ExactDistance(nb, goal) == 15 {
			away = nb
		}
	}
	h.Follow(b, away, goal)
	if w, ok := h.wrong(away); h.moves != 1 || w != 1 || !ok || h.last != [2]solver.Board{b, away} {
		t.Fatalf("a move the wrong way: %+v", h)
	}
	h.Follow(away, b, goal)
	if w, _ := h.wrong(b); h.moves != 2 || w != 1 || h.last != [2]solver.Board{away, b} {
		t.Fatalf("back: %+v", h)
	}
	for !h.solved {
		if !h.HintFor(b, goal) {
			t.Fatalf("no hint on %s", b)
		}
		cell := -1
		for c := range b.Len() {
			if b.At(c) == h.hint {
				cell = c
			}
		}
		nb, _, ok := b.MoveTile(cell)
		if !ok || ExactDistance(nb, goal) != ExactDistance(b, goal)-1 {
			t.Fatalf("the hint %d on %s does not bring the board closer", h.hint, b)
		}
		h.Follow(b, nb, goal)
		if h.hint != 0 {
			t.Fatalf("a hint outlived the move")
		}
		b = nb
	}
	if w, _ := h.wrong(b); h.moves != 16 || w != 1 || h.dist(h.From) != 14 {
		t.Fatalf("solved: %+v, want 16 moves (2 more than the shortest 14), one the wrong way", h)
	}
	if h.HintFor(goal, goal) {
		t.Fatalf("a hint on the goal")
	}
	h.Follow(goal, start, goal) // typed again: not a move
	if h.moves != 0 || h.From != start || h.solved {
		t.Fatalf("a new board did not start play again: %+v", h)
	}
	h.Follow(start, start, solver.Spiral(3, 3)) // a new goal
	if h.Goal != solver.Spiral(3, 3) || h.dist(h.From) != ExactDistance(start, solver.Spiral(3, 3)) {
		t.Fatalf("a new goal did not start play again: %+v", h)
	}
	big := solver.Standard(5, 5)
	h.Begin(solver.ScrambleMoves(big, 30, rand.New(rand.NewPCG(1, 2))), big)
	if h.dist(h.From) != -1 || h.HintFor(h.From, big) || h.needsProof(h.From) {
		t.Fatalf("5×5: an exact distance or a hint where none is known: %+v", h)
	}
}

// TestHandProofs: play mode on a 4×4 board: nothing known until a proof
// (IDA* with pattern databases, as the side worker runs it) gives every
// board along its path, hints follow it, a move off it asks for a new
// proof, a late or failed proof is told apart, and the wrong way counts
// from the two ends alone.
func TestHandProofs(t *testing.T) {
	goal := solver.Standard(4, 4)
	start := solver.ScrambleMoves(goal, 40, rand.New(rand.NewPCG(3, 4)))
	solve := func(b solver.Board) []solver.Move {
		t.Helper()
		pdb, err := solver.NewHeuristic("pdb", goal)
		if err != nil {
			t.Fatal(err)
		}
		s, err := solver.New("idastar", solver.Problem{Start: b, Goal: goal}, solver.Options{Heuristic: pdb})
		if err != nil {
			t.Fatal(err)
		}
		for s.Step(1<<20) == solver.Running {
		}
		return s.Result().Path
	}
	var h Model
	h.Begin(start, goal)
	if h.dist(start) != -1 || !h.needsProof(start) || h.HintFor(start, goal) {
		t.Fatalf("4×4 before a proof: %+v", h)
	}
	if bs := h.ToProve(start); len(bs) != 1 || bs[0] != start {
		t.Fatalf("to prove at the start: %v", bs)
	}
	gen := h.Asked(h.ToProve(start), goal).Gen
	if h.needsProof(start) || len(h.ToProve(start)) != 0 {
		t.Fatal("a board being proved is asked for again")
	}
	// The person moves on before the proof: the next request (which stops
	// the one under way) proves the board now, then the start again.
	moved, ok := start.Neighbor(solver.Up)
	if !ok {
		moved, _ = start.Neighbor(solver.Down)
	}
	h.Follow(start, moved, goal)
	bs := h.ToProve(moved)
	if len(bs) != 2 || bs[0] != moved || bs[1] != start {
		t.Fatalf("while the start is proved, to prove after a move: %v, want the board now and the start", bs)
	}
	gen = h.Asked(bs, goal).Gen
	if len(h.ToProve(moved)) != 0 {
		t.Fatal("both asked for, and asked again")
	}
	path, pathMoved := solve(start), solve(moved)
	h.Proved(gen-1, 0, pathMoved, true, false) // a late reply to an earlier request
	if h.dist(moved) != -1 {
		t.Fatal("a late proof was taken")
	}
	h.Proved(gen, 0, pathMoved, true, false) // the board now, the request's first of two
	if h.dist(moved) != len(pathMoved) || !h.isProving(start) {
		t.Fatalf("the first of two proved: %d (want %d), the start still proved: %v", h.dist(moved), len(pathMoved), h.isProving(start))
	}
	h.Proved(gen, 1, path, true, true)
	if h.dist(start) != len(path) || h.Proving != nil {
		t.Fatalf("proved: %d, want %d", h.dist(start), len(path))
	}
	if w, ok := h.wrong(moved); !ok || w != (1+len(pathMoved)-len(path))/2 {
		t.Fatalf("after one move: wrong %d %v", w, ok)
	}
	h.Begin(start, goal) // back to the start, all known
	// The hint follows the path: every board on it is known.
	b := start
	for range 3 {
		if !h.HintFor(b, goal) {
			t.Fatalf("no hint on %s", b)
		}
		nb, _, _ := b.MoveTile(cellOf(b, h.hint))
		if h.dist(nb) != h.dist(b)-1 {
			t.Fatalf("the hint %d does not bring %s closer", h.hint, b)
		}
		h.Follow(b, nb, goal)
		b = nb
	}
	if w, ok := h.wrong(b); !ok || w != 0 {
		t.Fatalf("three moves on the path: wrong %d %v", w, ok)
	}
	// A move off the path: not known until proved; then the count says it.
	var away solver.Board
	for d := solver.Up; d <= solver.Right; d++ {
		if nb, ok := b.Neighbor(d); ok && h.dist(nb) < 0 {
			away = nb
		}
	}
	h.Follow(b, away, goal)
	if _, ok := h.wrong(away); ok || !h.needsProof(away) {
		t.Fatalf("off the path: %+v", h)
	}
	gen = h.Asked(h.ToProve(away), goal).Gen
	h.Proved(gen, 0, solve(away), true, true)
	d := h.dist(away)
	if w, ok := h.wrong(away); !ok || (d == h.dist(b)+1) != (w == 1) || d != exactOf(t, away, goal) {
		t.Fatalf("off the path proved: d %d, wrong %d %v", d, w, ok)
	}
	// A proof that gives up is not asked for again; a new goal forgets all.
	other := solver.ScrambleMoves(goal, 60, rand.New(rand.NewPCG(5, 6)))
	h.Begin(other, goal)
	if h.dist(away) != d {
		t.Fatal("a new start with the same goal forgot what was proved")
	}
	gen = h.Asked(h.ToProve(other), goal).Gen
	h.Proved(gen, 0, nil, false, true)
	if h.needsProof(other) || h.dist(other) != -1 {
		t.Fatal("a proof given up is asked for again")
	}
	h.DropProof()
	h.Begin(other, solver.Spiral(4, 4))
	if h.dist(away) != -1 || len(h.known) != 0 || len(h.unproved) != 0 {
		t.Fatal("a new goal kept the old goal's distances")
	}
}

// cellOf is the cell of tile on b.
func cellOf(b solver.Board, tile int) int {
	for c := range b.Len() {
		if b.At(c) == tile {
			return c
		}
	}
	return -1
}

// exactOf is b's distance to goal by A* with pattern databases, an oracle
// apart from the model's.
func exactOf(t *testing.T, b, goal solver.Board) int {
	t.Helper()
	pdb, _ := solver.NewHeuristic("pdb", goal)
	s, err := solver.New("astar", solver.Problem{Start: b, Goal: goal}, solver.Options{Heuristic: pdb})
	if err != nil {
		t.Fatal(err)
	}
	for s.Step(1<<20) == solver.Running {
	}
	return len(s.Result().Path)
}

// TestUpdate: each action of play mode and what it asks of the page; the
// side worker's replies to proofs (Take), the ones of older requests
// dropped.
func TestUpdate(t *testing.T) {
	set := state.DefaultSettings()
	set.Start, _ = solver.Parse("123405678")
	set.Expand = 2
	var h Model
	eff := h.Update(Toggle{}, &set)
	if !eff.Toggled || !set.Play || set.Expand != 0 || !eff.Prove || h.From != set.Start {
		t.Fatalf("play turned on: %+v, settings %+v, model %+v", eff, set, h)
	}
	off := set
	if eff := h.Update(Toggle{}, &off); !eff.Toggled || off.Play {
		t.Fatalf("play turned off: %+v", eff)
	}
	raced := off
	raced.Race = []state.RaceEntry{{Algo: "bfs"}, {Algo: "astar", Heuristic: "manhattan"}}
	if h.Update(Toggle{}, &raced); raced.Play {
		t.Fatal("play turned on during a race")
	}

	if eff := h.Update(Restart{}, &set); eff.Toggled || eff.Prove || !eff.Restart.IsZero() {
		t.Fatalf("Start over on the board play began on: %+v", eff)
	}
	moved, _ := set.Start.Neighbor(solver.Up)
	h.Follow(set.Start, moved, set.Goal)
	set.Start = moved
	if eff := h.Update(Restart{}, &set); eff.Restart != h.From || eff.Toggled || eff.Prove {
		t.Fatalf("Start over after a move: %+v, want back to %s", eff, h.From)
	}
	if eff := h.Update(Hint{}, &set); eff.Toggled || eff.Prove || !eff.Restart.IsZero() || h.hint == 0 {
		t.Fatalf("Hint: %+v, hint %d", eff, h.hint)
	}
	if eff := h.Update(Prove{}, &set); !eff.Prove {
		t.Fatalf("Prove: %+v", eff)
	}

	goal := solver.Standard(4, 4)
	b := solver.ScrambleMoves(goal, 30, rand.New(rand.NewPCG(3, 4)))
	h.Begin(b, goal)
	bs := h.ToProve(b)
	gen := h.Asked(bs, goal).Gen
	h.Take(search.Reply{Gen: gen - 1, Err: "an older request's"})
	if len(h.Proving) == 0 {
		t.Fatal("an older request's error dropped the proofs under way")
	}
	h.Take(search.Reply{Gen: gen, Err: "the tables could not be built"})
	if len(h.Proving) != 0 || !h.unproved[b] || h.needsProof(b) {
		t.Fatalf("an error: proving %v, unproved %v", h.Proving, h.unproved)
	}
}
