package solver

import (
	"math/rand/v2"
)

// ScrambleUniform returns a board drawn uniformly from all boards that can
// reach goal. It shuffles the cells and, when the parity is wrong, swaps the
// first two tiles that are not the blank: a one-to-one map from the
// unreachable boards onto the reachable ones, so every reachable board is
// equally likely.
func ScrambleUniform(goal Board, rng *rand.Rand) Board {
	tiles := goal.Tiles()
	rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	b, _ := NewBoard(goal.Width(), goal.Height(), tiles)
	if !CheckSolvable(b, goal).Solvable {
		i, j := 0, 1
		if b.At(i) == 0 {
			i, j = 1, 2
		} else if b.At(j) == 0 {
			j = 2
		}
		b = b.Swap(i, j)
	}
	return b
}

// ScrambleMoves returns the board reached from goal by n random moves of the
// blank, never undoing the previous move. The result is at most n moves from
// goal, often fewer.
func ScrambleMoves(goal Board, n int, rng *rand.Rand) Board {
	b := goal
	last := Dir(noDir)
	for range n {
		var dirs [4]Dir
		k := 0
		for d := Up; d <= Right; d++ {
			if _, ok := b.Neighbor(d); ok && d != last.Opposite() {
				dirs[k] = d
				k++
			}
		}
		last = dirs[rng.IntN(k)]
		b, _ = b.Neighbor(last)
	}
	return b
}

// ScrambleDistance returns a board exactly d moves from goal, uniformly among
// them. It needs the exact table, so goal has at most MaxExactCells cells.
func ScrambleDistance(goal Board, d int, rng *rand.Rand) (Board, error) {
	dist, err := ExactDistances(goal)
	if err != nil {
		return Board{}, err
	}
	b, ok := dist.Random(rng, d)
	if !ok {
		return Board{}, inputErr("distance", d, dist.Max())
	}
	return b, nil
}
