package main

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// seedWarnings stores n playing tables in shard id's database, in
// channels of guild, each with its turn warning due: the backlog a shard
// finds when it starts after a stop. Each sends one line at start.
func seedWarnings(t *testing.T, dir string, srv *discordtest.Server, id int, guild string, n int) []string {
	t.Helper()
	store, err := storage.Open(shardDB(dir, id))
	require.NoError(t, err)
	defer store.Close()
	g, ok := games.Lookup("starcollector")
	require.True(t, ok)
	var channels []string
	for i := range n {
		st, err := g.New(games.Config{Seats: 2, Seed: uint64(i + 1)})
		require.NoError(t, err)
		snap, err := st.Encode()
		require.NoError(t, err)
		ch := srv.GuildChannel(guild, fmt.Sprint("table-", i))
		rec := &storage.Table{GuildID: guild, ChannelID: ch, Game: "starcollector", Phase: storage.Playing,
			Seats:    []storage.Seat{{UserID: srv.User("ann").ID, Name: "ann"}, {UserID: srv.User("bob").ID, Name: "bob"}},
			Snapshot: snap, Seed: uint64(i + 1), NoPings: true,
			// The warning at three quarters of the hour is overdue; the
			// deadline is after the test.
			Timer: time.Hour, Deadline: time.Now().Add(10 * time.Minute), Updated: time.Now()}
		require.NoError(t, store.Create(rec))
		channels = append(channels, ch)
	}
	return channels
}

// lastBoard is the newest message with an embed or a V2 layout in ch.
func lastBoard(srv *discordtest.Server, ch string) *discordgo.Message {
	ms := srv.Messages(ch)
	for i := len(ms) - 1; i >= 0; i-- {
		if len(ms[i].Embeds) > 0 || ms[i].Flags&discordgo.MessageFlagsIsComponentsV2 != 0 {
			return ms[i]
		}
	}
	return &discordgo.Message{}
}

// startGame opens a Star Collector game for host and bob in ch, through
// the fake as players do (one host a game: a member may host only 3).
func startGame(srv *discordtest.Server, ch string, host *discordtest.User) {
	bob := srv.User("bob")
	srv.Command(host, ch, "play", discordtest.Opt("game", "starcollector")).Response()
	srv.WaitFor(func() bool { _, ok := discordtest.FindButton(lastBoard(srv, ch), "Join"); return ok })
	lobby := lastBoard(srv, ch)
	join, _ := discordtest.FindButton(lobby, "Join")
	lobby = srv.Click(bob, lobby, join).Message()
	begin, _ := discordtest.FindButton(lobby, "Start")
	srv.Click(host, lobby, begin).Response()
}

// TestFourShardProcessesUnderLoadGetNoGlobal429 starts four shard
// processes of one token together, each with a backlog of 40 turn
// warnings to send, against one fake Discord that holds Discord's global
// limit (50 requests a second) across all of them, while players open
// and start 8 games in each shard's server. Each process keeps to
// its share, so none is refused. Run with -v for the requests of every
// second; DECKHAND_GLOBAL_RATE=45 in the environment gives each process
// the whole budget instead, as every process took before the shares.
func TestFourShardProcessesUnderLoadGetNoGlobal429(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and runs four processes for about 20 s")
	}
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	srv := discordtest.NewServer(t, discordtest.WithGlobalRateLimit(50, time.Second), discordtest.WithTimeout(90*time.Second))
	most := fourShardsUnderLoad(t, bin, dir, srv)
	assert.Zero(t, srv.GlobalLimited(), "no shard was refused by the token's global limit: together they keep under 50 a second")
	assert.LessOrEqual(t, most, 50)
}

// fourShardsUnderLoad starts four shard processes of srv's token
// together (env added to each), each with a backlog of 40 turn warnings
// to send, while players open and start 8 games in each shard's server;
// it checks every warning went out and every game started, logs the
// requests of every second, and returns the most in any second.
func fourShardsUnderLoad(t *testing.T, bin, dir string, srv *discordtest.Server, env ...string) int {
	t.Helper()
	const shards, tables, opened = 4, 40, 8
	guilds := make([]string, shards)
	for i, found := 0, 0; found < shards; i++ {
		g := srv.Guild(fmt.Sprint("server-", i))
		if sh := discordtest.ShardOf(g, shards); guilds[sh] == "" {
			guilds[sh], found = g, found+1
		}
	}
	var channels []string
	for id, g := range guilds {
		channels = append(channels, seedWarnings(t, dir, srv, id, g, tables)...)
	}

	start := time.Now()
	procs := make([]*process, shards)
	for id := range shards {
		procs[id] = launchShard(t, bin, dir, srv, id, shards, env...)
	}
	// Meanwhile players open and start games in every shard's server:
	// each lobby is posted by the bot (a request of its own, ahead of
	// the backlog), each start pings the first players.
	srv.WaitFor(func() bool { return srv.Identifies() >= shards })
	var wg sync.WaitGroup
	var played [][]string
	for _, g := range guilds {
		var chs []string
		for i := range opened {
			chs = append(chs, srv.GuildChannel(g, fmt.Sprint("game-", i)))
		}
		played = append(played, chs)
		wg.Go(func() {
			for i, ch := range chs {
				startGame(srv, ch, srv.User(fmt.Sprint("host-", i)))
			}
		})
	}
	wg.Wait()
	srv.WaitFor(func() bool {
		for _, ch := range channels {
			if len(srv.Messages(ch)) == 0 {
				return false
			}
		}
		return true
	})
	took := time.Since(start)
	for _, p := range procs {
		p.stop(t)
	}

	for _, ch := range channels {
		ms := srv.Messages(ch)
		require.Len(t, ms, 1, "one warning in each table's channel")
		assert.Contains(t, ms[0].Content, "your move", "the overdue turn warning")
	}
	for _, chs := range played {
		for _, ch := range chs {
			_, running := discordtest.FindButton(lastBoard(srv, ch), "Hand")
			assert.True(t, running, "every game opened meanwhile started")
		}
	}
	let := srv.GlobalRequests()
	perSecond := map[int]int{}
	last := 0
	for _, at := range let {
		s := int(at.Sub(start) / time.Second)
		perSecond[s]++
		last = max(last, s)
	}
	var line []string
	for s := 0; s <= last; s++ {
		line = append(line, fmt.Sprint(perSecond[s]))
	}
	most := discordtest.MostInAWindow(let, time.Second)
	t.Logf("%d shards, %d warnings and %d games opened each: %d requests counted against the global limit in %v, most in any second %d, global 429s %d",
		shards, tables, opened, len(let), took.Round(100*time.Millisecond), most, srv.GlobalLimited())
	t.Logf("requests in each second since the start: %s", strings.Join(line, " "))
	return most
}
