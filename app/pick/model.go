// Package pick is "you are the search" (mode=expand&level=…): the person
// picks the board the search expands next, and at level 3 each child's
// fate; the page says whether the algorithm would have, and keeps the
// score (Model); its panel (Panel), actions and strings. The URL keeps
// its name, mode=expand.
//
// It imports ui, state, explain, search and the solver: no other
// capability, and not the page.
package pick

import (
	_ "embed"
	"strconv"

	"slidelab/app/search"
	"slidelab/app/state"
	"slidelab/app/ui"
	"slidelab/solver"
)

// Model is "you are the search" (mode=expand): the class picks the
// board the search expands next. A right pick is expanded; a wrong one is
// not, and the page says why and shows the right one. It keeps how the
// pick at each moment went, so that Step back undoes picks and the score
// counts the moments before the cursor; moments the page stepped through
// itself (Step, Run) count as shown.
type Model struct {
	marks   []pickMark              // marks[k]: the first pick at moment k (the expansion to k+1)
	wrongs  map[int]refusal         // the first pick refused at each moment: the summary's mistakes
	refused *refusal                // the last pick refused, told while the cursor stays at its moment
	fates   map[int]map[string]bool // level 3: at each moment, each child's fate answered (board text), right or not
	at      int                     // the cursor's moment at the last report
	rightAt int                     // the moment a right pick reached (told there); 0: none
}

// pickMark is how a moment's first pick went.
type pickMark uint8

const (
	markShown pickMark = iota // the page stepped (Step, Run): nobody picked
	markRight
	markTie // right priority, wrong tie: the tie rule chose another
	markWrong
)

// refusal is a pick refused: at moment at, pick instead of next.
type refusal struct {
	at         int
	pick, next solver.Node
	tie        bool
}

// Reset forgets every pick: a new search.
func (m *Model) Reset() { *m = Model{} }

// Moved follows the cursor: moving back undoes the picks from there on,
// and the fates answered after it; a refusal is told only at its moment.
func (m *Model) Moved(at int) {
	if at < m.at {
		m.marks = m.marks[:min(len(m.marks), at)]
		for k := range m.wrongs {
			if k >= at {
				delete(m.wrongs, k)
			}
		}
		for k := range m.fates {
			if k > at {
				delete(m.fates, k)
			}
		}
		if m.rightAt > at {
			m.rightAt = 0
		}
	}
	if m.refused != nil && m.refused.at != at {
		m.refused = nil
	}
	m.at = at
}

// Pick takes the class's pick at snap's moment and reports whether it is
// the board the search expands next (the page then steps). A pick counts
// only while the search waits with a choice to make; the first pick at a
// moment is its mark.
func (m *Model) Pick(p solver.Node, snap search.Snapshot, alg solver.Algorithm, running bool) bool {
	c := snap.Expand
	if c == nil || len(c.Boards) == 0 || running || m.rightAt == snap.At+1 { // the right pick steps already
		return false
	}
	at, next := snap.At, c.Next
	mark := markRight
	switch {
	case p.Board == next.Board:
	case ties(alg, p, next):
		mark = markTie
	default:
		mark = markWrong
	}
	if len(m.marks) <= at {
		for len(m.marks) < at {
			m.marks = append(m.marks, markShown)
		}
		m.marks = append(m.marks, mark)
		if mark != markRight {
			if m.wrongs == nil {
				m.wrongs = map[int]refusal{}
			}
			m.wrongs[at] = refusal{at: at, pick: p, next: next, tie: mark == markTie}
		}
	}
	if mark == markRight {
		m.refused, m.rightAt = nil, at+1
		return true
	}
	m.refused = &refusal{at: at, pick: p, next: next, tie: mark == markTie}
	return false
}

// ties reports whether p ties with next on the search's priority, so that
// only the tie rule chose next: the same f (or g, or h) for a best-first
// search, the same layer (g) for breadth-first search. A depth-first
// search's stack has no ties: its order is the moves'.
func ties(alg solver.Algorithm, p, next solver.Node) bool {
	switch alg.Family {
	case solver.BestFirst:
		return p.F == next.F
	case solver.Layered:
		return p.G == next.G
	}
	return false
}

// score counts the marks up to the cursor: the moments before it, and its
// own once a pick there was refused; right, ties, wrong, and the moments
// the page stepped.
func (m *Model) score(at int) (right, tie, wrong, shown int) {
	for k := 0; k <= at; k++ {
		mark := markShown
		if k < len(m.marks) {
			mark = m.marks[k]
		} else if k == at {
			break
		}
		switch mark {
		case markRight:
			right++
		case markTie:
			tie++
		case markWrong:
			wrong++
		default:
			shown++
		}
	}
	return right, tie, wrong, shown
}

// firstMistake is the first pick refused before moment at (not a tie when
// there is another), false when there is none.
func (m *Model) firstMistake(at int) (refusal, bool) {
	best, found := refusal{}, false
	for k, r := range m.wrongs {
		if k >= at {
			continue
		}
		if !found || (best.tie && !r.tie) || (best.tie == r.tie && k < best.at) {
			best, found = r, true
		}
	}
	return best, found
}

// FateAnswer takes the class's answer to a child's fate at moment at
// (level 3): once per child.
func (m *Model) FateAnswer(at int, child string, right bool) {
	if m.fates == nil {
		m.fates = map[int]map[string]bool{}
	}
	if m.fates[at] == nil {
		m.fates[at] = map[string]bool{}
	}
	if _, done := m.fates[at][child]; !done {
		m.fates[at][child] = right
	}
}

// answered returns the answer given to child's fate at moment at.
func (m *Model) answered(at int, child string) (right, ok bool) {
	right, ok = m.fates[at][child]
	return right, ok
}

// fateScore counts the fates answered up to moment at: right, and in all.
func (m *Model) fateScore(at int) (right, tried int) {
	for k, answers := range m.fates {
		if k > at {
			continue
		}
		for _, r := range answers {
			tried++
			if r {
				right++
			}
		}
	}
	return right, tried
}

// You are the search.
type (
	Toggle struct{}    // "you are the search" on or off
	Level  string      // its level menu
	Choose solver.Node // a board picked to expand
	Fate   struct {    // level 3: a child's fate answered
		Child string // the child's board, as the narration writes it
		Right bool
	}
)

// The strings of "you are the search", one table a language.
var (
	//go:embed text/en.txt
	enTexts string
	//go:embed text/zh.txt
	zhTexts string
)

func init() {
	ui.RegisterTexts(ui.English, enTexts)
	ui.RegisterTexts(ui.Chinese, zhTexts)
}

// Action is an action of "you are the search": the page routes every one
// to Update.
type Action interface{ pickAction() }

func (Toggle) pickAction() {}
func (Level) pickAction()  {}
func (Choose) pickAction() {}
func (Fate) pickAction()   {}

// Effect is what the page does after Update: flags.
type Effect uint8

const (
	Toggled Effect = 1 << iota // the mode went on or off: the quiz ends, and the search stands at moment 0 if it has not begun
	Stepped                    // the board picked is the one the search expands: it steps
)

// Update applies a to the model and to set (the mode's level: Expand),
// at the moment snap shows; searching is whether the search runs.
func (m *Model) Update(set state.Settings, a Action, snap search.Snapshot, searching bool) (state.Settings, Effect) {
	switch a := a.(type) {
	case Toggle:
		set.Expand = 1 - min(set.Expand, 1)
		set.Play = set.Play && set.Expand == 0 // one mode at a time
		*m = Model{}
		return set, Toggled
	case Level:
		if n, err := strconv.Atoi(string(a)); err == nil && n >= 1 && n <= state.MaxLevel && set.Expand > 0 {
			set.Expand = n
			return set, 0
		}
	case Choose:
		if m.Pick(solver.Node(a), snap, set.Algorithm(), searching) {
			return set, Stepped
		}
	case Fate:
		m.FateAnswer(snap.At, a.Child, a.Right)
	}
	return set, 0
}
