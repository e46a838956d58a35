package bot

import (
	"strconv"
	"strings"
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/pace"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// DefaultPingDelay is the ping delay Deckhand runs with unless told
// otherwise (Config.PingDelay): long enough that two players answering
// each other at once notify nobody, short beside a turn that keeps the
// table waiting.
const DefaultPingDelay = 3 * time.Second

// pingState is the turn ping of a table: the channel message that
// mentions the players the game waits on. Screen state, not stored: a
// ping from before a restart is taken as standing (see load) and stays in
// the channel when the next one goes out.
type pingState struct {
	key   string // the seats pinged, "" for none
	msgID string // the ping message, "" if none is up
	// next is whom the game has waited on since since, not pinged yet:
	// they are once that has lasted Config.PingDelay. timer runs the
	// board's loop again then.
	next  string
	since time.Time
	timer *time.Timer
}

// ping brings the table's turn ping up to date: when the human seats the
// game waits on have changed, and have stayed so for the ping delay, the
// old ping goes and a new one mentions exactly them. A notification goes
// out only when it is someone new's turn, and not to players who answer
// within the delay: they are at the table, and their open hands show
// their turn already. It runs in the board's edit loop, one pass at a
// time per table, so a burst of moves pings once.
func (b *outbox) ping(t *table) {
	var key, old, guild, channel, text string
	changed := false
	t.do(func() {
		var seats []int
		if !t.rec.NoPings {
			seats = humansWaited(t)
		}
		key = seatsKey(seats)
		if key == t.ping.key {
			t.ping.next = key
			return
		}
		if key != t.ping.next {
			t.ping.next, t.ping.since = key, time.Now()
		}
		if left := b.cfg.PingDelay - time.Since(t.ping.since); left > 0 {
			b.pingLater(t, left)
			return
		}
		changed = true
		old, guild, channel = t.ping.msgID, t.rec.GuildID, t.rec.ChannelID
		t.ping.key, t.ping.msgID = key, ""
		if len(seats) > 0 {
			text = pingText(b.langs.public(t.rec.GuildID), t, seats)
		}
	})
	if !changed {
		return
	}
	// The bot's own requests share one pacer (bot/pace).
	if old != "" {
		if !b.pace.Wait(pace.Routine, guild, b.stop) {
			return
		}
		if err := b.session.ChannelMessageDelete(channel, old); err != nil {
			b.log.Warn("deleting turn ping", "channel", channel, "err", err)
		}
	}
	if text == "" {
		return
	}
	if !b.pace.Wait(pace.Routine, guild, b.stop) {
		return
	}
	msg, err := b.session.ChannelMessageSendComplex(channel, discord.Message{Content: text}.Send())
	if err != nil {
		b.log.Warn("posting turn ping", "channel", channel, "err", err)
		return
	}
	t.do(func() {
		if t.ping.key == key {
			t.ping.msgID = msg.ID
		}
	})
}

// pingLater runs t's board loop (again), and with it ping, after d; on t's loop.
func (b *outbox) pingLater(t *table, d time.Duration) {
	if t.ping.timer == nil {
		t.ping.timer = time.AfterFunc(d, func() { t.post(func() { b.refreshBoard(t) }) }) // it reads the record
		return
	}
	t.ping.timer.Reset(d)
}

// pingText mentions seats and says where to play, in the server's
// language l.
func pingText(l *lang.Lang, t *table, seats []int) string {
	v := t.view()
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = render.SeatMention(&v.Table, s)
	}
	text := l.T("deckhand.ping.move", "Who", strings.Join(names, ", "), "Game", games.InfoIn(t.game, l).Name)
	if t.rec.GuildID != "" && t.rec.BoardID != "" {
		text += " " + l.T("deckhand.ping.board", "Link", render.MessageLink(&v.Table, t.rec.BoardID))
	}
	if render.FirstMoves(v) {
		text += " " + l.T("deckhand.ping.first")
	}
	return text
}

func seatsKey(seats []int) string {
	parts := make([]string, len(seats))
	for i, s := range seats {
		parts[i] = strconv.Itoa(s)
	}
	return strings.Join(parts, ",")
}
