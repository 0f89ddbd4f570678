package lesson

import "slidelab/app/ui"

// authorMemo is what the author mode shows of a draft, made once per
// draft and language: compressing the link takes time and memory, and the
// page renders at every report of a search.
type authorMemo struct {
	rev     int // the draft's (authorModel.rev)
	lang    ui.Lang
	link    string   // the text after #lesson=; "" without stops or when refused
	words   []string // where each stop is
	refused error    // why no reader would open the link
}
