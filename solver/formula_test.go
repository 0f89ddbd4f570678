package solver

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestFormulaValues evaluates formulas on boards whose values are counted
// by hand: 123456708 has one tile (8) a column from home; 120453786 has 3
// and 6 each a row from home.
func TestFormulaValues(t *testing.T) {
	goal := Standard(3, 3)
	for _, c := range []struct {
		board, formula string
		want           int
	}{
		{"123456708", "manhattan", 1}, {"123456708", "misplaced", 1}, {"123456708", "linear", 1},
		{"123456708", "dist(8)", 1}, {"123456708", "out(8)", 1}, {"123456708", "out(7)", 0},
		{"123456708", "outrow", 0}, {"123456708", "outcol", 1}, {"123456708", "exact", 1},
		{"123456708", "2*manhattan+1", 3}, {"123456708", "manhattan/2", 0}, {"123456708", "1.5*manhattan", 1},
		{"123456708", "(1+2)*3", 9}, {"123456708", "10-2-3", 5}, {"123456708", "12/2/3", 2},
		{"123456708", "2*3+4", 10}, {"123456708", "2+3*4", 14}, {"123456708", "--3", 3}, {"123456708", "-2+5", 3},
		{"123456708", "0.1*30", 3}, {"123456708", " MAX( 1 , 2 , Manhattan ) ", 2}, {"123456708", "min(4,manhattan,7)", 1},
		{"123456708", "max（manhattan，misplaced）×３−1", 2}, {"123456708", "６÷2", 3}, {"123456708", "manhattan/(misplaced)", 1},
		{"120453786", "manhattan", 2}, {"120453786", "misplaced", 2}, {"120453786", "outrow", 2},
		{"120453786", "outcol", 0}, {"120453786", "dist(3)+dist(6)", 2}, {"120453786", "max(outrow,outcol)", 2},
		{"120453786", "manhattan+outrow*outcol", 2}, {"120453786", "exact", 2},
		{"283164705", "dist(1)", 1}, {"283164705", "dist(8)", 2}, {"283164705", "dist(2)", 1},
	} {
		f, err := ParseFormula(c.formula)
		if err != nil {
			t.Fatalf("%q: %v", c.formula, err)
		}
		h, err := f.Bind(goal)
		if err != nil {
			t.Fatalf("%q: %v", c.formula, err)
		}
		if got := h.Of(mustParse(t, c.board)); got != c.want || h.Fault() != nil {
			t.Errorf("%q on %s = %d (fault %v), want %d", c.formula, c.board, got, h.Fault(), c.want)
		}
	}
}

// TestFormulaBuiltIns: a formula of one name is that heuristic on every
// board, for each goal it is bound to (one formula, several goals).
func TestFormulaBuiltIns(t *testing.T) {
	formulas := map[string]*Formula{}
	for _, name := range []string{"manhattan", "misplaced", "linear"} {
		formulas[name], _ = ParseFormula(name)
	}
	for _, goal := range []Board{Standard(3, 3), Spiral(3, 3), Standard(4, 3)} {
		for name, f := range formulas {
			h, err := f.Bind(goal)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := NewHeuristic(name, goal)
			rng := rand.New(rand.NewPCG(1, 2))
			for range 500 {
				b := ScrambleUniform(goal, rng)
				if h.Of(b) != want.Of(b) {
					t.Fatalf("%s on %s: formula %d, heuristic %d", name, b, h.Of(b), want.Of(b))
				}
			}
		}
	}
}

// TestFormulaErrors: each mistake is named with its column.
func TestFormulaErrors(t *testing.T) {
	for _, c := range []struct {
		formula, code string
		args          []any
	}{
		{"", "fEmpty", nil},
		{"   ", "fEmpty", nil},
		{"manhattan+", "fTermAfter", []any{"+", 10}},
		{"manhattan + ", "fTermAfter", []any{"+", 11}},
		{"2*(manhattan", "fUnclosed", []any{3}},
		{"manhattan)", "fUnopened", []any{10}},
		{"manhatan", "fName", []any{"manhatan", 1}},
		{"2*manhatan", "fName", []any{"manhatan", 3}},
		{"min()", "fNoArgs", []any{"min", 1}},
		{"max(1,)", "fTermAt", []any{")", 7}},
		{"dist(1.5)", "fTileArg", []any{"dist", 1}},
		{"out(manhattan)", "fTileArg", []any{"out", 1}},
		{"dist(1,2)", "fTileArg", []any{"dist", 1}},
		{"2 3", "fExtra", []any{"3", 3}},
		{"2 # 3", "fChar", []any{"#", 3}},
		{"【1】", "fChar", []any{"【", 1}},
		{"1+【1】", "fChar", []any{"【", 3}},
		{"1.2.3", "fNumber", []any{"1.2.3", 1}},
		{"manhattan/0", "fZero", []any{10}},
		{"manhattan + 1/(2-2*1)", "fZero", []any{14}},
		{"1/max(0, 0)", "fZero", []any{2}},
		{"（1＋manhattan）÷0", "fZero", []any{14}},
		{"（1＋manhatan）", "fName", []any{"manhatan", 4}},
		{"+1", "fTermAt", []any{"+", 1}},
		{"(", "fTermEnd", []any{2}},
		{"max(1 2)", "fCloseAt", []any{"2", 7, 4}},
		{"manhattan(2)", "fNotCall", []any{"manhattan", 1}},
		{"1+max", "fCall", []any{"max", 3}},
		{"5000", "fBig", []any{"5000", 1, maxFormulaNumber}},
		{strings.Repeat("1+", 100) + "1", "fLong", []any{201, MaxFormulaLen}},
		{strings.Repeat("(", 13) + "1" + strings.Repeat(")", 13), "fDeep", []any{MaxFormulaDepth, 13}},
		{strings.Repeat("max(", 13) + "1" + strings.Repeat(")", 13), "fDeep", []any{MaxFormulaDepth, 52}},
	} {
		_, err := ParseFormula(c.formula)
		var ie *InputError
		if !errors.As(err, &ie) || ie.Code != c.code || (c.args != nil && !slices.Equal(ie.Args, c.args)) {
			t.Errorf("%q: %v (%#v), want %s %v", c.formula, err, ie, c.code, c.args)
		}
	}
	for _, c := range []struct {
		formula string
		goal    Board
		code    string
		args    []any
	}{
		{"dist(9)", Standard(3, 3), "fTile", []any{9, 6, 8}},
		{"manhattan + out(0)", Standard(3, 3), "fTile", []any{0, 17, 8}},
		{"dist(15)", Standard(4, 4), "", nil},
		{"max(manhattan, exact)", Standard(4, 4), "fSize", []any{"exact", 16, MaxExactCells}},
	} {
		f, err := ParseFormula(c.formula)
		if err != nil {
			t.Fatal(err)
		}
		_, err = f.Bind(c.goal)
		var ie *InputError
		if c.code == "" && err != nil || c.code != "" && (!errors.As(err, &ie) || ie.Code != c.code || !slices.Equal(ie.Args, c.args)) {
			t.Errorf("%q on %s: %v, want %s %v", c.formula, c.goal, err, c.code, c.args)
		}
	}
}

// TestFormulaFaults: a division by zero, a negative or a huge value is
// reported for the first board where it happens, and counts 0 (or the
// largest h) there.
func TestFormulaFaults(t *testing.T) {
	goal := Standard(3, 3)
	near := mustParse(t, "123456708")
	for _, c := range []struct {
		formula, code string
		want          int
	}{
		{"manhattan/(misplaced-1)", "fDivZero", 0},
		{"manhattan-5", "fNegative", 0},
		{"1000*manhattan+1", "fHuge", MaxFormulaH},
		{"manhattan", "", 1},
	} {
		f, _ := ParseFormula(c.formula)
		h, _ := f.Bind(goal)
		got := h.Of(near)
		h.Of(goal)
		fault := h.Fault()
		if got != c.want || (fault == nil) != (c.code == "") || fault != nil && (fault.Code != c.code || fault.Board != near || !strings.Contains(fault.Err().Error(), near.String())) {
			t.Errorf("%q: h = %d, fault %v; want %d, %s on %s", c.formula, got, fault, c.want, c.code, near)
		}
	}
}

// FuzzFormula: no text makes the parser, the binding or the evaluation
// panic; a formula that parses evaluates on the goal and a scramble.
func FuzzFormula(f *testing.F) {
	for _, s := range []string{"manhattan", "2*manhattan", "max(manhattan,misplaced)", "dist(3)+out(4)", "(1+2)*3/0",
		"min(outrow,outcol)-linear", "-(-1)", "1.5.", "max(", "exact+pdb", "（", "max（1，2）÷0", strings.Repeat("(", 20)} {
		f.Add(s)
	}
	goal := Standard(3, 3)
	b := ScrambleMoves(goal, 20, rand.New(rand.NewPCG(1, 2)))
	f.Fuzz(func(t *testing.T, s string) {
		fm, err := ParseFormula(s)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) || strings.Contains(ie.Error(), "%!") {
				t.Fatalf("%q: %v", s, err)
			}
			return
		}
		h, err := fm.Bind(goal)
		if err != nil {
			return
		}
		h.Of(b)
		h.Of(goal)
	})
}
