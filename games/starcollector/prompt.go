package starcollector

import (
	"iter"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// emptyDeckDetail explains a draw side once the deck is empty: the card
// is played, but draws nothing; emptyDeckLabel says so on its button,
// which is all a player choosing by button reads.
const (
	emptyDeckDetail = "The deck is empty: this draws no card."
	emptyDeckLabel  = " · draws nothing (deck empty)"
)

// lastCardEnds marks both sides of a seat's last card once the deck is
// empty: whatever it plays, its hand is empty at the end of the turn,
// and the game then ends on the stars.
const (
	lastCardEnds       = " · last card: the game ends"
	lastCardEndsDetail = "Your last card, with the deck empty: the game ends after this turn; the most stars wins."
)

// promptText is the question of every turn, read above its buttons at
// every turn: what to do, in its first sentence (a select's placeholder
// shows that one), and in a few words that it is secret; the rules say
// how a reveal goes. The turn number is in the ID.
const promptText = "Choose a card and the side to play. Nobody sees it until both have chosen."

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
	opts := buf[:0]
	for side := range 2 {
		for c := range distinct(s.Hands[seat]) {
			k := c.kind()
			if side == 0 {
				label, detail := k.labelFight, k.detail
				if loses := s.lastCardLoses(seat, k); loses != "" {
					label, detail = label+" · "+loses, lastCardDetail
				}
				opts = append(opts, games.Option{ID: k.optFight, Label: label, Detail: detail})
			} else {
				label, detail := k.labelDraw, k.detail
				if len(s.Deck) == 0 {
					// A draw that does nothing says so.
					label, detail = label+emptyDeckLabel, emptyDeckDetail
				} else if loses := s.lastDrawLoses(seat, k); loses != "" {
					label, detail = label+" · empties the deck: "+loses, lastDrawDetail
				}
				opts = append(opts, games.Option{ID: k.optDraw, Label: label, Detail: detail})
			}
		}
	}
	if len(s.Deck) == 0 && len(s.Hands[seat]) == 1 {
		// What a draw would draw no longer matters: the game ends.
		for i := range opts {
			opts[i].Label = strings.TrimSuffix(opts[i].Label, emptyDeckLabel) + lastCardEnds
			if opts[i].Detail != emptyDeckDetail {
				opts[i].Detail = lastCardEndsDetail
			}
		}
	}
	return games.Prompt{
		ID:      turnID(s.Turn),
		Seat:    seat,
		Text:    promptText,
		Options: opts[:len(opts):len(opts)],
		Min:     1,
		Max:     1,
	}, opts[len(opts):]
}

// lastCardDetail explains the button of a fight that empties the hand.
const lastCardDetail = "Your last card: with no cards left while the deck still has some, you lose."

// lastCardLoses says what playing seat's last card, of kind k, to a fight
// does when that loses the game: "you lose the game" when the deck holds
// more cards than the other player could draw this turn (said of the game,
// as "you lose" alone reads as losing the fight), "you may lose" when
// their draw might just empty it; "" when the fight is safe (more cards
// in hand, an empty deck, or a card that draws on its fight side). It
// reads only what the seat may see: the other hand's size, never its
// choice.
func (s *state) lastCardLoses(seat int, k *Kind) string {
	if len(s.Hands[seat]) != 1 || len(s.Deck) == 0 || k.effect == effFightDraw {
		return ""
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
		return "last card: you lose the game"
	}
	return "last card: you may lose the game"
}

// lastDrawDetail explains the button of a draw that empties the deck
// under the "when the deck runs out" end.
const lastDrawDetail = "This draw empties the deck: the game ends after this turn, and the most stars wins."

// lastDrawLoses says what playing card k of seat's hand on its draw side
// does when, under the "when the deck runs out" end, the draw surely
// empties the deck and so ends the game this turn: "you lose" when seat
// has fewer stars than the other player already (a draw collects
// nothing, but a Keep card itself), "you may lose" when the other
// player's fight this turn could still pass it (their card, the pot,
// and this card if they ambush it); "" otherwise. It reads only what
// seat may see: stars, the pot, hand and deck sizes.
func (s *state) lastDrawLoses(seat int, k *Kind) string {
	if s.End != endDeckEmpty {
		return ""
	}
	if n := min(k.Draw, handLimit-(len(s.Hands[seat])-1)); n < len(s.Deck) {
		return ""
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
		return "you lose"
	case mine < theirs+gain:
		return "you may lose"
	}
	return ""
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
