package starcollector

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
	"github.com/deckhand/deckhand/games/lang"
)

// translatedPage is what the rules page of a language other than
// English calls its deck and its cards (-update rewrites the deck list
// of each from deck.json and the catalog, as for rules.md).
var translatedPage = map[string]struct {
	file, heading, copy, copies, total string
}{
	lang.German:     {"../../assets/starcollector/rules.de.md", "\n## Der Stapel\n", "Exemplar", "Exemplare", "%d Karten, davon %d Sonderkarten."},
	lang.Portuguese: {"../../assets/starcollector/rules.pt-BR.md", "\n## O monte\n", "cópia", "cópias", "%d cartas, %d delas especiais."},
}

// deckListIn is the deck as the rules page of l lists it, its cards as
// the game names them in l.
func deckListIn(d *Deck, tag string) string {
	w, page := words(lang.Get(tag)), translatedPage[tag]
	var b strings.Builder
	specials := 0
	for i, k := range d.Kinds {
		kw := w.of(Card(i))
		copies := page.copies
		if k.Copies == 1 {
			copies = page.copy
		}
		b.WriteString("- **" + kw.name + "** " + kw.starsText + " · " + kw.top + " · " + kw.bottom + " · " + strconv.Itoa(k.Copies) + " " + copies)
		if kw.specialText != "" {
			b.WriteString(" — " + kw.specialText)
		}
		b.WriteString("\n")
		if k.Special != nil {
			specials += k.Copies
		}
	}
	b.WriteString("\n" + fmt.Sprintf(page.total, d.Size(), specials) + "\n")
	return b.String()
}

func TestTheRulesPageOfEachLanguageListsTheDeckInItsWords(t *testing.T) {
	t.Parallel()
	d, err := standard()
	require.NoError(t, err)
	for tag, page := range translatedPage {
		rules := games.InfoIn(Game{}, lang.Get(tag)).Rules
		h := strings.Index(rules, page.heading)
		require.True(t, h >= 0, "%s needs the section %q", page.file, strings.TrimSpace(page.heading))
		i := strings.Index(rules[h:], firstCard)
		if *update && i < 0 {
			i = len(rules) - h - 1
		}
		require.True(t, i >= 0, "the section %q of %s needs the deck list", strings.TrimSpace(page.heading), page.file)
		i += h + 1
		want := deckListIn(d, tag)
		if *update {
			require.NoError(t, os.WriteFile(page.file, []byte(rules[:i]+want), 0o644))
			continue
		}
		require.Equal(t, want, rules[i:], "the deck list of %s differs from deck.json and the catalog: run this test with -update", page.file)
	}
}

// inLang is the game as a reader of one language reads its Info, for
// the kit's checks of a rules page.
type inLang struct {
	Game
	l games.Lang
}

func (g inLang) Info() games.Info { return g.InfoIn(g.l) }

// TestEveryLanguagesRulesPageIsShapedForDiscord holds each language's
// page to what the kit holds the English one to: a "# " title, "##"
// sections Discord shows whole, one line a paragraph, no table.
func TestEveryLanguagesRulesPageIsShapedForDiscord(t *testing.T) {
	t.Parallel()
	for _, tag := range []string{lang.German, lang.Portuguese} {
		t.Run(tag, func(t *testing.T) {
			info := games.InfoIn(Game{}, lang.Get(tag))
			require.True(t, strings.HasPrefix(info.Rules, "# Star Collector\n"), "the page's title is the game's name")
			gametest.Run(t, gametest.Suite{Game: inLang{l: lang.Get(tag)}, Configs: []games.Config{{Seats: 2}}, Games: 1})
		})
	}
}
