package lesson

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"slidelab/app/state"
	"slidelab/app/ui"
)

// AuthorPanel is the author mode, above the page: the lesson's title, Add
// this as a stop, the stops with their notes (reordered, shown, deleted),
// and the lesson's link, its copy and its file.
type AuthorPanel struct {
	app.Compo

	Lang    ui.Lang
	Draft   Lesson // the model's: its stops change in place, Rev with them
	Rev     int
	Here    string   // the page as a stop would keep it, worded
	Pending *Lesson  // a lesson waiting to replace the draft
	Link    string   // the lesson's address
	Words   []string // where each stop is, worded
	Refused string   // why no reader would open the link (too large), worded
	Copied  bool
	Page    ui.Actor

	removing int // the stop (from 1) whose question's removal waits for a second click; 0: none
}

func (p *AuthorPanel) OnMount(ctx app.Context)  { p.syncFields(ctx) }
func (p *AuthorPanel) OnUpdate(ctx app.Context) { p.syncFields(ctx) }

// syncFields writes the draft's title, notes and questions into their fields where
// they differ from it, once rendered: not at a keystroke (the field holds
// what was typed already), and whole (go-app trims the values it renders:
// a note's trailing space or line break would go as it is typed).
func (p *AuthorPanel) syncFields(ctx app.Context) {
	want := map[string]string{"author-title": p.Draft.Title}
	for i, st := range p.Draft.Stops {
		want[fmt.Sprintf("author-note-%d", i+1)] = st.Note
		if a := st.Ask; a != nil {
			want[fmt.Sprintf("author-ask-q-%d", i+1)] = a.Q
			want[fmt.Sprintf("author-ask-choices-%d", i+1)] = strings.Join(a.Choices, "\n")
			want[fmt.Sprintf("author-ask-answer-%d", i+1)] = strconv.Itoa(a.Answer)
			want[fmt.Sprintf("author-ask-why-%d", i+1)] = a.Why
		}
	}
	ctx.Defer(func(app.Context) {
		focused := app.Window().Get("document").Get("activeElement")
		for id, v := range want {
			// The field being typed in is the truth: keys typed fast land
			// before the page has taken the ones before.
			if e := app.Window().GetElementByID(id); e.Truthy() && !e.Equal(focused) && e.Get("value").String() != v {
				e.Set("value", v)
			}
		}
	})
}

func (p *AuthorPanel) Render() app.UI {
	l := p.Lang
	act := func(op string) app.EventHandler {
		return func(ctx app.Context, e app.Event) { p.Page.Act(ctx, AuthorAct{Op: op}) }
	}
	head := ui.Div("author-head",
		app.H2().Text(l.T("authorTitle")),
		app.Label().For("author-title").Text(l.T("authorTitleField")),
		app.Input().Type("text").ID("author-title").MaxLength(200).OnInput(p.typed("title", 0)),
		app.Button().ID("author-add").Class("primary").Text(l.T("authorAdd")).OnClick(act("add")),
		ui.SpanText("desc author-here", fmt.Sprintf(l.T("authorHere"), p.Here)),
	)
	// The same elements in the same places whatever the draft holds:
	// go-app updates an element in place, and an input must never become
	// another (the file input threw when it became the link's field).
	pending := app.Div().Class("author-pending")
	if p.Pending != nil {
		pending = app.Div().Class("problem author-pending").Body(
			app.P().Text(fmt.Sprintf(l.Tn("authorPending", len(p.Draft.Stops)), len(p.Draft.Stops), p.Pending.Title)),
			ui.Div("buttons",
				app.Button().ID("author-replace").Text(l.T("authorReplace")).OnClick(act("replace")),
				app.Button().ID("author-keep").Text(l.T("authorKeep")).OnClick(act("keep"))))
	}
	body := []app.UI{head, pending}
	var share []app.UI
	if len(p.Draft.Stops) > 0 && p.Refused == "" { // no link no reader would open
		copyText := l.T("authorCopy")
		if p.Copied {
			copyText = "✓ " + l.T("copied")
		}
		share = append(share,
			app.Button().ID("author-copy").Text(copyText).OnClick(func(ctx app.Context, e app.Event) {
				p.Page.Act(ctx, ui.CopyAsk{Which: "lesson", Text: p.Link})
			}),
			app.Input().Type("text").ID("author-link").Class("author-link").ReadOnly(true).Value(p.Link).
				Aria("label", fmt.Sprintf(l.T("authorLinkLabel"), ui.SizeText(len(p.Link)))).Title(fmt.Sprintf(l.T("authorLinkLabel"), ui.SizeText(len(p.Link)))),
			ui.SpanText("desc", ui.SizeText(len(p.Link))),
			app.Button().ID("author-follow").Text(l.T("authorFollow")).OnClick(act("follow")))
	}
	var save app.UI = app.Span() // a draft too large for a link still saves
	if len(p.Draft.Stops) > 0 {
		save = app.Button().ID("author-save").Text(l.T("authorSave")).OnClick(func(ctx app.Context, e app.Event) {
			ui.Download(ui.FileName(p.Draft.Title)+".json", string(LessonJSON(lessonOf(p.Draft))))
		})
	}
	tools := []app.UI{app.Span().Class("author-share").Body(share...), save,
		app.Label().Class("file-button").For("author-file").Text(l.T("authorOpenFile")),
		app.Input().Type("file").ID("author-file").Class("sr-only").Accept(".json,application/json").OnChange(p.onFile),
		app.Button().ID("author-close").Text(l.T("authorClose")).OnClick(act("close"))}
	body = append(body, ui.Div("buttons author-buttons", tools...))
	switch {
	case len(p.Draft.Stops) == 0:
		body = append(body, ui.PText("desc", l.T("authorEmpty")))
	default:
		items := make([]app.UI, len(p.Draft.Stops))
		for i := range p.Draft.Stops {
			items[i] = p.stopRow(i)
		}
		body = append(body, app.Ol().ID("author-stops").Class("author-stops").Body(items...))
	}
	if p.Refused != "" {
		body = append(body, app.P().ID("author-refused").Class("error").Text(p.Refused))
	}
	body = append(body, ui.PText("desc", l.T("authorKept")))
	return app.Section().ID("author").Class("author panel").Aria("label", l.T("authorTitle")).Body(body...)
}

// stopRow is stop i of the draft: where it is, its buttons, its note.
func (p *AuthorPanel) stopRow(i int) app.UI {
	l, n := p.Lang, len(p.Draft.Stops)
	act := func(op string) app.EventHandler {
		return func(ctx app.Context, e app.Event) { p.Page.Act(ctx, AuthorAct{Op: op, I: i}) }
	}
	return app.Li().Class("author-stop").Body(
		ui.Div("author-row",
			app.P().Class("author-where").Text(p.Words[i]),
			ui.Div("buttons",
				app.Button().Text(l.T("authorShow")).OnClick(act("show"), i),
				p.askButton(i),
				app.Button().Aria("label", fmt.Sprintf(l.T("authorUp"), i+1)).Title(fmt.Sprintf(l.T("authorUp"), i+1)).Disabled(i == 0).Text("↑").OnClick(act("up"), i),
				app.Button().Aria("label", fmt.Sprintf(l.T("authorDown"), i+1)).Title(fmt.Sprintf(l.T("authorDown"), i+1)).Disabled(i == n-1).Text("↓").OnClick(act("down"), i),
				app.Button().Aria("label", fmt.Sprintf(l.T("authorDelete"), i+1)).Title(fmt.Sprintf(l.T("authorDelete"), i+1)).Text("✕").OnClick(act("delete"), i))),
		app.Textarea().ID(fmt.Sprintf("author-note-%d", i+1)).Aria("label", fmt.Sprintf(l.T("authorNote"), i+1)).Rows(2).
			OnInput(p.typed("note", i), i),
		p.lookMenu(i),
		p.question(i),
	)
}

// onFile reads the .json file chosen (a lesson's document, its size
// checked before it is read).
func (p *AuthorPanel) onFile(ctx app.Context, e app.Event) {
	f, ok := ui.ChosenFile(ctx.JSSrc())
	if !ok {
		return
	}
	if f.Get("size").Int() > MaxBytes {
		p.Page.Act(ctx, AuthorAct{Op: "file", I: FileTooLarge})
		return
	}
	var then app.Func
	then = app.FuncOf(func(this app.Value, args []app.Value) any {
		text := args[0].String()
		ctx.Dispatch(func(ctx app.Context) { p.Page.Act(ctx, AuthorAct{Op: "file", Text: text}) })
		then.Release()
		return nil
	})
	f.Call("text").Call("then", then)
}

// fileTooLarge is the i of a "file" op whose file is too large to read.
const FileTooLarge = -1

// stopWords says where stop st is: its algorithm (or race), its start
// board and its moment.
func stopWords(l ui.Lang, st Stop) string {
	return SettingsWords(l, state.QuerySettings(st.Q), st)
}

// SettingsWords says where stop st, whose settings are set, is.
func SettingsWords(l ui.Lang, set state.Settings, st Stop) string {
	words := state.SearchName(l, set) + " · " + momentWords(l, st)
	switch {
	case st.Look != "":
		words += " · " + Panel(st.Look).Name(l)
	case st.Tab != "":
		words += " · " + state.Subview(st.Tab).Name(l)
	}
	if st.Quiz {
		words += " · " + l.T("quiz")
	}
	if st.Ask != nil {
		words += " · " + l.T("stopAsks")
	}
	return words
}

// momentWords says a stop's moment.
func momentWords(l ui.Lang, st Stop) string {
	switch {
	case st.Unit > 0:
		return fmt.Sprintf(l.Tn("stopUnits", st.Unit), st.Unit)
	case st.At == AtEnd:
		return l.T("stopEnd")
	case st.At == 0:
		return l.T("stopStart")
	}
	return fmt.Sprintf(l.Tn("stopAt", st.At), ui.Thousands(st.At))
}

// lessonOf is d as a lesson of this format.
func lessonOf(d Lesson) Lesson {
	d.V = lessonVersion
	return d
}

// lookMenu names the panel stop i's note is about, among those its page
// shows.
func (p *AuthorPanel) lookMenu(i int) app.UI {
	l, st := p.Lang, p.Draft.Stops[i]
	id, set := fmt.Sprintf("author-look-%d", i+1), state.QuerySettings(st.Q)
	options := []app.UI{app.Option().Value("").Selected(st.Look == "").Text(l.T("authorLookNone"))}
	for _, v := range Panels {
		if v.shownBy(set) == nil {
			options = append(options, app.Option().Value(string(v)).Selected(st.Look == string(v)).Text(v.Name(l)))
		}
	}
	return ui.Div("author-look",
		app.Label().For(id).Text(fmt.Sprintf(l.T("authorLook"), i+1)),
		app.Select().ID(id).OnChange(p.typed("look", i), i).Body(options...))
}
