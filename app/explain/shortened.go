package explain

import (
	"fmt"

	"slidelab/app/ui"
	"slidelab/solver"
)

// Shortened says how a pass shortened the path a search found (the
// reduction solver's): its length before, and what the shortcuts and the
// parts replaced saved; "" when no pass ran.
func Shortened(l ui.Lang, sh *solver.Shortening) string {
	if sh == nil {
		return ""
	}
	saved := 0
	for _, w := range sh.Windows {
		saved += w.Old - w.New
	}
	if sh.Shortcuts+saved == 0 {
		return fmt.Sprintf(l.T("shortenedNone"), sh.Reach, ui.Thousands(sh.Expanded))
	}
	key := "shortened"
	if sh.Shortcuts > 0 {
		key = "shortenedCuts"
	}
	return fmt.Sprintf(l.Tn(key, len(sh.Windows)), ui.Thousands(sh.Before), ui.Thousands(saved), len(sh.Windows), ui.Thousands(sh.Expanded),
		ui.Thousands(sh.Shortcuts+saved), ui.Thousands(sh.Shortcuts))
}
