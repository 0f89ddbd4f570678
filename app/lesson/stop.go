package lesson

// stop is one stop of a lesson: the page's settings (q: the page's own URL
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
	Ask  *Ask   `json:"ask,omitempty"`  // a multiple-choice question
}

// atEnd is the moment "the end of the search".
const AtEnd = -1
