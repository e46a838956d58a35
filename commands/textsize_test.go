package commands_test

import (
	"flag"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games"
)

// -textsize N plays N whole games of each game through the fake Discord
// and prints, per game, the characters of text a player reads in each
// state of a public message (boards, lobbies, notices) and of a private
// one (hands): median, 95th percentile and largest. Text is what a
// message says in words: its content, its embeds' text, its text
// displays; not its buttons, and not a picture's alt text, which a
// screen reader reads instead of looking.
//
//	go test ./commands -run TestTextPerMessage -textsize 4 -timeout 30m
var textGames = flag.Int("textsize", 0, "games of each game to measure the text of (0: skip)")

type messageSize struct {
	public bool
	chars  int
}

// readChars counts the characters of text a message shows a reader.
func readChars(m *discordgo.Message) int {
	n := utf8.RuneCountInString(m.Content)
	for _, e := range m.Embeds {
		if e.Author != nil {
			n += utf8.RuneCountInString(e.Author.Name)
		}
		n += utf8.RuneCountInString(e.Title) + utf8.RuneCountInString(e.Description)
		for _, f := range e.Fields {
			n += utf8.RuneCountInString(f.Name) + utf8.RuneCountInString(f.Value)
		}
		if e.Footer != nil {
			n += utf8.RuneCountInString(e.Footer.Text)
		}
	}
	discordtest.Walk(m, func(c discordgo.MessageComponent) {
		if t, ok := c.(*discordgo.TextDisplay); ok {
			n += utf8.RuneCountInString(t.Content)
		}
	})
	return n
}

func TestTextPerMessage(t *testing.T) {
	if *textGames == 0 {
		t.Skip("run with -textsize N to measure")
	}
	var report strings.Builder
	fmt.Fprintf(&report, "%-14s %-8s %6s %6s %6s %6s\n", "game", "kind", "states", "median", "p95", "max")
	for _, g := range games.All() {
		info := g.Info()
		var public, private []int
		for i := range *textGames {
			tr := playTranscript(t, info, 200, int64(i+1))
			for _, s := range tr.sizes {
				if s.public {
					public = append(public, s.chars)
				} else {
					private = append(private, s.chars)
				}
			}
		}
		for _, k := range []struct {
			kind  string
			sizes []int
		}{{"public", public}, {"private", private}} {
			slices.Sort(k.sizes)
			if len(k.sizes) == 0 {
				continue
			}
			fmt.Fprintf(&report, "%-14s %-8s %6d %6d %6d %6d\n", info.Slug, k.kind, len(k.sizes),
				quantile(k.sizes, 0.5), quantile(k.sizes, 0.95), k.sizes[len(k.sizes)-1])
		}
	}
	t.Logf("characters of text per message state, %d whole games of each:\n%s", *textGames, report.String())
}

// quantile is the q-quantile of sorted xs, by the nearest rank.
func quantile(xs []int, q float64) int {
	i := int(q*float64(len(xs))+0.999999) - 1
	return xs[max(0, min(i, len(xs)-1))]
}
