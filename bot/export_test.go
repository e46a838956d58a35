package bot

import "github.com/deckhand/deckhand/bot/discord"

// Routes lists every component kind the bot's router answers, with its
// arity, for the external tests that drive each one.
func (b *Bot) Routes() map[string]discord.Arity { return b.router.Components() }

// BoardsShown reports whether every board shows the last change asked
// of it: a test that compares messages before and after a click waits
// for this first, so that a board edit on its way is not taken for one.
func (b *Bot) BoardsShown() bool {
	b.out.mu.Lock()
	defer b.out.mu.Unlock()
	return len(b.out.unshown) == 0
}
