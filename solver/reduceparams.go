package solver

// reduceParams tune the reduction solver for a board size: boards of up to
// 25 cells are searched widely (several sides, several paths per phase, a
// beam of reductions) down to 4×4, larger ones greedily, a tile at a time,
// down to 3×3 (whose exact table is built in milliseconds, where the 4×4's
// pattern databases take seconds).
type reduceParams struct {
	small int  // the rectangle finished optimally: small×small at most
	chunk int  // the most tiles a phase places
	table int  // the tiles of each of its pattern tables
	slack int  // a phase keeps paths up to slack moves longer than its shortest
	most  int  // and at most most of them
	beam  int  // the reductions kept from one round to the next
	both  bool // try a row and a column where both may be fixed
	// shorten is the expansions the shortening pass may spend: above 25
	// cells its window searches are slower and find less (on 20 random
	// 10×10 boards, 2,079 moves became 2,020 with 500,000 and 1,996 with
	// four times as many: a solve's median 0.17 s against 0.54 s natively).
	shorten int
}

func paramsFor(cells int) reduceParams {
	if cells <= 25 {
		return reduceParams{small: 4, chunk: 5, table: 3, slack: 2, most: 16, beam: 32, both: true, shorten: 1_000_000}
	}
	return reduceParams{small: 3, chunk: 1, table: 1, most: 1, beam: 1, shorten: 500_000}
}

// chunks splits a side of n tiles into phases of at most chunk tiles, as
// even as can be, so that the last has two at least: a side's last tile
// cannot be placed alone (its corner is a dead end once the others are
// fixed).
func chunks(n, chunk int) []int {
	if chunk == 1 {
		out := make([]int, n-1)
		for i := range out {
			out[i] = 1
		}
		out[n-2] = 2
		return out
	}
	c := (n + chunk - 1) / chunk
	out := make([]int, c)
	for i := range out {
		out[i] = n / c
		if i < n%c {
			out[i]++
		}
	}
	return out
}
