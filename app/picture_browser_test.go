//go:build !(js && wasm)

package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserPicture: a built-in picture from a link, each tile showing its
// goal cell's part on the main board and the open list, numbers hidden;
// the reader's own picture chosen from a file, kept across a reload; bad
// files refused in 中文 with the picture kept; removed; a 5×5 board with a
// picture in 中文 at 1280×720.
func TestBrowserPicture(t *testing.T) {
	s := serveSite(t, "")
	ctx := screenWithin(t, 1280, 720, 2*time.Minute)
	open(t, ctx, s.url+"/?start=813402765&goal=standard&algo=astar&h=manhattan&pic=panda&nums=0&speed=5&lang=en")
	if cls := eval[string](t, ctx, `document.getElementById('lab').className`); cls != "lab pic nonum" {
		t.Errorf("the page's classes: %q", cls)
	}
	// Tile 8 stands on cell 0; its goal cell is 7 (column 1, row 2).
	part := `(sel => { const s = getComputedStyle(document.querySelector(sel)); return s.backgroundImage + ' ' + s.backgroundPosition + ' ' + s.backgroundSize + ' ' + s.color })`
	want := fmt.Sprintf(`url("%s/web/pics/panda.svg") 50%% 100%% 300%% 300%% rgba(0, 0, 0, 0)`, s.url)
	if got := eval[string](t, ctx, part+`('#main-board [data-tile="8"] > span')`); got != want {
		t.Errorf("tile 8: %s, want %s", got, want)
	}
	if st := eval[float64](t, ctx, `fetch('web/pics/panda.svg').then(r => r.status)`); st != 200 {
		t.Errorf("the picture: HTTP %v", st)
	}
	click(t, ctx, "step")
	showChart(t, ctx)
	waitFor(t, ctx, "the open list", `document.querySelectorAll('.frontier .board.flat .tile').length > 0`, 10*time.Second)
	if got := eval[string](t, ctx, `getComputedStyle(document.querySelector('.frontier .board.flat .tile')).backgroundImage`); got != fmt.Sprintf(`url("%s/web/pics/panda.svg")`, s.url) {
		t.Errorf("the open list's tiles: %s", got)
	}
	screenshot(t, ctx, "picture-panda-1280x720")

	// The reader's own picture, 1200×900: cropped to its centre square.
	dir := t.TempDir()
	photo := filepath.Join(dir, "photo.png")
	writePNG(t, photo, 1200, 900)
	notes := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notes, []byte("not a picture"), 0o644); err != nil {
		t.Fatal(err)
	}
	choose := func(path string) {
		t.Helper()
		reveal(t, ctx, "pic-file")
		if err := chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.ID("pic-file"), []string{path})); err != nil {
			t.Fatalf("choose %s: %v", path, err)
		}
	}
	choose(photo)
	waitFor(t, ctx, "the own picture", `document.getElementById('pic-select').value === 'own' && /[?&]pic=own/.test(location.search) &&
		getComputedStyle(document.querySelector('#main-board [data-tile="1"] > span')).backgroundImage.startsWith('url("blob:')`, 10*time.Second)
	kept := eval[string](t, ctx, `(() => { const d = localStorage.getItem('slidelab-picture'); const i = new Image(); i.src = d;
		return i.decode().then(() => d.slice(0, 23) + ' ' + i.naturalWidth + 'x' + i.naturalHeight) })()`)
	if kept != "data:image/jpeg;base64, 800x800" {
		t.Errorf("the picture kept: %s", kept)
	}
	open(t, ctx, s.url+"/?start=813402765&pic=own&lang=zh")
	waitFor(t, ctx, "the own picture after a reload", `getComputedStyle(document.querySelector('#main-board [data-tile="1"] > span')).backgroundImage.startsWith('url("blob:')`, 5*time.Second)
	choose(notes)
	waitEqual(t, ctx, "a file that is not a picture", `document.getElementById('pic-status').textContent`,
		"这个文件不是图片（类型为 text/plain）：请选择 JPEG、PNG、WebP 或 GIF 图片", 15*time.Second)
	if !eval[bool](t, ctx, `document.getElementById('lab').classList.contains('pic')`) {
		t.Error("a bad file dropped the picture shown")
	}
	click(t, ctx, "pic-forget")
	waitFor(t, ctx, "the picture removed", `document.getElementById('pic-select').value === '' && !document.getElementById('lab').classList.contains('pic') &&
		!localStorage.getItem('slidelab-picture') && !/pic=/.test(location.search)`, 5*time.Second)
	open(t, ctx, s.url+"/?start=813402765&pic=own&lang=zh")
	waitFor(t, ctx, "pic=own without a picture kept", `document.getElementById('problems')?.textContent.includes('此浏览器中没有保存你的图片')`, 5*time.Second)

	open(t, ctx, s.url+"/?start=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,0,24&pic=landscape&lang=zh")
	if got := eval[string](t, ctx, part+`('#main-board [data-tile="24"] > span')`); got != fmt.Sprintf(`url("%s/web/pics/landscape.svg") 75%% 100%% 500%% 500%% rgb(255, 255, 255)`, s.url) {
		t.Errorf("5×5 tile 24: %s", got)
	}
	readable(t, ctx, "5×5 with a picture")
	inChinese(t, ctx, "5×5 with a picture")
	screenshot(t, ctx, "picture-5x5-zh-1280x720")
}

// writePNG writes a w×h picture of colour gradients to path.
func writePNG(t *testing.T, path string, w, h int) {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(255 * x / w), uint8(255 * y / h), 128, 255})
		}
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
