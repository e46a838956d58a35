// Package bitch is Bitch, a shedding game of the Palace family
// for 2 to 8 players: play one value at a time on the middle stack, equal
// or higher, with 2s, 7s, 8s, 9s, 10s, aces and jokers bending the rule;
// pick up the stack when you cannot (or will not) play, and risk a bluff
// call. Empty your hand, then your naked cards, then your blind cards;
// the last player left loses.
//
// What the package holds: the state is one plain struct (state.go) that
// Clone copies deeply and Decode checks (encode.go, check.go). Prompts are
// built only when asked, with ids from tables (prompt.go, labels.go) that
// change with every step (promptid.go); the lean path for search
// (apply.go) builds the same questions without a word of text, beside
// Apply. Apply and Play share one path (turn.go, setup.go, pickup.go,
// bluff.go), which writes events (a message and its English) for Apply
// alone. Every word a player reads is a message of the catalogs in
// assets/bitch/lang: words.go says the ones prompts and views use over
// and over once per language, and speak.go gives the state (In) and the
// game's Info (InfoIn) in a reader's language. knowledge.go
// follows the cards every seat saw enter a hand, so that a determinization
// leaves them there; heuristic.go is the Easy player and end.go ranks a
// finished game and judges an unfinished one. value.go names the values
// played and stack.go what the stack lets be played on it; view.go and
// scene.go show the table as text and as a picture; playouts.go tunes the
// search's playouts. A game keeps the edition of the rules it was dealt
// in (state.go): since the second, no Call bluff is offered once the
// deck is empty.
package bitch

import (
	"fmt"
	"strconv"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

func init() { games.Register(Game{}) }

// The optional parts of the contract this game implements; a mistyped
// method would otherwise switch a kit check off silently.
var (
	_ games.Searchable  = (*state)(nil)
	_ games.CardCounter = (*state)(nil)
	_ games.Knowledge   = (*state)(nil)
	_ games.Evaluator   = (*state)(nil)
	_ games.Heuristic   = (*state)(nil)
	_ games.Playouts    = (*state)(nil)
)

const (
	minSeats = 2
	maxSeats = 8
	maxDecks = 4
	jokers   = 2 // per deck
)

// Option keys and values.
const (
	optDecks  = "decks"
	optFirst  = "first"
	optDealer = "dealer"

	decksAuto   = "auto"
	firstRandom = "random"
	firstDealer = "dealer"
	dealerRand  = "random"
	dealerHost  = "host"
)

// options are the lobby's options in English; their keys and defaults
// are the same in every language (optionsIn).
var options = optionsIn(english)

// optionsIn are the lobby's options said in l.
func optionsIn(l games.Lang) []games.OptionSpec {
	say := func(id string, pairs ...any) string { return l.Say(games.Say(id, pairs...)) }
	return []games.OptionSpec{
		{
			Key:     optDecks,
			Name:    say("bitch.option.decks.name"),
			Help:    say("bitch.option.decks.help", "Least", minDrawPileAtAll),
			Choices: append([]games.Choice{{Value: decksAuto, Label: say("bitch.option.decks.auto")}}, deckChoices(l)...),
			Default: decksAuto,
		},
		{
			Key:  optFirst,
			Name: say("bitch.option.first.name"),
			Help: say("bitch.option.first.help"),
			Choices: []games.Choice{
				{Value: firstRandom, Label: say("bitch.option.first.random")},
				{Value: firstDealer, Label: say("bitch.option.first.dealer")},
			},
			Default: firstRandom,
		},
		{
			Key:  optDealer,
			Name: say("bitch.option.dealer.name"),
			Help: say("bitch.option.dealer.help"),
			Choices: []games.Choice{
				{Value: dealerRand, Label: say("bitch.option.dealer.random")},
				{Value: dealerHost, Label: say("bitch.option.dealer.host")},
			},
			Default: dealerRand,
		},
	}
}

// Game is Bitch.
type Game struct{}

// rules is the rules page, read once: Info is called at every render.
var rules = assets.Text("bitch/rules.md")

// Info describes the game in English.
func (g Game) Info() games.Info { return g.InfoIn(english) }

// minDrawPile is what Auto leaves in the deck after the deal, at least:
// with fewer, 7s and bluff penalties draw from an empty deck and lose
// their teeth.
const minDrawPile = 20

// dealt is how many cards the deal takes: 13 a seat (4 blind, 9 to lay
// naked piles from) and the middle card.
func dealt(seats int) int { return seats*(blindCards+dealCards) + 1 }

// minDrawPileAtAll is the smallest draw pile a chosen deck count may
// leave after the deal: a wrong bluff call's draw. With fewer, 7s and
// bluffs draw nothing from the first turn on (1 deck at 4 players
// leaves 1 card).
const minDrawPileAtAll = wrongDraw

// leastDecks is the fewest decks a host may choose for seats: they deal
// everyone and leave a draw pile of minDrawPileAtAll.
func leastDecks(seats int) int {
	n := minDecks(seats)
	for n*(52+jokers)-dealt(seats) < minDrawPileAtAll {
		n++
	}
	return n
}

// deckChoices are the lobby's deck counts, each saying the players it
// serves, since the lobby does not know yet how many will sit down:
// "1 deck: 2–3 players".
func deckChoices(l games.Lang) []games.Choice {
	var out []games.Choice
	for n := 1; n <= maxDecks; n++ {
		most := minSeats - 1
		for s := minSeats; s <= maxSeats && leastDecks(s) <= n; s++ {
			most = s
		}
		label := l.Say(decksText(n))
		if most < maxSeats {
			label = l.Say(games.Say("bitch.option.decks.serves", "Decks", decksText(n), "Most", most))
		}
		out = append(out, games.Choice{Value: strconv.Itoa(n), Label: label})
	}
	return out
}

// decksText is "1 deck", "2 decks".
func decksText(n int) games.Text { return games.Say("bitch.decks", "Count", n) }

// minDecks is the fewest decks that can deal seats at all; a saved game
// with fewer is corrupt.
func minDecks(seats int) int {
	n := 1
	for n*(52+jokers) < dealt(seats) {
		n++
	}
	return n
}

// autoDecks is the fewest decks that leave a draw pile of minDrawPile
// after the deal: 1 for 2 players, 2 for 3-6, 3 for 7-8.
func autoDecks(seats int) int {
	n := 1
	for n*(52+jokers)-dealt(seats) < minDrawPile {
		n++
	}
	return n
}

// New shuffles, picks the dealer, deals 4 blind and 9 cards to everyone
// and turns up the middle card. Every seat then lays its naked piles.
func (Game) New(cfg games.Config) (games.State, error) {
	return newState(cfg)
}

func newState(cfg games.Config) (*state, error) {
	if cfg.Seats < minSeats || cfg.Seats > maxSeats {
		return nil, games.Refuse(english, games.Say("bitch.refuse.seats", "Min", minSeats, "Max", maxSeats, "Seats", cfg.Seats))
	}
	var decks int
	switch v := cfg.Option(options, optDecks); v {
	case decksAuto:
		decks = autoDecks(cfg.Seats)
	default:
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > maxDecks {
			return nil, fmt.Errorf("decks must be auto or 1 to %d, not %q", maxDecks, v)
		}
		if least := leastDecks(cfg.Seats); n < least {
			why := games.Say("bitch.refuse.cannotDeal", "Seats", cfg.Seats, "Decks", decksText(n), "Least", least)
			if left := n*(52+jokers) - dealt(cfg.Seats); left >= 0 {
				why = games.Say("bitch.refuse.tooFew", "Seats", cfg.Seats, "Decks", decksText(n), "Left", left, "Least", least)
			}
			return nil, games.Refuse(english, why)
		}
		decks = n
	}
	first := cfg.Option(options, optFirst)
	if first != firstRandom && first != firstDealer {
		return nil, fmt.Errorf("first player must be %q or %q, not %q", firstRandom, firstDealer, first)
	}
	dealerOpt := cfg.Option(options, optDealer)
	if dealerOpt != dealerRand && dealerOpt != dealerHost {
		return nil, fmt.Errorf("dealer must be %q or %q, not %q", dealerRand, dealerHost, dealerOpt)
	}
	edition := newestEdition
	if cfg.Edition != nil {
		edition = *cfg.Edition
		if edition < editionCallsOnEmptyDeck || edition > newestEdition {
			return nil, fmt.Errorf("no edition %d of the rules", edition)
		}
	}
	s := &state{
		Seats:       cfg.Seats,
		Decks:       decks,
		Edition:     edition,
		DealerFirst: first == firstDealer,
		RNG:         games.NewRNG(cfg.Seed),
		Hands:       make([]cardList, cfg.Seats),
		Naked:       make([][]cardList, cfg.Seats),
		Blind:       make([]cardList, cfg.Seats),
		Out:         []int{},
	}
	if dealerOpt == dealerRand {
		s.Dealer = s.RNG.IntN(cfg.Seats)
	}
	s.Deck = cards.Decks(decks, jokers)
	cards.Shuffle(s.Deck, &s.RNG)
	// The dealer deals from the left, the blind cards first, then the 9.
	for i := 1; i <= cfg.Seats; i++ {
		seat := (s.Dealer + i) % cfg.Seats
		s.Blind[seat] = s.draw(blindCards)
	}
	for i := 1; i <= cfg.Seats; i++ {
		seat := (s.Dealer + i) % cfg.Seats
		s.Hands[seat] = s.draw(dealCards)
	}
	for _, c := range s.draw(1) {
		s.Stack = append(s.Stack, entry{Card: c, As: turnedValue(c), Turned: true})
	}
	return s, nil
}

// draw takes up to n cards from the top of the deck.
func (s *state) draw(n int) []cards.Card {
	n = min(n, len(s.Deck))
	out := make([]cards.Card, n)
	for i := range out {
		out[i] = s.Deck[len(s.Deck)-1-i]
	}
	s.Deck = s.Deck[:len(s.Deck)-n]
	return out
}

// drawTo draws up to n cards from the deck into seat's hand and returns
// them: fewer, or none, when the deck runs short.
func (s *state) drawTo(seat, n int) []cards.Card {
	got := s.draw(n)
	s.Hands[seat] = append(s.Hands[seat], got...)
	return got
}
