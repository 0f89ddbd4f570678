package lesson

// askRefused is a stop's question that cannot be asked: the stop is shown
// without it.
type askRefused struct{ err error }

func (e *askRefused) Error() string { return e.err.Error() }
