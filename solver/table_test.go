package solver

import "testing"

// TestDepthTableFull: above MaxExactCells cells the transposition table of
// DFS and IDDFS remembers MaxSeen boards, then says it is full and
// remembers no new one (which it still lets the search expand).
func TestDepthTableFull(t *testing.T) {
	var d depthTable
	d.reset(Standard(4, 4))
	for i := range uint64(MaxSeen) {
		if d.full() {
			t.Fatalf("full after %d boards", i)
		}
		d.improve(i+1, 3)
	}
	if !d.full() || d.count != MaxSeen {
		t.Fatalf("after %d boards: full %v, count %d", MaxSeen, d.full(), d.count)
	}
	if !d.improve(MaxSeen+10, 3) || d.count != MaxSeen {
		t.Errorf("a new board when full: not let through, or counted (%d)", d.count)
	}
	if d.improve(1, 5) || !d.improve(1, 2) {
		t.Errorf("a remembered board's depth is no longer kept when full")
	}
	var small depthTable
	small.reset(Standard(3, 3))
	if small.full() {
		t.Errorf("the 8-puzzle's table (every board fits) says full")
	}
}
