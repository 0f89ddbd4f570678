package solver

import (
	"errors"
	"strings"
)

// GoalPreset is a named goal that exists for every board size.
type GoalPreset struct {
	Name  string // as typed in URLs and on the command line
	Judge string // where the 3×3 goal comes from, if anywhere
	tiles func(w, h int) []int
}

// GoalPresets lists the named goals: "standard" (123456780, Sicily 1379),
// "spiral" (123804765 on 3×3, Luogu P1379 and CodeVS 1225) and "blank-first"
// (012345678).
var GoalPresets = []GoalPreset{
	{Name: "standard", Judge: "Sicily 1379", tiles: standardTiles},
	{Name: "spiral", Judge: "Luogu P1379, CodeVS 1225", tiles: spiralTiles},
	{Name: "blank-first", tiles: blankFirstTiles},
}

func standardTiles(w, h int) []int {
	t := make([]int, w*h)
	for i := range t {
		t[i] = (i + 1) % (w * h)
	}
	return t
}

func blankFirstTiles(w, h int) []int {
	t := make([]int, w*h)
	for i := range t {
		t[i] = i
	}
	return t
}

// spiralTiles numbers the cells 1, 2, ... clockwise from the top-left corner
// inwards; the last cell of the spiral is the blank.
func spiralTiles(w, h int) []int {
	t := make([]int, w*h)
	top, bottom, left, right := 0, h-1, 0, w-1
	n := 1
	put := func(r, c int) { t[r*w+c] = n % (w * h); n++ }
	for top <= bottom && left <= right {
		for c := left; c <= right; c++ {
			put(top, c)
		}
		for r := top + 1; r <= bottom; r++ {
			put(r, right)
		}
		if top < bottom {
			for c := right - 1; c >= left; c-- {
				put(bottom, c)
			}
		}
		if left < right {
			for r := bottom - 1; r > top; r-- {
				put(r, left)
			}
		}
		top, bottom, left, right = top+1, bottom-1, left+1, right-1
	}
	return t
}

// Board returns the preset's goal for a w×h board.
func (p GoalPreset) Board(w, h int) Board {
	b, err := NewBoard(w, h, p.tiles(w, h))
	if err != nil {
		panic(err) // the presets are permutations for every supported size
	}
	return b
}

// Standard returns the w×h goal with tiles in order and the blank last.
func Standard(w, h int) Board { return GoalPresets[0].Board(w, h) }

// Spiral returns the w×h goal numbered clockwise from the top-left corner.
func Spiral(w, h int) Board { return GoalPresets[1].Board(w, h) }

// ParseGoal reads a goal: a preset name ("standard", "spiral",
// "blank-first") for a w×h board, or a board in any form Parse reads, which
// must then be w×h.
func ParseGoal(s string, w, h int) (Board, error) {
	name := strings.ToLower(strings.TrimSpace(s))
	for _, p := range GoalPresets {
		if name == p.Name {
			return p.Board(w, h), nil
		}
	}
	b, err := ParseSize(s, w, h)
	var e *InputError
	if errors.As(err, &e) {
		if e.Code == "sizeVsGoal" { // the board typed is the goal: say so once
			e.Code = "goalVsStart"
		} else {
			e.Goal = true
		}
	}
	if err != nil {
		return Board{}, err
	}
	return b, nil
}

// PresetName returns the name of the preset goal equal to b, or "" when b
// is a custom goal.
func PresetName(b Board) string {
	for _, p := range GoalPresets {
		if p.Board(b.Width(), b.Height()) == b {
			return p.Name
		}
	}
	return ""
}
