package birdrummy

import (
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// blockStart is a line that begins a block of a rules page: a heading,
// a list item or a quote. Any other line under a line of text would
// continue its paragraph, which Discord shows as a ragged break.
var blockStart = regexp.MustCompile(`^(#{1,3} |[-*] |\d+\. |> )`)

// A reader of each language opens /rules on a page in their language
// that Discord can show: its "# Name" title, sections of at most
// games.RulesSectionMax characters, a paragraph to a line, no tables;
// and the cards listed by their names in that language.
func TestTheRulesPageReadsInEveryLanguageInTheShapeDiscordShows(t *testing.T) {
	t.Parallel()
	cat := mustDefault(t)
	english := Game{}.Info().Rules
	for _, tag := range lang.Tags() {
		l := lang.Get(tag)
		info := Game{}.InfoIn(l)
		page := info.Rules
		lines := strings.Split(page, "\n")
		if tag != lang.Pseudo { // the pseudo language reads the English page
			require.Equal(t, "# "+info.Name, lines[0], "%s: the page opens with the game's name", tag)
		}
		section := 0
		for i, line := range append(lines, "## end") {
			if strings.HasPrefix(line, "## ") {
				assert.LessOrEqual(t, section, games.RulesSectionMax, "%s: the section before line %d", tag, i+1)
				section = 0
			}
			section += utf8.RuneCountInString(line) + 1
			l := strings.TrimSpace(line)
			assert.False(t, strings.HasPrefix(l, "|"), "%s line %d: a table", tag, i+1)
			if i > 0 && i < len(lines) && l != "" && strings.TrimSpace(lines[i-1]) != "" {
				assert.Regexp(t, blockStart, l, "%s line %d continues the line above", tag, i+1)
			}
		}
		w := cat.tongue(l)
		for d := range cat.defs {
			assert.Contains(t, page, "**"+w.defs[d].name+"**", "%s: the card list names %s", tag, cat.defs[d].Key)
			assert.Contains(t, page, w.defs[d].text, "%s: and says its text", tag)
		}
		if tag == lang.German || tag == lang.Portuguese {
			assert.NotEqual(t, english, page)
			assert.NotContains(t, page, "## Setup", "%s: the page is translated", tag)
			assert.NotContains(t, page, "The cards:", "%s: and so are its card list's headings", tag)
		}
	}
}

// The lobby and /help say the game in the reader's language, the slug and
// seats the same in all.
func TestTheLobbySaysTheGameInTheReadersLanguage(t *testing.T) {
	t.Parallel()
	en, de, pt := Game{}.Info(), Game{}.InfoIn(lang.Get(lang.German)), Game{}.InfoIn(lang.Get(lang.Portuguese))
	assert.Equal(t, "Bird Rummy", en.Name)
	assert.Equal(t, "Vogel-Rommé", de.Name)
	assert.Equal(t, "Rummy dos Pássaros", pt.Name)
	assert.Contains(t, de.Summary, "gegen dich", "birds in hand count against you, in German")
	assert.Contains(t, pt.Summary, "contra você")
	for _, info := range []games.Info{de, pt} {
		assert.Equal(t, en.Slug, info.Slug)
		assert.Equal(t, en.MinSeats, info.MinSeats)
		assert.Equal(t, en.MaxSeats, info.MaxSeats)
	}
}
