package lesson

import "slidelab/app/state"

// builtinLessons are the Lessons menu's, the tour first. Every number a
// note states is checked against the search (lessonsbuiltin_test.go).
var BuiltinLessons = []builtinLesson{
	{ID: "tour", Title: [2]string{"A first tour: BFS against A*", "初次导览：BFS 与 A* 对比"}, stops: []builtinStop{
		{q: "start=123405678&goal=standard&algo=bfs", moves: 14, note: [2]string{
			"Welcome to Slide Lab. This is the 8-puzzle: slide tiles into the blank until the board reads 1 2 3 / 4 5 6 / 7 8 _. Under the board, the verdict: this board can reach the goal, and its shortest solution takes 14 moves.\nPress Next stop (or PageDown) to go on.",
			"欢迎来到滑块实验室。这是八数码：把方块滑进空格，直到棋盘变成 1 2 3 / 4 5 6 / 7 8 _。棋盘下方是判定：这个棋盘能到达目标，最短要走 14 步。\n按“下一站”（或 PageDown 键）继续。"}},
		{q: "start=123405678&goal=standard&algo=bfs", at: 5, tab: state.SubChart, note: [2]string{
			"Breadth-first search (BFS) has made 5 expansions. It takes boards from its open list in the order it found them: a queue, first in, first out. The open list on the right shows which come next.\nPress Step to see one more expansion, then Back to the stop.",
			"广度优先搜索（BFS）已经扩展了 5 次。它按发现的先后顺序从 OPEN 表中取出状态：这是一个队列，先进先出。右侧的 OPEN 表列出了接下来轮到的状态。\n按“单步”再看一次扩展，然后按“回到本站”。"}},
		{q: "start=123405678&goal=standard&algo=bfs", at: AtEnd, expanded: 3671, moves: 14, note: [2]string{
			"BFS found a shortest path, 14 moves, after expanding 3,671 boards. It searches layer by layer, nearest first, and nothing tells it where the goal lies.",
			"BFS 找到了最短路径（14 步），共扩展了 3,671 个状态。它一层一层、由近及远地搜索，没有任何信息告诉它目标在哪个方向。"}},
		{q: "start=123405678&goal=standard&algo=astar&h=manhattan", at: 3, quiz: true, note: [2]string{
			"A* expands the board of lowest f = g + h: the moves made plus an estimate of the moves left, here the Manhattan distance. Under the board: its g, h and f.\nPredict the next board in the quiz on the right.",
			"A* 先扩展 f = g + h 最小的状态：已走的步数加上对剩余步数的估计（这里用曼哈顿距离）。棋盘下方是它的 g、h、f。\n在右侧的小测验中预测下一个被扩展的状态。"}},
		{q: "start=123405678&goal=standard&algo=astar&h=manhattan", at: AtEnd, expanded: 98, moves: 14, note: [2]string{
			"A* found a 14-move path too, as short as BFS's, after 98 expansions instead of 3,671.",
			"A* 同样找到了 14 步的路径，和 BFS 的一样短，但只扩展了 98 个状态，而不是 3,671 个。"},
			ask: &builtinAsk{
				q:       [2]string{"Why is A*'s path still a shortest one?", "为什么 A* 找到的路径仍然是最短的？"},
				choices: [][2]string{{"The Manhattan distance never overestimates the moves left", "曼哈顿距离从不高估剩余步数"}, {"A* looks at every board BFS looks at", "A* 看过了 BFS 看过的每一个状态"}, {"This board happens to be easy", "这个棋盘恰好比较简单"}},
				answer:  0,
				why:     [2]string{"Each tile must travel at least its rows and columns to its goal cell, one move at a time: h is admissible, and A* with an admissible h stops only on a shortest path.", "每个方块至少要走过它到目标格的行数与列数之和，且一次只能走一格：h 是可采纳的，而使用可采纳 h 的 A* 只会在找到最短路径时停下。"},
			}},
		{q: "start=123405678&goal=standard&race=bfs,astar:manhattan", at: 98, note: [2]string{
			"The two side by side, one expansion each per tick. At tick 98 A* has its path; BFS has 3,573 expansions to go. Drag the slider to replay the race.\nThe Lessons menu holds more lessons, and Write a lesson… makes your own.",
			"两者并排比赛，每回合各扩展一次。第 98 回合时 A* 已经找到路径，而 BFS 还要再扩展 3,573 次。拖动滑块可以重放这场比赛。\n“课程”菜单里还有更多课程；选择“编写课程……”可以自己编写。"}},
	}},
	{ID: "bfs-layers", Title: [2]string{"Breadth-first search, layer by layer", "广度优先搜索：一层一层地扩展"}, stops: []builtinStop{
		{q: "start=123405678&goal=standard&algo=bfs", unit: 1, expanded: 1, note: [2]string{
			"Expansion 1: BFS expands the start, layer 0. Its 4 neighbours, one move away, wait in the queue: they are layer 1.",
			"第 1 次扩展：BFS 扩展起始状态，即第 0 层。它的 4 个相邻状态（一步可达）在队列中等待：它们是第 1 层。"}},
		{q: "start=123405678&goal=standard&algo=bfs", unit: 2, expanded: 2, note: [2]string{
			"Next layer: layer 1 starts at expansion 2. BFS expands all 4 boards of layer 1 before any board two moves away: the queue keeps them in the order they were found.",
			"下一层：第 1 层从第 2 次扩展开始。BFS 会先扩展完第 1 层的全部 4 个状态，再扩展任何两步之外的状态：队列按发现的先后保存它们。"}},
		{q: "start=123405678&goal=standard&algo=bfs", unit: 3, expanded: 6, tab: state.SubChart, note: [2]string{
			"Layer 2 starts at expansion 6: layer 1 took expansions 2 to 5, one for each of its 4 boards.\nThe queue on the right holds the rest of layer 2, then the first boards of layer 3: BFS expands them in that order.",
			"第 2 层从第 6 次扩展开始：第 1 层的 4 个状态各占一次扩展，即第 2 到第 5 次。\n右侧的队列里是第 2 层余下的状态，后面跟着第 3 层最早发现的状态：BFS 就按这个顺序扩展。"}},
		{q: "start=123405678&goal=standard&algo=bfs", unit: 4, expanded: 14, note: [2]string{
			"Layer 3 starts at expansion 14: layer 2 held 8 boards (expansions 6 to 13).",
			"第 3 层从第 14 次扩展开始：第 2 层有 8 个状态（第 6 到第 13 次扩展）。"},
			ask: &builtinAsk{
				q:       [2]string{"How many boards does layer 3 hold? (Next layer tells.)", "第 3 层有多少个状态？（按“下一层”就能知道。）"},
				choices: [][2]string{{"4", "4"}, {"8", "8"}, {"16", "16"}},
				answer:  1,
				why:     [2]string{"Layer 4 starts at expansion 22, and 22 − 14 = 8.", "第 4 层从第 22 次扩展开始，22 − 14 = 8。"},
			}},
		{q: "start=123405678&goal=standard&algo=bfs", at: AtEnd, expanded: 3671, moves: 14, note: [2]string{
			"The goal is 14 moves away: BFS expands layers 0 to 12 and part of layer 13, and finds the goal when it generates it, 3,671 expansions in all. Its first path is a shortest one: it never reaches a board before all the nearer ones.",
			"目标在 14 步之外：BFS 扩展了第 0 到第 12 层以及第 13 层的一部分，在生成目标时找到它，共扩展 3,671 次。它找到的第一条路径就是最短的：它总是先到达所有更近的状态，才会到达更远的。"}},
	}},
	{ID: "dominance", Title: [2]string{"Heuristic dominance: the better h, the fewer boards", "启发函数的占优：h 越好，扩展越少"}, stops: []builtinStop{
		{q: "start=160273485&goal=standard&algo=astar&h=misplaced", at: AtEnd, expanded: 1000, moves: 18, note: [2]string{
			"A* with misplaced tiles: h counts the tiles off their goal cell, since each must move at least once. 18 moves (the shortest) after 1,000 expansions.",
			"使用“错位方块数”的 A*：h 统计不在目标格上的方块数，因为每个这样的方块至少要移动一次。找到 18 步的最短路径，扩展了 1,000 次。"}},
		{q: "start=160273485&goal=standard&algo=astar&h=manhattan", at: AtEnd, expanded: 198, moves: 18, note: [2]string{
			"The Manhattan distance sums each tile's rows and columns from its goal cell. It is never below misplaced tiles (a misplaced tile is at least 1 away): it dominates it. Again 18 moves, after 198 expansions.",
			"曼哈顿距离把每个方块到目标格的行距与列距相加。它从不小于错位方块数（每个错位的方块离目标格至少 1 步）：即它占优于后者。同样是 18 步，扩展 198 次。"}},
		{q: "start=160273485&goal=standard&algo=astar&h=linear", at: AtEnd, expanded: 96, moves: 18, note: [2]string{
			"Linear conflict adds to the Manhattan distance 2 moves for each tile that must step out of its goal row (or column) and back, to let a tile of that line in the wrong order pass. It dominates the Manhattan distance: 18 moves, 96 expansions.",
			"线性冲突在曼哈顿距离的基础上，为每个必须离开目标行（或列）再回来、好让同一行（列）中顺序颠倒的方块通过的方块加 2 步。它占优于曼哈顿距离：18 步，扩展 96 次。"}},
		{q: "start=160273485&goal=standard&algo=astar&h=pdb", at: AtEnd, expanded: 40, moves: 18, note: [2]string{
			"Pattern databases: the fewest moves of tiles 1–4 to their goal cells (only their own moves counted), and apart of tiles 5–8, looked up in tables built once; no move is counted twice, so the two add up (the board is also looked up mirrored about its diagonal, and the larger sum counts). They dominate the Manhattan distance (not linear conflict, board for board: see the lesson on accuracy). 18 moves, 40 expansions.",
			"模式数据库：分别查出把方块 1–4、方块 5–8 移到目标格所需的最少步数（只计它们自己的移动），表格只需构建一次；没有一步被算两次，所以两者可以相加（还会沿对角线镜像棋盘再查一次，取较大的和）。它们占优于曼哈顿距离（但不占优于线性冲突：并非在每个状态上都不小于它，见讲准确度误区的那节课）。18 步，扩展 40 次。"}},
		{q: "start=160273485&goal=standard&algo=astar&h=exact", at: AtEnd, expanded: 19, moves: 18, note: [2]string{
			"The exact distance h*, from a table of all 181,440 boards that reach the goal: A* walks straight down the path, one expansion for each of its 19 boards, the start and the goal included.",
			"精确距离 h*，取自距离表（收录能到达目标的全部 181,440 个状态）：A* 径直沿路径前进，路径上的 19 个状态（含起始状态与目标状态）各扩展一次。"}},
		{q: "start=160273485&goal=standard&race=astar:misplaced,astar:manhattan,astar:linear,astar:pdb", at: AtEnd, note: [2]string{
			"The four side by side, one expansion each per tick: all find 18 moves, the better h first.",
			"四者并排比赛，每回合各扩展一次：都找到了 18 步的路径，h 越好的越先到。"},
			ask: &builtinAsk{
				q:       [2]string{"h1 and h2 are admissible and consistent, and h1(n) ≥ h2(n) on every board n. What follows?", "h1 和 h2 都是可采纳且一致的，并且对每个状态 n 都有 h1(n) ≥ h2(n)。由此可知："},
				choices: [][2]string{{"A* with h1 expands no board that A* with h2 does not (ties aside)", "使用 h1 的 A* 扩展的状态，使用 h2 的 A* 也都会扩展（f 相等的情况除外）"}, {"A* with h1 finds a shorter path", "使用 h1 的 A* 找到更短的路径"}, {"A* with h1 takes less time", "使用 h1 的 A* 用时更少"}},
				answer:  0,
				why:     [2]string{"A* expands every board with f < C* (the optimal cost) and none with f > C*. A board below C* with h1 is below C* with h2 too. Both find shortest paths, and a costly h can still take longer.", "A* 会扩展所有 f < C*（最优代价）的状态，而不会扩展 f > C* 的状态。在 h1 下 f 小于 C* 的状态，在 h2 下也小于 C*。两者都找到最短路径；而计算代价高的 h 仍可能更耗时。"},
			}},
	}},
	{ID: "admissible", Title: [2]string{"Admissibility: when h overestimates", "可采纳性：当 h 高估时"}, stops: []builtinStop{
		{q: "start=806547231&goal=standard&algo=astar&h=manhattan", at: AtEnd, expanded: 2486, moves: 27, note: [2]string{
			"A* with the Manhattan distance, which never overestimates: 27 moves, a shortest path, after 2,486 expansions.",
			"使用曼哈顿距离的 A*（它从不高估）：27 步，是最短路径，扩展了 2,486 次。"}},
		{q: "start=806547231&goal=standard&algo=wastar&h=manhattan&w=2", at: AtEnd, expanded: 876, moves: 33, note: [2]string{
			"Weighted A* ranks boards by f = g + 2·h: the estimate counts double, so it may overestimate the moves left. 876 expansions, but 33 moves: 6 more than needed.",
			"加权 A* 按 f = g + 2·h 排序：估计值按两倍计，因此可能高估剩余步数。只扩展 876 次，但走了 33 步，比最短路径多 6 步。"}},
		{q: "start=806547231&goal=standard&algo=wastar&h=manhattan&w=3", at: AtEnd, expanded: 207, moves: 35, note: [2]string{
			"With w = 3: 207 expansions, 35 moves. The more h overestimates, the faster the search and the longer the path; it stays within w times the shortest (35 ≤ 3 × 27).",
			"w = 3 时：扩展 207 次，35 步。h 高估得越多，搜索越快，路径也越长；但长度不超过最短路径的 w 倍（35 ≤ 3 × 27）。"}},
		{q: "start=806547231&goal=standard&race=astar:manhattan,wastar:manhattan:w=3", at: AtEnd, note: [2]string{
			"Side by side: weighted A* is done long before A*, with a path 8 moves longer.",
			"并排比较：加权 A* 远早于 A* 结束，但路径长了 8 步。"},
			ask: &builtinAsk{
				q:       [2]string{"What guarantees that A* returns a shortest path?", "什么能保证 A* 返回最短路径？"},
				choices: [][2]string{{"h never overestimates the moves left (h is admissible)", "h 从不高估剩余步数（h 是可采纳的）"}, {"h is as large as possible", "h 尽可能大"}, {"h is exact on the start board", "h 在起始状态上是精确的"}},
				answer:  0,
				why:     [2]string{"With an admissible h, a board on a shortest path always has f ≤ C*, so A* expands it before it can stop on a longer path.", "当 h 可采纳时，最短路径上的状态总有 f ≤ C*，所以在 A* 可能停在更长的路径上之前，一定会先扩展它们。"},
			}},
	}},
	{ID: "idastar", Title: [2]string{"IDA*: passes and bounds", "IDA*：一轮轮提高界限"}, stops: []builtinStop{
		{q: "start=123405678&goal=standard&algo=idastar&h=manhattan", unit: 1, expanded: 1, note: [2]string{
			"IDA* is a depth-first search with a bound on f = g + h. Pass 1: the bound is h of the start, 6. It goes down a path while f ≤ 6 and cuts off every board beyond it.",
			"IDA* 是带 f = g + h 界限的深度优先搜索。第 1 轮：界限是起始状态的 h，即 6。只要 f ≤ 6 就沿路径继续向下，超过界限的状态一律剪掉。"}},
		{q: "start=123405678&goal=standard&algo=idastar&h=manhattan", unit: 2, expanded: 3, note: [2]string{
			"No path within 6: at expansion 3 pass 2 starts over from the start with the bound 8, the smallest f that was cut off. It rises by 2: a move changes g by 1 and the Manhattan distance by 1 up or down, so f changes by 0 or 2.",
			"界限 6 以内没有路径：第 2 轮在第 3 次扩展时从头开始，界限变为 8，即上一轮被剪掉的最小 f。界限每次增加 2：每走一步，g 加 1，曼哈顿距离加 1 或减 1，所以 f 只会不变或加 2。"}},
		{q: "start=123405678&goal=standard&algo=idastar&h=manhattan", unit: 3, expanded: 15, tab: state.SubChart, note: [2]string{
			"Pass 3 starts at expansion 15, with the bound 10. Each pass repeats the work of the one before, and goes further. The stack on the right is all IDA* keeps: its path and the moves left to try.",
			"第 3 轮从第 15 次扩展开始，界限为 10。每一轮都重做上一轮的工作，再走得更远一些。右侧的栈就是 IDA* 保存的全部内容：当前路径和尚未尝试的走法。"}},
		{q: "start=123405678&goal=standard&algo=idastar&h=manhattan", unit: 5, expanded: 103, note: [2]string{
			"Pass 5 starts at expansion 103, with the bound 14: the length of a shortest path. This pass finds it.",
			"第 5 轮从第 103 次扩展开始，界限为 14：正是最短路径的长度。这一轮会找到它。"}},
		{q: "start=123405678&goal=standard&algo=idastar&h=manhattan", at: AtEnd, expanded: 245, moves: 14, note: [2]string{
			"Found at bound 14 after 245 expansions over five passes. A* needed 98 on this board, but kept every board it saw; IDA* keeps only its path.",
			"在界限为 14 的那一轮找到，五轮共扩展 245 次。A* 在这个棋盘上只需 98 次，但要保存见过的每一个状态；IDA* 只保存当前路径。"}},
	}},
	{ID: "bidirectional", Title: [2]string{"Bidirectional BFS: meeting in the middle", "双向 BFS：在中间相遇"}, stops: []builtinStop{
		{q: "start=123405678&goal=standard&algo=bibfs", at: 9, note: [2]string{
			"Two breadth-first searches at once: one forward from the start, one backward from the goal. The counters show both frontiers, and each expansion says its side.",
			"同时进行两个广度优先搜索：一个从起始状态正向搜索，一个从目标状态反向搜索。计数器分别显示两侧的搜索前沿，每次扩展都注明是哪一侧。"}},
		{q: "start=123405678&goal=standard&algo=bibfs", at: AtEnd, expanded: 219, moves: 14, note: [2]string{
			"They meet after 219 expansions: a board reached from one side is found in the other's. 14 moves in all, a shortest path. BFS alone needed 3,671: two searches each about half as deep cost far less than one to the full depth, because the number of boards within d moves grows fast with d.",
			"扩展 219 次后两者相遇：从一侧到达的某个状态，已在另一侧搜索过的状态之中。全程 14 步，是最短路径。单向 BFS 需要 3,671 次：两个各约一半深度的搜索，远比一个搜到全深度的搜索省，因为 d 步以内的状态数随 d 增长得很快。"}},
		{q: "start=123405678&goal=standard&race=bfs,bibfs", at: AtEnd, note: [2]string{
			"BFS and bidirectional BFS side by side, one expansion each per tick.",
			"BFS 与双向 BFS 并排比赛，每回合各扩展一次。"}},
	}},
	{ID: "parity", Title: [2]string{"Parity: why half the boards cannot be reached", "奇偶性：为什么一半的状态到不了"}, stops: []builtinStop{
		{q: "start=123456870&goal=standard&algo=astar&h=manhattan", note: [2]string{
			"The goal with two tiles swapped, 8 and 7. The verdict under the board: it can never reach the goal. Read “Why (parity)” under it and count the inversions (pairs of tiles in the wrong order) yourself.",
			"这是把目标状态中的 8 和 7 对调后的棋盘。棋盘下方的判定：它永远到不了目标。读一读下方的“原因（奇偶性）”，自己数一数逆序对（顺序颠倒的方块对）。"}},
		{q: "start=123456870&goal=standard&algo=astar&h=manhattan", note: [2]string{
			"On a board 3 wide, a move left or right changes no order, and a move up or down jumps a tile over 2 others: the inversions change by 0 or 2. Their parity never changes, and this board has 1 inversion, the goal 0.",
			"在宽为 3 的棋盘上，左右移动不改变任何顺序，上下移动让一个方块越过另外 2 个：逆序对数只会改变 0 或 2。它的奇偶性永远不变，而这个棋盘有 1 个逆序对，目标有 0 个。"},
			ask: &builtinAsk{
				q:       [2]string{"Of the 9! = 362,880 arrangements of the 8-puzzle, how many can reach a given goal?", "八数码的 9! = 362,880 种排列中，有多少种能到达给定的目标？"},
				choices: [][2]string{{"362,880", "362,880"}, {"181,440", "181,440"}, {"40,320", "40,320"}},
				answer:  1,
				why:     [2]string{"Exactly half: the arrangements with the goal's parity. Moves keep the parity, and every arrangement with the goal's parity can be reached.", "正好一半：与目标奇偶性相同的那些排列。移动不改变奇偶性，而所有与目标奇偶性相同的排列都能到达。"},
			}},
		{q: "start=283104765&goal=spiral&algo=astar&h=manhattan", moves: 4, note: [2]string{
			"Luogu P1379's sample against its goal 1 2 3 / 8 _ 4 / 7 6 5: solvable, in 4 moves. This goal has an odd number of inversions, so here the solvable boards are the odd ones: the rule is not “even”, it is “the goal's parity”.",
			"洛谷 P1379 的样例，目标取该题的 1 2 3 / 8 _ 4 / 7 6 5：有解，4 步即可。这个目标的逆序对数是奇数，所以这里有解的是逆序对数为奇数的棋盘：规则不是“偶数才有解”，而是“与目标的奇偶性相同”。"}},
		{q: "start=123456789ABCDFE0&goal=standard&algo=idastar&h=pdb", note: [2]string{
			"Sam Loyd's 14-15 puzzle: the 15-puzzle with 14 and 15 swapped, for which he claimed to offer a prize. On a board 4 wide an up or down move jumps a tile over 3 others, so the blank's row counts too: the verdict adds it, and this board can never be solved.",
			"萨姆·劳埃德的“14-15 难题”：即十五数码中 14 与 15 对调的局面，他声称曾为此悬赏。在宽为 4 的棋盘上，上下移动让方块越过另外 3 个，所以空格所在的行也要计入：判定把它算了进去，这个棋盘永远无法还原。"}},
	}},
	{ID: "holte-bfs", Title: [2]string{"Misconception: “A* with h = 0 is BFS”", "误区：“h = 0 的 A* 就是 BFS”"}, stops: []builtinStop{
		{q: "start=123405678&goal=standard&race=bfs,astar:zero", note: [2]string{
			"Holte (SoCS 2010) lists common misconceptions about heuristic search; this is one. Two lanes on one board: BFS, and A* with h = 0, so that f = g.",
			"Holte（SoCS 2010）总结了启发式搜索中常见的误区，这是其中之一。同一个棋盘上的两条赛道：BFS，以及 h = 0（于是 f = g）的 A*。"}},
		{q: "start=123405678&goal=standard&race=bfs,astar:zero", at: 2, note: [2]string{
			"At tick 2 they already expand different boards. BFS takes the oldest board of its queue. A* takes a board of least g, and among equal g this page takes the newest. A* with h = 0 is uniform-cost search (Dijkstra's algorithm): it agrees with BFS on which boards each layer holds, not on their order.",
			"第 2 回合时两者扩展的状态已经不同。BFS 取队列中最早进入的状态；A* 取 g 最小的状态，g 相同时本页取最新进入的。h = 0 的 A* 是一致代价搜索（Dijkstra 算法）：它与 BFS 只在“每层有哪些状态”上一致，顺序并不相同。"}},
		{q: "start=123405678&goal=standard&race=bfs,astar:zero", at: AtEnd, lanes: []int{3671, 5467}, note: [2]string{
			"At the end: BFS 3,671 expansions, A* with h = 0 5,467, both 14 moves. BFS tests a board for the goal when it generates it; A* only when it expands it, after every board of lower f: here every board within 13 moves.",
			"结束时：BFS 扩展 3,671 次，h = 0 的 A* 扩展 5,467 次，都是 14 步。BFS 在生成状态时就检测是否为目标；A* 要等到扩展它时才检测，而在此之前要扩展所有 f 更小的状态：这里就是 13 步以内的所有状态。"},
			ask: &builtinAsk{
				q:       [2]string{"Which search is A* with h = 0?", "h = 0 的 A* 是哪一种搜索？"},
				choices: [][2]string{{"Breadth-first search", "广度优先搜索"}, {"Uniform-cost search (Dijkstra)", "一致代价搜索（Dijkstra）"}, {"Depth-first search", "深度优先搜索"}},
				answer:  1,
				why:     [2]string{"With f = g, A* expands by least path cost: uniform-cost search. With every move costing 1 it covers the same layers as BFS, in another order, and tests for the goal later.", "f = g 时，A* 按路径代价从小到大扩展，这就是一致代价搜索。每步代价都为 1 时，它覆盖的层与 BFS 相同，但顺序不同，而且检测目标更晚。"},
			}},
	}},
	{ID: "holte-accuracy", Title: [2]string{"Misconception: “a more accurate heuristic expands fewer boards”", "误区：“越准确的启发函数扩展的状态越少”"}, stops: []builtinStop{
		{q: "start=138650427&goal=standard&algo=astar&h=linear", note: [2]string{
			"Two admissible heuristics: linear conflict, and pattern databases (tiles 1–4 and 5–8). Over all 181,440 boards that reach the goal, h averages 15.12 with linear conflict and 19.18 with the pattern databases; the true distance averages 21.97. The databases are far more accurate. Surely A* with them expands fewer boards?",
			"两个可采纳的启发函数：线性冲突，以及模式数据库（方块 1–4 与 5–8）。在全部 181,440 个可达目标的状态上，线性冲突的 h 平均为 15.12，模式数据库为 19.18，真实距离平均为 21.97。模式数据库准确得多。那么用它的 A* 一定扩展得更少吗？"}},
		{q: "start=138650427&goal=standard&algo=astar&h=linear", at: AtEnd, expanded: 19, moves: 15, note: [2]string{
			"A* with linear conflict: 15 moves after 19 expansions. On this board linear conflict says 15 at the start: the exact distance.",
			"使用线性冲突的 A*：扩展 19 次，找到 15 步的路径。在这个棋盘上，线性冲突对起始状态给出 15，恰好是精确距离。"}},
		{q: "start=138650427&goal=standard&algo=astar&h=pdb", at: AtEnd, expanded: 26, moves: 15, note: [2]string{
			"A* with the pattern databases: 26 expansions, more. On this start they say 13, below linear conflict's 15: more accurate on average is not more accurate here, and A* pays for it.",
			"使用模式数据库的 A*：扩展 26 次，反而更多。对这个起始状态它们给出 13，低于线性冲突的 15：平均更准确，不代表在这里更准确，A* 为此多付出了代价。"}},
		{q: "start=138650427&goal=standard&race=astar:linear,astar:pdb", at: AtEnd, lanes: []int{19, 26}, note: [2]string{
			"Side by side: 19 expansions against 26. Neither heuristic dominates the other: each is larger on some boards.",
			"并排比较：19 次对 26 次。两个启发函数谁也不占优于谁：各自在某些状态上更大。"},
			ask: &builtinAsk{
				q:       [2]string{"What does guarantee that A* with h1 expands no more boards than with h2?", "什么才能保证使用 h1 的 A* 扩展的状态不多于使用 h2 的？"},
				choices: [][2]string{{"h1 is larger on average", "h1 的平均值更大"}, {"h1(n) ≥ h2(n) on every board n, both consistent (ties aside)", "对每个状态 n 都有 h1(n) ≥ h2(n)，且两者都是一致的（f 相等的情况除外）"}, {"h1 is larger on the start board", "h1 在起始状态上更大"}},
				answer:  1,
				why:     [2]string{"A* with a consistent h expands every board with f < C* and none with f > C*. If h1 ≥ h2 everywhere, a board below C* with h1 is below C* with h2 too. An average says nothing about the boards one search meets.", "使用一致 h 的 A* 会扩展所有 f < C* 的状态，而不扩展 f > C* 的状态。若处处 h1 ≥ h2，在 h1 下 f 小于 C* 的状态在 h2 下也小于 C*。平均值说明不了某一次搜索遇到的那些状态。"},
			}},
	}}, {ID: "workshop", Title: [2]string{"Your own heuristic: admissible, consistent, and the trap", "你自己的启发函数：可采纳、一致，以及陷阱"}, stops: []builtinStop{
		{q: "start=452836710&goal=standard&algo=astar&h=custom&hx=2*manhattan", at: AtEnd, expanded: 361, moves: 22, note: [2]string{
			"On the Workshop tab you write h as a formula and check it against the true distance of every board. Here h = 2 × Manhattan: it overestimates on 157,176 of the 181,440 boards. A* with it expands only 361 boards, but returns 22 moves where 20 suffice.",
			"在“工坊”页里，你可以把 h 写成公式，并拿它与每个状态的真实距离逐一比对。这里 h = 2 × 曼哈顿距离：它在 181,440 个状态中的 157,176 个上高估。用它的 A* 只扩展 361 次，却返回 22 步的路径，而最少只需 20 步。"}},
		{q: "start=452836710&goal=standard&hx=2*manhattan&race=astar:custom,astar:manhattan", at: AtEnd, lanes: []int{361, 538}, note: [2]string{
			"Side by side with A* and the Manhattan distance, which never overestimates: 361 expansions against 538, and 22 moves against 20. Overestimating saves work and costs moves.",
			"与使用曼哈顿距离（从不高估）的 A* 并排比较：扩展 361 次对 538 次，路径 22 步对 20 步。高估省下了工作量，却多走了步数。"}},
		{q: "start=615023784&goal=standard&algo=astar&h=custom&hx=manhattan*out(5)", note: [2]string{
			"A subtler one: h = manhattan × out(5), the Manhattan distance while tile 5 is off its goal cell, and 0 once it is home. It never overestimates: it is admissible. But it is not consistent: 10,080 pairs of neighbours differ by more than one move, and one move of tile 5 home can drop h from 12 to 0.",
			"一个更隐蔽的例子：h = manhattan × out(5)，即方块 5 不在目标格时取曼哈顿距离，方块 5 归位后取 0。它从不高估：是可采纳的。但它不一致：有 10,080 对相邻状态的 h 相差超过 1 步，把方块 5 移回原位的一步就能让 h 从 12 降到 0。"},
			ask: &builtinAsk{
				q:       [2]string{"Is A* with this h sure to return a shortest path?", "使用这个 h 的 A* 一定能返回最短路径吗？"},
				choices: [][2]string{{"Yes, when it reopens a closed board reached again by a cheaper path", "是的，只要它在以更小代价再次到达已扩展的状态时重新打开它"}, {"Yes, always: h is admissible", "是的，总是如此：h 是可采纳的"}, {"No, never", "不，无论如何都不能保证"}},
				answer:  0,
				why:     [2]string{"Admissible is enough for A* that reopens boards. The textbook graph search that never reopens a closed board needs h to be consistent as well: next stop.", "对会重新打开状态的 A* 来说，可采纳就足够了。而教科书中从不重新打开已扩展状态的图搜索，还需要 h 是一致的：见下一站。"},
			}},
		{q: "start=615023784&goal=standard&algo=astar&h=custom&hx=manhattan*out(5)&reopen=no", at: AtEnd, expanded: 1980, moves: 23, note: [2]string{
			"A* that never reopens a closed board (on Set up, untick “Reopen a closed board…”): 1,980 expansions and 23 moves, where 21 suffice. A board was closed on a longer path, and when a cheaper one reached it, it stayed closed. A course notebook once stated “admissible ⇒ optimal” for this search, and its own run refuted it.",
			"从不重新打开已扩展状态的 A*（在“设置”页取消勾选“……重新打开它”）：扩展 1,980 次，23 步，而最少只需 21 步。某个状态沿一条较长的路径被扩展后，即使之后有更短的路径到达它，它也不会被重新打开。曾有一份课程笔记对这种搜索断言“可采纳 ⇒ 最优”，结果被这份笔记自己的运行结果推翻。"}},
		{q: "start=615023784&goal=standard&hx=manhattan*out(5)&race=astar:custom,astar:custom:reopen=no", at: AtEnd, lanes: []int{866, 1980}, note: [2]string{
			"Side by side: reopening, 866 expansions and 21 moves; never reopening, 1,980 expansions and 23 moves.",
			"并排比较：会重新打开的，扩展 866 次，21 步；从不重新打开的，扩展 1,980 次，23 步。"}},
		{q: "start=413726580&goal=standard&algo=astar&h=manhattan&mode=expand", note: [2]string{
			"Now you are the search: pick the board A* expands next. A wrong pick is refused and told why; a pick with the right f but the wrong tie counts apart. Level 2 hides g, h and f; level 3 asks each child's fate as well.",
			"现在你来当搜索算法：选出 A* 接下来扩展的状态。选错会被拒绝并说明原因；f 值对了、但在并列者中选错的，单独计数。难度 2 隐藏 g、h、f；难度 3 还要判断每个子状态的去向。"}},
	}},
}
