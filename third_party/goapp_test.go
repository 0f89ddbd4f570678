// Package thirdparty holds the patched dependencies; its test checks that
// each is exactly its upstream plus its patch.
package thirdparty

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
)

// TestVendoredGoApp rebuilds go-app from upstream v9.8.0 and go-app.patch
// (rebuild-go-app.sh, which asks the Go module proxy for the module when
// the module cache lacks it) and checks that the committed go-app/ is that
// tree, file for file and byte for byte.
func TestVendoredGoApp(t *testing.T) {
	out := filepath.Join(t.TempDir(), "go-app")
	cmd := exec.Command("bash", "rebuild-go-app.sh", out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("rebuild-go-app.sh: %v\n%s", err, msg)
	}
	want, got := files(t, out), files(t, "go-app")
	for name := range want {
		if _, ok := got[name]; !ok {
			t.Errorf("go-app/%s is missing: upstream + patch has it", name)
		}
	}
	var names []string
	for name := range got {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		w, ok := want[name]
		switch {
		case !ok:
			t.Errorf("go-app/%s is neither upstream's nor the patch's", name)
		case !bytes.Equal(got[name], w):
			t.Errorf("go-app/%s differs from upstream + patch: a change not in go-app.patch", name)
		}
	}
}

// files reads every file under root, by its path from root.
func files(t *testing.T, root string) map[string][]byte {
	t.Helper()
	m := map[string][]byte{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		m[filepath.ToSlash(rel)] = data
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}
