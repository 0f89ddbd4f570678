package explain

import (
	"slices"

	"slidelab/app/state"
	"slidelab/solver"
)

// code is an algorithm's pseudocode, AIMA-shaped, in both languages. Each
// line has a role: the events of a moment light the lines of their roles.
type code []codeLine

type codeLine struct {
	role   role
	Indent int
	En, Zh string
}

// role is what a line does; an event has one role (see roleOf).
type role uint8

const (
	rNone     role = iota
	RPass          // a pass begins (its bound or limit)
	rLayer         // bidirectional BFS picks a side and a layer
	RPop           // the board to expand is taken (best-first, BFS)
	rStale         // an outdated queue entry is dropped
	RExpand        // the board is expanded and tested (depth-first: the call)
	RSolved        // the goal is reached: return the path
	rEach          // the loop over the children
	RSkip          // a child is skipped: reached before
	rUpdate        // a child replaces a worse entry
	RPush          // a child is added (the recursive call, for depth-first)
	RCut           // a child is cut off by the bound or limit
	RBack          // depth-first: back up to the parent
	rFail          // the search fails
	rFoundGen      // BFS: a child is the goal; bidirectional: the sides meet
)

var (
	// eachChild is every search's loop over the children.
	eachChild = codeLine{rEach, 1, "for each child of node, but the board it came from:", "对 node 的每个子状态（父状态除外）："}
	// dls is the depth-limited search of DFS and IDDFS.
	dls = code{
		{rNone, 0, "function DLS(node, g):", "函数 DLS(node, g)："},
		{RExpand, 1, "if node = goal: return the path", "若 node = goal：返回路径"},
		eachChild,
		{RCut, 2, "if g + 1 > limit: skip it", "若 g + 1 > limit：跳过"},
		{RSkip, 2, "if seen[child] ≤ g + 1: skip it", "若 seen[child] ≤ g + 1：跳过"},
		{RPush, 2, "seen[child] ← g + 1; if DLS(child, g + 1) finds it: return", "seen[child] ← g + 1；若 DLS(child, g + 1) 找到目标：返回"},
		{RBack, 1, "return failure   ▹ back up to the parent", "返回失败   ▹ 回溯到父状态"},
	}
	bfsCode = code{
		{rNone, 0, "if start = goal: return the empty path", "若 start = goal：返回空路径"},
		{rNone, 0, "frontier ← a FIFO queue holding start; reached ← {start}", "frontier ← 先进先出队列，放入 start；reached ← {start}"},
		{rNone, 0, "while frontier is not empty:", "当 frontier 非空："},
		{RPop, 1, "node ← POP(frontier)   ▹ the oldest", "node ← POP(frontier)   ▹ 最早入队的"},
		eachChild,
		{RSkip, 2, "if child ∈ reached: skip it", "若 child ∈ reached：跳过"},
		{RPush, 2, "add child to reached and to the back of frontier", "把 child 加入 reached 和 frontier 队尾"},
		{rFoundGen, 2, "if child = goal: return the path to child", "若 child = goal：返回到 child 的路径"},
		{rFail, 0, "return failure", "返回失败"},
	}
	bidirectionalCode = code{
		{rNone, 0, "frontier[F] ← [start], frontier[B] ← [goal]; reached likewise", "frontier[F] ← [start]，frontier[B] ← [goal]；reached 同理"},
		{rNone, 0, "loop:", "循环："},
		{rLayer, 1, "side ← the side with the smaller frontier: its next layer", "side ← frontier 较小的一侧：扩展它的下一层"},
		{rFail, 1, "if frontier[side] is empty: return failure", "若 frontier[side] 为空：返回失败"},
		{RPop, 1, "node ← POP(frontier[side])   ▹ the oldest", "node ← POP(frontier[side])   ▹ 最早入队的"},
		eachChild,
		{RSkip, 2, "if child ∈ reached[side]: skip it", "若 child ∈ reached[side]：跳过"},
		{RPush, 2, "add child to reached[side] and frontier[side]", "把 child 加入 reached[side] 和 frontier[side]"},
		{rFoundGen, 2, "if child ∈ reached[other side]: return the path through child", "若 child ∈ reached[另一侧]：返回经过 child 的路径"},
	}
	// reduceCode is the reduction solver: its phases are A* (the pop, the
	// children), its finish IDA* (the passes, the cut-offs, backing up).
	reduceCode = code{
		{rNone, 0, "rect ← the whole board", "rect ← 整个棋盘"},
		{rNone, 0, "while rect is larger than 4×4 (3×3 above 25 cells):", "当 rect 大于 4×4（超过 25 格时为 3×3）："},
		{rNone, 1, "side ← rect's outer row or column, away from the goal's blank", "side ← rect 最外侧、远离目标空格的一行或一列"},
		{rNone, 1, "for a few tiles of side at a time (its last two together):", "每次取 side 上的几块（最后两块一起）："},
		{RPop, 2, "A*: node ← the lowest f = g + h; only these tiles and the blank count", "A*：node ← f = g + h 最小者；只看这几块和空格的位置"},
		{RSolved, 2, "if they are all home: keep the path (small boards: a few, up to 2 longer)", "若它们都已到位：记下路径（小棋盘：多记几条，最多长 2 步）"},
		{RSkip, 3, "a child reached before with g ≤ g(node) + 1: skip it", "子状态以前以 g ≤ g(node) + 1 到达过：跳过"},
		{RPush, 3, "add the child to frontier (h: pattern tables of those tiles)", "把子状态加入 frontier（h：这几块的模式表）"},
		{rNone, 1, "rect ← rect without side; keep the reductions whose moves + estimate are fewest", "rect ← 去掉 side 后的 rect；保留步数加估计最少的几种降阶"},
		{RPass, 0, "solve rect optimally: IDA* with pattern databases (A* with the exact distance up to 9 cells)", "对 rect 求最优解：IDA* 配合模式数据库（不超过 9 格时用 A* 配合精确距离）"},
		{RExpand, 1, "expand the board on top of the stack (A*: the lowest f)", "扩展栈顶的状态（A*：f 最小者）"},
		{RCut, 1, "a child with f > bound is cut off", "f > bound 的子状态被剪枝"},
		{RBack, 1, "back up to the parent", "回溯到父状态"},
		{rNone, 0, "return the path", "返回路径"},
	}
	dfsCode = append(code{
		{RPass, 0, "seen ← {start: 0}; return DLS(start, 0)", "seen ← {start: 0}；返回 DLS(start, 0)"},
	}, dls...)
	iddfsCode = append(code{
		{RPass, 0, "for limit = 0, 1, 2, …:", "对 limit = 0, 1, 2, …："},
		{rNone, 1, "seen ← {start: 0}; if DLS(start, 0) finds it: return the path", "seen ← {start: 0}；若 DLS(start, 0) 找到目标：返回路径"},
		{rFail, 1, "if nothing was cut off: return failure", "若没有状态被剪枝：返回失败"},
	}, dls...)
	idaCode = code{
		{rNone, 0, "bound ← h(start)", "bound ← h(start)"},
		{RPass, 0, "loop:   next ← ∞", "循环：   next ← ∞"},
		{rNone, 1, "if SEARCH(start, 0) finds it: return the path", "若 SEARCH(start, 0) 找到目标：返回路径"},
		{rFail, 1, "if next = ∞: return failure", "若 next = ∞：返回失败"},
		{rNone, 1, "bound ← next", "bound ← next"},
		{rNone, 0, "function SEARCH(node, g):", "函数 SEARCH(node, g)："},
		{RExpand, 1, "if node = goal: return found", "若 node = goal：返回“已找到”"},
		eachChild,
		{RCut, 2, "f ← g + 1 + h(child); if f > bound: next ← min(next, f); skip it", "f ← g + 1 + h(child)；若 f > bound：next ← min(next, f)；跳过"},
		{RPush, 2, "if SEARCH(child, g + 1) finds it: return found", "若 SEARCH(child, g + 1) 找到目标：返回“已找到”"},
		{RBack, 1, "return not found   ▹ back up to the parent", "返回“未找到”   ▹ 回溯到父状态"},
	}
)

// CodeOf is the algorithm's pseudocode, by the registry's key
// (Algorithm.Code): best-first searches share bestFirstCode, with their own
// priority; noReopen: the search never reopens a closed board (the option,
// where the algorithm takes it).
func CodeOf(alg solver.Algorithm, noReopen bool) code {
	switch alg.Code {
	case "bfs":
		return bfsCode
	case "bibfs":
		return bidirectionalCode
	case "dfs":
		return dfsCode
	case "iddfs":
		return iddfsCode
	case "idastar":
		return idaCode
	case "reduce":
		return reduceCode
	case "bestfirst":
		return bestFirstCode(alg, noReopen && alg.UsesReopen)
	}
	return nil
}

// bestFirstCode is the best-first graph search [AIMA Figure 3.7] with the
// algorithm's own priority and tie rule, and its own rule for a child
// reached again after its board was expanded (greedy search, and A* told
// so, never reopen one).
func bestFirstCode(alg solver.Algorithm, noReopen bool) code {
	by := state.PriorityName(alg.Priority)
	pop, popZH := "lowest "+by+"; ties: the newest", by+" 最小；相同时取最后加入者"
	if alg.Priority.TiesByH() {
		pop, popZH = "lowest f; ties: lowest h, then the newest", "f 最小；f 相同时取 h 较小者，仍相同取最后加入者"
	}
	c := code{
		{rNone, 0, "frontier ← a priority queue by " + by + ", holding start", "frontier ← 按 " + by + " 排序的优先队列，放入 start"},
		{rNone, 0, "while frontier is not empty:", "当 frontier 非空："},
		{RPop, 1, "node ← POP(frontier)   ▹ " + pop, "node ← POP(frontier)   ▹ " + popZH},
		{rStale, 1, "if node was expanded or replaced since: skip it", "若 node 入队后已被扩展或替换：跳过"},
		{RSolved, 1, "if node = goal: return the path to node", "若 node = goal：返回到 node 的路径"},
		eachChild,
		{RSkip, 2, "if child was reached with g ≤ g(node) + 1: skip it", "若 child 已被到达且其 g ≤ g(node) + 1：跳过"},
		{rUpdate, 2, "if child was reached with a larger g: replace it (reopen it if expanded)", "若 child 已被到达但 g 更大：替换它（若已扩展则重新打开）"},
		{RPush, 2, "add child to frontier with its " + by, "把 child 连同它的 " + by + " 加入 frontier"},
		{rFail, 0, "return failure", "返回失败"},
	}
	if alg.Priority == solver.ByH || noReopen { // an expanded board stays closed
		c[6] = codeLine{RSkip, 2, "if child was expanded, or waits with g ≤ g(node) + 1: skip it", "若 child 已扩展过，或已在 frontier 中且 g ≤ g(node) + 1：跳过"}
		c[7] = codeLine{rUpdate, 2, "if child waits with a larger g: replace it", "若 child 已在 frontier 中但 g 更大：替换它"}
	}
	return c
}

// roleOf is the role of an event's line.
func roleOf(ev solver.Event) role {
	switch ev.Kind {
	case solver.PassStart:
		return RPass
	case solver.LayerStart:
		return rLayer
	case solver.StaleDrop:
		return rStale
	case solver.Backtrack:
		return RBack
	case solver.Expansion:
		return RExpand
	}
	switch ev.Fate {
	case solver.Pushed:
		return RPush
	case solver.Updated, solver.Reopened:
		return rUpdate
	case solver.OverBound:
		return RCut
	case solver.Goal, solver.Met:
		return rFoundGen
	}
	return RSkip
}

// Without is c with the lines of roles rs lit by nothing.
func (c code) Without(rs ...role) code {
	out := slices.Clone(c)
	for i, ln := range out {
		if slices.Contains(rs, ln.role) {
			out[i].role = rNone
		}
	}
	return out
}

// Lit returns, for a moment, the line its expansion runs (the lit line,
// -1 when none) and how many times each line ran.
func (c code) Lit(e solver.Explanation, outcome solver.Outcome) (int, []int) {
	ran := make([]int, len(c))
	find := func(r role) int {
		for i, ln := range c {
			if ln.role == r {
				return i
			}
		}
		return -1
	}
	for _, ev := range e.Events {
		r := roleOf(ev)
		if r == RExpand && find(RExpand) < 0 { // graph searches: the pop
			r = RPop
		}
		if i := find(r); i >= 0 {
			ran[i]++
		}
		if ev.Kind == solver.Generation {
			if i := find(rEach); i >= 0 {
				ran[i]++
			}
		}
	}
	main := -1
	switch {
	case outcome == solver.Solved && find(rFoundGen) >= 0 && len(e.Events) > 0 && e.Events[len(e.Events)-1].Kind == solver.Generation:
		main = find(rFoundGen)
	case outcome == solver.Solved:
		main = max(find(RSolved), find(RExpand))
	case outcome == solver.NotFound:
		main = find(rFail)
	case e.At > 0:
		main = max(find(RPop), find(RExpand))
	}
	if main >= 0 && ran[main] == 0 {
		ran[main] = 1
	}
	return main, ran
}
