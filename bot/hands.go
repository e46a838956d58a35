package bot

import "github.com/deckhand/deckhand/bot/discord"

// hands keeps every seat's open hand: the private message a hand answer
// made (showHand), and the live edits of it as the game changes
// (editHands), each with the hand's picture drawn before it goes
// (writeHand). A hand is an interaction's message: it is answered and
// edited with the interaction's token (hooks), outside the pacer.
//
// It holds the messages that show hands (handMsgs, under their own
// locks); a table's live hands, and the rules of what each is to show,
// are the table's (table.hands, a bot/livehand Set, called on its loop).
// It may call the outbox's pictures and nothing else.
type hands struct {
	*runState
	cfg      *Config
	out      *outbox
	hooks    *discord.Hooks // the session for requests made with an interaction's token
	handMsgs handMessages
}
