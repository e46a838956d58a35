package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"sync/atomic"
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

// The monkey: four members (-monkey.users) click, select, type commands and forge custom
// ids at random in two channels of the fake Discord, all at once, while
// the binary is killed with SIGKILL now and then and started again on
// the same database, every other start deferring every interaction at
// once (as under load). What it checks: Discord never had to refuse an
// edit or a message whose embed names attachment://X without holding X
// (the fake refuses those), every picture a message names at the end is
// there, and no hand ever reaches a public message. With -v it says how
// many hands, boards and replay steps arrived with their picture
// (monkeylook_test.go). A run of 3,000 steps with a seed of its own:
//
//	go test -run TheMonkey -monkey.steps=3000 -monkey.seed=7 -timeout 30m ./cmd/deckhand/
var (
	monkeySeed  = flag.Uint64("monkey.seed", 1, "the monkey's random seed")
	monkeySteps = flag.Int("monkey.steps", 0, "the monkey's steps (0: 400)")
	monkeyKills = flag.Int("monkey.kills", 0, "SIGKILLs during the monkey's run (0: one per 250 steps)")
	monkeyUsers = flag.Int("monkey.users", 4, "the members who play at once (at most 26)")
)

// monkeyNames are the members' names, one per letter.
func monkeyNames(n int) []string {
	first := []string{"ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal", "ivy", "jon", "kim", "lou", "max",
		"ned", "oz", "pat", "quin", "rae", "sam", "tom", "una", "val", "wes", "xia", "yul", "zoe"}
	return first[:min(max(n, 1), len(first))]
}

// monkeyGames are the games the monkey opens: every game.
func monkeyGames() []string {
	var out []string
	for _, g := range games.All() {
		out = append(out, g.Info().Slug)
	}
	return out
}

// monkey is one run's shared state.
type monkey struct {
	t        *testing.T
	srv      *discordtest.Server
	channels []string
	users    []*discordtest.User

	mu     sync.Mutex
	tables []string // every table id seen in a custom id
	seen   map[string]bool

	steps, answered, unanswered atomic.Int64
}

// waitAnswer is how long the monkey waits for an answer before it moves
// on (the answer may still come; the fake records it either way).
const waitAnswer = 10 * time.Second

func TestTheMonkey(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and plays hundreds of random steps")
	}
	steps := *monkeySteps
	if steps == 0 {
		steps = 400
	}
	kills := *monkeyKills
	if kills == 0 {
		kills = max(steps/250, 1)
	}
	seed := *monkeySeed
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	srv := discordtest.NewServer(t, discordtest.WithTimeout(30*time.Second), discordtest.WithHistory())
	m := &monkey{t: t, srv: srv, seen: map[string]bool{}}
	for i := range 3 {
		m.channels = append(m.channels, srv.Channel(fmt.Sprint("monkey", i)))
	}
	for _, name := range monkeyNames(*monkeyUsers) {
		m.users = append(m.users, srv.User(name))
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	// Kill points: the step counts at which the binary is killed.
	killAt := map[int64]bool{}
	for len(killAt) < kills {
		killAt[int64(1+rng.IntN(steps-1))] = true
	}

	// gate is held for reading by a step while it sends its interaction,
	// and for writing while the binary is killed and started again: an
	// answer may be on its way at the kill, a command is never sent to
	// a bot that is not there.
	var gate sync.RWMutex
	starts, deferredStarts := 0, 0
	var p *process
	start := func() {
		identifies := srv.Identifies()
		env := []string{}
		if starts%2 == 1 {
			env = append(env, "DECKHAND_DEFER_AFTER=-1s")
			deferredStarts++
		}
		starts++
		p = launch(t, bin, dir, srv, env...)
		srv.WaitFor(func() bool { return srv.Identifies() > identifies })
		srv.WaitReady()
		srv.WaitFor(func() bool { return len(srv.Commands(srv.GuildID)) > 0 })
	}
	kill := func() {
		require.NoError(t, p.cmd.Process.Signal(syscall.SIGKILL))
		_, _ = p.cmd.Process.Wait()
	}
	start()

	var wg sync.WaitGroup
	var next atomic.Int64
	for w, u := range m.users {
		wg.Add(1)
		wrng := rand.New(rand.NewPCG(seed, uint64(w)))
		go func() {
			defer wg.Done()
			for {
				n := next.Add(1)
				if n > int64(steps) {
					return
				}
				if killAt[n] {
					gate.Lock()
					kill()
					start()
					gate.Unlock()
				}
				gate.RLock()
				ix := m.step(u, wrng)
				gate.RUnlock()
				m.steps.Add(1)
				if ix == nil {
					continue
				}
				timeout := make(chan struct{})
				timer := time.AfterFunc(waitAnswer, func() { close(timeout) })
				if _, ok := ix.Await(timeout); ok {
					m.answered.Add(1)
				} else {
					m.unanswered.Add(1)
				}
				timer.Stop()
			}
		}()
	}
	wg.Wait()
	// A clean stop lets every edit under way land, so that the check
	// below sees the messages as the bot left them.
	require.NoError(t, p.cmd.Process.Signal(syscall.SIGTERM))
	_, _ = p.cmd.Process.Wait()

	refs := m.checkPictures()
	moves, finished := m.played(dir)
	var broken, other []string
	for _, v := range srv.TakeViolations() {
		switch {
		case strings.Contains(v, "attachment://"):
			broken = append(broken, v)
		case strings.Contains(v, "not answered within"), strings.Contains(v, "Unknown interaction"), strings.Contains(v, "unexpected EOF"):
			// An interaction in flight at a kill is never answered, and
			// a request being sent is cut short: what a kill does.
		default:
			other = append(other, v)
		}
	}
	assert.Empty(t, broken, "an embed named a file its message did not hold")
	assert.Empty(t, other, "Discord refused something else")
	look := lookMeasure(srv.History())
	for _, kind := range []string{"hand", "board", "replay"} {
		if c := look[kind]; c != nil {
			t.Log(c.report(kind))
		}
	}
	t.Logf("monkey seed %d: %d members, %d steps, %d answered, %d not answered within %v, %d starts (%d deferring every interaction), %d kills, %d tables (%d finished, %d moves), %d picture references at the end and %d in accepted messages and edits, %d broken, %d other refusals",
		seed, len(m.users), m.steps.Load(), m.answered.Load(), m.unanswered.Load(), waitAnswer, starts, deferredStarts, starts-1, len(m.tables), finished, moves, refs, srv.PictureReferences(), len(broken), len(other))
	if t.Failed() {
		t.Logf("last process's output:\n%s", p.out.String())
	}
}

// step makes one random move as u and returns its interaction (nil when
// there was nothing to do).
func (m *monkey) step(u *discordtest.User, rng *rand.Rand) *discordtest.Interaction {
	ch := m.channels[rng.IntN(len(m.channels))]
	switch r := rng.IntN(200); {
	case r < 60:
		return m.move(u, ch, rng)
	case r < 100:
		return m.clickSomething(u, rng, m.visible(u, ch, false))
	case r < 140:
		return m.clickSomething(u, rng, m.visible(u, ch, true))
	case r < 152:
		return m.srv.Command(u, ch, "hand")
	case r < 162:
		slugs := monkeyGames()
		return m.srv.Command(u, ch, "play", discordtest.Opt("game", slugs[rng.IntN(len(slugs))]))
	case r < 166:
		return m.srv.Command(u, ch, "game")
	case r < 170:
		return m.srv.Command(u, ch, "history")
	case r < 171:
		return m.srv.Command(u, ch, "end")
	case r < 190:
		// A replay step of any table seen, forged on any message u sees
		// (a live board, u's own hand).
		on := m.pick(rng, m.visible(u, ch, rng.IntN(2) == 0))
		table := m.table(rng)
		if on == nil || table == "" {
			return nil
		}
		nav := []string{"first", "back", "next", "last"}[rng.IntN(4)]
		return m.srv.ForgeClick(u, on, discord.ReplayID{Table: table, Owner: u.ID, Step: rng.IntN(6), Nav: nav}.String())
	default:
		// Hand, Refresh or the log of any table seen, forged anywhere.
		on := m.pick(rng, m.visible(u, ch, rng.IntN(2) == 0))
		table := m.table(rng)
		if on == nil || table == "" {
			return nil
		}
		id := []discord.CustomID{discord.HandID{Table: table}, discord.HandID{Table: table, Refresh: true}, discord.LogID{Table: table, First: discord.LogNewest}}[rng.IntN(3)]
		return m.srv.ForgeClick(u, on, id.String())
	}
}

// move has u open their hand at channel ch's table (from the board or
// with /hand) and answer one of its choices at random.
func (m *monkey) move(u *discordtest.User, ch string, rng *rand.Rand) *discordtest.Interaction {
	var ix *discordtest.Interaction
	board := latestBoard(m.srv, ch)
	if board != nil {
		m.note(board)
	}
	if start, ok := discordtest.FindButton(board, "Start"); board != nil && ok {
		// A lobby: its host starts it, anyone else joins.
		if strings.Contains(discordtest.Text(board), "<@"+u.ID+"> (host)") {
			return m.srv.ForgeClick(u, board, start)
		}
		if join, ok := discordtest.FindButton(board, "Join"); ok {
			return m.srv.ForgeClick(u, board, join)
		}
		return nil
	}
	if w := m.waitedOn(board); w != nil && rng.IntN(4) > 0 {
		u = w // mostly, whoever the game waits on moves: games go on
	}
	if board != nil && bottest.HandID(board) != "" && rng.IntN(2) == 0 {
		ix = m.srv.ForgeClick(u, board, bottest.HandID(board))
	} else {
		ix = m.srv.Command(u, ch, "hand")
	}
	timeout := make(chan struct{})
	timer := time.AfterFunc(waitAnswer, func() { close(timeout) })
	defer timer.Stop()
	r, ok := ix.Await(timeout)
	if !ok {
		return nil
	}
	hand := r.Message
	if fs := ix.Followups(); len(fs) > 0 {
		hand = fs[0] // a deferred click on the board is answered by a followup
	}
	if hand == nil {
		return nil
	}
	m.note(hand)
	cs := bottest.Choices(hand)
	if len(cs) == 0 {
		return nil
	}
	c := cs[rng.IntN(len(cs))]
	if c.Value == "" {
		return m.srv.ForgeClick(u, hand, c.CustomID)
	}
	if !c.Multi {
		return m.srv.ForgeSelect(u, hand, c.CustomID, c.Value)
	}
	for _, s := range discordtest.Selects(hand) {
		if s.CustomID == c.CustomID {
			return m.srv.ForgeSelect(u, hand, c.CustomID, randomValues(s, rng)...)
		}
	}
	return nil
}

// waitedOn is a member the board says the game waits on, or nil.
func (m *monkey) waitedOn(board *discordgo.Message) *discordtest.User {
	if board == nil {
		return nil
	}
	text := discordtest.Text(board)
	_, after, ok := strings.Cut(text, "Waiting on ")
	if !ok {
		return nil
	}
	for _, u := range m.users {
		if strings.HasPrefix(after, "<@"+u.ID+">") {
			return u
		}
	}
	return nil
}

// randomValues picks a random number of s's options within its bounds.
func randomValues(s *discordgo.SelectMenu, rng *rand.Rand) []string {
	lo := 1
	if s.MinValues != nil {
		lo = *s.MinValues
	}
	hi := max(s.MaxValues, lo)
	n := min(lo+rng.IntN(hi-lo+1), len(s.Options))
	var values []string
	for _, k := range rng.Perm(len(s.Options))[:n] {
		values = append(values, s.Options[k].Value)
	}
	return values
}

// visible is what u sees of channel ch: its newest public messages with
// components, or u's own newest private ones (in any channel).
func (m *monkey) visible(u *discordtest.User, ch string, private bool) []*discordgo.Message {
	var all []*discordgo.Message
	if private {
		all = m.srv.Ephemerals(u)
	} else {
		all = m.srv.Messages(ch)
	}
	var out []*discordgo.Message
	for i := len(all) - 1; i >= 0 && len(out) < 6; i-- {
		if len(all[i].Components) > 0 {
			out = append(out, all[i])
			m.note(all[i])
		}
	}
	return out
}

func (m *monkey) pick(rng *rand.Rand, ms []*discordgo.Message) *discordgo.Message {
	if len(ms) == 0 {
		return nil
	}
	return ms[rng.IntN(len(ms))]
}

// note remembers the table ids of a message's custom ids.
func (m *monkey) note(msg *discordgo.Message) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var ids []string
	for _, b := range discordtest.Buttons(msg) {
		ids = append(ids, b.CustomID)
	}
	for _, s := range discordtest.Selects(msg) {
		ids = append(ids, s.CustomID)
	}
	for _, id := range ids {
		// Every kind but these names its table first, after the kind:
		// read loosely, as the monkey tries every kind alike.
		switch discord.KindOf(id) {
		case discord.KindRules, discord.KindHistory, discord.KindPick:
			continue // no table in these
		}
		parts := strings.Split(id, discord.Sep)[1:]
		if len(parts) > 0 && parts[0] != "" && !m.seen[parts[0]] {
			m.seen[parts[0]] = true
			m.tables = append(m.tables, parts[0])
		}
	}
}

func (m *monkey) table(rng *rand.Rand) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.tables) == 0 {
		return ""
	}
	return m.tables[rng.IntN(len(m.tables))]
}

// clickSomething presses a random enabled button, or picks random values
// of a random select, of a random message of ms, as the message is now.
func (m *monkey) clickSomething(u *discordtest.User, rng *rand.Rand, ms []*discordgo.Message) *discordtest.Interaction {
	msg := m.pick(rng, ms)
	if msg == nil {
		return nil
	}
	var buttons []*discordgo.Button
	for _, b := range discordtest.Buttons(msg) {
		if !b.Disabled && b.Style != discordgo.LinkButton && b.CustomID != "" {
			buttons = append(buttons, b)
		}
	}
	selects := discordtest.Selects(msg)
	if len(buttons)+len(selects) == 0 {
		return nil
	}
	// Weighted towards what moves a game along, so that most steps are
	// played at tables that are being played.
	total := 0
	weights := make([]int, len(buttons)+len(selects))
	for i := range weights {
		var id string
		if i < len(buttons) {
			id = buttons[i].CustomID
		} else {
			id = selects[i-len(buttons)].CustomID
		}
		weights[i] = clickWeight(id)
		total += weights[i]
	}
	i, r := 0, rng.IntN(total)
	for ; r >= weights[i]; i++ {
		r -= weights[i]
	}
	if i < len(buttons) {
		return m.srv.ForgeClick(u, msg, buttons[i].CustomID)
	} else {
		return m.srv.ForgeSelect(u, msg, selects[i-len(buttons)].CustomID, randomValues(selects[i-len(buttons)], rng)...)
	}
}

// played counts the moves made at the tables seen, and the tables that
// finished, from the database the binary left.
func (m *monkey) played(dir string) (moves, finished int) {
	store, err := storage.Open(dir + "/data/deckhand.db")
	require.NoError(m.t, err)
	defer store.Close()
	for _, id := range m.tables {
		rec, err := store.Table(id)
		if err != nil {
			continue // an id forged or never created
		}
		moves += rec.Moves
		if rec.Phase == storage.Finished {
			finished++
		}
	}
	return moves, finished
}

// clickWeight is how likely the monkey presses a component, by its
// custom id: joining, starting, opening a hand and answering most.
func clickWeight(id string) int {
	var lobby discord.LobbyID
	switch discord.KindOf(id) {
	case discord.KindLobby:
		_ = lobby.Parse(id)
		switch lobby.Action {
		case discord.LobbyJoin, discord.LobbyStart:
			return 30
		case discord.LobbyCancel, discord.LobbyLeave:
			return 2
		}
		return 4
	case discord.KindHand, discord.KindAnswer, discord.KindSelect, discord.KindNone, discord.KindDraft, discord.KindConfirm, discord.KindPublic:
		return 30
	case discord.KindRematch, discord.KindReplay, discord.KindPick:
		return 10
	}
	return 4
}

// checkPictures checks every picture that a message the members can see
// names: the message holds the file. It returns how many it checked.
func (m *monkey) checkPictures() int {
	var all []*discordgo.Message
	for _, ch := range m.channels {
		public := m.srv.Messages(ch)
		for _, msg := range public {
			assert.NotContains(m.t, discordtest.Text(msg), "Your hand", "a hand on a public message %s", msg.ID)
			assert.Nil(m.t, m.srv.Attachment(msg.ID, "hand.png"), "a hand's picture on a public message %s", msg.ID)
		}
		all = append(all, public...)
	}
	for _, u := range m.users {
		all = append(all, m.srv.Ephemerals(u)...)
	}
	refs := 0
	for _, msg := range all {
		discordtest.Walk(msg, func(c discordgo.MessageComponent) {
			if g, ok := c.(*discordgo.MediaGallery); ok {
				for _, it := range g.Items {
					if name, ok := strings.CutPrefix(it.Media.URL, "attachment://"); ok {
						refs++
						assert.NotNil(m.t, m.srv.Attachment(msg.ID, name), "message %s shows %s, which it does not hold", msg.ID, it.Media.URL)
					}
				}
			}
		})
		for _, e := range msg.Embeds {
			for _, url := range []string{imageURL(e), thumbnailURL(e)} {
				if name, ok := strings.CutPrefix(url, "attachment://"); ok {
					refs++
					assert.NotNil(m.t, m.srv.Attachment(msg.ID, name), "message %s names %s, which it does not hold", msg.ID, url)
				}
			}
		}
	}
	return refs
}

func imageURL(e *discordgo.MessageEmbed) string {
	if e.Image == nil {
		return ""
	}
	return e.Image.URL
}

func thumbnailURL(e *discordgo.MessageEmbed) string {
	if e.Thumbnail == nil {
		return ""
	}
	return e.Thumbnail.URL
}
