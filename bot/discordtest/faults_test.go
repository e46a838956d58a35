package discordtest_test

import (
	"sync"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

func TestAReconnectingClientAnswersThroughEveryGatewayFault(t *testing.T) {
	t.Parallel()
	for _, f := range discordtest.Faults() {
		t.Run(f.Name, func(t *testing.T) {
			t.Parallel()
			srv := discordtest.NewServer(t)
			dg := srv.NewSession()
			dg.ShouldReconnectOnError = true
			// Discord delivers at least once: around a reconnect an event
			// may come on the old connection and again on resume. A client
			// answers each interaction once, as the bot's router does.
			var mu sync.Mutex
			answered := map[string]bool{}
			dg.AddHandler(func(s *discordgo.Session, i *discordgo.InteractionCreate) {
				mu.Lock()
				again := answered[i.ID]
				answered[i.ID] = true
				mu.Unlock()
				if again {
					return
				}
				_ = s.InteractionRespond(i.Interaction, &discordgo.InteractionResponse{Type: discordgo.InteractionResponseChannelMessageWithSource,
					Data: &discordgo.InteractionResponseData{Content: "pong"}})
			})
			require.NoError(t, dg.Open())
			t.Cleanup(func() { _ = dg.Close() })
			_, err := srv.NewSession().ApplicationCommandBulkOverwrite(srv.AppID, srv.GuildID, commands)
			require.NoError(t, err)
			require.Equal(t, "pong", srv.Command(srv.User("ann"), srv.Channel("general"), "ping").Message().Content)

			ids, resumes := srv.Identifies(), srv.Resumes()
			f.Do(srv)
			// Sent at once: it reaches the client on its next connection
			// (or is replayed there), within the interaction's 3 s.
			ix := srv.Command(srv.User("ann"), srv.Channel("general"), "ping")
			assert.Equal(t, "pong", ix.Message().Content, "the interaction sent during the fault is answered")
			srv.WaitFor(func() bool { return srv.Reconnects() > ids+resumes })
			// discordgo answers opcode 9 with IDENTIFY on the same
			// connection, whatever its d says.
			if f.Resumable && !f.SameConnection {
				assert.Equal(t, resumes+1, srv.Resumes(), "the session is resumed")
				assert.Equal(t, ids, srv.Identifies(), "no new session")
			} else {
				assert.Equal(t, ids+1, srv.Identifies(), "a new session is identified")
			}
			assert.Equal(t, "pong", srv.Command(srv.User("bob"), srv.Channel("general"), "ping").Message().Content, "and the next one too")
		})
	}
}
