package race

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/ui"
	"slidelab/solver"
)

// TestLaneNotProved: a lane's path with no shortest known says it is not
// proved shortest.
func TestLaneNotProved(t *testing.T) {
	p := &Lane{Lang: ui.English, Optimal: -1}
	p.Snap.Outcome, p.Snap.Path = solver.Solved, make([]solver.Move, 73)
	if got := app.HTMLString(p.answer("lane0", solver.Algorithm{})); !strings.Contains(got, "not proved shortest") {
		t.Errorf("no shortest known: %s", got)
	}
	p.Optimal = 73
	if got := app.HTMLString(p.answer("lane0", solver.Algorithm{})); strings.Contains(got, "not proved") || !strings.Contains(got, "optimal") {
		t.Errorf("a shortest path: %s", got)
	}
}
