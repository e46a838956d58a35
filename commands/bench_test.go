package commands_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
)

// BenchmarkAnswerLatency measures what a player waits for: from clicking
// an answer in their hand to Discord receiving the bot's reply, with the
// move committed to bbolt first. It reports the 50th and 99th percentiles.
//
//	go test -run '^$' -bench AnswerLatency -benchtime 1000x ./commands/
//
// tables=1 is one answer alone. tables=50 has 50 tables playing at once,
// each player opening the hand and answering every think interval (think=0:
// clicking as fast as answers come back, the saturation case). The fake
// Discord, the clients and the bot share the machine's cores.
func BenchmarkAnswerLatency(b *testing.B) {
	for _, c := range []struct {
		tables int
		think  time.Duration
	}{{1, 0}, {50, 500 * time.Millisecond}, {50, 0}} {
		b.Run(fmt.Sprintf("tables=%d/think=%v", c.tables, c.think), func(b *testing.B) { benchmarkAnswers(b, c.tables, c.think) })
	}
}

func benchmarkAnswers(b *testing.B, tables int, think time.Duration) {
	// Opening many tables at once waits on the paced lobby posts.
	h := newHarness(b, discordtest.WithTimeout(time.Minute+time.Duration(tables)*50*time.Millisecond))
	type seat struct {
		u       *discordtest.User
		channel string
	}
	var players [][2]seat
	for i := 0; i < tables; i++ {
		ch := h.Srv.Channel(fmt.Sprint("bench", i))
		a, c := h.Srv.User(fmt.Sprint("a", i)), h.Srv.User(fmt.Sprint("b", i))
		players = append(players, [2]seat{{a, ch}, {c, ch}})
	}
	// Tables open a few dozen at a time, as players would; the answers
	// that follow are what is measured.
	opening := make(chan struct{}, 32)
	start := func(p [2]seat) *discordgo.Message {
		opening <- struct{}{}
		defer func() { <-opening }()
		h.Srv.Command(p[0].u, p[0].channel, "play", discordtest.Opt("game", "starcollector")).Message() // the notice, once the lobby is up
		// The lobby is a channel post, paced under Discord's global rate
		// limit: with many tables opening at once it comes after the answer.
		var join string
		ms := h.Srv.WaitMessages(p[0].channel, func(ms []*discordgo.Message) bool {
			if len(ms) == 0 {
				return false
			}
			join, _ = discordtest.FindButton(ms[len(ms)-1], "Join")
			return join != ""
		})
		lobby := h.Srv.Click(p[1].u, ms[len(ms)-1], join).Message()
		st, _ := discordtest.FindButton(lobby, "Start")
		return h.Srv.Click(p[0].u, lobby, st).Message()
	}

	var (
		mu        sync.Mutex
		latencies []time.Duration
		wg        sync.WaitGroup
	)
	per := (b.N + tables - 1) / tables
	b.ResetTimer()
	began, cpuBefore := time.Now(), cpuTime(b)
	for i, p := range players {
		wg.Add(1)
		go func(i int, p [2]seat) {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(i), 7))
			board := start(p)
			// Tables start at different moments, as in a real server.
			if think > 0 {
				time.Sleep(time.Duration(rng.Int64N(int64(think))))
			}
			for done := 0; done < per; {
				moved := false
				for _, s := range p {
					time.Sleep(think)
					hand := h.Srv.ForgeClick(s.u, board, bottest.HandID(board)).Message()
					cs := bottest.Choices(hand)
					if len(cs) == 0 {
						continue
					}
					c := cs[rng.IntN(len(cs))]
					t0 := time.Now()
					var ix *discordtest.Interaction
					if c.Value == "" {
						ix = h.Srv.Click(s.u, hand, c.CustomID)
					} else {
						ix = h.Srv.Select(s.u, hand, c.CustomID, c.Value)
					}
					ix.Response()
					d := time.Since(t0)
					mu.Lock()
					latencies = append(latencies, d)
					mu.Unlock()
					done++
					moved = true
				}
				if !moved { // game over: the table starts a new one
					h.Srv.WaitMessage(board.ID, func(m *discordgo.Message) bool {
						_, ok := discordtest.FindButton(m, "Hand")
						return !ok
					})
					board = start(p)
				}
			}
		}(i, p)
	}
	wg.Wait()
	elapsed, cpu := time.Since(began), cpuTime(b)-cpuBefore
	b.StopTimer()
	slices.Sort(latencies)
	pct := func(q float64) float64 {
		return float64(latencies[int(q*float64(len(latencies)-1))].Microseconds()) / 1000
	}
	b.ReportMetric(pct(0.50), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
	b.ReportMetric(float64(len(latencies)), "answers")
	b.ReportMetric(float64(len(latencies))/elapsed.Seconds(), "answers/s")
	// The process's CPU time per answer (bot, fake Discord and clients,
	// pictures included) does not depend on what else the machine runs,
	// as the latencies do: on a shared machine it is the figure to compare.
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(len(latencies)), "cpu-ms/answer")
}

// cpuTime is the CPU time the process has used, user and system.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
