package lesson

import (
	"slidelab/app/state"
	"slidelab/app/ui"
)

// Stop is one stop of a lesson: the page's settings (q: the page's own URL
// query, every parameter it accepts but lang and embed, which are the
// reader's), the moment the search is shown at, the note, and optionally a
// question.
type Stop struct {
	Q    string `json:"q"`
	At   int    `json:"at"`             // expansions done; atEnd: the end of the search; 0: the board before any search
	Unit int    `json:"unit,omitempty"` // > 0: instead of at, the moment Next layer / Next pass reaches when pressed Unit times from the start
	Note string `json:"note"`           // plain text; line breaks kept
	Quiz bool   `json:"quiz,omitempty"` // the class predicts the next board here (Predict the next step)
	Tab  string `json:"tab,omitempty"`  // the tab of the lesson's second column shown: explain (""), chart, tree or heur; the quiz shows on explain
	Look string `json:"look,omitempty"` // the Panel its note is about: its tab shown (over Tab), brought into view and marked
	Ask  *Ask   `json:"ask,omitempty"`  // a multiple-choice question
}

// atEnd is the moment "the end of the search".
const AtEnd = -1

// stopRefused is a stop's parameter the page refused.
type stopRefused struct{ r state.Refused }

func (e *stopRefused) Error() string { return state.RefusedText(ui.English, e.r) }

// builtinStop is a built-in lesson's stop in both languages, with the
// numbers its note states (checked by the tests against the search).
type builtinStop struct {
	q        string
	at, unit int
	quiz     bool
	look     Panel  // the panel its note is about (and so the tab shown)
	note     string // its key
	ask      *builtinAsk
	expanded int   // the expansions its note states at its moment (its end for at = atEnd); 0: none
	moves    int   // the path's length its note states; 0: none
	lanes    []int // a race's: the expansions each lane's note states at its end
}
