package state

import (
	"net/url"
	"slices"
	"strings"
)

// Param is URL parameters a capability owns (picture's pic and nums, "you
// are the search"'s level): their names, in the order a person reads them;
// Read takes them from q into s, refusing each bad value through bad;
// Write puts them from s into q, leaving out defaults. Mode is the value
// of mode= the capability owns, if any: mode= is shared (mode=play,
// mode=expand), and the settings refuse a value no capability owns, and
// any mode in a race, before a capability reads it. Window marks
// parameters of this window alone (present=): the address keeps them, a
// link to share and a lesson's stop never carry them (WindowParams).
//
// A capability registers its Param from init. The settings read their own
// parameters (the problem, the search, the race, the page) first, so a
// capability's Read may look at those, never at another capability's.
type Param struct {
	Names  []string
	Mode   string
	Window bool
	Read   func(s *Settings, q url.Values, bad func(param string, err error))
	Write  func(s *Settings, q url.Values)
}

// ownParams are the parameters the settings read themselves, in the order
// a person reads them: the problem, the search, the race, the page.
var ownParams = []string{"start", "goal", "algo", "h", "hx", "w", "depth", "reopen", "budget", "race", "clock", "speed", "autoplay", "lang", "embed", "theme"}

// params are the capabilities' parameters, in the order registered.
var params []Param

// Register adds a capability's parameters to the settings: ParseSettings
// reads them, Query writes them, PageParams names them.
func Register(p Param) {
	params = append(params, p)
}

// PageParams are the parameters ParseSettings reads: the settings' own,
// then the capabilities', each name once.
func PageParams() []string {
	names := slices.Clone(ownParams)
	for _, p := range params {
		for _, n := range p.Names {
			if !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
	}
	return names
}

// WindowParams are the parameters of one window alone: a shared link and
// a lesson's stop leave them out.
func WindowParams() []string {
	var names []string
	for _, p := range params {
		if p.Window {
			names = append(names, p.Names...)
		}
	}
	return names
}

// readParams reads the capabilities' parameters into s, after the
// settings' own: a mode no capability owns is refused, and any mode in a
// race (a race is watched, not played).
func (s *Settings) readParams(q url.Values, bad func(string, error)) {
	var modes []string
	for _, p := range params {
		if p.Mode != "" {
			modes = append(modes, p.Mode)
		}
	}
	switch v := q.Get("mode"); {
	case v == "":
	case !slices.Contains(modes, v):
		bad("mode", NewPageError("eMode", strings.Join(modes, ", ")))
		q = without(q, "mode")
	case s.Racing():
		bad("mode", NewPageError("eModeRace"))
		q = without(q, "mode")
	}
	for _, p := range params {
		p.Read(s, q, bad)
	}
}

// writeParams writes the capabilities' parameters of s into q.
func (s *Settings) writeParams(q url.Values) {
	for _, p := range params {
		p.Write(s, q)
	}
}

// without is a copy of q without parameter name.
func without(q url.Values, name string) url.Values {
	c := url.Values{}
	for k, v := range q {
		if k != name {
			c[k] = v
		}
	}
	return c
}
