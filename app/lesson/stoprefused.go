package lesson

import (
	"slidelab/app/state"
	"slidelab/app/ui"
)

// stopRefused is a stop's parameter the page refused.
type stopRefused struct{ r state.Refused }

func (e *stopRefused) Error() string { return state.RefusedText(ui.English, e.r) }
