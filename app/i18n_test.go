package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"slidelab/solver"
)

// TestEveryStringTranslated: each key the page uses exists, in English and
// in Chinese, and the two differ.
func TestEveryStringTranslated(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	used := regexp.MustCompile(`\.tn?\("([A-Za-z]+)"`)
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range used.FindAllStringSubmatch(string(src), -1) {
			if _, ok := find(m[1]); !ok {
				t.Errorf("%s uses the missing message %q", f, m[1])
			}
		}
	}
	verbs := regexp.MustCompile(`%(\[\d\])?[a-z]`)
	seen := map[string]bool{}
	for _, table := range messageTables {
		for _, m := range table {
			if seen[m.key] { // find returns the first table's: the other is never shown
				t.Errorf("message %q is in two tables", m.key)
			}
			seen[m.key] = true
		}
		if !slices.IsSortedFunc(table, func(a, b message) int { return strings.Compare(a.key, b.key) }) {
			t.Errorf("a message table is not sorted by key: find cannot find them all")
		}
		for i, m := range table {
			if m.en == "" || m.zh == "" || m.en == m.zh || i > 0 && m.key == table[i-1].key {
				t.Errorf("message %q: %q / %q (duplicate or untranslated)", m.key, m.en, m.zh)
			}
			if en, zh := verbs.FindAllString(m.en, -1), verbs.FindAllString(m.zh, -1); !slices.Equal(en, zh) {
				t.Errorf("message %q: the English fills in %v, the Chinese %v", m.key, en, zh)
			}
		}
	}
	var names []string
	for _, a := range solver.Algorithms {
		names = append(names, "algo."+a.Name, "algoDesc."+a.Name)
		if len(codeOf(a, false)) == 0 {
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
		if _, ok := find(key); !ok {
			t.Errorf("the registry's %s has no words on the page", key)
		}
	}
}

// TestFontSample: every symbol of the English messages and pseudocode
// (and the CJK font of their Chinese words) is in the font warmer's sample, so that no first search waits for a font
// to draw it.
func TestFontSample(t *testing.T) {
	var texts []string
	for _, table := range messageTables {
		for _, m := range table {
			texts = append(texts, m.en)
		}
	}
	for _, alg := range solver.Algorithms {
		for _, line := range codeOf(alg, false) {
			texts = append(texts, line.en)
		}
	}
	missing := map[rune]bool{}
	for _, s := range texts {
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
	for _, table := range messageTables {
		for _, m := range table {
			check(m.key, m.en+" "+m.zh)
		}
	}
	for _, b := range builtinLessons {
		for _, l := range []lang{english, chinese} {
			les := b.lesson(l)
			for i, st := range les.Stops {
				check(fmt.Sprintf("%s, stop %d", les.Title, i+1), st.Note)
			}
		}
	}
}
