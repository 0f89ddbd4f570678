package pick

import (
	"net/url"
	"strconv"

	"slidelab/app/state"
)

// The URL's mode=expand and its level, which "you are the search" reads
// and writes (state.Register).
func init() {
	state.Register(state.Param{Names: []string{"mode", "level"}, Mode: "expand", Read: readParams, Write: writeParams})
}

// readParams reads mode=expand (not for the reduction solver, which runs a
// search a part of the board at a time) and its level.
func readParams(s *state.Settings, q url.Values, bad func(string, error)) {
	if q.Get("mode") == "expand" {
		if s.Algorithm().Reduction {
			bad("mode", state.NewPageError("eModeReduce"))
		} else {
			s.Expand = 1
		}
	}
	if v := q.Get("level"); v != "" {
		n, err := strconv.Atoi(v)
		switch {
		case err != nil || n < 1 || n > state.MaxLevel:
			bad("level", state.NewPageError("eLevel", state.MaxLevel))
		case s.Expand == 0:
			bad("level", state.NewPageError("eLevelAlone"))
		default:
			s.Expand = n
		}
	}
}

// writeParams writes mode=expand and a level above 1.
func writeParams(s *state.Settings, q url.Values) {
	if s.Expand > 0 {
		q.Set("mode", "expand")
		if s.Expand > 1 {
			q.Set("level", strconv.Itoa(s.Expand))
		}
	}
}
