package bot_test

import (
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/commands"
)

// lockedLog is a log the bot writes while the test reads it.
type lockedLog struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

// since are the lines written after the first n bytes, and the length now.
func (l *lockedLog) since(n int) ([]string, int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	s := l.b.String()
	return strings.Split(strings.TrimSpace(s[n:]), "\n"), len(s)
}

// TestAStorageFailureIsLoggedOnceWithItsTableAndServer closes the
// database under a bot with a finished game, then reads what every way
// into a stored table answers: each refuses in the player's words, and
// the operator's log has the failure once (not never, not twice), with
// the server and, where a table is named, the table.
func TestAStorageFailureIsLoggedOnceWithItsTableAndServer(t *testing.T) {
	t.Parallel()
	var log lockedLog
	h := bottest.New(t, bot.Config{Log: slog.New(slog.NewTextHandler(&log, nil))}, commands.New, discordtest.WithTimeout(30*time.Second))
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	board := h.PlayToEnd(200, ann, bob)
	table := bottest.TableID(t, board)
	h.Srv.WaitFor(h.Bot.BoardsShown)
	guild := "guild=" + h.Srv.GuildID

	require.NoError(t, h.Store.Close(), "every storage call fails from here")
	const failure = "database not open"
	for _, c := range []struct {
		what    string
		do      func() *discordgo.Message
		inTable bool // the log names the table: the player named it
	}{
		{"/stats", func() *discordgo.Message { return h.Srv.Command(ann, h.Channel, "stats").Message() }, false},
		{"/leaderboard", func() *discordgo.Message {
			return h.Srv.Command(ann, h.Channel, "leaderboard", discordtest.Opt("game", "starcollector")).Message()
		}, false},
		{"/history", func() *discordgo.Message { return h.Srv.Command(ann, h.Channel, "history").Message() }, false},
		{"/card", func() *discordgo.Message { return h.Srv.Command(ann, h.Channel, "card").Message() }, false},
		{"/hand", func() *discordgo.Message { return h.Srv.Command(ann, h.Channel, "hand").Message() }, false},
		{"the finished board's Log", func() *discordgo.Message { return h.Click(ann, board, "Log").Message() }, true},
		{"the finished board's Rematch", func() *discordgo.Message { return h.Click(ann, board, "Rematch").Message() }, true},
		{"a replay step", func() *discordgo.Message {
			id := discord.ReplayID{Table: table, Owner: ann.ID, Nav: render.ReplayLast}.String()
			return h.Srv.ForgeClick(ann, board, id).Message()
		}, true},
	} {
		_, from := log.since(0)
		answer := c.do()
		require.NotNil(t, answer, c.what)
		assert.NotContains(t, discordtest.Text(answer), failure, "%s: the player never reads the failure", c.what)
		lines, _ := log.since(from)
		var met []string
		for _, l := range lines {
			if strings.Contains(l, failure) {
				met = append(met, l)
			}
		}
		if !assert.Len(t, met, 1, "%s: the failure is logged once:\n%s", c.what, strings.Join(lines, "\n")) {
			continue
		}
		assert.Contains(t, met[0], guild, "%s: with the server it was met in", c.what)
		if c.inTable {
			assert.Contains(t, met[0], table, "%s: and the table", c.what)
		}
	}
}
