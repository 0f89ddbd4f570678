package solver

import "fmt"

// Distance returns the exact number of moves from start to goal, or -1
// when start cannot reach it; the boards have at most MaxExactCells cells.
// It reads the exact table when it is built (ExactDistances) and otherwise
// solves with IDA* and linear conflict, which answers one board in a
// fraction of what building the table costs (BenchmarkExactTable; in a
// page's wasm the build is a frozen frame).
func Distance(start, goal Board) (int, error) {
	if err := checkExact(goal); err != nil {
		return -1, err
	}
	if !start.SameSize(goal) {
		return -1, inputErr("sizes", start.Width(), start.Height(), goal.Width(), goal.Height())
	}
	if d := cachedDistances(goal); d != nil {
		return d.Of(start), nil
	}
	return solveDistance(start, goal)
}

// solveDistance is Distance without the table.
func solveDistance(start, goal Board) (int, error) {
	if !CheckSolvable(start, goal).Solvable {
		return -1, nil
	}
	r, err := Solve("idastar", Problem{Start: start, Goal: goal}, Options{Heuristic: LinearConflict(goal)})
	if err != nil {
		return -1, err
	}
	return len(r.Path), nil
}

// MaxDistance returns the largest exact distance to goal, which has at
// most MaxExactCells cells: the exact table's Max, known for 3×3 without
// building it. It depends only on the goal's blank cell: renaming the tiles
// maps one goal's boards onto another's with the blank at the same cell,
// move for move. With the blank in the centre no board is more than 30
// moves away, elsewhere 31 (TestMaxDistance builds every table to check).
func MaxDistance(goal Board) (int, error) {
	if err := checkExact(goal); err != nil {
		return -1, err
	}
	if goal.Width() == 3 && goal.Height() == 3 {
		if goal.Blank() == 4 {
			return 30, nil
		}
		return 31, nil
	}
	d, err := ExactDistances(goal) // at most 8 cells: 20,160 boards
	if err != nil {
		return -1, err
	}
	return d.Max(), nil
}

// checkExact says why goal is too big for exact distances, if it is.
func checkExact(goal Board) error {
	if goal.Len() > MaxExactCells {
		return fmt.Errorf("exact distances need a board of at most %d cells, not %d×%d", MaxExactCells, goal.Width(), goal.Height())
	}
	return nil
}

// cachedDistances returns goal's exact table if it is built.
func cachedDistances(goal Board) *Distances {
	distancesMu.Lock()
	defer distancesMu.Unlock()
	return distancesCache[goal]
}
