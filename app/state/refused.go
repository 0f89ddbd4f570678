package state

import (
	"fmt"
	"slidelab/app/ui"
	"strings"
)

// refused is a URL value the page refused: the banner shows it, and the
// page uses the default instead.
type Refused struct {
	Param, Value string
	Err          error
	Kept         string // the setting's value in the address when the page started: the refusal holds until it changes
}

// refusedText explains a refused URL value in the page's language.
func RefusedText(l ui.Lang, r Refused) string {
	return fmt.Sprintf(l.T("badParam"), r.Param, strings.TrimSpace(r.Value), InputErrorText(l, r.Err))
}
