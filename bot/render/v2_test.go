package render

import (
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"
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
