package solver

// Family is how a search picks the board it expands next, which decides
// what its open list is: a queue, a priority queue or a stack.
type Family uint8

// The families.
const (
	Layered    Family = iota // breadth-first: a layer at a time, from a FIFO queue (one per side when bidirectional)
	BestFirst                // the lowest Priority first, from a priority queue
	DepthFirst               // the newest first, from a stack: the path being explored
)

// ClosedList is what a search's closed list holds.
type ClosedList uint8

// The closed lists.
const (
	ClosedExpanded  ClosedList = iota // the boards expanded (on both sides, when bidirectional)
	ClosedSeenDepth                   // the boards seen, each with the smallest depth it was reached at
	ClosedSeenPass                    // the boards seen in this pass
	ClosedNone                        // none: the path is the whole memory
)
