package bot

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
)

// pingState is the turn ping of a table: the channel message that
// mentions the players the game waits on. Screen state, not stored: a
// ping from before a restart is taken as standing (see load) and stays in
// the channel when the next one goes out.
type pingState struct {
	key   string // the seats pinged, "" for none
	msgID string // the ping message, "" if none is up
}

// ping brings the table's turn ping up to date: when the human seats the
// game waits on have changed, the old ping goes and a new one mentions
// exactly them, so a notification goes out only when it is someone new's
// turn. It runs in the board's edit loop, one pass at a time per table,
// so a burst of moves pings once.
func (b *Bot) ping(t *table) {
	var key, old, channel, text string
	changed := false
	t.locked(func() {
		var seats []int
		if !t.rec.NoPings {
			seats = humansWaited(t)
		}
		key = seatsKey(seats)
		if key == t.ping.key {
			return
		}
		changed = true
		old, channel = t.ping.msgID, t.rec.ChannelID
		t.ping = pingState{key: key}
		if len(seats) > 0 {
			text = pingText(t, seats)
		}
	})
	if !changed {
		return
	}
	// The bot's own requests share one pace (pace.go).
	if old != "" {
		b.pace.wait()
		if err := b.session.ChannelMessageDelete(channel, old); err != nil {
			b.log.Warn("deleting turn ping", "channel", channel, "err", err)
		}
	}
	if text == "" {
		return
	}
	b.pace.wait()
	msg, err := b.session.ChannelMessageSendComplex(channel, discord.Message{Content: text}.Send())
	if err != nil {
		b.log.Warn("posting turn ping", "channel", channel, "err", err)
		return
	}
	t.locked(func() {
		if t.ping.key == key {
			t.ping.msgID = msg.ID
		}
	})
}

// pingText mentions seats and says where to play.
func pingText(t *table, seats []int) string {
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = render.SeatMention(t.rec, s)
	}
	text := fmt.Sprintf("🔔 %s: your move in %s.", strings.Join(names, ", "), t.game.Info().Name)
	if t.rec.GuildID != "" && t.rec.BoardID != "" {
		text += " [Go to the board](" + render.MessageLink(t.rec, t.rec.BoardID) + ")"
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
