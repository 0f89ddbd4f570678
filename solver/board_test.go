package solver

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
)

func mustParse(t testing.TB, s string) Board {
	t.Helper()
	b, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return b
}

func TestParseFormats(t *testing.T) {
	want := []int{2, 8, 3, 1, 0, 4, 7, 6, 5}
	for _, in := range []string{"283104765", "2 8 3 1 0 4 7 6 5", "283/104/765", "2,8,3,1,0,4,7,6,5",
		"283\n1_4\n765", " 2, 8, 3; 1, _, 4; 7, 6, 5 ", "2 8 3 1 _ 4 7 6 5",
		"283 104 765", "283 1_4 765", "２８３１０４７６５", "２８３　１０４　７６５", "２，８，３，１，０，４，７，６，５", "２８３／１０４／７６５",
		"283,104,765", "２８３，１０４，７６５", "283、104、765", "2 8 3 1 x 4 7 6 5", "2831X4765", "283/1x4/765", "2 8 3/1 X 4/7 6 5"} {
		b, err := Parse(in)
		if err != nil {
			t.Errorf("Parse(%q): %v", in, err)
			continue
		}
		if got := b.Tiles(); !slices.Equal(got, want) || b.Width() != 3 || b.Height() != 3 || b.Blank() != 4 {
			t.Errorf("Parse(%q) = %v (%d×%d, blank %d), want %v", in, got, b.Width(), b.Height(), b.Blank(), want)
		}
	}
	for in, size := range map[string][2]int{
		"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0": {4, 4},
		"123456789ABCDEF0":                      {4, 4},
		"1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0": {4, 4},
		"12/30":                                 {2, 2},
		"123/450":                               {3, 2},
		"1 2 3 4/5 6 7 0":                       {4, 2},
		"12/34/56/70":                           {2, 4},
		"1234 5678 9ABC DEF0":                   {4, 4},
		"123 450":                               {3, 2},
	} {
		b, err := Parse(in)
		if err != nil || b.Width() != size[0] || b.Height() != size[1] {
			t.Errorf("Parse(%q) = %d×%d, %v; want %d×%d", in, b.Width(), b.Height(), err, size[0], size[1])
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "empty"},
		{"/", "only row separators"},
		{" ;/ ", "only row separators"},
		{"28310476", "8 cells given: one cell missing? a 3×3 board has 9"},
		{"2831047655", "10 cells given: one cell too many? a 3×3 board has 9"},
		{strings.Repeat("1 ", 15), "15 cells given: one cell missing? a 4×4 board has 16"},
		{strings.Repeat("1 ", 99), "99 cells given: one cell missing? a 10×10 board has 100"},
		{strings.Repeat("1 ", 12), "12 cells given: not a square board"},
		{"283104766", "tile 6 appears twice (cells 8 and 9)"},
		{"283104y65", "unknown character 'y' at position 7"},
		{"2831x4x65", "the blank (0) appears twice (cells 5 and 7)"},
		{"283/10/765", "row 2 has 2 cells but row 1 has 3"},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 15", "tile 15 appears twice"},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16", "tile 16 is too large"},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 y", `"y" is not a tile number`},
		{"0 1/2 3/4 5/6 7/8 9/10 11/12 13/14 15/16 17/18 19/20 21", "size 2×11 is not supported"},
		{strings.Repeat("1 ", 101), "101 cells given: a square board has"},
		{strings.Repeat("1 ", 26), "26 cells given: one cell too many? a 5×5 board has 25"},
		{"123456789", "tile 9 is too large"},
		{"1", "1 cell given"},
		{"1 2 3 4 5 6 7 8 9 10 11/0 12 13 14 15 16 17 18 19 20 21", "size 11×2 is not supported"},
		{"123 456 78", "row 3 has 2 cells but row 1 has 3"},
		{"abc", `'a' is not a tile here`},
		{"12345678b", `'b' is not a tile here`},
		{"12a/345/678", `'a' is not a tile here`},
		{"1 2 3/4 y 6/7 8 0", `row 2: number 2: "y" is not a tile number`},
	} {
		_, err := Parse(tc.in)
		var ie *InputError
		if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.As(err, &ie) {
			t.Errorf("Parse(%q) error = %v, want an InputError containing %q", tc.in, err, tc.want)
		}
	}
	if _, err := ParseSize("1234567890ABCDEF", 3, 3); err == nil || !strings.Contains(err.Error(), "16 cells given but a 3×3 board has 9") {
		t.Errorf("ParseSize of 16 cells as 3×3: error = %v", err)
	}
	if _, err := ParseSize("12/30", 3, 3); err == nil || !strings.Contains(err.Error(), "the board is 2×2 but the goal is 3×3") {
		t.Errorf("ParseSize of 2×2 rows as 3×3: error = %v", err)
	}
}

func TestStringRoundTrip(t *testing.T) {
	for _, s := range []string{"283104765", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0", "123/450", "1230", "12/34/56/70"} {
		b := mustParse(t, s)
		if got := b.String(); got != s {
			t.Errorf("Parse(%q).String() = %q", s, got)
		}
		if back := mustParse(t, b.String()); back != b {
			t.Errorf("Parse(String()) of %q = %v", s, back)
		}
	}
}

func TestBoardText(t *testing.T) {
	type wire struct{ A, B Board }
	for _, s := range []string{"283104765", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0", "123/450", "12/34/56/70"} {
		in := wire{A: mustParse(t, s)}
		data, err := json.Marshal(in)
		if err != nil {
			t.Fatal(err)
		}
		var out wire
		if err := json.Unmarshal(data, &out); err != nil || out != in {
			t.Errorf("%s: JSON %s read back as %v, %v", s, data, out, err)
		}
	}
	if data, _ := json.Marshal(wire{A: Board{wh: 3<<4 | 3}}); string(data) != `{"A":"","B":""}` {
		t.Errorf("a value that is no position is written %s, want nothing", data)
	}
	for _, bad := range []string{"1123", "2x2:1123", "2x2:123", "5x5:0123", "2x2:12g0", "2x2:1234", "2x3:12345", "1x4:0123"} {
		var b Board
		if err := b.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("UnmarshalText(%q): no error, %v", bad, b)
		}
	}
}

func TestGoalPresets(t *testing.T) {
	for _, tc := range []struct {
		name string
		w, h int
		want string
	}{
		{"standard", 3, 3, "123456780"},
		{"spiral", 3, 3, "123804765"},
		{"blank-first", 3, 3, "012345678"},
		{"standard", 4, 4, "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0"},
		{"spiral", 4, 4, "1 2 3 4/12 13 14 5/11 0 15 6/10 9 8 7"},
		{"spiral", 3, 2, "123/054"},
	} {
		g, err := ParseGoal(tc.name, tc.w, tc.h)
		if err != nil || g.String() != tc.want {
			t.Errorf("ParseGoal(%q, %d, %d) = %v, %v; want %s", tc.name, tc.w, tc.h, g, err, tc.want)
		}
		if PresetName(g) != tc.name {
			t.Errorf("PresetName(%v) = %q, want %q", g, PresetName(g), tc.name)
		}
	}
	if _, err := ParseGoal("spiraal", 3, 3); err == nil || !strings.Contains(err.Error(), "goal:") {
		t.Errorf("ParseGoal(spiraal) error = %v", err)
	}
}

func TestMovesAndApply(t *testing.T) {
	b := mustParse(t, "123/405/786")
	nb, m, ok := b.MoveTile(5) // tile 5, right of the blank
	if !ok || m != (Move{Dir: Right, Tile: 5}) || nb.String() != "123450786" {
		t.Fatalf("MoveTile(5) = %v, %v, %v", nb, m, ok)
	}
	if _, _, ok := b.MoveTile(0); ok {
		t.Errorf("MoveTile(0) on a corner away from the blank succeeded")
	}
	boards, err := b.Apply([]Move{{Right, 5}, {Down, 6}})
	if err != nil || boards[2] != Standard(3, 3) {
		t.Errorf("Apply = %v, %v", boards, err)
	}
	if _, err := b.Apply([]Move{{Right, 4}}); err == nil {
		t.Errorf("Apply with the wrong tile succeeded")
	}
	top := mustParse(t, "120/345/678")
	if _, err := top.Apply([]Move{{Up, 1}}); err == nil || !strings.Contains(err.Error(), "edge") {
		t.Errorf("Apply off the edge: %v", err)
	}
	if s := b.Swap(0, 4); s.String() != "023415786" || s.Blank() != 0 {
		t.Errorf("Swap(0,4) = %v blank %d", s, s.Blank())
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"283104765", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0", "12/30", "a,b", "283/1_4/765", "123456789ABCDEF0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := Parse(s)
		if err != nil {
			return
		}
		back, err := Parse(b.String())
		if err != nil || back != b {
			t.Fatalf("Parse(%q) = %v; Parse(String()) = %v, %v", s, b, back, err)
		}
		if g := b.Grid(); strings.Count(g, "\n") != b.Height() {
			t.Fatalf("Grid of %v has %d lines", b, strings.Count(g, "\n"))
		}
	})
}

// TestInputMessages: every InputError code words its arguments in full,
// with the arguments the parser gives it.
func TestInputMessages(t *testing.T) {
	for _, in := range []string{"", "/", "1 2/ /3 4", "1 2 x 4", "12x4", "abc", "12/3", "12/3_/44", "12345", "1234567",
		"12345678", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 16/0 1 2 3", "123456789", "111234567", "12345670_", "12/34"} {
		_, err := Parse(in)
		if in == "12/34" {
			_, err = ParseGoal(in, 3, 3)
		}
		var ie *InputError
		if !errors.As(err, &ie) {
			t.Errorf("Parse(%q) = %v, want an InputError", in, err)
			continue
		}
		if msg := ie.Error(); strings.Contains(msg, "%!") {
			t.Errorf("Parse(%q): %s", in, msg)
		}
	}
}
