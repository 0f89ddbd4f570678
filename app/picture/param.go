package picture

import (
	"net/url"
	"slices"
	"strings"

	"slidelab/app/pics"
	"slidelab/app/state"
)

// The URL's pic= and nums=, which pictures read and write
// (state.Register).
func init() {
	state.Register(state.Param{Names: []string{"pic", "nums"}, Read: readParams, Write: writeParams})
}

// readParams reads pic (a built-in picture's name, or own: the reader's
// own, kept in their browser) and nums (0: a picture without numbers).
func readParams(s *state.Settings, q url.Values, bad func(string, error)) {
	if v := q.Get("pic"); v != "" {
		if v == pics.Own || pics.Known(v) {
			s.Pic = v
		} else {
			bad("pic", state.NewPageError("ePic", strings.Join(append(slices.Clone(pics.Names), pics.Own), ", ")))
		}
	}
	switch v := q.Get("nums"); v {
	case "", "1", "true":
	case "0", "false":
		if s.Pic == "" {
			bad("nums", state.NewPageError("eNumsAlone"))
		} else {
			s.NoNums = true
		}
	default:
		bad("nums", state.NewPageError("eNums"))
	}
}

// writeParams writes the picture, and nums=0 when its numbers are hidden.
func writeParams(s *state.Settings, q url.Values) {
	if s.Pic != "" {
		q.Set("pic", s.Pic)
		if s.NoNums {
			q.Set("nums", "0")
		}
	}
}
