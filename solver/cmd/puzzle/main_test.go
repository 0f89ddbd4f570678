package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"slidelab/solver"
)

func runPuzzle(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

const sicilySample = "4\n1 2 3 4 5 0 7 8 6\n1 2 3 4 0 5 6 7 8\n8 6 7 2 5 4 3 0 1\n6 4 7 8 5 0 3 2 1\n"

func TestJudgeSicilySample(t *testing.T) {
	for _, args := range [][]string{
		{"judge", "-format", "sicily"},
		{"judge", "-format", "sicily", "-algo", "astar"},
		{"judge", "-format", "sicily", "-algo", "idastar", "-h", "linear"},
		{"judge", "-format", "sicily", "-algo", "bibfs"},
	} {
		code, out, errs := runPuzzle(t, sicilySample, args...)
		if code != 0 || out != "1\n14\n31\n31\n" || errs != "" {
			t.Errorf("%v = %d, %q, %q; want 0, \"1\\n14\\n31\\n31\\n\"", args, code, out, errs)
		}
	}
}

func TestJudgeLuogu(t *testing.T) {
	code, out, _ := runPuzzle(t, "283104765\n", "judge", "-format", "luogu")
	if code != 0 || out != "4\n" {
		t.Errorf("luogu 283104765 = %d, %q; want 0, \"4\\n\"", code, out)
	}
	code, out, _ = runPuzzle(t, "283104765\n", "judge", "-format", "luogu", "-algo", "bfs")
	if code != 0 || out != "4\n" {
		t.Errorf("luogu -algo bfs = %d, %q", code, out)
	}
}

func TestJudgeBadInput(t *testing.T) {
	in := "4\n1 2 3 4 5 0 7 8 6\n1 2 3 4 4 5 6 7 8\n1 2 3 4 5 6 8 7 0\n6 4 7 8 5 0 3 2 1\n"
	code, out, errs := runPuzzle(t, in, "judge", "-format", "sicily")
	if code != 1 || out != "1\n-1\n31\n" || !strings.Contains(errs, "line 3: tile 4 appears twice") {
		t.Errorf("bad case: %d, %q, %q; want 1, the other three answered, line 3 named", code, out, errs)
	}
	code, out, errs = runPuzzle(t, "3\n1 2 3 4 5 0 7 8 6\n", "judge", "-format", "sicily")
	if code != 1 || out != "1\n" || !strings.Contains(errs, "announces 3 cases but the input has 1") {
		t.Errorf("short input: %d, %q, %q", code, out, errs)
	}
	code, _, errs = runPuzzle(t, "x\n", "judge", "-format", "sicily")
	if code != 1 || !strings.Contains(errs, "not a number of cases") {
		t.Errorf("bad count: %d, %q", code, errs)
	}
	code, _, errs = runPuzzle(t, "", "judge", "-format", "luogu")
	if code != 1 || !strings.Contains(errs, "no board") {
		t.Errorf("empty luogu: %d, %q", code, errs)
	}
	code, _, _ = runPuzzle(t, "", "judge", "-format", "codeforces")
	if code != 2 {
		t.Errorf("unknown format: exit %d, want 2", code)
	}
	code, _, errs = runPuzzle(t, sicilySample, "judge", "-format", "sicily", "-algo", "bogo")
	if code != 2 || !strings.Contains(errs, `unknown algorithm "bogo"`) {
		t.Errorf("unknown algorithm: %d, %q", code, errs)
	}
}

func TestSolve(t *testing.T) {
	code, out, errs := runPuzzle(t, "", "solve", "-goal", "spiral", "283104765")
	if code != 0 || !strings.Contains(out, "optimal: 4 moves") || !strings.Contains(out, "A*: solved in 4 moves") || !strings.Contains(out, "4. ") {
		t.Errorf("solve 283104765 = %d, %q, %q", code, out, errs)
	}
	code, out, _ = runPuzzle(t, "", "solve", "2", "8", "3", "1", "0", "4", "7", "6", "5", "-goal", "spiral", "-algo", "greedy")
	if code != 0 || !strings.Contains(out, "Greedy best-first: solved") {
		t.Errorf("solve with spaces and trailing flags = %d, %q", code, out)
	}
	code, out, _ = runPuzzle(t, "", "solve", "123456870")
	if code != 0 || !strings.Contains(out, "solvable: false") || !strings.Contains(out, "can never be reached") {
		t.Errorf("solve unsolvable = %d, %q", code, out)
	}
	code, out, _ = runPuzzle(t, "", "solve", "-algo", "bfs", "-budget", "100", "867254301")
	if code != 1 || !strings.Contains(out, "limit reached") || !strings.Contains(out, "node budget ran out") {
		t.Errorf("solve over budget = %d, %q", code, out)
	}
	code, out, _ = runPuzzle(t, "", "solve", "-algo", "idastar", "-h", "linear", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15")
	if code != 0 || !strings.Contains(out, "solved in 1 moves") {
		t.Errorf("solve 4×4 = %d, %q", code, out)
	}
	code, out, _ = runPuzzle(t, "", "solve", "-goal", "blank-first", "14 5 9 2 18/8 23 19 12 17/15 0 10 20 4/6 11 21 1 7/24 3 16 22 13")
	if code != 0 || !strings.Contains(out, "Reduction solver: solved in 109 moves") || !strings.Contains(out, "shortened from 117 moves: 0 saved by shortcuts") {
		t.Errorf("solve 5×5 = %d, %q", code, out)
	}
	code, out, _ = runPuzzle(t, "", "solve", "-algo", "idastar", "-h", "linear", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 0 23 24")
	if code != 0 || !strings.Contains(out, "solved in 2 moves") {
		t.Errorf("solve 5×5 with IDA* = %d, %q", code, out)
	}
	for _, tc := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"solve"}, 2, "give the start board"},
		{[]string{"solve", "-algo", "astar", "-h", "pdb", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 0 24"}, 2, "up to 16 cells"},
		{[]string{"solve", "12345678"}, 1, "one cell missing? a 3×3 board has 9"},
		{[]string{"solve", "-goal", "sprial", "283104765"}, 1, "goal:"},
		{[]string{"solve", "-h", "exact", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15"}, 2, "up to 9 cells"},
		{[]string{"solve", "-algo", "wastar", "-weight", "0.5", "283104765"}, 2, "weight 0.5: must be between 1 and 100"},
		{[]string{"solve", "-budget", "-3", "283104765"}, 2, "node budget -3"},
		{[]string{"frobnicate"}, 2, "unknown command"},
	} {
		code, _, errs := runPuzzle(t, "", tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.err) {
			t.Errorf("%v = %d, %q; want %d and %q", tc.args, code, errs, tc.code, tc.err)
		}
	}
}

func TestScramble(t *testing.T) {
	code, out, errs := runPuzzle(t, "", "scramble", "-goal", "spiral", "-depth", "20", "-n", "30", "-seed", "1")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 30 || errs != "" {
		t.Fatalf("scramble = %d, %d lines, %q", code, len(lines), errs)
	}
	for _, l := range lines {
		if !strings.HasSuffix(l, "\t20") {
			t.Errorf("scramble -depth 20 line %q does not end with distance 20", l)
		}
	}
	_, again, _ := runPuzzle(t, "", "scramble", "-goal", "spiral", "-depth", "20", "-n", "30", "-seed", "1")
	if again != out {
		t.Errorf("scramble with the same seed differs")
	}
	code, out, _ = runPuzzle(t, "", "scramble", "-size", "4x4", "-moves", "30", "-seed", "2")
	if code != 0 || strings.Count(out, "/") != 3 {
		t.Errorf("scramble 4×4 = %d, %q", code, out)
	}
	code, _, errs = runPuzzle(t, "", "scramble", "-size", "4x4", "-depth", "10")
	if code != 1 || !strings.Contains(errs, "use -moves") {
		t.Errorf("scramble -depth on 4×4 = %d, %q", code, errs)
	}
	code, _, errs = runPuzzle(t, "", "scramble", "-depth", "32")
	if code != 1 || !strings.Contains(errs, "no board is 32 moves") {
		t.Errorf("scramble -depth 32 = %d, %q", code, errs)
	}
}

// The judge's answers equal the exact table's on every format and every
// route: a lone board and a short batch (A* board by board), a long batch
// (the table at once), a batch of the hardest boards (A*, then the table
// when the searches have cost as much), and the same with -algo.
func TestJudgeMatchesExactTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for _, format := range []string{"luogu", "sicily"} {
		goal := solver.Spiral(3, 3)
		if format == "sicily" {
			goal = solver.Standard(3, 3)
		}
		dist, err := solver.ExactDistances(goal)
		if err != nil {
			t.Fatal(err)
		}
		random := func(n int) []solver.Board { // any arrangement: half cannot reach the goal
			var out []solver.Board
			for range n {
				b, _ := solver.NewBoard(3, 3, rng.Perm(9))
				out = append(out, b)
			}
			return out
		}
		hardest := append(dist.Boards(dist.Max()), dist.Boards(dist.Max() - 1)[:60]...)
		for _, tc := range []struct {
			name   string
			boards []solver.Board
			args   []string
		}{
			{"one board", random(1), nil},
			{"20 boards", random(20), nil},
			{"400 boards", random(400), nil},
			{"hardest", hardest, nil},
			{"20 boards, A*", random(20), []string{"-algo", "astar", "-h", "manhattan"}},
			{"hardest, IDA*", hardest[:12], []string{"-algo", "idastar", "-h", "linear"}},
		} {
			var in, want strings.Builder
			if format == "sicily" {
				fmt.Fprintln(&in, len(tc.boards))
			}
			for _, b := range tc.boards {
				if format == "sicily" {
					fmt.Fprintln(&in, strings.Join(strings.Split(b.String(), ""), " "))
				} else {
					fmt.Fprintln(&in, b)
				}
				fmt.Fprintln(&want, dist.Of(b))
			}
			args := append([]string{"judge", "-format", format}, tc.args...)
			code, out, errs := runPuzzle(t, in.String(), args...)
			if code != 0 || out != want.String() || errs != "" {
				t.Errorf("%s, %s: exit %d, %q; answers differ from the exact table: %v", format, tc.name, code, errs, out != want.String())
			}
		}
	}
}

// TestNames: the output names every algorithm of the registry.
func TestNames(t *testing.T) {
	for _, a := range solver.Algorithms {
		if names[a.Name] == "" {
			t.Errorf("algorithm %s has no name in the command line's output", a.Name)
		}
	}
	if len(names) != len(solver.Algorithms) {
		t.Errorf("%d names for %d algorithms", len(names), len(solver.Algorithms))
	}
}

// TestJudgeRowsAndX: a case spread over three rows (as the page accepts
// it), and 'x' for the blank as AcWing 845 and POJ 1077 print it; a bad
// case spread over rows is named by its first line.
func TestJudgeRowsAndX(t *testing.T) {
	code, out, errs := runPuzzle(t, "2 8 3\n1 0 4\n7 6 5\n\n283104765\n2 8 3\n1 x 4\n7 6 5\n", "judge", "-format", "luogu")
	if code != 0 || out != "4\n4\n4\n" || errs != "" {
		t.Errorf("luogu rows: %d, %q, %q; want 0, three answers of 4", code, out, errs)
	}
	code, out, errs = runPuzzle(t, "283 104 765\n283 1x4 765\n", "judge", "-format", "luogu") // groups of three: whole boards
	if code != 0 || out != "4\n4\n" || errs != "" {
		t.Errorf("luogu boards as three groups: %d, %q, %q; want 0, two answers of 4", code, out, errs)
	}
	code, out, errs = runPuzzle(t, "2\n2 3 4 1 5 x 7 6 8\n1 2 3\n4 5 0\n7 8 6\n", "judge", "-format", "sicily")
	if code != 0 || out != "19\n1\n" || errs != "" {
		t.Errorf("sicily with x and rows: %d, %q, %q; want 0, \"19\\n1\\n\"", code, out, errs)
	}
	code, out, errs = runPuzzle(t, "2\n1 2 3\n4 4 0\n7 8 6\n1 2 3 4 5 0 7 8 6\n", "judge", "-format", "sicily")
	if code != 1 || out != "1\n" || !strings.Contains(errs, "line 2: tile 4 appears twice") {
		t.Errorf("a bad case over rows: %d, %q, %q; want line 2 named, the other answered", code, out, errs)
	}
	code, out, errs = runPuzzle(t, "1\n1 2 3\n4 5 0\n1 2 3 4 5 0 7 8 6\n", "judge", "-format", "sicily")
	if code != 1 || !strings.Contains(errs, "line 2:") || !strings.Contains(errs, "comes after the 1 announced cases") {
		t.Errorf("two rows then a case: %d, %q, %q", code, out, errs)
	}
	code, out, _ = runPuzzle(t, "", "solve", "-goal", "standard", "2 3 4 1 5 x 7 6 8")
	if code != 0 || !strings.Contains(out, "optimal: 19 moves") {
		t.Errorf("solve with x: %d, %q", code, out)
	}
	code, _, errs = runPuzzle(t, "", "solve", "28310476")
	if code != 1 || !strings.Contains(errs, "one cell missing? a 3×3 board has 9") {
		t.Errorf("solve 8 cells: %d, %q", code, errs)
	}
}
