package bot

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/livehand"
)

func TestAHandPastItsTokensLifeIsDroppedWithoutAnEdit(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	b, tb := playingWith(t, Config{Token: srv.Token(), BaseURL: srv.URL()}, ann, bob)
	msg := discord.Answer{AppID: srv.AppID, Token: "old", MessageID: "1"}
	tb.hands.Answered(tb.hands.Open(0, &livehand.Hand{}, 0, time.Now().Add(-tokenLife-time.Minute)), handMessageOf(msg), true)
	assert.False(t, b.hands.editHands(tb))
	assert.Zero(t, tb.hands.Len(), "Discord would refuse its token: the hand is no longer kept up to date")
	assert.Empty(t, srv.UnknownRoutes())
}

func TestAHandWhoseEditIsRefusedIsDroppedQuietly(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	b, tb := playingWith(t, Config{Token: srv.Token(), BaseURL: srv.URL()}, ann, bob)
	msg := discord.Answer{AppID: srv.AppID, Token: "no-such-token", MessageID: "1"}
	lh := &livehand.Hand{}
	tb.hands.Answered(tb.hands.Open(0, lh, 0, time.Now()), handMessageOf(msg), true)
	b.hands.handMsgs.Wrote(b.hands.handMsgs.Get("1"), lh) // message 1 shows the hand: its edit is tried
	assert.False(t, b.hands.editHands(tb), "nothing to do again")
	assert.Zero(t, tb.hands.Len(), "a refused edit (a dismissed hand, an unknown token) drops the hand; Hand still works")
	assert.NotEmpty(t, srv.TakeViolations(), "the edit was tried: the fake notes the unknown token, which the bot expects")
}
