package render

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
)

func TestAV2MessageLeavesOutThePartsThatSayNothing(t *testing.T) {
	t.Parallel()
	m := v2(colourBoard, text("", "  "), text(heading("Rummy"), "", small("table 1")), row(), divider(), gallery("attachment://board.png", "the board"))
	require.True(t, m.V2, "a layout of containers goes with the V2 flag")
	c := m.Components[0].(discordgo.Container)
	require.Len(t, c.Components, 3, "an empty text block and an empty row are left out, not sent as empty components Discord refuses")
	require.Equal(t, "### Rummy\n-# table 1", c.Components[0].(discordgo.TextDisplay).Content, "empty lines are left out of a block")
	g := c.Components[2].(discordgo.MediaGallery)
	require.Equal(t, "the board", *g.Items[0].Description, "the picture carries its alt text")
}

// rowsOf are the action rows of a message, those in a V2 container too.
func rowsOf(m discord.Message) []discordgo.ActionsRow {
	var out []discordgo.ActionsRow
	var walk func(cs []discordgo.MessageComponent)
	walk = func(cs []discordgo.MessageComponent) {
		for _, c := range cs {
			switch c := c.(type) {
			case discordgo.ActionsRow:
				out = append(out, c)
			case discordgo.Container:
				walk(c.Components)
			}
		}
	}
	walk(m.Components)
	return out
}

// inner are the components of a V2 message's container, in order.
func inner(m discord.Message) []discordgo.MessageComponent {
	return m.Components[0].(discordgo.Container).Components
}

// textOf is the text of a V2 message's text displays, a block a line.
func textOf(m discord.Message) string {
	var out []string
	for _, c := range inner(m) {
		if t, ok := c.(discordgo.TextDisplay); ok {
			out = append(out, t.Content)
		}
	}
	return strings.Join(out, "\n")
}

func TestALongViewIsJoinedIntoFewerBlocksToStayWithinFortyComponents(t *testing.T) {
	t.Parallel()
	var cs []discordgo.MessageComponent
	for range 45 {
		cs = append(cs, text("a line"))
	}
	cs = append(cs, row(button("Refresh", "h:x:0:r", discordgo.SecondaryButton)))
	got := within40(cs)
	require.LessOrEqual(t, countComponents(got)+1, maxV2Components, "Discord refuses a message of more than 40 components")
	require.Equal(t, strings.Repeat("a line\n\n", 44)+"a line", got[0].(discordgo.TextDisplay).Content, "nothing is dropped")
}
