package main

import (
	"slidelab/app/picture"
	"slidelab/app/state"
)

// pictureClass is the page's classes and style for the picture on its
// tiles (app.css): none without one. u is the picture's URL.
func pictureClass(set state.Settings, u string) (class, style string) {
	if u == "" {
		return "", ""
	}
	class = " pic"
	if set.NoNums {
		class += " nonum"
	}
	return class, `url("` + u + `")`
}

// picturePanel is the Set up tab's picture panel.
func (c *lab) picturePanel() *picture.Panel {
	return &picture.Panel{Lang: c.set.Lang, Pic: c.set.Pic, NoNums: c.set.NoNums, Own: c.pic.Own != "", Reading: c.pic.Reading,
		Err: state.InputErrorText(c.set.Lang, c.pic.Err), Unkept: c.pic.Unkept, Page: c}
}
