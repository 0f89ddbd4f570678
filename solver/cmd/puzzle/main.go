// Command puzzle solves, scrambles and judges sliding-tile puzzles with the
// Slide Lab solver.
//
//	puzzle solve [-algo astar] [-h manhattan] [-goal spiral|standard|blank-first|BOARD] BOARD
//	puzzle scramble [-goal ...] [-size 3x3] [-depth 20 | -moves 40] [-n 30] [-seed 1]
//	puzzle judge -format luogu|sicily [-algo NAME] [-h NAME] < input
//
// Exit status: 0 when every case was answered (an unsolvable board is an
// answer), 1 when an input was bad or a search ran out of budget, 2 for a
// wrong command line.
package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"slidelab/solver"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

const usage = `usage:
  puzzle solve [-algo astar] [-h manhattan] [-goal standard] [-weight 2] [-depth 40] [-budget N] BOARD
  puzzle scramble [-goal standard] [-size 3x3] [-depth D | -moves M] [-n 1] [-seed S]
  puzzle judge -format luogu|sicily [-algo NAME] [-h NAME] < input

BOARD: 283104765, "2 8 3 1 0 4 7 6 5", 283/104/765, 2,8,3,1,0,4,7,6,5 (0 or _ is the blank);
       "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0" or 123456789ABCDEF0 for 4×4.
goals: standard (123456780, Sicily 1379), spiral (123804765, Luogu P1379), blank-first, or a board.
`

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "solve":
		return solve(args[1:], stdout, stderr)
	case "scramble":
		return scramble(args[1:], stdout, stderr)
	case "judge":
		return judge(args[1:], stdin, stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "puzzle: unknown command %q\n%s", args[0], usage)
	return 2
}

// searchFlags are the flags that choose and tune a search.
type searchFlags struct {
	algo, heuristic string
	weight          float64
	depth, budget   int
}

func (sf *searchFlags) register(fs *flag.FlagSet, algoDefault string) {
	fs.StringVar(&sf.algo, "algo", algoDefault, "algorithm: "+solver.AlgorithmNames())
	fs.StringVar(&sf.heuristic, "h", "manhattan", "heuristic: zero, misplaced, manhattan, linear, pdb, exact")
	fs.Float64Var(&sf.weight, "weight", 2, "weight w of weighted A* (≥ 1)")
	fs.IntVar(&sf.depth, "depth", 0, "depth limit of DFS (0: 40 on 3×3, 80 on 4×4)")
	fs.IntVar(&sf.budget, "budget", 0, "node budget: expansions before giving up (0: the algorithm's default)")
}

// options validates the flags against goal and returns the search options.
func (sf *searchFlags) options(goal solver.Board) (solver.Algorithm, solver.Options, error) {
	alg, ok := solver.AlgorithmByName(sf.algo)
	if !ok {
		return alg, solver.Options{}, fmt.Errorf("unknown algorithm %q: choose one of %s", sf.algo, solver.AlgorithmNames())
	}
	o := solver.Options{Weight: sf.weight, DepthLimit: sf.depth, MaxExpanded: sf.budget}
	if err := o.SetHeuristic(sf.heuristic, goal); err != nil {
		return alg, solver.Options{}, err
	}
	return alg, o, o.Check()
}

func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usage) }
	return fs
}

// parseFlags parses args, allowing flags after the board too.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return rest, nil
		}
		rest = append(rest, args[0])
		args = args[1:]
	}
}

func solve(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("solve", stderr)
	var sf searchFlags
	sf.register(fs, "astar")
	goalText := fs.String("goal", "standard", "goal: standard, spiral, blank-first or a board")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return 2
	}
	if len(rest) == 0 {
		fmt.Fprintf(stderr, "puzzle solve: give the start board, like: puzzle solve 283104765\n")
		return 2
	}
	start, err := solver.Parse(strings.Join(rest, " "))
	if err != nil {
		fmt.Fprintf(stderr, "puzzle solve: start: %v\n", err)
		return 1
	}
	goal, err := solver.ParseGoal(*goalText, start.Width(), start.Height())
	if err != nil {
		fmt.Fprintf(stderr, "puzzle solve: %v\n", err)
		return 1
	}
	named := false
	fs.Visit(func(f *flag.Flag) { named = named || f.Name == "algo" })
	if !named { // above 4×4, the reduction solver
		sf.algo = solver.DefaultAlgorithm(goal)
	}
	alg, opts, err := sf.options(goal)
	if err != nil {
		fmt.Fprintf(stderr, "puzzle solve: %v\n", err)
		return 2
	}
	fmt.Fprintf(stdout, "start:\n%s\ngoal:\n%s\n", start.Grid(), goal.Grid())
	verdict := solver.CheckSolvable(start, goal)
	fmt.Fprintf(stdout, "solvable: %v. %s\n", verdict.Solvable, verdict.Reason())
	if !verdict.Solvable {
		return 0
	}
	optimal := -1
	if d, err := solver.ExactDistances(goal); err == nil {
		optimal = d.Of(start)
		fmt.Fprintf(stdout, "optimal: %d moves\n", optimal)
	}
	began := time.Now()
	r, err := solver.Solve(alg.Name, solver.Problem{Start: start, Goal: goal}, opts)
	elapsed := time.Since(began)
	if err != nil {
		fmt.Fprintf(stderr, "puzzle solve: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %s", names[alg.Name], r.Outcome)
	if r.Outcome == solver.Solved {
		fmt.Fprintf(stdout, " in %d moves", len(r.Path))
		if optimal >= 0 && len(r.Path) > optimal {
			fmt.Fprintf(stdout, " (%d more than optimal)", len(r.Path)-optimal)
		}
	}
	fmt.Fprintln(stdout)
	st := r.Stats
	fmt.Fprintf(stdout, "expanded %d, generated %d, open %d, closed %d, largest open %d, time %v\n",
		st.Expanded, st.Generated, st.Open, st.Closed, st.MaxOpen, elapsed.Round(time.Microsecond))
	if r.Outcome != solver.Solved {
		if r.Outcome == solver.LimitReached {
			fmt.Fprintf(stdout, "the node budget ran out: raise it with -budget, or choose a better algorithm or heuristic\n")
			return 1
		}
		return 0
	}
	if sh := r.Shortened; sh != nil {
		fmt.Fprintf(stdout, "shortened from %d moves: %d saved by shortcuts between boards it passed, %d parts of up to %d moves replaced by shortest ways (%d boards expanded)\n",
			sh.Before, sh.Shortcuts, len(sh.Windows), sh.Reach, sh.Expanded)
	}
	fmt.Fprintf(stdout, "moves of the blank: %s\n", solver.PathString(r.Path))
	boards, _ := start.Apply(r.Path)
	for i, m := range r.Path {
		fmt.Fprintf(stdout, "\n%d. %s %s (tile %d)\n%s", i+1, m.Dir.Arrow(), m.Dir, m.Tile, boards[i+1].Grid())
	}
	return 0
}

func scramble(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("scramble", stderr)
	goalText := fs.String("goal", "standard", "goal: standard, spiral, blank-first or a board")
	size := fs.String("size", "3x3", "board size WxH, for a named goal")
	depth := fs.Int("depth", -1, "exact distance from the goal (boards of up to 9 cells)")
	moves := fs.Int("moves", -1, "random moves from the goal instead")
	n := fs.Int("n", 1, "how many boards")
	seed := fs.Uint64("seed", 0, "random seed (0: from the clock)")
	if rest, err := parseFlags(fs, args); err != nil {
		return 2
	} else if len(rest) > 0 {
		fmt.Fprintf(stderr, "puzzle scramble: unexpected %q\n", strings.Join(rest, " "))
		return 2
	}
	var w, h int
	if _, err := fmt.Sscanf(strings.ReplaceAll(*size, "×", "x"), "%dx%d", &w, &h); err != nil || w < 2 || h < 2 || w > solver.MaxSide || h > solver.MaxSide {
		fmt.Fprintf(stderr, "puzzle scramble: -size %q: write WxH with 2 to 10 each, like 3x3\n", *size)
		return 2
	}
	goal, err := solver.Parse(*goalText) // a board brings its own size
	if err != nil {
		if goal, err = solver.ParseGoal(*goalText, w, h); err != nil {
			fmt.Fprintf(stderr, "puzzle scramble: %v\n", err)
			return 1
		}
	}
	if *n < 1 || (*depth >= 0 && *moves >= 0) {
		fmt.Fprintf(stderr, "puzzle scramble: -n must be at least 1, and -depth and -moves cannot be combined\n")
		return 2
	}
	if *seed == 0 {
		*seed = uint64(time.Now().UnixNano())
	}
	rng := rand.New(rand.NewPCG(*seed, 0x5eed))
	var dist *solver.Distances
	if d, err := solver.ExactDistances(goal); err == nil {
		dist = d
	}
	for range *n {
		var b solver.Board
		switch {
		case *depth >= 0:
			b, err = solver.ScrambleDistance(goal, *depth, rng)
			if err != nil {
				fmt.Fprintf(stderr, "puzzle scramble: %v (use -moves on larger boards)\n", err)
				return 1
			}
		case *moves >= 0:
			b = solver.ScrambleMoves(goal, *moves, rng)
		default:
			b = solver.ScrambleUniform(goal, rng)
		}
		if dist != nil {
			fmt.Fprintf(stdout, "%s\t%d\n", b, dist.Of(b))
		} else {
			fmt.Fprintln(stdout, b)
		}
	}
	return 0
}

// names are the algorithms' names in the command line's output: plain
// English (the page words them in its languages).
var names = map[string]string{
	"bfs":     "BFS",
	"bibfs":   "Bidirectional BFS",
	"dfs":     "Depth-limited DFS",
	"iddfs":   "IDDFS",
	"ucs":     "Uniform-cost search",
	"greedy":  "Greedy best-first",
	"astar":   "A*",
	"wastar":  "Weighted A*",
	"idastar": "IDA*",
	"reduce":  "Reduction solver",
}
