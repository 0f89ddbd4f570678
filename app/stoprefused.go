package main

import "slidelab/app/ui"

// stopRefused is a stop's parameter the page refused.
type stopRefused struct{ r refused }

func (e *stopRefused) Error() string { return refusedText(ui.English, e.r) }
