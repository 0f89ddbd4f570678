// Package pics names the pictures built into the site, which a board may
// draw on its tiles instead of (or beside) their numbers: pic=NAME in the
// address. Each is an SVG under web/pics/, square, cached for offline use.
package pics

// Names are the built-in pictures, in the menu's order.
var Names = []string{"landscape", "panda", "spectrum"}

// Own is the value of pic= for the reader's own picture, which never
// leaves the browser that chose it.
const Own = "own"

// Path is the site's path of built-in picture name.
func Path(name string) string { return "/web/pics/" + name + ".svg" }

// Known reports whether name is a built-in picture.
func Known(name string) bool {
	for _, n := range Names {
		if n == name {
			return true
		}
	}
	return false
}
