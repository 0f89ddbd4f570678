// Package state is the page's settings: everything a person chose, read
// from and written to the URL (Settings, ParseSettings, Query), each bad
// value refused with its reason in both languages (Refused, NewPageError),
// with the parameters a capability owns registered by it (Param,
// Register: their reading, writing and refusals are the capability's);
// the views and subviews of the page; the speeds; a race's lanes as the URL
// writes them (RaceEntry); and the names of algorithms, heuristics and
// goals as the page says them.
//
// It imports ui, search and the solver: no capability, and not the page.
package state

import (
	_ "embed"
	"fmt"
	"net/url"
	"strconv"

	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/solver"
)

// Reading the address's values, one parameter (or two) at a time, and the
// options typed on the page.

// readHeuristic reads h and hx: a built-in heuristic's name, or custom
// with its formula. A formula refused is kept as typed for its field (the
// workshop shows why), and the search keeps the default heuristic.
func (s *Settings) readHeuristic(q url.Values, bad func(string, error)) {
	if x := q.Get("hx"); x != "" {
		s.Formula = clippedFormula(x)
		if err := search.CheckHeuristic(search.Custom, s.Formula, s.Goal); err != nil {
			bad("hx", err)
		}
	}
	v := q.Get("h")
	switch {
	case v == "":
	case v == search.Custom && q.Get("hx") == "":
		bad("h", NewPageError("eNoFormula"))
	case v == search.Custom && search.CheckHeuristic(v, s.Formula, s.Goal) != nil: // said for hx
	default:
		if err := search.CheckHeuristic(v, s.Formula, s.Goal); err != nil {
			bad("h", err)
		} else {
			s.Heuristic = v
		}
	}
}

// clippedFormula is a formula from the address as the page keeps it: far
// longer than any formula accepted (ParseFormula says so), never more.
func clippedFormula(v string) string {
	if r := []rune(v); len(r) > 2*solver.MaxFormulaLen {
		return string(r[:2*solver.MaxFormulaLen])
	}
	return v
}

// ParseClock reads a race's clock: "expansion" or "time".
func ParseClock(v string) (search.Clock, bool) {
	switch v {
	case "expansion":
		return search.ByExpansion, true
	case string(search.ByTime):
		return search.ByTime, true
	}
	return "", false
}

// SetOption reads the weight ("w"), the depth limit ("depth"), the node
// budget ("budget"), whether A* reopens closed boards ("reopen": "yes" or
// "no") or the workshop's formula ("hx", which the search then uses) from
// text, and leaves s as it was when the text is not a valid value.
func (s *Settings) SetOption(name, value string) error {
	switch name {
	case "w":
		w, err := strconv.ParseFloat(value, 64)
		if err != nil || w == 0 || (solver.Options{Weight: w}).Check() != nil {
			return NewPageError("eWeight")
		}
		s.Weight = w
	case "depth":
		d, err := strconv.Atoi(value)
		if err != nil || d < 1 || d > 1000 {
			return NewPageError("eDepth")
		}
		s.Depth = d
	case "budget":
		alg := s.Algorithm()
		most := search.BudgetCap(alg, s.Goal)
		n, err := strconv.Atoi(value)
		switch {
		case err == nil && n > most && most == solver.WideBudget:
			return NewPageError("eBudgetWide", ui.Thousands(most))
		case err == nil && n > most && most < search.MaxBudget:
			return NewPageError("eBudgetKept", ui.Thousands(most))
		case err != nil || n < 1 || n > most:
			return NewPageError("eBudget", ui.Thousands(most))
		}
		s.Budget = n
	case "reopen":
		if value != "yes" && value != "no" {
			return NewPageError("eReopen")
		}
		s.NoReopen = value == "no"
	case "hx":
		if err := search.CheckHeuristic(search.Custom, value, s.Goal); err != nil {
			return err
		}
		s.Heuristic, s.Formula = search.Custom, value
	default:
		return fmt.Errorf("unknown option %q", name)
	}
	return nil
}

// The strings of the settings and their refusals, one table a language.
var (
	//go:embed text/en.txt
	enTexts string
	//go:embed text/zh.txt
	zhTexts string
)

func init() {
	ui.RegisterTexts(ui.English, enTexts)
	ui.RegisterTexts(ui.Chinese, zhTexts)
}
