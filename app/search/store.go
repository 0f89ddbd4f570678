package search

import (
	"errors"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The browser's Cache API keeps built pattern databases across visits, so a
// goal's tables are built once per browser. It exists only in secure
// contexts (https or localhost); elsewhere, and on the server, nothing is
// stored and the tables are built on each visit.
const TableCache = "slidelab-tables-v1"

// openStore opens the cache that keeps the tables, false where there is
// none.
func openStore() (app.Value, bool) {
	caches := app.Window().Get("caches")
	if !app.IsClient || !caches.Truthy() {
		return nil, false
	}
	c, err := await(caches.Call("open", TableCache))
	return c, err == nil
}

// LoadStored returns the bytes stored under key, or nil.
func LoadStored(key string) []byte {
	c, ok := openStore()
	if !ok {
		return nil
	}
	r, err := await(c.Call("match", key))
	if err != nil || !r.Truthy() {
		return nil
	}
	buf, err := await(r.Call("arrayBuffer"))
	if err != nil {
		return nil
	}
	js := app.Window().Get("Uint8Array").New(buf)
	data := make([]byte, js.Get("length").Int())
	app.CopyBytesToGo(data, js)
	return data
}

// Store keeps data under key, and reports whether it could.
func Store(key string, data []byte) bool {
	c, ok := openStore()
	if !ok {
		return false
	}
	js := app.Window().Get("Uint8Array").New(len(data))
	app.CopyBytesToJS(js, data)
	_, err := await(c.Call("put", key, app.Window().Get("Response").New(js)))
	return err == nil
}

// await waits for a JavaScript promise; it must not run on the UI goroutine.
func await(p app.Value) (app.Value, error) {
	type settled struct {
		v   app.Value
		err error
	}
	done := make(chan settled, 1)
	ok := app.FuncOf(func(_ app.Value, args []app.Value) any {
		done <- settled{v: args[0]}
		return nil
	})
	fail := app.FuncOf(func(_ app.Value, args []app.Value) any {
		done <- settled{err: errors.New(args[0].Call("toString").String())}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	p.Call("then", ok, fail)
	r := <-done
	return r.v, r.err
}
