package state

import (
	"errors"
	"fmt"
	"strings"

	"slidelab/app/ui"
	"slidelab/solver"
)

// pageError is a value the page refused, as a message key and its
// arguments, so that it is worded in the page's language when shown (the
// language may change after).
type pageError struct {
	key  string
	args []any
}

func NewPageError(key string, args ...any) *pageError { return &pageError{key: key, args: args} }

func (e *pageError) Error() string { return InputErrorText(ui.English, e) }

// errText words err in l: the solver's input errors by their code, the
// page's own by their key; anything else, which no input of the user's
// can cause, as it is.
func InputErrorText(l ui.Lang, err error) string {
	var pe *pageError
	if errors.As(err, &pe) {
		return fmt.Sprintf(l.T(pe.key), solver.ClipArgs(pe.args)...)
	}
	var ie *solver.InputError
	if !errors.As(err, &ie) {
		if err == nil {
			return ""
		}
		return err.Error()
	}
	if l == ui.English {
		return ie.Error()
	}
	return ie.Words(InputZH, "第 %d 行：", "目标：")
}

// inputZH words the solver's input errors in Chinese, by code (see
// solver.InputCodes, whose English these follow argument for argument).
var InputZH = map[string]string{
	"empty":          "棋盘是空的",
	"onlySeparators": "棋盘是空的：只有行分隔符",
	"emptyRow":       "有一行是空的",
	"notNumber":      "第 %d 个数“%s”不是方块编号",
	"unknownChar":    "第 %[2]d 个字符“%[1]c”无法识别",
	"letterTiles":    "“%s”在这里不是方块：方块用数字表示；字母 A 到 F 只在超过 10 格的棋盘上表示 10 到 15",
	"rowLength":      "第 %d 行有 %d 格，而第 1 行有 %d 格：每行的格数必须相同",
	"sizeVsGoal":     "这个棋盘是 %d×%d，而目标状态是 %d×%d",
	"goalVsStart":    "目标状态是 %d×%d，而起始状态是 %d×%d",
	"count":          "输入了 %d 格，而 %d×%d 的棋盘有 %d 格",
	"count1":         "输入了 %d 格，而 %d×%d 的棋盘有 %d 格",
	"countOut":       "输入了 %d 格：正方形棋盘的格数为 4（2×2）、9（3×3）、16（4×4）……一直到 100（10×10）；其他形状的棋盘请用“/”分隔各行",
	"countOut1":      "输入了 %d 格：正方形棋盘的格数为 4（2×2）、9（3×3）、16（4×4）……一直到 100（10×10）；其他形状的棋盘请用“/”分隔各行",
	"notSquare":      "输入了 %d 格：不是正方形棋盘；请用“/”分隔各行，例如 123/45_",
	"oneMissing":     "输入了 %d 格：是不是漏了一格？%d×%d 的棋盘有 %d 格（其他形状的棋盘请用“/”分隔各行）",
	"oneExtra":       "输入了 %d 格：是不是多了一格？%d×%d 的棋盘有 %d 格（其他形状的棋盘请用“/”分隔各行）",
	"size":           "不支持 %d×%d 的棋盘：宽和高都必须在 2 到 10 之间",
	"tooLarge":       "第 %d 格：方块 %d 太大了：%d×%d 的棋盘只有方块 1 到 %d 和一个空格",
	"twice":          "方块 %d 出现了两次（第 %d 格和第 %d 格）",
	"twiceBlank":     "空格（0）出现了两次（第 %[2]d 格和第 %[3]d 格）",
	"sizes":          "起始状态是 %d×%d，而目标状态是 %d×%d",
	"heuristic":      "没有名为“%s”的启发函数：可选 %s",
	"heuristicSize":  "启发函数“%s”只适用于不超过 %d 格的棋盘，不适用于 %d×%d",
	"algorithm":      "没有名为“%s”的算法：可选 %s",
	"weight":         "权重 %v：必须在 1 到 100 之间",
	"depth":          "深度上限 %d：必须在 1 到 1000 之间",
	"budget":         "节点预算 %d：必须是正数",
	"distance":       "没有离此目标恰好 %d 步的状态：距离范围是 0 到 %d",
	"fLong":          "公式有 %d 个字符：最多 %d 个",
	"fEmpty":         "公式是空的：请写一个，例如 max(manhattan, misplaced)",
	"fUnopened":      "第 %d 列的“)”没有对应的“(”",
	"fExtra":         "第 %[2]d 列出现了意外的“%[1]s”：这里应是运算符（+ - * /）或公式结尾",
	"fTermAfter":     "第 %[2]d 列的“%[1]s”后面缺少一项",
	"fTermEnd":       "第 %d 列缺少一项：公式在这里就结束了",
	"fTermAt":        "第 %[2]d 列应是一项，而不是“%[1]s”",
	"fChar":          "第 %[2]d 列的字符“%[1]s”无法识别",
	"fDeep":          "公式嵌套超过 %d 层（第 %d 列）",
	"fUnclosed":      "第 %d 列的“(”没有闭合",
	"fCloseAt":       "第 %[2]d 列出现了意外的“%[1]s”：应是“)”，与第 %[3]d 列的“(”配对",
	"fNumber":        "第 %[2]d 列的“%[1]s”不是数",
	"fBig":           "第 %[2]d 列的数 %[1]s 太大：不能超过 %[3]d",
	"fName":          "第 %[2]d 列的名称“%[1]s”无法识别：可用 manhattan、misplaced、linear、pdb、exact、outrow、outcol、dist(方块)、out(方块)、min(…)、max(…)",
	"fNotCall":       "第 %[2]d 列的“%[1]s”是棋盘的一个量，不是函数：请去掉括号",
	"fCall":          "第 %[2]d 列的“%[1]s”需要把参数写在括号里：%[1]s(…)",
	"fNoArgs":        "第 %[2]d 列的“%[1]s”至少需要一个参数",
	"fTileArg":       "第 %[2]d 列的“%[1]s”只接受一个方块编号，例如 %[1]s(3)",
	"fTile":          "没有方块 %d（第 %d 列）：这个棋盘的方块是 1 到 %d",
	"fSize":          "第 %[2]d 列的“%[1]s”只适用于不超过 %[3]d 格的棋盘",
	"fZero":          "第 %d 列的“/”除数为零",
	"fDivZero":       "在棋盘 %s 上，公式除以了零",
	"fNegative":      "公式在棋盘 %[2]s 上为负数（%[1]v）：h 是步数，至少为 0",
	"fHuge":          "公式在棋盘 %[2]s 上的值为 %[1]v：不能超过 %[3]d",
}

// Refused is a URL value the page refused: the banner shows it, and the
// page uses the default instead.
type Refused struct {
	Param, Value string
	Err          error
	Kept         string // the setting's value in the address when the page started: the refusal holds until it changes
}

// RefusedText explains a refused URL value in the page's language.
func RefusedText(l ui.Lang, r Refused) string {
	return fmt.Sprintf(l.T("badParam"), r.Param, strings.TrimSpace(r.Value), InputErrorText(l, r.Err))
}
