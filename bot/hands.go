package bot

import "github.com/deckhand/deckhand/bot/discord"

// hands keeps every seat's open hand: the private message a hand answer
// made (showHand, replyHand), the live edits of it as the game changes
// (editHands), and the picture that follows either (followHand). A hand
// is an interaction's message: it is answered and edited with the
// interaction's token (hooks), outside the pacer.
//
// It holds the messages that show hands live (handMsgs, under their own
// lock); a seat's hand message and picture are kept with its table
// (table.pics, table.hands). It may call the outbox's pictures and
// nothing else.
type hands struct {
	*life
	cfg      *Config
	out      *outbox
	hooks    *discord.Hooks // the session for requests made with an interaction's token
	handMsgs handMessages
}
