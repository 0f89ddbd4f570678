package state

import (
	"fmt"
	"strconv"

	"slidelab/app/search"
	"slidelab/app/ui"
)

// The speed of a run: the teaching pace, expansions per second, or flat out.

// speeds are the speed menu's choices (search.Speeds).
var Speeds = search.Speeds

// speedTeach is the teaching pace (search.Teach).
const speedTeach = search.Teach

// SpeedRank orders speeds from slow to fast, the teaching pace first.
func SpeedRank(sp int) int {
	switch sp {
	case speedTeach:
		return -1
	case 0:
		return 1 << 30
	}
	return sp
}

// ParseSpeed reads "auto" (the teaching pace), "max" or expansions per
// second (1 to 10000).
func ParseSpeed(v string) (int, error) {
	switch v {
	case "max":
		return 0, nil
	case "auto":
		return speedTeach, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > 10000 {
		return 0, NewPageError("eSpeed")
	}
	return n, nil
}

func SpeedText(sp int) string {
	switch sp {
	case 0:
		return "max"
	case speedTeach:
		return "auto"
	}
	return strconv.Itoa(sp)
}

// SpeedName names a speed of the menu.
func SpeedName(l ui.Lang, sp int) string {
	switch sp {
	case 0:
		return l.T("flatOut")
	case speedTeach:
		return l.T("speedTeach")
	}
	return fmt.Sprintf(l.Tn("perSecond", sp), strconv.Itoa(sp))
}
