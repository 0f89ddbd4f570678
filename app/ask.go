package main

// ask is a stop's multiple-choice question: its choices, the right one
// (from 0) and why.
type ask struct {
	Q       string   `json:"q"`
	Choices []string `json:"choices"`
	Answer  int      `json:"answer"`
	Why     string   `json:"why,omitempty"`
}
