package main

import "strconv"

// The speed of a run: the teaching pace, expansions per second, or flat out.

// speeds are the speed menu's choices: the teaching pace, expansions per
// second, and 0, flat out.
var speeds = []int{speedTeach, 1, 2, 5, 10, 30, 100, 300, 1000, 0}

// speedTeach is the default pace: teachStart expansions a second, each
// expansion teachGrowth times faster than the one before, so that the first
// ten take about three seconds and any search ends within about seven, the
// rest flat out once the pace passes what a screen shows.
const (
	speedTeach  = -1
	teachStart  = 3.0
	teachGrowth = 1.05
)

// speedRank orders speeds from slow to fast, the teaching pace first.
func speedRank(sp int) int {
	switch sp {
	case speedTeach:
		return -1
	case 0:
		return 1 << 30
	}
	return sp
}

// parseSpeed reads "auto" (the teaching pace), "max" or expansions per
// second (1 to 10000).
func parseSpeed(v string) (int, error) {
	switch v {
	case "max":
		return 0, nil
	case "auto":
		return speedTeach, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > 10000 {
		return 0, newPageError("eSpeed")
	}
	return n, nil
}

func speedText(sp int) string {
	switch sp {
	case 0:
		return "max"
	case speedTeach:
		return "auto"
	}
	return strconv.Itoa(sp)
}
