package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/storage"
)

// process is the deckhand binary running against the fake Discord.
type process struct {
	cmd *exec.Cmd
	out *syncBuffer
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func launch(t *testing.T, bin, dir string, srv *discordtest.Server, env ...string) *process {
	t.Helper()
	cmd := exec.Command(bin)
	cmd.Dir = dir // where a .env would be read from; the environment has it all
	cmd.Env = append(os.Environ(),
		"DISCORD_TOKEN="+srv.Token(),
		"DISCORD_BASE_URL="+srv.URL(),
		"DISCORD_GUILD_ID="+srv.GuildID,
		"DECKHAND_DB="+filepath.Join(dir, "data", "deckhand.db"),
		"LOG_LEVEL=debug",
	)
	cmd.Env = append(cmd.Env, env...)
	p := &process{cmd: cmd, out: &syncBuffer{}}
	cmd.Stdout, cmd.Stderr = p.out, p.out
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	return p
}

// TestTheBinarySurvivesAKillMidGame runs the real program, kills it with
// SIGKILL in the middle of a game, starts it again on the same database
// and plays on from the old board; then SIGTERM stops it cleanly.
func TestTheBinarySurvivesAKillMidGame(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "deckhand")
	build := exec.Command("go", "build", "-o", bin, ".")
	out, err := build.CombinedOutput()
	require.NoError(t, err, string(out))

	srv := discordtest.NewServer(t)
	ch := srv.Channel("games")
	ann, bob := srv.User("ann"), srv.User("bob")

	first := launch(t, bin, dir, srv)
	srv.WaitReady()
	srv.WaitFor(func() bool { return len(srv.Commands(srv.GuildID)) > 0 })
	srv.Command(ann, ch, "play", discordtest.Opt("game", "starcollector")).Response()
	lobby := srv.Messages(ch)[0]
	lobby = srv.Click(bob, lobby, button(t, lobby, "Join")).Message()
	board := srv.Click(ann, lobby, button(t, lobby, "Start")).Message()
	for _, u := range []*discordtest.User{ann, bob} {
		// The first turn offers each card of the hand by either side: a
		// select, or buttons when equal cards leave few enough choices.
		// The hand's other select (read a card in full) is no answer.
		hand := srv.Click(u, board, button(t, board, "Hand")).Message()
		var after *discordgo.Message
		if sel, ok := discordtest.FindSelect(hand, discord.KindSelect+":"); ok {
			after = srv.Select(u, hand, sel.CustomID, sel.Options[0].Value).Message()
		} else {
			id, ok := discordtest.FindButtonPrefix(hand, discord.KindAnswer+":")
			require.True(t, ok, discordtest.Text(hand))
			after = srv.Click(u, hand, id).Message()
		}
		require.NotContains(t, discordtest.Text(after), "⚠")
	}

	require.NoError(t, first.cmd.Process.Signal(syscall.SIGKILL))
	_, _ = first.cmd.Process.Wait()
	identifies := srv.Identifies()

	second := launch(t, bin, dir, srv)
	srv.WaitFor(func() bool { return srv.Identifies() > identifies })
	srv.WaitReady()
	hand := srv.Click(ann, board, button(t, board, "Hand")).Message()
	_, canAnswer := discordtest.FindButtonPrefix(hand, discord.KindAnswer+":")
	_, canSelect := discordtest.FindSelect(hand, discord.KindSelect+":")
	assert.True(t, canAnswer || canSelect, "play goes on from the old board:\n%s", discordtest.Text(hand))

	require.NoError(t, second.cmd.Process.Signal(syscall.SIGTERM))
	done := make(chan error, 1)
	go func() { done <- second.cmd.Wait() }()
	select {
	case err := <-done:
		assert.NoError(t, err, "a clean exit on SIGTERM")
	case <-time.After(10 * time.Second):
		t.Fatal("no exit 10 s after SIGTERM")
	}
	logs := first.out.String() + second.out.String()
	assert.Contains(t, logs, "tables resumed")
	assert.NotContains(t, logs, srv.Token(), "the token is never logged")

	store, err := storage.Open(filepath.Join(dir, "data", "deckhand.db"))
	require.NoError(t, err, "the database was closed on the way out")
	defer store.Close()
	rec, err := store.ChannelTable(ch)
	require.NoError(t, err)
	assert.Equal(t, 2, rec.Moves)
}

func button(t *testing.T, m *discordgo.Message, label string) string {
	t.Helper()
	id, ok := discordtest.FindButton(m, label)
	require.True(t, ok, "no %q on:\n%s", label, discordtest.Text(m))
	return id
}
