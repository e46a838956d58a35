package turnping

import (
	"slices"
	"strconv"
	"strings"
	"time"
)

// Ping is one table's turn ping. Screen state, not stored. Its zero value
// is a table that pinged nobody. It has no lock: only a job of its
// table's loop may call it.
type Ping struct {
	key   string // the seats pinged, "" for none
	msgID string // the ping message, "" if none is known to be up
	// next is whom the game has waited on since since, not pinged yet:
	// they are once that has lasted the ping delay.
	next  string
	since time.Time
}

// Decision is what Due decided: at most one of looking again later and
// changing the ping now. Its zero value changes nothing.
type Decision struct {
	// Later is, when positive, how long until the ping may be due: the
	// table is to be looked at again then.
	Later time.Duration
	// Delete is the old ping's message, to delete: "" for none.
	Delete string
	// Mention are the seats a new ping mentions, in the order given to
	// Due: none for no new ping.
	Mention []int
	key     string
}

// Standing takes a ping of seats as up already, with no message known:
// a table loaded mid-game was pinged before the stop, and that ping stays
// in the channel when the next one goes out.
func (p *Ping) Standing(seats []int) {
	p.key, p.msgID = key(seats), ""
}

// Due says, as of now, what becomes of the ping when the game waits on
// the human seats given (none when pings are off). Only when they differ
// from those pinged, and have stayed the same for delay, does the old
// ping go and a new one mention exactly them; until then Later says when
// to look again. A change back to the seats pinged within the delay
// cancels the pending ping. Once it changes the ping, Due takes the new
// ping as having no message until Posted names it.
func (p *Ping) Due(seats []int, now time.Time, delay time.Duration) Decision {
	k := key(seats)
	if k == p.key {
		p.next = k
		return Decision{}
	}
	if k != p.next {
		p.next, p.since = k, now
	}
	if left := delay - now.Sub(p.since); left > 0 {
		return Decision{Later: left}
	}
	d := Decision{Delete: p.msgID, key: k}
	if len(seats) > 0 {
		d.Mention = slices.Clone(seats)
	}
	p.key, p.msgID = k, ""
	return d
}

// Posted notes that d's new ping went as message msgID. A ping posted
// after Due changed the ping again is not kept: it is not the table's
// ping any more, and stays in the channel.
func (p *Ping) Posted(d Decision, msgID string) {
	if len(d.Mention) > 0 && p.key == d.key {
		p.msgID = msgID
	}
}

// key names a list of seats, "" for none.
func key(seats []int) string {
	parts := make([]string, len(seats))
	for i, s := range seats {
		parts[i] = strconv.Itoa(s)
	}
	return strings.Join(parts, ",")
}
