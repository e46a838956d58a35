package bot

import domain "github.com/deckhand/deckhand/bot/table"

// endUnseated ends t, on t's loop, when nobody is seated at it any
// more: CPU seats would play it out for no one.
func (b *cpus) endUnseated(t *table) {
	_, _ = b.cycle.decide(nil, t, domain.Unseated{}) // a failed save is logged, and the table stays as it was
}
