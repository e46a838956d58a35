package discordtest_test

import (
	"fmt"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

// gatewayFault is one thing Discord's gateway does to a connection, and
// whether a client comes back by resuming (else it identifies anew).
type gatewayFault struct {
	name    string
	do      func(*discordtest.Server)
	resumes bool
}

func gatewayFaults() []gatewayFault {
	fs := []gatewayFault{
		{"dropped connection", (*discordtest.Server).DropConnections, true},
		{"reconnect (opcode 7)", (*discordtest.Server).SendReconnect, true},
		// discordgo answers opcode 9 with IDENTIFY whatever d says.
		{"resumable invalid session (opcode 9)", func(s *discordtest.Server) { s.InvalidateSession(true) }, false},
		{"invalid session (opcode 9)", func(s *discordtest.Server) { s.InvalidateSession(false) }, false},
	}
	for _, code := range discordtest.ResumableCloseCodes {
		fs = append(fs, gatewayFault{fmt.Sprint("close ", code), func(s *discordtest.Server) { s.CloseGateway(code) },
			code != 4007 && code != 4009}) // "reconnect and start a new session"
	}
	return fs
}

func TestAReconnectingClientAnswersThroughEveryGatewayFault(t *testing.T) {
	t.Parallel()
	for _, f := range gatewayFaults() {
		t.Run(f.name, func(t *testing.T) {
			t.Parallel()
			srv := discordtest.NewServer(t)
			dg := srv.NewSession()
			dg.ShouldReconnectOnError = true
			dg.AddHandler(func(s *discordgo.Session, i *discordgo.InteractionCreate) {
				_ = s.InteractionRespond(i.Interaction, &discordgo.InteractionResponse{Type: discordgo.InteractionResponseChannelMessageWithSource,
					Data: &discordgo.InteractionResponseData{Content: "pong"}})
			})
			require.NoError(t, dg.Open())
			t.Cleanup(func() { _ = dg.Close() })
			_, err := srv.NewSession().ApplicationCommandBulkOverwrite(srv.AppID, srv.GuildID, commands)
			require.NoError(t, err)
			require.Equal(t, "pong", srv.Command(srv.User("ann"), srv.Channel("general"), "ping").Message().Content)

			ids, resumes := srv.Identifies(), srv.Resumes()
			f.do(srv)
			// Sent at once: it reaches the client on its next connection
			// (or is replayed there), within the interaction's 3 s.
			ix := srv.Command(srv.User("ann"), srv.Channel("general"), "ping")
			assert.Equal(t, "pong", ix.Message().Content, "the interaction sent during the fault is answered")
			srv.WaitFor(func() bool { return srv.Reconnects() > ids+resumes })
			if f.resumes {
				assert.Equal(t, resumes+1, srv.Resumes(), "the session is resumed")
				assert.Equal(t, ids, srv.Identifies(), "no new session")
			} else {
				assert.Equal(t, ids+1, srv.Identifies(), "a new session is identified")
			}
			assert.Equal(t, "pong", srv.Command(srv.User("bob"), srv.Channel("general"), "ping").Message().Content, "and the next one too")
		})
	}
}
