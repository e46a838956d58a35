package reading

import (
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// A game is read again from what the table's record and its answer log
// keep: its deal, its answers, and the lines its events said.

// redeal is the config that deals rec's game again as it was dealt: its
// seats, seed and options, as the bot deals a table, and for a game that
// revises its cards (games.Revised) the edition its saved state was
// dealt in, not the newest, or its recorded answers would replay against
// other cards.
func redeal(rec *storage.Table, g games.Game) games.Config {
	cfg := games.Config{Seats: len(rec.Seats), Seed: rec.Seed, Options: rec.Options}
	if rec.Snapshot == nil {
		return cfg
	}
	st, err := g.Decode(rec.Snapshot)
	if r, ok := st.(games.Revised); err == nil && ok {
		e := r.DealtEdition()
		cfg.Edition = &e
	}
	return cfg
}

// LineText is an event's line in the English the table's record and its
// log keep: its Text, or its Msg said in English where the game left the
// saying to the reader.
func LineText(e games.Event) string {
	if e.Text == "" && !e.Msg.IsZero() {
		return english.Say(e.Msg)
	}
	return e.Text
}

var english = lang.Get(lang.English)

// answerOf is the answer m records.
func answerOf(m storage.Move) games.Answer {
	return games.Answer{Seat: m.Seat, PromptID: m.Prompt, Choices: m.Choices}
}

// roundOf is st's round in a game played in rounds, 0 in any other.
func roundOf(st games.State) int {
	if r, ok := st.(games.Rounds); ok {
		return r.RoundNumber()
	}
	return 0
}
