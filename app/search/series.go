package search

import (
	"fmt"
	"strconv"
	"strings"

	"slidelab/solver"
)

func (ps PointList) MarshalJSON() ([]byte, error) {
	if ps == nil {
		return []byte("null"), nil
	}
	b := make([]byte, 0, 2+len(ps)*24)
	b = append(b, '[')
	for i, p := range ps {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(p.X), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(p.Open), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(p.Closed), 10)
	}
	return append(b, ']'), nil
}

func (ps *PointList) UnmarshalJSON(data []byte) error {
	text := strings.TrimSpace(string(data))
	if text == "null" {
		*ps = nil
		return nil
	}
	if !strings.HasPrefix(text, "[") || !strings.HasSuffix(text, "]") {
		return fmt.Errorf("chart points: %.20q is not an array", text)
	}
	inner := text[1 : len(text)-1]
	if strings.TrimSpace(inner) == "" {
		*ps = PointList{}
		return nil
	}
	fields := strings.Split(inner, ",")
	if len(fields)%3 != 0 {
		return fmt.Errorf("chart points: %d numbers, not a multiple of 3", len(fields))
	}
	out := make(PointList, len(fields)/3)
	for i := range out {
		var n [3]int
		for j := range n {
			v, err := strconv.Atoi(strings.TrimSpace(fields[3*i+j]))
			if err != nil {
				return fmt.Errorf("chart points: %w", err)
			}
			n[j] = v
		}
		out[i] = ChartPoint{X: n[0], Open: n[1], Closed: n[2]}
	}
	*ps = out
	return nil
}

// ChartPoints is how many points a chart draws, whatever the search's length.
const ChartPoints = 240

// newSeries reads a search's trace up to moment at and its iterations; it
// must not run while the search steps.
func newSeries(tr *solver.Trace, at int, iters []solver.Iteration) Series {
	s := Series{Iters: iters}
	begin := 0
	for i, it := range iters {
		if i > 0 {
			s.Marks = append(s.Marks, begin)
		}
		begin += it.Expanded
	}
	if tr == nil || at == 0 {
		return s
	}
	n := min(len(tr.Steps), (at-1)/tr.Stride+1) // the steps of moments 1…at
	k := min(n, ChartPoints)
	for j := 0; j < k; j++ {
		i := j * (n - 1) / max(1, k-1)
		st := tr.Steps[i]
		s.Points = append(s.Points, ChartPoint{X: tr.Expansion(i), Open: int(st.Open), Closed: int(st.Closed)})
	}
	return s
}

// Top is the largest size that pts reach, 1 at least.
func (pts PointList) Top() int {
	top := 1
	for _, p := range pts {
		top = max(top, p.Open, p.Closed)
	}
	return top
}
