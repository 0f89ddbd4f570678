package main

import (
	"html"
	"testing"

	"slidelab/app/ui"
)

// TestEscapeHTML: escapeHTML writes what html.EscapeString writes.
func TestEscapeHTML(t *testing.T) {
	for _, s := range []string{"", "plain", `<a href="x">Tom & Jerry's</a>`, "&amp; already", "中文 <b>", "'\"<>&"} {
		if got, want := ui.EscapeHTML(s), html.EscapeString(s); got != want {
			t.Errorf("escapeHTML(%q) = %q, want %q", s, got, want)
		}
	}
}
