package solver

import (
	"bufio"
	"bytes"
	"flag"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// A group holding every tile counts every move: its table is the exact
// distance of the whole puzzle, which a BFS gives independently.
func TestPatternDBWholeBoardIsExact(t *testing.T) {
	for _, goal := range []Board{Standard(2, 3), Spiral(3, 2), Standard(2, 2), GoalPresets[2].Board(2, 3)} {
		var all []int
		for tile := 1; tile < goal.Len(); tile++ {
			all = append(all, tile)
		}
		db, err := BuildPatternDB(goal, [][]int{all}, nil)
		if err != nil {
			t.Fatal(err)
		}
		d := exact(t, goal)
		for _, b := range reachable(d) {
			if got, want := db.groupValue(0, b), d.Of(b); got != want {
				t.Fatalf("%v→%v: group value %d, exact %d", b, goal, got, want)
			}
		}
	}
}

// Each table equals the exact distances of its abstract problem (the
// group's tiles, indistinguishable others, a move of a group tile costs 1),
// found here by a plain shortest-path search over tile cells and blank, the
// least over the blank's cells.
func TestPatternDBAbstractDistances(t *testing.T) {
	for _, goal := range []Board{standardGoal, spiralGoal, Standard(3, 4)} {
		for _, tiles := range [][]uint8{{1, 2, 3, 4}, {5, 7}, {2, 4, 6}} {
			got := buildGroup(goal, tiles, func(int) {})
			want := abstractDistances(goal, tiles)
			if len(want) != len(got) {
				t.Fatalf("%v %v: %d placements reached, table of %d", goal, tiles, len(want), len(got))
			}
			for r, d := range want {
				if int(got[r]) != d {
					t.Fatalf("%v %v: placement %d: table %d, search %d", goal, tiles, r, got[r], d)
				}
			}
		}
	}
}

// abstractDistances returns, by placement rank, the fewest moves of tiles
// to their goal cells, by a label-correcting search over (cells, blank).
func abstractDistances(goal Board, tiles []uint8) map[int]int {
	type state struct {
		cells [maxPatternTiles]uint8
		blank uint8
	}
	var s0 state
	for i, tile := range tiles {
		for c := 0; c < goal.Len(); c++ {
			if goal.At(c) == int(tile) {
				s0.cells[i] = uint8(c)
			}
		}
	}
	s0.blank = uint8(goal.Blank())
	best := map[state]int{s0: 0}
	queue := []state{s0}
	nb := neighborsOf(goal.Width(), goal.Height())
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for _, to := range nb[s.blank] {
			if to < 0 {
				continue
			}
			ns, cost := s, 0
			ns.blank = uint8(to)
			for i := range tiles {
				if ns.cells[i] == uint8(to) {
					ns.cells[i], cost = s.blank, 1
				}
			}
			if old, ok := best[ns]; !ok || best[s]+cost < old {
				best[ns] = best[s] + cost
				queue = append(queue, ns)
			}
		}
	}
	out := map[int]int{}
	for s, d := range best {
		var cells uint64
		for i := range tiles {
			cells |= uint64(s.cells[i]) << (4 * i)
		}
		r := rank(cells, len(tiles), goal.Len())
		if old, ok := out[r]; !ok || d < old {
			out[r] = d
		}
	}
	return out
}

// Pattern databases of the 8-puzzle, with and without the mirror lookup,
// never exceed the exact distance. (They need not be consistent: a table
// holds the least over the blank's cells, and one move can change which
// cells the blank can reach.)
func TestPatternDBAdmissible(t *testing.T) {
	for _, goal := range []Board{standardGoal, spiralGoal, GoalPresets[2].Board(3, 3)} {
		for _, groups := range [][][]int{{{1, 2, 3, 4}, {5, 6, 7, 8}}, {{1, 3, 5}, {2, 4, 6}, {7, 8}}, {{1, 2, 3, 4, 5, 6}, {7, 8}}} {
			db, err := BuildPatternDB(goal, groups, nil)
			if err != nil {
				t.Fatal(err)
			}
			d := exact(t, goal)
			better := 0
			for _, b := range reachable(d) {
				h := db.Of(b)
				if h > d.Of(b) {
					t.Fatalf("%v→%v groups %v: h %d > exact %d", b, goal, groups, h, d.Of(b))
				}
				if h > Manhattan(goal).Of(b) {
					better++
				}
			}
			if better == 0 {
				t.Errorf("%v groups %v: never above Manhattan", goal, groups)
			}
		}
	}
}

// The mirror lookup of a board equals the plain lookup of the mirrored
// board, built by hand.
func TestPatternDBMirror(t *testing.T) {
	for _, goal := range []Board{Standard(4, 4), GoalPresets[2].Board(4, 4), Spiral(4, 4)} {
		groups, _ := Partitions[0].Groups(goal) // 5-5-5
		db, err := BuildPatternDB(goal, groups, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !db.Mirrored() {
			t.Fatalf("%v: no mirror", goal)
		}
		rng := rand.New(rand.NewPCG(7, 7))
		for range 200 {
			b := ScrambleUniform(goal, rng)
			var tiles [MaxCells]int
			for c := 0; c < b.Len(); c++ {
				// The goal's tile of c is renamed the goal's tile of mirror(c).
				renamed := func(tile int) int {
					for gc := 0; gc < goal.Len(); gc++ {
						if goal.At(gc) == tile {
							return goal.At(int(db.cell[gc]))
						}
					}
					panic("no tile")
				}
				tiles[db.cell[c]] = renamed(b.At(c))
			}
			mb, err := NewBoard(4, 4, tiles[:16])
			if err != nil {
				t.Fatal(err)
			}
			sum, msum := 0, 0
			for g := range db.groups {
				sum += db.groupValue(g, b)
				msum += db.groupValue(g, mb)
			}
			if got := db.Of(b); got != max(sum, msum) {
				t.Fatalf("%v: Of %d, sums %d and mirrored %d", b, got, sum, msum)
			}
		}
	}
}

func TestPatternDBErrors(t *testing.T) {
	goal := Standard(4, 4)
	for _, groups := range [][][]int{{{1, 2}, {2, 3}}, {{0, 1}}, {{16}}, {{}}, {{1, 2, 3, 4, 5, 6, 7}}} {
		if _, err := BuildPatternDB(goal, groups, nil); err == nil {
			t.Errorf("groups %v: no error", groups)
		}
	}
	if _, err := Partitions[1].Groups(standardGoal); err == nil {
		t.Error("6-6-3 accepted for 3×3")
	}
}

// reachable lists every board that reaches d's goal.
func reachable(d *Distances) []Board {
	var out []Board
	for k := 0; k <= d.Max(); k++ {
		out = append(out, d.Boards(k)...)
	}
	return out
}

// groupValue is group g's table value for b.
func (db *PatternDB) groupValue(g int, b Board) int {
	var idx uint32
	for i, t := range db.groups[g].tiles {
		for c := 0; c < b.Len(); c++ {
			if b.At(c) == int(t) {
				idx |= uint32(c) << (4 * i)
			}
		}
	}
	return int(db.tab[g][idx])
}

var korfCount = flag.Int("korf", 100, "BenchmarkKorf: how many of Korf's instances")

// korf is one of Korf's 100 instances with its optimal length.
type korf struct {
	id      int
	start   Board
	optimal int
}

var korfGoal = GoalPresets[2].Board(4, 4) // blank first

func korfInstances(tb testing.TB) []korf {
	var out []korf
	for _, cols := range tsvRows(tb, "testdata/korf100.tsv") {
		id, _ := strconv.Atoi(cols[0])
		b, err := ParseSize(cols[1], 4, 4)
		if err != nil {
			tb.Fatalf("instance %s: %v", cols[0], err)
		}
		opt, _ := strconv.Atoi(cols[3])
		out = append(out, korf{id, b, opt})
	}
	return out
}

// tsvRows reads an instance file of testdata: its rows' tab-separated
// columns, comments (#) and blank lines left out.
func tsvRows(tb testing.TB, path string) [][]string {
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var rows [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := sc.Text(); !strings.HasPrefix(line, "#") && strings.TrimSpace(line) != "" {
			rows = append(rows, strings.Split(line, "\t"))
		}
	}
	return rows
}

// BenchmarkPatternDBBuild builds each 15-puzzle partition for Korf's goal.
func BenchmarkPatternDBBuild(b *testing.B) {
	for _, p := range Partitions {
		groups, err := p.Groups(korfGoal)
		if err != nil {
			continue
		}
		b.Run(p.Name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				db, err := BuildPatternDB(korfGoal, groups, nil)
				if err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(db.Bytes()), "table-bytes")
			}
		})
	}
}

// BenchmarkKorf solves Korf's instances optimally with IDA* and each
// partition's databases (built before the clock starts), and reports the
// mean nodes per instance. -korf N limits it to the first N instances.
func BenchmarkKorf(b *testing.B) {
	all := korfInstances(b)[:*korfCount]
	for _, p := range Partitions {
		groups, err := p.Groups(korfGoal)
		if err != nil {
			continue
		}
		b.Run(p.Name, func(b *testing.B) {
			db, err := BuildPatternDB(korfGoal, groups, nil)
			if err != nil {
				b.Fatal(err)
			}
			expanded := 0
			for b.Loop() {
				for _, k := range all {
					r, err := Solve("idastar", Problem{Start: k.start, Goal: korfGoal}, Options{Heuristic: db, MaxExpanded: 1 << 40})
					if err != nil || r.Outcome != Solved || len(r.Path) != k.optimal {
						b.Fatalf("instance %d: %v %v, %d moves, want %d", k.id, err, r.Outcome, len(r.Path), k.optimal)
					}
					expanded += r.Stats.Expanded
				}
			}
			b.ReportMetric(float64(expanded)/float64(b.N*len(all)), "nodes/instance")
			b.ReportMetric(float64(b.Elapsed().Seconds())/float64(b.N*len(all)), "s/instance")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(expanded), "ns/node")
		})
	}
}

// Korf's instances that IDA* with the default databases answers in well
// under a second each (the fewest nodes with 5-5-5, measured) are solved to
// their published optimal lengths, and the paths replay to the goal.
func TestKorfQuick(t *testing.T) {
	db, err := PatternDBFor(korfGoal, nil)
	if err != nil {
		t.Fatal(err)
	}
	quick := map[int]bool{30: true, 97: true, 31: true, 94: true, 47: true}
	if testing.Short() {
		quick = map[int]bool{30: true}
	}
	for _, k := range korfInstances(t) {
		if !quick[k.id] {
			continue
		}
		p := Problem{Start: k.start, Goal: korfGoal}
		r, err := Solve("idastar", p, Options{Heuristic: db})
		if err != nil || r.Outcome != Solved {
			t.Fatalf("instance %d: %v %v", k.id, err, r.Outcome)
		}
		if len(r.Path) != k.optimal {
			t.Errorf("instance %d: %d moves, optimal %d", k.id, len(r.Path), k.optimal)
		}
		if boards, err := k.start.Apply(r.Path); err != nil || boards[len(boards)-1] != korfGoal {
			t.Errorf("instance %d: the path does not replay to the goal: %v", k.id, err)
		}
	}
}

// On random 4×4 boards at most 20 moves from a goal, IDA* with the pattern
// databases finds paths as short as bidirectional BFS's.
func TestPatternDBAgainstBidirectional(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 15))
	for _, goal := range []Board{Standard(4, 4), korfGoal, Spiral(4, 4)} {
		h, err := NewHeuristic("pdb", goal)
		if err != nil {
			t.Fatal(err)
		}
		n := 12
		if testing.Short() {
			n = 3
		}
		for range n {
			start := ScrambleMoves(goal, 20, rng)
			p := Problem{Start: start, Goal: goal}
			want, err := Solve("bibfs", p, Options{})
			if err != nil || want.Outcome != Solved {
				t.Fatalf("%v: bidirectional BFS: %v %v", start, err, want.Outcome)
			}
			got, err := Solve("idastar", p, Options{Heuristic: h})
			if err != nil || got.Outcome != Solved || len(got.Path) != len(want.Path) {
				t.Fatalf("%v→%v: IDA* %v %v %d moves, bidirectional BFS %d", start, goal, err, got.Outcome, len(got.Path), len(want.Path))
			}
			if boards, err := start.Apply(got.Path); err != nil || boards[len(boards)-1] != goal {
				t.Fatalf("%v: the path does not replay to the goal: %v", start, err)
			}
		}
	}
}

// IDA*'s hot loop, which updates Manhattan and the pattern databases move
// by move, expands the same boards with the same h and counters as the
// general path, which calls the heuristic on every board: on goals with a
// mirror and without, with groups that leave tiles out, traced and not, in
// Steps of every size.
func TestIncrementalMatchesCalls(t *testing.T) {
	partial, err := BuildPatternDB(korfGoal, [][]int{{1, 2, 3}, {4, 5}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	pdb := func(goal Board) Heuristic {
		db, err := PatternDBFor(goal, nil)
		if err != nil {
			t.Fatal(err)
		}
		return db
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for _, c := range []struct {
		goal Board
		h    Heuristic
	}{
		{korfGoal, pdb(korfGoal)}, {Spiral(4, 4), pdb(Spiral(4, 4))}, {Standard(3, 3), pdb(Standard(3, 3))},
		{Standard(3, 4), pdb(Standard(3, 4))}, {korfGoal, partial}, {korfGoal, Manhattan(korfGoal)}, {Standard(2, 3), Manhattan(Standard(2, 3))},
	} {
		for i := range 4 {
			p := Problem{Start: ScrambleMoves(c.goal, 40, rng), Goal: c.goal}
			fast, err := New("idastar", p, Options{Heuristic: c.h, Trace: i%2 == 0, MaxExpanded: 20_000})
			if err != nil {
				t.Fatal(err)
			}
			called, _ := New("idastar", p, Options{Heuristic: HeuristicFunc(c.h.Of), MaxExpanded: 20_000})
			if !fast.(*depthFirst).fast || called.(*depthFirst).fast {
				t.Fatalf("%v: the hot loop is not taken where it should be, or taken where it should not", p)
			}
			for n := 1; ; n = n%7 + 1 {
				o, want := fast.Step(n), called.Step(n)
				cur, _ := fast.Current()
				wantCur, _ := called.Current()
				if o != want || fast.Stats() != called.Stats() || cur != wantCur || !slices.Equal(fast.Frontier(4), called.Frontier(4)) {
					t.Fatalf("%v, %T: %v %+v at %v, want %v %+v at %v", p, c.h, o, fast.Stats(), cur, want, called.Stats(), wantCur)
				}
				if o != Running {
					break
				}
			}
			if !slices.Equal(fast.Result().Path, called.Result().Path) {
				t.Fatalf("%v: paths differ", p)
			}
		}
	}
}

// SetHeuristic takes the incremental paths for Manhattan and the pattern
// databases, and calls every other heuristic.
func TestSetHeuristicIncremental(t *testing.T) {
	for _, tc := range []struct {
		name string
		goal Board
		want hKind
	}{
		{"manhattan", korfGoal, hManhattan},
		{"manhattan", standardGoal, hManhattan},
		{"pdb", korfGoal, hPatterns},
		{"pdb", standardGoal, hPatterns},
		{"zero", standardGoal, hManhattan}, // with tables of zeros
		{"misplaced", standardGoal, hCall},
		{"linear", korfGoal, hCall},
		{"exact", standardGoal, hCall},
	} {
		var o Options
		if err := o.SetHeuristic(tc.name, tc.goal); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if e := newEstimator(o.Heuristic, tc.goal, nil); e.kind != tc.want {
			t.Errorf("SetHeuristic(%s) on %v: kind %d, want %d", tc.name, tc.goal, e.kind, tc.want)
		}
	}
	if e := newEstimator(nil, korfGoal, nil); e.kind != hManhattan {
		t.Errorf("no heuristic: kind %d, want Manhattan's", e.kind)
	}
	var o Options
	if err := o.SetHeuristic("pdb", korfGoal); err != nil || o.Heuristic != CachedPatternDB(korfGoal) {
		t.Fatalf("pdb: %v, heuristic %v", err, o.Heuristic)
	}
	if err := o.SetHeuristic("exact", korfGoal); err == nil {
		t.Fatal("exact on 4×4: no error")
	}
}

// IDA* and A* with the same pattern databases find paths of the same
// length on random 4×4 boards 30 to 45 random moves from the goal, and the
// paths replay to the goal.
func TestPatternDBIDAStarAgainstAStar(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 45))
	n := 6
	if testing.Short() {
		n = 2
	}
	for _, goal := range []Board{korfGoal, Standard(4, 4)} {
		var o Options
		if err := o.SetHeuristic("pdb", goal); err != nil {
			t.Fatal(err)
		}
		for range n {
			p := Problem{Start: ScrambleMoves(goal, 30+rng.IntN(16), rng), Goal: goal}
			ida, err := Solve("idastar", p, o)
			if err != nil || ida.Outcome != Solved {
				t.Fatalf("%v: IDA* %v %v", p.Start, ida.Outcome, err)
			}
			astar, err := Solve("astar", p, o)
			if err != nil || astar.Outcome != Solved || len(astar.Path) != len(ida.Path) {
				t.Fatalf("%v: IDA* %d moves, A* %v %d moves %v", p.Start, len(ida.Path), astar.Outcome, len(astar.Path), err)
			}
			if boards, err := p.Start.Apply(ida.Path); err != nil || boards[len(boards)-1] != goal {
				t.Fatalf("%v: IDA*'s path does not replay to the goal: %v", p.Start, err)
			}
		}
	}
}

// Databases written by MarshalBinary load back with the same values, and
// damaged or foreign bytes are refused with a reason.
func TestPatternDBMarshalLoad(t *testing.T) {
	goal := Standard(2, 4) // no other test builds its databases: Load is not answered from the cache
	groups, err := defaultGroups(goal)
	if err != nil {
		t.Fatal(err)
	}
	built, err := BuildPatternDB(goal, groups, nil)
	if err != nil {
		t.Fatal(err)
	}
	data, err := built.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []struct {
		name string
		data []byte
		goal Board
		why  string
	}{
		{"cut short", data[:len(data)-10], goal, "checksum"},
		{"a byte changed", append(append([]byte{}, data[:40]...), append([]byte{data[40] ^ 1}, data[41:]...)...), goal, "checksum"},
		{"another goal", data, GoalPresets[2].Board(2, 4), "another goal"},
		{"not databases", []byte("hello, world"), goal, "not in this format"},
	} {
		if _, err := LoadPatternDB(bad.goal, bad.data); err == nil || !strings.Contains(err.Error(), bad.why) {
			t.Errorf("%s: %v, want an error saying %q", bad.name, err, bad.why)
		}
		if err := CheckPatternDB(bad.goal, bad.data); err == nil || !strings.Contains(err.Error(), bad.why) {
			t.Errorf("checked, %s: %v, want an error saying %q", bad.name, err, bad.why)
		}
	}
	if err := CheckPatternDB(goal, data); err != nil || CachedPatternDB(goal) != nil {
		t.Fatalf("checked whole databases: %v, and they were loaded: %v", err, CachedPatternDB(goal) != nil)
	}
	loaded, err := LoadPatternDB(goal, data)
	if err != nil {
		t.Fatal(err)
	}
	if loaded == built || loaded.Bytes() != built.Bytes() {
		t.Fatalf("loaded %p (%d bytes), built %p (%d bytes)", loaded, loaded.Bytes(), built, built.Bytes())
	}
	d := exact(t, goal)
	for _, b := range reachable(d) {
		if got, want := loaded.Of(b), built.Of(b); got != want {
			t.Fatalf("%v: loaded %d, built %d", b, got, want)
		}
	}
	if again, _ := loaded.MarshalBinary(); !bytes.Equal(again, data) {
		t.Fatal("the loaded databases marshal to other bytes")
	}
}
