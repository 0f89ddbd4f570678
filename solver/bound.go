package solver

// LowerBound is a number of moves that b surely needs to reach goal: the
// Manhattan distance plus the linear conflicts. It is what play mode shows
// where the exact distance is out of reach.
func LowerBound(b, goal Board) int { return LinearConflict(goal).Of(b) }
