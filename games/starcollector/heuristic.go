package starcollector

import (
	"math/rand/v2"

	"github.com/deckhand/deckhand/games"
)

// The Easy player: for every card of its hand on each side it weighs
// what the play likely gains in stars, against the cards it cannot see
// (the deck and the other hand, as one pool) and how likely the other
// player is to draw, and plays the best. It reads only what its seat
// sees: never the other hand, never the deck's order, never the other
// seat's choice.

// Suggest answers seat's prompt with the play of highest estimated worth.
func (s *state) Suggest(seat int, rng *rand.Rand) (games.Answer, bool) {
	return s.best(seat, rng, Fight, Draw)
}

// best answers seat's prompt with the play of highest estimated worth
// among the sides allowed.
func (s *state) best(seat int, rng *rand.Rand, allowed ...Side) (games.Answer, bool) {
	if s.Over != nil || seat < 0 || seat >= seats || s.Chosen[seat] != nil || len(s.Hands[seat]) == 0 {
		return games.Answer{}, false
	}
	o := s.outlook(seat)
	best, bestWorth := games.Answer{}, 0.0
	for _, side := range allowed {
		for c := range distinct(s.Hands[seat]) {
			k := c.kind()
			choice, worth := k.fightChoice, o.fight(k)
			if side == Draw {
				choice, worth = k.drawChoice, o.draw(k)
			}
			worth += rng.Float64() * 0.01 // equal plays: any of them
			if best.Choices == nil || worth > bestWorth {
				best = games.Answer{Seat: seat, PromptID: turnID(s.Turn), Choices: choice}
				bestWorth = worth
			}
		}
	}
	return best, true
}

// outlook is what a seat knows that bears on its play.
type outlook struct {
	hand, room, deck int     // cards in hand, room left by playing one, deck size
	pot              float64 // stars in the pot
	// unseen counts the cards of each design the seat cannot see, n of them.
	unseen [maxKinds]int
	n      int
	avg    float64 // stars of an unseen card, on average
	// opponentDraws is how likely the other player plays a draw side:
	// likely on a small hand, which must be rebuilt, unlikely on a full one.
	opponentDraws float64
}

// handWorth is the worth, in stars, of one more card in hand: a card is
// a future fight or a future draw.
const handWorth = 0.8

// lostGame is the worth of a play that loses the game outright.
const lostGame = -100

// drawChance is how likely a player draws, by the cards in its hand.
var drawChance = [handLimit + 1]float64{0, 0.9, 0.6, 0.45, 0.35, 0.25, 0.2, 0.1}

func (s *state) outlook(seat int) outlook {
	o := outlook{hand: len(s.Hands[seat]), deck: len(s.Deck), pot: float64(starsOf(s.Pot))}
	o.room = handLimit - (o.hand - 1)
	copy(o.unseen[:], stdDeck.Copies(s.Edition))
	for _, zone := range [][]Card{s.Hands[seat], s.Pot, s.Discard, s.Collected[0], s.Collected[1]} {
		for _, c := range zone {
			o.unseen[c]--
		}
	}
	stars := 0
	for i, n := range o.unseen[:len(stdDeck.Kinds)] {
		o.n += n
		stars += n * stdDeck.Kinds[i].Stars
	}
	if o.n > 0 {
		o.avg = float64(stars) / float64(o.n)
	}
	if o.deck > 0 {
		o.opponentDraws = drawChance[len(s.Hands[1-seat])]
	}
	return o
}

// odds are the chances that a fight card wins, ties or loses against an
// unseen card played on its fight side.
func (o *outlook) odds(k *Kind) (win, tie float64) {
	if o.n == 0 {
		return 1, 0
	}
	for i, n := range o.unseen[:len(stdDeck.Kinds)] {
		switch winner(k, &stdDeck.Kinds[i]) {
		case 0:
			win += float64(n)
		case -1:
			tie += float64(n)
		}
	}
	return win / float64(o.n), tie / float64(o.n)
}

// fight is the worth of playing k on its fight side: against a draw it
// collects its own stars and the pot (an ambush the draw card's too);
// against a fight the winner collects both cards and the pot, which the
// loser does not get, so a loss costs as much as a win gains.
func (o *outlook) fight(k *Kind) float64 {
	drawn := 0
	if k.effect == effFightDraw {
		drawn = o.drawn(k.Special.N)
	}
	if o.hand == 1 && o.deck > 0 && drawn == 0 {
		return lostGame // an empty hand while the deck lasts loses
	}
	own := float64(k.Stars)
	unopposed := own + o.pot
	if k.effect == effAmbush {
		unopposed += o.avg
	}
	win, tie := o.odds(k)
	stake := own + o.avg + o.pot
	fought := win*stake - (1-win-tie)*stake
	return o.opponentDraws*unopposed + (1-o.opponentDraws)*fought + o.refill(drawn)
}

// draw is the worth of playing k on its draw side: the cards it brings,
// less what the other player's fight collects meanwhile (a trap turns
// that fight into a loss for them), plus k's stars for a keep card.
func (o *outlook) draw(k *Kind) float64 {
	worth := o.refill(o.drawn(k.Draw))
	theyFight := 1 - o.opponentDraws
	switch k.effect {
	case effTrap:
		worth += theyFight * o.avg
	case effKeep:
		worth += float64(k.Stars)
	default:
		worth -= theyFight * (o.avg + o.pot)
	}
	return worth
}

// drawn is how many cards a draw of n likely brings: the hand limit and
// the deck stop it.
func (o *outlook) drawn(n int) int { return min(n, o.room, o.deck) }

// refill is the worth of drawing n cards: each is worth handWorth, and
// more while the hand is small, since an empty hand loses.
func (o *outlook) refill(n int) float64 {
	worth := 0.0
	for i := range n {
		after := o.hand - 1 + i // cards in hand before this one arrives
		switch {
		case after <= 1:
			worth += 3 * handWorth
		case after <= 3:
			worth += 1.5 * handWorth
		default:
			worth += handWorth
		}
	}
	return worth
}
