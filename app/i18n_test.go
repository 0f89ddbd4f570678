package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"slidelab/app/explain"
	"slidelab/app/lesson"
	"slidelab/app/ui"
	"slidelab/solver"
)

// TestEveryStringTranslated: each key the page uses exists, in English and
// in Chinese, and the two differ.
func TestEveryStringTranslated(t *testing.T) {
	var files []string
	filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".go") {
			files = append(files, p)
		}
		return err
	})
	used := regexp.MustCompile(`\.Tn?\("([^"]+)"[,)]`)
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range used.FindAllStringSubmatch(string(src), -1) {
			if _, ok := ui.English.Lookup(m[1]); !ok {
				t.Errorf("%s uses the missing message %q", f, m[1])
			}
		}
	}
	verbs := regexp.MustCompile(`%(\[\d\])?[a-z]`)
	for key, en := range ui.TextsOf(ui.English) {
		zh, ok := ui.Chinese.Lookup(key)
		if !ok || zh == "" || en == "" || zh == en && !strings.HasPrefix(key, "code.") && strings.ContainsFunc(en, unicode.IsLetter) { // a line of pseudocode may be identifiers only (bound ← next), a choice a number
			t.Errorf("message %q: %q / %q (untranslated)", key, en, zh)
		}
		if a, b := fills(verbs, en), fills(verbs, zh); !maps.Equal(a, b) {
			t.Errorf("message %q: the English fills in %v, the Chinese %v", key, a, b)
		}
	}
	for key := range ui.TextsOf(ui.Chinese) {
		if _, ok := ui.English.Lookup(key); !ok {
			t.Errorf("message %q is in Chinese only", key)
		}
	}
	var names []string
	for _, a := range solver.Algorithms {
		names = append(names, "algo."+a.Name, "algoDesc."+a.Name)
		if len(explain.CodeOf(a, false)) == 0 {
			t.Errorf("algorithm %s: no pseudocode for its key %q", a.Name, a.Code)
		}
	}
	for _, h := range solver.Heuristics {
		names = append(names, "heur."+h.Name, "heurDesc."+h.Name)
	}
	for _, g := range solver.GoalPresets {
		names = append(names, "goal."+g.Name)
	}
	for _, key := range names {
		if _, ok := ui.English.Lookup(key); !ok {
			t.Errorf("the registry's %s has no words on the page", key)
		}
	}
}

// TestFontSample: every symbol of the English messages and pseudocode
// (and the CJK font of their Chinese words) is in the font warmer's sample, so that no first search waits for a font
// to draw it.
func TestFontSample(t *testing.T) {
	var shown []string
	for _, s := range ui.TextsOf(ui.English) {
		shown = append(shown, s)
	}
	for _, alg := range solver.Algorithms {
		for _, line := range explain.CodeOf(alg, false) {
			shown = append(shown, line.Text(ui.English))
		}
	}
	missing := map[rune]bool{}
	for _, s := range shown {
		for _, r := range s {
			// A Chinese character is drawn in the CJK font that the
			// sample's 中文 loads.
			if r > unicode.MaxASCII && !unicode.Is(unicode.Han, r) && !strings.ContainsRune(fontSample, r) {
				missing[r] = true
			}
		}
	}
	for r := range missing {
		t.Errorf("%q (%U) is shown but not in fontSample", r, r)
	}
	// The warmer's markup is raw HTML with "$" for the sample.
	if strings.ContainsAny(fontSample+fontSampleZH, "<>&$") {
		t.Errorf("the font samples hold markup or the warmer's placeholder: %q %q", fontSample, fontSampleZH)
	}
}

// TestChineseFontStack: the Chinese page names Latin fonts with a bold
// before system-ui, sans-serif and its Chinese fonts: Firefox gives the
// generic families the system's Chinese font for a page in Chinese, whose
// one weight drew the tile numbers and counters without their bold and ✓
// as √ (seen in Firefox ESR at 1280×720; web/app.css says why).
func TestChineseFontStack(t *testing.T) {
	css, err := os.ReadFile("../web/app.css")
	if err != nil {
		t.Fatal(err)
	}
	_, rule, ok := strings.Cut(string(css), ":root:lang(zh) { font-family: ")
	if !ok {
		t.Fatal("web/app.css has no font-family for :root:lang(zh)")
	}
	families := strings.Split(rule[:strings.IndexByte(rule, ';')], ", ")
	first := func(names ...string) int {
		for i, f := range families {
			if slices.Contains(names, strings.Trim(f, `"`)) {
				return i
			}
		}
		return len(families)
	}
	latin, generic, chinese := first("Segoe UI", "Roboto", "Noto Sans", "DejaVu Sans", "Liberation Sans", "Arial"), first("system-ui", "sans-serif"), first("PingFang SC", "Microsoft YaHei")
	if latin >= generic || latin >= chinese || generic == len(families) {
		t.Errorf("the Chinese page's fonts %v: want a Latin font with a bold before system-ui and the Chinese fonts, and a generic family", families)
	}
}

// TestNoOverclaim: words once found false. A race's tick is a round (回合),
// not a time slice, whether the race is clocked by expansions or by time;
// an optimal search above 4×4 is not beyond every page; a depth-first
// search skips a board seen at the same depth too; UCS is not BFS; a
// search run alone is capped as in Compare but for DFS and IDDFS; a
// depth-first search generates its children after its counts are taken;
// weighted A*'s bound needs an admissible h.
func TestNoOverclaim(t *testing.T) {
	banned := []string{"时间片", "任何网页", "any page's reach", "a sliver", "behaves like BFS", "at a smaller depth", "Run one alone", "seen shallower", "its successors generated", "faster than A*, paths at most"}
	check := func(where, text string) {
		for _, b := range banned {
			if strings.Contains(text, b) {
				t.Errorf("%s says %q: %s", where, b, text)
			}
		}
	}
	for _, l := range []ui.Lang{ui.English, ui.Chinese} {
		for key, s := range ui.TextsOf(l) {
			check(key, s)
		}
	}
	for _, b := range lesson.BuiltinLessons {
		for _, l := range []ui.Lang{ui.English, ui.Chinese} {
			les := b.Lesson(l)
			for i, st := range les.Stops {
				check(fmt.Sprintf("%s, stop %d", les.Title, i+1), st.Note)
			}
		}
	}
}

// TestNoUnusedString: every key of a table is a string of the code (or,
// with its plural "1", a family like "algo." or "tab-", or a format like
// "xLevel%d", made from one).
func TestNoUnusedString(t *testing.T) {
	var lits []string
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if b, ok := n.(*ast.BasicLit); ok && b.Kind == token.STRING {
				if s, err := strconv.Unquote(b.Value); err == nil && s != "" {
					lits = append(lits, s)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	lits = append(lits, solver.Forward.String(), solver.Backward.String()) // a side's name is a key
	used := func(key string) bool {
		for _, s := range lits {
			family := strings.HasSuffix(s, ".") || strings.HasSuffix(s, "-") || strings.HasSuffix(s, "%d")
			if key == s || key == s+"1" || family && strings.HasPrefix(key, strings.TrimSuffix(s, "%d")) {
				return true
			}
		}
		return false
	}
	for key := range ui.TextsOf(ui.English) {
		if !used(key) {
			t.Errorf("message %q is in the tables but the code never uses it", key)
		}
	}
}

// fills is what a format fills in: for each argument (from 1), the kind of
// verb it is written with (a text: %s, %q, %c, %v; a number: %d; %f, %g).
// A translation may reorder them (%[2]d) and quote in its own marks (%s
// for %q).
func fills(verbs *regexp.Regexp, format string) map[int]string {
	kinds := map[byte]string{'s': "text", 'q': "text", 'c': "text", 'v': "text", 'd': "int", 'f': "float", 'g': "float", 'x': "int"}
	out := map[int]string{}
	next := 1
	for _, v := range verbs.FindAllString(format, -1) {
		if i := strings.Index(v, "["); i >= 0 {
			next, _ = strconv.Atoi(v[i+1 : strings.Index(v, "]")])
		}
		out[next] = kinds[v[len(v)-1]]
		next++
	}
	return out
}
