package bot

import (
	"time"

	"github.com/deckhand/deckhand/bot/cpu"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
	"github.com/deckhand/deckhand/storage"
)

// cpuJob is one decision a thinker makes, taken on the table's loop.
type cpuJob struct {
	tableID string
	guild   string // whose share of the cores it thinks in
	seat    int
	level   ismcts.Level
	by      storage.Mover // ByCPU, or ByTimer for a person's seat
	moves   int           // the table's moves when the job was taken
	shown   bool          // the board says the seat is thinking
	shed    bool          // answered by rule of thumb: no search slot was to be had
	last    time.Time     // the table's last CPU move, for the pace
	q       ismcts.Question
}

// nextJob is the next decision a CPU makes at t, or how long to wait for
// people first; which seat decides is its schedule's rule
// (cpu.Schedule.Next), and a person whose timer ran out is moved for like
// a CPU seat.
func (b *cpus) nextJob(t *table, id string) (job *cpuJob, wait time.Duration) {
	c := &t.cpu
	if len(c.Thinking()) > 0 {
		// The board said a CPU was thinking (the thought went stale):
		// it says so again for a new thought, or says what is next.
		defer func() {
			if job == nil || !job.shown {
				b.rt.refreshBoard(t)
			}
		}()
	}
	var prompts []games.Prompt
	if t.state != nil && t.rec.Phase == storage.Playing && t.state.Result() == nil {
		prompts = t.state.Prompts()
	}
	turn := c.Next(t.rec.Moves, prompts, func(seat int) bool { return t.rec.Seats[seat].CPU })
	if turn.Seat < 0 {
		return nil, 0
	}
	seat := turn.Seat
	if b.clock.away(t) {
		b.clock.rest(t)
		return nil, 0
	}
	if turn.PeopleMayAnswer && b.cfg.CPUWait > 0 && c.GivePeopleTime(t.rec.Moves) {
		return nil, b.cfg.CPUWait
	}
	by, level := storage.ByCPU, ismcts.Normal
	if s := t.rec.Seats[seat]; !s.CPU {
		by = storage.ByTimer
	} else if l, err := ismcts.ParseLevel(s.CPULevel()); err == nil {
		level = l
	}
	st, err := searchCopy(t)
	if err != nil {
		b.log.Error("copying the game for a cpu", "table", id, "err", err)
		c.Stuck(t.rec.Moves)
		return nil, 0
	}
	if turn.WaitedOn {
		c.ShowThinking(seat)
	}
	return &cpuJob{
		tableID: id, guild: t.rec.GuildID, seat: seat, level: level, by: by, moves: t.rec.Moves, last: c.LastMove(), shown: turn.WaitedOn,
		q: ismcts.Question{State: st, Seats: len(t.rec.Seats), Seat: seat, Seed: cpu.ThoughtSeed(t.rec.Seed, t.rec.Moves, seat)},
	}, 0
}

// searchCopy is a copy of t's game the search may read while the table
// moves on.
func searchCopy(t *table) (games.State, error) {
	if s, ok := t.state.(games.Searchable); ok {
		return s.Clone(), nil
	}
	return t.game.Decode(t.rec.Snapshot)
}
