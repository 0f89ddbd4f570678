package main

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"sync"
	"unicode/utf8"

	"slidelab/app/state"
)

// The lesson's link: #lesson= and the base64url encoding (RFC 4648 §5, no
// padding) of the raw DEFLATE (RFC 1951) compression of the lesson's JSON
// document (lesson.go).

// lessonPrefix starts a lesson's fragment.
const lessonPrefix = "lesson="

// encodeLesson writes l as the text after #lesson=.
func encodeLesson(l lesson) string {
	doc := lessonJSON(l)
	var z bytes.Buffer
	w := deflaters.Get().(*flate.Writer)
	w.Reset(&z)
	w.Write(doc)
	w.Close()
	deflaters.Put(w)
	return base64.RawURLEncoding.EncodeToString(z.Bytes())
}

// deflaters keeps DEFLATE's writers for the next link: each holds about a
// megabyte of tables, which the wasm's memory would keep after a burst of
// new ones (it never shrinks).
var deflaters = sync.Pool{New: func() any {
	w, _ := flate.NewWriter(nil, flate.BestCompression) // the level is valid: no error
	return w
}}

// lessonJSON is l's JSON document, its text as written (no HTML escapes:
// a note's "<" is one byte, not six).
func lessonJSON(l lesson) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(l) // a lesson's fields always encode
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// decodeLesson reads the text after #lesson=: the lesson, or why it cannot
// be read (a pageError). The stops' settings are checked apart
// (lessonModel), so that one refused stop leaves the others usable.
func decodeLesson(text string) (lesson, error) {
	text = strings.TrimRight(strings.TrimSpace(text), "=")
	switch {
	case text == "":
		return lesson{}, state.NewPageError("eLessonNone")
	case len(text) > lessonMaxLink:
		return lesson{}, state.NewPageError("eLessonLarge", lessonMaxBytes>>10)
	}
	if i := strings.IndexFunc(text, notBase64URL); i >= 0 {
		r, _ := utf8.DecodeRuneInString(text[i:])
		return lesson{}, state.NewPageError("eLessonBase64", utf8.RuneCountInString(text[:i])+1, string(r))
	}
	z, err := base64.RawURLEncoding.DecodeString(text)
	if err != nil { // every character is of the alphabet: the text stops in a byte
		return lesson{}, state.NewPageError("eLessonBase64End")
	}
	doc, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(z)), lessonMaxBytes+1))
	switch {
	case err != nil:
		return lesson{}, state.NewPageError("eLessonDeflate")
	case len(doc) > lessonMaxBytes:
		return lesson{}, state.NewPageError("eLessonLarge", lessonMaxBytes>>10)
	}
	return parseLesson(doc)
}

// notBase64URL reports a character outside base64url's alphabet.
func notBase64URL(r rune) bool {
	return !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_')
}

// parseLesson reads a lesson's JSON document (from a link or a file).
func parseLesson(doc []byte) (lesson, error) {
	switch {
	case len(doc) > lessonMaxBytes:
		return lesson{}, state.NewPageError("eLessonLarge", lessonMaxBytes>>10)
	case len(bytes.TrimSpace(doc)) == 0:
		return lesson{}, state.NewPageError("eLessonEmpty")
	}
	var head struct {
		V *int `json:"v"`
	}
	if err := json.Unmarshal(doc, &head); err != nil {
		return lesson{}, jsonError(err)
	}
	if head.V == nil {
		return lesson{}, state.NewPageError("eLessonNoVersion", lessonVersion)
	}
	if *head.V != lessonVersion {
		return lesson{}, state.NewPageError("eLessonVersion", *head.V, lessonVersion)
	}
	var l lesson
	if err := json.Unmarshal(doc, &l); err != nil {
		return lesson{}, jsonError(err)
	}
	switch {
	case len(l.Stops) == 0:
		return lesson{}, state.NewPageError("eLessonNoStops")
	case len(l.Stops) > lessonMaxStops:
		return lesson{}, state.NewPageError("eLessonStops", len(l.Stops), lessonMaxStops)
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
