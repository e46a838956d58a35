package bot

import (
	"github.com/deckhand/deckhand/storage"
)

// gauges registers the metrics read where the bot keeps their state:
// the tables in memory by game and phase, and the requests waiting on
// the pacer.
func (b *Bot) gauges() {
	m := b.cfg.Metrics
	m.Gauge("deckhand_tables", "Tables in memory (every unfinished one), by game and phase.", []string{"game", "phase"}, func() map[[2]string]float64 {
		out := map[[2]string]float64{}
		for _, t := range b.rt.loaded() {
			var game string
			var phase storage.Phase
			t.do(func() { game, phase = t.rec.Game, t.rec.Phase })
			out[[2]string{game, string(phase)}]++
		}
		return out
	})
	m.Gauge("deckhand_paced_requests_waiting", "The bot's own requests (board edits, posts, pings, timer lines) waiting on the global pacer.", nil, func() map[[2]string]float64 {
		n, _ := b.out.pace.WaitingNow()
		return map[[2]string]float64{{}: float64(n)}
	})
}
