package play

import (
	"net/url"

	"slidelab/app/state"
)

// The URL's mode=play, which play mode reads and writes (state.Register).
func init() {
	state.Register(state.Param{Names: []string{"mode"}, Mode: "play", Read: readParams, Write: writeParams})
}

// readParams reads mode=play (the settings refuse it in a race).
func readParams(s *state.Settings, q url.Values, bad func(string, error)) {
	if q.Get("mode") == "play" {
		s.Play = true
	}
}

// writeParams writes mode=play, unless "you are the search" is on.
func writeParams(s *state.Settings, q url.Values) {
	if s.Play && !s.Racing() && s.Expand == 0 {
		q.Set("mode", "play")
	}
}
