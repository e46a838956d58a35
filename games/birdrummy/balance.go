package birdrummy

import (
	"math/rand/v2"

	"github.com/deckhand/deckhand/games"
)

// What the balance report counts (games.Balanced): each seat's turns;
// as groups, the species of the flocks a seat built (its nest at the
// end); as special cards, the resources and effects, which a seat plays
// through the card prompt.

var (
	_ games.Balanced = (*state)(nil)
	_ games.Plans    = (*state)(nil)
)

// The one-track plans, both the Easy player with one habit changed.
const (
	// planRush ends the game as soon as it can, ahead or not: it plays
	// every bird it can and keeps one card back so that its discard ends
	// the game.
	planRush = "rush"
	// planHoard plays birds only into big flocks: three or more at once,
	// or onto a flock of its nest.
	planHoard = "hoard"
)

// hoardFlock is the fewest birds the hoard plays to start a flock.
const hoardFlock = 3

// FirstSeat is the seat that plays first, once the dice roll's winner has
// chosen.
func (s *state) FirstSeat() int { return s.First }

// Turns counts seat's turns so far: the first player has the odd turns
// of the game, the other the even ones.
func (s *state) Turns(seat int) int {
	if s.First < 0 {
		return 0
	}
	if seat == s.First {
		return (s.TurnNo + 1) / 2
	}
	return s.TurnNo / 2
}

// Groups lists the species in seat's nest.
func (s *state) Groups(seat int, buf []string) []string {
	if seat < 0 || seat >= seats {
		return buf
	}
	for d := 0; d < s.cat.birds; d++ {
		if s.nestCount(seat, d) > 0 {
			buf = append(buf, s.cat.defs[d].Key)
		}
	}
	return buf
}

// Tracked lists the resource and effect designs in seat's hand.
func (s *state) Tracked(seat int, buf []string) []string {
	if seat < 0 || seat >= seats {
		return buf
	}
	var seen [maxCards]bool
	for _, c := range s.Hands[seat] {
		if d := s.cat.defOf(c); s.cat.defs[d].Kind != kindBird && !seen[d] {
			seen[d] = true
			buf = append(buf, s.cat.defs[d].Key)
		}
	}
	return buf
}

// Plays names the resource or effect a plays.
func (s *state) Plays(a games.Answer, buf []string) []string {
	name, c, err := s.accept(a)
	if err != nil || name != pCard {
		return buf
	}
	return append(buf, s.cat.defs[c.d].Key)
}

// PlanNames lists rush and hoard.
func (s *state) PlanNames() []string { return []string{planRush, planHoard} }

// Plan answers as the plan plays.
func (s *state) Plan(plan string, seat int, rng *rand.Rand) (games.Answer, bool) {
	switch plan {
	case planRush:
		return easySeat{s: s, seat: seat, style: styleRush}.answer(rng)
	case planHoard:
		return easySeat{s: s, seat: seat, style: styleHoard}.answer(rng)
	}
	return games.Answer{}, false
}

// flockPlays keeps the bird plays of cs that make or grow a big flock.
func (p easySeat) flockPlays(cs []choice) []choice {
	s, seat := p.s, p.seat
	var out []choice
	for _, c := range cs {
		if c.n >= hoardFlock || s.nestCount(seat, c.d) > 0 {
			out = append(out, c)
		}
	}
	return out
}
