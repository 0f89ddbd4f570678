//go:build !(js && wasm)

package main

// The browser tests' harness: the generated site served on 127.0.0.1,
// headless Chromium with its console kept, and the steps a person takes
// (open, click, type, wait, look). The scenarios are the *_browser_test.go
// files and browser_test.go.

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/domstorage"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"

	"slidelab/app/search"
	"slidelab/app/site"
)

// servedSite is the static site served on a loopback port; down makes every
// request fail, as if the network were gone, and missing answers 404 for
// one path.
type servedSite struct {
	url     string
	down    atomic.Bool
	missing atomic.Pointer[string]
	stop    func()
}

var registerRoutes sync.Once

// rootSite is the site at the repository root, served once for every
// test (one origin: the suite's browser compiles its wasm once and keeps
// the code, where a test on an origin of its own waited a second more for
// its first page).
var rootSite struct {
	once sync.Once
	site *servedSite
	err  error
}

// serveSite is the site built at the repository root for t, its network
// up again at the end of t (the suite's tab comes to t with the site's
// stores emptied: within); or, with a prefix, a copy generated for
// /prefix/ and served on a port of its own.
func serveSite(t *testing.T, prefix string) *servedSite {
	t.Helper()
	chromium(t)
	if prefix != "" {
		return serve(t, prefix)
	}
	rootSite.once.Do(func() { rootSite.site, rootSite.err = startSite("..", "") })
	if rootSite.err != nil {
		t.Fatal(rootSite.err)
	}
	s := rootSite.site
	t.Cleanup(func() {
		s.down.Store(false)
		s.missing.Store(nil)
	})
	return s
}

// ownSite is the site built at the repository root served for t alone,
// on a port of its own: an origin no other test has used, for a test of
// what a first visit leaves there (the offline worker a page registers
// stays registered while a page of its origin is open, and the suite's tab
// waits on one between tests).
func ownSite(t *testing.T) *servedSite {
	t.Helper()
	chromium(t)
	s, err := startSite("..", "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.stop)
	return s
}

// serve serves a copy of the site generated for /prefix/, until the end
// of t.
func serve(t *testing.T, prefix string) *servedSite {
	t.Helper()
	registerRoutes.Do(routes) // main does it for make build
	dir := t.TempDir()
	if err := exec.Command("cp", "-r", filepath.Join("..", "web"), dir).Run(); err != nil {
		t.Fatal(err)
	}
	if err := site.Generate(dir, prefix, false); err != nil {
		t.Fatal(err)
	}
	s, err := startSite(dir, prefix)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.stop)
	return s
}

// startSite serves the site built in dir on a loopback port, at /prefix/
// if prefix is not empty.
func startSite(dir, prefix string) (*servedSite, error) {
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		return nil, fmt.Errorf("the site is not built (run make build): %v", err)
	}
	s := &servedSite{}
	var h http.Handler = site.Handler(dir)
	if prefix != "" {
		h = http.StripPrefix("/"+prefix, h)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if s.down.Load() {
			http.Error(w, "offline", http.StatusServiceUnavailable)
			return
		}
		if p := s.missing.Load(); p != nil && r.URL.Path == *p {
			http.NotFound(w, r)
			return
		}
		h.ServeHTTP(w, r)
	})}
	go srv.Serve(ln)
	s.stop = func() { srv.Close() }
	s.url = "http://" + ln.Addr().String()
	if prefix != "" {
		s.url += "/" + prefix
	}
	return s, nil
}

// chromium returns the browser to drive, and skips the test without one:
// `make test` builds the site first and sets SLIDELAB_BROWSER.
func chromium(t *testing.T) string {
	t.Helper()
	path := os.Getenv("SLIDELAB_BROWSER")
	if path == "" {
		t.Skip("browser tests run with make test (SLIDELAB_BROWSER=/usr/bin/chromium)")
	}
	return path
}

// TestMain quits the suite's browser after the tests.
func TestMain(m *testing.M) {
	code := m.Run()
	if suite.quit != nil {
		suite.quit()
	}
	os.Exit(code)
}

// suite is the headless Chromium whose tab the tests take in turn, started
// by the first test that asks for one. A browser of its own for each test
// cost 1.3 s to start and 1.9 s more for its first page, a new tab of a
// running browser 0.4 s and 2 s more, and the tab of a test before opens
// the page again in 0.6–1 s; the suite has over 50 tests. Each test finds
// the site's stores empty (localStorage, sessionStorage, the caches with
// the pattern databases and the offline copy), as a fresh profile has
// them: what one keeps there (a setting, the tour declined, pattern
// databases) cannot change what the next one sees. The offline worker an
// earlier test's page registered may still be registered: a test of the
// worker serves the site on an origin of its own (ownSite). A test that
// changes its tab (its emulated media, its scripts) takes a tab of its own
// (ownScreen); one that needs a fresh profile or a browser started again
// (a first visit's loading, the offline copy after a restart), a browser
// of its own (newBrowser).
var suite struct {
	once sync.Once
	ctx  context.Context // the browser's first tab, without a time limit
	quit func()
	err  error

	mu   sync.Mutex
	idle *tab // the tab of the last test that passed, for the next
}

// tab is a tab of the suite's browser and what its pages wrote to the
// console.
type tab struct {
	ctx     context.Context // without a time limit: each test has its own
	console *pageConsole
	close   func()
}

// suiteBrowser returns the context of the suite's browser, started at the
// first call.
func suiteBrowser(t *testing.T) context.Context {
	t.Helper()
	path := chromium(t)
	suite.once.Do(func() {
		dir, err := os.MkdirTemp("", "slidelab-browser-")
		if err != nil {
			suite.err = err
			return
		}
		ctx, _, quit := launchAt(path, dir, 1920, 1080)
		suite.quit = func() {
			quit()
			os.RemoveAll(dir)
		}
		// Started here, by an action without a time limit: the first action
		// run in a context binds the browser's life to it.
		suite.ctx, suite.err = ctx, chromedp.Do(ctx)
	})
	if suite.err != nil {
		t.Fatalf("start the browser: %v", suite.err)
	}
	return suite.ctx
}

// openTab opens a tab in the suite's browser.
func openTab(t *testing.T) *tab {
	t.Helper()
	console := &pageConsole{}
	ctx, cancel := chromedp.NewContext(suiteBrowser(t), console.listener())
	if err := chromedp.Do(ctx); err != nil { // opened without a test's time limit, which would close it
		cancel()
		t.Fatalf("open a tab: %v", err)
	}
	throttle(t, ctx)
	return &tab{ctx: ctx, console: console, close: cancel}
}

// takeTab hands t the suite's idle tab, or a new one when another test
// has it; the tab goes back at the end of
// t if t passed, and is closed otherwise (a page a failed test left may
// be stuck).
func takeTab(t *testing.T) *tab {
	t.Helper()
	suite.mu.Lock()
	tb := suite.idle
	suite.idle = nil
	suite.mu.Unlock()
	if tb == nil {
		tb = openTab(t)
	}
	t.Cleanup(func() {
		suite.mu.Lock()
		defer suite.mu.Unlock()
		// The page leaves, for nothing of it to run while the tab waits, for a
		// page of the site without the app (a 404): about:blank would cost
		// the next test a new renderer, 0.7–1.5 s more for its first page.
		if t.Failed() || suite.idle != nil || (rootSite.site != nil && chromedp.Do(tb.ctx, chromedp.Navigate(rootSite.site.url+"/no-page-between-tests")) != nil) {
			tb.close()
			return
		}
		suite.idle = tb
	})
	return tb
}

// emptyStores empties the stores of site's origin, as a fresh profile has
// them, but for the pattern databases kept: a returning reader's page reads
// them back (0.7 s) where a first visit builds them (3.8 s, 6–12 s on a
// loaded machine), and what a search shows is the same either way (the
// bytes are checked). A test of the build forgets them first
// (forgetTables). The tab's page leaves first, for a page of the site
// without the app (a 404): nothing runs there to write them again, and
// Chromium clears a tab's sessionStorage only from a page of its origin.
func emptyStores(t *testing.T, ctx context.Context, site string) {
	t.Helper()
	u, err := url.Parse(site)
	if err != nil {
		t.Fatal(err)
	}
	origin := u.Scheme + "://" + u.Host
	if err := chromedp.Do(ctx, chromedp.Navigate(origin+"/no-page-between-tests")); err != nil {
		t.Fatalf("leave the last page: %v", err)
	}
	if _, err := chromedp.Call(ctx, storage.ClearDataForOrigin, storage.ClearDataForOriginParams{Origin: origin, StorageTypes: "cookies,file_systems,indexeddb,local_storage,service_workers,websql"}); err != nil {
		t.Fatalf("clear the site's stores: %v", err)
	}
	eval[bool](t, ctx, `caches.keys().then(ks => Promise.all(ks.filter(k => k !== '`+search.TableCache+`').map(k => caches.delete(k)))).then(() => true)`)
	if _, err := chromedp.Call(ctx, domstorage.Clear, domstorage.ClearParams{StorageID: &domstorage.StorageID{SecurityOrigin: origin}}); err != nil {
		t.Fatalf("clear the tab's sessionStorage: %v", err)
	}
}

// forgetTables deletes the pattern databases kept by the origin of the
// tab's page, for a test that watches them built.
func forgetTables(t *testing.T, ctx context.Context) {
	t.Helper()
	eval[bool](t, ctx, `caches.delete('`+search.TableCache+`')`)
}

// screen hands t the suite's tab for at most 3 minutes, with a page of
// exactly w×h CSS pixels, as a projector, a window or an iframe shows it.
func screen(t *testing.T, w, h int) context.Context {
	t.Helper()
	return screenWithin(t, w, h, 3*time.Minute)
}

// screenWithin is screen with a time limit for the whole test.
func screenWithin(t *testing.T, w, h int, limit time.Duration) context.Context {
	t.Helper()
	return within(t, takeTab(t), w, h, limit)
}

// ownScreen is screen in a tab of t's own, closed at its end: for a test
// that changes the tab (its emulated media, its scripts).
func ownScreen(t *testing.T, w, h int) context.Context {
	t.Helper()
	tb := openTab(t)
	t.Cleanup(tb.close)
	return within(t, tb, w, h, 3*time.Minute)
}

// within is tab tb for t, for at most limit, with a page of w×h CSS
// pixels and the root site's stores emptied; if t fails, its log gets what
// tb's pages wrote to the console during t, and a screenshot.
func within(t *testing.T, tb *tab, w, h int, limit time.Duration) context.Context {
	t.Helper()
	if rootSite.site != nil {
		emptyStores(t, tb.ctx, rootSite.site.url)
	}
	from := tb.console.written()
	ctx, cancel := context.WithTimeout(tb.ctx, limit)
	t.Cleanup(cancel)
	t.Cleanup(func() { // the screenshot within a time of its own: t's may be over
		if t.Failed() {
			tb.console.log(t, from)
			shot, cancel := context.WithTimeout(tb.ctx, 30*time.Second)
			defer cancel()
			screenshot(t, shot, "failed-"+strings.ReplaceAll(t.Name(), "/", "-"))
		}
	})
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(w), int64(h))); err != nil {
		t.Fatalf("the page's size: %v", err)
	}
	return ctx
}

// newBrowser starts a headless Chromium of its own, w×h, for at most limit,
// and returns its context and the func that quits it (at the end of the
// test if not before).
func newBrowser(t *testing.T, w, h int, limit time.Duration) (context.Context, func()) {
	t.Helper()
	return newBrowserIn(t, t.TempDir(), w, h, limit)
}

// newBrowserIn is newBrowser with the profile in dir: a browser started
// again in it finds what the last one kept (its HTTP cache among it).
func newBrowserIn(t *testing.T, dir string, w, h int, limit time.Duration) (context.Context, func()) {
	t.Helper()
	ctx, console, quitBrowser := launchAt(chromium(t), dir, w, h)
	ctx, cancelTimeout := context.WithTimeout(ctx, limit)
	t.Cleanup(func() { // a failed test shows what its page said
		if t.Failed() {
			console.log(t, 0)
		}
	})
	throttle(t, ctx)
	quit := func() {
		cancelTimeout()
		quitBrowser()
	}
	t.Cleanup(quit)
	return ctx, quit
}

// launchAt makes the context of the headless Chromium at path with its
// profile in dir and a window of w×h (started by the first action run in
// it), the console of its tab, and the func that quits it.
func launchAt(path, dir string, w, h int) (context.Context, *pageConsole, func()) {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.UserDataDir(dir), chromedp.WindowSize(w, h),
		chromedp.Flag("disable-quic", true), chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("disable-dev-shm-usage", true),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	console := &pageConsole{}
	ctx, cancel := chromedp.NewContext(actx, console.listener())
	return ctx, console, func() {
		cancel()
		cancelAlloc()
	}
}

// throttle slows the page's CPU by SLIDELAB_CPU_SLOWDOWN, if set.
func throttle(t *testing.T, ctx context.Context) {
	t.Helper()
	v := os.Getenv("SLIDELAB_CPU_SLOWDOWN")
	if v == "" {
		return
	}
	// A slower machine than this one (CI's), to bring out tests that
	// read the page before it has rendered.
	rate, err := strconv.ParseFloat(v, 64)
	if err != nil || rate < 1 {
		t.Fatalf("SLIDELAB_CPU_SLOWDOWN=%q: want a factor ≥ 1", v)
	}
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate}); err != nil {
		t.Fatalf("CPU throttling: %v", err)
	}
}

// consoleKept is how many of its last lines a page's console keeps for a
// failed test's log.
const consoleKept = 40

// pageConsole keeps the last lines a tab's pages write to their console and
// their uncaught exceptions (a Go panic in the wasm among them).
type pageConsole struct {
	mu    sync.Mutex
	lines []string // the last consoleKept
	n     int      // lines written in all
}

func (c *pageConsole) keep(line string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.lines = append(c.lines, line)
	if len(c.lines) > consoleKept {
		c.lines = c.lines[len(c.lines)-consoleKept:]
	}
	c.n++
}

// written is how many lines have been written so far.
func (c *pageConsole) written() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n
}

// log logs the lines kept of those written after the first from.
func (c *pageConsole) log(t *testing.T, from int) {
	c.mu.Lock()
	said := c.lines[max(0, len(c.lines)-(c.n-from)):]
	c.mu.Unlock()
	if len(said) > 0 {
		t.Logf("the page's console, last %d lines:\n%s", len(said), strings.Join(said, "\n"))
	}
}

// listener is the option that makes the tab's console c.
func (c *pageConsole) listener() chromedp.ContextOption {
	return chromedp.WithListener(func(ev any) {
		switch ev := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			var args []string
			for _, a := range ev.Args {
				if a.Value != nil {
					args = append(args, strings.Trim(string(a.Value), `"`))
				} else {
					args = append(args, a.Description)
				}
			}
			c.keep(string(ev.Type) + ": " + strings.Join(args, " "))
		case *runtime.EventExceptionThrown:
			d := ev.ExceptionDetails
			what := d.Text
			if d.Exception != nil {
				what += " " + d.Exception.Description
			}
			c.keep("exception: " + what)
		}
	})
}

// open loads url and waits until the wasm runs: the pre-rendered page shows
// buttons before that, and clicks sent then are lost.
func open(t *testing.T, ctx context.Context, url string) time.Duration {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigate %s: %v", url, err)
	}
	return waitReady(t, ctx)
}

// waitReady waits for the app's ready flag and the end of go-app's loader,
// and returns the time from navigation start to then.
func waitReady(t *testing.T, ctx context.Context) time.Duration {
	t.Helper()
	ms, err := poll[float64](ctx, `document.querySelector('#lab[data-ready="1"]') && !document.getElementById('app-wasm-loader') && performance.now()`, 60*time.Second)
	if err != nil {
		t.Fatalf("the app did not become ready: %v", err)
	}
	return time.Duration(ms * float64(time.Millisecond))
}

// reveal opens the tab that holds element id, as a person would before
// using it.
func reveal(t *testing.T, ctx context.Context, id string) {
	t.Helper()
	eval[bool](t, ctx, fmt.Sprintf(`(() => { const p = document.getElementById(%q)?.closest('[role=tabpanel][hidden]');
		if (p) document.querySelector('[aria-controls="' + p.id + '"]').click(); return true })()`, id))
}

// showChart opens the lesson's chart and open list (the explanation is
// shown first).
func showChart(t *testing.T, ctx context.Context) {
	t.Helper()
	click(t, ctx, "sub-chart")
	waitFor(t, ctx, "the chart", `document.getElementById('sub-chart').getAttribute('aria-selected') === 'true'`, 5*time.Second)
}

func text(t *testing.T, ctx context.Context, id string) string {
	t.Helper()
	reveal(t, ctx, id)
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.ID(id)))
	if err != nil {
		t.Fatalf("text of #%s: %v", id, err)
	}
	return s
}

func click(t *testing.T, ctx context.Context, id string) {
	t.Helper()
	reveal(t, ctx, id)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID(id))); err != nil {
		t.Fatalf("click #%s: %v", id, err)
	}
}

// eval runs a JavaScript expression and returns its value.
func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("eval %s: %v", js, err)
	}
	return v
}

// pollEvery is how often a wait evaluates its predicate in the page.
// chromedp's default, at every animation frame, keeps the page drawing
// frames while a test waits: 0.7 s of the browser's CPU in 5 s of waiting
// here, 0.25–0.3 s this way (50 ms: 0.2 s, but a Step's new count seen
// 20 ms later than at a frame; at 20 ms it is seen as soon).
const pollEvery = 20 * time.Millisecond

// poll waits, at most timeout, until the JavaScript expression js is truthy
// in the page, and returns its value. An expression that throws is not yet
// true: what it reads may not be drawn yet (an element the next render
// adds), and chromedp would end the wait at the first exception.
func poll[T any](ctx context.Context, js string, timeout time.Duration) (T, error) {
	js = fmt.Sprintf("(() => { try { return (%s) } catch (e) { return false } })()", js)
	return chromedp.Run(ctx, chromedp.Poll[T](js, chromedp.WithPollingTimeout(timeout), chromedp.WithPollingInterval(pollEvery)))
}

// waitFor polls a JavaScript predicate.
func waitFor(t *testing.T, ctx context.Context, what, js string, timeout time.Duration) {
	t.Helper()
	if _, err := poll[chromedp.Void](ctx, js, timeout); err != nil {
		t.Fatalf("waiting for %s (%s): %v", what, js, err)
	}
}

// waitEqual polls a JavaScript string expression until it equals want (the
// page renders after an event, not during it) and reports the last value when
// it never does.
func waitEqual(t *testing.T, ctx context.Context, what, js, want string, timeout time.Duration) {
	t.Helper()
	if _, err := poll[chromedp.Void](ctx, fmt.Sprintf(`String(%s) === %q`, js, want), timeout); err != nil {
		got := eval[string](t, ctx, fmt.Sprintf("(() => { try { return String(%s) } catch (e) { return 'throws ' + e } })()", js))
		t.Errorf("%s: %q, want %q", what, got, want)
	}
}

// screenshot saves the page to testdata/screenshots/name.png.
func screenshot(t *testing.T, ctx context.Context, name string) {
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100) /* 100: PNG */)
	if err != nil {
		t.Logf("screenshot %s: %v", name, err)
		return
	}
	dir := filepath.Join("..", "testdata", "screenshots")
	os.MkdirAll(dir, 0o755)
	path := filepath.Join(dir, name+".png")
	if err := os.WriteFile(path, png, 0o644); err == nil {
		t.Logf("screenshot: %s", path)
	}
}

// solveOnPage runs flat out, as a person in a hurry would, and waits for
// the result line.
func solveOnPage(t *testing.T, ctx context.Context) string {
	t.Helper()
	setValue(t, ctx, "speed", "max")
	click(t, ctx, "run")
	waitFor(t, ctx, "the result", `document.getElementById('result-text')`, 60*time.Second)
	return text(t, ctx, "result-text")
}

// waitCached waits until the offline cache holds app.wasm.
func waitCached(t *testing.T, ctx context.Context) {
	t.Helper()
	waitFor(t, ctx, "the offline cache", `window.__cached === true || (caches.keys().then(async ks => { for (const k of ks) { const c = await caches.open(k); if ((await c.keys()).some(r => r.url.endsWith('/web/app.wasm'))) window.__cached = true; } }), false)`, 30*time.Second)
}

// setValue sets a form control's value and fires its change and input
// events, as a person choosing it would.
func setValue(t *testing.T, ctx context.Context, id, value string) {
	t.Helper()
	eval[bool](t, ctx, fmt.Sprintf(`(() => { const e = document.getElementById(%q); e.value = %q;
		e.dispatchEvent(new Event('input', {bubbles: true})); e.dispatchEvent(new Event('change', {bubbles: true})); return true })()`, id, value))
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
	if err != nil {
		t.Fatal(err)
	}
	return n
}
