package rummy

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// refusal is an error players read, kept classifiable as the error Find
// returned (a choice not offered stays games.ErrBadChoice).
type refusal struct {
	kind error
	msg  string
}

func (r refusal) Error() string { return r.msg }
func (r refusal) Unwrap() error { return r.kind }

// Apply checks the answer against the open prompts, then the rules, and
// only then changes the state: a refused answer changes nothing.
func (s *state) Apply(a games.Answer) ([]games.Event, error) {
	if s.Phase == phaseOver {
		return nil, games.ErrOver
	}
	// Find checks the answer against the one prompt its id names, built
	// alone: the same as checking it against all of Prompts, cheaper.
	kind, _, _ := strings.Cut(a.PromptID, "-")
	p, err := games.Find(s.promptsOf(kind, true), a)
	if err != nil {
		return nil, s.explain(a, err)
	}
	var ev []games.Event
	switch kind {
	case kindDraw:
		ev = s.draw(a.Choices[0])
	case kindQuick:
		ev, err = s.quickMeld(a.Choices[0])
	case kindMeld:
		ev, err = s.meldCodes(a.Choices)
	case kindLayOff:
		ev, err = s.layOff(a.Choices[0])
	case kindDiscard:
		ev, err = s.discard(a.Choices[0])
	case kindNext:
		ev = s.vote(a.Seat, a.Choices[0])
	default:
		err = fmt.Errorf("unknown prompt %q", p.ID)
	}
	if err != nil {
		return nil, err
	}
	s.Seq++
	return ev, nil
}

// explain turns Find's refusal of a move the rules forbid into words.
// The moves themselves are never offered; this is for a player (or a
// client) who asks for one anyway.
func (s *state) explain(a games.Answer, err error) error {
	if a.Seat != s.Turn || len(a.Choices) != 1 {
		return err
	}
	c, perr := parse(a.Choices[0])
	switch {
	case s.Phase == phaseDraw && a.PromptID == s.pid(kindDraw) && perr == nil && contains(s.Pile, c):
		// The draw prompt offers every depth whose deepest card could be
		// played, so a pile card Find refused is one that could not.
		return refusal{err, fmt.Sprintf("You cannot take down to %s: you could not meld or lay off %s this turn, even with the cards above it", cardLabel[c], cardLabel[c])}
	case s.Phase == phasePlay && a.PromptID == s.pid(kindDiscard) && s.Owed != nil:
		// Not wrapped: Find said ErrStale (no discard prompt is open),
		// and the bot answers ErrStale with "no longer open", not this.
		return errors.New("You must meld or lay off " + cardLabel[*s.Owed] + " this turn before you discard")
	case s.Phase == phasePlay && a.PromptID == s.pid(kindDiscard) && perr == nil && contains(s.Taken, c) && contains(s.Hands[s.Turn], c):
		return refusal{err, "You took " + cardLabel[c] + " from the discard pile this turn, so you cannot discard it this turn"}
	}
	return err
}

// draw takes the stock's top card, or the discard pile from the top
// down to the chosen card. The options offered are all legal, so draw
// cannot fail.
func (s *state) draw(choice string) []games.Event {
	t := s.Turn
	s.Phase = phasePlay
	if choice == optStock {
		c := s.Stock[len(s.Stock)-1]
		s.Stock = s.Stock[:len(s.Stock)-1]
		s.Hands[t] = insertSorted(s.Hands[t], c)
		return []games.Event{
			{Text: games.Seat(t) + " drew from the stock."},
			{Text: "You drew " + cardLabel[c] + ".", Seat: t, Private: true},
		}
	}
	i := len(s.Pile) - 1
	for cardCode[s.Pile[i]] != choice {
		i--
	}
	taken := append([]cards.Card(nil), s.Pile[i:]...)
	s.Pile = s.Pile[:i:i]
	for _, c := range taken {
		s.Hands[t] = insertSorted(s.Hands[t], c)
	}
	s.Taken = taken
	s.Known[t] = append(s.Known[t][:len(s.Known[t]):len(s.Known[t])], taken...)
	if len(taken) == 1 {
		return []games.Event{{Text: games.Seat(t) + " took " + cardLabel[taken[0]] + " from the discard pile."}}
	}
	owed := taken[0]
	s.Owed = &owed
	return []games.Event{{Text: fmt.Sprintf("%s took %s from the discard pile and must meld or lay off %s this turn.",
		games.Seat(t), join(taken), cardLabel[owed])}}
}

func (s *state) quickMeld(id string) ([]games.Event, error) {
	for _, sg := range suggestions(s.Hands[s.Turn], s.Wrap) {
		if sg.id == id {
			return s.meld(sg.cards)
		}
	}
	return nil, fmt.Errorf("no meld %q in your hand", id)
}

func (s *state) meldCodes(codes []string) ([]games.Event, error) {
	cs := make([]cards.Card, len(codes))
	for i, code := range codes {
		c, err := parse(code)
		if err != nil || !contains(s.Hands[s.Turn], c) {
			return nil, fmt.Errorf("%q is not in your hand", code)
		}
		cs[i] = c
	}
	return s.meld(cs)
}

// meld lays cs down as a new meld, if they make one and the owed card
// can still be played afterwards.
func (s *state) meld(cs []cards.Card) ([]games.Event, error) {
	t := s.Turn
	m, err := newMeld(cs, s.Wrap, t)
	if err != nil {
		return nil, err
	}
	if !s.owedStillPlayable(cs, append(shapesOf(s.Melds), m.shape())) {
		return nil, s.stranding()
	}
	s.Melds = append(s.Melds, m)
	s.played(cs)
	ev := []games.Event{{Text: fmt.Sprintf("%s melded %s (+%d).", games.Seat(t), join(m.cardList()), sumValues(cs))}}
	return s.afterPlay(ev), nil
}

func (s *state) stranding() error {
	return fmt.Errorf("that would leave you no way to play %s, which you must meld or lay off this turn", cardLabel[*s.Owed])
}

// layOff answers "7H~3": the card and the meld (numbered from 1).
func (s *state) layOff(id string) ([]games.Event, error) {
	code, n, _ := strings.Cut(id, "~")
	c, err := parse(code)
	i, nerr := strconv.Atoi(n)
	if err != nil || nerr != nil || i < 1 || i > len(s.Melds) || !contains(s.Hands[s.Turn], c) {
		return nil, fmt.Errorf("no lay-off %q", id)
	}
	i--
	laid, ok := s.Melds[i].layOff(c, s.Turn, s.Wrap)
	if !ok {
		return nil, fmt.Errorf("%s does not fit meld %d", cardLabel[c], i+1)
	}
	after := shapesOf(s.Melds)
	after[i] = laid.shape()
	if !s.owedStillPlayable([]cards.Card{c}, after) {
		return nil, s.stranding()
	}
	s.Melds[i] = laid
	s.played([]cards.Card{c})
	ev := []games.Event{{Text: fmt.Sprintf("%s laid off %s on meld %d (+%d).", games.Seat(s.Turn), cardLabel[c], i+1, value(c))}}
	return s.afterPlay(ev), nil
}

// played takes cards out of the turn's hand into a meld.
func (s *state) played(cs []cards.Card) {
	t := s.Turn
	s.Hands[t] = without(s.Hands[t], cs...)
	s.Known[t] = without(s.Known[t], cs...)
	s.Progress = true
	if s.Owed != nil && contains(cs, *s.Owed) {
		s.Owed = nil
	}
}

// afterPlay ends the round when the hand is empty: going out by
// melding or laying off needs no discard.
func (s *state) afterPlay(ev []games.Event) []games.Event {
	if len(s.Hands[s.Turn]) == 0 {
		return s.endRound(s.Turn, ev)
	}
	return ev
}

func (s *state) discard(code string) ([]games.Event, error) {
	c, err := parse(code)
	if err != nil || s.Owed != nil || !contains(s.legalDiscards(), c) {
		return nil, fmt.Errorf("you cannot discard %q now", code)
	}
	t := s.Turn
	s.Hands[t] = without(s.Hands[t], c)
	s.Known[t] = without(s.Known[t], c)
	s.Pile = append(s.Pile, c)
	ev := []games.Event{{Text: games.Seat(t) + " discarded " + cardLabel[c] + "."}}
	if len(s.Hands[t]) == 0 {
		return s.endRound(t, ev), nil
	}
	return s.nextTurn(ev), nil
}

// nextTurn passes the turn. A draw needs a stock: when it is empty, the
// discard pile but its top card is shuffled into a new one, and when
// that leaves no stock the round ends with nobody out. So does a stock
// that runs out again with no card melded or laid off since it was
// rebuilt: the players are stuck passing the same cards round.
func (s *state) nextTurn(ev []games.Event) []games.Event {
	s.Turn = 1 - s.Turn
	s.Phase = phaseDraw
	s.Taken = nil
	s.Owed = nil
	if len(s.Stock) > 0 {
		return ev
	}
	if len(s.Pile) <= 1 {
		ev = append(ev, games.Event{Text: "The stock is empty and the discard pile cannot refill it: the round ends with nobody out."})
		return s.endRound(-1, ev)
	}
	if s.Rebuilt > 0 && !s.Progress {
		ev = append(ev, games.Event{Text: "The stock ran out again with no card melded or laid off since it was rebuilt: the round is blocked and ends with nobody out."})
		return s.endRound(-1, ev)
	}
	s.Rebuilt++
	s.Progress = false
	top := len(s.Pile) - 1
	s.Stock = append([]cards.Card(nil), s.Pile[:top]...)
	s.Pile = []cards.Card{s.Pile[top]}
	cards.Shuffle(s.Stock, &s.RNG)
	return append(ev, games.Event{Text: fmt.Sprintf("The stock ran out: the discard pile but its top card was shuffled into a new stock of %d.", len(s.Stock))})
}
