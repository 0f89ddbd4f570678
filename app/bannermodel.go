package main

import (
	"net/url"

	"slidelab/app/state"
)

// bannerModel is the page's one banner: the address's refused values
// (each one goes once its setting has changed) and the page's last
// message: why a search, a build, a comparison or a scramble could not
// start, or what an edit set aside. A person can dismiss it.
type bannerModel struct {
	refused   []state.Refused // the address's refused values
	dismissed bool            // the refused values were dismissed
	message   string
}

// say shows message; "" clears it.
func (b *bannerModel) say(message string) { b.message = message }

// dismiss hides the refused values and the message.
func (b *bannerModel) dismiss() { b.dismissed, b.message = true, "" }

// holding are the refused values whose setting is still what the address
// had: q is the page's query now.
func (b *bannerModel) holding(q url.Values) []state.Refused {
	if b.dismissed {
		return nil
	}
	var rs []state.Refused
	for _, r := range b.refused {
		if q.Get(r.Param) == r.Kept {
			rs = append(rs, r)
		}
	}
	return rs
}
