package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/explain"
	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// TestHowFar: what a search that ran out of its budget says it got to, on
// every size, by algorithm and heuristic, in both languages, one move in the
// singular; nothing on a board of up to 16 cells or a search that ended.
func TestHowFar(t *testing.T) {
	five := solver.Standard(5, 5)
	snap := search.Snapshot{}
	snap.Outcome = solver.LimitReached
	snap.Current = solver.Node{Board: five, G: 14, H: 67, F: 81}
	snap.Stats.Bound = 83
	for _, c := range []struct {
		algo, h, formula string
		en, zh           string
	}{
		{"bfs", "", "", "every board up to 14 moves from the start", "距起点不超过 14 步"},
		{"bibfs", "", "", "the side expanding now had looked at every board up to 14 moves", "当前扩展的这一侧"},
		{"iddfs", "", "", "every solution takes at least 83 moves, the depth limit of this pass (the passes before, with limits 0 to 82, found none)", "任何解都至少要 83 步，即本轮的深度上限（之前深度上限为 0 到 82 的各轮"},
		{"idastar", "linear", "", "every solution takes at least 83 moves, the bound of this pass", "任何解都至少要 83 步"},
		{"ucs", "", "", "in order of g, and the last one it expanded had g = 14", "按 g 从小到大"},
		{"astar", "manhattan", "", "every solution takes at least 81 moves (it expands boards in order of f", "任何解都至少要 81 步"},
		{"astar", search.Custom, "2*manhattan", "its heuristic put the last board it expanded 67 moves from the goal", "按它的启发函数估计"},
		{"greedy", "linear", "", "its heuristic put the last board it expanded 67 moves from the goal", "离目标还有 67 步"},
		{"wastar", "linear", "", "67 moves from the goal", "离目标还有 67 步"},
		{"dfs", "", "", "its last board was 14 moves deep", "深度为 14"},
	} {
		set := state.DefaultSettings()
		set.Start, set.Goal, set.Algo, set.Heuristic, set.Formula = five, five, c.algo, c.h, c.formula
		alg := set.Algorithm()
		en, zh := explain.Far(ui.English, set, alg, snap), explain.Far(ui.Chinese, set, alg, snap)
		if !strings.Contains(en, c.en) || !strings.Contains(zh, c.zh) {
			t.Errorf("%s/%s: %q / %q, want %q / %q", c.algo, c.h, en, zh, c.en, c.zh)
		}
		if !alg.UsesHeuristic && (strings.Contains(en, "h of") || strings.Contains(zh, "的 h")) { // IDDFS has no h
			t.Errorf("%s: %q / %q speaks of h", c.algo, en, zh)
		}
	}
	set := state.DefaultSettings()
	set.Start, set.Goal, set.Algo = five, five, "bfs"
	one := snap
	one.Current.G = 1
	if en := explain.Far(ui.English, set, set.Algorithm(), one); !strings.Contains(en, "up to 1 move from") {
		t.Errorf("one move: %q", en)
	}
	for bound, want := range map[int]string{1: "at least 1 move, the depth limit of this pass (the pass before, with limit 0, found none).", 2: "at least 2 moves, the depth limit of this pass (the passes before, with limits 0 to 1, found none)."} {
		set := state.DefaultSettings()
		set.Start, set.Goal, set.Algo = five, five, "iddfs"
		low := snap
		low.Stats.Bound = bound
		if got := explain.Far(ui.English, set, set.Algorithm(), low); !strings.HasSuffix(got, want) {
			t.Errorf("IDDFS at bound %d: %q, want %q", bound, got, want)
		}
	}
	for _, size := range []solver.Board{solver.Standard(3, 3), solver.Standard(4, 4)} { // every size says it
		set := state.DefaultSettings()
		set.Start, set.Goal, set.Algo, set.Heuristic = size, size, "astar", "manhattan"
		if got := explain.Far(ui.English, set, set.Algorithm(), snap); !strings.Contains(got, "every solution takes at least 81 moves") {
			t.Errorf("%v: %q", size, got)
		}
	}
	solved := snap
	solved.Outcome = solver.Solved
	if got := explain.Far(ui.English, set, set.Algorithm(), solved); got != "" {
		t.Errorf("solved: %q", got)
	}
}

// TestNotProvedEverySize: a path that no search proved shortest says so on
// every size, in the result line and in the lanes; a proved one says
// optimal.
func TestNotProvedEverySize(t *testing.T) {
	korf1, _ := solver.Parse("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3")
	spiral, _ := solver.Parse("2 3 4 1 5 0 7 6 8") // AcWing 845's board, typed with 0
	for _, c := range []struct {
		start, goal solver.Board
		algo, h     string
		en, zh      string
	}{
		{korf1, solver.Standard(4, 4), "greedy", "manhattan", "Solved in 201 moves · not proved shortest", "未证明最短"},
		{korf1, solver.Standard(4, 4), "wastar", "manhattan", "· not proved shortest", "未证明最短"},
		{korf1, solver.Standard(4, 4), "idastar", "manhattan", "· optimal", "最优"},
		{korf1, solver.Standard(4, 4), "reduce", "", "· optimal", "最优"}, // within 4×4 it is one optimal search
		{spiral, solver.Standard(3, 3), "greedy", "manhattan", "moves", "步"},
	} {
		for _, l := range []ui.Lang{ui.English, ui.Chinese} {
			set := state.DefaultSettings()
			set.Lang, set.Start, set.Goal, set.Algo, set.Heuristic = l, c.start, c.goal, c.algo, c.h
			s := &scene{models: models{set: set}}
			s.run.snap.Outcome = solver.Solved
			s.run.snap.Path = make([]solver.Move, 201)
			optimal := -1
			if c.goal.Len() <= 9 {
				optimal = 201 // the exact table knows: no "not proved" on 3×3
			}
			got := app.HTMLString(s.resultView(set.Algorithm(), optimal))
			want := map[ui.Lang]string{ui.English: c.en, ui.Chinese: c.zh}[l]
			if c.algo == "idastar" || c.algo == "reduce" || c.goal.Len() <= 9 {
				if strings.Contains(got, "not proved") || strings.Contains(got, "未证明") {
					t.Errorf("%s on %v (%s) says not proved: %s", c.algo, c.goal, l, got)
				}
			}
			if !strings.Contains(got, want) {
				t.Errorf("%s on %v (%s): %s, want %q", c.algo, c.goal, l, got, want)
			}
		}
	}
}

// TestLowerBound: a path not proved shortest is measured against the
// start's Manhattan distance plus linear conflicts (Korf and Felner's first
// 24-puzzle: 81, whose optimum is 95), the percentage rounded up so that "at
// most" stays true; a path as short as the bound is said to be shortest;
// the start on the goal says nothing.
func TestLowerBound(t *testing.T) {
	goal := solver.GoalPresets[2].Board(5, 5)
	start, _ := solver.Parse("14 5 9 2 18/8 23 19 12 17/15 0 10 20 4/6 11 21 1 7/24 3 16 22 13")
	lb := solver.LinearConflict(goal).Of(start)
	if lb >= 95 || lb < 60 {
		t.Fatalf("the bound %d: want it under the optimum 95", lb)
	}
	pct := (109*100 - lb*100 + lb - 1) / lb // rounded up
	if got, want := lowerBound(ui.English, start, goal, 109), "A shortest path has at least "+strconv.Itoa(lb)+" moves (the start's Manhattan distance plus its linear conflicts, a lower bound): this one is at most "+strconv.Itoa(pct)+" % longer."; got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
	if (109-lb)*100 > pct*lb || (109-lb)*100 <= (pct-1)*lb {
		t.Errorf("%d %% is not the percentage rounded up", pct)
	}
	if got := lowerBound(ui.Chinese, start, goal, 109); !strings.HasPrefix(got, "最短路径至少有 "+strconv.Itoa(lb)+" 步") || !strings.HasSuffix(got, "这条路径最多比最短路径长 "+strconv.Itoa(pct)+"%。") {
		t.Errorf("zh: %q", got)
	}
	one, _ := goal.Neighbor(solver.Right)
	if got := lowerBound(ui.English, one, goal, 1); !strings.HasSuffix(got, "and this one has no more: it is a shortest path.") {
		t.Errorf("one move from the goal: %q", got)
	}
	if got := lowerBound(ui.English, goal, goal, 0); got != "" {
		t.Errorf("the start on the goal: %q", got)
	}
}
