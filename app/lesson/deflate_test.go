package lesson

import (
	"bytes"
	"compress/flate"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"slidelab/app/ui"
)

// goInflate reads raw DEFLATE with Go's reader, as DecodeLesson does.
func goInflate(t testing.TB, z []byte) []byte {
	t.Helper()
	got, err := io.ReadAll(flate.NewReader(bytes.NewReader(z)))
	if err != nil {
		t.Fatalf("compress/flate cannot read deflate's output: %v", err)
	}
	return got
}

// TestDeflateRoundTrip: what deflate writes, compress/flate reads back,
// for texts that reach every branch: empty, one byte, runs longer than a
// match, matches at the window's far end, every byte value, and the
// built-in lessons in both languages.
func TestDeflateRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	random := make([]byte, 70000)
	for i := range random {
		random[i] = byte(r.IntN(256))
	}
	far := append(append([]byte{}, random[:5000]...), make([]byte, window-5000)...)
	far = append(far, random[:5000]...) // a match exactly window bytes back, then one further
	texts := map[string][]byte{
		"empty":        nil,
		"one byte":     {'x'},
		"two bytes":    []byte("ab"),
		"a long run":   bytes.Repeat([]byte{'a'}, 1000),
		"random":       random,
		"far matches":  far,
		"a few values": bytes.Repeat([]byte("abcab"), 7),
	}
	for _, b := range BuiltinLessons {
		for _, l := range []ui.Lang{ui.English, ui.Chinese} {
			texts[b.ID+" "+string(l)] = LessonJSON(b.Lesson(l))
		}
	}
	for name, src := range texts {
		z := deflate(src)
		if got := goInflate(t, z); !bytes.Equal(got, src) {
			t.Errorf("%s: %d bytes came back from compress/flate as %d different bytes", name, len(src), len(got))
		}
		if got, err := inflate(z, len(src)+1); err != nil || !bytes.Equal(got, src) {
			t.Errorf("%s: %d bytes came back from inflate as %d different bytes (%v)", name, len(src), len(got), err)
		}
		// compress/flate's writer at every level: stored blocks (0),
		// fixed codes (short texts), dynamic codes, many blocks (random).
		for level := flate.HuffmanOnly; level <= flate.BestCompression; level++ {
			var z bytes.Buffer
			w, _ := flate.NewWriter(&z, level)
			w.Write(src)
			w.Close()
			if got, err := inflate(z.Bytes(), len(src)+1); err != nil || !bytes.Equal(got, src) {
				t.Errorf("%s, compress/flate at level %d: %d bytes came back from inflate as %d different bytes (%v)", name, level, len(src), len(got), err)
			}
		}
	}
}

// TestInflateLimit: a stream longer than the limit is cut at it, in every
// kind of block.
func TestInflateLimit(t *testing.T) {
	src := bytes.Repeat([]byte("slide lab "), 1000)
	for level := flate.HuffmanOnly; level <= flate.BestCompression; level++ {
		var z bytes.Buffer
		w, _ := flate.NewWriter(&z, level)
		w.Write(src)
		w.Close()
		if got, err := inflate(z.Bytes(), 777); err != nil || !bytes.Equal(got, src[:777]) {
			t.Errorf("level %d: %d bytes (%v), want the first 777", level, len(got), err)
		}
	}
}

// TestDeflateSize: a lesson's link is no more than 1 % longer than with
// compress/flate at its best compression, the writer it replaces.
func TestDeflateSize(t *testing.T) {
	for _, b := range BuiltinLessons {
		for _, l := range []ui.Lang{ui.English, ui.Chinese} {
			doc := LessonJSON(b.Lesson(l))
			var z bytes.Buffer
			w, _ := flate.NewWriter(&z, flate.BestCompression)
			w.Write(doc)
			w.Close()
			ours := len(deflate(doc))
			if ours*100 > z.Len()*101 {
				t.Errorf("%s (%s): %d bytes of JSON compress to %d bytes, compress/flate's best to %d", b.ID, l, len(doc), ours, z.Len())
			}
		}
	}
}

// FuzzDeflate: any text comes back whole, read by compress/flate and by
// inflate.
func FuzzDeflate(f *testing.F) {
	f.Add([]byte(strings.Repeat("八数码 ", 40)))
	f.Add([]byte{0, 0, 0, 1, 0, 0, 0, 1})
	f.Fuzz(func(t *testing.T, src []byte) {
		z := deflate(src)
		if got := goInflate(t, z); !bytes.Equal(got, src) {
			t.Fatalf("%q came back from compress/flate as %q", src, got)
		}
		if got, err := inflate(z, len(src)+1); err != nil || !bytes.Equal(got, src) {
			t.Fatalf("%q came back from inflate as %q (%v)", src, got, err)
		}
	})
}

// FuzzInflate: any bytes compress/flate reads, inflate reads the same, and
// nothing panics.
func FuzzInflate(f *testing.F) {
	f.Add(deflate([]byte(`{"v":1,"stops":[{"q":"algo=bfs"}]}`)))
	f.Add([]byte{1, 3, 0, 252, 255, 'a', 'b', 'c'})
	f.Add([]byte{0x4b, 0x4c, 0x4a, 0x06, 0x00})
	f.Fuzz(func(t *testing.T, z []byte) {
		got, err := inflate(z, 1<<16)
		want, werr := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(z)), 1<<16))
		if werr == nil && (err != nil || !bytes.Equal(got, want)) {
			t.Fatalf("compress/flate reads %q, inflate %q (%v)", want, got, err)
		}
	})
}
