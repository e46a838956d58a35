package bottest

import (
	"strings"
	"sync"

	"github.com/deckhand/deckhand/games/lang"
)

// A harness plays in English unless a test gives it other Words: then
// its people's Discord clients and the server speak that language
// (SpeakIn), and the buttons the harness presses by their English labels
// ("Hand", "Join", "Next ▶") are pressed by what they read in it.

// SpeakIn makes the server's Discord locale and each user's tag, and
// the harness press buttons by their labels in tag's language.
func (h *Harness) SpeakIn(tag string, users ...string) {
	h.Words = lang.Get(tag)
	h.Srv.Locales.SetGuild(tag)
	for _, name := range users {
		h.Srv.Locales.Set(h.Srv.User(name), tag)
	}
}

// Label is the English label a test presses, in the harness's language:
// the bot's own message whose English is label, said in Words.
func (h *Harness) Label(label string) string {
	if h.Words == nil || h.Words.Tag() == lang.English {
		return label
	}
	if id, ok := labelIDs()[label]; ok {
		return h.Words.T(id)
	}
	return label
}

// labelIDs are the ids of the bot's messages that say no argument, by
// their English: render's first (what a board or hand shows), then the
// rest of the bot's.
var labelIDs = sync.OnceValue(func() map[string]string {
	en := lang.Get(lang.English)
	out := map[string]string{}
	for _, prefix := range []string{"deckhand.render.", "deckhand."} {
		for _, id := range lang.IDs() {
			if !strings.HasPrefix(id, prefix) {
				continue
			}
			said := en.T(id)
			if _, taken := out[said]; !taken && !strings.Contains(said, "<no value>") {
				out[said] = id
			}
		}
	}
	return out
})
