package ui

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Count writes a count that may pass what an int holds exactly (a 5×5
// board's 7.76·10²⁴ arrangements): with thousands separators up to 10¹⁵,
// as a power of ten above.
func Count(x float64) string {
	if x < 1e15 {
		return Thousands(int(x))
	}
	e := int(math.Floor(math.Log10(x)))
	const sup = "⁰¹²³⁴⁵⁶⁷⁸⁹"
	var exp strings.Builder
	for _, d := range strconv.Itoa(e) {
		exp.WriteString(string([]rune(sup)[d-'0']))
	}
	return fmt.Sprintf("%.2f·10%s", x/math.Pow(10, float64(e)), exp.String())
}

// Thousands writes n with thousands separators: 10,461,394,944,000.
func Thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// SizeText writes a size in bytes as KB with one decimal.
func SizeText(n int) string { return fmt.Sprintf("%.1f KB", float64(n)/1000) }

// TrimFloat writes f ≥ 0 to one decimal, without a trailing ".0": 12,
// 12.5. Without fmt or strconv's float formatting, slow in wasm: the open
// list writes eight at every report.
func TrimFloat(f float64) string {
	n := int(f*10 + 0.5)
	s := strconv.Itoa(n / 10)
	if d := n % 10; d != 0 {
		s += "." + strconv.Itoa(d)
	}
	return s
}
