package solver

import (
	"errors"
	"fmt"
)

// ErrUnsolvable is returned when the goal cannot be reached from the start.
var ErrUnsolvable = errors.New("unsolvable: the start and the goal have different parity")

// Solvability explains whether a goal can be reached from a start. Each move
// of the blank either keeps the order of the tiles (left/right) or jumps one
// tile over W-1 others (up/down), so the parity of the number of inversions
// is invariant when W is odd; when W is even it flips with every change of
// row, and inversions plus the blank's row keep their parity.
type Solvability struct {
	StartInversions int  // pairs of tiles out of order in the start, read row by row, blank ignored
	GoalInversions  int  // the same in the goal
	EvenWidth       bool // the blank's row counts
	StartBlankRow   int  // the blank's row in the start, counted from 1 at the top
	GoalBlankRow    int  // the same in the goal
	Solvable        bool
}

// Inversions returns the number of pairs of tiles (blank ignored) that are in
// the wrong order when b is read row by row. The complexity is O(n²).
func Inversions(b Board) int {
	n := b.Len()
	inv := 0
	for i := 0; i < n; i++ {
		ti := b.At(i)
		if ti == 0 {
			continue
		}
		for j := i + 1; j < n; j++ {
			if tj := b.At(j); tj != 0 && tj < ti {
				inv++
			}
		}
	}
	return inv
}

// CheckSolvable compares the parities of start and goal, which must have the
// same size. It runs in O(n²) and never searches.
func CheckSolvable(start, goal Board) Solvability {
	s := Solvability{
		StartInversions: Inversions(start),
		GoalInversions:  Inversions(goal),
		EvenWidth:       start.Width()%2 == 0,
		StartBlankRow:   start.Blank()/start.Width() + 1,
		GoalBlankRow:    goal.Blank()/goal.Width() + 1,
	}
	if s.EvenWidth {
		s.Solvable = (s.StartInversions+s.StartBlankRow)%2 == (s.GoalInversions+s.GoalBlankRow)%2
	} else {
		s.Solvable = s.StartInversions%2 == s.GoalInversions%2
	}
	return s
}

func parity(n int) string {
	if n%2 == 0 {
		return "even"
	}
	return "odd"
}

// Reason explains the verdict in one English sentence.
func (s Solvability) Reason() string {
	verdict := "so the goal can be reached"
	if !s.Solvable {
		verdict = "so the goal can never be reached"
	}
	if s.EvenWidth {
		a, b := s.StartInversions+s.StartBlankRow, s.GoalInversions+s.GoalBlankRow
		return fmt.Sprintf("The width is even, so inversions plus the blank's row keep their parity: start %d + row %d = %d (%s), goal %d + row %d = %d (%s), %s.",
			s.StartInversions, s.StartBlankRow, a, parity(a), s.GoalInversions, s.GoalBlankRow, b, parity(b), verdict)
	}
	return fmt.Sprintf("The width is odd, so every move keeps the parity of the inversions: start has %d (%s), goal has %d (%s), %s.",
		s.StartInversions, parity(s.StartInversions), s.GoalInversions, parity(s.GoalInversions), verdict)
}

// Reachable returns how many boards can reach goal: half of all the
// arrangements, n!/2 for n cells (10,461,394,944,000 for the 15-puzzle,
// about 7.76·10²⁴ for the 24-puzzle). It is exact up to MaxCells cells and
// rounded above.
func Reachable(goal Board) float64 {
	f := 0.5
	for i := 2; i <= goal.Len(); i++ {
		f *= float64(i)
	}
	return f
}
