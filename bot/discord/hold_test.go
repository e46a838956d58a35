package discord_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
)

// An answer made while its table is locked is held, and goes out only at
// Release, on time or after a deferral: until then it names no message,
// and what needs its message (AfterAnswer) runs once it is out.
func TestAHeldAnswerGoesOutAtReleaseAndWhatFollowsItSeesItsMessage(t *testing.T) {
	t.Parallel()
	for _, deferAfter := range []time.Duration{time.Minute, -1} {
		t.Run(fmt.Sprintf("deferred after %v", deferAfter), func(t *testing.T) {
			t.Parallel()
			r := discord.NewRouter(quiet(), deferAfter, nil)
			type seen struct {
				held, after discord.Answer
				afterErr    error
				released    error
				replied     error
			}
			got := make(chan seen, 1)
			discord.On(r, func(c *discord.Context, _ discord.RematchID) error {
				var s seen
				c.Hold()
				s.replied = c.Reply(discord.Message{Content: "your hand"})
				s.held = c.Answer()
				c.AfterAnswer(func(err error) { s.after, s.afterErr = c.Answer(), err })
				s.released = c.Release()
				got <- s
				return s.released
			})
			srv, board := serve(t, r)
			srv.Click(srv.User("ann"), board, discord.RematchID{Table: "1"}.String())
			s := <-got
			require.NoError(t, s.replied, "a held answer reports no error: it has not gone out")
			assert.Empty(t, s.held.MessageID, "a held answer names no message before Release")
			require.NoError(t, s.released)
			require.NoError(t, s.afterErr, "what follows the answer hears it went out")
			require.NotEmpty(t, s.after.MessageID, "once released, the answer names its message")
			m := srv.Message(s.after.MessageID)
			require.NotNil(t, m, "the answer went out at Release")
			assert.Equal(t, "your hand", m.Content)
		})
	}
}
