package bot

import (
	"encoding/json"

	"github.com/deckhand/deckhand/bot/tournament"
	"github.com/deckhand/deckhand/storage"
)

// Counting the results tables left, and resuming every open tournament
// after a start.

// countResults takes the results tables left and records them; a table
// of the current round that closed without a result (its game was ended
// or closed idle) is drawn.
func (b *tourneys) countResults(r *event) error {
	t := r.t
	waiting, err := b.store.TournamentResults(t.ID)
	if err != nil {
		return err
	}
	var counted []string
	for tableID, places := range waiting {
		round, idx, ok := t.TableOf(tableID)
		if ok {
			if err := t.Record(round, idx, places, "game"); err != nil && !tournament.IsRefusal(err) {
				return err
			}
		}
		counted = append(counted, tableID)
	}
	if cur := t.Current(); cur != nil && t.State != tournament.Finished {
		for i, tb := range cur.Tables {
			if tb.ID == "" || tb.Done() {
				continue
			}
			if _, pending := waiting[tb.ID]; pending {
				continue
			}
			rec, err := b.store.Table(tb.ID)
			if err == nil && rec.Phase.Done() {
				if err := t.Record(len(t.Rounds)-1, i, tournament.Drawn(tb), "closed"); err != nil && !tournament.IsRefusal(err) {
					return err
				}
				counted = append(counted, tb.ID)
			}
		}
	}
	if len(counted) == 0 {
		return nil
	}
	data, err := json.Marshal(t)
	if err != nil {
		return err
	}
	r.rec.Data, r.rec.Open = data, t.State != tournament.Finished
	return b.store.CountTournamentResults(r.rec, counted)
}

// resume steps every open tournament after a start: results left while
// the bot was down are counted, a round paired but not wholly opened
// opens its other tables, and deadlines are armed again.
func (b *tourneys) resume() {
	recs, problems, err := b.store.OpenTournaments()
	if err != nil {
		b.log.Error("reading tournaments", "err", err)
		return
	}
	for _, p := range problems {
		b.log.Error("tournament set aside", "record", p.Key, "err", p.Err)
	}
	for _, rec := range recs {
		b.postUnshown(rec.ID)
		b.step(rec.ID)
	}
}

// postUnshown posts the board of each of a tournament's tables that was
// written but whose board never went up: the bot stopped between the two
// (openTable). Its players would otherwise have no board to play from
// until their turn timer ran out.
func (b *tourneys) postUnshown(id string) {
	lock := b.lockFor(id)
	lock.Lock()
	defer lock.Unlock()
	r, err := b.load(id)
	if err != nil || len(r.t.Rounds) == 0 {
		return
	}
	for _, tb := range r.t.Rounds[len(r.t.Rounds)-1].Tables {
		if tb.ID == "" {
			continue
		}
		rec, err := b.store.Table(tb.ID)
		if err != nil || rec.Phase != storage.Playing || rec.BoardID != "" {
			continue
		}
		if err := b.postFirstBoard(rec, nil); err != nil {
			b.log.Warn("posting a tournament table's board", "tournament", id, "table", rec.ID, "err", err)
		}
	}
}
