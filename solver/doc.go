// Package solver is the sliding-tile puzzle engine of Slide Lab: boards from
// 2×2 to 4×4, goals, solvability by parity, heuristics, and the classic search
// algorithms (BFS, bidirectional BFS, DFS, iterative deepening, uniform cost,
// greedy best-first, A*, weighted A*, IDA*).
//
// Every search is resumable: the caller advances it with Step by a bounded
// number of expansions and reads its Stats, the node just expanded and the
// frontier between calls. The same object runs flat out when nobody watches.
//
// The package uses the standard library only and builds natively and for
// js/wasm.
package solver
