package solver

// phase is one step of the reduction solver: bring a few tiles of a side
// (at most maxChunk) to their goal cells, moving only inside reg (the
// rectangle still to solve, less the cells fixed before). Its search works
// on the places of those tiles and of the blank alone: every other tile
// is as good as any, so two boards that differ only there are one state.
type phase struct {
	side    side
	tiles   []int // the tiles placed, in the side's order
	reg     *region
	goals   []int // the local goal cell of each tile
	tables  []*phaseTable
	subsets [][]int // the tiles (indices into tiles) of each table
}

// maxChunk is the most tiles one phase places.
const maxChunk = 5

// newPhase returns the phase placing tiles (at board cells goalCells) in
// the region made of cells of a board w×h, estimating with the largest of
// the tables of every size tiles: a lower bound, so the phase's path is its
// shortest.
func newPhase(s side, w, h int, cells, tiles, goalCells []int, size int) *phase {
	p := &phase{side: s, tiles: tiles, reg: newRegion(w, h, cells)}
	for _, g := range goalCells {
		p.goals = append(p.goals, p.reg.local[g])
	}
	size = min(size, len(tiles))
	var pick func(from int, cur []int)
	pick = func(from int, cur []int) {
		if len(cur) == size {
			sub := append([]int(nil), cur...)
			goals := make([]int, size)
			for i, j := range sub {
				goals[i] = p.goals[j]
			}
			p.subsets = append(p.subsets, sub)
			p.tables = append(p.tables, phaseTableFor(p.reg, goals))
			return
		}
		for j := from; j < len(tiles); j++ {
			pick(j+1, append(cur, j))
		}
	}
	pick(0, nil)
	return p
}

// estimate is the phase's h for the tiles at pos[1:] and the blank at
// pos[0]; false when they cannot get home from there.
func (p *phase) estimate(pos *[maxChunk + 1]uint8) (int, bool) {
	h := 0
	n := p.reg.size()
	for i, t := range p.tables {
		x := 0
		for _, j := range p.subsets[i] {
			x = x*n + int(pos[1+j])
		}
		d := int(t.dist[x*n+int(pos[0])])
		if d == unreachable {
			return 0, false
		}
		h = max(h, d)
	}
	return h, true
}
