package solver

import (
	"slices"
	"strconv"
	"strings"
	"sync"
)

// phaseTable is a pattern database of a reduction phase: for every place
// of a few of the phase's tiles and of the blank in its region, the fewest
// moves that bring those tiles to their goal cells, every move counted
// (the other tiles are anywhere and free to move). The table is indexed by
// the tiles' local cells and the blank's, base n, and filled by one
// breadth-first search back from the goal placements.
type phaseTable struct {
	n    int
	dist []uint8 // 255: the tiles cannot get home from there
}

// unreachable marks a placement of a phase table that cannot reach the
// goal.
const unreachable = 255

// buildPhaseTable returns the table of the tiles whose goals are the local
// cells goals, in reg.
func buildPhaseTable(reg *region, goals []int) *phaseTable {
	n, k := reg.size(), len(goals)
	size := n
	for range goals {
		size *= n
	}
	t := &phaseTable{n: n, dist: make([]uint8, size)}
	for i := range t.dist {
		t.dist[i] = unreachable
	}
	var queue []int32
	home := 0
	for _, g := range goals {
		home = home*n + g
	}
	for b := 0; b < n; b++ {
		if !slices.Contains(goals, b) {
			i := home*n + b
			t.dist[i] = 0
			queue = append(queue, int32(i))
		}
	}
	pos := make([]int, k)
	for head := 0; head < len(queue); head++ {
		cur := int(queue[head])
		d := t.dist[cur]
		b, x := cur%n, cur/n
		for i := k - 1; i >= 0; i-- {
			pos[i], x = x%n, x/n
		}
		for _, m := range reg.next[b] {
			// the blank moves to m.to; a tile there slides to b
			moved := -1
			for i, p := range pos {
				if p == m.to {
					moved, pos[i] = i, b
				}
			}
			j := 0
			for _, p := range pos {
				j = j*n + p
			}
			j = j*n + m.to
			if t.dist[j] == unreachable {
				t.dist[j] = d + 1
				queue = append(queue, int32(j))
			}
			if moved >= 0 {
				pos[moved] = m.to
			}
		}
	}
	return t
}

// phaseTables keeps the tables built, by region and goals: the phases of
// one board size and goal repeat from one board to the next.
var phaseTables = struct {
	sync.Mutex
	m     map[string]*phaseTable
	bytes int
}{m: map[string]*phaseTable{}}

// maxPhaseTableBytes bounds the tables kept; past it the cache starts
// again empty.
const maxPhaseTableBytes = 96 << 20

// phaseTableFor returns the table of goals in reg, built on first use.
func phaseTableFor(reg *region, goals []int) *phaseTable {
	var key strings.Builder
	for _, c := range reg.cells {
		key.WriteString(strconv.Itoa(c))
		key.WriteByte(',')
	}
	key.WriteByte(':')
	for _, g := range goals {
		key.WriteString(strconv.Itoa(reg.cells[g]))
		key.WriteByte(',')
	}
	k := key.String()
	phaseTables.Lock()
	t := phaseTables.m[k]
	phaseTables.Unlock()
	if t != nil {
		return t
	}
	t = buildPhaseTable(reg, goals)
	phaseTables.Lock()
	defer phaseTables.Unlock()
	if phaseTables.bytes+len(t.dist) > maxPhaseTableBytes {
		clear(phaseTables.m)
		phaseTables.bytes = 0
	}
	phaseTables.m[k] = t
	phaseTables.bytes += len(t.dist)
	return t
}
