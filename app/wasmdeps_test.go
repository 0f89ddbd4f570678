//go:build !(js && wasm)

package main

import (
	"bufio"
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWasmLinksNoDeadWeight: the browser's build links none of the code that
// third_party's go-app patch keeps out of it, code that runs nothing there yet
// weighs in every first visit: the server's packages (1.8 MB of wasm), Go's
// crypto module and its self-tests (uuid and Encrypt), regexp (routes by
// pattern, which the site never registers), html (its entity table, which
// html.EscapeString never reads). It asks the linker itself
// (-dumpdep prints every reachable symbol), so an import that the linker
// drops does not count, and one whose init code it keeps does. regexp's own
// init (a 16-byte table) is reachable through go-app's import; a compiled
// regexp's code is not.
func TestWasmLinksNoDeadWeight(t *testing.T) {
	if testing.Short() {
		t.Skip("links the wasm")
	}
	// Its own compile flags for the page's package (-dwarf=false: no debug
	// information, which the linker's graph does not hold): built with the
	// site's flags beside make build (make test runs both at once), the
	// site's later builds from Go's cache printed this one's 26,000 lines of
	// -dumpdep.
	cmd := exec.Command("go", "build", "-trimpath", "-gcflags=slidelab/app=-dwarf=false", "-ldflags=-dumpdep", "-o", filepath.Join(t.TempDir(), "app.wasm"), ".")
	cmd.Env = append(cmd.Environ(), "GOOS=js", "GOARCH=wasm")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out.Bytes())
	}
	banned := []string{"net/http.", "crypto/tls.", "crypto/x509.", "mime.", "text/template.",
		"crypto/aes.", "crypto/internal/fips140/", "crypto/rand.", "github.com/google/uuid.", "regexp.(*Regexp).", "regexp/syntax.Parse", "html."}
	found := map[string]string{}
	solver := false
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		from, to, ok := strings.Cut(sc.Text(), " -> ")
		if !ok {
			continue
		}
		solver = solver || strings.HasPrefix(to, "slidelab/solver.")
		for _, p := range banned {
			if _, seen := found[p]; !seen && strings.HasPrefix(to, p) {
				found[p] = from + " -> " + to
			}
		}
	}
	if !solver {
		t.Fatalf("the linker's graph does not reach the solver: is -dumpdep still its format?\n%.2000s", out.String())
	}
	for _, p := range banned {
		if edge, ok := found[p]; ok {
			t.Errorf("the wasm build links %s, first through %s", strings.TrimRight(p, "./"), edge)
		}
	}
}
