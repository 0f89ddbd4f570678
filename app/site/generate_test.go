//go:build !(js && wasm)

package site

import "testing"

// TestKeepModuleRefusesAnotherAppJS: an app.js without go-app's
// go.run(wasm.instance) is refused, not silently left without the module.
func TestKeepModuleRefusesAnotherAppJS(t *testing.T) {
	if _, err := keepModule([]byte("go.run(instance);")); err == nil {
		t.Errorf("keepModule took an app.js without go.run(wasm.instance)")
	}
}
