package state

import (
	"strconv"
	"strings"

	"slidelab/app/search"
	"slidelab/app/ui"
	"slidelab/solver"
)

// RaceEntry is one lane of a race as the address writes it (race=, one
// entry a lane, separated by commas): an algorithm, then, separated by
// colons and in any order, a heuristic and the options w=…, depth=… and
// reopen=no that the lane takes instead of the page's (custom is the
// page's formula, hx):
//
//	race=bfs,astar:manhattan,wastar:manhattan:w=3,dfs:depth=20,astar:custom:reopen=no
type RaceEntry struct {
	Algo      string
	Heuristic string  // "": the page's
	Weight    float64 // 0: the page's
	Depth     int     // 0: the page's
	Reopen    string  // "yes" or "no" (never reopen a closed board); "": the page's
}

// parseRaceEntry reads one entry of race= for a board whose goal is goal,
// in any case, with formula the page's (hx). Empty parts are passed over
// (bfs: is bfs); a heuristic or an option given twice is refused.
func parseRaceEntry(text string, goal solver.Board, formula string) (RaceEntry, error) {
	parts := strings.Split(strings.ToLower(strings.TrimSpace(text)), ":") // BFS is bfs
	alg, ok := solver.AlgorithmByName(strings.TrimSpace(parts[0]))
	if !ok {
		return RaceEntry{}, NewPageError("eRaceAlgo", strings.TrimSpace(parts[0]), solver.Names(solver.AlgorithmNames()))
	}
	e := RaceEntry{Algo: alg.Name}
	seen := map[string]bool{}
	for _, p := range parts[1:] {
		p = strings.TrimSpace(p)
		name, value, isOption := strings.Cut(p, "=")
		if !isOption {
			name = "h"
		}
		switch {
		case p == "":
			continue
		case seen[name]:
			return RaceEntry{}, NewPageError("eRaceTwice", p)
		case !isOption && !alg.UsesHeuristic:
			return RaceEntry{}, NewPageError("eRaceNoHeuristic", alg.Name, p)
		case !isOption && p == search.Custom && formula == "":
			return RaceEntry{}, NewPageError("eNoFormula")
		case !isOption:
			if err := search.CheckHeuristic(p, formula, goal); err != nil {
				return RaceEntry{}, err
			}
			e.Heuristic = p
		case name == "w" && alg.UsesWeight, name == "depth" && alg.UsesDepth:
			var s Settings
			if err := s.SetOption(name, value); err != nil {
				return RaceEntry{}, err
			}
			e.Weight, e.Depth = s.Weight, s.Depth
		case name == "reopen" && alg.UsesReopen && (value == "no" || value == "yes"):
			e.Reopen = value
		case name == "reopen" && alg.UsesReopen:
			return RaceEntry{}, NewPageError("eReopen")
		case name == "w" || name == "depth" || name == "reopen":
			return RaceEntry{}, NewPageError("eRaceUnused", alg.Name, name)
		default:
			return RaceEntry{}, NewPageError("eRaceOption", p)
		}
		seen[name] = true
	}
	return e, nil
}

// parseRace reads race=: the entries taken (none when fewer than two are
// valid: the page shows a single search) and each entry refused, with why.
// Past the fourth lane taken, or past twice as many entries read, the rest
// is refused at once.
func parseRace(text string, goal solver.Board, formula string) ([]RaceEntry, []Refused) {
	var lanes []RaceEntry
	var probs []Refused
	parts := strings.SplitN(text, ",", 2*search.MaxLanes+1)
	for i, part := range parts {
		if strings.TrimSpace(part) == "" && i < 2*search.MaxLanes { // bfs,astar, is bfs,astar
			continue
		}
		if len(lanes) == search.MaxLanes || i == 2*search.MaxLanes {
			probs = append(probs, Refused{Param: "race", Value: solver.Clip(strings.Join(parts[i:], ",")), Err: NewPageError("eRaceMany", search.MaxLanes)})
			break
		}
		e, err := parseRaceEntry(part, goal, formula)
		if err != nil {
			probs = append(probs, Refused{Param: "race", Value: solver.Clip(part), Err: err})
			continue
		}
		lanes = append(lanes, e)
	}
	if len(lanes) < search.MinLanes {
		probs = append(probs, Refused{Param: "race", Value: solver.Clip(text), Err: NewPageError("eRaceFew", len(lanes))})
		return nil, probs
	}
	return lanes, probs
}

// String writes the entry as race= reads it, with what it sets and its
// algorithm uses only.
func (e RaceEntry) String() string {
	alg, _ := solver.AlgorithmByName(e.Algo)
	s := e.Algo
	if e.Heuristic != "" && alg.UsesHeuristic {
		s += ":" + e.Heuristic
	}
	if e.Weight != 0 && alg.UsesWeight {
		s += ":w=" + strconv.FormatFloat(e.Weight, 'f', -1, 64)
	}
	if e.Depth != 0 && alg.UsesDepth {
		s += ":depth=" + strconv.Itoa(e.Depth)
	}
	if e.Reopen != "" && alg.UsesReopen {
		s += ":reopen=" + e.Reopen
	}
	return s
}

// RaceText writes lanes as race= reads them.
func RaceText(lanes []RaceEntry) string {
	texts := make([]string, len(lanes))
	for i, e := range lanes {
		texts[i] = e.String()
	}
	return strings.Join(texts, ",")
}

// EntryOf is the race entry of sp (spec carries only what its algorithm
// uses, and the defaults).
func EntryOf(sp search.Spec) RaceEntry {
	e := RaceEntry{Algo: sp.Algo, Heuristic: sp.Heuristic, Weight: sp.Weight, Depth: sp.Depth}
	if sp.NoReopen {
		e.Reopen = "no"
	}
	return e
}

// RaceAgainst is the race of the page's search against BFS, or A* with
// Manhattan distance when it is BFS; above 16 cells, where BFS only shows
// its budget, against the reduction solver, or weighted A* when it is the
// reduction solver.
func RaceAgainst(set Settings) []RaceEntry {
	mine := EntryOf(set.Spec())
	switch {
	case !set.Goal.Packed() && mine.Algo == "reduce":
		return []RaceEntry{mine, {Algo: "wastar", Heuristic: "linear"}}
	case !set.Goal.Packed():
		return []RaceEntry{mine, {Algo: "reduce"}}
	case mine.Algo == "bfs":
		return []RaceEntry{mine, {Algo: "astar", Heuristic: "manhattan"}}
	}
	return []RaceEntry{mine, {Algo: "bfs"}}
}

// LaneSettings are set with the lane's algorithm and its own choices.
func (e RaceEntry) LaneSettings(set Settings) Settings {
	set.Race = nil
	set.Algo = e.Algo
	if e.Heuristic != "" {
		set.Heuristic = e.Heuristic
	}
	if e.Weight != 0 {
		set.Weight = e.Weight
	}
	if e.Depth != 0 {
		set.Depth = e.Depth
	}
	if e.Reopen != "" {
		set.NoReopen = e.Reopen == "no"
	}
	return set
}

// LaneName names a lane: its algorithm, and the heuristic and weight it
// uses.
func LaneName(l ui.Lang, set Settings) string {
	alg := set.Algorithm()
	name := AlgoName(l, alg)
	switch {
	case alg.UsesHeuristic && set.Heuristic == search.Custom:
		name += " · h = " + set.Formula
	case alg.UsesHeuristic:
		name += " · " + HeurName(l, set.Heuristic)
	}
	if alg.UsesWeight {
		name += " · w = " + strconv.FormatFloat(set.Weight, 'f', -1, 64)
	}
	if alg.UsesDepth && set.Depth != 0 {
		name += " · " + l.T("depthLimit") + " " + strconv.Itoa(set.Depth)
	}
	if alg.UsesReopen && set.NoReopen {
		name += " · " + l.T("noReopenShort")
	}
	return name
}
