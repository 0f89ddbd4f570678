package main

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"slidelab/solver"
)

// lang is the page's language.
type lang string

const (
	english lang = "en"
	chinese lang = "zh"
)

func parseLang(v string) (lang, bool) {
	switch strings.ToLower(v) {
	case "en":
		return english, true
	case "zh", "cn", "zh-cn":
		return chinese, true
	}
	return english, false
}

// langFrom picks the language from the browser's (navigator.language).
func langFrom(browser string) lang {
	if strings.HasPrefix(strings.ToLower(browser), "zh") {
		return chinese
	}
	return english
}

// messages holds every string of the page, sorted by key: static data,
// which compiles smaller than a map literal (a map is built by code at
// start-up).
var messages = []message{
	{"algorithm", "Algorithm", "算法"},
	{"arrowsLegend", "(arrows: where the blank moves)", "（箭头：空格移动的方向）"},
	{"autoplay", "Play by itself when solved", "解出后自动播放"},
	{"back", "Step back", "后退一步"},
	{"backward", "backward", "反向"},
	{"badAmount", "Enter a whole number from 0 to %d.", "请输入 0 到 %d 之间的整数。"},
	{"badOptions", "Cannot start: %v", "无法开始：%v"},
	{"badParam", "%s=%q: %v", "%s=%q：%v"},
	{"barsLog", "Boards expanded, on a logarithmic scale; green: optimal algorithms.", "已扩展的状态数（对数刻度）；绿色为最优算法。"},
	{"blank", "blank", "空格"},
	{"board", "Board", "棋盘"},
	{"boardHint", "Click a tile next to the blank to slide it.", "点击空格旁的方块即可移动它。"},
	{"boardRows", "%s, %d rows: %s", "%s，共 %d 行：%s"},
	{"bound", "Bound", "界限"},
	{"budget", "Node budget", "节点预算"},
	{"cannotMove", "Only a tile next to the blank can slide.", "只有紧挨空格的方块才能移动。"},
	{"chartEmpty", "Press Run or Step: the sizes of the open and closed lists are drawn here as the search goes, and the slider below moves through every moment.", "按“运行”或“单步”：搜索进行时，这里画出 open 表和 closed 表的大小；下方的滑块可以回到任何一刻。"},
	{"chartTitle", "Open and closed", "Open 表与 Closed 表"},
	{"chartX", "%s expanded", "已扩展 %s 个"},
	{"chartX1", "%s expanded", "已扩展 %s 个"},
	{"closed", "Closed", "Closed 表"},
	{"compare", "Compare all algorithms", "比较全部算法"},
	{"compareCap", "On boards above 9 cells the searches without a heuristic stop here at %s expansions: a board far from the goal is out of their reach at any budget the page allows. Run one alone to give it more.", "在超过 9 格的棋盘上，不用启发函数的搜索在这里扩展 %s 个状态后停止：离目标较远的棋盘，本页允许的任何预算都不够它们完成。单独运行即可给它更多预算。"},
	{"compareH", "Compare heuristics (A*)", "比较启发函数（A*）"},
	{"compareHelp", "Runs every algorithm flat out on this board with the chosen heuristic and budget, or A* with every heuristic.", "用当前的启发函数和节点预算，在这个棋盘上全速运行每一种算法；或用每一种启发函数运行 A*。"},
	{"compareTitle", "Compare", "算法比较"},
	{"controls", "Controls", "控制"},
	{"copied", "Copied", "已复制"},
	{"copy", "Copy", "复制"},
	{"countsMean", "Every count is taken after an expansion, its successors generated.", "所有计数都是某次扩展之后（其后继已生成）的值。"},
	{"custom", "Custom", "自定义"},
	{"depth", "Depth g", "深度 g"},
	{"depthLimit", "Depth limit", "深度上限"},
	{"different", "Different parity: no sequence of moves reaches the goal.", "奇偶性不同：无论怎样移动都到不了目标。"},
	{"dismiss", "Dismiss", "关闭"},
	{"down", "down", "下"},
	{"embedCode", "Embed code (iframe)", "嵌入代码（iframe）"},
	{"embedLang", "Language", "语言"},
	{"even", "even", "偶数"},
	{"expanded", "Expanded", "已扩展"},
	{"expanding", "Expanding", "正在扩展"},
	{"finished", "finished", "已结束"},
	{"first", "First", "第一步"},
	{"flatOut", "flat out", "全速"},
	{"footer", "Slide Lab runs entirely in your browser (Go compiled to WebAssembly).", "滑块实验室完全在浏览器中运行（Go 编译为 WebAssembly）。"},
	{"forward", "forward", "正向"},
	{"frontierBest", "Open list, best first", "Open 表（最优在前）"},
	{"frontierEmpty", "Empty: no search yet, or nothing left to expand.", "空：尚未搜索，或已无可扩展的状态。"},
	{"frontierQueue", "Queue, next first", "队列（先出在前）"},
	{"frontierStack", "Stack, top first", "栈（栈顶在前）"},
	{"generated", "Generated", "已生成"},
	{"goal", "Goal", "目标状态"},
	{"heuristic", "Heuristic", "启发函数"},
	{"ignoredN", "%d settings in the address were refused; the page uses its defaults for them:", "地址中有 %d 项设置无效，本页改用默认值："},
	{"ignoredN1", "%d setting in the address was refused; the page uses its default for it:", "地址中有 %d 项设置无效，本页改用默认值："},
	{"isOptimal", "optimal", "最优"},
	{"iterChart", "IDA* / IDDFS passes: boards expanded per pass (log scale), bound below", "IDA* / IDDFS 各轮：每轮扩展的状态数（对数刻度），下方为该轮上限"},
	{"iterTitle", "Pass %d: bound %d, %s boards expanded", "第 %d 轮：上限 %d，扩展 %s 个状态"},
	{"iterTitle1", "Pass %d: bound %d, %s board expanded", "第 %d 轮：上限 %d，扩展 %s 个状态"},
	{"iteration", "Iteration", "迭代轮次"},
	{"iterations", "new iteration", "新一轮迭代"},
	{"keptOption", "%v. The search keeps the last good value.", "%v。搜索沿用上一个有效值。"},
	{"keys", "Keys: Space run / pause · → step · ← step back · Home / End: first / latest moment", "快捷键：空格 运行/暂停 · → 前进一步 · ← 后退一步 · Home / End：第一个 / 最新时刻"},
	{"last", "Last", "最后"},
	{"left", "left", "左"},
	{"legendHome", "Green: the tile is on its goal cell", "绿色：方块已在目标位置"},
	{"length", "Path length", "路径长度"},
	{"limit", "Node budget reached after %d expansions: no answer yet. Raise the budget or pick a better algorithm or heuristic.", "扩展 %d 个节点后达到节点预算，尚未得到答案。请提高预算，或换用更好的算法或启发函数。"},
	{"limit1", "Node budget reached after %d expansion: no answer yet. Raise the budget or pick a better algorithm or heuristic.", "扩展 %d 个节点后达到节点预算，尚未得到答案。请提高预算，或换用更好的算法或启发函数。"},
	{"limitBig", "A %d×%d board has %s arrangements that can be reached (%d!/2). Blind searches and weak heuristics reach a sliver of them within the budget, and searches that keep every board they reach (BFS, A*) would fill this tab's memory long before the end: the budget stops them first. For optimal answers here use IDA* with pattern databases: about a million boards on an average 15-puzzle, where Manhattan distance needs some 363 million (Korf & Felner 2002).", "%d×%d 棋盘可到达的排列共有 %s 种（%d!/2）。盲目搜索和较弱的启发函数在预算内只能触及其中极小一部分；保存所有已到达状态的搜索（BFS、A*）远未结束就会耗尽本页内存，所以预算先让它们停下。要在这里得到最优解，请用 IDA* 加模式数据库：一个普通的 15 数码约需扩展一百万个状态，而曼哈顿距离约需 3.63 亿个（Korf & Felner 2002）。"},
	{"limitShort", "budget reached", "达到预算"},
	{"link", "Link to this page", "本页链接"},
	{"loadingApp", "Loading Slide Lab…", "正在加载滑块实验室……"},
	{"manhattanToo", "Manhattan distance of this board: %d", "此状态的曼哈顿距离：%d"},
	{"maxOpen", "Largest open", "Open 表峰值"},
	{"momentAt", "After expansion %s", "第 %s 次扩展之后"},
	{"momentComputed", "%s computed so far", "已算出 %s 次"},
	{"momentZero", "Before the first expansion", "尚未扩展"},
	{"moveOf", "Move %d of %d", "第 %d 步，共 %d 步"},
	{"moves", "Moves", "走法"},
	{"movesPerSecond", "%d moves/s", "每秒 %d 步"},
	{"movesPerSecond1", "%d move/s", "每秒 %d 步"},
	{"ms", "%.1f ms", "%.1f 毫秒"},
	{"nInversions", "%d inversions", "%d 个逆序对"},
	{"nInversions1", "%d inversion", "%d 个逆序对"},
	{"nPuzzle", " (%d-puzzle)", "（%d 数码）"},
	{"next", "Next", "下一步"},
	{"nextLayer", "Next layer", "下一层"},
	{"nextPass", "Next pass", "下一轮"},
	{"noClipboard", "The clipboard is not available here: select the text and copy it.", "此处无法使用剪贴板：请选中文字后手动复制。"},
	{"notFound", "No path within the limits: the depth limit is too small.", "在限制内没有找到路径：深度上限太小。"},
	{"notFoundShort", "not found", "未找到"},
	{"notOptimal", "not always optimal", "不保证最优"},
	{"odd", "odd", "奇数"},
	{"open", "Open", "Open 表"},
	{"openFull", "Open in Slide Lab", "在滑块实验室中打开"},
	{"optimal", "optimal", "最优"},
	{"optimalCol", "Optimal?", "是否最优"},
	{"optimalN", "Optimal: %d moves", "最少步数：%d 步"},
	{"optimalN1", "Optimal: %d move", "最少步数：%d 步"},
	{"overOptimal", "%d more than optimal", "比最优多 %d 步"},
	{"parityEven", "The width is even: inversions plus the blank's row keep their parity. Start: %d + row %d = %d (%s). Goal: %d + row %d = %d (%s).", "宽度为偶数时，逆序对数加空格所在行号的奇偶性不变。起始：%d + 第 %d 行 = %d（%s）；目标：%d + 第 %d 行 = %d（%s）。"},
	{"parityOdd", "Each move keeps the parity of the number of inversions (pairs of tiles out of order, read row by row, blank ignored) when the width is odd. Start: %s (%s). Goal: %s (%s).", "宽度为奇数时，每一步都不改变逆序对数（按行读出、忽略空格后顺序颠倒的方块对数）的奇偶性。起始状态：%s（%s）；目标状态：%s（%s）。"},
	{"pathLen", "Current path length g", "当前路径长度 g"},
	{"pause", "Pause", "暂停"},
	{"paused", "paused", "已暂停"},
	{"perSecond", "%s expansions/s", "每秒扩展 %s 个"},
	{"perSecond1", "%s expansion/s", "每秒扩展 %s 个"},
	{"play", "Play", "播放"},
	{"playPace", "Playing speed", "播放速度"},
	{"prev", "Previous", "上一步"},
	{"prevLayer", "Previous layer", "上一层"},
	{"prevPass", "Previous pass", "上一轮"},
	{"problem", "Problem", "题目"},
	{"provedOptimal", "Proved shortest: this algorithm stops only at a shortest path when its heuristic never overestimates (or it has none).", "已证明最短：本算法在启发函数从不高估（或不用启发函数）时，只会在最短路径处停止。"},
	{"ready", "ready", "就绪"},
	{"reset", "Reset", "重置"},
	{"result", "Result", "结果"},
	{"resume", "Resume", "继续"},
	{"right", "right", "右"},
	{"rowSep", "; ", "；"},
	{"run", "Run", "运行"},
	{"same", "Same parity: the goal can be reached.", "奇偶性相同：可以到达目标。"},
	{"scrAmount", "Number of moves", "步数"},
	{"scrDistance", "Exactly d moves (0 to %d)", "恰好 d 步（0 到 %d）"},
	{"scrMoves", "N random moves from the goal", "从目标随机走 N 步"},
	{"scrUniform", "Uniformly random, solvable", "均匀随机（有解）"},
	{"scramble", "Scramble", "打乱"},
	{"scrub", "Replay the search", "回放搜索过程"},
	{"scrubStride", "This long search keeps one expansion in %d.", "搜索很长，每 %d 次扩展记录一次。"},
	{"searchOptions", "Search options", "搜索选项"},
	{"searching", "searching", "搜索中"},
	{"seconds", "%.1f s", "%.1f 秒"},
	{"share", "Share", "分享"},
	{"side", "Side", "方向"},
	{"size", "Board size", "棋盘大小"},
	{"skip", "Skip to the controls", "跳到控制区"},
	{"solvable", "Solvable", "有解"},
	{"solve", "Solve", "求解"},
	{"solvedIn", "Solved in %d moves", "%d 步解出"},
	{"solvedIn1", "Solved in %d move", "%d 步解出"},
	{"speed", "Speed", "速度"},
	{"speedTeach", "Teaching: 3 a second, then faster", "教学：每秒 3 个，逐渐加快"},
	{"start", "Start", "起始状态"},
	{"state", "State", "状态"},
	{"step", "Step", "单步"},
	{"stop", "Stop", "停止"},
	{"stopped", "stopped", "已停止"},
	{"swapHelp", "Click two tiles of the board or of the goal to exchange them. One swap flips the parity: watch the verdict.", "依次点击棋盘或目标中的两个方块来交换它们。交换一次会改变奇偶性：留意上方的判定。"},
	{"swapMode", "Swap tiles", "交换方块"},
	{"switchLang", "中文", "English"},
	{"switchTitle", "切换到中文", "Switch to English"},
	{"tab-compare", "Compare", "比较"},
	{"tab-lesson", "Lesson", "课堂"},
	{"tab-setup", "Set up", "设置"},
	{"tab-share", "Share", "分享"},
	{"tablesBuilding", "Building the pattern databases for this goal (once per browser): %d %%", "正在为此目标构建模式数据库（每个浏览器只需一次）：%d%%"},
	{"tablesBuilt", "Pattern databases built in %s (%s).", "模式数据库已构建，用时 %s（%s）。"},
	{"tablesLoaded", "Pattern databases read back from this browser in %s.", "已从本浏览器读取模式数据库，用时 %s。"},
	{"tablesLoading", "Reading the pattern databases kept by this browser…", "正在读取本浏览器保存的模式数据库……"},
	{"tablesStored", "Kept in this browser: the next visit reads them instead of building them.", "已保存在本浏览器中：下次访问直接读取，无需重建。"},
	{"tagline", "Watch search algorithms solve the sliding-tile puzzle", "观察搜索算法如何解八数码（滑块拼图）"},
	{"tile", "tile %d", "方块 %d"},
	{"time", "Time", "用时"},
	{"title", "Slide Lab", "滑块实验室"},
	{"toLatest", "Latest", "最新"},
	{"toStart", "First", "最初"},
	{"unsolvable", "Unsolvable", "无解"},
	{"up", "up", "上"},
	{"viewersLang", "Each viewer's own", "随观看者的浏览器"},
	{"views", "Views", "视图"},
	{"weight", "Weight w", "权重 w"},
	{"whyParity", "Why (parity)", "为什么（奇偶性）"},
}

// message is one string of the page in English and 中文.
type message struct{ key, en, zh string }

// find returns the message called key.
func find(key string) (message, bool) {
	for _, table := range [][]message{messages, explainMessages} {
		if i, ok := slices.BinarySearchFunc(table, key, func(m message, k string) int { return strings.Compare(m.key, k) }); ok {
			return table[i], true
		}
	}
	return message{}, false
}

// t returns the string for key in l, or the key itself when it is missing
// (a test checks that none is).
func (l lang) t(key string) string {
	m, ok := find(key)
	if !ok {
		return key
	}
	return l.pick(m.en, m.zh)
}

// tn is t for a text about n things: English's singular form (key+"1")
// when n is 1.
func (l lang) tn(key string, n int) string {
	if n == 1 {
		if m, ok := find(key + "1"); ok {
			return l.pick(m.en, m.zh)
		}
	}
	return l.t(key)
}

// speedName names a speed of the menu.
func (l lang) speedName(sp int) string {
	switch sp {
	case 0:
		return l.t("flatOut")
	case speedTeach:
		return l.t("speedTeach")
	}
	return fmt.Sprintf(l.tn("perSecond", sp), strconv.Itoa(sp))
}

// boardName reads a board row by row for a screen reader: "Board, 3 rows:
// 8 6 7; 2 5 4; 3, blank, 1".
func (l lang) boardName(label string, b solver.Board) string {
	rows := boardRows(b, l.t("blank"), " ")
	return fmt.Sprintf(l.t("boardRows"), label, b.Height(), strings.Join(rows, l.t("rowSep")))
}

// boardRows writes each row of b, its tiles joined by sep and the blank
// written as blank.
func boardRows(b solver.Board, blank, sep string) []string {
	rows := make([]string, b.Height())
	for r := range rows {
		cells := make([]string, b.Width())
		for c := range cells {
			cells[c] = strconv.Itoa(b.At(r*b.Width() + c))
			if cells[c] == "0" {
				cells[c] = blank
			}
		}
		rows[r] = strings.Join(cells, sep)
	}
	return rows
}

// pick chooses between the English and the Chinese of a text that comes
// with both, like the solver's registry labels.
func (l lang) pick(en, zh string) string {
	if l == chinese {
		return zh
	}
	return en
}

// dirName names the direction the blank moves: U/D/L/R or 上下左右.
func (l lang) dirName(d solver.Dir) string {
	return l.t(d.String())
}

func (l lang) parityWord(n int) string {
	if n%2 == 0 {
		return l.t("even")
	}
	return l.t("odd")
}
