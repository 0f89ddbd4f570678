package solver

import "testing"

// TestAuditSampledIsSound: on 3×3, where the truth is known, every board
// the sampled check says h overestimates does, every board it says h does
// not overestimate does not, and every pair it finds is one; on 4×4 it
// finds what each formula is known to be.
func TestAuditSampledIsSound(t *testing.T) {
	goal3 := Standard(3, 3)
	d, _ := ExactDistances(goal3)
	for _, src := range []string{"manhattan", "2*manhattan", "manhattan*out(5)", "1.2*manhattan+misplaced"} {
		f, _ := ParseFormula(src)
		newH := func() Heuristic { h, _ := f.Bind(goal3); return h }
		s, err := AuditSampled(newH, goal3, nil)
		if err != nil {
			t.Fatal(err)
		}
		h := newH()
		if s.Boards != SampleWalks*SampleLength || s.Pairs < s.Boards {
			t.Errorf("%s: %d boards, %d pairs", src, s.Boards, s.Pairs)
		}
		if s.Over > 0 && (h.Of(s.Worst) != s.WorstH || s.WorstH <= s.WorstBound || d.Of(s.Worst) > s.WorstBound) {
			t.Errorf("%s: worst %s with h %d over the bound %d (h* %d)", src, s.Worst, s.WorstH, s.WorstBound, d.Of(s.Worst))
		}
		if s.Inconsistent > 0 && (abs(s.PairHA-s.PairHB) <= 1 || !neighbours(s.PairA, s.PairB) || h.Of(s.PairA) != s.PairHA) {
			t.Errorf("%s: pair %s %d, %s %d", src, s.PairA, s.PairHA, s.PairB, s.PairHB)
		}
		full, _ := AuditHeuristic(newH, goal3, nil)
		if full.Over == 0 && s.Over > 0 || full.Inconsistent == 0 && s.Inconsistent > 0 || s.Below < s.Boards && full.Over == 0 && src == "manhattan" {
			t.Errorf("%s: sampled %+v, against every board %d over, %d inconsistent", src, s, full.Over, full.Inconsistent)
		}
	}
	goal4 := Standard(4, 4)
	for _, c := range []struct {
		src                string
		over, inconsistent bool
	}{{"manhattan", false, false}, {"2*manhattan", true, true}, {"manhattan*out(5)", false, true}} {
		f, _ := ParseFormula(c.src)
		s, err := AuditSampled(func() Heuristic { h, _ := f.Bind(goal4); return h }, goal4, nil)
		if err != nil {
			t.Fatal(err)
		}
		if (s.Over > 0) != c.over || (s.Inconsistent > 0) != c.inconsistent || c.src == "manhattan" && s.Below != s.Boards {
			t.Errorf("%s on 4×4: %+v", c.src, s)
		}
	}
}
