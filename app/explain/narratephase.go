package explain

import (
	"fmt"
	"strconv"
	"strings"

	"slidelab/solver"
)

// The reduction solver told: which rules a moment follows, and its phase.

// PhaseAlg is the algorithm whose rules a moment follows: each of the
// reduction solver's phases is an A* (told with its h and f), its finish
// another search (IDA* or A*), told as that one.
func PhaseAlg(alg solver.Algorithm, m solver.Moment) solver.Algorithm {
	ph := m.Phase
	if ph == nil {
		return alg
	}
	name := ph.Finisher
	if !ph.Finish {
		name = "astar"
	}
	if a, ok := solver.AlgorithmByName(name); ok {
		return a
	}
	return alg
}

// phase says which phase of the reduction solver the moment is in.
func (n Narrator) phase(p solver.PhaseTrial) string {
	l := n.L
	switch {
	case p.Finish && p.Exact:
		return fmt.Sprintf(l.T("nPhaseExact"), p.Index, p.Count, p.Left.Width(), p.Left.Height())
	case p.Finish:
		return fmt.Sprintf(l.T("nPhasePDB"), p.Index, p.Count, p.Left.Width(), p.Left.Height())
	}
	tiles := make([]string, len(p.Tiles))
	for i, t := range p.Tiles {
		tiles[i] = strconv.Itoa(t)
	}
	key := "nPhaseRow"
	if p.Column {
		key = "nPhaseCol"
	}
	return fmt.Sprintf(l.Tn(key, len(tiles)), p.Index, p.Count, p.Line, strings.Join(tiles, l.ListSep()), p.Try)
}
