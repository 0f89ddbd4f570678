package present

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// channelName is the BroadcastChannel of presentations: every window of
// the page's origin in this browser that has a role hears it.
const channelName = "slidelab-present"

// Channel is this window's end of the presentation's BroadcastChannel.
type Channel struct {
	ch       app.Value
	onMsg    app.Func
	onLeave  app.Func
	leaveMsg Message
}

// Supported is whether the browser can join windows: it has
// BroadcastChannel (every browser since 2022).
func Supported() bool { return app.Window().Get("BroadcastChannel").Truthy() }

// Open listens on the channel (Supported), handing heard each message
// from another window (on the browser's event loop: the page posts it as
// an action), and says bye when this window's page goes (closed or left).
func Open(bye Message, heard func(Message)) *Channel {
	c := &Channel{ch: app.Window().Get("BroadcastChannel").New(channelName), leaveMsg: bye}
	c.onMsg = app.FuncOf(func(this app.Value, args []app.Value) any {
		var m Message
		if data := args[0].Get("data"); data.Type() == app.TypeString && json.Unmarshal([]byte(data.String()), &m) == nil {
			heard(m)
		}
		return nil
	})
	c.ch.Call("addEventListener", "message", c.onMsg)
	// Said in the event itself: the page is gone before an action would run.
	c.onLeave = app.FuncOf(func(this app.Value, args []app.Value) any {
		c.Say(&c.leaveMsg)
		return nil
	})
	app.Window().Call("addEventListener", "pagehide", c.onLeave)
	return c
}

// Say tells the other windows m, if there is one to say.
func (c *Channel) Say(m *Message) {
	if c == nil || m == nil {
		return
	}
	b, _ := json.Marshal(*m) // a message always encodes
	c.ch.Call("postMessage", string(b))
}

// Close says m (a Bye) and stops listening.
func (c *Channel) Close(m Message) {
	if c == nil {
		return
	}
	c.Say(&m)
	app.Window().Call("removeEventListener", "pagehide", c.onLeave)
	c.ch.Call("close")
	c.onMsg.Release()
	c.onLeave.Release()
}

// OpenWindow opens the page at u in a window of its own, beside this one:
// false if the browser refused (a pop-up blocker).
func OpenWindow(u string, role Role) bool {
	w := app.Window().Call("open", u, "slidelab-"+string(role), "popup,width=1100,height=760")
	return w.Truthy()
}
