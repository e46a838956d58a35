package render

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
)

func TestAReplaysStepButtonsNameItsOwnerAndFitDiscord(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 3, 0)
	tb.Rec.ID = "zzzzzzzzzzzz"
	owner := "12345678901234567890"
	m := Replay(ReplayStep{Rec: tb.Rec, Game: tb.Game, State: tb.State, Step: 99999, Steps: 99999, Owner: owner})
	steps := 0
	for _, id := range buttonIDs(m) {
		assert.LessOrEqual(t, len(id), 100, id)
		if kind, parts := discord.ParseID(id); kind == discord.KindReplay {
			steps++
			require.Len(t, parts, 4)
			assert.Equal(t, owner, parts[1], "only the owner's clicks step the replay")
		}
	}
	assert.Equal(t, 4, steps, "first, back, next and last")
	assert.Contains(t, m.Embeds[0].Footer.Text, ReplayFooter, "the replay says what it shows and why")
	assert.True(t, m.Ephemeral, "a replay is shown to the one who asked")
}
