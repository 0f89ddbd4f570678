package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/pics"
	"slidelab/app/picture"
	"slidelab/app/state"
	"slidelab/app/ui"
)

// pictureAct applies the picture panel's actions: the picture chosen, its
// numbers, the own picture read or forgotten.
func (c *lab) pictureAct(ctx app.Context, a ui.Action) {
	switch a := a.(type) {
	case picture.PicSet:
		c.set.Pic, c.pic.Err = string(a), nil
	case picture.NumsSet:
		c.set.NoNums = !bool(a)
	case picture.PicForget:
		c.pic.Forget()
		if c.set.Pic == pics.Own {
			c.set.Pic = ""
		}
	case picture.PicFile:
		c.pic.Reading, c.pic.Err = true, nil
		picture.Read(a.F, c.post)
	case picture.PicRead:
		if c.pic.Take(a) {
			c.set.Pic = pics.Own
			if m := c.banner.message; m == ui.English.T("picOwnMissing") || m == ui.Chinese.T("picOwnMissing") { // no longer true
				c.banner.message = ""
			}
		}
	}
	if c.set.Pic == "" {
		c.set.NoNums = false
	}
	c.share.updateURL(ctx, c.set)
}

// pictureClass is the page's classes and style for the picture on its
// tiles (app.css): none without one.
// u is the picture's URL.
func (c *lab) pictureClass(u string) (class, style string) {
	if u == "" {
		return "", ""
	}
	class = " pic"
	if c.set.NoNums {
		class += " nonum"
	}
	return class, `url("` + u + `")`
}

// picturePanel is the Set up tab's picture panel.
func (c *lab) picturePanel() *picture.Panel {
	return &picture.Panel{Lang: c.set.Lang, Pic: c.set.Pic, NoNums: c.set.NoNums, Own: c.pic.Own != "", Reading: c.pic.Reading,
		Err: state.InputErrorText(c.set.Lang, c.pic.Err), Unkept: c.pic.Unkept, Page: c}
}
