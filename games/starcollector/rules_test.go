package starcollector

import (
	"flag"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/assets"
	"github.com/stretchr/testify/require"
)

// -update rewrites the deck list of rules.md from deck.json:
//
//	go test ./games/starcollector -run TestTheRulesPageListsTheDeck -update
var update = flag.Bool("update", false, "rewrite the deck list in assets/starcollector/rules.md")

const (
	// The deck list ends the page: the lines from the first card of the
	// section "The deck" on.
	deckHeading = "\n## The deck\n"
	firstCard   = "\n- **"
	rulesFile   = "../../assets/starcollector/rules.md"
)

// deckList is the deck as the rules page shows it: a list, since Discord
// shows a Markdown table as raw pipes.
func deckList(d *Deck) string {
	var b strings.Builder
	specials := 0
	for _, k := range d.Kinds {
		copies := " copies"
		if k.Copies == 1 {
			copies = " copy"
		}
		b.WriteString("- **" + k.Name + "** " + k.starsText + " · Fight " + strconv.Itoa(k.Fight) + " · Draw " +
			strconv.Itoa(k.Draw) + " · " + strconv.Itoa(k.Copies) + copies)
		if k.specialText != "" {
			b.WriteString(" — " + k.specialText)
		}
		b.WriteString("\n")
		if k.Special != nil {
			specials += k.Copies
		}
	}
	b.WriteString("\n" + strconv.Itoa(d.Size()) + " cards, " + strconv.Itoa(specials) + " of them special.\n")
	return b.String()
}

func TestTheRulesPageHasNoTables(t *testing.T) {
	t.Parallel()
	for i, line := range strings.Split(string(assets.Read("starcollector/rules.md")), "\n") {
		require.False(t, strings.HasPrefix(strings.TrimSpace(line), "|"), "line %d is a Markdown table row, which Discord shows as raw pipes: %s", i+1, line)
	}
}

func TestTheRulesPageListsTheDeck(t *testing.T) {
	t.Parallel()
	d, err := standard()
	require.NoError(t, err)
	page := string(assets.Read("starcollector/rules.md"))
	h := strings.Index(page, deckHeading)
	require.True(t, h >= 0, "rules.md needs the section %q", strings.TrimSpace(deckHeading))
	i := strings.Index(page[h:], firstCard)
	require.True(t, i >= 0, "the section %q needs the deck list", strings.TrimSpace(deckHeading))
	i += h + 1
	want := deckList(d)
	if *update {
		require.NoError(t, os.WriteFile(rulesFile, []byte(page[:i]+want), 0o644))
		return
	}
	require.Equal(t, want, page[i:], "the deck list of rules.md differs from deck.json: run this test with -update")
}

func TestTheRulesPageIsTheGamesRules(t *testing.T) {
	t.Parallel()
	rules := Game{}.Info().Rules
	require.Equal(t, string(assets.Read("starcollector/rules.md")), rules)
	for _, want := range []string{"7 cards", "3 cards", "first", "pot", "When the deck runs out", "Trap", "Beats"} {
		require.Contains(t, rules, want)
	}
}
