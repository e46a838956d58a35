package commands_test

import (
	"flag"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games"
)

// -textsize N plays N whole games of each game through the fake Discord
// and prints, per game and kind of message (kindOf: the board, the
// lobby, hands, the Log, /history pages, replay steps, notices), the
// characters of text a player reads in each state of it: median, 95th
// percentile and largest. Text is what a
// message says in words: its content, its embeds' text, its text
// displays; not its buttons, and not a picture's alt text, which a
// screen reader reads instead of looking.
//
//	go test ./commands -run TestTextPerMessage -textsize 4 -timeout 30m
var textGames = flag.Int("textsize", 0, "games of each game to measure the text of (0: skip)")

type messageSize struct {
	kind  string
	chars int
}

// kinds of message, in the order the report lists them.
var kinds = []string{"board", "lobby", "hand", "log", "history", "replay", "notice"}

// kindOf tells what a message is by the custom ids of its controls, and
// where it is seen (public or private).
func kindOf(where string, m *discordgo.Message) string {
	has := map[string]bool{}
	for _, b := range discordtest.Buttons(m) {
		has[strings.SplitN(b.CustomID, ":", 2)[0]] = true
	}
	for _, s := range discordtest.Selects(m) {
		has[strings.SplitN(s.CustomID, ":", 2)[0]] = true
	}
	switch {
	case has[discord.KindLobby]:
		return "lobby"
	case has[discord.KindReplay]:
		return "replay"
	case has[discord.KindPick]:
		return "history"
	case has[discord.KindLog] && len(has) == 1:
		return "log"
	case where == bottest.Everyone && (len(m.Embeds) > 0 || m.Flags&discordgo.MessageFlagsIsComponentsV2 != 0):
		return "board"
	case where != bottest.Everyone && len(has) > 0:
		return "hand"
	}
	return "notice"
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
		sizes := map[string][]int{}
		for i := range *textGames {
			tr := playTranscript(t, info, 200, int64(i+1))
			for _, s := range tr.sizes {
				sizes[s.kind] = append(sizes[s.kind], s.chars)
			}
		}
		for _, kind := range kinds {
			k := sizes[kind]
			slices.Sort(k)
			if len(k) == 0 {
				continue
			}
			fmt.Fprintf(&report, "%-14s %-8s %6d %6d %6d %6d\n", info.Slug, kind, len(k),
				quantile(k, 0.5), quantile(k, 0.95), k[len(k)-1])
		}
	}
	t.Logf("characters of text per message state, %d whole games of each:\n%s", *textGames, report.String())
}

// quantile is the q-quantile of sorted xs, by the nearest rank.
func quantile(xs []int, q float64) int {
	i := int(q*float64(len(xs))+0.999999) - 1
	return xs[max(0, min(i, len(xs)-1))]
}
