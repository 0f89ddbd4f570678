package lesson

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"slidelab/app/state"
	"slidelab/app/ui"
)

// deflated is doc compressed and encoded as a lesson's link is, by hand:
// the codec's reader is checked against the format, not against itself.
func deflated(doc []byte) string {
	var z bytes.Buffer
	w, _ := flate.NewWriter(&z, flate.DefaultCompression)
	w.Write(doc)
	w.Close()
	return base64.RawURLEncoding.EncodeToString(z.Bytes())
}

// TestLessonRoundTrip: every field, Chinese notes with line breaks and
// markup-like text, the largest lesson accepted, come back as they went.
func TestLessonRoundTrip(t *testing.T) {
	les := Lesson{V: lessonVersion, Title: "八数码：BFS 与 A* <b>", Lang: "zh", Stops: []Stop{
		{Q: "start=630172845&goal=standard&algo=bfs", At: 5, Note: "第一行\n第二行 <script>alert(1)</script> & \"quotes\""},
		{Q: "start=630172845&goal=standard&algo=idastar&h=pdb", Unit: 2, Note: "pass 2", Quiz: true},
		{Q: "start=630172845&goal=spiral&race=bfs,astar:manhattan", At: AtEnd, Ask: &Ask{Q: "哪一个？", Choices: []string{"甲", "乙", "丙"}, Answer: 2, Why: "因为……"}},
	}}
	link := EncodeLesson(les)
	if strings.ContainsAny(link, "+/=") {
		t.Errorf("the link %q is not base64url without padding", link)
	}
	got, err := DecodeLesson(link)
	if err != nil || !reflect.DeepEqual(got, les) {
		t.Fatalf("decode: %+v, %v; want %+v", got, err, les)
	}
	// By hand: the document as the README writes it.
	doc := `{"v":1,"title":"T","stops":[{"q":"start=630172845&goal=standard&algo=bfs","at":5,"note":"n","future":{"x":1}}],"more":true}`
	got, err = DecodeLesson(deflated([]byte(doc)))
	if err != nil || got.Title != "T" || len(got.Stops) != 1 || got.Stops[0].At != 5 || got.Stops[0].Q != "start=630172845&goal=standard&algo=bfs" {
		t.Errorf("a hand-made link: %+v, %v", got, err)
	}
	if p, err := DecodeLesson(link + "=="); err != nil || !reflect.DeepEqual(p, les) {
		t.Errorf("padding is ignored: %v", err)
	}
	c := les.Clone()
	c.Stops[2].Ask.Choices[0], c.Stops[2].Ask.Answer, c.Stops[0].Note = "changed", 0, "changed"
	if again, _ := DecodeLesson(link); !reflect.DeepEqual(again, les) {
		t.Error("a clone shares its stops with the lesson")
	}
	// The limits: the most stops, a document just under the size.
	big := Lesson{V: 1, Title: "big"}
	for i := 0; i < lessonMaxStops; i++ {
		big.Stops = append(big.Stops, Stop{Q: "algo=bfs", At: i, Note: strings.Repeat("字", 90)})
	}
	if n := len(LessonJSON(big)); n > MaxBytes {
		t.Fatalf("the big lesson is %d bytes, over the limit", n)
	}
	if got, err := DecodeLesson(EncodeLesson(big)); err != nil || len(got.Stops) != lessonMaxStops {
		t.Errorf("the largest lesson: %d stops, %v", len(got.Stops), err)
	}
}

// TestLessonSize: an 8-stop lesson with a sentence of note at each stop,
// as the author mode writes it, is under 1 KB as a link; the built-in ones
// under 2 KB.
func TestLessonSize(t *testing.T) {
	les := Lesson{V: lessonVersion, Title: "BFS against A* on the Sicily sample"}
	for i, algo := range []string{"bfs", "bfs", "bfs", "astar", "astar", "astar", "idastar", "idastar"} {
		q := "start=123405678&goal=standard&algo=" + algo + "&speed=auto"
		if algo != "bfs" {
			q = "start=123405678&goal=standard&algo=" + algo + "&h=manhattan&speed=auto"
		}
		les.Stops = append(les.Stops, Stop{Q: q, At: 5 * i, Note: fmt.Sprintf("Stop %d: look at the open list and the g, h and f of the board being expanded.", i+1)})
	}
	n := len(Prefix + EncodeLesson(les))
	if n > 1000 {
		t.Errorf("an 8-stop lesson is %d bytes as a link", n)
	}
	t.Logf("an 8-stop lesson with notes: #%s is %d bytes (the JSON %d)", Prefix+"…", n, len(LessonJSON(les)))
	for _, b := range BuiltinLessons {
		for _, l := range []ui.Lang{ui.English, ui.Chinese} {
			n := len(Prefix + EncodeLesson(b.Lesson(l)))
			if n > 2000 {
				t.Errorf("%s (%s): the link is %d bytes", b.ID, l, n)
			}
			t.Logf("%s (%s): %d stops, #%s is %d bytes (the JSON %d)", b.ID, l, len(b.stops), Prefix+"…", n, len(LessonJSON(b.Lesson(l))))
		}
	}
}

// TestLessonBadLinks: every class of bad link says what is wrong, in both
// languages, and never panics.
func TestLessonBadLinks(t *testing.T) {
	bomb := strings.Repeat(" ", MaxBytes*4) // inflates far past the limit
	for _, c := range []struct {
		name, link string
		en, zh     string
	}{
		{"not base64url", "abc$def", `its character 4 (“$”) is not one of`, "第 4 个字符（“$”）"},
		{"base64, not url", "ab+/", `(“+”)`, "（“+”）"},
		{"cut in a byte", "a", "it stops in the middle of a byte", "结尾少了字符"},
		{"empty", "", "the link holds no lesson: nothing follows #lesson=", "链接里没有课程"},
		{"not deflate", base64.RawURLEncoding.EncodeToString([]byte("hello, this is not deflate")), "not compressed with DEFLATE", "不是用 DEFLATE"},
		{"cut short", EncodeLesson(BuiltinLessons[0].Lesson(ui.English))[:40], "not compressed with DEFLATE", "链接被截断了"},
		{"not json", deflated([]byte("<html>")), "not valid JSON (the error is near byte 1)", "不是有效的 JSON（错误在第 1 个字节附近）"},
		{"json cut", deflated([]byte(`{"v":1,"stops":[`)), "not valid JSON", "不是有效的 JSON"},
		{"wrong type", deflated([]byte(`{"v":1,"title":"x","stops":[{"q":"algo=bfs","at":"five"}]}`)), "the field “stops.at” holds the wrong kind of value", "字段“stops.at”的值类型不对"},
		{"not an object", deflated([]byte(`[1, 2]`)), `it is not a JSON object: a lesson starts with {"v": 1`, "它不是 JSON 对象"},
		{"empty document", deflated([]byte(" \n")), "it is empty", "它是空的"},
		{"no version", deflated([]byte(`{"title":"x","stops":[]}`)), `it has no version: a lesson starts with "v": 1`, "缺少版本号"},
		{"version 2", deflated([]byte(`{"v":2,"stops":[]}`)), "it is written in version 2 of the format, and this page reads version 1", "第 2 版格式"},
		{"no stops", deflated([]byte(`{"v":1,"title":"x","stops":[]}`)), "it has no stops", "没有任何一站"},
		{"too many stops", deflated([]byte(`{"v":1,"stops":[` + strings.Repeat(`{"q":""},`, lessonMaxStops) + `{"q":""}]}`)), "it has 201 stops, and a lesson has 200 at most", "它有 201 站"},
		{"zip bomb", deflated([]byte(`{"v":1,"title":"` + bomb + `"}`)), "larger than 64 KB once decompressed", "解压后超过 64 KB"},
		{"huge link", strings.Repeat("A", lessonMaxLink+1), "larger than 64 KB", "超过 64 KB"},
	} {
		_, err := DecodeLesson(c.link)
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		if en := state.InputErrorText(ui.English, err); !strings.Contains(en, c.en) {
			t.Errorf("%s: %q, want %q in it", c.name, en, c.en)
		}
		if zh := state.InputErrorText(ui.Chinese, err); !strings.Contains(zh, c.zh) {
			t.Errorf("%s: %q, want %q in it", c.name, zh, c.zh)
		}
	}
}

// FuzzLessonLink: no link panics the reader; what it reads encodes back
// to a link it reads the same.
func FuzzLessonLink(f *testing.F) {
	f.Add(EncodeLesson(BuiltinLessons[0].Lesson(ui.Chinese)))
	f.Add("")
	f.Add(deflated([]byte(`{"v":1,"stops":[{"q":"%zz","at":-7}]}`)))
	f.Fuzz(func(t *testing.T, link string) {
		les, err := DecodeLesson(link)
		if err != nil {
			return
		}
		again, err := DecodeLesson(EncodeLesson(les))
		if err != nil || !reflect.DeepEqual(again, les) {
			t.Errorf("read again: %+v, %v", again, err)
		}
	})
}

// BenchmarkBuiltinLinks: the Lessons menu's links in both languages, made
// at the page's first render (go test -bench BuiltinLinks -benchmem ./app).
func BenchmarkBuiltinLinks(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for _, bl := range BuiltinLessons {
			for _, l := range []ui.Lang{ui.English, ui.Chinese} {
				EncodeLesson(bl.Lesson(l))
			}
		}
	}
}
