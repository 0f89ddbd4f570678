package solver

import (
	"math/rand/v2"
	"testing"
)

// TestDistanceWithoutTable checks the distances solved without the table
// against the table, at every distance, on boards unreachable from the goal
// too, for each preset goal and size.
func TestDistanceWithoutTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 1))
	for _, size := range [][2]int{{3, 3}, {2, 3}, {2, 4}} {
		for _, p := range GoalPresets {
			goal := p.Board(size[0], size[1])
			d := exact(t, goal)
			n := 60
			if testing.Short() {
				n = 15
			}
			for i := range n {
				b, _ := d.Random(rng, i%(d.Max()+1))
				if i%5 == 4 { // two tiles swapped: the other half, unreachable
					x, y := 0, 1
					if b.Blank() <= 1 {
						x, y = 2, 3
					}
					b = b.Swap(x, y)
				}
				if i%5 == 4 && d.Of(b) != -1 {
					t.Fatalf("%v: the swap left it reachable", b)
				}
				got, err := solveDistance(b, goal)
				if err != nil || got != d.Of(b) {
					t.Fatalf("solveDistance(%v, %v) = %d, %v; the table says %d", b, goal, got, err, d.Of(b))
				}
				if got, _ := Distance(b, goal); got != d.Of(b) {
					t.Fatalf("Distance(%v, %v) = %d; the table says %d", b, goal, got, d.Of(b))
				}
			}
		}
	}
	if _, err := Distance(Standard(4, 4), Standard(4, 4)); err == nil {
		t.Error("Distance on 4×4 did not fail")
	}
	if _, err := Distance(Standard(2, 3), Standard(3, 3)); err == nil {
		t.Error("Distance from a 2×3 start to a 3×3 goal did not fail")
	}
}

// TestMaxDistance checks MaxDistance against a table built for every cell
// of the blank on 3×3 (MaxDistance does not build them) and every small
// size.
func TestMaxDistance(t *testing.T) {
	for _, size := range [][2]int{{3, 3}, {2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}} {
		n := size[0] * size[1]
		for blank := range n {
			tiles := make([]int, 0, n)
			for c, k := 0, 1; c < n; c++ {
				if c == blank {
					tiles = append(tiles, 0)
					continue
				}
				tiles = append(tiles, k)
				k++
			}
			goal, err := NewBoard(size[0], size[1], tiles)
			if err != nil {
				t.Fatal(err)
			}
			got, err := MaxDistance(goal)
			if want := buildDistances(goal).Max(); err != nil || got != want {
				t.Errorf("MaxDistance(%v) = %d, %v; want %d", goal, got, err, want)
			}
		}
	}
	if _, err := MaxDistance(Standard(4, 4)); err == nil {
		t.Error("MaxDistance on 4×4 did not fail")
	}
}
