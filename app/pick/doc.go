// Package pick is "you are the search" (mode=expand&level=…): the person
// picks the board the search expands next, and at level 3 each child's
// fate; the page says whether the algorithm would have, and keeps the
// score (Model); its panel (Panel), actions and strings. The URL keeps
// its name, mode=expand.
//
// It imports ui, state, explain, search and the solver: no other
// capability, and not the page.
package pick
