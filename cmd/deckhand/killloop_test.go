package main

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// kills is how many SIGKILLs the kill loop deals; 0 means 10, or 3
// under -short. The full loop:
//
//	go test -run KillLoop -kills=200 -timeout 60m ./cmd/deckhand/
var kills = flag.Int("kills", 0, "SIGKILLs the kill loop deals (0: 10, or 3 with -short)")

// killTables is how many tables play at once in the kill loop.
const killTables = 4

// sentAnswer is an answer the loop sent: what it asked, and the
// interaction that tells whether Discord was told it was accepted.
type sentAnswer struct {
	table, user, prompt, choice string
	ix                          *discordtest.Interaction
}

// accepted reports whether the bot answered ix with the hand updated
// and no refusal: what Discord shows the player as a move made.
func (a sentAnswer) accepted(closed <-chan struct{}) bool {
	r, ok := a.ix.Await(closed)
	if !ok || r.Type != discordgo.InteractionResponseUpdateMessage || r.Message == nil {
		return false
	}
	text := discordtest.Text(r.Message)
	return !strings.Contains(text, "⚠") && !strings.Contains(text, "no longer open") && !strings.Contains(text, "not one of mine")
}

// TestTheKillLoop kills the binary with SIGKILL at random moments of busy
// play, again and again, on one database: after each kill, every answer
// Discord was told was accepted is in the database's log, and each
// table's log replays to the snapshot stored beside it.
func TestTheKillLoop(t *testing.T) {
	n := *kills
	if n == 0 {
		n = 10
		if testing.Short() {
			n = 3
		}
	}
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	srv := discordtest.NewServer(t, discordtest.WithTimeout(30*time.Second))
	rng := rand.New(rand.NewPCG(17, 1))
	var channels [killTables]string
	var players [killTables][2]*discordtest.User
	for i := range killTables {
		channels[i] = srv.Channel(fmt.Sprint("kill", i))
		players[i] = [2]*discordtest.User{srv.User(fmt.Sprint("ann", i)), srv.User(fmt.Sprint("bob", i))}
	}
	checked := 0
	for round := range n {
		identifies := srv.Identifies()
		p := launch(t, bin, dir, srv)
		srv.WaitFor(func() bool { return srv.Identifies() > identifies })
		srv.WaitReady()
		for i, ch := range channels {
			ensureGame(t, srv, ch, players[i])
		}

		stop := make(chan struct{})
		var (
			mu   sync.Mutex
			sent []sentAnswer
			wg   sync.WaitGroup
		)
		for i, ch := range channels {
			for seat, u := range players[i] {
				wg.Add(1)
				seed := uint64(round*100 + i*2 + seat)
				go func() {
					defer wg.Done()
					playUntil(srv, ch, u, rand.New(rand.NewPCG(seed, 3)), stop, func(a sentAnswer) {
						mu.Lock()
						sent = append(sent, a)
						mu.Unlock()
					})
				}()
			}
		}
		time.Sleep(time.Duration(50+rng.IntN(450)) * time.Millisecond)
		// The players stop waiting at once; what they sent last is still
		// in flight inside the bot when the kill lands.
		close(stop)
		wg.Wait()
		require.NoError(t, p.cmd.Process.Signal(syscall.SIGKILL))
		_, _ = p.cmd.Process.Wait()

		closed := make(chan struct{})
		close(closed)
		var accepted []sentAnswer
		for _, a := range sent {
			if a.accepted(closed) {
				accepted = append(accepted, a)
			}
		}
		checkDatabase(t, dir, accepted)
		checked += len(accepted)
		if t.Failed() {
			t.Fatalf("after kill %d:\n%s", round+1, p.out.String())
		}
	}
	for _, v := range srv.TakeViolations() {
		// Interactions in flight at a kill are never answered, and a
		// request whose body was being sent (a board edit uploading its
		// picture) arrives cut short; that is what a kill does, not a
		// fault of the bot.
		if !strings.Contains(v, "not answered within") && !strings.Contains(v, "Unknown interaction") &&
			!strings.Contains(v, "unexpected EOF") {
			t.Errorf("fake Discord: %s", v)
		}
	}
	t.Logf("%d kills; %d accepted answers checked in the database and replayed", n, checked)
	assert.Positive(t, checked, "the loop made moves")
}

// ensureGame makes sure channel has a game being played by its two
// players, opening a new one when the last has ended.
func ensureGame(t *testing.T, srv *discordtest.Server, channel string, p [2]*discordtest.User) {
	t.Helper()
	if board := latestBoard(srv, channel); board != nil && bottest.HandID(board) != "" {
		return
	}
	srv.Command(p[0], channel, "play", discordtest.Opt("game", "starcollector")).Response()
	lobby := latestBoard(srv, channel)
	lobby = srv.Click(p[1], lobby, button(t, lobby, "Join")).Message()
	srv.Click(p[0], lobby, button(t, lobby, "Start")).Message()
}

func latestBoard(srv *discordtest.Server, channel string) *discordgo.Message {
	ms := srv.Messages(channel)
	for i := len(ms) - 1; i >= 0; i-- {
		if len(ms[i].Embeds) > 0 || ms[i].Flags&discordgo.MessageFlagsIsComponentsV2 != 0 {
			return ms[i]
		}
	}
	return nil
}

// playUntil has u open their hand and answer, over and over, until stop
// is closed; every answer sent goes to note.
func playUntil(srv *discordtest.Server, channel string, u *discordtest.User, rng *rand.Rand, stop <-chan struct{}, note func(sentAnswer)) {
	for {
		select {
		case <-stop:
			return
		default:
		}
		board := latestBoard(srv, channel)
		hid := bottest.HandID(board)
		if hid == "" {
			return // the game is over: the next round opens another
		}
		r, ok := srv.ForgeClick(u, board, hid).Await(stop)
		if !ok || r.Message == nil {
			continue
		}
		if strings.Contains(r.Message.Content, "restarting") {
			// A stopping bot says to try again in a few seconds: a
			// person waits a moment rather than click on at once.
			select {
			case <-stop:
			case <-time.After(time.Second):
			}
			continue
		}
		cs := bottest.Choices(r.Message)
		if len(cs) == 0 {
			time.Sleep(5 * time.Millisecond) // the other player's turn
			continue
		}
		select {
		case <-stop:
			return
		default:
		}
		c := cs[rng.IntN(len(cs))]
		a := sentAnswer{user: u.ID, choice: c.Value}
		if c.Value == "" {
			// Choices' buttons: an answer, or None (which leaves the choice empty).
			var b discord.AnswerID
			var none discord.NoneID
			switch {
			case b.Parse(c.CustomID) == nil:
				a.table, a.prompt, a.choice = b.Table, b.Prompt, b.Option
			case none.Parse(c.CustomID) == nil:
				a.table, a.prompt = none.Table, none.Prompt
			}
			a.ix = srv.ForgeClick(u, r.Message, c.CustomID)
		} else {
			var s discord.SelectID
			_ = s.Parse(c.CustomID) // Choices' selects are the prompts' own
			a.table, a.prompt = s.Table, s.Prompt
			a.ix = srv.ForgeSelect(u, r.Message, c.CustomID, c.Value)
		}
		note(a)
		a.ix.Await(stop)
	}
}

// checkDatabase opens the killed bot's database: every accepted answer
// is in its table's log, and every table's log replays to its snapshot.
func checkDatabase(t *testing.T, dir string, accepted []sentAnswer) {
	t.Helper()
	store, err := storage.Open(dir + "/data/deckhand.db")
	require.NoError(t, err)
	defer store.Close()
	byTable := map[string][]sentAnswer{}
	for _, a := range accepted {
		byTable[a.table] = append(byTable[a.table], a)
	}
	for id, as := range byTable {
		rec, err := store.Table(id)
		require.NoError(t, err)
		log, err := store.Moves(id)
		require.NoError(t, err)
		for _, a := range as {
			assert.True(t, slices.ContainsFunc(log, func(m storage.Move) bool {
				return m.UserID == a.user && m.Prompt == a.prompt && slices.Equal(m.Choices, []string{a.choice})
			}), "table %s: the accepted answer %s %s=%s is in the log", id, a.user, a.prompt, a.choice)
		}
		g, ok := games.Lookup(rec.Game)
		require.True(t, ok)
		answers := make([]games.Answer, len(log))
		for i, m := range log {
			answers[i] = games.Answer{Seat: m.Seat, PromptID: m.Prompt, Choices: m.Choices}
		}
		st, err := games.Replay(g, games.Config{Seats: len(rec.Seats), Seed: rec.Seed, Options: rec.Options}, answers)
		require.NoError(t, err, "table %s replays", id)
		snap, err := st.Encode()
		require.NoError(t, err)
		assert.Equal(t, len(log), rec.Moves, "table %s: the record counts the log's moves", id)
		assert.True(t, bytes.Equal(snap, rec.Snapshot), "table %s: the log replays to the stored snapshot", id)
	}
}
