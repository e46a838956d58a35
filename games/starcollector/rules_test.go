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
	deckBegin = "<!-- deck:begin -->\n"
	deckEnd   = "<!-- deck:end -->"
	rulesFile = "../../assets/starcollector/rules.md"
)

// deckList is the deck as the rules page shows it.
func deckList(d *Deck) string {
	var b strings.Builder
	b.WriteString("| Card | Stars | Fight | Draw | Special | Copies |\n|---|---|---|---|---|---|\n")
	specials := 0
	for _, k := range d.Kinds {
		b.WriteString("| " + k.Name + " | " + k.starsText + " | " + strconv.Itoa(k.Fight) + " | " +
			strconv.Itoa(k.Draw) + " | " + k.specialText + " | " + strconv.Itoa(k.Copies) + " |\n")
		if k.Special != nil {
			specials += k.Copies
		}
	}
	b.WriteString("\n" + strconv.Itoa(d.Size()) + " cards, " + strconv.Itoa(specials) + " of them special.\n")
	return b.String()
}

func TestTheRulesPageListsTheDeck(t *testing.T) {
	t.Parallel()
	d, err := standard()
	require.NoError(t, err)
	page := string(assets.Read("starcollector/rules.md"))
	i, j := strings.Index(page, deckBegin), strings.Index(page, deckEnd)
	require.True(t, i >= 0 && j > i, "rules.md needs the deck markers")
	want := deckList(d)
	if *update {
		page = page[:i+len(deckBegin)] + want + page[j:]
		require.NoError(t, os.WriteFile(rulesFile, []byte(page), 0o644))
		return
	}
	require.Equal(t, want, page[i+len(deckBegin):j], "the deck list of rules.md differs from deck.json: run this test with -update")
}

func TestTheRulesPageIsTheGamesRules(t *testing.T) {
	t.Parallel()
	rules := Game{}.Info().Rules
	require.Equal(t, string(assets.Read("starcollector/rules.md")), rules)
	for _, want := range []string{"7 cards", "3 cards", "first", "pot", "When the deck runs out", "Trap", "Beats"} {
		require.Contains(t, rules, want)
	}
}
