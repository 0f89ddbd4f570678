package solver

import (
	"math/rand/v2"
	"testing"
)

// benchSolve runs name on boards once per op and reports expansions and
// nanoseconds per board.
func benchSolve(b *testing.B, name string, goal Board, boards []Board, o Options) {
	b.ReportAllocs()
	expanded := 0
	for b.Loop() {
		for _, start := range boards {
			r, err := Solve(name, Problem{Start: start, Goal: goal}, o)
			if err != nil || r.Outcome != Solved {
				b.Fatalf("%s(%v): %v %v", name, start, r.Outcome, err)
			}
			expanded += r.Stats.Expanded
		}
	}
	b.ReportMetric(float64(expanded)/float64(b.N), "expanded/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(boards)), "ns/board")
}

func hardest(b *testing.B, goal Board) []Board { return exact(b, goal).Boards(exact(b, goal).Max()) }

// randomBoards returns n uniformly random reachable boards.
func randomBoards(goal Board, n int) []Board {
	rng := rand.New(rand.NewPCG(2026, 11))
	out := make([]Board, n)
	for i := range out {
		out[i] = ScrambleUniform(goal, rng)
	}
	return out
}

func BenchmarkAStarHardest(b *testing.B) {
	for _, g := range []Board{standardGoal, spiralGoal} {
		b.Run(PresetName(g), func(b *testing.B) { benchSolve(b, "astar", g, hardest(b, g), Options{}) })
	}
}

func BenchmarkAStarRandom1000(b *testing.B) {
	benchSolve(b, "astar", standardGoal, randomBoards(standardGoal, 1000), Options{})
}

// BenchmarkAlgorithms runs every algorithm on one hardest board.
func BenchmarkAlgorithms(b *testing.B) {
	hard := hardest(b, standardGoal)[:1]
	for _, a := range Algorithms {
		b.Run(a.Name, func(b *testing.B) { benchSolve(b, a.Name, standardGoal, hard, Options{MaxExpanded: 50_000_000}) })
	}
}

// BenchmarkBFSFull is a BFS of all 181,440 boards: from a hardest board.
func BenchmarkBFSFull(b *testing.B) {
	benchSolve(b, "bfs", standardGoal, hardest(b, standardGoal)[:1], Options{})
}

func BenchmarkExactTable(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		buildDistances(spiralGoal)
	}
}

// BenchmarkKorfManhattan solves Korf's instance 1 (57 moves, 140 million
// expansions) with IDA* and Manhattan: the speed of the inner loop alone.
func BenchmarkKorfManhattan(b *testing.B) {
	k := korfInstances(b)[0]
	expanded := 0
	for b.Loop() {
		r, err := Solve("idastar", Problem{Start: k.start, Goal: korfGoal}, Options{MaxExpanded: 1 << 40})
		if err != nil || r.Outcome != Solved || len(r.Path) != k.optimal {
			b.Fatalf("instance %d: %v %v, %d moves, want %d", k.id, err, r.Outcome, len(r.Path), k.optimal)
		}
		expanded += r.Stats.Expanded
	}
	b.ReportMetric(float64(expanded)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(expanded), "ns/node")
}
