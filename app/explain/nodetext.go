package explain

import (
	"fmt"

	"slidelab/app/ui"
	"slidelab/solver"
)

// ChoiceText writes the numbers of a board to choose from as alg orders by
// them: g for a blind search, h (then g) for greedy search, else f, g, h.
func ChoiceText(alg solver.Algorithm, n solver.Node) string {
	if alg.UsesHeuristic && alg.Priority == solver.ByH {
		return fmt.Sprintf("h=%d g=%d", n.H, n.G)
	}
	return GHFText(n, !alg.UsesHeuristic)
}

// GHFText writes a small board's numbers: only g for a blind search.
func GHFText(n solver.Node, blind bool) string {
	if blind {
		return fmt.Sprintf("g=%d", n.G)
	}
	return fmt.Sprintf("f=%s g=%d h=%d", ui.TrimFloat(n.F), n.G, n.H)
}
