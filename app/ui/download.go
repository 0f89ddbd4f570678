package ui

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// FileName is a lesson's file name from its title: its letters and digits,
// "lesson" when none.
func FileName(title string) string {
	var b []rune
	for _, r := range title {
		switch {
		case r == ' ' || r == '-' || r == '_':
			b = append(b, '-')
		case r > 127 || (r >= '0' && r <= '9') || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z'):
			b = append(b, r)
		}
		if len(b) >= 60 {
			break
		}
	}
	if len(b) == 0 {
		return "lesson"
	}
	return string(b)
}

// Download has the browser save text as a file called name.
func Download(name, text string) {
	blob := app.Window().Get("Blob").New([]any{text}, map[string]any{"type": "application/json"})
	u := app.Window().Get("URL").Call("createObjectURL", blob)
	a := app.Window().Get("document").Call("createElement", "a")
	a.Set("href", u)
	a.Set("download", name)
	a.Call("click")
	var revoke app.Func
	revoke = app.FuncOf(func(app.Value, []app.Value) any {
		app.Window().Get("URL").Call("revokeObjectURL", u)
		revoke.Release()
		return nil
	})
	app.Window().Call("setTimeout", revoke, 1000)
}

// ChosenFile is the file chosen in the file input, which is emptied so
// that the same file chosen again is read again; false when none is.
func ChosenFile(input app.Value) (app.Value, bool) {
	files := input.Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return nil, false
	}
	f := files.Index(0)
	input.Set("value", "")
	return f, true
}
