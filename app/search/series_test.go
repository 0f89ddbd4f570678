package search

import (
	"encoding/json"
	"slices"
	"testing"
)

// TestPointListJSON: a chart's points travel as a flat array and come back
// as they were; anything else is refused.
func TestPointListJSON(t *testing.T) {
	for _, ps := range []PointList{nil, {}, {{X: 1, Open: 1}}, {{X: 1, Open: 2, Closed: 0}, {X: 837, Open: 13, Closed: 120}, {X: 1 << 40, Open: 5, Closed: 1 << 33}}} {
		data, err := json.Marshal(Series{Points: ps})
		if err != nil {
			t.Fatal(err)
		}
		var back Series
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		if !slices.Equal(back.Points, ps) || (ps == nil) != (back.Points == nil) {
			t.Errorf("%s: read back %v, want %v", data, back.Points, ps)
		}
	}
	if got, _ := json.Marshal(PointList{{X: 3, Open: 4, Closed: 5}, {X: 6, Open: 7, Closed: 8}}); string(got) != "[3,4,5,6,7,8]" {
		t.Errorf("encoded as %s", got)
	}
	for _, bad := range []string{`[1,2]`, `[1,2,x]`, `{"X":1}`, `"1,2,3"`, `[1,2,3,]`, `[1.5,2,3]`} {
		var s Series
		if err := json.Unmarshal([]byte(`{"Points":`+bad+`}`), &s); err == nil {
			t.Errorf("%s read as %v", bad, s.Points)
		}
	}
	for _, bad := range []string{`1,2,3]`, `[1,2,3`, `]`} { // not JSON: only a direct call sees them
		var ps PointList
		if err := ps.UnmarshalJSON([]byte(bad)); err == nil {
			t.Errorf("%s read as %v", bad, ps)
		}
	}
	var s Series
	if err := json.Unmarshal([]byte(`{"Points": [ 1 , 2 , 3 ] }`), &s); err != nil || !slices.Equal(s.Points, PointList{{X: 1, Open: 2, Closed: 3}}) {
		t.Errorf("spaces: %v, %v", s.Points, err)
	}
}
