package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/storage"
)

// buildBinary builds the deckhand binary into dir.
func buildBinary(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "deckhand")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, string(out))
	return bin
}

// launchShard runs the binary as shard id of count with its own
// database, registering commands globally as a sharded bot does; env
// is added to (and overrides) its environment.
func launchShard(t *testing.T, bin, dir string, srv *discordtest.Server, id, count int, env ...string) *process {
	t.Helper()
	cmd := exec.Command(bin)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(),
		"DISCORD_TOKEN="+srv.Token(),
		"DISCORD_BASE_URL="+srv.URL(),
		"DISCORD_GUILD_ID=",
		fmt.Sprint("SHARD_ID=", id), fmt.Sprint("SHARD_COUNT=", count),
		"DECKHAND_DB="+shardDB(dir, id),
		"LOG_LEVEL=debug",
	)
	cmd.Env = append(cmd.Env, env...)
	p := &process{cmd: cmd, out: &syncBuffer{}}
	cmd.Stdout, cmd.Stderr = p.out, p.out
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	return p
}

func shardDB(dir string, id int) string { return filepath.Join(dir, fmt.Sprintf("shard%d.db", id)) }

// stop ends p with SIGTERM and waits for a clean exit.
func (p *process) stop(t *testing.T) {
	t.Helper()
	require.NoError(t, p.cmd.Process.Signal(syscall.SIGTERM))
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case err := <-done:
		require.NoError(t, err, p.out.String())
	case <-time.After(10 * time.Second):
		t.Fatal("no exit 10 s after SIGTERM")
	}
}

// TestTwoShardsServeTheirOwnServersFromTheirOwnDatabases runs two
// processes with SHARD_COUNT=2 against one fake Discord that routes each
// server to shard (guild_id >> 22) % 2.
func TestTwoShardsServeTheirOwnServersFromTheirOwnDatabases(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary twice")
	}
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	srv := discordtest.NewServer(t)
	var guilds [2]string
	for i, found := 0, 0; found < 2; i++ {
		g := srv.Guild(fmt.Sprint("server-", i))
		if sh := discordtest.ShardOf(g, 2); guilds[sh] == "" {
			guilds[sh], found = g, found+1
		}
	}
	channels := [2]string{srv.GuildChannel(guilds[0], "games"), srv.GuildChannel(guilds[1], "games")}

	shards := [2]*process{launchShard(t, bin, dir, srv, 0, 2), launchShard(t, bin, dir, srv, 1, 2)}
	srv.WaitFor(func() bool { return srv.Identifies() >= 2 && len(srv.Commands("")) > 0 })
	ann := srv.User("ann")
	for _, ch := range channels {
		r := srv.Command(ann, ch, "play", discordtest.Opt("game", "starcollector")).Response()
		assert.Contains(t, r.Message.Content, "open", "the shard of this server answers")
	}
	for _, p := range shards {
		p.stop(t)
	}
	assert.Equal(t, 1, srv.CommandWrites(), "the commands are registered once, by shard 0")

	for id := range 2 {
		store, err := storage.Open(shardDB(dir, id))
		require.NoError(t, err)
		_, own := store.ChannelTable(channels[id])
		_, other := store.ChannelTable(channels[1-id])
		require.NoError(t, store.Close())
		assert.NoError(t, own, "shard %d keeps its server's table", id)
		assert.ErrorIs(t, other, storage.ErrNotFound, "shard %d never saw the other server", id)
	}
}
