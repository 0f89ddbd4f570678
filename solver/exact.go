package solver

import (
	"math/bits"
	"math/rand/v2"
	"sync"
)

// MaxExactCells is the largest board for which Distances exist: 9 cells,
// 9! = 362,880 permutations, half of them reachable from a goal.
const MaxExactCells = 9

// rank returns the rank of the first k values packed 4 bits each in x (the
// first in the lowest bits), different values below n: their Lehmer code
// (康托展开), a number in [0, n!/(n-k)!) that differs for every arrangement
// and follows their lexicographic order. With k = n it is the permutation
// rank of a board's cells (the exact table's index, below n!); with the
// cells of k tiles, the rank of their placement (a pattern database's
// compact index). O(k).
func rank(x uint64, k, n int) int {
	r := 0
	var used uint32
	for i := 0; i < k; i++ {
		t := uint32(x>>(4*i)) & 15
		r = r*(n-i) + int(t) - bits.OnesCount32(used&(1<<t-1))
		used |= 1 << t
	}
	return r
}

// unrank inverts rank for n cells (k = n).
func unrank(r, n int) uint64 {
	var digits [MaxCells]int
	for i := n - 1; i >= 0; i-- {
		digits[i] = r % (n - i)
		r /= n - i
	}
	var cells uint64
	var used uint32
	for i := 0; i < n; i++ {
		k := digits[i]
		for t := 0; ; t++ { // the k-th unused tile
			if used&(1<<t) != 0 {
				continue
			}
			if k == 0 {
				cells |= uint64(t) << (4 * i)
				used |= 1 << t
				break
			}
			k--
		}
	}
	return cells
}

func factorial(n int) int {
	f := 1
	for i := 2; i <= n; i++ {
		f *= i
	}
	return f
}

// Distances holds the exact number of moves from every board to one goal,
// found by a single breadth-first search from the goal over all reachable
// boards, in a flat table indexed by Rank.
type Distances struct {
	goal   Board
	dist   []int8 // by rank; -1 unreachable
	counts []int  // boards at each distance
}

var (
	distancesMu    sync.Mutex
	distancesCache = map[Board]*Distances{}
)

// ExactDistances returns the exact distances to goal, which must have at
// most MaxExactCells cells. The table is built once per goal (181,440
// boards and 362,880 bytes for 3×3) and then shared.
func ExactDistances(goal Board) (*Distances, error) {
	if err := checkExact(goal); err != nil {
		return nil, err
	}
	distancesMu.Lock()
	defer distancesMu.Unlock()
	if d, ok := distancesCache[goal]; ok {
		return d, nil
	}
	d := buildDistances(goal)
	distancesCache[goal] = d
	return d, nil
}

// buildDistances runs the breadth-first search. The queue holds the cells
// with the blank's index packed above them (bits 40 to 43) and the move that
// led there (bits 44 to 46), whose undoing is skipped.
func buildDistances(goal Board) *Distances {
	n := goal.Len()
	nb := neighborsOf(goal.Width(), goal.Height())
	dist := make([]int8, factorial(n))
	for i := range dist {
		dist[i] = -1
	}
	queue := make([]uint64, 0, factorial(n)/2)
	queue = append(queue, goal.cells|uint64(goal.blank)<<40|noDir<<44)
	dist[rank(goal.cells, n, n)] = 0
	counts := []int{1}
	for head, layerEnd, depth := 0, 1, 0; head < len(queue); {
		if head == layerEnd {
			depth++
			layerEnd = len(queue)
			counts = append(counts, layerEnd-head)
		}
		e := queue[head]
		head++
		cells, blank, from := e&(1<<40-1), int(e>>40&15), uint64(e>>44)
		for d, to := range nb[blank] {
			if to < 0 || Dir(d) == Dir(from).Opposite() {
				continue
			}
			c := slide(cells, blank, int(to))
			r := rank(c, n, n)
			if dist[r] < 0 {
				dist[r] = int8(depth + 1)
				queue = append(queue, c|uint64(to)<<40|uint64(d)<<44)
			}
		}
	}
	return &Distances{goal: goal, dist: dist, counts: counts}
}

// Of returns the exact number of moves from b to the goal, or -1 when b
// cannot reach it or is another size.
func (d *Distances) Of(b Board) int {
	if !b.SameSize(d.goal) {
		return -1
	}
	return int(d.dist[rank(b.cells, b.Len(), b.Len())])
}

// Max returns the largest distance: 31 for the standard 3×3 goal, 30 for
// the spiral goal.
func (d *Distances) Max() int { return len(d.counts) - 1 }

// Count returns how many boards are exactly k moves from the goal.
func (d *Distances) Count(k int) int {
	if k < 0 || k >= len(d.counts) {
		return 0
	}
	return d.counts[k]
}

// Reachable returns how many boards can reach the goal (n!/2).
func (d *Distances) Reachable() int {
	total := 0
	for _, c := range d.counts {
		total += c
	}
	return total
}

// Boards returns every board exactly k moves from the goal, in rank order.
// It scans the table: O(n!).
func (d *Distances) Boards(k int) []Board {
	var out []Board
	for r, v := range d.dist {
		if int(v) == k {
			out = append(out, d.goal.fromKey(unrank(r, d.goal.Len())))
		}
	}
	return out
}

// Random returns a board exactly k moves from the goal, uniformly among
// them, and false when there is none.
func (d *Distances) Random(rng *rand.Rand, k int) (Board, bool) {
	if d.Count(k) == 0 {
		return Board{}, false
	}
	pick := rng.IntN(d.Count(k))
	for r, v := range d.dist {
		if int(v) == k {
			if pick == 0 {
				return d.goal.fromKey(unrank(r, d.goal.Len())), true
			}
			pick--
		}
	}
	return Board{}, false // unreachable: Count(k) boards are in the table
}
