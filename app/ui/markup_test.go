package ui

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// TestStat: a number's element is found by the id the page's tests and
// styles use: stat-ID.
func TestStat(t *testing.T) {
	if got := app.HTMLString(Stat("Open", "open", "3")); !strings.Contains(got, `id="stat-open"`) || !strings.Contains(got, ">3<") {
		t.Errorf("Stat: %s", got)
	}
}
