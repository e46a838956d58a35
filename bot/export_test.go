package bot

// Routes lists every component kind the bot's router answers, for the
// external tests that drive each one.
func (b *Bot) Routes() []string { return b.router.Components() }

// BoardsShown reports whether every board shows the last change asked
// of it: a test that compares messages before and after a click waits
// for this first, so that a board edit on its way is not taken for one.
func (b *Bot) BoardsShown() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.unshown) == 0
}
