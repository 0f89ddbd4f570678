package solver

// bucketQueue is the open list of the best-first searches: a bucket per
// integer priority, each bucket a last-in-first-out list threaded through
// the node arena (node.next). Pushing and popping touch only the node itself
// and one word here.
type bucketQueue struct {
	heads []int32 // heads[p]: 1 + the last node pushed with priority p; 0: empty
	low   int     // no bucket below low holds a node
}

// push makes node i the top of bucket p and returns the node below it (as
// 1 + index, 0 for none) for the caller to store in node i's next.
func (q *bucketQueue) push(p int, i int32) int32 {
	if p >= len(q.heads) {
		q.grow(p)
	}
	below := q.heads[p]
	q.heads[p] = i + 1
	q.low = min(q.low, p)
	return below
}

// best returns the smallest priority whose bucket is not empty, false when
// all are.
func (q *bucketQueue) best() (int, bool) {
	for ; q.low < len(q.heads); q.low++ {
		if q.heads[q.low] != 0 {
			return q.low, true
		}
	}
	return 0, false
}

// pop removes the top of bucket p, whose next is below.
func (q *bucketQueue) pop(p int, below int32) {
	q.heads[p] = below
}

// grow makes room for priority p; heads beyond len are zero (reset
// empties them when pooled).
func (q *bucketQueue) grow(p int) {
	if p >= cap(q.heads) {
		grown := make([]int32, p+1, max(2*(p+1), 1024))
		copy(grown, q.heads)
		q.heads = grown
	}
	q.heads = q.heads[:p+1]
}

// reset empties the queue, keeping its memory.
func (q *bucketQueue) reset() {
	clear(q.heads)
	q.heads, q.low = q.heads[:0], 0
}
