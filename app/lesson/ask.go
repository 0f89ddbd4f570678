package lesson

import (
	"strconv"
	"strings"
)

// Ask is a stop's multiple-choice question: its choices, the right one
// (from 0) and why.
type Ask struct {
	Q       string   `json:"q"`
	Choices []string `json:"choices"`
	Answer  int      `json:"answer"`
	Why     string   `json:"why,omitempty"`
}

// Take applies what the author typed in a field of the question (op:
// askQ, askChoices one a line, askAnswer its index, askWhy).
func (a *Ask) Take(op, text string) {
	switch op {
	case "askQ":
		a.Q = text
	case "askChoices": // the answer stays as set: a line taken away and typed again keeps it
		a.Choices = strings.Split(text, "\n")
	case "askAnswer":
		if n, err := strconv.Atoi(text); err == nil && n >= 0 && n < len(a.Choices) {
			a.Answer = n
		}
	case "askWhy":
		a.Why = text
	}
}

// askRefused is a stop's question that cannot be asked: the stop is shown
// without it.
type askRefused struct{ err error }

func (e *askRefused) Error() string { return e.err.Error() }

// builtinAsk is a built-in stop's question: the keys of its words.
type builtinAsk struct {
	q       string
	choices []string
	answer  int
	why     string
}
