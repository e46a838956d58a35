package commands_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/storage"
)

// standingOf is u's Star Collector standing in guild, if u is rated.
func standingOf(t *testing.T, store *storage.Store, guild string, u *discordtest.User) (storage.Standing, bool) {
	t.Helper()
	all, err := store.PlayerStandings(guild, u.ID)
	require.NoError(t, err)
	s, ok := all["starcollector"]
	return s, ok
}

// TestAHostWhoEndsARatedGameIsRatedAsHavingLostIt: ann, hosting a game
// against bob, is told before she confirms /end that it counts as her
// loss, and it does, as leaving would.
func TestAHostWhoEndsARatedGameIsRatedAsHavingLostIt(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	ask := h.Srv.Command(ann, h.Channel, "end").Message()
	assert.Contains(t, discordtest.Text(ask), "counts as your loss to <@"+bob.ID+">", "ann is told before she confirms")
	r := h.Click(ann, ask, "End the game").Response()
	assert.Contains(t, r.Message.Content, "counts as a loss to <@"+bob.ID+">", "the channel is told")

	ended, ok := standingOf(t, h.Store, h.Srv.GuildID, ann)
	require.True(t, ok, "ann is rated")
	assert.Equal(t, 1, ended.Games)
	assert.Equal(t, 0, ended.Wins)
	assert.Less(t, ended.R, 1500.0, "as a loss")
	stayed, ok := standingOf(t, h.Store, h.Srv.GuildID, bob)
	require.True(t, ok, "bob is rated")
	assert.Equal(t, 1, stayed.Wins, "bob wins it")
}

// TestAChannelManagerWhoIsNotSeatedEndsARatedGameUnrated: a moderator
// ending someone else's game rates nobody.
func TestAChannelManagerWhoIsNotSeatedEndsARatedGameUnrated(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob, mod := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.Admin("mod")
	h.Open("starcollector", ann, bob)
	ask := h.Srv.Command(mod, h.Channel, "end").Message()
	assert.NotContains(t, discordtest.Text(ask), "loss", "nothing to lose for who is not seated")
	r := h.Click(mod, ask, "End the game").Response()
	assert.Contains(t, r.Message.Content, "ended")
	assert.NotContains(t, r.Message.Content, "loss")
	for _, u := range []*discordtest.User{ann, bob} {
		_, ok := standingOf(t, h.Store, h.Srv.GuildID, u)
		assert.False(t, ok, "%s is not rated", u.Name)
	}
}
