package main

import (
	"testing"

	"slidelab/app/lesson"
)

// TestLookIDs: every panel a lesson's stop can name has an element of the
// page to bring into view (the browser tests find it there, marked).
func TestLookIDs(t *testing.T) {
	for _, p := range lesson.Panels {
		if lookIDs[p] == "" {
			t.Errorf("panel %q has no element", p)
		}
	}
	if len(lookIDs) != len(lesson.Panels) {
		t.Errorf("%d elements for %d panels", len(lookIDs), len(lesson.Panels))
	}
}
