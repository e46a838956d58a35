package render

import (
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/storage"
)

func TestOnlyAGamePlayedToItsEndOffersARematch(t *testing.T) {
	t.Parallel()
	for phase, offered := range map[storage.Phase]bool{storage.Finished: true, storage.Cancelled: false, storage.Playing: false} {
		tb := pickTable(t, 3, 0)
		tb.Rec.Phase = phase
		found := false
		for _, id := range buttonIDs(Board(tb)) {
			var m discord.RematchID
			if m.Parse(id) == nil {
				found = true
				assert.Equal(t, tb.Rec.ID, m.Table, "the button names its table")
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
