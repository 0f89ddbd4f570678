package solver

// LowerBound is a number of moves that b surely needs to reach goal: the
// Manhattan distance plus the linear conflicts on boards of up to
// MaxCells cells, the Manhattan distance above. It is what play mode shows
// where the exact distance is out of reach.
func LowerBound(b, goal Board) int {
	if b.Packed() {
		return LinearConflict(goal).Of(b)
	}
	return manhattanAny(b, goal)
}

// manhattanAny is the Manhattan distance of b to goal on a board of any
// size (Manhattan's tables are the packed boards').
func manhattanAny(b, goal Board) int {
	w := b.Width()
	home := make([]int, goal.Len())
	for c := range home {
		home[goal.At(c)] = c
	}
	m := 0
	for c := range b.Len() {
		if t := b.At(c); t != 0 {
			m += abs(c/w-home[t]/w) + abs(c%w-home[t]%w)
		}
	}
	return m
}
