package bot

import (
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/pace"
	"github.com/deckhand/deckhand/bot/render"
)

// channel is what the bot asks of Discord on its own, outside any
// interaction: the channel requests of *discordgo.Session it makes. The
// outbox sends through it, so a part can be tested with a small fake,
// and a test can check each request (locks_test.go).
type channel interface {
	ChannelMessageSendComplex(channelID string, data *discordgo.MessageSend, options ...discordgo.RequestOption) (*discordgo.Message, error)
	ChannelMessageEditComplex(m *discordgo.MessageEdit, options ...discordgo.RequestOption) (*discordgo.Message, error)
	ChannelMessageDelete(channelID, messageID string, options ...discordgo.RequestOption) error
}

// outbox is everything the bot posts or edits on its own, as opposed to
// the answers of interactions: channel notices and timer lines (say),
// turn pings (ping.go), the coalesced edits of boards and live hands and
// the boards still to be shown at Close (unshownboards.go), boards
// posted anew, and the pictures they carry, drawn when a drawing slot is free
// (pictures.go). Every request it makes waits its turn at the pacer.
//
// It holds the edit queues by table (boards, handRuns), the changes not
// yet shown (unshown) and the channels whose board was posted lately
// (reposted), under its own lock; it may take the bot's run state under it
// and nothing else. It calls Discord only with no lock held, and calls
// no other part but through refreshBoard: what a turn ping that falls
// due runs (the table runtime's refreshBoard, wired in).
type outbox struct {
	*runState
	session channel
	pace    *pace.Pacer
	cfg     *Config
	langs   *languages // what a server's public messages are in
	// refreshBoard runs a table's board loop again: the table runtime's,
	// which calls the outbox, so Bot.wire hands it in.
	refreshBoard func(t *table)

	mu mutex
	// boards and handRuns coalesce the edits of each table's board
	// and of its live hands.
	boards   map[string]*refresh
	handRuns map[string]*refresh
	// unshown are the tables whose board has a change not yet sent, by
	// the count of changes to show (unshownboards.go).
	unshown map[string]uint64
	// reposted is when /game last posted each channel's board.
	reposted map[string]time.Time
	// drawn are the pictures drawn lately (drawn.go).
	drawn drawn
}

func newOutbox(l *runState, session channel, cfg *Config) *outbox {
	return &outbox{
		runState: l,
		session:  session,
		pace:     pace.NewPacer(cfg.GlobalRate, &mutex{}),
		cfg:      cfg,
		boards:   map[string]*refresh{},
		handRuns: map[string]*refresh{},
		unshown:  map[string]uint64{},
		reposted: map[string]time.Time{},
	}
}

// say posts a plain line in a channel of guild.
func (b *outbox) say(guild, channelID, text string) {
	// Its callers hold a table's lock: post in the background, so that
	// clicks on that table do not wait on Discord's rate limits.
	if !b.enter() {
		return
	}
	b.background.add()
	go func() {
		defer b.wg.Done()
		defer b.background.done()
		if !b.pace.Wait(pace.Routine, guild, b.stop) {
			return
		}
		if _, err := b.session.ChannelMessageSendComplex(channelID, discord.Message{Content: text}.Send()); err != nil {
			b.log.Warn("posting to channel", "channel", channelID, "err", err)
		}
	}()
}

// refresh coalesces one kind of follow-up work of a table (its board, its
// live hands): at most one run in flight, and at most one more queued,
// which works from the state as it is when it runs. A burst of moves
// becomes two runs, inside Discord's per-channel limits.
type refresh struct {
	running bool
	pending bool
}

// coalesce runs run in the background for table id, unless a run for it
// in runs is under way: then it runs once more after that one. It runs
// again as long as run asks for it (a change it may have missed).
func (b *outbox) coalesce(runs map[string]*refresh, id string, run func() (again bool)) {
	b.mu.Lock()
	st := runs[id]
	if st != nil && st.running {
		st.pending = true
		b.mu.Unlock()
		return
	}
	if !b.enter() {
		b.mu.Unlock()
		return
	}
	if st == nil {
		st = &refresh{}
		runs[id] = st
	}
	st.running = true
	b.mu.Unlock()
	b.background.add()
	go func() {
		defer b.wg.Done()
		defer b.background.done()
		for {
			again := run()
			b.mu.Lock()
			if (!st.pending && !again) || b.closing() {
				st.running = false
				delete(runs, id)
				b.mu.Unlock()
				return
			}
			st.pending = false
			b.mu.Unlock()
		}
	}()
}

// markMoved edits the old boards that /game replaced to point to the
// board kept up to date. It runs in the board's edit loop, after that
// loop's edit of any of them; each edit waits for its own slot at the
// pacer, as a channel may hold many old boards.
func (b *outbox) markMoved(t *table) {
	var olds []string
	var moved discord.Message
	var id, guild, channel string
	t.do(func() {
		olds, t.moved = t.moved, nil
		if len(olds) > 0 {
			moved, id, guild, channel = render.Moved(b.langs.board(t), t.rec.BoardID), t.rec.ID, t.rec.GuildID, t.rec.ChannelID
		}
	})
	for _, old := range olds {
		if !b.pace.Wait(pace.Routine, guild, b.stop) {
			return // closing: the old board keeps its last status
		}
		if _, err := b.session.ChannelMessageEditComplex(moved.Edit(channel, old)); err != nil {
			b.log.Warn("marking the old board", "table", id, "err", err)
		}
	}
}

// boardCooldown reports whether the channel's board may be posted anew
// now, and if so starts its cooldown: each post is a public message and
// a write, and a channel's messages share one rate limit with its moves.
func (b *outbox) boardCooldown(channelID string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	now := time.Now()
	if last, ok := b.reposted[channelID]; ok && now.Sub(last) < b.cfg.BoardCooldown {
		return false
	}
	for ch, at := range b.reposted { // keep the map to the channels cooling down
		if now.Sub(at) >= b.cfg.BoardCooldown {
			delete(b.reposted, ch)
		}
	}
	b.reposted[channelID] = now
	return true
}
