//go:build !(js && wasm)

package site

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// TestKeepModuleRefusesAnotherAppJS: an app.js without go-app's
// go.run(wasm.instance) is refused, not silently left without the module.
func TestKeepModuleRefusesAnotherAppJS(t *testing.T) {
	if _, err := keepModule([]byte("go.run(instance);")); err == nil {
		t.Errorf("keepModule took an app.js without go.run(wasm.instance)")
	}
}

// TestStreamWasm: go-app's fetchWithProgress is replaced by one that hands
// instantiateStreaming the browser's own response (its compiled code is
// cached with it); an app.js without it, or with more after it, is refused.
func TestStreamWasm(t *testing.T) {
	js := []byte("go.run(wasm.instance);\n" + fetchWithProgress + "\n  var res = new Response(body);\n  return res;\n}\n")
	got, err := streamWasm(js)
	if err != nil {
		t.Fatal(err)
	}
	if s := string(got); !strings.HasPrefix(s, "go.run(wasm.instance);\n") || strings.Contains(s, "new Response(") ||
		!strings.Contains(s, "response.clone()") || !strings.HasSuffix(strings.TrimSpace(s), "return response;\n}") {
		t.Errorf("streamWasm wrote:\n%s", got)
	}
	for _, bad := range []string{"go.run(wasm.instance);", string(js) + "function more() {}\n"} {
		if _, err := streamWasm([]byte(bad)); err == nil {
			t.Errorf("streamWasm took an app.js it does not know:\n%s", bad)
		}
	}
}

// TestEveryFileCached: the offline cache holds every file the page and the
// manifest name: the favicon and each icon too (an icon missing there is
// an error in the console offline).
func TestEveryFileCached(t *testing.T) {
	read := generated(t)
	worker, named := read("app-worker.js"), map[string]bool{}
	for _, m := range regexp.MustCompile(`"src": "([^"]+)"`).FindAllStringSubmatch(read("manifest.webmanifest"), -1) {
		named[m[1]] = true
	}
	for _, m := range regexp.MustCompile(`(?:href|src)="(/[^"]*)"`).FindAllStringSubmatch(read("index.html"), -1) {
		named[m[1]] = true
	}
	if len(named) < 5 {
		t.Fatalf("the page and the manifest name %d files: %v", len(named), named)
	}
	for name := range named {
		if !strings.Contains(worker, `"`+name+`"`) {
			t.Errorf("%s is named by the page or the manifest but not in the offline cache", name)
		}
	}
}

// TestZoomAllowed: the page lets a reader zoom (WCAG 1.4.4): go-app's
// template forbade it (maximum-scale=1, user-scalable=0).
func TestZoomAllowed(t *testing.T) {
	meta := regexp.MustCompile(`<meta [^>]*name="viewport"[^>]*>`).FindString(generated(t)("index.html")) // its attributes in any order
	m := regexp.MustCompile(`content="([^"]*)"`).FindStringSubmatch(meta)
	if m == nil {
		t.Fatalf("index.html has no viewport: %q", meta)
	}
	if !strings.Contains(m[1], "width=device-width") || strings.Contains(m[1], "maximum-scale") || strings.Contains(m[1], "user-scalable") {
		t.Errorf("viewport %q: want the device's width and zoom allowed", m[1])
	}
}

// TestNoLocalOGURL: the og:url go-app writes from its generator's
// temporary server (a dead local address, in a link's preview) is
// removed, its attributes in either order.
func TestNoLocalOGURL(t *testing.T) {
	if page := generated(t)("index.html"); strings.Contains(page, "og:url") {
		t.Errorf("index.html keeps an og:url: %s", regexp.MustCompile(`<meta [^>]*og:url[^>]*>`).FindString(page))
	}
	for _, tag := range []string{`<meta property="og:url" content="http://127.0.0.1:38351/">`, `<meta content="http://127.0.0.1:38351/" property="og:url">`} {
		if got := ogURL.ReplaceAllString("<head>\n"+tag+"\n<title>", ""); got != "<head>\n<title>" {
			t.Errorf("%s: the page keeps %q", tag, got)
		}
	}
}

// generated writes the site of a blank page and returns how to read its
// files.
func generated(t *testing.T) func(name string) string {
	t.Helper()
	app.Route("/", &blankPage{}) // the page's own content does not matter here
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "web"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "web", "app.wasm"), []byte("\x00asm"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Generate(dir, "", false); err != nil {
		t.Fatal(err)
	}
	return func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
}

// blankPage is a page for the generator to write.
type blankPage struct{ app.Compo }

func (p *blankPage) Render() app.UI { return app.Div() }
