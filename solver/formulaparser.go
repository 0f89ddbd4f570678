package solver

import (
	"strconv"
	"strings"
	"unicode"
)

// formulaParser reads a formula by recursive descent, one rune at a time;
// every error names the column (from 1) where it is.
type formulaParser struct {
	src   []rune
	pos   int
	depth int
}

func (p *formulaParser) formula() (*formulaNode, error) {
	n, err := p.sum()
	if err != nil {
		return nil, err
	}
	if c, ok := p.peek(); ok {
		switch {
		case c == ')':
			return nil, inputErr("fUnopened", p.pos+1)
		case !isFormulaRune(c):
			return nil, inputErr("fChar", string(c), p.pos+1)
		}
		return nil, inputErr("fExtra", string(c), p.pos+1)
	}
	return n, nil
}

// peek skips spaces and returns the next rune, false at the end.
func (p *formulaParser) peek() (rune, bool) {
	for p.pos < len(p.src) && unicode.IsSpace(p.src[p.pos]) {
		p.pos++
	}
	if p.pos == len(p.src) {
		return 0, false
	}
	return p.src[p.pos], true
}

func (p *formulaParser) sum() (*formulaNode, error) {
	return p.chain("+-", p.product)
}

func (p *formulaParser) product() (*formulaNode, error) {
	return p.chain("*/", p.unary)
}

// chain reads operands joined by the operators ops, left to right.
func (p *formulaParser) chain(ops string, operand func() (*formulaNode, error)) (*formulaNode, error) {
	left, err := operand()
	if err != nil {
		return nil, err
	}
	for {
		c, ok := p.peek()
		if !ok || !strings.ContainsRune(ops, c) {
			return left, nil
		}
		col := p.pos + 1
		p.pos++
		right, err := p.after(c, col, operand)
		if err != nil {
			return nil, err
		}
		if v, ok := right.constant(); c == '/' && ok && v == 0 {
			return nil, inputErr("fZero", col)
		}
		left = &formulaNode{op: c, col: col, args: []*formulaNode{left, right}}
	}
}

// after reads the operand of the operator op at column col.
func (p *formulaParser) after(op rune, col int, operand func() (*formulaNode, error)) (*formulaNode, error) {
	if _, ok := p.peek(); !ok {
		return nil, inputErr("fTermAfter", string(op), col)
	}
	return operand()
}

func (p *formulaParser) unary() (*formulaNode, error) {
	c, ok := p.peek()
	if ok && c == '-' {
		col := p.pos + 1
		p.pos++
		x, err := p.after(c, col, p.unary)
		if err != nil {
			return nil, err
		}
		return &formulaNode{op: '~', col: col, args: []*formulaNode{x}}, nil
	}
	return p.atom()
}

func (p *formulaParser) atom() (*formulaNode, error) {
	c, ok := p.peek()
	col := p.pos + 1
	switch {
	case !ok:
		return nil, inputErr("fTermEnd", col)
	case c == '(':
		p.pos++
		if err := p.deeper(col); err != nil {
			return nil, err
		}
		n, err := p.sum()
		if err != nil {
			return nil, err
		}
		p.depth--
		return n, p.close(col)
	case c >= '0' && c <= '9' || c == '.':
		return p.number(col)
	case isNameRune(c):
		return p.name(col)
	case strings.ContainsRune("+*/),", c):
		return nil, inputErr("fTermAt", string(c), col)
	}
	return nil, inputErr("fChar", string(c), col)
}

// deeper enters a parenthesis or a call opened at col.
func (p *formulaParser) deeper(col int) error {
	p.depth++
	if p.depth > MaxFormulaDepth {
		return inputErr("fDeep", MaxFormulaDepth, col)
	}
	return nil
}

// close reads the ")" of the "(" at col.
func (p *formulaParser) close(col int) error {
	c, ok := p.peek()
	if !ok {
		return inputErr("fUnclosed", col)
	}
	if c != ')' {
		return inputErr("fCloseAt", string(c), p.pos+1, col)
	}
	p.pos++
	return nil
}

func (p *formulaParser) number(col int) (*formulaNode, error) {
	start := p.pos
	for p.pos < len(p.src) && (p.src[p.pos] >= '0' && p.src[p.pos] <= '9' || p.src[p.pos] == '.') {
		p.pos++
	}
	text := string(p.src[start:p.pos])
	v, err := strconv.ParseFloat(text, 64)
	if err != nil || strings.Count(text, ".") > 1 {
		return nil, inputErr("fNumber", text, col)
	}
	if v > maxFormulaNumber {
		return nil, inputErr("fBig", text, col, maxFormulaNumber)
	}
	return &formulaNode{num: v, col: col}, nil
}

// maxFormulaNumber is the largest number a formula may write.
const maxFormulaNumber = 1000

// isFormulaRune reports whether c may be written in a formula.
func isFormulaRune(c rune) bool {
	return isNameRune(c) || c >= '0' && c <= '9' || strings.ContainsRune(".+-*/(),", c)
}

func isNameRune(c rune) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func (p *formulaParser) name(col int) (*formulaNode, error) {
	start := p.pos
	for p.pos < len(p.src) && (isNameRune(p.src[p.pos]) || p.src[p.pos] >= '0' && p.src[p.pos] <= '9') {
		p.pos++
	}
	name := strings.ToLower(string(p.src[start:p.pos]))
	n := &formulaNode{name: name, col: col}
	k, known := formulaNames[name]
	if !known {
		return nil, inputErr("fName", name, col)
	}
	c, ok := p.peek()
	open := ok && c == '('
	switch {
	case k == measure && open:
		return nil, inputErr("fNotCall", name, col)
	case k == measure:
		return n, nil
	case !open:
		return nil, inputErr("fCall", name, col)
	}
	paren := p.pos + 1
	p.pos++
	if err := p.deeper(paren); err != nil {
		return nil, err
	}
	for {
		if c, ok := p.peek(); ok && c == ')' && len(n.args) == 0 {
			return nil, inputErr("fNoArgs", name, col)
		}
		arg, err := p.sum()
		if err != nil {
			return nil, err
		}
		n.args = append(n.args, arg)
		if c, ok := p.peek(); !ok || c != ',' {
			break
		}
		p.pos++
	}
	p.depth--
	if err := p.close(paren); err != nil {
		return nil, err
	}
	if k == tileCall {
		if len(n.args) != 1 || n.args[0].op != 0 || n.args[0].name != "" || n.args[0].num != float64(int(n.args[0].num)) {
			return nil, inputErr("fTileArg", name, col)
		}
	}
	return n, nil
}

// formulaKind is what a name of a formula is.
type formulaKind uint8

const (
	measure  formulaKind = iota // a number of the board: manhattan, …
	listCall                    // min(…), max(…): one or more values
	tileCall                    // dist(t), out(t): a tile's number
)

// formulaNames are the names a formula may use.
var formulaNames = map[string]formulaKind{
	"manhattan": measure, "misplaced": measure, "linear": measure, "pdb": measure, "exact": measure,
	"outrow": measure, "outcol": measure,
	"min": listCall, "max": listCall, "dist": tileCall, "out": tileCall,
}
