package starcollector

import (
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// promptText is the question of every turn; the turn number is in the ID.
const promptText = "Choose a card and the side to play. Nobody sees it until both players have chosen; then both are revealed at once."

// Prompts asks every seat that has not chosen yet: both seats at once at
// the start of a turn, the slower one after the first choice. The
// prompts are made when the state changes (refresh), not on each call:
// the random player and the bot ask far more often than the state moves.
// The returned prompts are shared and never changed afterwards (a change
// of state makes new ones): callers read them, never write.
func (s *state) Prompts() []games.Prompt {
	if len(s.open) == 0 {
		return nil
	}
	return s.open[:len(s.open):len(s.open)]
}

// promptsFor is the open prompt of one seat, for Apply's games.Find.
func (s *state) promptsFor(seat int) []games.Prompt {
	for i := range s.open {
		if s.open[i].Seat == seat {
			return s.open[i : i+1]
		}
	}
	return nil
}

// refresh makes the open prompts anew from the hands and choices. Every
// change of a hand, a choice or the turn ends with it.
func (s *state) refresh() {
	s.open = nil // a new array: callers may still hold the old one
	if s.Over != nil {
		return
	}
	// One array holds the options of both prompts: two hands' worth.
	opts := make([]games.Option, 0, 2*(len(s.Hands[0])+len(s.Hands[1])))
	s.open = make([]games.Prompt, 0, seats)
	id := "turn-" + strconv.Itoa(s.Turn)
	for seat := range seats {
		if s.Chosen[seat] == nil {
			var p games.Prompt
			p, opts = s.prompt(seat, id, opts)
			s.open = append(s.open, p)
		}
	}
}

// chosen drops the prompt of a seat that has just chosen; the other
// seat's question is unchanged.
func (s *state) chosen(seat int) {
	open := make([]games.Prompt, 0, 1)
	for _, p := range s.open {
		if p.Seat != seat {
			open = append(open, p)
		}
	}
	s.open = open
}

// prompt offers each distinct card of the hand on each side: fights
// first, then draws. Copies of one design play alike, so one option
// stands for all of them. Every option is a legal play. The options are
// appended to buf, whose capacity must hold them; the rest is returned.
func (s *state) prompt(seat int, id string, buf []games.Option) (games.Prompt, []games.Option) {
	hand := s.Hands[seat]
	opts := buf[:0]
	for i, c := range hand {
		if i > 0 && hand[i-1] == c {
			continue
		}
		k := c.kind()
		opts = append(opts, games.Option{ID: k.optFight, Label: k.labelFight, Detail: k.detail})
	}
	for i, c := range hand {
		if i > 0 && hand[i-1] == c {
			continue
		}
		k := c.kind()
		opts = append(opts, games.Option{ID: k.optDraw, Label: k.labelDraw, Detail: k.detail})
	}
	return games.Prompt{
		ID:      id,
		Seat:    seat,
		Text:    promptText,
		Options: opts[:len(opts):len(opts)],
		Min:     1,
		Max:     1,
	}, opts[len(opts):]
}
