package solver

import (
	"strings"
	"unicode/utf8"
)

// Formula is a heuristic written as an expression over the board, the
// page's h=custom&hx=…: numbers, + - * /, parentheses, min(…) and max(…),
// the built-in heuristics by name and per-tile terms. ParseFormula reads
// its syntax alone; Bind makes it a Heuristic for one goal.
//
//	formula = sum
//	sum     = product { ("+" | "-") product }
//	product = unary { ("*" | "/") unary }
//	unary   = "-" unary | atom
//	atom    = number | measure | call | "(" sum ")"
//	call    = ("min" | "max") "(" sum { "," sum } ")"
//	        | ("dist" | "out") "(" tile ")"
//	measure = "manhattan" | "misplaced" | "linear" | "pdb" | "exact"
//	        | "outrow" | "outcol"
//
// Numbers are decimal (2, 1.5); names are case-blind; full-width
// characters and × ÷ − read as their ASCII forms; a division by a number
// that is zero (1/0, 2/(1-1)) is refused. dist(t) is tile t's
// rows plus columns from its goal cell, out(t) is 1 when tile t is off its
// goal cell and 0 on it, outrow and outcol count the tiles out of their
// goal row and column. The value is rounded down to a whole number of
// moves.
type Formula struct {
	src  string
	root *formulaNode
}

// The limits of a formula: longer or deeper ones are refused.
const (
	MaxFormulaLen   = 200 // characters
	MaxFormulaDepth = 12  // parentheses and calls nested
)

// ParseFormula reads src, or returns an *InputError whose arguments name
// the column (from 1, in characters) of the first mistake.
func ParseFormula(src string) (*Formula, error) {
	if n := utf8.RuneCountInString(src); n > MaxFormulaLen {
		return nil, inputErr("fLong", n, MaxFormulaLen)
	}
	if strings.TrimSpace(src) == "" {
		return nil, inputErr("fEmpty")
	}
	p := formulaParser{src: []rune(src)}
	for i, r := range p.src { // what a Chinese input method types: （）＋，, and × ÷ −
		p.src[i] = formulaRune(r)
	}
	root, err := p.formula()
	if err != nil {
		return nil, err
	}
	return &Formula{src: src, root: root}, nil
}

// formulaRune reads a character as the formula's ASCII: full-width forms
// as their ASCII ones (one character for one, so columns stay), and the
// signs × ÷ − as * / -.
func formulaRune(r rune) rune {
	switch r {
	case '×':
		return '*'
	case '÷':
		return '/'
	case '−':
		return '-'
	}
	return halfWidth(r)
}

// String returns the formula as it was written.
func (f *Formula) String() string { return f.src }

// Uses reports whether the formula reads the measure called name
// ("pdb", "exact", …).
func (f *Formula) Uses(name string) bool { return f.root.uses(name) }

// Check reports, as an *InputError, a part of the formula that does not
// fit goal's board: a tile it does not have, or exact above MaxExactCells
// cells. It builds nothing.
func (f *Formula) Check(goal Board) error { return f.root.check(goal) }

// Bind makes the formula a heuristic for goal, or returns Check's error.
// Pattern databases are built here when the formula reads them and they
// are not held.
func (f *Formula) Bind(goal Board) (*FormulaHeuristic, error) {
	if err := f.Check(goal); err != nil {
		return nil, err
	}
	root, err := f.root.bound(goal)
	if err != nil {
		return nil, err
	}
	return &FormulaHeuristic{f: f, root: root, goal: goal}, nil
}
