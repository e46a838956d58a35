package starcollector

import (
	"slices"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// promptText is the question of every turn; the turn number is in the ID.
const promptText = "Choose a card and the side to play. Nobody sees it until both players have chosen; then both are revealed at once."

// Prompts asks every seat that has not chosen yet: both seats at once at
// the start of a turn, the slower one after the first choice. The
// prompts are made when the state changes (refresh), not on each call:
// the random player and the bot ask far more often than the state moves.
// The returned options are shared: callers read them, never write.
func (s *State) Prompts() []games.Prompt {
	if len(s.open) == 0 {
		return nil
	}
	return slices.Clone(s.open)
}

// promptsFor is the open prompt of one seat, for Apply's games.Find.
func (s *State) promptsFor(seat int) []games.Prompt {
	for i := range s.open {
		if s.open[i].Seat == seat {
			return s.open[i : i+1]
		}
	}
	return nil
}

// refresh makes the open prompts anew from the hands and choices. Every
// change of a hand, a choice or the turn ends with it.
func (s *State) refresh() {
	// The array of open is never handed out (Prompts clones it), so it
	// is reused.
	s.open = s.open[:0]
	if s.Over != nil {
		return
	}
	for seat := range seats {
		if s.Chosen[seat] == nil {
			s.open = append(s.open, s.prompt(seat))
		}
	}
}

// chosen drops the prompt of a seat that has just chosen; the other
// seat's question is unchanged.
func (s *State) chosen(seat int) {
	s.open = slices.DeleteFunc(s.open, func(p games.Prompt) bool { return p.Seat == seat })
}

// prompt offers each distinct card of the hand on each side: fights
// first, then draws. Copies of one design play alike, so one option
// stands for all of them. Every option is a legal play.
func (s *State) prompt(seat int) games.Prompt {
	hand := s.Hands[seat]
	opts := make([]games.Option, 0, 2*len(hand))
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
		ID:      "turn-" + strconv.Itoa(s.Turn),
		Seat:    seat,
		Text:    promptText,
		Options: opts,
		Min:     1,
		Max:     1,
	}
}
