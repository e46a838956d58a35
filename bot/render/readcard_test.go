package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
)

// tableOf40 is a table whose players can see 40 cards: 30 in play, 10 in
// discard piles.
type tableOf40 struct{}

func (tableOf40) CardNames() []string {
	var out []string
	for i := range 40 {
		out = append(out, fmt.Sprintf("Card %02d", i))
	}
	return out
}

func (tableOf40) Lookup(name string) (games.View, bool) { return games.View{Title: name}, true }

func (tableOf40) CardWhere(name string) string {
	var i int
	fmt.Sscanf(name, "Card %d", &i)
	if i >= 30 {
		return "in a discard pile"
	}
	return "in play"
}

func selectOf(t *testing.T, c discordgo.MessageComponent) discordgo.SelectMenu {
	t.Helper()
	r, ok := c.(discordgo.ActionsRow)
	require.True(t, ok, "a row")
	sel, ok := r.Components[0].(discordgo.SelectMenu)
	require.True(t, ok, "a select")
	require.LessOrEqual(t, len(sel.Options), 25, "Discord's select holds 25 options")
	return sel
}

// A hand's Read a card lists its own cards and then the table's; past a
// select's 25 its last option pages on, and paging reaches every card,
// each said where it lies: a discard pile's cards are not "in play".
func TestEveryCardOnTheTableCanBeReadFromAHandAndNoneIsCalledInPlayFromADiscardPile(t *testing.T) {
	t.Parallel()
	rec := &table.Table{ID: "t1"}
	hand := []handCard{{name: "Hand A"}, {name: "Hand B"}}
	sel := selectOf(t, readCardRow(nil, rec, hand, publicCards(struct {
		games.State
		tableOf40
	}{})))
	read := map[string]string{}
	next := -1
	for _, o := range sel.Options {
		if from, ok := MorePage(o.Value); ok {
			next = from
			continue
		}
		read[o.Value] = o.Description
	}
	require.GreaterOrEqual(t, next, 0, "42 cards do not fit one select: its last option pages on")
	for pages := 0; next >= 0; pages++ {
		require.Less(t, pages, 5, "paging ends")
		m := CardPicker(rec, tableOf40{}, "", next)
		next = -1
		for _, o := range selectOf(t, m.Components[0]).Options {
			if from, ok := MorePage(o.Value); ok {
				next = from
				continue
			}
			read[o.Value] = o.Description
		}
	}
	assert.Equal(t, "in your hand", read["Hand A"])
	for _, n := range (tableOf40{}).CardNames() {
		assert.Contains(t, read, n, "every card on the table can be read")
	}
	assert.Equal(t, "in a discard pile", read["Card 35"])
	assert.Equal(t, "in play", read["Card 05"])
	for name, where := range read {
		if strings.HasPrefix(name, "Card 3") {
			assert.NotEqual(t, "in play", where, name)
		}
	}
}
