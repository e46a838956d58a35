package bot

import (
	"strings"
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/pace"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/bot/turnping"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// DefaultPingDelay is the ping delay Deckhand runs with unless told
// otherwise (Config.PingDelay): long enough that two players answering
// each other at once notify nobody, short beside a turn that keeps the
// table waiting.
const DefaultPingDelay = 3 * time.Second

// ping brings the table's turn ping up to date, as bot/turnping decides
// from the human seats the game waits on (none when the table turned
// pings off): it deletes the old ping and posts the new one, or looks
// again once the ping may be due. It runs in the board's edit loop, one
// pass at a time per table, so a burst of moves pings once.
func (b *outbox) ping(t *table) {
	var d turnping.Decision
	var guild, channel, text string
	t.do(func() {
		var seats []int
		if !t.rec.NoPings {
			seats = humansWaited(t)
		}
		d = t.ping.Due(seats, time.Now(), b.cfg.PingDelay)
		if d.Later > 0 {
			b.pingLater(t, d.Later)
			return
		}
		guild, channel = t.rec.GuildID, t.rec.ChannelID
		if len(d.Mention) > 0 {
			text = pingText(b.langs.public(t.rec.GuildID), t, d.Mention)
		}
	})
	// The bot's own requests share one pacer (bot/pace).
	if d.Delete != "" {
		if !b.pace.Wait(pace.Routine, guild, b.stop) {
			return
		}
		if err := b.session.ChannelMessageDelete(channel, d.Delete); err != nil {
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
	t.do(func() { t.ping.Posted(d, msg.ID) })
}

// pingLater runs t's board loop (again), and with it ping, after d; on t's loop.
func (b *outbox) pingLater(t *table, d time.Duration) {
	if t.pingTimer == nil {
		t.pingTimer = time.AfterFunc(d, func() { t.post(func() { b.refreshBoard(t) }) }) // it reads the record
		return
	}
	t.pingTimer.Reset(d)
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
