package solver

import "sync"

// Searches run by Solve hand their memory back when they end, so a batch of
// solves (a judge's input, a benchmark, the compare table) allocates almost
// nothing after the first. A Search made by New keeps its memory: its caller
// may still read the frontier.

// keepCells bounds what the pools keep: a node arena or a table of more
// entries than this is left to the garbage collector.
const keepCells = 1 << 21

var (
	nodePool  sync.Pool // *[]node
	tablePool sync.Pool // *stateTable
	queuePool sync.Pool // *bucketQueue
	bitsPool  sync.Pool // *[]uint64
	framePool sync.Pool // *[]frame
)

func getSlice[T any](p *sync.Pool) []T {
	if s, ok := p.Get().(*[]T); ok {
		return (*s)[:0]
	}
	return nil
}

func putSlice[T any](p *sync.Pool, s []T) {
	if s != nil && cap(s) <= keepCells {
		p.Put(&s)
	}
}

func getTable() stateTable {
	if t, ok := tablePool.Get().(*stateTable); ok {
		t.reset()
		return *t
	}
	return newStateTable()
}

func putTable(t stateTable) {
	if t.slots != nil && len(t.slots) <= keepCells {
		tablePool.Put(&t)
	}
}

func getQueue() bucketQueue {
	if q, ok := queuePool.Get().(*bucketQueue); ok {
		return *q
	}
	return bucketQueue{}
}

// getBits returns a zeroed bitset of n words.
func getBits(n int) []uint64 {
	if s, ok := bitsPool.Get().(*[]uint64); ok && len(*s) == n {
		clear(*s)
		return *s
	}
	return make([]uint64, n)
}

// releaser is a search that can hand its memory back to the pools; the
// search must not be used afterwards.
type releaser interface{ release() }
