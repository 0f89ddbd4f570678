package solver

import "math"

// formulaNode is a part of a parsed formula: an operation on its args
// (op: + - * / and ~ for negation), a number (num), a measure (name), or a
// call of a name on its args. col is the column it starts at, for errors.
type formulaNode struct {
	op   rune
	num  float64
	name string
	args []*formulaNode
	col  int
	m    Heuristic // a built-in measure, once bound
	tile int       // dist and out: the tile's goal cell, once bound
}

func (n *formulaNode) uses(name string) bool {
	if n.name == name {
		return true
	}
	for _, a := range n.args {
		if a.uses(name) {
			return true
		}
	}
	return false
}

// bind readies the node and its args for h's goal.
func (n *formulaNode) bind(h *FormulaHeuristic) error {
	for _, a := range n.args {
		if err := a.bind(h); err != nil {
			return err
		}
	}
	goal := h.goal
	switch n.name {
	case "dist", "out":
		t := int(n.args[0].num)
		if t < 1 || t >= goal.Len() {
			return inputErr("fTile", t, n.args[0].col, goal.Len()-1)
		}
		for c := range goal.Len() {
			if goal.At(c) == t {
				n.tile = c
			}
		}
	case "manhattan", "misplaced", "linear", "pdb", "exact":
		info, _ := HeuristicByName(n.name)
		if goal.Len() > info.MaxCells {
			return inputErr("fSize", n.name, n.col, info.MaxCells)
		}
		m, err := info.New(goal)
		if err != nil {
			return err
		}
		n.m = m
	}
	return nil
}

// eval returns the node's value on b, false when it divides by zero.
func (n *formulaNode) eval(h *FormulaHeuristic, b Board) (float64, bool) {
	switch n.op {
	case '~':
		x, ok := n.args[0].eval(h, b)
		return -x, ok
	case '+', '-', '*', '/':
		x, ok := n.args[0].eval(h, b)
		if !ok {
			return 0, false
		}
		y, ok := n.args[1].eval(h, b)
		if !ok {
			return 0, false
		}
		switch n.op {
		case '+':
			return x + y, true
		case '-':
			return x - y, true
		case '*':
			return x * y, true
		}
		if y == 0 {
			return 0, false
		}
		return x / y, true
	}
	switch n.name {
	case "":
		return n.num, true
	case "min", "max":
		best := math.Inf(1)
		if n.name == "max" {
			best = math.Inf(-1)
		}
		for _, a := range n.args {
			x, ok := a.eval(h, b)
			if !ok {
				return 0, false
			}
			if n.name == "min" {
				best = min(best, x)
			} else {
				best = max(best, x)
			}
		}
		return best, true
	case "dist", "out":
		w := b.Width()
		for c := range b.Len() {
			if b.At(c) != h.goal.At(n.tile) {
				continue
			}
			if n.name == "out" {
				return float64(min(abs(c-n.tile), 1)), true
			}
			return float64(abs(c/w-n.tile/w) + abs(c%w-n.tile%w)), true
		}
	case "outrow", "outcol":
		return float64(outOfLine(b, h.goal, n.name == "outrow")), true
	}
	return float64(n.m.Of(b)), true
}

// outOfLine counts the tiles of b out of their goal row (rows) or column.
func outOfLine(b, goal Board, rows bool) int {
	w := b.Width()
	var at [MaxCells]int
	for c := range goal.Len() {
		at[goal.At(c)] = c
	}
	out := 0
	for c := range b.Len() {
		t := b.At(c)
		if t == 0 {
			continue
		}
		if rows && c/w != at[t]/w || !rows && c%w != at[t]%w {
			out++
		}
	}
	return out
}
