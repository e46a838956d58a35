package rummy

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

var argument = regexp.MustCompile(`\{\{\s*\.([A-Za-z][A-Za-z0-9_]*)`)

// Every message reads the same said through its frame as said by a
// template run, in every language, whatever its arguments: words, a
// number, a nested message, a plural's count.
func TestEveryMessageReadsTheSameThroughItsFrame(t *testing.T) {
	t.Parallel()
	values := []func(name string) any{
		func(name string) any { return "{seat1}" },
		func(name string) any { return "10♥ J♥ Q♥" },
		func(name string) any { return 13 },
		func(name string) any { return games.Say("rummy.meld.run", "First", "4♥", "Last", "6♥") },
		func(name string) any { return cardCount(1) },
	}
	for _, tag := range lang.Tags() {
		l := lang.Get(tag)
		for id, msg := range catalog(t, "en") {
			for _, value := range values {
				for _, count := range []int{0, 1, 2, 7} {
					pairs := []any{}
					for _, m := range argument.FindAllStringSubmatch(msg, -1) {
						if m[1] != "Count" {
							pairs = append(pairs, m[1], value(m[1]))
						}
					}
					if id == "rummy.cards" {
						pairs = append(pairs, "Count", count)
					}
					text := games.Say(id, pairs...)
					assert.Equal(t, l.Say(text), sayText(l, text), "%s %s %v", tag, id, pairs)
					assert.Equal(t, l.Say(text), sayText(l, text), "%s %s %v, framed before", tag, id, pairs)
				}
			}
		}
	}
}

func TestAPluralIsFramedPerCount(t *testing.T) {
	t.Parallel()
	de := lang.Get(lang.German)
	assert.Equal(t, "1 Karte", sayText(de, cardCount(1)))
	assert.Equal(t, "2 Karten", sayText(de, cardCount(2)))
	assert.Equal(t, "Deine Hand · 1 Karte", say(de, "rummy.hand.title", "Cards", cardCount(1)))
	assert.Equal(t, "Your hand · 0 cards", say(english, "rummy.hand.title", "Cards", cardCount(0)))
	pt := lang.Get(lang.Portuguese)
	assert.Equal(t, "Sua mão · 0 cartas", say(pt, "rummy.hand.title", "Cards", cardCount(0)), "Portuguese counts 0 as one, but a Brazilian says 0 cartas")
	assert.Equal(t, "Sua mão · 1 carta", say(pt, "rummy.hand.title", "Cards", cardCount(1)))
}
