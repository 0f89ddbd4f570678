//go:build !(js && wasm)

package main

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

func TestBrowserDebug(t *testing.T) {
	s := serveSite(t, "")
	ctx := browser(t, 1280, 900)
	var mu sync.Mutex
	var logs []string
	open(t, ctx, s.url+"/?start=867254301&goal=standard&algo=bfs&speed=max")
	chromedp.Listen(ctx, func(ev any) {
		if e, ok := ev.(*runtime.EventConsoleAPICalled); ok {
			var parts []string
			for _, a := range e.Args {
				parts = append(parts, strings.Trim(string(a.Value), `"`))
			}
			mu.Lock()
			logs = append(logs, fmt.Sprint(parts))
			mu.Unlock()
		}
	})
	click(t, ctx, "run")
	time.Sleep(2 * time.Second)
	mu.Lock()
	for _, l := range logs[:min(len(logs), 14)] {
		t.Log(l)
	}
	mu.Unlock()
}
