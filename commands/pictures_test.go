package commands_test

import (
	"bytes"
	"image/png"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/draw"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/games"
)

// waitPicture waits until message id carries a file called name other
// than not, and returns it.
func waitPicture(h *bottest.Harness, id, name string, not []byte) []byte {
	h.T.Helper()
	h.Srv.WaitFor(func() bool {
		got := h.Srv.Attachment(id, name)
		return got != nil && !bytes.Equal(got, not)
	})
	return h.Srv.Attachment(id, name)
}

// drawnScene is the picture of the table's scene for seat (-1: the
// board; a hand's, its cards only) as it is stored now, drawn with the
// seats' names.
func drawnScene(t *testing.T, h *bottest.Harness, tableID string, seat int) []byte {
	t.Helper()
	rec, err := h.Store.Table(tableID)
	require.NoError(t, err)
	st := mustState(t, h, tableID)
	sc := st.(games.Scener).Scene(seat)
	if seat >= 0 {
		sc = sc.CardsOnly() // a hand's picture shows its cards; the text, whose turn it is
	}
	data, err := draw.Bytes(sc, func(s int) string { return rec.Seats[s].Name })
	require.NoError(t, err)
	return data
}

// shows reports whether the message shows the file called name: in a
// Components V2 gallery (a board, a hand), or as its embed's image.
func shows(m *discordgo.Message, name string) bool {
	found := false
	discordtest.Walk(m, func(c discordgo.MessageComponent) {
		if g, ok := c.(*discordgo.MediaGallery); ok {
			for _, it := range g.Items {
				found = found || it.Media.URL == "attachment://"+name
			}
		}
	})
	return found || len(m.Embeds) > 0 && m.Embeds[0].Image != nil && m.Embeds[0].Image.URL == "attachment://"+name
}

func TestTheBoardCarriesThePictureOfThePublicSceneAndItFollowsTheMoves(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("starcollector", ann, bob)
	id := bottest.TableID(t, board)

	first := waitPicture(h, board.ID, "board.png", nil)
	img, err := png.Decode(bytes.NewReader(first))
	require.NoError(t, err, "the board's file is a PNG")
	assert.Equal(t, draw.Width, img.Bounds().Dx())
	assert.Greater(t, img.Bounds().Dy(), 200, "a board of two seats and the pot")
	assert.LessOrEqual(t, len(first), draw.MaxBytes)
	assert.True(t, shows(h.Srv.Message(board.ID), "board.png"), "the board shows the picture")
	assert.Contains(t, discordtest.Text(h.Srv.Message(board.ID)), "Waiting on", "the text stays beside it")
	assert.Equal(t, drawnScene(t, h, id, -1), first, "the board is the public scene, and only it")

	require.True(t, h.PlayOnce(ann))
	second := waitPicture(h, board.ID, "board.png", first)
	assert.Equal(t, drawnScene(t, h, id, -1), second, "after Ann's move the board shows the game as it is")
}

func TestAHandCarriesThePictureOfItsSeatsScene(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("rummy", ann, bob)
	id := bottest.TableID(t, board)
	waitPicture(h, board.ID, "board.png", nil) // its upload is counted before the hand's

	hand := h.Hand(bob)
	pic := waitPicture(h, hand.ID, "hand.png", nil)
	_, err := png.Decode(bytes.NewReader(pic))
	require.NoError(t, err)
	assert.Equal(t, drawnScene(t, h, id, 1), pic, "Bob's hand is the scene of Bob's seat")
	assert.True(t, shows(h.Srv.Message(hand.ID), "hand.png"))

	// The picture is in Discord a moment before the bot has noted that
	// the message carries it: a Refresh before then draws it anew.
	h.Settle()
	files, _ := h.Srv.Uploads()
	again := h.Click(bob, h.Srv.Message(hand.ID), "Refresh").Message()
	assert.True(t, shows(again, "hand.png"), "a refreshed hand keeps its picture")
	assert.Equal(t, pic, h.Srv.Attachment(hand.ID, "hand.png"))
	after, _ := h.Srv.Uploads()
	assert.Equal(t, files, after, "an unchanged hand is not uploaded again")
}

func TestAMoveFromTheHandIsAnsweredAndItsNewPictureFollows(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("rummy", ann, bob)
	id := bottest.TableID(t, board)
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	waited := games.Waiting(mustState(t, h, id).Prompts())
	require.Len(t, waited, 1)
	seat := waited[0]
	u := map[string]*discordtest.User{ann.ID: ann, bob.ID: bob}[rec.Seats[seat].UserID]

	hand := h.Hand(u)
	before := waitPicture(h, hand.ID, "hand.png", nil)
	moved := false
	for _, c := range bottest.Choices(hand) {
		if c.Multi {
			continue
		}
		after := h.Answer(u, h.Srv.Message(hand.ID), c)
		require.Equal(t, hand.ID, after.ID, "the hand is one message that changes")
		if !strings.Contains(discordtest.Text(after), "⚠") {
			moved = true
			break
		}
	}
	require.True(t, moved)
	now := waitPicture(h, hand.ID, "hand.png", before)
	assert.Equal(t, drawnScene(t, h, id, seat), now, "the hand's picture follows the move")
	assert.Len(t, h.Srv.Message(hand.ID).Attachments, 1, "the new picture replaced the old")
}

func mustState(t *testing.T, h *bottest.Harness, tableID string) games.State {
	t.Helper()
	rec, err := h.Store.Table(tableID)
	require.NoError(t, err)
	g, _ := games.Lookup(rec.Game)
	st, err := g.Decode(rec.Snapshot)
	require.NoError(t, err)
	return st
}

func TestAnUnchangedBoardIsNotUploadedAgain(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("bitch", ann, bob)
	pic := waitPicture(h, board.ID, "board.png", nil)
	files, _ := h.Srv.Uploads()

	// Ending the game changes the board's text, not the table.
	ask := h.Srv.Command(ann, h.Channel, "end")
	h.Click(ann, ask.Message(), "End the game").Response()
	ended := h.WaitBoard("ended before its finish")
	after, _ := h.Srv.Uploads()
	assert.Equal(t, files, after, "the board's edit kept its picture without uploading it")
	assert.True(t, shows(ended, "board.png"))
	assert.Equal(t, pic, h.Srv.Attachment(board.ID, "board.png"))
	assert.Len(t, ended.Attachments, 1, "one picture, not one per edit")
}

func TestABoardPostedAgainCarriesItsPicture(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("keyforge", ann, bob)
	pic := waitPicture(h, board.ID, "board.png", nil)

	h.Srv.Command(bob, h.Channel, "game").Response()
	again := h.Board()
	require.NotEqual(t, board.ID, again.ID)
	assert.True(t, shows(again, "board.png"))
	assert.Equal(t, pic, h.Srv.Attachment(again.ID, "board.png"))
}

func TestTheHandOfADeferredClickGetsItsPictureAndThePublicBoardKeepsItsOwn(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{DeferAfter: -1}, commands.New)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message()
	lobby := h.Click(bob, h.Board(), "Join").Message()
	board := h.Click(ann, lobby, "Start").Message()
	boardPic := waitPicture(h, board.ID, "board.png", nil)

	// Deferred, a click on the board has the board as its @original; the
	// hand comes as a followup, and so must its picture.
	ix := h.Click(bob, h.Board(), "Hand")
	h.Srv.WaitFor(func() bool { return len(ix.Followups()) == 1 })
	hand := ix.Followups()[0]
	pic := waitPicture(h, hand.ID, "hand.png", nil)
	assert.Equal(t, drawnScene(t, h, bottest.TableID(t, board), 1), pic)
	assert.Equal(t, boardPic, h.Srv.Attachment(board.ID, "board.png"))
	assert.Nil(t, h.Srv.Attachment(board.ID, "hand.png"), "no hand on the public board")
	assert.NotContains(t, discordtest.Text(h.Srv.Message(board.ID)), "Your hand")
}

// seatOf is the seat of user u at the table.
func seatOf(t *testing.T, h *bottest.Harness, tableID string, u *discordtest.User) int {
	t.Helper()
	rec, err := h.Store.Table(tableID)
	require.NoError(t, err)
	for i, s := range rec.Seats {
		if s.UserID == u.ID {
			return i
		}
	}
	t.Fatalf("%s has no seat", u.ID)
	return -1
}

func TestTheLiveEditThatBringsYourTurnKeepsYourHandsPicture(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("rummy", ann, bob)
	id := bottest.TableID(t, board)
	mover, waiter := turnOrder(h, ann, bob)
	hand := h.Hand(waiter)
	pic := waitPicture(h, hand.ID, "hand.png", nil)

	// The mover's turn: draw, then meld or discard, until the turn passes.
	// The other's cards do not change meanwhile.
	playTurn(h, mover)
	turn := h.Srv.WaitMessage(hand.ID, func(m *discordgo.Message) bool { return len(bottest.Choices(m)) > 0 })
	assert.True(t, shows(turn, "hand.png"), "the edit that brings the turn shows the hand's picture: its cards are the same")
	assert.Equal(t, pic, h.Srv.Attachment(hand.ID, "hand.png"), "the picture kept is the one the hand had")
	assert.Equal(t, drawnScene(t, h, id, seatOf(t, h, id, waiter)), pic, "and it is the hand as it is now")
}

func TestALiveEditThatChangesYourCardsBringsTheirNewPicture(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("starcollector", ann, bob)
	id := bottest.TableID(t, board)
	hand := h.Hand(ann)
	chose := waitPicture(h, hand.ID, "hand.png", nil)

	// Ann chooses; her card is picked out in her hand.
	h.Answer(ann, hand, bottest.Choices(hand)[0])
	chose = waitPicture(h, hand.ID, "hand.png", chose)
	// Bob's choice ends the round, and Ann's card leaves her hand: her
	// open hand is edited live, and its picture follows.
	other := h.Hand(bob)
	h.Answer(bob, other, bottest.Choices(other)[0])
	now := waitPicture(h, hand.ID, "hand.png", chose)
	assert.Equal(t, drawnScene(t, h, id, seatOf(t, h, id, ann)), now, "Ann's open hand shows her cards after the round")
	assert.True(t, shows(h.Srv.Message(hand.ID), "hand.png"))
	assert.Len(t, h.Srv.Message(hand.ID).Attachments, 1, "the new picture replaced the old")
}
