// Package picture is pictures on the tiles (pic=, nums=): a built-in
// picture or the person's own, read from a file, kept in the browser and
// forgotten on request (Model), its panel (Panel), its actions and
// strings. The board draws each tile's part of it (ui.BoardView).
//
// It imports ui, state, pics and the solver: no other capability, and not
// the page.
package picture

import (
	_ "embed"
	"encoding/base64"
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/pics"
	"slidelab/app/state"
	"slidelab/app/ui"
)

// A picture on the tiles: a built-in one (pic=NAME), or the reader's own
// (pic=own), read from a file or a phone's camera, cropped to its centre
// square, downscaled and kept in this browser (localStorage) as a JPEG: it
// is never uploaded, and no link carries it.

// pictureKey is the browser's key of the reader's own picture.
const pictureKey = "slidelab-picture"

// Limits of the reader's own picture: a larger file is refused before it
// is read; a smaller square cannot be cut into tiles; a larger one is
// downscaled to picSide pixels a side (a data URL of about 100 KB).
const (
	picMaxBytes = 50 << 20
	picMinSide  = 32
	picSide     = 800
)

// Model is the reader's own picture and the last file chosen.
type Model struct {
	base    *url.URL // the page's address, which built-in pictures' paths resolve against
	Own     string   // the own picture as an object URL; "" when none is kept
	Reading bool     // a file chosen is being read
	Err     error    // why the last file chosen was not taken
	Unkept  bool     // the browser would not keep the own picture: it lasts this visit
}

// PicRead is what reading a file chosen gives: the picture as a JPEG data
// URL, or why there is none.
type PicRead struct {
	data string
	err  error
}

// Class is the page's classes and style for the picture on its
// tiles (app.css): none without one. u is the picture's URL.
func Class(set state.Settings, u string) (class, style string) {
	if u == "" {
		return "", ""
	}
	class = " pic"
	if set.NoNums {
		class += " nonum"
	}
	return class, `url("` + u + `")`
}

// Restore reads the own picture kept in this browser; page is the page's
// address.
func (p *Model) Restore(page url.URL) {
	p.base = &page
	p.Own = objectURL(ui.Kept(pictureKey))
}

// URL is the picture settings show, as CSS and SVG read it ("": none).
func (p *Model) URL(set state.Settings) string {
	switch set.Pic {
	case "":
		return ""
	case pics.Own:
		return p.Own
	}
	// Absolute: CSS resolves a url() in a custom property against the
	// style sheet that uses it, and the site may live under a prefix.
	rel := &url.URL{Path: strings.TrimPrefix(pics.Path(set.Pic), "/")}
	if p.base == nil {
		return rel.String()
	}
	return p.base.ResolveReference(rel).String()
}

// Take applies a file read: the own picture replaced and kept, or the
// reason it is not.
func (p *Model) Take(r PicRead) bool {
	p.Reading, p.Err = false, r.err
	if r.err != nil {
		return false
	}
	u := objectURL(r.data)
	if u == "" {
		p.Err = state.NewPageError("ePicUnreadable")
		return false
	}
	if p.Own != "" {
		app.Window().Get("URL").Call("revokeObjectURL", p.Own)
	}
	p.Own = u
	p.Unkept = !ui.Keep(pictureKey, r.data)
	return true
}

// Forget removes the own picture from this browser.
func (p *Model) Forget() {
	if p.Own != "" {
		app.Window().Get("URL").Call("revokeObjectURL", p.Own)
	}
	p.Own, p.Err, p.Unkept = "", nil, false
	ui.Keep(pictureKey, "")
}

// objectURL is an object URL of the image in data, a base64 data URL; ""
// when data is not one (nothing kept, or altered by hand).
func objectURL(data string) string {
	head, b64, ok := strings.Cut(data, ",")
	if !ok || !strings.HasPrefix(head, "data:image/") || !strings.HasSuffix(head, ";base64") {
		return ""
	}
	raw, err := base64.StdEncoding.DecodeString(b64)
	if err != nil || len(raw) == 0 {
		return ""
	}
	w := app.Window()
	bytes := w.Get("Uint8Array").New(len(raw))
	app.CopyBytesToJS(bytes, raw)
	parts := w.Get("Array").New()
	parts.Call("push", bytes) // not in a Go slice, nor by SetIndex: go-app unwraps its values only as a call's arguments
	blob := w.Get("Blob").New(parts, map[string]any{"type": strings.TrimSuffix(strings.TrimPrefix(head, "data:"), ";base64")})
	return w.Get("URL").Call("createObjectURL", blob).String()
}

// readPicture reads the image file f as the own picture: too large a file
// is refused unread; one the browser cannot decode, or too small, says
// so; the rest is cropped to its centre square and downscaled. reply
// gets the result (the page's post: it comes from a promise).
func Read(f app.Value, reply func(ui.Action)) {
	if size := f.Get("size").Int(); size > picMaxBytes {
		reply(PicRead{err: state.NewPageError("ePicHuge", (size+(1<<20)-1)>>20, picMaxBytes>>20)})
		return
	}
	if t := f.Get("type").String(); t != "" && !strings.HasPrefix(t, "image/") {
		reply(PicRead{err: state.NewPageError("ePicNotImage", t)})
		return
	}
	var ok, fail app.Func
	release := func() { ok.Release(); fail.Release() }
	ok = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer release()
		bm := args[0]
		w, h := bm.Get("width").Int(), bm.Get("height").Int()
		side := min(w, h)
		if side < picMinSide {
			bm.Call("close")
			reply(PicRead{err: state.NewPageError("ePicSmall", w, h, picMinSide)})
			return nil
		}
		out := min(side, picSide)
		canvas := app.Window().Get("document").Call("createElement", "canvas")
		canvas.Set("width", out)
		canvas.Set("height", out)
		canvas.Call("getContext", "2d").Call("drawImage", bm, (w-side)/2, (h-side)/2, side, side, 0, 0, out, out)
		bm.Call("close")
		reply(PicRead{data: canvas.Call("toDataURL", "image/jpeg", 0.88).String()})
		return nil
	})
	fail = app.FuncOf(func(app.Value, []app.Value) any {
		defer release()
		reply(PicRead{err: state.NewPageError("ePicUnreadable")})
		return nil
	})
	app.Window().Call("createImageBitmap", f).Call("then", ok, fail)
}

// The pictures' strings, one table a language.
var (
	//go:embed text/en.txt
	enTexts string
	//go:embed text/zh.txt
	zhTexts string
)

func init() {
	ui.RegisterTexts(ui.English, enTexts)
	ui.RegisterTexts(ui.Chinese, zhTexts)
}
