package solver

import (
	"fmt"
	"strconv"
	"strings"
)

// Parse reads a board as people type it: "283104765", "2 8 3 1 0 4 7 6 5",
// "283/104/765", "2,8,3,1,0,4,7,6,5", with 0 or '_' for the blank; numbers
// separated by spaces or commas for larger boards, or one hexadecimal digit
// per cell ("123456789ABCDEF0"). Rows may be separated by '/', ';' or new
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
		return Board{}, fmt.Errorf("the board is empty")
	}
	rowTexts := strings.FieldsFunc(s, func(r rune) bool { return r == '/' || r == ';' || r == '\n' || r == '|' })
	if len(rowTexts) == 0 {
		return Board{}, fmt.Errorf("the board is empty: only row separators")
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
				return Board{}, fmt.Errorf("row %d: %v", ri+1, err)
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
				return Board{}, fmt.Errorf("row %d has %d cells but row 1 has %d: rows must be the same length", ri+1, len(r), len(rows[0]))
			}
			tiles = append(tiles, r...)
		}
		if wantW != 0 && (len(rows[0]) != wantW || len(rows) != wantH) {
			return Board{}, fmt.Errorf("the board is %d×%d but the goal is %d×%d", len(rows[0]), len(rows), wantW, wantH)
		}
		w, h = len(rows[0]), len(rows)
	} else {
		tiles = rows[0]
		n := len(tiles)
		if wantW != 0 {
			if n != wantW*wantH {
				return Board{}, fmt.Errorf("%s given but a %d×%d board has %d", cells(n), wantW, wantH, wantW*wantH)
			}
		} else {
			switch n {
			case 4:
				w, h = 2, 2
			case 9:
				w, h = 3, 3
			case 16:
				w, h = 4, 4
			default:
				if n < 4 || n > 16 {
					return Board{}, fmt.Errorf("%s given: a board has 4 (2×2), 9 (3×3) or 16 (4×4) cells, or rows separated by '/'", cells(n))
				}
				return Board{}, fmt.Errorf("%s given: not a square board; separate the rows with '/', like 123/45_", cells(n))
			}
		}
	}
	if w < 2 || h < 2 || w > 4 || h > 4 {
		return Board{}, fmt.Errorf("size %d×%d is not supported: width and height must be 2 to 4", w, h)
	}
	n := w * h
	seen := make([]bool, n)
	for i, t := range tiles {
		if t >= n {
			return Board{}, fmt.Errorf("cell %d: tile %d is too large: a %d×%d board has tiles 1 to %d and a blank", i+1, t, w, h, n-1)
		}
		if seen[t] {
			first := 0
			for j := range tiles {
				if tiles[j] == t {
					first = j + 1
					break
				}
			}
			return Board{}, fmt.Errorf("tile %s appears twice (cells %d and %d)", tileName(t), first, i+1)
		}
		seen[t] = true
	}
	for t, ok := range seen {
		if !ok {
			return Board{}, fmt.Errorf("tile %s is missing", tileName(t))
		}
	}
	return NewBoard(w, h, tiles)
}

// cells is "1 cell" or "n cells".
func cells(n int) string {
	if n == 1 {
		return "1 cell"
	}
	return strconv.Itoa(n) + " cells"
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
// spaces ("123 456 780"): two groups or more, each at least two cell
// characters long. Read as numbers they would all be 10 or more, and a
// board has a blank and a tile 1: so they are rows.
func digitRows(s string, rows []string) []string {
	groups := strings.Fields(s)
	if len(groups) < 2 {
		return rows
	}
	for _, g := range groups {
		if len(g) < 2 {
			return rows
		}
		for _, r := range g {
			if !(r == '_' || r == '.' || r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F') {
				return rows
			}
		}
	}
	return groups
}

// parseCells reads one row (or a whole board written without rows): numbers
// separated by spaces or commas, or one character per cell.
func parseCells(s string) ([]int, error) {
	s = strings.TrimSpace(s)
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\r' })
	if len(fields) == 0 {
		return nil, fmt.Errorf("an empty row")
	}
	var cells []int
	if len(fields) > 1 {
		for i, f := range fields {
			if f == "_" {
				cells = append(cells, 0)
				continue
			}
			v, err := strconv.Atoi(f)
			if err != nil || v < 0 {
				return nil, fmt.Errorf("number %d: %q is not a tile number", i+1, f)
			}
			cells = append(cells, v)
		}
		return cells, nil
	}
	for i, r := range fields[0] {
		switch {
		case r == '_' || r == '.':
			cells = append(cells, 0)
		case r >= '0' && r <= '9':
			cells = append(cells, int(r-'0'))
		case r >= 'a' && r <= 'f':
			cells = append(cells, int(r-'a'+10))
		case r >= 'A' && r <= 'F':
			cells = append(cells, int(r-'A'+10))
		default:
			return nil, fmt.Errorf("unknown character %q at position %d", r, i+1)
		}
	}
	return cells, nil
}
