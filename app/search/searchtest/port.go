// Package searchtest helps tests of the page's models that talk to a
// search server: a port to one on the test's own thread.
package searchtest

import (
	"testing"
	"time"

	"slidelab/app/search"
)

// Port is a port to a search server on the test's own thread (as the
// page's where no worker starts), and next, which waits for its next reply.
func Port(t *testing.T) (*search.Port, func() search.Reply) {
	replies := make(chan search.Reply, 1000)
	port := search.StartPort(search.WorkerJS)
	port.Listen(func(r search.Reply) { replies <- r })
	return port, func() search.Reply {
		t.Helper()
		select {
		case r := <-replies:
			return r
		case <-time.After(time.Minute):
			t.Fatal("no reply in a minute")
			return search.Reply{}
		}
	}
}
