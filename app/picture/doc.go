// Package picture is pictures on the tiles (pic=, nums=): a built-in
// picture or the person's own, read from a file, kept in the browser and
// forgotten on request (Model), its panel (Panel), its actions and
// strings. The board draws each tile's part of it (ui.BoardView).
//
// It imports ui, state, pics and the solver: no other capability, and not
// the page.
package picture
