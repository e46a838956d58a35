package commands_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
)

// BenchmarkAnswerLatency measures what a player waits for: from clicking
// an answer in their hand to Discord receiving the bot's reply, with the
// move committed to bbolt first. It reports the 50th and 99th percentiles.
//
//	go test -run '^$' -bench AnswerLatency -benchtime 1000x ./commands/
//
// tables=1 is one answer alone. tables=50 has 50 tables playing at once,
// each player answering from their open hand a think interval after it
// offers a move (think=0: as fast as answers come back, the saturation
// case). tables=200 at 400 ms offers about the answers a second of the
// live-tables benchmark (BenchmarkLoadLive) with a fifth of its tables,
// opened in a minute instead of six. The fake Discord, the clients and
// the bot share the machine's cores.
func BenchmarkAnswerLatency(b *testing.B) {
	for _, c := range []struct {
		tables int
		think  time.Duration
	}{{1, 0}, {50, 500 * time.Millisecond}, {50, 0}, {200, 400 * time.Millisecond}} {
		b.Run(fmt.Sprintf("tables=%d/think=%v", c.tables, c.think), func(b *testing.B) { benchmarkAnswers(b, c.tables, c.think) })
	}
}

// benchmarkAnswers opens tables two-player Star Collector tables, then
// measures b.N answers made at all of them at once, players answering
// think after their hand offers a move. It reports answers a second, the
// process's CPU time an answer, and the latency of an answer, from the
// click to the reply.
func benchmarkAnswers(b *testing.B, tables int, think time.Duration) {
	collectAsDeckhand(b)
	// Opening many tables at once waits on the paced lobby posts. Turn
	// pings wait as they do in Deckhand: players who answer at once are
	// not pinged. The fake skips its schema check (the tests make it):
	// what is measured is the bot.
	h := bottest.New(b, bot.Config{PingDelay: bot.DefaultPingDelay}, commands.New,
		discordtest.WithTimeout(time.Minute+time.Duration(tables)*50*time.Millisecond), discordtest.WithoutSpecCheck())
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
	// Tables open a few dozen at a time, as players would.
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
	open := func(p [2]seat, board *discordgo.Message) (hands [2]*discordgo.Message) {
		for k, s := range p {
			hands[k] = h.Srv.ForgeClick(s.u, board, bottest.HandID(board)).Message()
		}
		return hands
	}

	var (
		mu                 sync.Mutex
		latencies          []time.Duration // of the first b.N answers
		answered           atomic.Int64    // answers made, in all tables
		withPicture        atomic.Int64    // of those, made from a hand showing its picture
		wg                 sync.WaitGroup
		ready              sync.WaitGroup // every table's first game is on
		begin              = make(chan struct{})
		done               = make(chan struct{}) // closed at the b.N-th answer
		began              time.Time
		elapsed            time.Duration
		cpuBefore          time.Duration
		cpu                time.Duration
		filesBefore, files int // pictures uploaded
	)
	// answer makes one answer on hand as player s, once it is their
	// table's turn and they have thought: they click what the hand offers
	// then, which the bot may have edited since they looked (the other
	// player's move edits it), as a player clicks what their screen shows.
	// The turn is released however the click ends: a click that fails the
	// benchmark (Goexit) must not leave the table's other player waiting
	// on it forever. It reports the latency from the click to the answer,
	// whether the hand showed its picture then, and false when the hand
	// offered nothing by then.
	answer := func(s seat, rng *rand.Rand, hand *discordgo.Message, turn *sync.Mutex) (d time.Duration, pictured, ok bool) {
		if think > 0 {
			turn.Lock()
			defer turn.Unlock()
			time.Sleep(think)
		}
		hand = h.Srv.Message(hand.ID)
		cs := bottest.Choices(hand)
		if len(cs) == 0 {
			return 0, false, false
		}
		c := cs[rng.IntN(len(cs))]
		// What the player sees as they answer: the hand's picture
		// follows its text by a moment, later under load.
		pictured = h.Srv.Attachment(hand.ID, "hand.png") != nil
		t0 := time.Now()
		if c.Value == "" {
			h.Srv.Click(s.u, hand, c.CustomID).Answered()
		} else {
			h.Srv.Select(s.u, hand, c.CustomID, c.Value).Answered()
		}
		return time.Since(t0), pictured, true
	}
	// play is one player of a game: they open their hand once and answer
	// from it whenever it offers a move, as the bot edits it live, until
	// the game ends or the benchmark has its answers. The players of a
	// table think in turn (turn), as in a turn-based game: Star
	// Collector's rounds are simultaneous, and two players thinking at
	// once would double a table's answers beside the other games'.
	play := func(s seat, rng *rand.Rand, hand *discordgo.Message, turn *sync.Mutex) {
		for {
			var over, ok bool
			hand, ok = h.Srv.WaitMessageUntil(hand.ID, done, func(m *discordgo.Message) bool {
				over = gameOver(m)
				return len(bottest.Choices(m)) > 0 || over
			})
			if !ok || over {
				return
			}
			d, pictured, ok := answer(s, rng, hand, turn)
			if !ok {
				continue // the hand changed while they thought: look again
			}
			n := answered.Add(1)
			if n > int64(b.N) {
				return
			}
			if pictured {
				withPicture.Add(1)
			}
			mu.Lock()
			latencies = append(latencies, d)
			if n == int64(b.N) {
				elapsed, cpu = time.Since(began), cpuTime(b)-cpuBefore
				files, _ = h.Srv.Uploads()
				files -= filesBefore
				close(done)
			}
			mu.Unlock()
		}
	}
	b.StopTimer() // opening the tables is not what is measured
	ready.Add(tables)
	for i, p := range players {
		wg.Add(1)
		go func(i int, p [2]seat) {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(i), 7))
			// The players open their hands as the game starts, before
			// the clock: a hand opened is then edited live.
			board := start(p)
			hands := open(p, board)
			ready.Done()
			<-begin
			// Tables start at different moments, as in a real server.
			if think > 0 {
				time.Sleep(time.Duration(rng.Int64N(int64(think))))
			}
			var turn sync.Mutex
			for {
				var both sync.WaitGroup
				for k, s := range p {
					both.Add(1)
					go func(s seat, hand *discordgo.Message, seed uint64) {
						defer both.Done()
						play(s, rand.New(rand.NewPCG(seed, 7)), hand, &turn)
					}(s, hands[k], rng.Uint64())
				}
				both.Wait()
				// Game over: the table starts a new one once the board shows
				// the end (its start is paced under Discord's global limit).
				if _, ok := h.Srv.WaitMessageUntil(board.ID, done, func(m *discordgo.Message) bool {
					_, ok := discordtest.FindButton(m, "Hand")
					return !ok
				}); !ok {
					return
				}
				board = start(p)
				hands = open(p, board)
			}
		}(i, p)
	}
	ready.Wait()
	// The pictures of the tables just opened are drawn before the clock
	// starts: they are the opening's work, not the answers'.
	h.Settle()
	b.StartTimer()
	mu.Lock()
	began, cpuBefore = time.Now(), cpuTime(b)
	filesBefore, _ = h.Srv.Uploads()
	mu.Unlock()
	// The players stop at the b.N-th answer, or all of them sooner when
	// their clicks fail the benchmark: it then ends with those failures
	// rather than waiting for answers no one will make.
	stopped := make(chan struct{})
	go func() { wg.Wait(); close(stopped) }()
	close(begin)
	select {
	case <-done:
	case <-stopped:
		select {
		case <-done: // the last of them made the b.N-th answer
		default:
			b.Fatalf("the players stopped after %d answers of %d", answered.Load(), b.N)
		}
	}
	b.StopTimer()
	<-stopped // the players whose answers came after the b.N-th
	slices.Sort(latencies)
	pct := func(q float64) float64 {
		return float64(latencies[int(q*float64(len(latencies)-1))].Microseconds()) / 1000
	}
	b.ReportMetric(pct(0.50), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
	b.ReportMetric(float64(b.N)/elapsed.Seconds(), "answers/s")
	// The process's CPU time per answer (bot, fake Discord and clients,
	// pictures included) does not depend on what else the machine runs,
	// as the latencies do: on a shared machine it is the figure to compare.
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/answer")
	// Pictures (boards' and hands') are most of that CPU time.
	b.ReportMetric(float64(files)/float64(b.N), "pictures/answer")
	// Under load pictures come later and fewer (bot/drawing.go): the
	// share of answers made from a hand showing a picture says how many
	// players saw one. Whether it showed their cards of the moment is
	// not checked; a picture stays until its successor comes.
	b.ReportMetric(float64(withPicture.Load())/float64(b.N), "answers-seeing-a-picture")
}

// collectAsDeckhand sets the garbage collector's target to the one
// cmd/deckhand runs with (bot.GCPercent), for the rest of b, unless GOGC
// is set: then the runtime has applied it, as cmd/deckhand would.
func collectAsDeckhand(b *testing.B) {
	if os.Getenv("GOGC") != "" {
		return
	}
	old := debug.SetGCPercent(bot.GCPercent)
	b.Cleanup(func() { debug.SetGCPercent(old) })
}

// gameOver reports whether a hand shows the end of its game: a V2
// hand's status line, or a classic hand's field.
func gameOver(hand *discordgo.Message) bool {
	for _, line := range strings.Split(discordtest.Text(hand), "\n") {
		if strings.HasPrefix(line, "**Game over**") || strings.HasPrefix(line, "Game over: ") {
			return true
		}
	}
	return false
}

// cpuTime is the CPU time the process has used, user and system.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
