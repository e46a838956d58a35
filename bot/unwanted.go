package bot

import (
	"errors"
	"time"

	"github.com/deckhand/deckhand/bot/discord"
)

// Under load a picture waits for a drawing slot, and the message it is
// for may be written again meanwhile (a hand's next write, a board's
// next change): a picture drawn then would be thrown away, so the
// caller says, once the slot came, whether it is still wanted.

// errUnwanted is why a picture was not drawn when, by the time its slot
// came, the message it was for had changed.
var errUnwanted = errors.New("no longer wanted")

// draw is drawWanted for a picture that is always wanted.
func (b *outbox) draw(s takenScene, tableID string, within time.Duration) (png []byte, sum uint64, err error) {
	return b.drawWanted(s, tableID, within, nil)
}

// picture is pictureWanted for a message that is always wanted; it
// reports whether its picture found no slot in time (congested).
func (b *outbox) picture(tableID string, m *discord.Message, name string, s takenScene, msgID string, last messagePicture, within time.Duration) (now messagePicture, congested bool) {
	now, err := b.pictureWanted(tableID, m, name, s, msgID, last, within, nil)
	return now, errors.Is(err, errNoSlot)
}
