package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"slidelab/solver"
)

// judgeCase is one board read from a judge's input, or the error reading it.
type judgeCase struct {
	line  int
	board solver.Board
	err   error
}

func judge(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("judge", stderr)
	var sf searchFlags
	sf.register(fs, "")
	format := fs.String("format", "", "luogu (P1379, CodeVS 1225) or sicily (1379)")
	if rest, err := parseFlags(fs, args); err != nil {
		return 2
	} else if len(rest) > 0 {
		fmt.Fprintf(stderr, "puzzle judge: boards come on standard input, not %q\n", strings.Join(rest, " "))
		return 2
	}
	var goal solver.Board
	var cases []judgeCase
	var err error
	switch *format {
	case "luogu":
		goal = solver.Spiral(3, 3)
		cases, err = readLuogu(stdin)
	case "sicily":
		goal = solver.Standard(3, 3)
		cases, err = readSicily(stdin)
	default:
		fmt.Fprintf(stderr, "puzzle judge: -format must be luogu or sicily\n")
		return 2
	}
	status := 0
	if err != nil {
		fmt.Fprintf(stderr, "puzzle judge: %v\n", err)
		status = 1
	}
	var answer func(solver.Board) (int, error)
	if sf.algo == "" {
		answer = exactAnswer(goal, len(cases))
	} else {
		alg, opts, err := sf.options(goal)
		if err != nil {
			fmt.Fprintf(stderr, "puzzle judge: %v\n", err)
			return 2
		}
		answer = func(b solver.Board) (int, error) {
			moves, _, err := answerBy(alg.Name, opts, goal, b)
			return moves, err
		}
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	for _, c := range cases {
		if c.err != nil {
			fmt.Fprintf(stderr, "puzzle judge: line %d: %v\n", c.line, c.err)
			status = 1
			continue
		}
		moves, err := answer(c.board)
		if err != nil {
			fmt.Fprintf(stderr, "puzzle judge: line %d: %v\n", c.line, err)
			status = 1
			continue
		}
		fmt.Fprintln(out, moves)
	}
	return status
}

// The exact route's costs, in expansions of A* with Manhattan (41 ns each
// on the 8-puzzle, measured with make bench): the exact table, one BFS of
// all 181,440 boards, takes as long as 300,000 of them (12 ms); a random
// board needs 776 on average.
const (
	tableCost    = 300_000
	perBoardCost = 1_000
)

// exactAnswer answers n cases with their exact distances (-1 when
// unsolvable) by the faster route: the exact table when the cases would
// cost A* more than building it, A* board by board otherwise, turning to
// the table once the searches have cost half as much as it (so never more
// than 1.5 times the better route).
func exactAnswer(goal solver.Board, n int) func(solver.Board) (int, error) {
	var dist *solver.Distances
	work := 0
	if n*perBoardCost >= tableCost {
		work = tableCost
	}
	return func(b solver.Board) (int, error) {
		if dist == nil && work < tableCost/2 {
			moves, expanded, err := answerBy("astar", solver.Options{}, goal, b)
			work += expanded
			return moves, err
		}
		if dist == nil {
			dist, _ = solver.ExactDistances(goal) // a 3×3 goal always has a table
		}
		return dist.Of(b), nil
	}
}

// answerBy answers a case with the search called name: the length of its
// path (-1 when b cannot reach the goal) and the expansions it took.
func answerBy(name string, opts solver.Options, goal, b solver.Board) (moves, expanded int, err error) {
	r, err := solver.Solve(name, solver.Problem{Start: b, Goal: goal}, opts)
	if errors.Is(err, solver.ErrUnsolvable) {
		return -1, 0, nil
	}
	if err != nil {
		return 0, 0, err
	}
	if r.Outcome != solver.Solved {
		return 0, r.Stats.Expanded, fmt.Errorf("%s: %s after %d expansions", name, r.Outcome, r.Stats.Expanded)
	}
	return len(r.Path), r.Stats.Expanded, nil
}

// caseLines reads a judge's input a case at a time: a board on one line,
// or spread over rows, one line a row, where the count of cells makes it
// plain (a line of 3 cells is a row of a 3×3 board: the rows of one case
// are read together, up to 9 cells). Empty lines are skipped; a case is
// named by its first line.
type caseLines struct {
	sc     *bufio.Scanner
	line   int    // the line read last
	held   string // a line read ahead that starts the next case
	heldAt int
}

func newCaseLines(r io.Reader) *caseLines { return &caseLines{sc: bufio.NewScanner(r)} }

// nextLine is the next non-empty line and its number.
func (c *caseLines) nextLine() (string, int, bool) {
	if c.held != "" {
		t, at := c.held, c.heldAt
		c.held = ""
		return t, at, true
	}
	for c.sc.Scan() {
		c.line++
		if t := strings.TrimSpace(c.sc.Text()); t != "" {
			return t, c.line, true
		}
	}
	return "", 0, false
}

// next is the next case: its text (rows joined by '/') and its first line.
func (c *caseLines) next() (string, int, bool) {
	text, at, ok := c.nextLine()
	if !ok || !isRow(text) {
		return text, at, ok
	}
	rows := []string{text}
	for len(rows) < 3 {
		more, moreAt, ok := c.nextLine()
		if !ok {
			break
		}
		if !isRow(more) { // not a row: the next case
			c.held, c.heldAt = more, moreAt
			break
		}
		rows = append(rows, more)
	}
	return strings.Join(rows, "/"), at, true
}

// isRow reports whether a line is one row of a 3×3 board: three cells,
// each one character, written together ("283") or apart ("2 8 3"). A
// line of three longer groups ("283 104 765") is a whole board.
func isRow(text string) bool {
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	switch len(fields) {
	case 1:
		return len([]rune(fields[0])) == 3
	case 3:
		return len([]rune(fields[0])) == 1 && len([]rune(fields[1])) == 1 && len([]rune(fields[2])) == 1
	}
	return false
}

// readLuogu reads one board per case, like 283104765, or as three rows.
func readLuogu(r io.Reader) ([]judgeCase, error) {
	var cases []judgeCase
	in := newCaseLines(r)
	for {
		text, line, ok := in.next()
		if !ok {
			break
		}
		b, err := solver.ParseSize(text, 3, 3)
		cases = append(cases, judgeCase{line: line, board: b, err: err})
	}
	if err := in.sc.Err(); err != nil {
		return cases, err
	}
	if len(cases) == 0 {
		return nil, errors.New("no board on standard input: expected a line like 283104765")
	}
	return cases, nil
}

// readSicily reads a count T, then T cases of 9 space-separated digits
// (on a line, or as three rows).
func readSicily(r io.Reader) ([]judgeCase, error) {
	in := newCaseLines(r)
	first, line, ok := in.nextLine()
	if !ok {
		return nil, errors.New("empty input: expected the number of cases on the first line")
	}
	t, err := strconv.Atoi(first)
	if err != nil || t < 0 {
		return nil, fmt.Errorf("line %d: %q is not a number of cases", line, first)
	}
	var cases []judgeCase
	for len(cases) < t {
		text, line, ok := in.next()
		if !ok {
			return cases, fmt.Errorf("the first line announces %d cases but the input has %d", t, len(cases))
		}
		b, err := solver.ParseSize(text, 3, 3)
		cases = append(cases, judgeCase{line: line, board: b, err: err})
	}
	if extra, line, ok := in.next(); ok {
		return cases, fmt.Errorf("line %d: %q comes after the %d announced cases", line, extra, t)
	}
	return cases, in.sc.Err()
}
