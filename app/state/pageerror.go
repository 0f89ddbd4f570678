package state

import (
	"errors"
	"fmt"
	"strings"

	"slidelab/app/ui"
	"slidelab/solver"
)

// pageError is a value the page refused, as a message key and its
// arguments, so that it is worded in the page's language when shown (the
// language may change after).
type pageError struct {
	key  string
	args []any
}

func NewPageError(key string, args ...any) *pageError { return &pageError{key: key, args: args} }

func (e *pageError) Error() string { return InputErrorText(ui.English, e) }

// errText words err in l: the solver's input errors by their code, the
// page's own by their key; anything else, which no input of the user's
// can cause, as it is.
func InputErrorText(l ui.Lang, err error) string {
	var pe *pageError
	if errors.As(err, &pe) {
		return fmt.Sprintf(l.T(pe.key), solver.ClipArgs(pe.args)...)
	}
	var ie *solver.InputError
	if !errors.As(err, &ie) {
		if err == nil {
			return ""
		}
		return err.Error()
	}
	return ie.Words(func(code string) string { return l.T("input." + code) }, l.T("input.row"), l.T("input.goal"))
}

// The solver's input errors are worded in English by the solver (the
// command line's words too): the page's English tables take them from it,
// by code (input.CODE); the other languages' tables word them alike,
// argument for argument.
func init() {
	for code, en := range solver.InputCodes() {
		ui.RegisterText(ui.English, "input."+code, en)
	}
}

// Refused is a URL value the page refused: the banner shows it, and the
// page uses the default instead.
type Refused struct {
	Param, Value string
	Err          error
	Kept         string // the setting's value in the address when the page started: the refusal holds until it changes
}

// RefusedText explains a refused URL value in the page's language.
func RefusedText(l ui.Lang, r Refused) string {
	return fmt.Sprintf(l.T("badParam"), r.Param, strings.TrimSpace(r.Value), InputErrorText(l, r.Err))
}
