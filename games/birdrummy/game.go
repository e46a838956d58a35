// Package birdrummy is Bird Rummy (seed 000): a two-player rummy-like
// game of bird cards played in pairs into a nest, whose abilities are
// bought with ability points. The deck is ours, data in
// assets/birdrummy/deck.json, built from a few effect primitives.
package birdrummy

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
)

func init() { games.Register(Game{}) }

// Game is Bird Rummy.
type Game struct{}

// Seats: the seed's game is for two players.
const seats = 2

// Info describes the game.
func (Game) Info() games.Info {
	return games.Info{
		Slug:     "birdrummy",
		Name:     "Bird Rummy",
		Summary:  "Play birds in pairs into your nest and spend their ability points; most birds in the nest wins.",
		MinSeats: seats,
		MaxSeats: seats,
		Rules:    rules(),
	}
}

var rules = sync.OnceValue(rulesPage)

// rulesPage is the rules followed by the card list, generated from the
// deck so the page never disagrees with the cards.
func rulesPage() string {
	page := string(assets.Read("birdrummy/rules.md"))
	cat, err := defaultCatalog()
	if err != nil {
		return page
	}
	var b strings.Builder
	b.WriteString(page)
	b.WriteString("\n## The cards\n\n")
	kinds := []struct {
		k    kind
		name string
	}{{kindBird, "Birds"}, {kindResource, "Resources"}, {kindEffect, "Effects"}}
	for _, k := range kinds {
		b.WriteString("### " + k.name + "\n\n")
		for _, df := range cat.defs {
			if df.Kind == k.k {
				fmt.Fprintf(&b, "- **%s** (×%d): %s\n", df.Name, df.Copies, df.text)
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// New deals a game: two cards to the Forest, six to each player, and the
// winner of the dice roll (the state's RNG) chooses who plays first.
func (Game) New(cfg games.Config) (games.State, error) {
	if cfg.Seats != seats {
		return nil, fmt.Errorf("Bird Rummy is for %d players, not %d", seats, cfg.Seats)
	}
	cat, err := defaultCatalog()
	if err != nil {
		return nil, err
	}
	return deal(cat, cfg.Seed), nil
}

// Decode rebuilds a state from Encode's bytes.
func (Game) Decode(data []byte) (games.State, error) {
	cat, err := defaultCatalog()
	if err != nil {
		return nil, err
	}
	s := &State{cat: cat}
	if err := json.Unmarshal(data, s); err != nil {
		return nil, fmt.Errorf("birdrummy: %w", err)
	}
	if err := s.check(); err != nil {
		return nil, fmt.Errorf("birdrummy: %w", err)
	}
	return s, nil
}
