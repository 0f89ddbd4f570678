package main

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"slidelab/solver"
)

// TestEveryStringTranslated: each key the page uses exists, in English and
// in Chinese, and the two differ.
func TestEveryStringTranslated(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	used := regexp.MustCompile(`\.t\("([A-Za-z]+)"\)`)
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range used.FindAllStringSubmatch(string(src), -1) {
			if _, ok := messages[m[1]]; !ok {
				t.Errorf("%s uses the missing message %q", f, m[1])
			}
		}
	}
	for key, m := range messages {
		if m[0] == "" || m[1] == "" || m[0] == m[1] && key != "title" {
			t.Errorf("message %q: %q / %q", key, m[0], m[1])
		}
	}
	for _, a := range solver.Algorithms {
		if a.LabelZH == "" || a.DescZH == "" || a.ListsZH == "" {
			t.Errorf("algorithm %s lacks Chinese text", a.Name)
		}
	}
	for _, h := range solver.Heuristics {
		if h.LabelZH == "" || h.DescZH == "" {
			t.Errorf("heuristic %s lacks Chinese text", h.Name)
		}
	}
}
