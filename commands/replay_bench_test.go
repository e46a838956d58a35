package commands_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// BenchmarkReplayClicks: 16 members each open the replay of a finished
// game of over 9,000 answers (an 8-seat Bitch game of random moves) and
// click through it, 16 clicks at a time, 96 in all, with the fake
// Discord in the same process. It reports the process's CPU time per
// click and its share of a core over the clicks and the pictures they
// ask for (a second after the last answer), where it held 193% of a
// core when every click replayed the game and drew outside the drawing
// limit:
//
//	go test -run '^$' -bench ReplayClicks -benchtime 1x -timeout 30m ./commands/
func BenchmarkReplayClicks(b *testing.B) {
	h := newHarness(b)
	id := storeLongGame(b, h.Store, h.Srv.GuildID, 9000)
	users := make([]*discordtest.User, 16)
	replays := make([]string, len(users))
	for i := range users {
		users[i] = h.Srv.User(fmt.Sprint("member", i))
	}
	for range b.N {
		open := make([]*discordgo.Message, len(users))
		for i, u := range users {
			list := h.Srv.Command(u, h.Channel, "history").Message()
			sel, ok := discordtest.FindSelect(list, discord.KindPick+":")
			require.True(b, ok)
			open[i] = h.Srv.Select(u, list, sel.CustomID, id).Message()
			replays[i] = open[i].ID
		}
		time.Sleep(time.Second) // the opening pictures
		cpu0, wall0 := cpuTime(b), time.Now()
		var wg sync.WaitGroup
		for i, u := range users {
			wg.Go(func() {
				m := open[i]
				for k := range 6 {
					label := []string{"Last ⏭", "◀ Back", "◀ Back", "⏮ First", "Next ▶", "Next ▶"}[k]
					m = h.Click(u, m, label).Message()
				}
			})
		}
		wg.Wait()
		answered := time.Since(wall0)
		time.Sleep(time.Second)
		cpu, wall := cpuTime(b)-cpu0, time.Since(wall0)
		b.ReportMetric(float64(cpu.Microseconds())/1000/96, "cpu-ms/click")
		b.ReportMetric(100*cpu.Seconds()/wall.Seconds(), "%core")
		b.ReportMetric(answered.Seconds()*1000, "ms-to-answer-all")
	}
}

// storeLongGame stores a finished 8-seat Bitch game of random moves of at
// least n answers in guild, as the bot's commits record it, and returns
// its table id.
func storeLongGame(b *testing.B, s *storage.Store, guild string, n int) string {
	g, ok := games.Lookup("bitch")
	require.True(b, ok)
	for seed := uint64(1); seed < 50; seed++ {
		cfg := games.Config{Seats: 8, Seed: seed}
		st, err := g.New(cfg)
		require.NoError(b, err)
		rng := rand.New(rand.NewPCG(seed, 7))
		var answers []games.Answer
		for st.Result() == nil && len(answers) < 3*n {
			a, _, err := games.PlayRandom(st, -1, false, rng)
			require.NoError(b, err)
			a.Choices = slices.Clone(a.Choices)
			answers = append(answers, a)
		}
		if len(answers) < n || st.Result() == nil {
			continue
		}
		rec := &storage.Table{GuildID: guild, ChannelID: fmt.Sprint("long-", seed), Game: "bitch", Phase: storage.Playing, Seed: seed}
		for i := range cfg.Seats {
			rec.Seats = append(rec.Seats, storage.Seat{Name: fmt.Sprint("CPU ", i+1), CPU: true})
		}
		require.NoError(b, s.Create(rec))
		for i, a := range answers {
			var out *storage.Outcome
			if i == len(answers)-1 {
				rec.Phase = storage.Finished
				rec.Snapshot, err = st.Encode()
				require.NoError(b, err)
				r := st.Result()
				out = &storage.Outcome{Places: r.Rank, Summary: r.Summary}
			}
			require.NoError(b, s.Commit(rec, storage.Move{Seat: a.Seat, Prompt: a.PromptID, Choices: a.Choices, By: "cpu"}, out))
		}
		return rec.ID
	}
	b.Fatalf("no finished game of %d answers in 50 seeds", n)
	return ""
}
