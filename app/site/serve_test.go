//go:build !(js && wasm)

package site

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// TestServedWasmIsCompressed: -serve sends app.wasm as brotli or gzip as
// the browser asks, with its raw length for the loader's progress, and the
// raw file when the browser accepts neither or the copies are older than
// the wasm.
func TestServedWasmIsCompressed(t *testing.T) {
	dir := t.TempDir()
	wasm := filepath.Join(dir, "web", "app.wasm")
	if err := os.MkdirAll(filepath.Dir(wasm), 0o755); err != nil {
		t.Fatal(err)
	}
	var raw bytes.Buffer
	for i := range 20000 {
		fmt.Fprintf(&raw, "moment %d expands board %d\n", i, i*7919%181440)
	}
	if err := os.WriteFile(wasm, raw.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := precompress(wasm); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	get := func(accept string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequest("GET", srv.URL+"/web/app.wasm", nil)
		req.Header.Set("Accept-Encoding", accept) // set: the client then decodes nothing itself
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return resp, body
	}
	for _, c := range []struct{ accept, want string }{
		{"gzip, deflate, br, zstd", "br"},
		{"br;q=0, gzip", "gzip"},
		{"gzip;q=0.5", "gzip"},
		{"*", "br"},
		{"identity", ""},
		{"br;q=0,gzip;q=0", ""},
		{"", ""},
	} {
		resp, body := get(c.accept)
		if got := resp.Header.Get("Content-Encoding"); got != c.want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", c.accept, got, c.want)
			continue
		}
		if got := resp.Header.Get("Content-Type"); got != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q", c.accept, got)
		}
		if got := resp.Header.Get(wasmLengthHeader); got != strconv.Itoa(raw.Len()) {
			t.Errorf("Accept-Encoding %q: %s %q, want %d", c.accept, wasmLengthHeader, got, raw.Len())
		}
		decoded := body
		for _, e := range encodings {
			if e.name == c.want {
				r, err := e.reader(bytes.NewReader(body))
				if err == nil {
					decoded, err = io.ReadAll(r)
				}
				if err != nil {
					t.Fatalf("%s: %v", c.want, err)
				}
				if len(body) > raw.Len()/4 {
					t.Errorf("%s: %d bytes for %d", c.want, len(body), raw.Len())
				}
			}
		}
		if !bytes.Equal(decoded, raw.Bytes()) {
			t.Errorf("Accept-Encoding %q: the body is not app.wasm", c.accept)
		}
	}

	// A wasm built again, its copies not yet made: older than the wasm.
	wasmTime, copyTime := time.Now().Add(-time.Minute), time.Now().Add(-2*time.Minute)
	for _, e := range encodings {
		if err := os.Chtimes(wasm+e.ext, copyTime, copyTime); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chtimes(wasm, wasmTime, wasmTime); err != nil {
		t.Fatal(err)
	}
	if resp, body := get("br, gzip"); resp.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, raw.Bytes()) {
		t.Errorf("copies older than the wasm: sent %q", resp.Header.Get("Content-Encoding"))
	}
	if err := precompress(wasm); err != nil { // the same bytes: the copies are kept, dated now
		t.Fatal(err)
	}
	if resp, _ := get("br"); resp.Header.Get("Content-Encoding") != "br" {
		t.Errorf("after precompress on the same wasm: sent %q", resp.Header.Get("Content-Encoding"))
	}
}

// TestAccepts reads Accept-Encoding's weights.
func TestAccepts(t *testing.T) {
	for _, c := range []struct {
		header, coding string
		want           bool
	}{
		{"br", "br", true}, {"BR", "br", true}, {"gzip", "br", false}, {"br;q=0", "br", false},
		{"br; q=0.001", "br", true}, {"*;q=0, gzip", "br", false}, {"*, br;q=0", "br", false},
		{"br;q=x", "br", false}, {"", "gzip", false},
	} {
		if got := accepts(c.header, c.coding); got != c.want {
			t.Errorf("accepts(%q, %q) = %v", c.header, c.coding, got)
		}
	}
}
