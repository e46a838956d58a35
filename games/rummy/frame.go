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

// sayText says t in l, as l.Say would. Its arguments are words,
// numbers and messages, as every Text of this game's is; anything else
// panics (a list would need the language's own way of listing).
func sayText(l games.Lang, t games.Text) string {
	key := frameKey{l: l, id: t.ID, count: noCount}
	for name, v := range t.Args {
		if !key.takes(name, v) {
			panic("rummy: " + t.ID + ": argument " + name + " is no word, number or message")
		}
	}
	f, ok := frames.Load(key)
	if !ok {
		names := make([]string, 0, len(t.Args))
		for name := range t.Args {
			names = append(names, name)
		}
		f = storeFrame(l, key.id, key.count, names)
	}
	return f.(frame).fill(l, func(name string) any { return t.Args[name] })
}

// say says the message id with its name, value pairs in l, as
// l.Say(games.Say(id, pairs...)) would, without making the Text. A
// value other than words, a number or a message panics, as games.Say
// does on a pair it cannot read: the mistake is in the code.
func say(l games.Lang, id string, pairs ...any) string {
	key := frameKey{l: l, id: id, count: noCount}
	for i := 0; i+1 < len(pairs); i += 2 {
		name, _ := pairs[i].(string)
		if !key.takes(name, pairs[i+1]) {
			panic("rummy: " + id + ": argument " + name + " is no word, number or message")
		}
	}
	f, ok := frames.Load(key)
	if !ok {
		names := make([]string, 0, len(pairs)/2)
		for i := 0; i+1 < len(pairs); i += 2 {
			name, _ := pairs[i].(string)
			names = append(names, name)
		}
		f = storeFrame(l, key.id, key.count, names)
	}
	return f.(frame).fill(l, func(name string) any {
		for i := 0; i+1 < len(pairs); i += 2 {
			if pairs[i] == name {
				return pairs[i+1]
			}
		}
		return nil
	})
}

// storeFrame makes the frame of id (and count) in l and keeps it, unless
// another goroutine kept one first, with its own copy of id: the frames
// outlive the Text that asked for them.
func storeFrame(l games.Lang, id string, count int, names []string) frame {
	key := frameKey{l: l, id: strings.Clone(id), count: count}
	f, _ := frames.LoadOrStore(key, makeFrame(l, key, names))
	return f.(frame)
}

// takes reports whether a frame can say the argument name, v: words,
// a number or a nested message. A Count picks the frame's plural form.
func (k *frameKey) takes(name string, v any) bool {
	switch a := v.(type) {
	case string, games.Text:
		return true
	case int:
		if name == "Count" {
			k.count = a
		}
		return true
	}
	return false
}

// makeFrame says the message of key in l with a marker in place of each
// argument named but Count.
func makeFrame(l games.Lang, key frameKey, names []string) frame {
	marked := games.Text{ID: key.id, Args: make(map[string]any, len(names))}
	for _, name := range names {
		marked.Args[name] = marker + name + marker
	}
	if key.count != noCount {
		marked.Args["Count"] = key.count
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

// fill says the frame with the arguments arg gives, in one allocation
// when they are words and numbers.
func (f frame) fill(l games.Lang, arg func(name string) any) string {
	if len(f) == 1 {
		return f[0].text
	}
	var buf [8]string
	said := buf[:0]
	n := 0
	for _, p := range f {
		var a string
		switch v := arg(p.arg).(type) {
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
