package render

import (
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/table"
)

func TestOnlyAGamePlayedToItsEndOffersARematch(t *testing.T) {
	t.Parallel()
	for phase, offered := range map[table.Phase]bool{table.Finished: true, table.Cancelled: false, table.Playing: false} {
		tb := pickTable(t, 3, 0)
		tb.Table.Phase = phase
		found := false
		for _, id := range buttonIDs(Board(tb)) {
			var m discord.RematchID
			if m.Parse(id) == nil {
				found = true
				assert.Equal(t, tb.Table.ID, m.Table, "the button names its table")
			}
		}
		assert.Equal(t, offered, found, "a %s board offers Rematch: %v", phase, offered)
	}
}

// buttonIDs are the custom ids of a message's buttons.
func buttonIDs(m discord.Message) []string {
	var ids []string
	for _, row := range rowsOf(m) {
		for _, c := range row.Components {
			if b, ok := c.(discordgo.Button); ok {
				ids = append(ids, b.CustomID)
			}
		}
	}
	return ids
}
