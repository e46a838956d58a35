package starcollector

import (
	"iter"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// The words of the prompts are the catalog's starcollector.prompt:
// the question of every turn, read above its buttons at every turn, says
// what to do in its first sentence (a select's placeholder shows that
// one), and in a few words that it is secret; the rules say how a reveal
// goes. The turn number is in the ID. An option that warns (a draw from
// an empty deck draws nothing; the last card of a hand) says so on its
// button, which is all a player choosing by button reads.

// Prompts asks every seat that has not chosen yet: both seats at once at
// the start of a turn, the slower one after the first choice. The
// prompts are made when first asked for after a change, not on each
// call: the random player and the bot ask far more often than the state
// moves, and a search, which plays through Legal, never asks. The
// returned prompts are shared and never changed afterwards (a change of
// state makes new ones): callers read them, never write.
func (s *state) Prompts() []games.Prompt {
	if !s.built {
		s.build()
	}
	if len(s.open) == 0 {
		return nil
	}
	return s.open[:len(s.open):len(s.open)]
}

// changed drops the prompts after a change of a hand or the turn.
func (s *state) changed() { s.open, s.built = nil, false }

// chosen drops the prompt of a seat that has just chosen. The other
// seat's prompt is unchanged, so the prompts already made stay, less
// that one: the array is shared, but nothing in it is changed.
func (s *state) chosen(seat int) {
	if !s.built {
		return
	}
	for i := range s.open {
		if s.open[i].Seat != seat {
			continue
		}
		// With two seats the prompt dropped is the first or the last.
		if i == 0 {
			s.open = s.open[1:]
		} else {
			s.open = s.open[:i:i]
		}
		return
	}
}

// build makes the open prompts from the hands and choices: the options
// of both in one array of the exact size, as the bytes a game allocates
// cost more than the allocations.
func (s *state) build() {
	s.open, s.built = nil, true
	if s.Over != nil {
		return
	}
	n, waiting := 0, 0
	for seat := range seats {
		if s.Chosen[seat] == nil {
			waiting++
			for range distinct(s.Hands[seat]) {
				n += 2
			}
		}
	}
	opts := make([]games.Option, 0, n)
	s.open = make([]games.Prompt, 0, waiting)
	for seat := range seats {
		if s.Chosen[seat] == nil {
			var p games.Prompt
			p, opts = s.prompt(seat, opts)
			s.open = append(s.open, p)
		}
	}
}

// prompt offers each distinct card of the hand on each side: fights
// first, then draws. Copies of one design play alike, so one option
// stands for all of them. Every option is a legal play. The options are
// appended to buf, whose capacity must hold them; the rest is returned.
func (s *state) prompt(seat int, buf []games.Option) (games.Prompt, []games.Option) {
	said := words(s.lang())
	opts := buf[:0]
	last := len(s.Deck) == 0 && len(s.Hands[seat]) == 1
	for side := range 2 {
		for c := range distinct(s.Hands[seat]) {
			k, w := c.kind(), said.of(c)
			if side == 0 {
				label, detail := w.labelFight, w.detail
				switch s.lastCardLoses(seat, k) {
				case surely:
					label, detail = w.fightLoses, w.detailLastCard
				case maybe:
					label, detail = w.fightMayLose, w.detailLastCard
				}
				if last {
					// What a draw would draw no longer matters: the game ends.
					label, detail = w.lastFight, w.detailLastCardEnds
				}
				opts = append(opts, games.Option{ID: k.optFight, Label: label, Detail: detail})
			} else {
				label, detail := w.labelDraw, w.detail
				switch {
				case last:
					label, detail = w.lastDraw, w.detailEmpty
				case len(s.Deck) == 0:
					// A draw that does nothing says so.
					label, detail = w.drawEmpty, w.detailEmpty
				case s.lastDrawLoses(seat, k) == surely:
					label, detail = w.drawLoses, w.detailLastDraw
				case s.lastDrawLoses(seat, k) == maybe:
					label, detail = w.drawMayLose, w.detailLastDraw
				}
				opts = append(opts, games.Option{ID: k.optDraw, Label: label, Detail: detail})
			}
		}
	}
	return games.Prompt{
		ID:      turnID(s.Turn),
		Seat:    seat,
		Text:    said.prompt,
		Options: opts[:len(opts):len(opts)],
		Min:     1,
		Max:     1,
	}, opts[len(opts):]
}

// Whether a play loses the game: not at all, surely, or maybe.
type loss int

const (
	safe loss = iota
	surely
	maybe
)

// lastCardLoses says what playing seat's last card, of kind k, to a fight
// does when that loses the game: surely when the deck holds more cards
// than the other player could draw this turn (its button says "you lose
// the game", said of the game, as "you lose" alone reads as losing the
// fight), maybe when their draw might just empty it; safe when the fight
// is safe (more cards in hand, an empty deck, or a card that draws on its
// fight side). It reads only what the seat may see: the other hand's
// size, never its choice.
func (s *state) lastCardLoses(seat int, k *Kind) loss {
	if len(s.Hands[seat]) != 1 || len(s.Deck) == 0 || k.effect == effFightDraw {
		return safe
	}
	// The other player plays one card: a draw of at most the deck's
	// biggest draw number, stopped at the hand limit, or a fight that
	// draws a special's few cards.
	drawMost, fightMost := 0, 0
	for i := range stdDeck.Kinds {
		o := &stdDeck.Kinds[i]
		drawMost = max(drawMost, o.Draw)
		if o.effect == effFightDraw {
			fightMost = max(fightMost, o.Special.N)
		}
	}
	other := len(s.Hands[1-seat]) - 1
	most := max(min(drawMost, handLimit-other), fightMost)
	if len(s.Deck) > most {
		return surely
	}
	return maybe
}

// lastDrawLoses says what playing card k of seat's hand on its draw side
// does when, under the "when the deck runs out" end, the draw surely
// empties the deck and so ends the game this turn: surely when seat has
// fewer stars than the other player already (a draw collects nothing,
// but a Keep card itself), maybe when the other player's fight this turn
// could still pass it (their card, the pot, and this card if they
// ambush it); safe otherwise. It reads only what seat may see: stars,
// the pot, hand and deck sizes.
func (s *state) lastDrawLoses(seat int, k *Kind) loss {
	if s.End != endDeckEmpty {
		return safe
	}
	if n := min(k.Draw, handLimit-(len(s.Hands[seat])-1)); n < len(s.Deck) {
		return safe
	}
	mine, theirs := s.Stars(seat), s.Stars(1-seat)
	gain := starsOf(s.Pot) + maxStars
	if k.effect == effKeep {
		mine += k.Stars
	} else {
		gain += k.Stars
	}
	switch {
	case mine < theirs:
		return surely
	case mine < theirs+gain:
		return maybe
	}
	return safe
}

// maxStars is the most stars a card carries.
const maxStars = 3

// distinct yields each card of a sorted hand once.
func distinct(hand []Card) iter.Seq[Card] {
	return func(yield func(Card) bool) {
		for i, c := range hand {
			if i > 0 && hand[i-1] == c {
				continue
			}
			if !yield(c) {
				return
			}
		}
	}
}

// turnIDs are the prompt ids of the first turns, made once: a game
// rarely lasts 40 turns.
var turnIDs = func() (ids [100]string) {
	for i := range ids {
		ids[i] = "turn-" + strconv.Itoa(i)
	}
	return ids
}()

// turnID is the id of the prompt of a turn.
func turnID(turn int) string {
	if turn >= 0 && turn < len(turnIDs) {
		return turnIDs[turn]
	}
	return "turn-" + strconv.Itoa(turn)
}
