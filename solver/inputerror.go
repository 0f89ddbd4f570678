package solver

import (
	"fmt"
	"slices"
)

// InputError is a bad input as a value: a code that names what is wrong
// and the numbers and text at fault, so that each language can word it.
// Error words it in English; a page in another language words Code and
// Args itself (InputCodes lists every code).
type InputError struct {
	Code string // one of InputCodes
	Args []any  // ints and strings, in the order of the code's English message
	Row  int    // the row of the board typed that it is in, from 1; 0: none
	Goal bool   // it is in the goal, not the start
}

// inputMessages words each code in English. A code whose first argument
// is 1 takes the message of the code with "1" appended, when there is one.
var inputMessages = map[string]string{
	"empty":          "the board is empty",
	"onlySeparators": "the board is empty: only row separators",
	"emptyRow":       "an empty row",
	"notNumber":      "number %d: %q is not a tile number",
	"unknownChar":    "unknown character %q at position %d",
	"letterTiles":    "'%s' is not a tile here: tiles are numbers; the letters A to F stand for 10 to 15 on boards of more than 10 cells",
	"rowLength":      "row %d has %d cells but row 1 has %d: rows must be the same length",
	"sizeVsGoal":     "the board is %d×%d but the goal is %d×%d",
	"goalVsStart":    "the goal is %d×%d but the start is %d×%d",
	"count":          "%d cells given but a %d×%d board has %d",
	"count1":         "%d cell given but a %d×%d board has %d",
	"countOut":       "%d cells given: a square board has 4 (2×2), 9 (3×3), 16 (4×4) … up to 100 (10×10) cells; separate the rows of other boards with '/'",
	"countOut1":      "%d cell given: a square board has 4 (2×2), 9 (3×3), 16 (4×4) … up to 100 (10×10) cells; separate the rows of other boards with '/'",
	"notSquare":      "%d cells given: not a square board; separate the rows with '/', like 123/45_",
	"oneMissing":     "%d cells given: one cell missing? a %d×%d board has %d (a board of another shape: separate its rows with '/')",
	"oneExtra":       "%d cells given: one cell too many? a %d×%d board has %d (a board of another shape: separate its rows with '/')",
	"size":           "size %d×%d is not supported: width and height must be 2 to 10",
	"tooLarge":       "cell %d: tile %d is too large: a %d×%d board has tiles 1 to %d and a blank",
	"twice":          "tile %d appears twice (cells %d and %d)",
	"twiceBlank":     "the blank (0) appears twice (cells %[2]d and %[3]d)",
	"sizes":          "the start is %d×%d but the goal is %d×%d",
	"heuristic":      "unknown heuristic %q: choose one of %s",
	"heuristicSize":  "heuristic %q works on boards of up to %d cells, not %d×%d",
	"algorithm":      "unknown algorithm %q: choose one of %s",
	"weight":         "weight %v: must be between 1 and 100",
	"depth":          "depth limit %d: must be between 1 and 1000",
	"budget":         "node budget %d: must be positive",
	"distance":       "no board is %d moves from this goal: the distances run from 0 to %d",
	"fLong":          "the formula has %d characters: at most %d",
	"fEmpty":         "the formula is empty: write one, like max(manhattan, misplaced)",
	"fUnopened":      "the ')' at column %d closes nothing",
	"fExtra":         "unexpected %q at column %d: expected an operator (+ - * /) or the end",
	"fTermAfter":     "expected a term after %q at column %d",
	"fTermEnd":       "expected a term at column %d, where the formula ends",
	"fTermAt":        "expected a term at column %[2]d, not %[1]q",
	"fChar":          "unknown character %q at column %d",
	"fDeep":          "the formula nests deeper than %d at column %d",
	"fUnclosed":      "the '(' at column %d is never closed",
	"fCloseAt":       "unexpected %q at column %d: expected ')' to close the '(' at column %d",
	"fNumber":        "%q at column %d is not a number",
	"fBig":           "the number %s at column %d is too large: at most %d",
	"fName":          "unknown name %q at column %d: use manhattan, misplaced, linear, pdb, exact, outrow, outcol, dist(tile), out(tile), min(…), max(…)",
	"fNotCall":       "%q at column %d is a number of the board, not a function: write it without parentheses",
	"fCall":          "%[1]q at column %[2]d needs its arguments in parentheses: %[1]s(…)",
	"fNoArgs":        "%q at column %d needs at least one argument",
	"fTileArg":       "%[1]q at column %[2]d takes one tile number, like %[1]s(3)",
	"fTile":          "there is no tile %d (column %d): this board has tiles 1 to %d",
	"fSize":          "%q at column %d works on boards of up to %d cells",
	"fZero":          "the '/' at column %d divides by zero",
	"fDivZero":       "the formula divides by zero on the board %s",
	"fNegative":      "the formula is negative (%v) on the board %s: h counts moves, at least 0",
	"fHuge":          "the formula is %v on the board %s: at most %d",
}

// InputCodes lists every InputError code with its English message, for
// pages that word them in other languages (and their tests).
func InputCodes() map[string]string { return inputMessages }

func inputErr(code string, args ...any) *InputError { return &InputError{Code: code, Args: args} }

// Message is the key of the message that words e: its code, or its code
// with "1" appended when its first argument is 1 and there is such a code.
func (e *InputError) Message() string {
	if n, ok := firstInt(e.Args); ok && n == 1 {
		if _, ok := inputMessages[e.Code+"1"]; ok {
			return e.Code + "1"
		}
	}
	return e.Code
}

func firstInt(args []any) (int, bool) {
	if len(args) == 0 {
		return 0, false
	}
	n, ok := args[0].(int)
	return n, ok
}

func (e *InputError) Error() string {
	return e.Words(func(code string) string { return inputMessages[code] }, "row %d: ", "goal: ")
}

// Words words e in a language: message is the message of a code (as
// InputCodes, in that language), row a prefix taking the row's number,
// goal the prefix of an error in the goal.
func (e *InputError) Words(message func(code string) string, row, goal string) string {
	s := fmt.Sprintf(message(e.Message()), ClipArgs(e.Args)...)
	if e.Row > 0 {
		s = fmt.Sprintf(row, e.Row) + s
	}
	if e.Goal {
		s = goal + s
	}
	return s
}

// QuoteMax is the most characters of a value typed that a message quotes:
// a value of any length reads as its start and "…".
const QuoteMax = 60

// Clip is s as a message quotes it: QuoteMax characters at most.
func Clip(s string) string {
	if r := []rune(s); len(r) > QuoteMax {
		return string(r[:QuoteMax]) + "…"
	}
	return s
}

// Names is a list of the names a message offers (the algorithms, the
// heuristics): never clipped, unlike a value typed.
type Names string

// ClipArgs is args with every string clipped (Clip), for a message that
// quotes them; Names are left whole.
func ClipArgs(args []any) []any {
	out := slices.Clone(args)
	for i, a := range out {
		if s, ok := a.(string); ok {
			out[i] = Clip(s)
		}
	}
	return out
}
