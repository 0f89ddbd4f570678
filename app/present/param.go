package present

import (
	"net/url"

	"slidelab/app/state"
)

// The URL's present=, this window's alone (state.Param.Window): a link to
// share and a lesson's stop leave it out.
func init() {
	state.Register(state.Param{Names: []string{"present"}, Window: true, Read: readParams, Write: writeParams})
}

// readParams reads present=1 (the presenter's window) or present=screen
// (the projector's); an embed or another value is refused.
func readParams(s *state.Settings, q url.Values, bad func(string, error)) {
	switch v := q.Get("present"); {
	case v == "":
	case s.Embed:
		bad("present", state.NewPageError("ePresentEmbed"))
	case v == "1":
		s.Present = string(Presenter)
	case v == string(Screen):
		s.Present = string(Screen)
	default:
		bad("present", state.NewPageError("ePresent"))
	}
}

// writeParams writes this window's role.
func writeParams(s *state.Settings, q url.Values) {
	switch Role(s.Present) {
	case Presenter:
		q.Set("present", "1")
	case Screen:
		q.Set("present", string(Screen))
	}
}
