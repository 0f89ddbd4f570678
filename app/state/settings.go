package state

import (
	"net/url"
	"strconv"

	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/solver"
)

// Settings is everything the user chose; it round-trips through the URL so
// that a link, a permalink or an embed restores the same page.
type Settings struct {
	Start     solver.Board
	Goal      solver.Board
	Algo      string
	Heuristic string
	Formula   string  // the custom heuristic's (hx): kept as typed, in use when Heuristic is search.Custom
	Weight    float64 // weighted A*
	Depth     int     // DFS depth limit
	NoReopen  bool    // A*, weighted A*: never reopen a closed board (reopen=no)
	Budget    int     // node budget; 0: the algorithm's default
	Speed     int     // expansions per second; 0: flat out; speedTeach: the teaching pace
	Autoplay  bool    // play the solution on the board when a search finds it
	Lang      ui.Lang
	LangSet   bool // the language was chosen (in the address or by the switch), not the browser's: links carry it
	Embed     bool
	Projector bool         // the projector view (theme=projector): black on white, thick edges
	Race      []RaceEntry  // a race's lanes (two to four), or none: a single search
	Clock     search.Clock // how a race's lanes share the work
	Expand    int          // "you are the search" (mode=expand): its level, 1 to maxLevel; 0: off
	Play      bool         // play mode (mode=play): the person solves the board by hand, scored
	Pic       string       // the picture on the tiles (pic=): a built-in one's name, pics.Own, or "": numbers only
	NoNums    bool         // with a picture, the tiles' numbers hidden (nums=0)
	Present   string       // this window's part in a presentation (present=1: "presenter"; present=screen: "screen"), or ""
}

// KeepReader gives s the reader's own settings of page, which a lesson's
// stop or another window's settings never change: the language, the
// layout, the projector view and this window's part in a presentation.
func (s *Settings) KeepReader(page Settings) {
	s.Lang, s.LangSet, s.Embed, s.Projector, s.Present = page.Lang, page.LangSet, page.Embed, page.Projector, page.Present
}

// maxLevel is the hardest level of "you are the search": 1 shows g, h and
// f on the boards to choose from, 2 hides them, 3 also asks each child's
// fate.
const MaxLevel = 3

// The defaults: the Sicily 1379 sample board that needs 14 moves.
const (
	DefaultStart = "123405678"
	DefaultAlgo  = "astar"
	DefaultH     = "manhattan"
)

func DefaultSettings() Settings {
	start, _ := solver.Parse(DefaultStart)
	return Settings{Start: start, Goal: solver.Standard(3, 3), Algo: DefaultAlgo, Heuristic: DefaultH,
		Weight: solver.DefaultWeight, Speed: speedTeach, Autoplay: true, Lang: ui.English}
}

// QuerySettings is the settings a query written by the page sets (a
// lesson's stop's, another window's), read as a page reads its address:
// a refused value is left at its default.
func QuerySettings(query string) Settings {
	q, _ := url.ParseQuery(query)
	s, _ := ParseSettings(q, "")
	return s
}

// ParseSettings reads the URL query. Each bad value is reported and replaced
// by its default; nothing in q reaches the page unvalidated.
func ParseSettings(q url.Values, browserLang string) (Settings, []Refused) {
	s := DefaultSettings()
	s.Lang = ui.LangFrom(browserLang)
	var probs []Refused
	bad := func(param string, err error) {
		probs = append(probs, Refused{Param: param, Value: solver.Clip(q.Get(param)), Err: err})
	}
	if v := q.Get("lang"); v != "" {
		if l, ok := ui.ParseLang(v); ok {
			s.Lang, s.LangSet = l, true
		} else {
			bad("lang", NewPageError("eLang"))
		}
	}
	if v := q.Get("start"); v != "" {
		if b, err := solver.Parse(v); err != nil {
			bad("start", err)
		} else {
			s.Start = b
		}
	}
	goalText := q.Get("goal")
	if goalText == "" {
		goalText = "standard"
	}
	if g, err := solver.ParseGoal(goalText, s.Start.Width(), s.Start.Height()); err != nil {
		bad("goal", err)
		s.Goal = solver.Standard(s.Start.Width(), s.Start.Height())
	} else {
		s.Goal = g
	}
	s.Algo = solver.DefaultAlgorithm(s.Goal) // none named, or refused: the reduction solver above 4×4
	if v := q.Get("algo"); v != "" {
		if _, ok := solver.AlgorithmByName(v); ok {
			s.Algo = v
		} else {
			bad("algo", NewPageError("eAlgo", solver.Names(solver.AlgorithmNames())))
		}
	}
	s.readHeuristic(q, bad)
	for _, param := range []string{"w", "depth", "budget"} {
		if v := q.Get(param); v != "" {
			if err := s.SetOption(param, v); err != nil {
				bad(param, err)
			}
		}
	}
	if v := q.Get("reopen"); v != "" {
		switch v {
		case "yes", "1", "true":
		case "no", "0", "false":
			s.NoReopen = true
		default:
			bad("reopen", NewPageError("eReopen"))
		}
	}
	if v := q.Get("race"); v != "" {
		var rs []Refused
		s.Race, rs = parseRace(v, s.Goal, s.Formula)
		probs = append(probs, rs...)
	}
	if v := q.Get("clock"); v != "" {
		if c, ok := ParseClock(v); ok {
			s.Clock = c
		} else {
			bad("clock", NewPageError("eClock"))
		}
	}
	if v := q.Get("speed"); v != "" {
		if sp, err := ParseSpeed(v); err != nil {
			bad("speed", err)
		} else {
			s.Speed = sp
		}
	}
	if v := q.Get("autoplay"); v != "" {
		switch v {
		case "1", "true":
		case "0", "false":
			s.Autoplay = false
		default:
			bad("autoplay", NewPageError("eAutoplay"))
		}
	}
	if v := q.Get("embed"); v != "" {
		switch v {
		case "1", "true":
			s.Embed = true
		case "0", "false":
		default:
			bad("embed", NewPageError("eEmbed"))
		}
	}
	if v := q.Get("theme"); v != "" {
		if v == "projector" {
			s.Projector = true
		} else {
			bad("theme", NewPageError("eTheme"))
		}
	}
	s.readParams(q, bad)
	q = s.Query()
	for i := range probs {
		probs[i].Kept = q.Get(probs[i].Param)
	}
	return s, probs
}

// Query writes the settings as URL parameters, leaving out defaults.
func (s *Settings) Query() url.Values {
	q := url.Values{}
	q.Set("start", s.Start.String())
	if name := solver.PresetName(s.Goal); name != "" {
		q.Set("goal", name)
	} else {
		q.Set("goal", s.Goal.String())
	}
	q.Set("algo", s.Algo)
	alg := s.Algorithm()
	if alg.UsesHeuristic {
		q.Set("h", s.Heuristic)
	}
	if s.Formula != "" && search.CheckHeuristic(search.Custom, s.Formula, s.Goal) == nil {
		q.Set("hx", s.Formula)
	}
	if alg.UsesWeight {
		q.Set("w", strconv.FormatFloat(s.Weight, 'f', -1, 64))
	}
	if alg.UsesDepth && s.Depth != 0 {
		q.Set("depth", strconv.Itoa(s.Depth))
	}
	if s.NoReopen && (alg.UsesReopen || s.Racing()) { // a race's lanes take the page's
		q.Set("reopen", "no")
	}
	if s.Budget != 0 {
		q.Set("budget", strconv.Itoa(s.Budget))
	}
	if s.Racing() {
		q.Set("race", RaceText(s.Race))
		if s.Clock == search.ByTime {
			q.Set("clock", string(s.Clock))
		}
	}
	q.Set("speed", SpeedText(s.Speed))
	if s.LangSet { // a link opens in each reader's own language unless one was chosen
		q.Set("lang", string(s.Lang))
	}
	if !s.Autoplay {
		q.Set("autoplay", "0")
	}
	if s.Embed {
		q.Set("embed", "1")
	}
	if s.Projector {
		q.Set("theme", "projector")
	}
	s.writeParams(q)
	return q
}

// Algorithm is the settings' algorithm from the registry.
func (s *Settings) Algorithm() solver.Algorithm {
	a, _ := solver.AlgorithmByName(s.Algo)
	return a
}

// Spec is the search the settings ask for, as the search worker takes it:
// what the algorithm uses, and the defaults for the rest, as a link carries
// them (query): a heuristic, a weight or a depth limit left from another
// algorithm is not its, nor a comparison's (a blind search with pattern
// databases left chosen would build them for nothing).
func (s *Settings) Spec() search.Spec {
	sp := search.Spec{Start: s.Start, Goal: s.Goal, Algo: s.Algo, Heuristic: DefaultH, Weight: solver.DefaultWeight, Budget: s.Budget}
	alg := sp.Algorithm()
	if alg.UsesHeuristic {
		sp.Heuristic = s.Heuristic
	}
	if sp.Heuristic == search.Custom {
		sp.Formula = s.Formula
	}
	if alg.UsesWeight {
		sp.Weight = s.Weight
	}
	if alg.UsesReopen {
		sp.NoReopen = s.NoReopen
	}
	if alg.UsesDepth {
		sp.Depth = s.Depth
	}
	return sp
}

// Racing reports whether the settings are a race.
func (s *Settings) Racing() bool { return len(s.Race) >= search.MinLanes }

// Lanes are the settings of each of a race's lanes, or the settings alone.
func (s *Settings) Lanes() []Settings {
	if !s.Racing() {
		return []Settings{*s}
	}
	out := make([]Settings, len(s.Race))
	for i, e := range s.Race {
		out[i] = e.LaneSettings(*s)
	}
	return out
}

// Specs are the searches the settings ask for: a race's lanes, or one.
func (s *Settings) Specs() []search.Spec {
	lanes := s.Lanes()
	out := make([]search.Spec, len(lanes))
	for i := range lanes {
		out[i] = lanes[i].Spec()
	}
	return out
}
