package solver

import (
	"math/bits"
	"unsafe"
)

// stateTable maps packed boards to int32 values with open addressing and
// linear probing. Key, value and a generation stamp share a 16-byte slot, so
// a probe touches one cache line; a slot is empty unless its stamp is the
// table's, which makes reset O(1) for a recycled table.
type stateTable struct {
	slots []slot
	shift uint
	count int
	gen   uint32
}

type slot struct {
	key uint64
	val int32
	gen uint32
}

const (
	tableMinBits = 10
	// tableKeepBits: a larger table is not recycled, so that a small search
	// after a huge one does not scatter its few boards over megabytes.
	tableKeepBits = 16
)

func newStateTable() stateTable {
	return stateTable{slots: make([]slot, 1<<tableMinBits), shift: 64 - tableMinBits, gen: 1}
}

// reset empties the table for reuse.
func (t *stateTable) reset() {
	if len(t.slots) > 1<<tableKeepBits || t.slots == nil {
		*t = newStateTable()
		return
	}
	t.count = 0
	t.gen++
	if t.gen == 0 { // wrapped: stale stamps could match again
		clear(t.slots)
		t.gen = 1
	}
}

// restore returns a copy of c in t's memory.
func (t stateTable) restore(c *stateTable) stateTable {
	slots := t.slots
	t = *c
	t.slots = reuse(slots, c.slots)
	return t
}

func (t *stateTable) bytes() int { return len(t.slots) * int(unsafe.Sizeof(slot{})) }

func (t *stateTable) home(k uint64) uint64 { return (k * 0x9E3779B97F4A7C15) >> (t.shift & 63) }

// reserve makes room for n more keys: ref may insert that many.
func (t *stateTable) reserve(n int) {
	if 2*(t.count+n) > len(t.slots) {
		t.grow(n)
	}
}

// ref returns the value of k for writing and whether k was already present.
// When it was not, k is inserted and the caller must set the value; reserve
// must have made room for it.
func (t *stateTable) ref(k uint64) (*int32, bool) {
	mask := uint64(len(t.slots) - 1)
	for i := t.home(k); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.gen != t.gen {
			*s = slot{key: k, gen: t.gen}
			t.count++
			return &s.val, false
		}
		if s.key == k {
			return &s.val, true
		}
	}
}

// get returns the value of k and whether k is present.
func (t *stateTable) get(k uint64) (int32, bool) {
	mask := uint64(len(t.slots) - 1)
	for i := t.home(k); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.gen != t.gen {
			return 0, false
		}
		if s.key == k {
			return s.val, true
		}
	}
}

func (t *stateTable) len() int { return t.count }

// grow doubles the table until n more keys fit.
func (t *stateTable) grow(n int) {
	old := t.slots
	size := 2 * len(old)
	for 2*(t.count+n) > size {
		size *= 2
	}
	t.slots = make([]slot, size)
	t.shift = uint(64 - bits.TrailingZeros(uint(size)))
	mask := uint64(len(t.slots) - 1)
	for _, s := range old {
		if s.gen != t.gen {
			continue
		}
		i := t.home(s.key)
		for t.slots[i].gen == t.gen {
			i = (i + 1) & mask
		}
		t.slots[i] = s
	}
}

// seenSet is a set of boards: a bitset indexed by permutation rank for
// boards of up to MaxExactCells cells (45 KB for 3×3, in cache), a
// stateTable above.
type seenSet struct {
	bits  []uint64
	n     int // cells, for rank
	table stateTable
	count int
}

func newSeenSet(like Board) seenSet {
	if n := like.Len(); n <= MaxExactCells && like.Packed() { // a wide board's key is its number, not its cells
		return seenSet{bits: getBits((factorial(n) + 63) / 64), n: n}
	}
	return seenSet{table: getTable()}
}

// add inserts cells and reports whether they were new.
func (s *seenSet) add(cells uint64) bool {
	if s.bits != nil {
		r := rank(cells, s.n, s.n)
		w, m := &s.bits[r>>6], uint64(1)<<(r&63)
		if *w&m != 0 {
			return false
		}
		*w |= m
		s.count++
		return true
	}
	s.table.reserve(1)
	_, found := s.table.ref(cells)
	if !found {
		s.count++
	}
	return !found
}

func (s *seenSet) has(cells uint64) bool {
	if s.bits != nil {
		r := rank(cells, s.n, s.n)
		return s.bits[r>>6]&(1<<(r&63)) != 0
	}
	_, ok := s.table.get(cells)
	return ok
}

// restore returns a copy of c in s's memory.
func (s seenSet) restore(c *seenSet) seenSet {
	bits, table := s.bits, s.table
	s = *c
	s.bits, s.table = reuse(bits, c.bits), table.restore(&c.table)
	return s
}

func (s *seenSet) bytes() int { return 8*len(s.bits) + s.table.bytes() }

// depthTable is the transposition table of DFS and IDDFS: the smallest
// depth each board was reached at. Up to MaxExactCells cells it is a byte
// per permutation rank (362 KB for 3×3, in cache); above, a stateTable
// bounded at MaxSeen boards (64 MB), past which new boards are not
// remembered, which only prunes less (Stats.Full says so).
type depthTable struct {
	dense []uint8 // by rank: depth+1, 0 when unseen
	n     int
	table stateTable
	count int
}

// MaxSeen is the most boards the transposition table of DFS and IDDFS
// remembers above MaxExactCells cells.
const MaxSeen = 1 << 21

func (t *depthTable) reset(like Board) {
	t.count = 0
	if t.n = like.Len(); t.n <= MaxExactCells && like.Packed() {
		if t.dense == nil {
			t.dense = make([]uint8, factorial(t.n))
		} else {
			clear(t.dense)
		}
		return
	}
	t.dense = nil
	if t.table.slots == nil {
		t.table = getTable()
	} else {
		t.table.reset()
	}
}

// improve records that cells was reached at depth g and reports whether
// that is shallower than before (or the first time).
func (t *depthTable) improve(cells uint64, g int) bool {
	if t.dense != nil {
		d := &t.dense[rank(cells, t.n, t.n)]
		if *d != 0 && int(*d) <= g+1 {
			return false
		}
		if *d == 0 {
			t.count++
		}
		*d = uint8(min(g+1, 255))
		return true
	}
	j, found := t.table.get(cells)
	if found && int(j) <= g {
		return false
	}
	if found || t.table.len() < MaxSeen {
		t.table.reserve(1)
		ref, _ := t.table.ref(cells)
		*ref = int32(g)
		if !found {
			t.count++
		}
	}
	return true
}

// depth returns the depth cells was reached at, which must be recorded.
func (t *depthTable) depth(cells uint64) int {
	if t.dense != nil {
		return int(t.dense[rank(cells, t.n, t.n)]) - 1
	}
	j, _ := t.table.get(cells)
	return int(j)
}

// restore returns a copy of c in t's memory.
func (t depthTable) restore(c *depthTable) depthTable {
	dense, table := t.dense, t.table
	t = *c
	t.dense, t.table = reuse(dense, c.dense), table.restore(&c.table)
	return t
}

// full reports whether the table remembers no new board any more.
func (t *depthTable) full() bool { return t.dense == nil && t.count >= MaxSeen }

func (t *depthTable) bytes() int { return len(t.dense) + t.table.bytes() }

// reuse returns a copy of src in dst's memory when it is large enough; nil
// stays nil.
func reuse[T any](dst, src []T) []T {
	if src == nil {
		return nil
	}
	return append(dst[:0], src...)
}

// push appends v, doubling the capacity when full: Go's own growth of large
// slices (1.25×) copies a 181,440-node arena many times over.
func push[T any](s []T, v T) []T { return append(room(s, 1), v) }

// room returns s with room for n more elements, doubling its capacity when
// it has not.
func room[T any](s []T, n int) []T {
	if cap(s)-len(s) >= n {
		return s
	}
	grown := make([]T, len(s), max(2*cap(s), len(s)+n, 256))
	copy(grown, s)
	return grown
}
