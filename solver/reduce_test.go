package solver

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// korf24 reads Korf and Felner's 24-puzzle instances with their optimal
// lengths.
func korf24(t testing.TB) ([]Board, []int) {
	f, err := os.Open("../../shared/data/korf24.tsv")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	var boards []Board
	var opt []int
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Split(sc.Text(), "\t")
		if strings.HasPrefix(fs[0], "#") || len(fs) < 3 {
			continue
		}
		b, err := Parse(fs[1])
		if err != nil {
			t.Fatal(err)
		}
		n, _ := strconv.Atoi(fs[2])
		boards, opt = append(boards, b), append(opt, n)
	}
	return boards, opt
}

func TestReduceKorf24(t *testing.T) {
	boards, opt := korf24(t)
	goal := GoalPresets[2].Board(5, 5)
	tot, totOpt := 0, 0
	for i, b := range boards {
		t0 := time.Now()
		r, err := Solve("reduce", Problem{b, goal}, Options{})
		if err != nil || r.Outcome != Solved {
			t.Fatalf("%d: %v %v", i+1, r.Outcome, err)
		}
		tot += len(r.Path)
		totOpt += opt[i]
		t.Logf("%d: %d / %d, %d expanded, %v", i+1, len(r.Path), opt[i], r.Stats.Expanded, time.Since(t0))
	}
	t.Logf("total %d / %d = %.3f", tot, totOpt, float64(tot)/float64(totOpt))
}

func TestReduceSizes(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 37))
	for _, sz := range [][2]int{{6, 6}, {7, 7}, {8, 8}, {10, 10}, {2, 10}, {10, 2}, {3, 7}, {9, 4}, {5, 6}} {
		for _, goal := range []Board{Standard(sz[0], sz[1]), GoalPresets[2].Board(sz[0], sz[1]), Spiral(sz[0], sz[1])} {
			b := ScrambleUniform(goal, rng)
			t0 := time.Now()
			r, err := Solve("reduce", Problem{b, goal}, Options{})
			if err != nil || r.Outcome != Solved {
				t.Fatalf("%dx%d %s: %v %v", sz[0], sz[1], b, r.Outcome, err)
			}
			boards, err := b.Apply(r.Path)
			if err != nil || boards[len(boards)-1] != goal {
				t.Fatalf("%dx%d %s: the path does not reach the goal: %v", sz[0], sz[1], b, err)
			}
			t.Logf("%dx%d %s: %d moves, %d expanded, %v", sz[0], sz[1], PresetName(goal), len(r.Path), r.Stats.Expanded, time.Since(t0))
		}
	}
}
