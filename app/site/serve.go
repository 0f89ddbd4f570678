//go:build !(js && wasm)

package site

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// siteFiles are the files of the site at the root; web/ holds the rest.
var siteFiles = map[string]bool{"/": true, "/index.html": true, "/wasm_exec.js": true, "/app.js": true,
	"/app-worker.js": true, "/manifest.webmanifest": true, "/app.css": true}

// wasmLengthHeader carries app.wasm's uncompressed length, so that the
// loader's progress is right when the body arrives compressed (go-app's
// Handler.WasmContentLengthHeader).
const wasmLengthHeader = "X-Wasm-Content-Length"

// Handler serves the site in root, and nothing else of the directory
// (it is the repository in development). A file with a precompressed copy
// beside it (app.wasm.br, app.wasm.gz) is sent compressed to a browser
// that accepts the encoding.
func Handler(root string) http.Handler {
	files := http.FileServer(http.Dir(root))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !siteFiles[r.URL.Path] && !strings.HasPrefix(r.URL.Path, "/web/") {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		if path.Ext(r.URL.Path) != ".wasm" {
			files.ServeHTTP(w, r)
			return
		}
		name := filepath.Join(root, filepath.FromSlash(path.Clean(r.URL.Path)))
		raw, err := os.Stat(name)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", "application/wasm")
		h.Set("Vary", "Accept-Encoding")
		h.Set(wasmLengthHeader, strconv.FormatInt(raw.Size(), 10))
		for _, e := range encodings {
			if !accepts(r.Header.Get("Accept-Encoding"), e.name) {
				continue
			}
			f, err := os.Open(name + e.ext)
			if err != nil {
				continue
			}
			defer f.Close()
			if c, err := f.Stat(); err == nil && !c.ModTime().Before(raw.ModTime()) {
				h.Set("Content-Encoding", e.name)
				http.ServeContent(w, r, r.URL.Path, c.ModTime(), f)
				return
			}
		}
		http.ServeFile(w, r, name)
	})
}

// accepts reports whether an Accept-Encoding header value accepts the
// coding: named, or by *, with a weight above zero.
func accepts(header, coding string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		ok := true
		for _, p := range strings.Split(params, ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(k, "q") {
				q, err := strconv.ParseFloat(v, 64)
				ok = err == nil && q > 0
			}
		}
		switch {
		case strings.EqualFold(name, coding):
			return ok
		case name == "*":
			star = ok
		}
	}
	return star
}
