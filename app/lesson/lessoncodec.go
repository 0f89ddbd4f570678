package lesson

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"unicode/utf8"

	"slidelab/app/state"
)

// The lesson's link: #lesson= and the base64url encoding (RFC 4648 §5, no
// padding) of the raw DEFLATE (RFC 1951) compression of the lesson's JSON
// document (lesson.go).

// lessonPrefix starts a lesson's fragment.
const Prefix = "lesson="

// EncodeLesson writes l as the text after #lesson=.
func EncodeLesson(l Lesson) string {
	return base64.RawURLEncoding.EncodeToString(deflate(LessonJSON(l)))
}

// LessonJSON is l's JSON document, its text as written (no HTML escapes:
// a note's "<" is one byte, not six).
func LessonJSON(l Lesson) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(l) // a lesson's fields always encode
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// DecodeLesson reads the text after #lesson=: the lesson, or why it cannot
// be read (a pageError). The stops' settings are checked apart
// (lessonModel), so that one refused stop leaves the others usable.
func DecodeLesson(text string) (Lesson, error) {
	text = strings.TrimRight(strings.TrimSpace(text), "=")
	switch {
	case text == "":
		return Lesson{}, state.NewPageError("eLessonNone")
	case len(text) > lessonMaxLink:
		return Lesson{}, state.NewPageError("eLessonLarge", MaxBytes>>10)
	}
	if i := strings.IndexFunc(text, notBase64URL); i >= 0 {
		r, _ := utf8.DecodeRuneInString(text[i:])
		return Lesson{}, state.NewPageError("eLessonBase64", utf8.RuneCountInString(text[:i])+1, string(r))
	}
	z, err := base64.RawURLEncoding.DecodeString(text)
	if err != nil { // every character is of the alphabet: the text stops in a byte
		return Lesson{}, state.NewPageError("eLessonBase64End")
	}
	doc, err := inflate(z, MaxBytes+1)
	switch {
	case err != nil:
		return Lesson{}, state.NewPageError("eLessonDeflate")
	case len(doc) > MaxBytes:
		return Lesson{}, state.NewPageError("eLessonLarge", MaxBytes>>10)
	}
	return ParseLesson(doc)
}

// notBase64URL reports a character outside base64url's alphabet.
func notBase64URL(r rune) bool {
	return !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_')
}

// ParseLesson reads a lesson's JSON document (from a link or a file).
func ParseLesson(doc []byte) (Lesson, error) {
	switch {
	case len(doc) > MaxBytes:
		return Lesson{}, state.NewPageError("eLessonLarge", MaxBytes>>10)
	case len(bytes.TrimSpace(doc)) == 0:
		return Lesson{}, state.NewPageError("eLessonEmpty")
	}
	var head struct {
		V *int `json:"v"`
	}
	if err := json.Unmarshal(doc, &head); err != nil {
		return Lesson{}, jsonError(err)
	}
	if head.V == nil {
		return Lesson{}, state.NewPageError("eLessonNoVersion", lessonVersion)
	}
	if *head.V != lessonVersion {
		return Lesson{}, state.NewPageError("eLessonVersion", *head.V, lessonVersion)
	}
	var l Lesson
	if err := json.Unmarshal(doc, &l); err != nil {
		return Lesson{}, jsonError(err)
	}
	switch {
	case len(l.Stops) == 0:
		return Lesson{}, state.NewPageError("eLessonNoStops")
	case len(l.Stops) > lessonMaxStops:
		return Lesson{}, state.NewPageError("eLessonStops", len(l.Stops), lessonMaxStops)
	}
	return l, nil
}

// jsonError words a JSON document's error: where the syntax breaks, or
// which field holds a value of the wrong kind.
func jsonError(err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return state.NewPageError("eLessonJSON", se.Offset)
	case errors.As(err, &te) && te.Field == "":
		return state.NewPageError("eLessonNotObject")
	case errors.As(err, &te):
		return state.NewPageError("eLessonField", te.Field)
	}
	return state.NewPageError("eLessonJSONEnd")
}
