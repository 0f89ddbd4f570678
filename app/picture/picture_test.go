package picture

import (
	"errors"
	"math/rand/v2"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"slidelab/app/pics"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// TestPictureParts: on every board drawn (the main board's markup, a small
// board's HTML, the tree's SVG) each tile shows the part of the picture on
// its goal cell, for every size and a goal that is not the standard one.
func TestPictureParts(t *testing.T) {
	for _, size := range [][2]int{{2, 2}, {3, 2}, {3, 3}, {4, 4}, {5, 5}, {2, 7}, {10, 10}} {
		w, h := size[0], size[1]
		for _, goalName := range []string{"standard", "blank-first"} {
			goal, err := solver.ParseGoal(goalName, w, h)
			if err != nil {
				t.Fatal(err)
			}
			board := solver.ScrambleUniform(goal, rand.New(rand.NewPCG(uint64(w), uint64(h))))
			home := make([]int, goal.Len())
			for i := range home {
				home[goal.At(i)] = i
			}
			m := max(w, h)
			want := func(tile int) string { // the tile's part: its goal cell's column and row in the square picture's middle, as percentages
				c := home[tile]
				return strconv.FormatFloat((float64(m-w)/2+float64(c%w))*100/float64(m-1), 'f', 4, 64) + "% " +
					strconv.FormatFloat((float64(m-h)/2+float64(c/w))*100/float64(m-1), 'f', 4, 64) + "%"
			}
			v := ui.BoardView{Board: board, Goal: goal, Lang: ui.English}
			for _, tl := range v.Layout(false).Tiles {
				if !strings.Contains(tl.Style, "--pp:"+want(tl.Tile)+";") || !strings.Contains(tl.Style, "--ps:"+strconv.Itoa(100*m)+"% "+strconv.Itoa(100*m)+"%") {
					t.Errorf("%dx%d %s: tile %d's style %q, want its part at %s", w, h, goalName, tl.Tile, tl.Style, want(tl.Tile))
				}
			}
			var sb strings.Builder
			ui.WriteSmallBoard(&sb, board, goal, "b", ui.English)
			parts := regexp.MustCompile(`--pp:([^;]*);[^>]*>(\d+)</b>`).FindAllStringSubmatch(sb.String(), -1)
			if len(parts) != board.Len()-1 {
				t.Errorf("%dx%d %s: %d of the small board's %d tiles show a part", w, h, goalName, len(parts), board.Len()-1)
			}
			for _, m := range parts {
				if tile, _ := strconv.Atoi(m[2]); m[1] != want(tile) {
					t.Errorf("%dx%d %s: small board's tile %d at %s, want %s", w, h, goalName, tile, m[1], want(tile))
				}
			}
			svg := ui.MiniBoard(board, 50, 50, ui.TilePicture{URL: "x.svg", Goal: goal})
			for cell := range board.Len() {
				tile := board.At(cell)
				if tile == 0 {
					continue
				}
				c := home[tile]
				if view := `viewBox="` + strconv.Itoa(c%w) + " " + strconv.Itoa(c/w) + ` 1 1"`; strings.Count(svg, view) != 1 {
					t.Errorf("%dx%d %s: the tree's tile %d does not show %s once", w, h, goalName, tile, view)
				}
			}
		}
	}
	if svg := ui.MiniBoard(solver.Standard(3, 3), 0, 0, ui.TilePicture{}); strings.Contains(svg, "<svg") {
		t.Errorf("a tree without a picture draws one: %s", svg)
	}
}

// TestPictureURL: a built-in picture resolves against the page's address
// (a site under a prefix among them: CSS would resolve a relative one
// against the style sheet); the own picture is the one kept, or none.
func TestPictureURL(t *testing.T) {
	var m Model
	page, _ := url.Parse("https://user.github.io/slidelab/?start=123405678&pic=panda")
	m.base = page
	for _, c := range []struct{ pic, want string }{
		{"", ""},
		{"panda", "https://user.github.io/slidelab/web/pics/panda.svg"},
		{"spectrum", "https://user.github.io/slidelab/web/pics/spectrum.svg"},
		{pics.Own, ""},
	} {
		if got := m.URL(state.Settings{Pic: c.pic}); got != c.want {
			t.Errorf("pic=%s: %q, want %q", c.pic, got, c.want)
		}
	}
	m.Own = "blob:https://user.github.io/1234"
	if got := m.URL(state.Settings{Pic: pics.Own}); got != m.Own {
		t.Errorf("pic=own: %q", got)
	}
	for _, name := range pics.Names {
		if ui.English.T("pic-"+name) == "pic-"+name || ui.Chinese.T("pic-"+name) == "pic-"+name {
			t.Errorf("picture %s has no name in both languages", name)
		}
	}
}

// TestPictureNotSquare: a square picture covers a board that is not square
// with its middle: on 2×7 the picture is 7 tiles each way, a tile of
// column 0 shows from 2.5 tiles in (41.6667 % of the way), of column 1
// from 3.5 (58.3333 %); the tree's picture is placed 2.5 tiles to the left.
func TestPictureNotSquare(t *testing.T) {
	styles := ui.PictureStyles(2, 7)
	for cell, want := range map[int]string{0: ";--pp:41.6667% 0.0000%;--ps:700% 700%", 1: ";--pp:58.3333% 0.0000%;--ps:700% 700%", 13: ";--pp:58.3333% 100.0000%;--ps:700% 700%"} {
		if styles[cell] != want {
			t.Errorf("2×7 cell %d: %q, want %q", cell, styles[cell], want)
		}
	}
	if defs := (ui.TilePicture{URL: "p.svg", Goal: solver.Standard(2, 7)}).Defs(); !strings.Contains(defs, `x="-2.5" y="0" width="7" height="7"`) {
		t.Errorf("the tree's picture on 2×7: %s", defs)
	}
	if defs := (ui.TilePicture{URL: "p.svg", Goal: solver.Standard(5, 3)}).Defs(); !strings.Contains(defs, `x="0" y="-1" width="5" height="5"`) {
		t.Errorf("the tree's picture on 5×3: %s", defs)
	}
}

// TestUpdate: what each action of the panel does to the settings.
func TestUpdate(t *testing.T) {
	var m Model
	set := state.DefaultSettings()
	set, _ = m.Update(set, PicSet("panda"), nil)
	if set.Pic != "panda" || set.NoNums {
		t.Fatalf("pic=panda: %q, nonums %v", set.Pic, set.NoNums)
	}
	if set, _ = m.Update(set, NumsSet(false), nil); !set.NoNums {
		t.Fatal("the numbers hidden: still shown")
	}
	if set, _ = m.Update(set, PicSet(""), nil); set.Pic != "" || set.NoNums {
		t.Fatalf("no picture: %q, and the numbers hidden (%v) with nothing to show instead", set.Pic, set.NoNums)
	}
	set.Pic = pics.Own
	if set, _ = m.Update(set, PicForget{}, nil); set.Pic != "" {
		t.Fatalf("the own picture forgotten but still chosen: %q", set.Pic)
	}
	set.Pic = "panda"
	if set, _ = m.Update(set, PicForget{}, nil); set.Pic != "panda" {
		t.Fatalf("forgetting the own picture changed the built-in one chosen: %q", set.Pic)
	}
	set, taken := m.Update(set, PicRead{err: errors.New("unreadable")}, nil)
	if taken || set.Pic != "panda" || m.Err == nil {
		t.Fatalf("a file that could not be read: taken %v, pic %q, err %v", taken, set.Pic, m.Err)
	}
}
