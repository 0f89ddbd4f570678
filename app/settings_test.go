package main

import (
	"errors"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

func TestParseSettings(t *testing.T) {
	q, _ := url.ParseQuery("start=283104765&goal=spiral&algo=wastar&h=linear&w=1.5&speed=30&lang=zh&embed=1&budget=5000&depth=12")
	s, probs := state.ParseSettings(q, "en-US")
	if len(probs) != 0 {
		t.Fatalf("problems: %v", probs)
	}
	if s.Start.String() != "283104765" || s.Goal != solver.Spiral(3, 3) || s.Algo != "wastar" || s.Heuristic != "linear" ||
		s.Weight != 1.5 || s.Speed != 30 || s.Lang != ui.Chinese || !s.Embed || s.Budget != 5000 || s.Depth != 12 {
		t.Errorf("parseSettings = %+v", s)
	}
	if s, _ := state.ParseSettings(url.Values{}, "zh-CN"); s.Lang != ui.Chinese || s.Start.String() != state.DefaultStart || s.Algo != state.DefaultAlgo {
		t.Errorf("defaults with a Chinese browser = %+v", s)
	}
	// A query the page wrote (a lesson's stop, another window's): read the
	// same way, a refused value left at its default, the language English.
	if s := state.QuerySettings("start=283104765&goal=spiral&algo=bfs&w=abc&%zz"); s.Start.String() != "283104765" || s.Algo != "bfs" || s.Weight != solver.DefaultWeight || s.Lang != ui.English {
		t.Errorf("QuerySettings = %+v", s)
	}
}

func TestParseSettingsRefusesBadValues(t *testing.T) {
	for _, tc := range []struct{ query, param, want string }{
		{"start=12345678y", "start", "unknown character 'y'"},
		{"start=%3Cscript%3E", "start", "unknown character '<'"},
		{"goal=sideways", "goal", "goal:"},
		{"algo=quantum", "algo", "must be one of bfs,"},
		{"h=euclid", "h", "unknown heuristic"},
		{"start=1%202%203%204%205%206%207%208%209%2010%2011%2012%2013%2014%2015%200&h=exact", "h", "up to 9 cells"},
		{"w=0.5", "w", "from 1 to 100"},
		{"w=NaN", "w", "from 1 to 100"},
		{"depth=0", "depth", "from 1 to 1000"},
		{"budget=-1", "budget", "from 1 to 500,000,000"},
		{"speed=fast", "speed", "expansions a second"},
		{"lang=fr", "lang", "en or zh"},
		{"embed=yes", "embed", "embed=1"},
		{"theme=dark", "theme", "theme=projector"},
		{"h=custom", "h", "needs its formula"},
		{"h=custom&hx=manhattan%2B", "hx", `expected a term after "+" at column 10`},
		{"hx=dist(9)", "hx", "no tile 9 (column 6)"},
		{"reopen=maybe", "reopen", "yes or no"},
		{"race=astar,bfs,dfs:reopen=no", "race", "takes no reopen"},
		{"race=astar,bfs,astar:custom", "race", "needs its formula"},
		{"race=astar,bfs,astar:reopen=maybe", "race", "yes or no"},
		{"level=2", "level", "mode=expand, which is not set"},
		{"mode=expand&level=4", "level", "1 to 3"},
		{"mode=fly", "mode", "must be one of: expand, play"},
		{"mode=play&race=bfs,astar", "mode", "a race is watched"},
		{"mode=expand&race=bfs,astar", "mode", "a race is watched"},
		{"pic=cat", "pic", "must be one of landscape, panda, spectrum, own"},
		{"pic=panda&nums=2", "nums", "must be 0"},
		{"nums=0", "nums", "pic= names none"},
	} {
		q, _ := url.ParseQuery(tc.query)
		s, probs := state.ParseSettings(q, "")
		if len(probs) != 1 || probs[0].Param != tc.param || !strings.Contains(probs[0].Err.Error(), tc.want) {
			t.Errorf("parseSettings(%s) problems = %v, want one for %s containing %q", tc.query, probs, tc.param, tc.want)
			continue
		}
		if s.Start.IsZero() || s.Goal.IsZero() || !s.Start.SameSize(s.Goal) {
			t.Errorf("parseSettings(%s) left an unusable page: %+v", tc.query, s)
		}
	}
}

// TestSettingsRoundTrip: what the page writes into the URL reads back the same.
func TestSettingsRoundTrip(t *testing.T) {
	for _, query := range []string{
		"start=283104765&goal=spiral&algo=astar&h=manhattan&speed=max&lang=en",
		"start=867254301&goal=123456780&algo=wastar&h=linear&w=3&budget=1000&speed=5&lang=zh&embed=1",
		"start=867254301&goal=123456780&algo=astar&h=manhattan&speed=5&theme=projector",
		"start=1+2+3+4%2F5+6+7+8%2F9+10+11+12%2F13+14+0+15&goal=standard&algo=idastar&h=linear&speed=max&lang=en",
		"start=123456780&goal=012345678&algo=dfs&depth=25&speed=1&lang=en",
		"start=513824076&goal=standard&algo=astar&h=manhattan&race=bfs,astar:manhattan&speed=auto",
		"start=513824076&goal=spiral&algo=astar&h=linear&race=astar:misplaced,astar:manhattan,astar,idastar:pdb&clock=time&speed=max&lang=zh",
		"start=513824076&goal=standard&algo=bfs&race=wastar:manhattan:w=3,dfs:depth=20,wastar&w=2&speed=5",
		"start=513824076&goal=standard&algo=astar&h=custom&hx=max(manhattan,+misplaced)&reopen=no&speed=max",
		"start=513824076&goal=standard&algo=bfs&hx=2*manhattan&race=astar:custom,astar:custom:reopen=no,wastar:custom&speed=5",
		"start=513824076&goal=standard&algo=bfs&reopen=no&race=astar,astar:reopen=yes&speed=5",
		"start=513824076&goal=standard&algo=dfs&mode=expand&level=3&speed=5",
		"start=513824076&goal=standard&algo=astar&h=manhattan&pic=panda&nums=0&speed=5",
		"start=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,0,24&goal=standard&algo=reduce&pic=own&mode=play&speed=max",
	} {
		q, _ := url.ParseQuery(query)
		s, probs := state.ParseSettings(q, "")
		if len(probs) != 0 {
			t.Fatalf("%s: %v", query, probs)
		}
		back, probs := state.ParseSettings(s.Query(), "")
		if len(probs) != 0 || !reflect.DeepEqual(back, s) {
			t.Errorf("%s: round trip gives %+v (%v), want %+v", query, back, probs, s)
		}
	}
}

func FuzzParseSettings(f *testing.F) {
	f.Add("start=283104765&goal=spiral&algo=astar")
	f.Add("start=%3Cimg%3E&w=1e400&speed=-1&budget=99999999999999999999")
	f.Add("race=bfs,astar:pdb:w=2,wastar:linear:w=3,idastar,dfs:depth=0&clock=time")
	f.Add("h=custom&hx=max(manhattan,dist(3))/0&reopen=no&race=astar:custom:reopen=no,bfs")
	f.Fuzz(func(t *testing.T, query string) {
		q, err := url.ParseQuery(query)
		if err != nil {
			return
		}
		s, _ := state.ParseSettings(q, "")
		if s.Start.IsZero() || !s.Start.SameSize(s.Goal) {
			t.Fatalf("parseSettings(%q) = %+v", query, s)
		}
		for _, sp := range s.Specs() {
			if err := sp.Check(); err != nil && !errors.Is(err, solver.ErrUnsolvable) {
				t.Fatalf("parseSettings(%q) gives a search that fails: %v", query, err)
			}
		}
		if s.Race != nil && (len(s.Race) < search.MinLanes || len(s.Race) > search.MaxLanes) {
			t.Fatalf("parseSettings(%q) gives a race of %d lanes", query, len(s.Race))
		}
	})
}

// TestSpecCarriesWhatTheAlgorithmUses: a search (and a comparison, which
// starts from it) gets the heuristic, the weight and the depth limit only
// from an algorithm that uses them, and the defaults otherwise, as a link
// carries them: pattern databases left chosen under BFS are not built.
func TestSpecCarriesWhatTheAlgorithmUses(t *testing.T) {
	s := state.DefaultSettings()
	s.Start, _ = solver.Parse("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15")
	s.Goal = solver.Standard(4, 4)
	s.Heuristic, s.Weight, s.Depth, s.Budget = "pdb", 7, 12, 1000
	d := state.DefaultSettings()
	for _, c := range []struct {
		algo      string
		heuristic string
		weight    float64
		depth     int
	}{
		{"bfs", d.Heuristic, d.Weight, 0},
		{"dfs", d.Heuristic, d.Weight, 12},
		{"astar", "pdb", d.Weight, 0},
		{"wastar", "pdb", 7, 0},
		{"idastar", "pdb", d.Weight, 0},
	} {
		s.Algo = c.algo
		sp := s.Spec()
		if sp.Heuristic != c.heuristic || sp.Weight != c.weight || sp.Depth != c.depth || sp.Budget != 1000 {
			t.Errorf("%s: spec %+v, want heuristic %s, weight %v, depth %d, budget 1000", c.algo, sp, c.heuristic, c.weight, c.depth)
		}
		if sp.UsesTables() != (c.heuristic == "pdb") {
			t.Errorf("%s: uses tables %v", c.algo, sp.UsesTables())
		}
	}
}

// TestLongValueQuoted: a value of 100,000 characters in the address is
// quoted cut, wherever a message quotes it (the refusal and its reason).
func TestLongValueQuoted(t *testing.T) {
	long := strings.Repeat("manhattan", 100_000/9)
	for _, q := range []string{"h=" + long, "race=" + long + ",astar", "algo=" + long, "hx=" + long + "&h=custom"} {
		v, _ := url.ParseQuery(q)
		_, probs := state.ParseSettings(v, "en")
		if len(probs) == 0 {
			t.Errorf("%.20s…: not refused", q)
			continue
		}
		for _, p := range probs {
			for _, l := range []ui.Lang{ui.English, ui.Chinese} {
				got := state.RefusedText(l, p)
				if len([]rune(got)) > 600 {
					t.Errorf("%.20s… (%s): the banner says %d characters: %.200s…", q, l, len([]rune(got)), got)
				}
				if p.Param == "algo" && !strings.Contains(got, "reduce") { // the names offered are never cut
					t.Errorf("the algorithms offered are cut: %s", got)
				}
			}
		}
	}
}
