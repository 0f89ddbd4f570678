//go:build !(js && wasm)

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"slidelab/app/site"
)

// TestGeneratedPage: the pre-rendered page has no boolean attribute set to
// "false" (browsers read it as set: a disabled Run, a hidden lesson), and
// it shows the lesson with its board before the wasm runs.
func TestGeneratedPage(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "web"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "web", "app.wasm"), []byte("not a real wasm"), 0o644); err != nil {
		t.Fatal(err)
	}
	registerRoutes.Do(routes)
	if err := site.Generate(dir, "", false); err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	html := string(page)
	if m := regexp.MustCompile(`[\w-]+="false"`).FindAllString(html, -1); len(m) > 0 {
		for _, a := range m {
			if a != `spellcheck="false"` && a != `aria-selected="false"` && a != `aria-invalid="false"` && a != `aria-pressed="false"` {
				t.Errorf("the page has %s", a)
			}
		}
	}
	for _, want := range []string{`id="main-board"`, `id="run"`, `id="panel-lesson"`, `id="tab-setup"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
	if regexp.MustCompile(`id="panel-lesson"[^>]*hidden`).MatchString(html) {
		t.Errorf("the lesson is hidden in the pre-rendered page")
	}
	// app.js keeps the compiled module for the search worker, once, just
	// before Go runs.
	js, err := os.ReadFile(filepath.Join(dir, "app.js"))
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`self\.slidelabModule = wasm\.module;\s*go\.run\(wasm\.instance\);`).Match(js) || strings.Count(string(js), "slidelabModule") != 1 {
		t.Errorf("app.js does not keep the module once before go.run:\n%s", js)
	}
	if strings.Contains(string(js), "new Response(") || !strings.Contains(string(js), "return response;") {
		t.Errorf("app.js does not hand the wasm's own response to instantiateStreaming:\n%s", js)
	}
}
