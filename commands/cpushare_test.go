//go:build unix

package commands_test

import (
	"fmt"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
	"github.com/deckhand/deckhand/storage"
)

// The CPU's bounds, measured with the real search (ismcts.Think) and the
// binary's pace. They take a minute or two each:
//
//	go test -run '^$' -bench 'CPUAbsentHost|CPUFairShare' -benchtime 1x -cpu 2 -timeout 30m ./commands/

// cpuSeconds is the CPU time the process has used, the fake Discord's
// share included.
func cpuSeconds(b *testing.B) float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
}

// cpuShare is the share of one core the process uses during d.
func cpuShare(b *testing.B, d time.Duration) float64 {
	before, start := cpuSeconds(b), time.Now()
	time.Sleep(d)
	return (cpuSeconds(b) - before) / time.Since(start).Seconds()
}

// hardTable opens, in channel, a table of game for host and cpus Hard
// CPUs with a one-minute turn timer (scaled by the harness's
// TimerScale), and starts it.
func hardTable(h *bottest.Harness, game string, cpus int, host *discordtest.User, channel string) *discordgo.Message {
	h.T.Helper()
	h.Channel = channel
	h.Srv.Command(host, channel, "play", discordtest.Opt("game", game), discordtest.Opt("timer", "1 minute")).Response()
	lobby := h.Board()
	for range cpus {
		lobby = h.AddCPU(host, lobby, "Hard")
	}
	return h.Click(host, lobby, "Start").Message()
}

// absentConfig is the binary's CPU settings, with a turn timer of 1.2 s
// (a "1 minute" timer scaled) and CPUIdle short enough to measure.
func absentConfig() bot.Config {
	return bot.Config{Think: ismcts.Think, CPUPace: time.Second, TimerScale: 0.02, CPUIdle: 10 * time.Second}
}

// A table of one person and Hard CPUs with a turn timer (Bitch with
// seven, Rummy with one, whose match lasts longer than the window): the
// process's share of a core while the person stays silent, from 15 s to
// 35 s after the start (past CPUIdle); then, on a new bot, over 20 s
// after the person has left the Bitch table.
func BenchmarkCPUAbsentHost(b *testing.B) {
	for range b.N {
		for _, c := range []struct {
			game string
			cpus int
		}{{"bitch", 7}, {"rummy", 1}} {
			h := bottest.New(b, absentConfig(), commands.New)
			id := bottest.TableID(b, hardTable(h, c.game, c.cpus, h.Srv.User("ann"), h.Srv.Channel("silent")))
			time.Sleep(15 * time.Second)
			b.ReportMetric(cpuShare(b, 20*time.Second)*100, "%core-silent-"+c.game)
			if rec, err := h.Store.Table(id); err != nil || rec.Phase.Done() {
				b.Logf("the %s game ended within the window: its share is of a part of it", c.game)
			}
			h.Stop()
		}

		h := bottest.New(b, absentConfig(), commands.New)
		ann := h.Srv.User("ann")
		hardTable(h, "bitch", 7, ann, h.Srv.Channel("left"))
		time.Sleep(2 * time.Second)
		h.Click(ann, h.Srv.Command(ann, h.Channel, "leave").Message(), "Leave the game").Response()
		time.Sleep(time.Second)
		b.ReportMetric(cpuShare(b, 20*time.Second)*100, "%core-left")
		h.Stop()
	}
}

// Four tables of seven Hard CPUs in one server (busy=4), their people
// silent and their timers moving for them (CPUIdle off, so they never
// stop), or none (busy=0), and in another server one person against a
// Normal CPU at Star Collector: how long the Normal CPU takes to answer
// each of the person's moves, p50 and max over b.N moves (the CPU moves
// first each turn, so each answer is a whole thought).
func BenchmarkCPUFairShare(b *testing.B) {
	for _, busy := range []int{0, 4} {
		b.Run(fmt.Sprint("busy=", busy), func(b *testing.B) { benchmarkFairShare(b, busy) })
	}
}

func benchmarkFairShare(b *testing.B, tables int) {
	cfg := absentConfig()
	cfg.CPUIdle, cfg.CPUPace = 0, 0
	h := bottest.New(b, cfg, commands.New)
	// The busy server's tables are stored before a start, as commands
	// are registered in the fake's first server only.
	h.Stop()
	store := h.OpenStore()
	busy := h.Srv.Guild("busy")
	g, _ := games.Lookup("bitch")
	for i := range tables {
		st, err := g.New(games.Config{Seats: 8, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		snap, _ := st.Encode()
		host := h.Srv.User(fmt.Sprint("host", i))
		seats := []storage.Seat{{UserID: host.ID, Name: host.Name}}
		for c := range 7 {
			seats = append(seats, storage.Seat{Name: fmt.Sprint("CPU ", c+2), CPU: true, Level: ismcts.Hard.String()})
		}
		rec := &storage.Table{GuildID: busy, ChannelID: h.Srv.GuildChannel(busy, fmt.Sprint("hard", i)), Game: "bitch", Host: host.ID,
			Phase: storage.Playing, Seats: seats, Options: map[string]string{}, Seed: uint64(i), Snapshot: snap,
			Timer: time.Minute, Deadline: time.Now().UTC()}
		if err := store.Create(rec); err != nil {
			b.Fatal(err)
		}
	}
	if err := store.Close(); err != nil {
		b.Fatal(err)
	}
	h.Start()
	bob := h.Srv.User("bob")
	h.Srv.Command(bob, h.Channel, "play", discordtest.Opt("game", "starcollector")).Response()
	id := bottest.TableID(b, h.Click(bob, h.AddCPU(bob, h.Board(), "Normal"), "Start").Message())
	time.Sleep(3 * time.Second) // the Hard tables get going

	// lastBy is who made the table's last move, "" when the game is over.
	lastBy := func() (string, int) {
		rec, err := h.Store.Table(id)
		if err != nil || rec.Phase.Done() {
			return "", 0
		}
		m, _ := h.Store.Moves(id)
		if len(m) == 0 {
			return "none", 0
		}
		return string(m[len(m)-1].By), len(m)
	}
	var took []time.Duration
	b.ResetTimer()
	for len(took) < b.N {
		var n int
		h.Srv.WaitFor(func() bool { // the CPU chose first this turn
			by, moves := lastBy()
			n = moves
			return by == "cpu" || by == ""
		})
		if n == 0 || !h.PlayOnce(bob) {
			break // the game is over
		}
		start := time.Now()
		h.Srv.WaitFor(func() bool {
			by, moves := lastBy()
			return by == "" || moves > n+1
		})
		took = append(took, time.Since(start))
	}
	b.StopTimer()
	if len(took) == 0 {
		b.Fatal("the Normal CPU never answered")
	}
	slices.Sort(took)
	b.ReportMetric(took[len(took)/2].Seconds(), "s-p50")
	b.ReportMetric(took[len(took)-1].Seconds(), "s-max")
}
