package solver

import (
	"math/rand/v2"
	"testing"
)

// TestLongestIncreasing against every subsequence of random lines.
func TestLongestIncreasing(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for range 2000 {
		s := make([]int, rng.IntN(MaxSide+1))
		for i := range s {
			s[i] = rng.IntN(MaxSide)
		}
		want := 0
		for mask := 0; mask < 1<<len(s); mask++ {
			n, last, ok := 0, -1, true
			for i, x := range s {
				if mask>>i&1 == 1 {
					ok = ok && x > last
					n, last = n+1, x
				}
			}
			if ok {
				want = max(want, n)
			}
		}
		if got := longestIncreasing(s); got != want {
			t.Fatalf("longestIncreasing(%v) = %d, want %d", s, got, want)
		}
	}
}
