package rummy

import (
	"strconv"
	"strings"
	"sync"

	"github.com/deckhand/deckhand/games"
)

// A catalog's message is a Go template, and running one costs some
// thirty allocations: a prompt of thirty pickups, a search that reads
// the Result of every match it plays out to the end, or an Apply saying
// its events in English would pay it at every word. So each message is
// said once per language with markers for its arguments, a frame, and
// said again by putting the arguments where the markers were: the
// words a template run would give, as frame_test.go checks for every
// message of every language.

// frameKey names a frame: the language, the message and, for a message
// with a plural form, the Count that picked it (noCount without one).
type frameKey struct {
	l     games.Lang
	id    string
	count int
}

const noCount = -1 << 31

// frame is a message said with markers, cut at them: each part's text,
// then the argument that stood after it ("" for the last part).
type frame []part

type part struct{ text, arg string }

// marker brackets an argument's name in a frame; no word of a catalog
// holds it.
const marker = "\x1f"

var frames sync.Map // frameKey → frame

// sayText says t in l, as l.Say would.
func sayText(l games.Lang, t games.Text) string {
	key := frameKey{l: l, id: t.ID, count: noCount}
	for name, v := range t.Args {
		switch a := v.(type) {
		case string, games.Text:
		case int:
			if name == "Count" {
				key.count = a
			}
		default:
			return l.Say(t) // a list, or a value the frames do not format
		}
	}
	f, ok := frames.Load(key)
	if !ok {
		f, _ = frames.LoadOrStore(key, makeFrame(l, t, key.count))
	}
	return f.(frame).fill(l, t.Args)
}

// makeFrame says t in l with a marker in place of each argument but
// Count.
func makeFrame(l games.Lang, t games.Text, count int) frame {
	marked := games.Text{ID: t.ID, Args: make(map[string]any, len(t.Args))}
	for name := range t.Args {
		marked.Args[name] = marker + name + marker
	}
	if count != noCount {
		marked.Args["Count"] = count
	}
	said := l.Say(marked)
	var f frame
	for {
		i := strings.Index(said, marker)
		j := -1
		if i >= 0 {
			j = strings.Index(said[i+1:], marker)
		}
		if j < 0 {
			return append(f, part{text: said})
		}
		f = append(f, part{text: said[:i], arg: said[i+1 : i+1+j]})
		said = said[i+1+j+1:]
	}
}

// fill says the frame with args, in one allocation when the arguments
// are words and numbers.
func (f frame) fill(l games.Lang, args map[string]any) string {
	if len(f) == 1 {
		return f[0].text
	}
	var buf [8]string
	said := buf[:0]
	n := 0
	for _, p := range f {
		var a string
		switch v := args[p.arg].(type) {
		case string:
			a = v
		case int:
			a = strconv.Itoa(v)
		case games.Text:
			a = sayText(l, v)
		}
		said = append(said, a)
		n += len(p.text) + len(a)
	}
	var b strings.Builder
	b.Grow(n)
	for i, p := range f {
		b.WriteString(p.text)
		b.WriteString(said[i])
	}
	return b.String()
}
