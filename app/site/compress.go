//go:build !(js && wasm)

package site

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/andybalholm/brotli"
)

// encodings are the compressed copies the build writes beside app.wasm and
// -serve sends to browsers that accept them, best first.
var encodings = []struct {
	name, ext string
	reader    func(io.Reader) (io.Reader, error)
	writer    func(io.Writer) (io.WriteCloser, error)
}{
	{"br", ".br", func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		func(w io.Writer) (io.WriteCloser, error) {
			return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24}), nil
		}},
	{"gzip", ".gz", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
		func(w io.Writer) (io.WriteCloser, error) { return gzip.NewWriterLevel(w, gzip.BestCompression) }},
}

// precompress writes path.br and path.gz, the file compressed with brotli
// and gzip at their best, unless they already hold exactly the file.
// Brotli at its best takes about 20 s on app.wasm: the check (0.1 s) keeps
// a rebuild of the same wasm from paying it again.
func precompress(path string) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	errs := make(chan error, len(encodings))
	for _, e := range encodings {
		go func() {
			if holds(path+e.ext, e.reader, raw) {
				now := time.Now() // as new as the file: -serve sends no copy older than it
				errs <- os.Chtimes(path+e.ext, now, now)
				return
			}
			var buf bytes.Buffer
			w, err := e.writer(&buf)
			if err == nil {
				_, err = w.Write(raw)
			}
			if err == nil {
				err = w.Close()
			}
			if err == nil {
				err = os.WriteFile(path+e.ext, buf.Bytes(), 0o644)
			}
			if err != nil {
				err = fmt.Errorf("compressing %s with %s: %w", path, e.name, err)
			}
			errs <- err
		}()
	}
	var all []error
	for range encodings {
		all = append(all, <-errs)
	}
	return errors.Join(all...)
}

// holds reports whether the compressed file at path decompresses to raw.
func holds(path string, reader func(io.Reader) (io.Reader, error), raw []byte) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	r, err := reader(f)
	if err != nil {
		return false
	}
	got, err := io.ReadAll(r)
	return err == nil && bytes.Equal(got, raw)
}
