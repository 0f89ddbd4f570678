package solver

import (
	"math"
	"strconv"
	"strings"
)

// Parse reads a board as people type it: "283104765", "2 8 3 1 0 4 7 6 5",
// "283/104/765", "2,8,3,1,0,4,7,6,5", with 0, '_' or 'x' (as AcWing 845 and
// POJ 1077 print it: "2 3 4 1 5 x 7 6 8") for the blank; numbers
// separated by spaces or commas for larger boards (up to 10×10), or one
// hexadecimal digit per cell ("123456789ABCDEF0"). Rows may be separated by '/', ';' or new
// lines; without rows the board must be square. Errors say what is wrong and
// where.
func Parse(s string) (Board, error) {
	return parse(s, 0, 0)
}

// ParseSize reads a board like Parse but for a known size, so that rows may
// be omitted for non-square boards ("12345_" as 3×2).
func ParseSize(s string, w, h int) (Board, error) {
	return parse(s, w, h)
}

func parse(s string, wantW, wantH int) (Board, error) {
	s = strings.TrimSpace(strings.Map(halfWidth, s))
	if s == "" {
		return Board{}, inputErr("empty")
	}
	rowTexts := strings.FieldsFunc(s, func(r rune) bool { return r == '/' || r == ';' || r == '\n' || r == '|' })
	if len(rowTexts) == 0 {
		return Board{}, inputErr("onlySeparators")
	}
	if len(rowTexts) == 1 {
		rowTexts = digitRows(s, rowTexts)
	}
	explicitRows := len(rowTexts) > 1
	var rows [][]int
	for ri, rt := range rowTexts {
		cells, err := parseCells(rt)
		if err != nil {
			if explicitRows {
				err.Row = ri + 1
			}
			return Board{}, err
		}
		rows = append(rows, cells)
	}
	var tiles []int
	w, h := wantW, wantH
	if explicitRows {
		for ri, r := range rows {
			if len(r) != len(rows[0]) {
				return Board{}, inputErr("rowLength", ri+1, len(r), len(rows[0]))
			}
			tiles = append(tiles, r...)
		}
		if err := letters(s, len(tiles)); err != nil {
			return Board{}, err
		}
		if wantW != 0 && (len(rows[0]) != wantW || len(rows) != wantH) {
			return Board{}, inputErr("sizeVsGoal", len(rows[0]), len(rows), wantW, wantH)
		}
		w, h = len(rows[0]), len(rows)
	} else {
		tiles = rows[0]
		n := len(tiles)
		if err := letters(s, n); err != nil {
			return Board{}, err
		}
		if wantW != 0 {
			if n != wantW*wantH {
				return Board{}, inputErr("count", n, wantW, wantH, wantW*wantH)
			}
		} else {
			side := int(math.Sqrt(float64(n)) + 0.5)
			switch {
			case n < 4 || n > MaxSide*MaxSide:
				return Board{}, inputErr("countOut", n)
			case side*side == n+1: // one short of a square board: a cell forgotten
				return Board{}, inputErr("oneMissing", n, side, side, n+1)
			case side*side == n-1:
				return Board{}, inputErr("oneExtra", n, side, side, n-1)
			case side*side != n:
				return Board{}, inputErr("notSquare", n)
			}
			w, h = side, side
		}
	}
	if w < 2 || h < 2 || w > MaxSide || h > MaxSide {
		return Board{}, inputErr("size", w, h)
	}
	n := w * h
	seen := make([]bool, n)
	for i, t := range tiles {
		if t >= n {
			return Board{}, inputErr("tooLarge", i+1, t, w, h, n-1)
		}
		if seen[t] {
			first := 0
			for j := range tiles {
				if tiles[j] == t {
					first = j + 1
					break
				}
			}
			code := "twice"
			if t == 0 {
				code = "twiceBlank"
			}
			return Board{}, inputErr(code, t, first, i+1)
		}
		seen[t] = true
	}
	return NewBoard(w, h, tiles) // n distinct tiles below n: every one is there
}

// letters names a letter of s, read as a tile 10 to 15, when a board of
// n cells is too small for such tiles.
func letters(s string, n int) *InputError {
	if i := strings.IndexAny(s, "abcdefABCDEF"); i >= 0 && n <= 10 {
		return inputErr("letterTiles", s[i:i+1])
	}
	return nil
}

// halfWidth reads full-width characters, what a Chinese input method types
// ("１２３４５６７８０", "１，２" or an ideographic space), as their ASCII
// forms.
func halfWidth(r rune) rune {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		return r - 0xFEE0
	case r == 0x3000:
		return ' '
	case r == '、':
		return ','
	}
	return r
}

// digitRows reads rows written one character per cell and separated by
// spaces or commas ("123 456 780", "123，456，780"): two groups or more, each at least two cell
// characters long. Read as numbers they would all be 10 or more, and a
// board has a blank and a tile 1: so they are rows.
func digitRows(s string, rows []string) []string {
	groups := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	if len(groups) < 2 {
		return rows
	}
	for _, g := range groups {
		if len(g) < 2 {
			return rows
		}
		for _, r := range g {
			if !(isBlank(r) || r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F') {
				return rows
			}
		}
	}
	return groups
}

// parseCells reads one row (or a whole board written without rows): numbers
// separated by spaces or commas, or one character per cell.
func parseCells(s string) ([]int, *InputError) {
	s = strings.TrimSpace(s)
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\r' })
	if len(fields) == 0 {
		return nil, inputErr("emptyRow")
	}
	var cells []int
	if len(fields) > 1 {
		for i, f := range fields {
			if len(f) == 1 && isBlank(rune(f[0])) {
				cells = append(cells, 0)
				continue
			}
			v, err := strconv.Atoi(f)
			if err != nil || v < 0 {
				return nil, inputErr("notNumber", i+1, f)
			}
			cells = append(cells, v)
		}
		return cells, nil
	}
	for i, r := range fields[0] {
		switch {
		case isBlank(r):
			cells = append(cells, 0)
		case r >= '0' && r <= '9':
			cells = append(cells, int(r-'0'))
		case r >= 'a' && r <= 'f':
			cells = append(cells, int(r-'a'+10))
		case r >= 'A' && r <= 'F':
			cells = append(cells, int(r-'A'+10))
		default:
			return nil, inputErr("unknownChar", r, i+1)
		}
	}
	return cells, nil
}

// isBlank reports whether r stands for the blank: '_', '.', or 'x' as the
// judges AcWing 845 and POJ 1077 print it (0 is read as a number).
func isBlank(r rune) bool { return r == '_' || r == '.' || r == 'x' || r == 'X' }
