package ui

import "strings"

// escapeHTML is html.EscapeString, for the markup the page writes itself
// (SVG, small boards). The html package would link its table of 2,231
// named entities into the wasm through its init, 20 KB of gzip, for a
// function that never reads it (TestEscapeHTML keeps the two the same).
func EscapeHTML(s string) string { return htmlEscaper.Replace(s) }

var htmlEscaper = strings.NewReplacer(`&`, "&amp;", `'`, "&#39;", `<`, "&lt;", `>`, "&gt;", `"`, "&#34;")
