package main

// stopRefused is a stop's parameter the page refused.
type stopRefused struct{ r refused }

func (e *stopRefused) Error() string { return english.refusedText(e.r) }
