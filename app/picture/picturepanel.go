package picture

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/pics"
	"slidelab/app/state"
	"slidelab/app/ui"
)

// Panel chooses the picture on the tiles: none, a built-in one or
// the reader's own (a file or the camera), and whether the numbers show.
type Panel struct {
	app.Compo

	Lang    ui.Lang
	Pic     string // the settings' pic
	NoNums  bool
	Own     bool // an own picture is kept (or taken this visit)
	Reading bool
	Err     string // why the last file chosen was not taken
	Unkept  bool
	Page    ui.Actor
}

// Panel is the panel of set's picture, its actions sent to page.
func (p *Model) Panel(set state.Settings, page ui.Actor) *Panel {
	return &Panel{Lang: set.Lang, Pic: set.Pic, NoNums: set.NoNums, Own: p.Own != "", Reading: p.Reading,
		Err: state.InputErrorText(set.Lang, p.Err), Unkept: p.Unkept, Page: page}
}

// Actions of the picture panel (and PicRead, a file read).
type (
	PicSet    string // the menu: "", a built-in picture's name, pics.Own
	NumsSet   bool   // the numbers shown on a picture
	PicForget struct{}
	PicFile   struct{ F app.Value } // a file chosen, to read
)

// Action is an action of pictures: the page routes every one to Update.
type Action interface{ pictureAction() }

func (PicSet) pictureAction()    {}
func (NumsSet) pictureAction()   {}
func (PicForget) pictureAction() {}
func (PicFile) pictureAction()   {}
func (PicRead) pictureAction()   {}

// Update applies a to the model and to set (the picture chosen and its
// numbers), and returns the settings after it; post is how a file read
// later comes back (PicRead). taken reports that the own picture has just
// been taken.
func (p *Model) Update(set state.Settings, a Action, post func(ui.Action)) (_ state.Settings, taken bool) {
	switch a := a.(type) {
	case PicSet:
		set.Pic, p.Err = string(a), nil
	case NumsSet:
		set.NoNums = !bool(a)
	case PicForget:
		p.Forget()
		if set.Pic == pics.Own {
			set.Pic = ""
		}
	case PicFile:
		p.Reading, p.Err = true, nil
		Read(a.F, post)
	case PicRead:
		if taken = p.Take(a); taken {
			set.Pic = pics.Own
		}
	}
	if set.Pic == "" {
		set.NoNums = false
	}
	return set, taken
}

func (p *Panel) Render() app.UI {
	l := p.Lang
	options := []app.UI{ui.Option("", l.T("picNone"), p.Pic == "")}
	for _, name := range pics.Names {
		options = append(options, ui.Option(name, l.T("pic-"+name), p.Pic == name))
	}
	options = append(options, ui.Option(pics.Own, l.T("picOwn"), p.Pic == pics.Own))
	var status app.UI = app.Text("")
	switch {
	case p.Reading:
		status = app.P().ID("pic-status").Class("desc").Attr("role", "status").Text(l.T("picReading"))
	case p.Err != "":
		status = app.P().ID("pic-status").Class("error").Attr("role", "alert").Text(p.Err)
	case p.Pic == pics.Own && !p.Own:
		status = app.P().ID("pic-status").Class("desc").Attr("role", "status").Text(l.T("picNoneKept"))
	case p.Unkept:
		status = app.P().ID("pic-status").Class("desc").Attr("role", "status").Text(l.T("picUnkept"))
	}
	return app.Section().ID("picture").Class("panel picture").Body(
		app.H2().Text(l.T("picture")),
		ui.LabelFor("pic-select", l.T("picChoose")),
		app.Select().ID("pic-select").OnChange(func(ctx app.Context, e app.Event) {
			v := ctx.JSSrc().Get("value").String()
			if v == pics.Own && !p.Own { // none kept yet: the file chooser opens at once
				app.Window().GetElementByID("pic-file").Call("click")
			}
			ctx.Emit(func() { p.Page.Act(ctx, PicSet(v)) })
		}).Body(options...),
		ui.Div("buttons",
			app.Label().Class("file-button").For("pic-file").Text(l.T("picFile")),
			app.Input().ID("pic-file").Class("sr-only").Type("file").Accept("image/*").OnChange(p.onFile),
			app.If(p.Own, app.Button().ID("pic-forget").Text(l.T("picForget")).OnClick(func(ctx app.Context, e app.Event) {
				ctx.Emit(func() { p.Page.Act(ctx, PicForget{}) })
			}))),
		app.P().Class("desc").Text(l.T("picPrivate")),
		status,
		ui.Div("field",
			app.Label().Class("check").Body(
				app.Input().ID("pic-nums").Type("checkbox").Checked(!p.NoNums).Disabled(p.Pic == "").
					OnChange(func(ctx app.Context, e app.Event) {
						on := ctx.JSSrc().Get("checked").Bool()
						ctx.Emit(func() { p.Page.Act(ctx, NumsSet(on)) })
					}),
				app.Text(" "+l.T("picNums")))),
	)
}

// onFile reads the picture chosen.
func (p *Panel) onFile(ctx app.Context, e app.Event) {
	f, ok := ui.ChosenFile(ctx.JSSrc())
	if !ok {
		return
	}
	ctx.Emit(func() { p.Page.Act(ctx, PicFile{f}) })
}
