package commands_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/storage"
)

func TestStatsCountADrawAsADrawNotAWin(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	rec := &storage.Table{GuildID: h.Srv.GuildID, ChannelID: h.Srv.Channel("other"), Game: "starcollector", Phase: storage.Finished,
		Seats: []storage.Seat{{UserID: ann.ID, Name: "ann"}, {UserID: bob.ID, Name: "bob"}}}
	require.NoError(t, h.Store.Create(rec))
	require.NoError(t, h.Store.Commit(rec, storage.Move{Seat: 0, Prompt: "p"}, &storage.Outcome{Places: []int{1, 1}, Summary: "A draw."}))

	text := h.Srv.Command(ann, h.Channel, "stats").Response().Message.Content
	assert.Contains(t, text, "<@"+ann.ID+">: 0 games won, 1 drawn of 1 played", "both shared first place: a draw each")
	assert.Contains(t, text, "<@"+bob.ID+">: 0 games won, 1 drawn of 1 played")
}
