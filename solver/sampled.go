package solver

import "math/rand/v2"

// Sampled is a heuristic checked where no table of exact distances exists
// (above MaxExactCells cells), on what can be proved without one: boards
// reached by random walks from the goal, each at most its walk's length
// from the goal, and their neighbours.
type Sampled struct {
	Boards int // the boards sampled

	// Over counts the boards where h exceeds a path's length to the goal
	// (the walk's, back): there h surely overestimates. Worst is the
	// largest excess, with h and that length.
	Over               int
	Worst              Board
	WorstH, WorstBound int

	// Below counts the boards where h is at most an admissible lower bound
	// (linear conflict, and the pattern databases when held): there h
	// surely does not overestimate. On the others nothing is proved.
	Below int

	Pairs        int // pairs of neighbours checked (a sampled board and each of its neighbours)
	Inconsistent int // of them, those whose h differ by more than one move: h is surely not consistent
	PairA, PairB Board
	PairHA       int
	PairHB       int
	GoalH        int

	SumH, SumLower int // over the boards sampled: h and the lower bound

	Fault *FormulaFault // the first board the heuristic had no value on in range; nil when none
}

// The sample: SampleWalks random walks from the goal, each SampleLength
// moves that never undo the last.
const (
	SampleWalks  = 200
	SampleLength = 100
)

// AuditSampled checks h on boards of goal's size where exact distances are
// out of reach: see Sampled. newH and progress are AuditHeuristic's. The
// walks are the same at every call (a fixed seed).
func AuditSampled(newH func() Heuristic, goal Board, progress func(done, total int) bool) (Sampled, error) {
	h := newH()
	lower := []Heuristic{LinearConflict(goal)}
	if db := CachedPatternDB(goal); db != nil {
		lower = append(lower, db)
	}
	s := Sampled{GoalH: h.Of(goal)}
	rng := rand.New(rand.NewPCG(36, 2002))
	total := SampleWalks * SampleLength
	for w := range SampleWalks {
		b, back := goal, Dir(4)
		for k := 1; k <= SampleLength; k++ {
			var next []Board
			var dirs []Dir
			for d := range Dir(4) {
				if n, ok := b.Neighbor(d); ok && d != back {
					next, dirs = append(next, n), append(dirs, d)
				}
			}
			i := rng.IntN(len(next))
			b, back = next[i], dirs[i].Opposite()
			s.sample(h, b, k, lower)
		}
		if progress != nil && !progress((w+1)*SampleLength, total) {
			return s, errAuditStopped
		}
	}
	if f, ok := h.(faulter); ok {
		s.Fault = f.Fault()
	}
	return s, nil
}

// sample checks h on b, a board at most bound moves from the goal, and on
// its neighbours.
func (s *Sampled) sample(h Heuristic, b Board, bound int, lower []Heuristic) {
	v := h.Of(b)
	s.Boards++
	s.SumH += v
	lo := 0
	for _, l := range lower {
		lo = max(lo, l.Of(b))
	}
	s.SumLower += lo
	if v <= lo {
		s.Below++
	}
	if v > bound {
		if s.Over == 0 || v-bound > s.WorstH-s.WorstBound {
			s.Worst, s.WorstH, s.WorstBound = b, v, bound
		}
		s.Over++
	}
	for d := range Dir(4) {
		n, ok := b.Neighbor(d)
		if !ok {
			continue
		}
		s.Pairs++
		if hn := h.Of(n); abs(v-hn) > 1 {
			if s.Inconsistent == 0 {
				s.PairA, s.PairB, s.PairHA, s.PairHB = b, n, v, hn
			}
			s.Inconsistent++
		}
	}
}
