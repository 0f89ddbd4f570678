package solver

// Unit names the whole steps an algorithm's timeline can move by.
type Unit uint8

// The units: none, a BFS layer (one side's, for bidirectional BFS), a pass
// of IDDFS or IDA*.
const (
	NoUnit Unit = iota
	Layer
	Pass
)

// unitKey identifies the unit of a board the search expanded: boards of
// one unit share it, and the next unit's differ.
func (t *Timeline) unitKey(st TraceStep) int {
	if t.alg.Unit == Pass {
		return int(st.Aux)
	}
	return int(st.Aux)<<16 | int(st.G)
}

// cursorKey is the unit key of the cursor's moment, -1 at moment 0.
func (t *Timeline) cursorKey() int {
	cur, ok := t.s.Current()
	if !ok {
		return -1
	}
	st := t.s.Stats()
	return t.unitKey(TraceStep{G: uint16(cur.G), Aux: auxOf(st.Side, st.Bound)})
}

// stepKey is the unit key of recorded trace step i.
func (t *Timeline) stepKey(i int) int { return t.unitKey(t.trace.Steps[i]) }

// refine moves the cursor from moment from one expansion at a time to the
// first moment whose key is (want) or is not (!want) key: the trace's
// steps bound the search to a stride.
func (t *Timeline) refine(from, key int, want bool) {
	t.Seek(from)
	for (t.cursorKey() == key) != want && t.Step(1) == Running {
	}
}

// NextUnit moves the cursor to the first moment of the next unit (the next
// layer or pass), computing as far as needed; in the last unit it moves to
// the end. It does nothing for algorithms without units.
func (t *Timeline) NextUnit() {
	if t.alg.Unit == NoUnit {
		return
	}
	from, key := t.at, t.cursorKey()
	tr := t.trace
	for scanned := from; ; {
		// The recorded steps after scanned: step i is moment i·stride+1.
		for i := (scanned + tr.Stride - 1) / tr.Stride; i < len(tr.Steps); i++ {
			if t.stepKey(i) != key {
				t.refine(max(from, tr.Expansion(i)-tr.Stride), key, false)
				return
			}
		}
		scanned = t.latest
		t.Seek(t.latest)
		if t.final != nil {
			return
		}
		t.Step(firstSpacing)
	}
}

// PrevUnit moves the cursor to the first moment of its unit, or of the unit
// before when it is there already.
func (t *Timeline) PrevUnit() {
	if t.alg.Unit == NoUnit || t.at <= 1 {
		t.Seek(0)
		return
	}
	at := t.at
	start := t.unitStart(at)
	if start == at {
		start = t.unitStart(at - 1)
	}
	t.Seek(start)
}

// unitStart returns the first moment of the unit of moment k ≥ 1.
func (t *Timeline) unitStart(k int) int {
	t.Seek(k)
	key, tr := t.cursorKey(), t.trace
	i := (k - 1) / tr.Stride // the last recorded step at or before k
	if t.stepKey(i) != key { // the unit began after it
		t.refine(tr.Expansion(i), key, true)
		return t.at
	}
	for i > 0 && t.stepKey(i-1) == key {
		i--
	}
	if tr.Stride == 1 || i == 0 {
		return tr.Expansion(i)
	}
	t.refine(tr.Expansion(i-1), key, true)
	return t.at
}
