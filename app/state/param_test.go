package state

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"slidelab/app/ui"
)

// TestRegister: a capability's parameters are read after the settings'
// own, written back by Query and named by PageParams once each; mode= is
// refused when no capability owns its value, and in a race, before any
// capability reads it.
func TestRegister(t *testing.T) {
	defer func(kept []Param) { params = kept }(params)
	params = nil
	var seen []string // the mode each Read was given
	for _, mode := range []string{"fly", "swim"} {
		Register(Param{Names: []string{"mode", mode}, Mode: mode,
			Read: func(s *Settings, q url.Values, bad func(string, error)) {
				seen = append(seen, q.Get("mode"))
				if q.Get("mode") == mode {
					s.Pic = mode // any field will do
				}
				if v := q.Get(mode); v != "" && s.Racing() { // the settings' own are read first
					bad(mode, NewPageError("eModeRace"))
				}
			},
			Write: func(s *Settings, q url.Values) {
				if s.Pic == mode {
					q.Set("mode", mode)
				}
			}})
	}
	if got := PageParams(); !slices.Equal(got[len(got)-3:], []string{"mode", "fly", "swim"}) || len(got) != len(ownParams)+3 {
		t.Errorf("PageParams() = %v", got)
	}
	for _, c := range []struct {
		query, mode, refused, kept string
	}{
		{"mode=swim", "swim", "", "swim"},
		{"mode=run", "", "mode: must be one of: fly, swim", ""},
		{"mode=fly&race=bfs,dfs", "", "mode: " + ui.English.T("eModeRace"), ""},
		{"swim=1&race=bfs,dfs", "", "swim: " + ui.English.T("eModeRace"), ""},
	} {
		seen = nil
		q, _ := url.ParseQuery(c.query)
		s, refused := ParseSettings(q, "en")
		var said []string
		for _, r := range refused {
			said = append(said, r.Param+": "+InputErrorText(ui.English, r.Err))
		}
		if s.Pic != c.mode || strings.Join(said, "; ") != c.refused || len(seen) != 2 {
			t.Errorf("%s: mode %q, refused %q, read %d times; want %q, %q, 2", c.query, s.Pic, said, len(seen), c.mode, c.refused)
		}
		if c.refused != "" && seen[0] != "" {
			t.Errorf("%s: a capability read the mode refused: %q", c.query, seen[0])
		}
		if got := s.Query().Get("mode"); got != c.kept {
			t.Errorf("%s: Query writes mode=%q, want %q", c.query, got, c.kept)
		}
	}
}
