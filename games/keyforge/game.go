// Package keyforge is KeyForge for two players: the turn sequence of seed
// 003 and the published core rules, with an original card pool of five
// houses defined as data in assets/keyforge, ready-made decks and a
// generator of unique decks.
package keyforge

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
)

// Game is KeyForge.
type Game struct{}

func init() {
	initOps()
	initHooks()
	pool = mustLoadPool()
	readyDecks = mustLoadDecks()
	games.Register(Game{})
}

// Info describes the game for the lobby.
func (Game) Info() games.Info {
	choices := []games.Choice{{Value: "random", Label: "A new unique deck"}}
	for _, d := range readyDecks {
		choices = append(choices, games.Choice{Value: d.Slug, Label: d.Name})
	}
	return games.Info{
		Slug:     "keyforge",
		Name:     "KeyForge",
		Summary:  "Forge three keys before your rival: a duel of unique decks, æmber and creatures.",
		MinSeats: 2,
		MaxSeats: 2,
		Options: []games.OptionSpec{
			{Key: "deck0", Name: "Deck of the first seat", Help: "A ready-made deck, or a new unique deck generated for this game.", Choices: choices, Default: "random"},
			{Key: "deck1", Name: "Deck of the second seat", Help: "A ready-made deck, or a new unique deck generated for this game.", Choices: choices, Default: "random"},
		},
		Rules: string(assets.Read("keyforge/rules.md")),
	}
}

// New deals a game: decks, first player, opening hands, mulligans.
func (g Game) New(cfg games.Config) (games.State, error) {
	if cfg.Seats != 2 {
		return nil, fmt.Errorf("keyforge is for 2 players, not %d", cfg.Seats)
	}
	rng := games.NewRNG(cfg.Seed)
	var decks [2]Deck
	for seat := 0; seat < 2; seat++ {
		v := cfg.Option(g.Info().Options, fmt.Sprintf("deck%d", seat))
		if v == "random" || v == "" {
			decks[seat] = GenerateDeck(&rng)
			continue
		}
		d, ok := deckBySlug(v)
		if !ok {
			return nil, fmt.Errorf("no deck %q", v)
		}
		decks[seat] = d
	}
	s := newState(decks, &rng)
	return s, nil
}

// newState seats two decks, shuffles them, picks the first player and
// deals the opening hands (7 for the first player, 6 for the other).
func newState(decks [2]Deck, rng *games.RNG) *State {
	s := &State{RNG: *rng, Winner: -1, Phase: "mulligan"}
	for seat, d := range decks {
		pl := &s.P[seat]
		pl.DeckName, pl.Houses, pl.Token = d.Name, append([]string(nil), d.Houses...), d.Token
		for _, c := range d.Cards {
			pl.Deck = append(pl.Deck, len(s.Cards))
			s.Cards = append(s.Cards, Card{Def: c, Owner: seat})
		}
		s.RNG.Shuffle(len(pl.Deck), func(i, j int) { pl.Deck[i], pl.Deck[j] = pl.Deck[j], pl.Deck[i] })
	}
	s.First = s.RNG.IntN(2)
	s.Active = s.First
	s.draw(s.First, 7)
	s.draw(1-s.First, 6)
	s.ev = nil
	return s
}

// Decode rebuilds a state from Encode's bytes, checking every card.
func (Game) Decode(data []byte) (games.State, error) {
	s := &State{}
	if err := json.Unmarshal(data, s); err != nil {
		return nil, err
	}
	if len(s.Cards) == 0 {
		return nil, errors.New("keyforge: a state without cards")
	}
	for _, c := range s.Cards {
		if def(c.Def) == nil || c.Owner < 0 || c.Owner > 1 {
			return nil, fmt.Errorf("keyforge: unknown card %q", c.Def)
		}
	}
	for _, f := range s.Stack {
		if f.K == "ab" && (def(f.Def) == nil || f.Ab >= len(def(f.Def).Abilities)) {
			return nil, fmt.Errorf("keyforge: unknown ability %s/%d", f.Def, f.Ab)
		}
	}
	return s, nil
}

// Result is nil until a player forges a third key.
func (s *State) Result() *games.Result {
	if s.Winner < 0 {
		return nil
	}
	r := &games.Result{Rank: []int{2, 2}, Score: []int{s.P[0].Keys, s.P[1].Keys}}
	r.Rank[s.Winner] = 1
	r.Summary = fmt.Sprintf("%s forged three keys and wins, %d keys to %d, on turn %d.", games.Seat(s.Winner), s.P[s.Winner].Keys, s.P[1-s.Winner].Keys, s.Turn)
	return r
}

// Determinize deals out again, per owner, every card hidden from seat:
// the decks (whose order nobody knows), the opponent's hand and archives,
// and the real cards under face-down token creatures. Card ids stay where
// they are and only what they are changes, so no id a view or prompt
// shows moves.
func (s *State) Determinize(seat int, r *rand.Rand) games.State {
	b, _ := s.Encode()
	d := &State{}
	_ = json.Unmarshal(b, d)
	for o := 0; o < 2; o++ {
		pl := &d.P[o]
		hidden := append([]int(nil), pl.Deck...)
		if o != seat {
			hidden = append(hidden, pl.Hand...)
			hidden = append(hidden, pl.Archives...)
		}
		for p := 0; p < 2; p++ {
			for _, u := range d.P[p].Line {
				if u.Token && d.owner(u.ID) == o {
					hidden = append(hidden, u.ID)
				}
			}
		}
		defs := make([]string, len(hidden))
		for i, id := range hidden {
			defs[i] = d.Cards[id].Def
		}
		r.Shuffle(len(defs), func(i, j int) { defs[i], defs[j] = defs[j], defs[i] })
		for i, id := range hidden {
			d.Cards[id].Def = defs[i]
		}
	}
	d.RNG.Reseed(r)
	return d
}

// Inventory lists every card of the game with its owner, wherever it is.
func (s *State) Inventory() []string {
	var out []string
	add := func(ids []int) {
		for _, id := range ids {
			out = append(out, fmt.Sprintf("%d:%s", s.owner(id), s.Cards[id].Def))
		}
	}
	for p := 0; p < 2; p++ {
		pl := &s.P[p]
		for _, z := range [][]int{pl.Deck, pl.Hand, pl.Discard, pl.Archives, pl.Purged, pl.Limbo} {
			add(z)
		}
		for _, u := range pl.Line {
			add([]int{u.ID})
			add(u.Upgrades)
		}
		for _, u := range pl.Arts {
			add([]int{u.ID})
		}
	}
	return out
}
