package main

import "testing"

// TestRunController checks every pair of state and event.
func TestRunController(t *testing.T) {
	type out struct {
		s  runState
		e  effect
		ok bool
	}
	r, s, p, f, x := stateReady, stateSearching, statePaused, stateFinished, stateAbandoned
	want := map[runEvent][5]out{ // by state: ready, searching, paused, finished, stopped
		evRun:     {{s, effStart, true}, {s, effNone, false}, {s, effStart, true}, {s, effRestart, true}, {s, effRestart, true}},
		evPause:   {{r, effNone, false}, {p, effHalt, true}, {p, effNone, false}, {f, effNone, false}, {x, effNone, false}},
		evMove:    {{p, effMove, true}, {p, effMove, true}, {p, effMove, true}, {p, effMove, true}, {p, effMove, true}},
		evEnded:   {{r, effNone, false}, {f, effHalt, true}, {f, effHalt, true}, {f, effNone, false}, {x, effNone, false}},
		evAbandon: {{r, effNone, false}, {x, effHalt, true}, {x, effHalt, true}, {f, effNone, false}, {x, effNone, false}},
		evReset:   {{r, effDrop, true}, {r, effDrop, true}, {r, effDrop, true}, {r, effDrop, true}, {r, effDrop, true}},
		evSpeed:   {{r, effNone, true}, {s, effRepace, true}, {p, effNone, true}, {f, effNone, true}, {x, effNone, true}},
	}
	if len(want) != int(events) {
		t.Fatalf("the table covers %d events, want all %d", len(want), events)
	}
	for e, row := range want {
		for st := stateReady; st <= stateAbandoned; st++ {
			s, eff, ok := next(st, e)
			if w := row[st]; s != w.s || eff != w.e || ok != w.ok {
				t.Errorf("next(%s, %d) = %s, %d, %v; want %s, %d, %v", st.key(), e, s.key(), eff, ok, w.s.key(), w.e, w.ok)
			}
		}
	}
}
