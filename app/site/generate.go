//go:build !(js && wasm)

// Package site writes the static site (Generate) and serves it (Handler):
// the native program's work, imported only by its main, never by the wasm.
package site

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/pics"
	"slidelab/app/search"
)

// handler describes the site. Every resource is local: the icons too, or
// go-app would point the manifest and the offline cache at remote ones.
func handler(prefix, version string, dev bool) *app.Handler {
	h := &app.Handler{
		Name:            "Slide Lab",
		ShortName:       "Slide Lab",
		Title:           "Slide Lab · search algorithms on the sliding-tile puzzle",
		Description:     "Watch BFS, A*, IDA* and more solve the 8-puzzle (八数码) and the 15-puzzle, step by step.",
		Author:          "Slide Lab",
		Keywords:        []string{"8-puzzle", "八数码", "A*", "BFS", "IDA*", "search algorithms", "15-puzzle"},
		Lang:            "en",
		LoadingLabel:    "Loading Slide Lab… {progress}%",
		ThemeColor:      "#1d3557",
		BackgroundColor: "#f6f3ea",
		Icon:            app.Icon{Default: "/web/icon-192.png", Large: "/web/icon-512.png", SVG: iconSVG, AppleTouch: "/web/icon-192.png"},
		Styles:          []string{"/web/app.css"},
		// The search worker (app/search), the built-in pictures and the SVG
		// icon (go-app caches only the PNG ones), for offline use.
		CacheableResources: cacheable(),
		Version:            version,
		Resources:          app.LocalDir(""),

		// Without JavaScript the loader would wait forever: the page says why.
		// A link that names a board is not the pre-rendered one: until the
		// app runs, its board shows no tiles and no verdict (app.css).
		RawHeaders: []string{
			`<noscript><style>#app-wasm-loader { display: none; }</style></noscript>`,
			`<script>if (/[?&](start|goal)=/.test(location.search)) document.documentElement.classList.add("board-from-link");</script>`,
		},
		WasmContentLengthHeader: wasmLengthHeader,
	}
	if prefix != "" {
		h.Resources = app.GitHubPages(prefix)
	}
	h.ServiceWorkerTemplate = offlineWorker
	if dev {
		h.ServiceWorkerTemplate = devWorker
	}
	return h
}

// offlineWorker is go-app's caching worker, except that a page is found in
// the cache whatever its query (offline, a shared link such as
// /?start=283104765 opens like / does), and that a new version deletes
// only go-app's caches of older versions ("app-…"), not the pattern
// databases the page keeps in a cache of its own (search.TableCache).
var offlineWorker = func() string {
	const exact, older = "caches.match(event.request)", "if (key !== cacheName) {"
	if !strings.Contains(app.DefaultAppWorkerJS, exact) || !strings.Contains(app.DefaultAppWorkerJS, older) {
		panic("go-app's worker template changed: update offlineWorker")
	}
	js := strings.Replace(app.DefaultAppWorkerJS, exact,
		`caches.match(event.request, { ignoreSearch: event.request.mode === "navigate" })`, 1)
	return strings.Replace(js, older, `if (key !== cacheName && key.startsWith("app-")) {`, 1)
}()

// keepModule makes go-app's app.js keep the compiled app.wasm as
// slidelabModule, which the page hands to the search worker (app/search):
// the worker then neither fetches nor compiles it again, and the code
// either of them compiles serves both.
func keepModule(js []byte) ([]byte, error) {
	const run = "go.run(wasm.instance);"
	if !bytes.Contains(js, []byte(run)) {
		return nil, errors.New("go-app's app.js changed: update keepModule")
	}
	return bytes.Replace(js, []byte(run), []byte("self.slidelabModule = wasm.module;\n    "+run), 1), nil
}

// fetchWithProgress is go-app's app.js's last function: it counts the
// wasm's bytes for the loader by copying the body into a new Response,
// which the browser cannot tie to its cache, so every visit compiled
// app.wasm afresh. streamWasm puts streamedWasm in its place.
const fetchWithProgress = "async function fetchWithProgress(url, progess) {"

// streamedWasm hands WebAssembly.instantiateStreaming the browser's own
// response (its compiled code is then cached with it, and a later visit
// compiles less) and counts the bytes of a copy for the loader, which is
// told a percentage only when it changes.
const streamedWasm = `async function fetchWithProgress(url, progress) {
  const response = await fetch(url);
  let length;
  try {
    length = response.headers.get(goappWasmContentLengthHeader);
  } catch {}
  const total = parseInt(length || response.headers.get("Content-Length"), 10);
  if (total > 0 && response.body) {
    (async () => {
      const reader = response.clone().body.getReader();
      let loaded = 0, shown = -1;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          break;
        }
        loaded += value.byteLength;
        const p = Math.min(100, Math.round((loaded * 100) / total));
        if (p !== shown) {
          shown = p;
          progress(p);
        }
      }
    })().catch(() => {});
  }
  return response;
}
`

// streamWasm puts streamedWasm in place of go-app's fetchWithProgress, the
// last function of its app.js.
func streamWasm(js []byte) ([]byte, error) {
	i := bytes.Index(js, []byte(fetchWithProgress))
	if i < 0 || !bytes.HasSuffix(bytes.TrimSpace(js), []byte("return res;\n}")) {
		return nil, errors.New("go-app's app.js changed: update streamWasm")
	}
	return append(js[:i:i], streamedWasm...), nil
}

// devWorker takes over at once, clears go-app's caches (not the pattern
// databases the page keeps) and handles no fetch, so that each reload
// loads the newest app.wasm.
const devWorker = `// Slide Lab development worker {{.Version}}: no caching.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("app-")).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});
`

// falseAttr is a boolean attribute set to false. go-app v9 writes
// Disabled(false) as disabled="false" in the pre-rendered page, and
// browsers read any value of a boolean attribute as true: the page would
// start with every such button disabled and every option selected. In the
// browser go-app sets the properties, which is right.
var falseAttr = regexp.MustCompile(` (?:async|autofocus|autoplay|checked|default|defer|disabled|hidden|loop|multiple|muted|open|readonly|required|reversed|selected)="false"`)

// ogURL is the og:url meta tag go-app fills with its generator's temporary
// server: a dead local address, removed. go-app writes a tag's attributes
// in no fixed order.
var ogURL = regexp.MustCompile(`\s*<meta (?:property="og:url" content="[^"]*"|content="[^"]*" property="og:url")>`)

// Generate writes the static site into dir: go-app's pages and scripts, the
// toolchain's own wasm_exec.js, and a version derived from app.wasm so that
// browsers update exactly when the app changes.
func Generate(dir, prefix string, dev bool) error {
	wasm, err := os.ReadFile(filepath.Join(dir, "web", "app.wasm"))
	if err != nil {
		return fmt.Errorf("build %s first (make build): %w", filepath.Join(dir, "web", "app.wasm"), err)
	}
	if err := precompress(filepath.Join(dir, "web", "app.wasm")); err != nil {
		return err
	}
	version := fmt.Sprintf("%x", sha256.Sum256(wasm))[:16]
	if dev {
		version = "dev-" + version
	}
	if err := app.GenerateStaticWebsite(dir, handler(strings.Trim(prefix, "/"), version, dev)); err != nil {
		return err
	}
	index := filepath.Join(dir, "index.html")
	page, err := os.ReadFile(index)
	if err != nil {
		return err
	}
	page = falseAttr.ReplaceAll(ogURL.ReplaceAll(page, nil), nil)
	if err := os.WriteFile(index, page, 0o644); err != nil {
		return err
	}
	appJS := filepath.Join(dir, "app.js")
	js, err := os.ReadFile(appJS)
	if err != nil {
		return err
	}
	if js, err = keepModule(js); err != nil {
		return err
	}
	if js, err = streamWasm(js); err != nil {
		return err
	}
	if err := os.WriteFile(appJS, js, 0o644); err != nil {
		return err
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT, to find the toolchain's wasm_exec.js: %w", err)
	}
	root := strings.TrimSpace(string(goroot))
	execJS, err := os.ReadFile(filepath.Join(root, "lib", "wasm", "wasm_exec.js"))
	if errors.Is(err, fs.ErrNotExist) { // before Go 1.24
		execJS, err = os.ReadFile(filepath.Join(root, "misc", "wasm", "wasm_exec.js"))
	}
	if err != nil {
		return fmt.Errorf("the toolchain's wasm_exec.js: %w", err)
	}
	return os.WriteFile(filepath.Join(dir, "wasm_exec.js"), execJS, 0o644)
}

// iconSVG is the favicon, the manifest's first icon.
const iconSVG = "/web/icon.svg"

// cacheable are the resources the offline cache holds beside go-app's own.
func cacheable() []string {
	res := []string{search.WorkerJS, iconSVG}
	for _, name := range pics.Names {
		res = append(res, pics.Path(name))
	}
	return res
}
