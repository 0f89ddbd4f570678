package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/pics"
)

// picturePanel chooses the picture on the tiles: none, a built-in one or
// the reader's own (a file or the camera), and whether the numbers show.
type picturePanel struct {
	app.Compo

	Lang    lang
	Pic     string // the settings' pic
	NoNums  bool
	Own     bool // an own picture is kept (or taken this visit)
	Reading bool
	Err     string // why the last file chosen was not taken
	Unkept  bool
	Page    actor
}

// Actions of the picture panel.
type (
	picSet    string // the menu: "", a built-in picture's name, pics.Own
	numsSet   bool   // the numbers shown on a picture
	picForget struct{}
	picFile   struct{ f app.Value } // a file chosen, to read
)

func (p *picturePanel) Render() app.UI {
	l := p.Lang
	options := []app.UI{option("", l.t("picNone"), p.Pic == "")}
	for _, name := range pics.Names {
		options = append(options, option(name, l.t("pic-"+name), p.Pic == name))
	}
	options = append(options, option(pics.Own, l.t("picOwn"), p.Pic == pics.Own))
	var status app.UI = app.Text("")
	switch {
	case p.Reading:
		status = app.P().ID("pic-status").Class("desc").Attr("role", "status").Text(l.t("picReading"))
	case p.Err != "":
		status = app.P().ID("pic-status").Class("error").Attr("role", "alert").Text(p.Err)
	case p.Pic == pics.Own && !p.Own:
		status = app.P().ID("pic-status").Class("desc").Attr("role", "status").Text(l.t("picNoneKept"))
	case p.Unkept:
		status = app.P().ID("pic-status").Class("desc").Attr("role", "status").Text(l.t("picUnkept"))
	}
	return app.Section().ID("picture").Class("panel picture").Body(
		app.H2().Text(l.t("picture")),
		labelFor("pic-select", l.t("picChoose")),
		app.Select().ID("pic-select").OnChange(func(ctx app.Context, e app.Event) {
			v := ctx.JSSrc().Get("value").String()
			if v == pics.Own && !p.Own { // none kept yet: the file chooser opens at once
				app.Window().GetElementByID("pic-file").Call("click")
			}
			ctx.Emit(func() { p.Page.act(ctx, picSet(v)) })
		}).Body(options...),
		div("buttons",
			app.Label().Class("file-button").For("pic-file").Text(l.t("picFile")),
			app.Input().ID("pic-file").Class("sr-only").Type("file").Accept("image/*").OnChange(p.onFile),
			app.If(p.Own, app.Button().ID("pic-forget").Text(l.t("picForget")).OnClick(func(ctx app.Context, e app.Event) {
				ctx.Emit(func() { p.Page.act(ctx, picForget{}) })
			}))),
		app.P().Class("desc").Text(l.t("picPrivate")),
		status,
		div("field",
			app.Label().Class("check").Body(
				app.Input().ID("pic-nums").Type("checkbox").Checked(!p.NoNums).Disabled(p.Pic == "").
					OnChange(func(ctx app.Context, e app.Event) {
						on := ctx.JSSrc().Get("checked").Bool()
						ctx.Emit(func() { p.Page.act(ctx, numsSet(on)) })
					}),
				app.Text(" "+l.t("picNums")))),
	)
}

// onFile reads the picture chosen.
func (p *picturePanel) onFile(ctx app.Context, e app.Event) {
	f, ok := chosenFile(ctx.JSSrc())
	if !ok {
		return
	}
	ctx.Emit(func() { p.Page.act(ctx, picFile{f}) })
}
