package lesson

// authorStore is the author's work as the browser keeps it.
type authorStore struct {
	On    bool   `json:"on"`
	Draft Lesson `json:"draft"`
}
