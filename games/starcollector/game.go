// Package starcollector is Star Collector (seed 002): two players each
// choose a card and a side in secret, fight for the cards' stars or draw
// to rebuild their hands, until a hand runs out. The deck is data
// (assets/starcollector/deck.json), validated when it is loaded.
package starcollector

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
)

func init() { games.Register(Game{}) }

// The game's fixed numbers (RULINGS.md).
const (
	seats       = 2
	dealPerSeat = 3
	handLimit   = 7
)

// Values of the option "end".
const (
	endDefault   = "default"
	endDeckEmpty = "deck-empty"
)

var options = []games.OptionSpec{{
	Key:  "end",
	Name: "End of the game",
	Help: "When the game ends: when a hand runs out (the seed's rule), or as soon as the deck runs out.",
	Choices: []games.Choice{
		{Value: endDefault, Label: "When a hand runs out"},
		{Value: endDeckEmpty, Label: "When the deck runs out"},
	},
	Default: endDefault,
}}

// Game is Star Collector.
type Game struct{}

// Info describes the game.
func (Game) Info() games.Info {
	return games.Info{
		Slug:     "starcollector",
		Name:     "Star Collector",
		Summary:  "Two players pick a card and a side in secret: fight for its stars or draw more cards.",
		MinSeats: seats,
		MaxSeats: seats,
		Options:  options,
		Rules:    string(assets.Read("starcollector/rules.md")),
	}
}

// New shuffles the deck and deals three cards to each seat.
func (Game) New(cfg games.Config) (games.State, error) {
	return newState(cfg)
}

func newState(cfg games.Config) (*State, error) {
	if cfg.Seats != seats {
		return nil, fmt.Errorf("Star Collector is for %d players, not %d", seats, cfg.Seats)
	}
	end := cfg.Option(options, "end")
	if end != endDefault && end != endDeckEmpty {
		return nil, fmt.Errorf("unknown end rule %q", end)
	}
	d, err := standard()
	if err != nil {
		return nil, err
	}
	s := &State{End: end, Turn: 1, RNG: games.NewRNG(cfg.Seed), Deck: d.Cards()}
	s.makeRoom(d.Size())
	s.RNG.Shuffle(len(s.Deck), func(i, j int) { s.Deck[i], s.Deck[j] = s.Deck[j], s.Deck[i] })
	for range dealPerSeat {
		for seat := range seats {
			s.Hands[seat] = insert(s.Hands[seat], s.pop())
		}
	}
	s.refresh()
	return s, nil
}

// Decode rebuilds a state from Encode's bytes.
func (Game) Decode(data []byte) (games.State, error) {
	// Loaded here, not by the first card decoded: check reads the deck
	// even when the data holds no card at all.
	if _, err := standard(); err != nil {
		return nil, err
	}
	var s State
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("starcollector: %w", err)
	}
	if err := s.check(); err != nil {
		return nil, fmt.Errorf("starcollector: %w", err)
	}
	s.refresh()
	return &s, nil
}

// check refuses decoded states no game could reach in shape.
func (s *State) check() error {
	if s.End != endDefault && s.End != endDeckEmpty {
		return fmt.Errorf("unknown end rule %q", s.End)
	}
	if s.Turn < 1 {
		return fmt.Errorf("turn %d", s.Turn)
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	if s.Chosen[0] != nil && s.Chosen[1] != nil {
		// The second choice reveals both at once: such a state would
		// wait on nobody and never end.
		return fmt.Errorf("both seats have chosen but nothing was revealed")
	}
	for seat := range seats {
		if len(s.Hands[seat]) > handLimit || !slices.IsSorted(s.Hands[seat]) {
			return fmt.Errorf("seat %d holds %d cards out of order", seat, len(s.Hands[seat]))
		}
		if ch := s.Chosen[seat]; ch != nil {
			if ch.Side != Fight && ch.Side != Draw {
				return fmt.Errorf("unknown side %q", ch.Side)
			}
			if !slices.Contains(s.Hands[seat], ch.Card) {
				return fmt.Errorf("seat %d chose a card it does not hold", seat)
			}
		}
	}
	return nil
}

// checkCards refuses a state whose cards are not exactly the deck's.
func (s *State) checkCards() error {
	count := make([]int, len(stdDeck.Kinds))
	for _, zone := range [][]Card{s.Deck, s.Pot, s.Discard, s.Hands[0], s.Hands[1], s.Collected[0], s.Collected[1]} {
		for _, c := range zone {
			count[c]++
		}
	}
	for i, k := range stdDeck.Kinds {
		if count[i] != k.Copies {
			return fmt.Errorf("%d copies of %s, the deck has %d", count[i], k.ID, k.Copies)
		}
	}
	return nil
}
