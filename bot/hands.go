package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/livehand"
)

// hands keeps every seat's open hand: the private message a hand answer
// made (showHand), and the live edits of it as the game changes
// (editHands), each with the hand's picture drawn before it goes
// (writeHand). A hand is an interaction's message: it is answered and
// edited with the interaction's token (hooks), outside the pacer.
//
// It holds the messages that show hands (handMsgs, bot/livehand's index
// under its own locks); a table's live hands, and the rules of what each
// is to show, are the table's (table.hands, bot/livehand's Set, called
// on its loop). It may call the outbox's pictures and nothing else.
type hands struct {
	*runState
	cfg      *Config
	out      *outbox
	hooks    *discord.Hooks // the session for requests made with an interaction's token
	handMsgs *livehand.Messages[messagePicture]
}

// handMessage is one message that shows, or showed, a hand, and the
// picture the bot knows it holds.
type handMessage = livehand.Entry[messagePicture]

// newHandMessages is the index of the messages that show hands, under a
// lock of the bot's (locks.go), so its lock check watches it too.
func newHandMessages() *livehand.Messages[messagePicture] {
	return livehand.NewMessages[messagePicture](new(mutex), tokenLife)
}

// replacing is told that an answer is about to replace message id with
// something that is not a hand; gone, once it has gone (Messages.Replacing).
func (b *hands) replacing(id string) (gone func()) { return b.handMsgs.Replacing(id) }
