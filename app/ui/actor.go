package ui

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// An action is what a panel, a key or a reply asks of the page: the page
// routes each one (lab.act) to the model it concerns and applies what the
// model's transition returns. Panels hold the page as an actor, never
// funcs: go-app renders a component again when any of its fields differs,
// and two closures never compare equal (see doc.go).
type Action any

// actor is the page, as the panels see it.
type Actor interface{ Act(app.Context, Action) }

// copyAsk is a Copy button's: the page copies text to the clipboard and
// says so where the button is (which).
type CopyAsk struct{ Which, Text string }
