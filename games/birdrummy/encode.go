package birdrummy

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/deckhand/deckhand/games"
)

// Decode rebuilds a state from Encode's bytes.
func (Game) Decode(data []byte) (games.State, error) {
	cat, err := defaultCatalog()
	if err != nil {
		return nil, err
	}
	s := &state{cat: cat}
	if err := json.Unmarshal(data, s); err != nil {
		return nil, fmt.Errorf("birdrummy: %w", err)
	}
	if err := s.check(); err != nil {
		return nil, fmt.Errorf("birdrummy: %w", err)
	}
	return s, nil
}

// Encode is the JSON of the state.
func (s *state) Encode() ([]byte, error) { return json.Marshal(s) }

// check refuses a decoded state that cannot be a game, so that nothing
// a damaged record holds makes a later call panic or a game stall: every
// card exactly once and of the kind its zone holds, known phase, seats
// and counters in range, and what is pending well formed.
func (s *state) check() error {
	for _, check := range []func() error{s.checkCounters, s.checkCards, s.checkQueue, s.checkPending} {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}

// checkCounters checks phase, seats and numbers.
func (s *state) checkCounters() error {
	switch s.Phase {
	case phaseFirst, phaseStart, phaseDraw, phaseMain, phaseDiscard, phaseOver:
	default:
		return fmt.Errorf("unknown phase %q", s.Phase)
	}
	if len(s.Points) != s.cat.birds || len(s.Played) != s.cat.birds {
		return errors.New("ability points do not match the deck")
	}
	for sp := range s.Points {
		if s.Points[sp] < 0 || s.Played[sp] < 0 {
			return errors.New("negative ability points or birds played")
		}
	}
	if s.Turn < 0 || s.Turn >= seats || s.Chooser < 0 || s.Chooser >= seats || s.First < -1 || s.First >= seats {
		return errors.New("no such seat")
	}
	if (s.Phase == phaseFirst) != (s.First < 0) || (s.Phase == phaseFirst) != (s.TurnNo == 0) || s.TurnNo < 0 {
		return errors.New("turn count or first player does not fit the phase")
	}
	if s.Step < 0 || s.Wild < 0 || s.Shuffles < 0 || s.Shuffles > 255 {
		return errors.New("negative counters")
	}
	if (s.Phase == phaseOver) != (s.Ended != "") || (s.Ended != "" && s.Ended != endLastCard && s.Ended != endEmpty) {
		return fmt.Errorf("the end %q does not fit the phase", s.Ended)
	}
	return nil
}

// checkCards checks that every card is in exactly one zone, and that
// nests and landing birds are birds and resources in play resources: the
// views count flocks per species.
func (s *state) checkCards() error {
	seen := make([]bool, len(s.cat.cards))
	n := 0
	for _, zone := range s.zones() {
		for _, c := range zone {
			if c < 0 || c >= len(seen) || seen[c] {
				return fmt.Errorf("card %d is missing or twice", c)
			}
			seen[c] = true
			n++
		}
	}
	if n != len(seen) {
		return fmt.Errorf("%d cards of %d", n, len(seen))
	}
	only := func(cs []int, k kind) bool {
		return !slices.ContainsFunc(cs, func(c int) bool { return s.cat.def(c).Kind != k })
	}
	for seat := range seats {
		if !only(s.Nests[seat], kindBird) || !only(s.Kept[seat], kindResource) {
			return errors.New("a card in a nest or in play that cannot be there")
		}
		for c := len(s.cat.cards); c < maxCards; c++ {
			if s.Seen[seat].has(c) {
				return errors.New("a seen card that does not exist")
			}
		}
	}
	if !only(s.Landing, kindBird) {
		return errors.New("a landing card that is not a bird")
	}
	if len(s.Landing) > 0 && s.Phase != phaseMain {
		return errors.New("birds landing outside the main phase")
	}
	// The views name these cards; a bad index would panic there.
	for _, seen := range s.Peek {
		for _, d := range seen {
			if d < 0 || d >= len(s.cat.defs) {
				return errors.New("a seen card that does not exist")
			}
		}
	}
	return nil
}

// checkQueue checks the effects waiting to resolve: each a primitive the
// deck could hold, for a seat, and the first one waiting on a choice
// among two or more (any other would have resolved already).
func (s *state) checkQueue() error {
	if len(s.Queue) == 0 {
		if s.Phase == phaseStart {
			return errors.New("a start phase with nothing to resolve")
		}
		return nil
	}
	if s.Phase != phaseStart && s.Phase != phaseMain {
		return fmt.Errorf("effects waiting in the %s phase", s.Phase)
	}
	for _, st := range s.Queue {
		if st.Actor < 0 || st.Actor >= seats {
			return errors.New("an effect for no seat")
		}
		if errs := checkOps("a waiting effect", []Op{st.Op}, true, false); len(errs) > 0 {
			return errs[0]
		}
		if st.Left < 0 || st.Left > maxN {
			return errors.New("a waiting discard of a wrong count")
		}
	}
	head := s.Queue[0]
	switch head.Op.Do {
	case OpDiscard, OpBanish, OpReturn, OpSteal:
		if head.Op.Random || head.Op.Do == OpDiscard && head.Left < 1 {
			return errors.New("a waiting effect that needs no choice")
		}
	default:
		return errors.New("a waiting effect that needs no choice")
	}
	if len(s.choicesOf(stepPrompt(head))) < 2 {
		return errors.New("a waiting choice with fewer than two options")
	}
	return nil
}

// checkPending checks that the game waits on a move it offers: the card
// to play next is in hand and playable, a discard phase has a card to
// discard, and a game that runs has cards to draw.
func (s *state) checkPending() error {
	if s.Must < -1 {
		return errors.New("no such card to play next")
	}
	if s.Must >= 0 {
		if s.Phase != phaseMain || len(s.Queue) > 0 || !slices.Contains(s.Hands[s.Turn], s.Must) {
			return errors.New("the card to play next is not in hand")
		}
		if len(s.choicesOf(pPlay)) == 0 && len(s.choicesOf(pCard)) == 0 {
			return errors.New("the card to play next cannot be played")
		}
	}
	if s.Phase == phaseDiscard && len(s.Hands[s.Turn]) == 0 {
		return errors.New("a discard phase with no card to discard")
	}
	if s.Phase != phaseOver && len(s.Deck) == 0 && len(s.Forest) == 0 {
		return errors.New("a running game with no card to draw")
	}
	return nil
}
