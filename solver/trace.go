package solver

// TraceStep is one recorded expansion: 24 bytes, so a BFS of all 181,440
// boards of the 8-puzzle keeps its whole trace in 4.4 MB. Open and Closed
// are the counts after the expansion, its successors generated: what Stats
// says between Steps.
type TraceStep struct {
	cells  uint64
	Open   uint32
	Closed uint32
	G, H   uint16
	Aux    uint16 // auxOf the search's stats
}

// Trace is a search's expansions in order: every one, or, past
// MaxTraceSteps, every Stride-th (the first, the Stride+1-th, …), so that a
// long 15-puzzle search keeps a bounded trace.
type Trace struct {
	like   Board       // a board of the search's size
	wide   *wideStates // its boards' numbers above MaxCells cells
	Steps  []TraceStep
	Stride int // expansions per step: 1, 2, 4, …
	first  int // expansions before Steps[0]: a trace drained as it goes (the reduction solver's finish) keeps counting
}

// MaxTraceSteps bounds a trace: 262,144 steps, 6.3 MB. The 8-puzzle's
// graph searches (at most 181,440 expansions) keep every step.
const MaxTraceSteps = 1 << 18

// Board returns the board expanded at step i: the zero Board for the
// reduction solver, whose steps keep no board (its boards may be wide).
func (t *Trace) Board(i int) Board {
	switch k := t.Steps[i].cells; {
	case k == 0:
		return Board{}
	case t.wide != nil:
		return t.wide.board(k)
	}
	return t.like.fromKey(t.Steps[i].cells)
}

// Expansion returns the number (from 1) of the expansion step i records.
func (t *Trace) Expansion(i int) int { return t.first + i*t.Stride + 1 }

// drain empties the trace, which goes on counting from where it was.
func (t *Trace) drain() {
	t.first += len(t.Steps) * t.Stride
	t.Steps = t.Steps[:0]
}

// add records an expansion, the n-th (from 1); when the trace is full it
// keeps every other step and doubles the stride.
func (t *Trace) add(n int, st TraceStep) {
	if (n-1)%t.Stride != 0 {
		return
	}
	if len(t.Steps) == MaxTraceSteps {
		for i := 0; i < MaxTraceSteps/2; i++ {
			t.Steps[i] = t.Steps[2*i]
		}
		t.Steps = t.Steps[:MaxTraceSteps/2]
		t.Stride *= 2
		if (n-1)%t.Stride != 0 {
			return
		}
	}
	t.Steps = push(t.Steps, st)
}

// auxOf is a trace step's Aux for a search's side and bound: the pass's bound for
// IDDFS and IDA*, the side (0 forward, 1 backward) for bidirectional BFS.
func auxOf(side Side, bound int) uint16 {
	if side == Backward {
		return 1
	}
	return uint16(bound)
}
