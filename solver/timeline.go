package solver

import (
	"reflect"
	"slices"
	"time"
)

// Timeline is a search as a sequence of moments 0…N: moment k is the search
// after k expansions. A cursor moves over it forward, back, to any moment
// and by whole units (a BFS layer, an IDDFS or IDA* pass); stepping on from
// a past moment recomputes the same future, since every search is
// deterministic.
//
// Past moments come back by replay from checkpoints: copies of the search
// taken every Spacing expansions as the search first gets there. A moment
// is restored by copying the checkpoint at or before it and stepping the
// copy forward, so it is exact and costs at most Spacing expansions plus
// the copy. The checkpoints hold at most MaxCheckpointBytes together: past
// that, every other one is dropped and the spacing doubles.
//
// The trace (Options.Trace is always on) records each moment once, the
// first time the search reaches it; it is the chart of every moment
// computed so far. A Timeline is not safe for concurrent use.
type Timeline struct {
	alg     Algorithm
	s       snapshotter // the search at the cursor
	at      int
	trace   *Trace
	latest  int     // the furthest moment computed
	final   *Result // how the search ended at latest; nil while it can go on
	marks   []checkpoint
	spacing int
	held    int           // bytes the checkpoints hold
	maxHeld int           // MaxCheckpointBytes; smaller in tests
	elapsed time.Duration // time spent computing new moments
	h       Heuristic     // the search's, as given
}

type checkpoint struct {
	at    int
	s     snapshotter
	bytes int
}

// snapshotter is a search a Timeline can copy: every algorithm's search.
type snapshotter interface {
	Search
	restore(c snapshotter) // makes the search a copy of c (of its type) in its own memory
	bytes() int            // the memory a copy holds
	setTrace(*Trace)
	setWatch(watch)
	problem() Problem
	candidates(k int) []Node // see Timeline.Candidates
}

// clone returns a deep copy of s, untraced.
func clone(s snapshotter) snapshotter {
	c := reflect.New(reflect.TypeOf(s).Elem()).Interface().(snapshotter)
	c.restore(s)
	return c
}

// The checkpoints' spacing at first and the most memory they hold.
const (
	firstSpacing       = 1 << 14
	MaxCheckpointBytes = 64 << 20
)

// Moment is what the search shows at one moment of its timeline.
type Moment struct {
	At         int // expansions made
	Stats      Stats
	Current    Node // the board expanded at this moment, when HasCurrent
	HasCurrent bool
	Frontier   []Node // the best of the open list, or the stack from the top
	Iterations []Iteration
	Outcome    Outcome     // Running unless the search ended at this moment
	Path       []Move      // when Solved
	Shortened  *Shortening `json:",omitempty"` // when Solved, how a pass shortened the path the search found
	Phase      *PhaseTrial `json:",omitempty"` // the reduction solver's phase; nil for the other searches
}

// NewTimeline starts the algorithm called name on p at moment 0; see New.
func NewTimeline(name string, p Problem, o Options) (*Timeline, error) {
	o.Trace = true
	s, err := New(name, p, o)
	if err != nil {
		return nil, err
	}
	alg, _ := AlgorithmByName(name)
	t := &Timeline{alg: alg, s: s.(snapshotter), trace: s.Trace(), spacing: firstSpacing, maxHeld: MaxCheckpointBytes, h: o.Heuristic}
	t.mark()
	return t, nil
}

// At is the cursor's moment.
func (t *Timeline) At() int { return t.at }

// Latest is the furthest moment computed.
func (t *Timeline) Latest() int { return t.latest }

// Ended reports how the search ended at Latest, false while it can go on.
func (t *Timeline) Ended() (Result, bool) {
	if t.final == nil {
		return Result{}, false
	}
	return *t.final, true
}

// Trace is every moment computed so far (thinned past MaxTraceSteps).
func (t *Timeline) Trace() *Trace { return t.trace }

// Elapsed is the time spent computing new moments: the search's own time.
func (t *Timeline) Elapsed() time.Duration { return t.elapsed }

// Fault is the first board where the search's heuristic, a formula, had no
// value in range (it counted 0 there); nil when there was none.
func (t *Timeline) Fault() *FormulaFault {
	if f, ok := t.h.(faulter); ok {
		return f.Fault()
	}
	return nil
}

// Spacing is the expansions between checkpoints now.
func (t *Timeline) Spacing() int { return t.spacing }

// Moment reads the cursor's moment with up to k entries of the frontier.
func (t *Timeline) Moment(k int) Moment {
	cur, ok := t.s.Current()
	m := Moment{At: t.at, Stats: t.s.Stats(), Current: cur, HasCurrent: ok, Frontier: t.s.Frontier(k),
		Iterations: slices.Clone(t.s.Iterations())}
	if m.Outcome = t.outcome(); m.Outcome != Running {
		m.Path, m.Shortened = t.final.Path, t.final.Shortened
	}
	m.Phase = phaseOf(t.s)
	return m
}

// phaseOf is the phase of the reduction solver's moment: the search its
// last expansion belongs to; nil for the other searches, and before the
// first expansion.
func phaseOf(s Search) *PhaseTrial {
	if r, ok := s.(*reduceSearch); ok && r.shown.Index > 0 {
		tr := r.shown
		return &tr
	}
	return nil
}

// Step moves the cursor up to n moments forward, computing the moments no
// one has reached yet, and returns the outcome at the cursor.
func (t *Timeline) Step(n int) Outcome {
	for n > 0 && !(t.at == t.latest && t.final != nil) {
		extending := t.at == t.latest
		next := t.marks[len(t.marks)-1].at + t.spacing
		chunk := min(n, t.latest-t.at) // replayed: the trace has them
		if extending {
			chunk = min(n, next-t.at)
			t.s.setTrace(t.trace)
		}
		began := time.Now()
		o := t.s.Step(chunk)
		done := t.s.Stats().Expanded - t.at
		t.at += done
		n -= done
		if extending {
			t.s.setTrace(nil)
			t.elapsed += time.Since(began)
			t.latest = t.at
			if o != Running {
				t.end()
			} else if t.at == next {
				t.mark()
			}
		}
		if done == 0 {
			break
		}
	}
	return t.outcome()
}

// outcome is the outcome at the cursor (Moment's, without reading the
// moment: Step, called every few expansions, returns it).
func (t *Timeline) outcome() Outcome {
	if t.final != nil && t.at == t.latest {
		return t.final.Outcome
	}
	return Running
}

// end notes how the search ended. A search that ends without an expansion
// (at its budget, or with nothing left to expand) may have generated boards
// first: the cursor goes back to the search as it was after its last
// expansion, so that the last moment reads like every other.
func (t *Timeline) end() {
	r := t.s.Result()
	t.final = &r
	if r.Outcome != Solved {
		c := t.markBefore(t.at)
		t.s.restore(c.s)
		at := t.at
		t.at = c.at
		t.Step(at - c.at)
	}
}

// Seek moves the cursor to moment k (clamped to 0 and, once the search has
// ended, to its last moment), computing it if it was never reached.
func (t *Timeline) Seek(k int) {
	k = max(0, k)
	if t.final != nil {
		k = min(k, t.latest)
	}
	if k < t.at || (t.at < t.latest && k > t.at && t.markBefore(k).at > t.at) {
		c := t.markBefore(k)
		t.s.restore(c.s)
		t.at = c.at
	}
	t.Step(k - t.at)
}

// Back moves the cursor n moments back.
func (t *Timeline) Back(n int) { t.Seek(t.at - n) }

// markBefore returns the last checkpoint at or before moment k.
func (t *Timeline) markBefore(k int) checkpoint {
	i := len(t.marks) - 1
	for i > 0 && t.marks[i].at > k {
		i--
	}
	return t.marks[i]
}

// mark keeps a copy of the search at the cursor, which is at the latest
// moment, and thins the checkpoints when they hold too much.
func (t *Timeline) mark() {
	c := clone(t.s)
	t.marks = append(t.marks, checkpoint{at: t.at, s: c, bytes: c.bytes()})
	t.held += t.marks[len(t.marks)-1].bytes
	for t.held > t.maxHeld && len(t.marks) > 1 {
		t.spacing *= 2
		kept := t.marks[:0]
		t.held = 0
		for _, m := range t.marks {
			if m.at%t.spacing == 0 {
				kept = append(kept, m)
				t.held += m.bytes
			}
		}
		clear(t.marks[len(kept):])
		t.marks = kept
	}
}
