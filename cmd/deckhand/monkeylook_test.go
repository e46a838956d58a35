package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
)

// What a player first sees of a hand, a board or a replay step: the
// monkey counts, from every state of every message the fake accepted,
// how many of those messages arrived with their picture, how long
// their text was, and how often a message went from its text view to
// its picture view (a layout that jumps under the reader's eyes).

// lookKind is what a message state shows, "" for none the count is about.
func lookKind(m *discordgo.Message) string {
	for _, b := range discordtest.Buttons(m) {
		if discord.KindOf(b.CustomID) == discord.KindReplay {
			return "replay"
		}
	}
	ephemeral := m.Flags&discordgo.MessageFlagsEphemeral != 0
	switch {
	case ephemeral && strings.Contains(discordtest.Text(m), "Your hand"):
		return "hand"
	case !ephemeral && hasHandButton(m):
		return "board"
	}
	return ""
}

// hasHandButton reports whether a public message has a Hand button: a
// board in play.
func hasHandButton(m *discordgo.Message) bool {
	for _, b := range discordtest.Buttons(m) {
		if discord.KindOf(b.CustomID) == discord.KindHand {
			return true
		}
	}
	return false
}

// pictured reports whether a message state shows a picture of its own.
func pictured(m *discordgo.Message) bool {
	found := false
	discordtest.Walk(m, func(c discordgo.MessageComponent) {
		if g, ok := c.(*discordgo.MediaGallery); ok {
			for _, it := range g.Items {
				found = found || strings.HasPrefix(it.Media.URL, "attachment://")
			}
		}
	})
	for _, e := range m.Embeds {
		found = found || e.Image != nil && strings.HasPrefix(e.Image.URL, "attachment://")
	}
	return found
}

// lookCount is the count of one kind of message.
type lookCount struct {
	messages, pictured int
	// jumps counts states shown in their text view whose next state of
	// the same kind showed the picture.
	jumps                 int
	textPlain, textDrawn  []int // lengths of the first states' text, without and with a picture
	plainAnswers, answers int   // every state of the kind, and those without a picture
}

// lookMeasure counts every kind over a fake's history.
func lookMeasure(history []*discordgo.Message) map[string]*lookCount {
	out := map[string]*lookCount{}
	type last struct {
		kind    string
		picture bool
	}
	seen := map[string]last{}
	for _, m := range history {
		kind := lookKind(m)
		if kind == "" {
			continue
		}
		c := out[kind]
		if c == nil {
			c = &lookCount{}
			out[kind] = c
		}
		p := pictured(m)
		c.answers++
		if !p {
			c.plainAnswers++
		}
		prev, ok := seen[m.ID]
		if !ok || prev.kind != kind {
			c.messages++
			n := len([]rune(discordtest.Text(m)))
			if p {
				c.pictured++
				c.textDrawn = append(c.textDrawn, n)
			} else {
				c.textPlain = append(c.textPlain, n)
			}
		} else if !prev.picture && p {
			c.jumps++
		}
		seen[m.ID] = last{kind, p}
	}
	return out
}

// report says the measure in a few lines.
func (c *lookCount) report(kind string) string {
	share := 0.0
	if c.messages > 0 {
		share = 100 * float64(c.pictured) / float64(c.messages)
	}
	return fmt.Sprintf("%s: %d messages, %d (%.1f%%) arrived with their picture; %d jumps from text to picture view; %d of %d states without a picture; first text, pictured median %d p95 %d, unpictured median %d p95 %d",
		kind, c.messages, c.pictured, share, c.jumps, c.plainAnswers, c.answers,
		quantile(c.textDrawn, 0.5), quantile(c.textDrawn, 0.95), quantile(c.textPlain, 0.5), quantile(c.textPlain, 0.95))
}

// quantile is the q-quantile of xs (nearest rank), 0 for none.
func quantile(xs []int, q float64) int {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	i := int(q*float64(len(s))+0.5) - 1
	return s[min(max(i, 0), len(s)-1)]
}
