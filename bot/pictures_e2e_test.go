package bot_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/games"
)

// sceneless is the pick game with a scene that panics.
type sceneless struct{ picktest.Game }

type panickyScene struct{ *picktest.State }

func (panickyScene) Scene(int) games.Scene { panic("no scene") }

func (sceneless) Info() games.Info {
	i := picktest.Game{}.Info()
	i.Slug, i.Name, i.Options = "scenepanic", "Scene panic", nil
	return i
}

func (sceneless) New(cfg games.Config) (games.State, error) {
	s, err := picktest.Game{}.New(cfg)
	if err != nil {
		return nil, err
	}
	return panickyScene{s.(*picktest.State)}, nil
}

func (sceneless) Decode(b []byte) (games.State, error) {
	s, err := picktest.Game{}.Decode(b)
	if err != nil {
		return nil, err
	}
	return panickyScene{s.(*picktest.State)}, nil
}

func init() { games.Register(sceneless{}) }

func TestAScenePanicLeavesTheTextAndFailsNoInteraction(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{}, commands.New)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("scenepanic", ann, bob)
	require.True(t, h.PlayOnce(ann), "Ann's move is answered")
	board := h.WaitBoard("1 picks")
	hand := h.Hand(bob)

	for _, m := range []string{discordtest.Text(board), discordtest.Text(hand)} {
		assert.NotContains(t, m, "Something went wrong")
	}
	assert.Contains(t, discordtest.Text(hand), "Pick one", "Bob's hand shows his move as text")
	assert.NotContains(t, discordtest.Text(board), "[image:", "no picture on the board")
	assert.NotContains(t, discordtest.Text(hand), "[image:", "no picture on the hand")
	assert.Contains(t, discordtest.Text(board), "Players", "the board is its whole text view")
	files, _ := h.Srv.Uploads()
	assert.Zero(t, files)
}

// Not parallel: it holds the process's drawing slots.
func TestABoardStartedWhileTheDrawingQueueIsCongestedGetsItsPictureOnceASlotIsFree(t *testing.T) {
	h := bottest.New(t, bot.Config{}, commands.New)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Response()
	lobby := h.Click(bob, h.Board(), "Join").Message()
	release := bot.HoldDrawing()
	r := h.Click(ann, lobby, "Start").Response()
	assert.NotContains(t, discordtest.Text(r.Message), "[image:", "no slot came in time: the board goes as its text")
	release()
	h.Srv.WaitFor(func() bool { return h.Srv.Attachment(lobby.ID, "board.png") != nil })
	assert.Contains(t, discordtest.Text(h.Srv.Message(lobby.ID)), "[image: board.png]", "its picture follows once drawn")
}
