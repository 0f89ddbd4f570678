package solver

import "unsafe"

// run is compiled once for each heuristic it updates itself: its type
// parameter names one, and the size of that type, a constant in each copy,
// keeps only that heuristic's code in the copy (fewer live values, no
// spilled registers).
type (
	manhattanLoop struct{} // Manhattan, and Zero (whose tables are zeros)
	patternLoop   [1]uint8 // pattern databases
	hotLoop       interface{ manhattanLoop | patternLoop }
)

// run is generate and expandTop in one loop, for IDA* with the heuristics
// it works out without a call (s.fast): the hot loop of every depth-first
// search with Manhattan or pattern databases. It expands up to the
// expansion numbered stop, which must not pass the budget, and reports
// whether it reached the goal; at the end of the pass it returns, and when
// the stack, the pattern states or the trace need more room it pushes the
// child for expandTop and returns. It contains no call, so that what it
// changes stays in registers: the counters until it returns, the board on
// top of the stack in pc, rest, ph and pb.
func run[K hotLoop](s *depthFirst, stop int) (solved bool) {
	var loop K
	patterns := unsafe.Sizeof(loop) != unsafe.Sizeof(manhattanLoop{}) // a constant in each copy
	stack, ps, moves := s.stack, s.ps, s.moves
	expanded, generated, next := s.stats.Expanded, s.stats.Generated, s.nextBound
	began := expanded
	bound, man, db := s.stats.Bound, s.est.man, s.est.pdb
	top := len(stack) - 1
	f := &stack[top]
	pc, rest, ph, pb := f.cells, f.rest, int(f.h), int(f.blank)
	var held frame // a child for expandTop, when hold
	hold := false
	for {
		if rest == 0 { // back to the parent
			top--
			if top < 0 {
				break
			}
			f := &stack[top]
			pc, rest, ph, pb = f.cells, f.rest, int(f.h), int(f.blank)
			continue
		}
		to, d := int(rest>>2&15), int(rest&3)
		rest >>= 8
		generated++
		var h int
		if !patterns {
			h = manhattanChild(man, pc, to, d, ph)
		} else { // see pdbState
			c := &ps[top+1]
			*c = ps[top]
			m := &db.steps[pc>>(4*to&63)&15][(to<<2|d)&(MaxCells*4-1)]
			a, b := m.lookup[0]&(lookups-1), m.lookup[1]&(lookups-1)
			i, j := c.idx[a]+m.delta[0], c.idx[b]+m.delta[1]
			u, v := db.tab[a][i], db.tab[b][j]
			c.hp += u - c.hv[a]
			c.hm += v - c.hv[b]
			c.idx[a], c.idx[b], c.hv[a], c.hv[b] = i, j, u, v
			h = int(max(c.hp, c.hm))
		}
		g := top + 1
		if g+h > bound {
			next = min(next, g+h)
			continue
		}
		cells := slide(pc, pb, to)
		stack[top].rest = rest
		tr := s.trace
		traced := tr != nil && expanded&(tr.Stride-1) == 0
		if g == cap(stack) || (patterns && g+1 == len(ps)) || (traced && (len(tr.Steps) == cap(tr.Steps) || len(tr.Steps) == MaxTraceSteps)) {
			held, hold = frame{cells: cells, rest: moves[to][d], h: int16(h), blank: uint8(to)}, true
			break
		}
		stack = stack[:g+1]
		c := &stack[g]
		c.cells, c.rest, c.h, c.blank = cells, moves[to][d], int16(h), uint8(to)
		top, pc, rest, ph, pb = g, cells, c.rest, h, to
		expanded++
		s.last = g
		if g >= s.stats.MaxOpen {
			s.stats.MaxOpen = g + 1
		}
		if traced {
			tr.Steps = tr.Steps[:len(tr.Steps)+1]
			tr.Steps[len(tr.Steps)-1] = TraceStep{cells: cells, G: uint16(g), H: uint16(h), Open: uint32(g + 1), Aux: auxOf(Forward, bound)}
		}
		if cells == s.goalKey {
			solved = true
			break
		}
		if expanded >= stop {
			break
		}
	}
	if top >= 0 {
		stack[top].rest = rest
	}
	s.stack = stack[:top+1]
	s.nextBound, s.stats.Expanded, s.stats.Generated = next, expanded, generated
	if expanded > began { // before a held child takes the slot of the board expanded last
		f := &stack[:cap(stack)][s.last]
		s.current(f.cells, f.blank, s.last, int(f.h))
	}
	if hold {
		s.push(held)
	}
	s.count()
	return solved
}
