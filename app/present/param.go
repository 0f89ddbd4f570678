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
	case v == Presenter.param():
		s.Present = string(Presenter)
	case v == Screen.param():
		s.Present = string(Screen)
	default:
		bad("present", state.NewPageError("ePresent"))
	}
}

// writeParams writes this window's role.
func writeParams(s *state.Settings, q url.Values) {
	if v := Role(s.Present).param(); v != "" {
		q.Set("present", v)
	}
}

// param is role r as present= writes it: 1 for the presenter's window,
// screen for the projector's, nothing for a window that does not present.
func (r Role) param() string {
	if r == Presenter {
		return "1"
	}
	return string(r)
}
