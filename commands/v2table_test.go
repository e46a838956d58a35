package commands_test

import (
	"bytes"
	"image/png"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
)

// isV2 reports whether a message went with the Components V2 flag.
func isV2(m *discordgo.Message) bool {
	return m.Flags&discordgo.MessageFlagsIsComponentsV2 != 0
}

// A board posted before boards were V2 messages is a classic message with
// an embed. Its buttons keep answering, and the next move turns it into a
// V2 board with its picture: an edit may set the flag.
func TestAnOldClassicBoardIsEditedIntoV2OnTheNextMoveAndItsButtonsStillWork(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("rummy", ann, bob)
	id := bottest.TableID(t, board)
	handID := bottest.HandID(board)
	require.NotEmpty(t, handID)
	h.Stop()

	// The board as the bot posted it before: an embed and its row.
	old, err := h.Srv.NewSession().ChannelMessageSendComplex(h.Channel, &discordgo.MessageSend{
		Embeds: []*discordgo.MessageEmbed{{Title: "Rummy", Fields: []*discordgo.MessageEmbedField{{Name: "Status", Value: "Waiting on someone"}},
			Footer: &discordgo.MessageEmbedFooter{Text: "Deckhand · Rummy · table " + id}}},
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{Label: "Hand", CustomID: handID, Style: discordgo.PrimaryButton},
		}}},
	})
	require.NoError(t, err)
	store := h.OpenStore()
	rec, err := store.Table(id)
	require.NoError(t, err)
	rec.BoardID = old.ID
	require.NoError(t, store.Save(rec))
	require.NoError(t, store.Close())
	require.False(t, isV2(old), "the old board is a classic message")
	h.Start()

	// A click from a client that still shows the classic board.
	hand := h.Srv.ForgeClick(ann, old, handID).Message()
	assert.Contains(t, discordtest.Text(hand), "Your hand", "the old board's Hand button still answers")

	require.True(t, h.PlayOnce(ann) || h.PlayOnce(bob), "a move is made")
	now := h.Srv.WaitMessage(old.ID, func(m *discordgo.Message) bool { return isV2(m) && shows(m, "board.png") })
	assert.Empty(t, now.Embeds, "the V2 board has no embed left")
	assert.Contains(t, discordtest.Text(now), "Waiting on", "it says whose move it is")
	assert.NotEmpty(t, discordtest.AltText(now), "its picture says the table in words")
	again := h.Click(bob, now, "Hand").Message()
	assert.Contains(t, discordtest.Text(again), "Your hand", "its buttons answer as before")
	assert.Empty(t, h.Srv.Violations(), "Discord refused nothing: every request passed the schema and the V2 limits")
}

// Where the bot may not attach files, Discord refuses every upload: the
// board and the hand go as their whole text view (the Plain message),
// with nothing that names a picture, and the game goes on.
func TestWithoutAttachFilesTheBoardAndTheHandGoAsTheirWholeText(t *testing.T) {
	t.Parallel()
	h := newHarness(t, discordtest.WithoutAttachFiles())
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("birdrummy", ann, bob)
	require.True(t, h.PlayOnce(ann) || h.PlayOnce(bob), "a move is made")
	board := h.WaitBoard("Recent moves")
	hand := h.Hand(ann)
	hand = h.Srv.WaitMessage(hand.ID, func(m *discordgo.Message) bool {
		return strings.Contains(discordtest.Text(m), "Since your last move") || strings.Contains(discordtest.Text(m), "Your move")
	})
	for name, m := range map[string]*discordgo.Message{"board": board, "hand": hand} {
		assert.True(t, isV2(m), "the %s is a V2 message", name)
		assert.NotContains(t, discordtest.Text(m), "[image:", "the %s names no picture it does not hold", name)
		assert.Empty(t, m.Attachments, "the %s holds no file", name)
	}
	assert.Contains(t, discordtest.Text(board), "Recent moves", "the board's whole text: its moves")
	assert.Contains(t, discordtest.Text(hand), " — ", "the hand's whole text: its cards with their texts")
	files, _ := h.Srv.Uploads()
	assert.Zero(t, files, "nothing was uploaded")
	assert.Empty(t, h.Srv.Violations(), "a refused upload is no violation, and the text view passes every check")
}

// A pictured hand keeps its cards' texts one click away: the Read a card
// select answers privately with the card's full text, as the whole text
// view says it, and the hand stays as it was.
func TestReadACardAnswersPrivatelyWithTheCardsWholeText(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("birdrummy", ann, bob)
	hand := h.Hand(ann)
	hand = h.Srv.WaitMessage(hand.ID, func(m *discordgo.Message) bool { return shows(m, "hand.png") })
	sel, ok := discordtest.FindSelect(hand, "i:")
	require.True(t, ok, "the hand offers its cards to read:\n%s", discordtest.Text(hand))
	require.NotEmpty(t, sel.Options)
	card := sel.Options[0].Value
	assert.NotContains(t, discordtest.Text(hand), "**"+card+"** ×", "the pictured hand does not repeat the card's text")

	r := h.Srv.Select(ann, hand, sel.CustomID, card).Response()
	assert.True(t, r.Ephemeral, "the card is read privately")
	assert.NotEqual(t, hand.ID, r.Message.ID, "in a message of its own: the hand stays")
	text := discordtest.Text(r.Message)
	assert.Contains(t, text, card)
	assert.Contains(t, text, " — ", "with its whole text")

	forged := h.Srv.ForgeSelect(bob, hand, sel.CustomID, "Not A Bird").Response()
	assert.True(t, forged.Ephemeral)
	assert.NotContains(t, discordtest.Text(forged.Message), " — ", "a card nobody holds has no text to show")
	assert.Empty(t, h.Srv.Violations())
}

// The picture a pictured board shows is a PNG the message holds.
func TestAPicturedBoardHoldsThePNGItShows(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("keyforge", ann, bob)
	now := h.Srv.WaitMessage(board.ID, func(m *discordgo.Message) bool { return shows(m, "board.png") })
	_, err := png.Decode(bytes.NewReader(h.Srv.Attachment(now.ID, "board.png")))
	require.NoError(t, err)
	assert.Contains(t, discordtest.AltText(now), "ann", "the alt text names the seats")
}
