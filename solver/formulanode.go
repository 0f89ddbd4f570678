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
	m    Heuristic // a built-in measure, in a bound copy
	tile int       // dist and out: the tile's goal cell, in a bound copy
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

// constant returns the node's value when it reads nothing of the board.
func (n *formulaNode) constant() (float64, bool) {
	if n.name != "" && n.name != "min" && n.name != "max" {
		return 0, false
	}
	for _, a := range n.args {
		if _, ok := a.constant(); !ok {
			return 0, false
		}
	}
	return n.eval(nil, Board{})
}

// check reports a part that does not fit goal's board: a tile it does not
// have, a measure it is too large for.
func (n *formulaNode) check(goal Board) error {
	for _, a := range n.args {
		if err := a.check(goal); err != nil {
			return err
		}
	}
	switch n.name {
	case "dist", "out":
		if t := int(n.args[0].num); t < 1 || t >= goal.Len() {
			return inputErr("fTile", t, n.args[0].col, goal.Len()-1)
		}
	case "manhattan", "misplaced", "linear", "pdb", "exact":
		if info, _ := HeuristicByName(n.name); goal.Len() > info.MaxCells {
			return inputErr("fSize", n.name, n.col, info.MaxCells)
		}
	}
	return nil
}

// bound returns a copy of the node ready for goal, which check has
// passed: its measures built, its tiles' goal cells found. Each binding
// has its own copy, so one formula may serve several goals.
func (n *formulaNode) bound(goal Board) (*formulaNode, error) {
	c := *n
	c.args = make([]*formulaNode, len(n.args))
	for i, a := range n.args {
		b, err := a.bound(goal)
		if err != nil {
			return nil, err
		}
		c.args[i] = b
	}
	switch n.name {
	case "dist", "out":
		for cell := range goal.Len() {
			if goal.At(cell) == int(n.args[0].num) {
				c.tile = cell
			}
		}
	case "manhattan", "misplaced", "linear", "pdb", "exact":
		info, _ := HeuristicByName(n.name)
		m, err := info.New(goal)
		if err != nil {
			return nil, err
		}
		c.m = m
	}
	return &c, nil
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
	var at [MaxSide * MaxSide]int
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
