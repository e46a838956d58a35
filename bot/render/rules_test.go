package render

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

// sectionRules is a rules page of n sections of about size characters.
func sectionRules(n, size int) string {
	var b strings.Builder
	b.WriteString("# Game\n\nAn opening paragraph.\n")
	for i := range n {
		b.WriteString("\n## Section " + string(rune('A'+i)) + "\n\n")
		b.WriteString(strings.Repeat("One sentence of the rules. ", size/27) + "\n")
	}
	return b.String()
}

func TestEveryRulesPageStartsAtAHeadingAndNoTextIsLost(t *testing.T) {
	t.Parallel()
	rules := sectionRules(9, 700)
	pages := RulesPages(rules)
	require.Greater(t, len(pages), 2, "nine sections of 700 characters need several pages")
	var all []string
	for i, p := range pages {
		assert.LessOrEqual(t, len([]rune(p.text)), RulesPageMax, "page %d is within a message's page", i)
		if i > 0 {
			assert.True(t, strings.HasPrefix(p.text, "## "), "page %d starts at a heading: %.40q", i, p.text)
		}
		all = append(all, p.text)
	}
	assert.Equal(t, strings.Count(rules, "One sentence"), strings.Count(strings.Join(all, "\n"), "One sentence"),
		"every sentence is on some page, whole")
}

func TestTheRulesSelectJumpsToEverySection(t *testing.T) {
	t.Parallel()
	rules := sectionRules(9, 700)
	names, at := RulesSections(rules)
	require.Len(t, names, 9)
	m := RulesPage(games.Info{Slug: "g", Name: "Game", Rules: rules}, 1)
	require.True(t, m.V2 && m.Ephemeral, "a rules page is a private V2 message")
	var sel discordgo.SelectMenu
	var buttons []string
	walk(m.Components, func(c discordgo.MessageComponent) {
		switch c := c.(type) {
		case discordgo.SelectMenu:
			sel = c
		case discordgo.Button:
			buttons = append(buttons, c.Label+" "+c.CustomID)
		}
	})
	require.Len(t, sel.Options, 9, "one option a section")
	assert.Equal(t, "r:g:jump", sel.CustomID)
	assert.Equal(t, "Section D", sel.Options[3].Label)
	assert.Equal(t, "page "+string(rune('1'+at[3])), sel.Options[3].Description)
	assert.Equal(t, []string{"◀ Back r:g:0", "Next ▶ r:g:2"}, buttons, "the middle page has both neighbours")
}

func TestAOnePageRulesHasNoNavigation(t *testing.T) {
	t.Parallel()
	m := RulesPage(games.Info{Slug: "g", Name: "Game", Rules: "# Game\n\nPlay high.\n"}, 0)
	n := 0
	walk(m.Components, func(c discordgo.MessageComponent) {
		if _, ok := c.(discordgo.ActionsRow); ok {
			n++
		}
	})
	assert.Zero(t, n, "nothing to jump to")
}

func TestAPageBeyondTheEndShowsTheLast(t *testing.T) {
	t.Parallel()
	info := games.Info{Slug: "g", Name: "Game", Rules: sectionRules(9, 700)}
	last := len(RulesPages(info.Rules)) - 1
	assert.Equal(t, RulesPage(info, last), RulesPage(info, 99), "an old button past the end shows the last page")
}

// walk calls f on every component, nested ones included.
func walk(cs []discordgo.MessageComponent, f func(discordgo.MessageComponent)) {
	for _, c := range cs {
		f(c)
		switch c := c.(type) {
		case discordgo.Container:
			walk(c.Components, f)
		case discordgo.ActionsRow:
			walk(c.Components, f)
		case discordgo.Section:
			walk(c.Components, f)
			f(c.Accessory)
		}
	}
}
