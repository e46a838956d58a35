package rummy

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// refusal is a rule's refusal of a move, as data: what it says, and
// the error the checks returned when there was one, kept classifiable (a
// choice not offered stays games.ErrBadChoice). Apply says it in the
// state's language (refused); in English meanwhile, for a check that
// reads it before Apply does.
type refusal struct {
	kind error
	text games.Text
}

func (r refusal) Error() string { return english.Say(r.text) }
func (r refusal) Unwrap() error { return r.kind }

// refused is a refusal said in a language: a games.Refusal that is
// still the error the checks returned.
type refused struct {
	*games.Refusal
	kind error
}

func (r refused) Unwrap() []error { return []error{r.Refusal, r.kind} }

// said turns a rule's refusal into the games.Refusal of l, keeping its
// kind; any other error is the check's own.
func said(l games.Lang, err error) error {
	var r refusal
	if !errors.As(err, &r) {
		return err
	}
	out := games.Refuse(l, r.text)
	if r.kind == nil {
		return out
	}
	return refused{out, r.kind}
}

// act checks a against the prompt its id names, exactly as games.Find
// would against Prompts (open prompt of that seat, count, options,
// repeats) but without building any prompt, then applies it. Events are
// written to ev unless it is nil.
func (s *state) act(a games.Answer, ev *[]games.Event) error {
	if s.Phase == phaseOver {
		return games.ErrOver
	}
	kind, _, _ := strings.Cut(a.PromptID, "-")
	var err error
	switch kind {
	case kindDraw:
		err = s.draw(a, ev)
	case kindQuick:
		err = s.quickMeld(a, ev)
	case kindMeld:
		err = s.meldCodes(a, ev)
	case kindLayOff:
		err = s.layOff(a, ev)
	case kindDiscard:
		err = s.discard(a, ev)
	case kindNext:
		err = s.vote(a, ev)
	default:
		err = games.ErrStale
	}
	if err != nil {
		return err
	}
	s.Seq++
	return nil
}

// turnAnswer checks that a answers the turn prompt of kind in phase.
func (s *state) turnAnswer(a games.Answer, kind string, ph phase) error {
	if s.Phase != ph || a.Seat != s.Turn || !idIs(a.PromptID, kind, s.Seq) {
		return games.ErrStale
	}
	return nil
}

// Errors as games.Find words them.
func pickExactly(n int) error   { return fmt.Errorf("%w: pick exactly %d", games.ErrBadChoice, n) }
func notOffered(c string) error { return fmt.Errorf("%w: %q", games.ErrBadChoice, c) }

// single checks a single-choice answer to the turn prompt of kind and
// returns its choice. open says whether the prompt is open at all (it
// is shown only when it has options): a prompt that is not is stale.
func (s *state) single(a games.Answer, kind string, ph phase, open func(*sight) bool) (string, error) {
	if err := s.turnAnswer(a, kind, ph); err != nil {
		return "", err
	}
	if len(a.Choices) != 1 {
		var v sight
		if !open(s.look(&v)) {
			return "", games.ErrStale
		}
		return "", pickExactly(1)
	}
	return a.Choices[0], nil
}

// explain turns a refusal of a move the rules forbid into words. The
// moves themselves are never offered; this is for a player (or a
// client) who asks for one anyway.
func (s *state) explain(a games.Answer, err error) error {
	if a.Seat != s.Turn || len(a.Choices) != 1 {
		return err
	}
	c, perr := parse(a.Choices[0])
	switch {
	case s.Phase == phaseDraw && a.PromptID == s.turnID(iDraw) && perr == nil && contains(s.Pile, c):
		// The draw offers every depth whose deepest card could be
		// played, so a pile card refused is one that could not.
		return refusal{err, games.Say("rummy.refuse.deep", "Card", c.String())}
	case s.Phase == phasePlay && a.PromptID == s.turnID(iDiscard) && s.Owed != nil:
		// Not wrapped: the check said ErrStale (no discard prompt is
		// open), and the bot answers ErrStale with "no longer open".
		return refusal{nil, games.Say("rummy.refuse.owed", "Card", s.Owed.String())}
	case s.Phase == phasePlay && a.PromptID == s.turnID(iDiscard) && perr == nil && contains(s.Taken, c) && contains(s.Hands[s.Turn], c):
		return refusal{err, games.Say("rummy.refuse.taken", "Card", c.String())}
	}
	return err
}

// tell appends an event when events are asked for; text builds it only
// then. Its Text is the message in English: a state is Applied only in
// English (In's copies are only read).
func tell(ev *[]games.Event, text func() games.Text) {
	if ev != nil {
		t := text()
		*ev = append(*ev, games.Event{Msg: t, Text: english.Say(t)})
	}
}

// draw takes the stock's top card, or the discard pile from the top
// down to the chosen card, a depth the draw prompt offers.
func (s *state) draw(a games.Answer, ev *[]games.Event) error {
	choice, err := s.single(a, kindDraw, phaseDraw, func(*sight) bool { return true })
	if err != nil {
		return err
	}
	t := s.Turn
	if choice == optStock {
		s.Phase = phasePlay
		c := s.Stock[len(s.Stock)-1]
		s.Stock = s.Stock[:len(s.Stock)-1]
		s.Hands[t] = insertSorted(s.Hands[t], c)
		if ev != nil {
			drew, yours := games.Say("rummy.event.drew", "Who", games.Seat(t)), games.Say("rummy.event.youDrew", "Card", c.String())
			*ev = append(*ev,
				games.Event{Msg: drew, Text: english.Say(drew)},
				games.Event{Msg: yours, Text: english.Say(yours), Seat: t, Private: true})
		}
		return nil
	}
	var v sight
	i := s.look(&v).pileDepth(choice)
	if i < 0 {
		return notOffered(choice)
	}
	s.Phase = phasePlay
	taken := s.Pile[i:]
	for _, c := range taken {
		s.Hands[t] = insertSorted(s.Hands[t], c)
	}
	s.Taken = append(s.Taken[:0], taken...)
	s.Picked[t] = append(s.Picked[t], taken...)
	s.Pile = s.Pile[:i]
	if len(s.Taken) == 1 {
		tell(ev, func() games.Text {
			return games.Say("rummy.event.took", "Who", games.Seat(t), "Card", s.Taken[0].String())
		})
		return nil
	}
	owed := s.Taken[0]
	s.Owed = &owed
	tell(ev, func() games.Text {
		return games.Say("rummy.event.tookDeep", "Who", games.Seat(t), "Cards", join(s.Taken), "Card", owed.String())
	})
	return nil
}

// pileDepth is the index in the pile of the card a draw takes down to,
// or -1 when the draw prompt does not offer it: the top card always,
// a deeper one when it can be played with the hand and the cards above.
func (v *sight) pileDepth(code string) int {
	c, err := parse(code)
	if err != nil {
		return -1
	}
	top := len(v.pile) - 1
	i := top
	for i >= 0 && v.pile[i] != c {
		i--
	}
	if i < 0 || i == top {
		return i
	}
	h := handOf(v.hand)
	for _, x := range v.pile[i+1:] {
		h.add(x)
	}
	if _, ok := playable(c, h, v.shapes(), v.wrap); !ok {
		return -1
	}
	return i
}

// quickMeld lays a meld of the one-click list.
func (s *state) quickMeld(a games.Answer, ev *[]games.Event) error {
	id, err := s.single(a, kindQuick, phasePlay, (*sight).hasQuick)
	if err != nil {
		return err
	}
	var found pick
	var v sight
	if s.look(&v).forQuick(func(p pick) bool {
		found = p
		return p.quickID() != id
	}) {
		if !s.look(&v).hasQuick() {
			return games.ErrStale
		}
		return notOffered(id)
	}
	var buf [13]cards.Card
	return s.meld(found.appendCards(buf[:0]), ev)
}

// meldCodes lays the cards picked in the meld menu, which lists the
// whole hand and takes 3 up to 13 of them. The menu is shown only when
// the hand holds a meld; without it an answer is stale, but one that
// names cards still hears why they are no meld.
func (s *state) meldCodes(a games.Answer, ev *[]games.Event) error {
	err := s.meldPicked(a, ev)
	var v sight
	if err == nil || errors.Is(err, games.ErrStale) || s.look(&v).hasMeld() {
		return err
	}
	if errors.Is(err, games.ErrBadChoice) {
		return games.ErrStale
	}
	var r refusal
	if errors.As(err, &r) {
		return refusal{games.ErrStale, r.text}
	}
	return err
}

func (s *state) meldPicked(a games.Answer, ev *[]games.Event) error {
	if err := s.turnAnswer(a, kindMeld, phasePlay); err != nil {
		return err
	}
	hand := s.Hands[s.Turn]
	if len(hand) < 3 {
		return games.ErrStale
	}
	if n, most := len(a.Choices), min(len(hand), 13); n < 3 || n > most {
		return fmt.Errorf("%w: pick between 3 and %d", games.ErrBadChoice, most)
	}
	var buf [13]cards.Card
	cs := buf[:0]
	var seen uint64
	for _, code := range a.Choices {
		c, err := parse(code)
		if err != nil || !contains(hand, c) {
			return notOffered(code)
		}
		if seen&(1<<c) != 0 {
			return fmt.Errorf("%w: %q picked twice", games.ErrBadChoice, code)
		}
		seen |= 1 << c
		cs = append(cs, c)
	}
	return s.meld(cs, ev)
}

// meld lays cs down as a new meld, if they make one and the owed card
// can still be played afterwards.
func (s *state) meld(cs []cards.Card, ev *[]games.Event) error {
	t := s.Turn
	m, err := newMeld(cs, s.Wrap, t)
	if err != nil {
		return err
	}
	var buf [maxMelds + 1]shape
	var v sight
	if !s.look(&v).owedStillPlayable(cs, append(shapesInto(buf[:0], s.Melds), m.shape())) {
		return stranding(s.Owed)
	}
	s.Melds = append(s.Melds, m)
	s.played(cs)
	tell(ev, func() games.Text {
		return games.Say("rummy.event.melded", "Who", games.Seat(t), "Cards", join(m.cardList()), "Points", sumValues(cs))
	})
	s.afterPlay(ev)
	return nil
}

func stranding(owed *cards.Card) error {
	return refusal{nil, games.Say("rummy.refuse.stranding", "Card", owed.String())}
}

// layOff answers "7H~3": the card and the meld (numbered from 1).
func (s *state) layOff(a games.Answer, ev *[]games.Event) error {
	id, err := s.single(a, kindLayOff, phasePlay, (*sight).hasLayOff)
	if err != nil {
		return err
	}
	refuse := func() error {
		var v sight
		if !s.look(&v).hasLayOff() {
			return games.ErrStale
		}
		return notOffered(id)
	}
	code, n, _ := strings.Cut(id, "~")
	c, err := parse(code)
	i, nerr := strconv.Atoi(n)
	if err != nil || nerr != nil || i < 1 || i > len(s.Melds) || !contains(s.Hands[s.Turn], c) || id != layOffID(c, i-1) {
		return refuse()
	}
	i--
	var buf [maxMelds]shape
	after := shapesInto(buf[:0], s.Melds)
	front, ok := after[i].fits(c, s.Wrap)
	if !ok {
		return refuse()
	}
	after[i] = after[i].grown(front)
	var v sight
	if !s.look(&v).owedStillPlayable([]cards.Card{c}, after) {
		return refuse()
	}
	s.Melds[i].add(c, s.Turn, front)
	s.played([]cards.Card{c})
	tell(ev, func() games.Text {
		return games.Say("rummy.event.laidOff", "Who", games.Seat(s.Turn), "Card", c.String(), "N", i+1, "Points", value(c))
	})
	s.afterPlay(ev)
	return nil
}

// played takes cards out of the turn's hand into a meld.
func (s *state) played(cs []cards.Card) {
	t := s.Turn
	for _, c := range cs {
		s.Hands[t] = remove(s.Hands[t], c)
		s.Picked[t] = remove(s.Picked[t], c)
	}
	s.Progress = true
	if s.Owed != nil && contains(cs, *s.Owed) {
		s.Owed = nil
	}
}

// afterPlay ends the round when the hand is empty: going out by
// melding or laying off needs no discard.
func (s *state) afterPlay(ev *[]games.Event) {
	if len(s.Hands[s.Turn]) == 0 {
		s.endRound(s.Turn, ev)
	}
}

func (s *state) discard(a games.Answer, ev *[]games.Event) error {
	code, err := s.single(a, kindDiscard, phasePlay, func(v *sight) bool { return v.owed == nil })
	if err != nil {
		return err
	}
	if s.Owed != nil {
		return games.ErrStale
	}
	c, err := parse(code)
	var v sight
	if err != nil || !s.look(&v).mayDiscard(c) {
		return notOffered(code)
	}
	t := s.Turn
	s.Hands[t] = remove(s.Hands[t], c)
	s.Picked[t] = remove(s.Picked[t], c)
	s.Pile = append(s.Pile, c)
	tell(ev, func() games.Text { return games.Say("rummy.event.discarded", "Who", games.Seat(t), "Card", c.String()) })
	if len(s.Hands[t]) == 0 {
		s.endRound(t, ev)
		return nil
	}
	s.nextTurn(ev)
	return nil
}

// nextTurn passes the turn. A draw needs a stock: when it is empty, the
// discard pile but its top card is shuffled into a new one, and when
// that leaves no stock the round ends with nobody out. So does a stock
// that runs out again with no card melded or laid off since it was
// rebuilt: the players are stuck passing the same cards round.
func (s *state) nextTurn(ev *[]games.Event) {
	s.Turn = 1 - s.Turn
	s.Phase = phaseDraw
	s.Taken = s.Taken[:0]
	s.Owed = nil
	if len(s.Stock) > 0 {
		return
	}
	if len(s.Pile) <= 1 {
		tell(ev, func() games.Text { return games.Say("rummy.event.dry") })
		s.endRound(-1, ev)
		return
	}
	if s.Rebuilt > 0 && !s.Progress {
		tell(ev, func() games.Text { return games.Say("rummy.event.blocked") })
		s.endRound(-1, ev)
		return
	}
	s.Rebuilt++
	s.Progress = false
	top := len(s.Pile) - 1
	s.Stock = append(s.Stock[:0], s.Pile[:top]...)
	s.Restocked = append(s.Restocked[:0], s.Stock...)
	s.Pile[0] = s.Pile[top]
	s.Pile = s.Pile[:1]
	cards.Shuffle(s.Stock, &s.RNG)
	tell(ev, func() games.Text { return games.Say("rummy.event.restocked", "N", len(s.Stock)) })
}
