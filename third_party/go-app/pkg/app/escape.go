// Slide Lab patch: text.go escapes with this instead of html.EscapeString:
// the html package links its table of named entities into the wasm through
// its init, 20 KB of gzip, for a function that never reads it (see
// third_party/README.md).

package app

import "strings"

// escapeHTML is html.EscapeString.
func escapeHTML(s string) string { return htmlEscaper.Replace(s) }

var htmlEscaper = strings.NewReplacer(`&`, "&amp;", `'`, "&#39;", `<`, "&lt;", `>`, "&gt;", `"`, "&#34;")
