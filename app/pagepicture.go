package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/pics"
	"slidelab/app/state"
	"slidelab/app/ui"
)

// pictureAct applies the picture panel's actions: the picture chosen, its
// numbers, the own picture read or forgotten.
func (c *lab) pictureAct(ctx app.Context, a ui.Action) {
	switch a := a.(type) {
	case picSet:
		c.set.Pic, c.pic.err = string(a), nil
	case numsSet:
		c.set.NoNums = !bool(a)
	case picForget:
		c.pic.forget()
		if c.set.Pic == pics.Own {
			c.set.Pic = ""
		}
	case picFile:
		c.pic.reading, c.pic.err = true, nil
		readPicture(a.f, c.post)
	case picRead:
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
func (c *lab) picturePanel() *picturePanel {
	return &picturePanel{Lang: c.set.Lang, Pic: c.set.Pic, NoNums: c.set.NoNums, Own: c.pic.own != "", Reading: c.pic.reading,
		Err: state.InputErrorText(c.set.Lang, c.pic.err), Unkept: c.pic.unkept, Page: c}
}
