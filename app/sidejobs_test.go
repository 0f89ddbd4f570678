package main

import "testing"

// TestSideJobs: every state of the side worker's schedule, under every
// event.
func TestSideJobs(t *testing.T) {
	N, Nw := sideJobs{}, sideJobs{proofWaits: true} // Nw cannot be reached; its row says what it would do
	C, Cw := sideJobs{running: jobCompare}, sideJobs{running: jobCompare, proofWaits: true}
	K, Kw := sideJobs{running: jobCheck}, sideJobs{running: jobCheck, proofWaits: true}
	P, Pw := sideJobs{running: jobProve}, sideJobs{running: jobProve, proofWaits: true} // Pw cannot be reached either
	none := sideEffect{}
	start := func(j sideJob) sideEffect { return sideEffect{start: j} }
	stop := func(j sideJob) sideEffect { return sideEffect{stop: j} }
	swap := func(stop, start sideJob) sideEffect { return sideEffect{stop: stop, start: start} }
	type ev struct {
		e   sideEvent
		job sideJob
	}
	askC, askK, askP := ev{sideAsk, jobCompare}, ev{sideAsk, jobCheck}, ev{sideAsk, jobProve}
	endC, endK, endP := ev{sideEnd, jobCompare}, ev{sideEnd, jobCheck}, ev{sideEnd, jobProve}
	lost := ev{sideLost, jobNone}
	type want struct {
		s   sideJobs
		eff sideEffect
	}
	table := []struct {
		from sideJobs
		cols map[ev]want
	}{
		{N, map[ev]want{askC: {C, start(jobCompare)}, askK: {K, start(jobCheck)}, askP: {P, start(jobProve)}, endC: {N, none}, endK: {N, none}, endP: {N, none}, lost: {N, none}}},
		{Nw, map[ev]want{askC: {Cw, start(jobCompare)}, askK: {Kw, start(jobCheck)}, askP: {P, start(jobProve)}, endC: {Nw, none}, endK: {Nw, none}, endP: {N, none}, lost: {N, none}}},
		// A comparison runs: a new one replaces it (the model stops its own), a check stops it, a proof waits.
		{C, map[ev]want{askC: {C, start(jobCompare)}, askK: {K, swap(jobCompare, jobCheck)}, askP: {Cw, none}, endC: {N, stop(jobCompare)}, endK: {C, none}, endP: {C, none}, lost: {N, none}}},
		{Cw, map[ev]want{askC: {Cw, start(jobCompare)}, askK: {Kw, swap(jobCompare, jobCheck)}, askP: {Cw, none}, endC: {P, swap(jobCompare, jobProve)}, endK: {Cw, none}, endP: {C, none}, lost: {N, none}}},
		{K, map[ev]want{askC: {C, swap(jobCheck, jobCompare)}, askK: {K, start(jobCheck)}, askP: {Kw, none}, endC: {K, none}, endK: {N, stop(jobCheck)}, endP: {K, none}, lost: {N, none}}},
		{Kw, map[ev]want{askC: {Cw, swap(jobCheck, jobCompare)}, askK: {Kw, start(jobCheck)}, askP: {Kw, none}, endC: {Kw, none}, endK: {P, swap(jobCheck, jobProve)}, endP: {K, none}, lost: {N, none}}},
		// A proof runs: a comparison or a check stops it, and it waits for them; a new proof replaces it.
		{P, map[ev]want{askC: {Cw, swap(jobProve, jobCompare)}, askK: {Kw, swap(jobProve, jobCheck)}, askP: {P, start(jobProve)}, endC: {P, none}, endK: {P, none}, endP: {N, stop(jobProve)}, lost: {N, stop(jobProve)}}},
		{Pw, map[ev]want{askC: {Cw, swap(jobProve, jobCompare)}, askK: {Kw, swap(jobProve, jobCheck)}, askP: {P, start(jobProve)}, endC: {Pw, none}, endK: {Pw, none}, endP: {N, stop(jobProve)}, lost: {N, stop(jobProve)}}},
	}
	for _, row := range table {
		if len(row.cols) != 7 {
			t.Fatalf("%+v: %d events, want all 7", row.from, len(row.cols))
		}
		for e, w := range row.cols {
			s, eff := row.from.next(e.e, e.job)
			if s != w.s || eff != w.eff {
				t.Errorf("%s then %s %s: %s, %+v; want %s, %+v", name(row.from), e.e, e.job, name(s), eff, name(w.s), w.eff)
			}
		}
	}
}

func name(s sideJobs) string {
	n := s.running.String()
	if s.proofWaits {
		n += " (a proof waits)"
	}
	return n
}

func (e sideEvent) String() string { return [...]string{"ask", "end", "lost"}[e] }

func (j sideJob) String() string { return [...]string{"none", "compare", "check", "prove"}[j] }
