package solver
import "testing"
func BenchmarkOverhead(b *testing.B) {
	start, _ := standardGoal.Neighbor(Up)
	b.ReportAllocs()
	for b.Loop() {
		Solve("astar", Problem{Start: start, Goal: standardGoal}, Options{})
	}
}
