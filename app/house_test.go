package main

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestHouse: the packages of app/ import downwards only (doc.go, "The
// house"): the kit only the solver, the floors no capability, a capability
// no other one, and nothing the page.
func TestHouse(t *testing.T) {
	floors := map[string][]string{ // what each may import of slidelab/
		"ui":      {"solver"},
		"search":  {"solver"},
		"pics":    {},
		"state":   {"solver", "app/ui", "app/search", "app/pics"},
		"explain": {"solver", "app/ui", "app/search", "app/state"},
		"site":    {"app/search", "app/pics"},

		"search/searchtest": {"app/search"}, // tests' helpers
	}
	capability := []string{"solver", "app/ui", "app/search", "app/pics", "app/state", "app/explain"}
	for _, c := range []string{"compare", "lesson", "pick", "play", "picture", "present", "race", "workshop"} {
		floors[c] = capability
	}
	dirs, _ := filepath.Glob("*/*.go")
	more, _ := filepath.Glob("*/*/*.go")
	for _, f := range append(dirs, more...) {
		if dir := filepath.ToSlash(filepath.Dir(f)); floors[dir] == nil {
			t.Errorf("app/%s: a package the house does not place (doc.go): say what it may import here", dir)
			floors[dir] = []string{}
		}
	}
	for dir, may := range floors {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		if len(files) == 0 {
			t.Errorf("app/%s: no Go files", dir)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			ast, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range ast.Imports {
				p, _ := strconv.Unquote(imp.Path.Value)
				if rest, ok := strings.CutPrefix(p, "slidelab/"); ok && !slices.Contains(may, rest) {
					t.Errorf("%s imports %s: app/%s may import only %v", f, p, dir, may)
				}
			}
		}
	}
}
