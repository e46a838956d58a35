package render

import (
	"encoding/json"
	"io/fs"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// TestEveryRenderWordIsSaidForEveryCountInEveryLanguage says each of
// render's and the pictures' messages that says a number (Count) with
// the counts a page may give it (none, one, a few, many) in every
// language: a form a language lacks would show the message's id.
func TestEveryRenderWordIsSaidForEveryCountInEveryLanguage(t *testing.T) {
	t.Parallel()
	buf, err := fs.ReadFile(assets.FS, "deckhand/lang/render.en.json")
	if err != nil {
		t.Fatal(err)
	}
	var english map[string]any
	if err := json.Unmarshal(buf, &english); err != nil {
		t.Fatal(err)
	}
	counted := 0
	for id, m := range english {
		if s, plain := m.(string); plain && !strings.Contains(s, "{{.Count}}") {
			continue
		}
		counted++
		for _, tag := range lang.Tags() {
			l := lang.Get(tag)
			for _, n := range []int{0, 1, 2, 3, 5, 11, 21, 101} {
				if got := l.Say(games.Say(id, "Count", n)); got == id || got == "" {
					t.Errorf("%s: %s with Count %d says %q", tag, id, n, got)
				}
			}
		}
	}
	if counted == 0 {
		t.Fatal("no message says a count")
	}
}
