package search

import (
	"runtime"
	"sync"

	"slidelab/solver"
)

// TablesKey is where the browser's store keeps goal's tables: a path from
// the origin's root, the same for the page and the search worker (a
// relative one resolves against each one's own address).
func TablesKey(goal solver.Board) string { return "/tables/" + goal.String() }

// EncodedTables are the pattern databases the page holds, as the search
// worker built them or an earlier visit stored them: bytes, which go to a
// search server that lacks them (carryTables). The page decodes its own
// copy only to show them itself (pageTables): decoding them is a visible
// pause of the page's thread, between the build and the search it was for.
var EncodedTables sync.Map // solver.Board → []byte

// freeMemory collects the boards of the searches dropped before a new one
// grows its own. Left to the collector's pace, the next search grows the
// heap while the last one's boards still fill it, and the browser never
// takes WebAssembly memory back (TestBrowser15Puzzle: five BFS runs in a
// row on the 15-puzzle must not grow the page's memory each time).
func freeMemory() {
	runtime.GC()
}

// TablesHeld reports whether this memory (the page's) holds goal's pattern
// databases, decoding the bytes it keeps the first time it is asked.
func TablesHeld(goal solver.Board) bool {
	if solver.CachedPatternDB(goal) != nil {
		return true
	}
	data, ok := EncodedTables.Load(goal)
	if !ok {
		return false
	}
	_, err := solver.LoadPatternDB(goal, data.([]byte))
	return err == nil
}
