package commands_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/storage"
)

// rated is how a standing reads in /leaderboard and /stats.
func rated(s storage.Standing) string {
	plural := func(n int, noun string) string {
		if n == 1 {
			return "1 " + noun
		}
		return fmt.Sprintf("%d %ss", n, noun)
	}
	return fmt.Sprintf("**%d** ±%d · %s, %s, %s", int(math.Round(s.R)), int(math.Round(s.RD)),
		plural(s.Games, "game"), plural(s.Wins, "win"), plural(s.Draws, "draw"))
}

func TestTheLeaderboardAndStatsShowTheRatingsOfTwoHumansAfterTwoGames(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	finishGame(h, ann, bob)
	finishGame(h, bob, ann)

	top, err := h.Store.Leaderboard(h.Srv.GuildID, "starcollector", 10)
	require.NoError(t, err)
	require.Len(t, top, 2, "both humans are rated")
	r := h.Srv.Command(ann, h.Channel, "leaderboard", discordtest.Opt("game", "starcollector")).Response()
	assert.True(t, r.Ephemeral)
	text := r.Message.Content
	assert.Contains(t, text, "Star Collector leaderboard")
	for i, s := range top {
		assert.Equal(t, 2, s.Games)
		assert.Less(t, s.RD, 350.0, "two games make a rating surer than a new player's")
		assert.Contains(t, text, fmt.Sprintf("%d. <@%s>: %s", i+1, s.UserID, rated(s)), "the best rating first, with its deviation and games")
	}
	assert.Equal(t, top[0].Draws, top[1].Draws, "a draw is a draw for both")
	assert.Equal(t, 2, top[0].Wins+top[1].Wins+top[0].Draws, "every game is a win of one or a draw of both")

	r = h.Srv.Command(ann, h.Channel, "stats").Response()
	text = r.Message.Content
	assert.Contains(t, text, "**Star Collector**: 2 finished", "the server totals stay")
	mine, err := h.Store.PlayerStandings(h.Srv.GuildID, ann.ID)
	require.NoError(t, err)
	assert.Contains(t, text, "**You**: 2 games")
	assert.Contains(t, text, "Star Collector: "+rated(mine["starcollector"]), "beside them, the caller's own rating")
}

func TestAGameAgainstACPUIsNotRated(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann := h.Srv.User("ann")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message() // the notice, once the lobby is up
	lobby := h.Click(ann, h.Board(), "Add CPU").Message()
	h.Click(ann, lobby, "Start").Message()
	h.PlayToEnd(200, ann)

	r := h.Srv.Command(ann, h.Channel, "leaderboard", discordtest.Opt("game", "starcollector")).Response()
	assert.Contains(t, r.Message.Content, "Nobody is rated", "a CPU's strength is not a server member's skill")
	r = h.Srv.Command(ann, h.Channel, "stats").Response()
	assert.Contains(t, r.Message.Content, "**You**: 1 game", "the game still counts in the totals")
	assert.Contains(t, r.Message.Content, "Not rated yet")
}

func TestAPlayerWhoLeavesARatedGameIsRatedAsHavingLostItWhenTheyLeave(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	ask := h.Srv.Command(bob, h.Channel, "leave")
	r := h.Click(bob, ask.Message(), "Leave the game").Response()
	assert.Contains(t, r.Message.Content, "counts as a loss to <@"+ann.ID+">", "the channel is told what leaving costs")

	mine := func(u *discordtest.User) storage.Standing {
		all, err := h.Store.PlayerStandings(h.Srv.GuildID, u.ID)
		require.NoError(t, err)
		return all["starcollector"]
	}
	left, stayed := mine(bob), mine(ann)
	assert.Equal(t, 1, left.Games, "bob is rated at once, before the game ends")
	assert.Equal(t, 0, left.Wins)
	assert.Less(t, left.R, 1500.0, "as a loss")
	assert.Equal(t, 1, stayed.Wins, "ann, still seated, wins it")

	h.PlayToEnd(200, ann) // against the CPU in bob's seat
	assert.Equal(t, stayed, mine(ann), "the end of the game against a CPU rates nothing more")
	assert.Equal(t, left, mine(bob), "nor does it rate bob again")

	board := h.Srv.Command(ann, h.Channel, "leaderboard", discordtest.Opt("game", "starcollector")).Response()
	assert.Contains(t, board.Message.Content, fmt.Sprintf("at most %d times a UTC day", storage.MaxRatedPerPairPerDay), "the leaderboard says rated games between two members are bounded")
	assert.Contains(t, board.Message.Content, "Leaving a rated game counts as a loss")
}
