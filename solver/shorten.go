package solver

import "slices"

// Shortening says how a pass shortened a path that no search proved
// shortest: the shortcuts it took between boards the path passed (its
// loops cut, and a single move where it went the long way between two
// neighbours), and the windows it replaced by a shortest way between their two
// ends, found by IDA* with the Manhattan distance and linear conflicts.
type Shortening struct {
	Before    int      // the path's moves before the pass
	Reach     int      // the longest part of the path it tried to replace, in moves
	Shortcuts int      // the moves the shortcuts saved
	Windows   []Window // the windows replaced, in the order they were
	Expanded  int      // the boards the windows' searches expanded
}

// Window is a part of a path replaced by a shorter way between its ends:
// moves At+1 … At+Old of the path as it was then became New moves.
type Window struct{ At, Old, New int }

// shortenPlan is how far a pass looks: the window lengths it tries, each
// along the whole path in turn, a quarter of a window apart, and the
// expansions it may spend on one window and on all.
type shortenPlan struct {
	sizes  []int
	window int
	budget int
}

// reductionShortening is the pass the reduction solver's paths get, with
// the budget its parameters give: on Korf and Felner's 24-puzzle instances
// it takes them from 1.211 to 1.172 times the optimal total for about
// 0.09 s an instance, natively (see BenchmarkReduceKorf24).
func reductionShortening(budget int) shortenPlan {
	return shortenPlan{sizes: []int{16, 24, 32, 40, 48, 56, 64}, window: 200_000, budget: budget}
}

// shortener runs a shortening pass a window at a time.
type shortener struct {
	start   Board
	dirs    []Dir
	boards  []Board
	plan    shortenPlan
	size    int   // the index in plan.sizes of the windows being tried
	at      int   // the first move of the next window
	rest    Board // the board from which the path is not tried
	settled int   // where the path passes rest: windows from there on are not tried
	ws      windowSearch
	ended   bool
	done    Shortening
}

// newShortener starts a pass over the path from start; the part from move
// settled on is not tried (len(dirs): all is): the reduction's finish, a
// shortest path in its rectangle with the tiles around it left home.
func newShortener(start Board, dirs []Dir, settled int, plan shortenPlan) *shortener {
	s := &shortener{start: start, dirs: dirs, plan: plan, done: Shortening{Before: len(dirs), Reach: slices.Max(append([]int{0}, plan.sizes...))}}
	s.boards = boardsAlong(start, dirs)
	s.rest = s.boards[settled]
	s.cut()
	return s
}

// cut takes the shortcuts between the boards the path passes, and finds
// where its shortest rest begins.
func (s *shortener) cut() {
	n := len(s.dirs)
	if s.dirs = throughPassed(s.boards); len(s.dirs) < n {
		s.done.Shortcuts += n - len(s.dirs)
		s.boards = boardsAlong(s.start, s.dirs)
	}
	s.settled = len(s.dirs)
	for i, b := range s.boards {
		if b == s.rest {
			s.settled = i
			break
		}
	}
}

// step tries the next window and reports whether the pass goes on.
func (s *shortener) step() bool {
	for s.size < len(s.plan.sizes) && (s.at+s.plan.sizes[s.size] > len(s.dirs) || s.at >= s.settled) {
		s.size, s.at = s.size+1, 0
	}
	if s.size == len(s.plan.sizes) || s.done.Expanded >= s.plan.budget {
		if !s.ended { // the windows replaced may pass near boards the path passes elsewhere
			s.cut()
			s.ended = true
		}
		return false
	}
	w := s.plan.sizes[s.size]
	p, ok := s.ws.shortest(s.boards[s.at], s.boards[s.at+w], w-2, min(s.plan.window, s.plan.budget-s.done.Expanded))
	s.done.Expanded += s.ws.spent
	if !ok {
		s.at += max(1, w/4)
		return true
	}
	s.done.Windows = append(s.done.Windows, Window{At: s.at, Old: w, New: len(p)})
	s.dirs = append(append(append([]Dir(nil), s.dirs[:s.at]...), p...), s.dirs[s.at+w:]...)
	s.boards = append(s.boards[:s.at], boardsAlong(s.boards[s.at], s.dirs[s.at:])...)
	if s.at+w > s.settled { // the window ends in the shortest rest: it goes on from there
		s.settled = s.at + len(p)
	} else {
		s.settled -= w - len(p)
	}
	s.rest = s.boards[s.settled]
	return true
}

// boardsAlong returns the boards a path of the blank's moves passes, start
// first.
func boardsAlong(start Board, dirs []Dir) []Board {
	out := make([]Board, len(dirs)+1)
	out[0] = start
	for i, d := range dirs {
		out[i+1], _ = out[i].Neighbor(d)
	}
	return out
}

// throughPassed returns a shortest way from the first of boards to the
// last that only passes boards among them (a path's, in order): the path
// without its loops, and with a single move wherever it went the long way
// between two neighbours.
func throughPassed(boards []Board) []Dir {
	at := make(map[Board]int, len(boards)) // each board's first place in boards
	for i := len(boards) - 1; i >= 0; i-- {
		at[boards[i]] = i
	}
	from := make([]int, len(boards)) // the place each board is reached from, -1: not yet
	dirs := make([]Dir, len(boards))
	for i := range from {
		from[i] = -1
	}
	end := at[boards[len(boards)-1]]
	from[0] = 0
	for queue := []int{0}; len(queue) > 0 && from[end] < 0; queue = queue[1:] {
		i := queue[0]
		for d := Up; d <= Right; d++ {
			nb, ok := boards[i].Neighbor(d)
			if j, passed := at[nb]; ok && passed && from[j] < 0 {
				from[j], dirs[j] = i, d
				queue = append(queue, j)
			}
		}
	}
	var out []Dir
	for j := end; j != 0; j = from[j] {
		out = append(out, dirs[j])
	}
	slices.Reverse(out)
	return out
}
