//go:build !(js && wasm)

package main

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestWasmLinksNoServer: the browser's build links none of the server's
// packages (go-app's Handler is kept out of it by third_party's patch):
// they weigh 1.8 MB of wasm and run no code there.
func TestWasmLinksNoServer(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", ".")
	cmd.Env = append(cmd.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if !slices.Contains(deps, "github.com/maxence-charriere/go-app/v9/pkg/app") {
		t.Fatalf("the wasm build does not list go-app: %v", deps)
	}
	for _, p := range []string{"net/http", "crypto/tls", "crypto/x509", "mime", "text/template"} {
		if slices.Contains(deps, p) {
			t.Errorf("the wasm build links %s", p)
		}
	}
}
