package solver

import (
	"math/rand/v2"
	"testing"
)

// TestWindowSearchShortest: between two boards, the window search finds a
// path of the exact distance (A*'s with the Manhattan distance, on 3×3, 5×2
// and 3×4), none when the most it may take is less, and its moves lead
// from one board to the other.
func TestWindowSearchShortest(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	var ws windowSearch
	for _, sz := range [][2]int{{3, 3}, {5, 2}, {3, 4}} {
		for range 40 {
			to := ScrambleUniform(Standard(sz[0], sz[1]), rng)
			from := ScrambleMoves(to, 4+rng.IntN(30), rng)
			r, err := Solve("astar", Problem{Start: from, Goal: to}, Options{Heuristic: Manhattan(to)})
			if err != nil || r.Outcome != Solved {
				t.Fatalf("%s → %s: %v %v", from, to, r.Outcome, err)
			}
			d := len(r.Path)
			p, ok := ws.shortest(from, to, d, 1<<30)
			if !ok || len(p) != d {
				t.Fatalf("%s → %s: %d moves (found %v), want %d", from, to, len(p), ok, d)
			}
			if b := boardsAlong(from, p); b[len(b)-1] != to {
				t.Fatalf("%s → %s: the path %v ends on %s", from, to, p, b[len(b)-1])
			}
			if d >= 2 {
				if p, ok := ws.shortest(from, to, d-2, 1<<30); ok {
					t.Fatalf("%s → %s: %v, shorter than the distance %d", from, to, p, d)
				}
			}
		}
	}
}

// TestShortenerShortcuts: a path that comes back to boards it passed
// loses its loops first, and the pass says how many moves it saved.
func TestShortenerShortcuts(t *testing.T) {
	goal := Standard(5, 5)
	start := ScrambleMoves(goal, 40, rand.New(rand.NewPCG(1, 2)))
	r, err := Solve("reduce", Problem{Start: start, Goal: goal}, Options{})
	if err != nil || r.Outcome != Solved {
		t.Fatal(r.Outcome, err)
	}
	dirs := dirsOf(r.Path)
	k := len(dirs) / 2
	b := boardsAlong(start, dirs)[k]
	var loop []Dir // three turns round a 2×2 square: back where it began
	for _, turn := range [][]Dir{{Up, Left, Down, Right}, {Down, Right, Up, Left}, {Up, Right, Down, Left}, {Down, Left, Up, Right}} {
		loop = nil
		for range 3 {
			loop = append(loop, turn...)
		}
		if bs := boardsAlong(b, turn); bs[1] != bs[0] && bs[2] != bs[1] && bs[3] != bs[2] && bs[4] != bs[3] {
			break
		}
	}
	long := append(append(append([]Dir(nil), dirs[:k]...), loop...), dirs[k:]...)
	if bs := boardsAlong(start, long); bs[len(bs)-1] != goal || bs[k+len(loop)] != bs[k] {
		t.Fatalf("the loop %v is no loop from %s", loop, b)
	}
	sh := newShortener(start, long, len(long), shortenPlan{})
	if len(sh.dirs) > len(dirs) {
		t.Fatalf("%d moves left of %d, want at most the %d without the loop", len(sh.dirs), len(long), len(dirs))
	}
	if bs := boardsAlong(start, sh.dirs); bs[len(bs)-1] != goal {
		t.Fatalf("the path %v does not reach the goal", sh.dirs)
	}
}

// shortenedReplayed checks the report of a reduction's shortening against
// its path: the pass never lengthens it, and the moves it says it cut add
// up to the difference.
func shortenedReplayed(t testing.TB, r Result) {
	t.Helper()
	sh := r.Shortened
	if sh == nil {
		t.Fatal("no shortening pass")
	}
	cut := sh.Shortcuts
	for _, w := range sh.Windows {
		if w.New >= w.Old || (w.Old-w.New)%2 != 0 {
			t.Fatalf("window %+v: not shorter by an even number of moves", w)
		}
		cut += w.Old - w.New
	}
	if sh.Before-cut != len(r.Path) {
		t.Fatalf("%d moves before, %d cut, but %d after", sh.Before, cut, len(r.Path))
	}
}

// TestWindowSearchKeptUpToDate: along random walks on boards of several
// shapes, the distance and the conflicts kept move by move equal those
// worked out afresh, and the search's h equals LinearConflict's.
func TestWindowSearchKeptUpToDate(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	for _, sz := range [][2]int{{3, 3}, {4, 4}, {5, 5}, {7, 3}, {10, 10}} {
		to := ScrambleUniform(Standard(sz[0], sz[1]), rng)
		at := ScrambleUniform(to, rng)
		var kept, fresh windowSearch
		kept.start(at, to)
		lc := LinearConflict(to)
		for range 300 {
			nb, ok := at.Neighbor(Dir(rng.IntN(4)))
			if !ok {
				continue
			}
			kept.move(nb.Blank())
			at = nb
			fresh.start(at, to)
			if kept.man != fresh.man || kept.lcs != fresh.lcs || kept.lc != fresh.lc || kept.cells != fresh.cells || kept.blank != fresh.blank {
				t.Fatalf("%d×%d at %s: kept %d + %d, afresh %d + %d", sz[0], sz[1], at, kept.man, kept.lcs, fresh.man, fresh.lcs)
			}
			if h := lc.Of(at); kept.man+kept.lcs != h {
				t.Fatalf("%d×%d at %s: h %d, LinearConflict %d", sz[0], sz[1], at, kept.man+kept.lcs, h)
			}
		}
	}
}
