package bot

import (
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/storage"
)

// click is a context for a click by seat's user at tb's place; its
// answers go to srv, which does not know the interaction (they fail,
// and the tests look at the table, not at the answer).
func click(b *Bot, tb *table, user string) *discord.Context {
	ix := &discordgo.Interaction{Type: discordgo.InteractionMessageComponent, GuildID: tb.rec.GuildID, ChannelID: tb.rec.ChannelID}
	return &discord.Context{Session: b.session, Interaction: ix, User: &discordgo.User{ID: user}}
}

func TestCPUMovesAreNotMadeInsideTheAnswerThatLetsThemMove(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	b, tb := playingWith(t, Config{Token: srv.Token(), BaseURL: srv.URL()}, ann, storage.Seat{Name: "CPU 2", CPU: true})
	for range cpuPool { // every CPU worker busy elsewhere
		b.cpuSlots <- struct{}{}
	}
	tb.locked(func() {
		_ = b.answer(click(b, tb, ann.UserID), tb, 0, "pick0", "", []string{"o1"})
		assert.Equal(t, 1, tb.rec.Moves, "the answer returns with only the player's move made")
	})
	for range cpuPool {
		<-b.cpuSlots
	}
	require.NoError(t, b.Close()) // waits for the CPU turn asked for
	srv.TakeViolations()          // the answer to an interaction the fake never sent
	assert.Equal(t, 2, tb.state.(*picktest.State).Picks, "the CPU moved in the background")
}

func TestATableOfCPUsPlaysInBatchesLettingGoOfItsLock(t *testing.T) {
	t.Parallel()
	cpu := storage.Seat{Name: "CPU", CPU: true}
	b, tb := playing(t, cpu, cpu)
	tb.state.(*picktest.State).Rounds = 3 * cpuBatch
	tb.locked(func() { b.playCPUs(tb) })
	assert.Equal(t, cpuBatch, tb.rec.Moves, "one batch, then the lock is let go")
}
