// Package starcollector is Star Collector: two players each choose a
// card and a side in secret, fight for the cards' stars or draw to
// rebuild their hands, until a hand runs out. The deck is data
// (assets/starcollector/deck.json), validated when it is loaded; the
// rules page (assets/starcollector/rules.md) says how every open point
// of the original rules is played.
//
// What the package holds: state.go is the state, a plain struct that
// Clone copies and Decode checks (encode.go); game.go deals it. prompt.go
// asks each seat for a card and a side; apply.go takes the answers (Apply
// with event sentences, Play without, Legal and Waiting for a search);
// turn.go plays a turn out once both seats have chosen (fight, draw, the
// pot, the special cards of special.go), reveal.go keeps what the reveal
// did as facts for the board and the events, and end.go applies the end
// rules and ranks the game. deck.go reads and checks the deck data;
// view.go and scene.go show the table as text and as a picture;
// heuristic.go is the Easy player; balance.go feeds the balance report.
// Every word is a message of the catalogs of assets/starcollector/lang:
// speak.go says a state in a reader's language (In) and the game's Info
// (InfoIn, with the rules page of each language), and words.go says the
// cards in each language once.
package starcollector

import (
	"fmt"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
)

func init() { games.Register(Game{}) }

// The optional interfaces the state implements: a mistyped method must
// not switch a kit check off silently.
var (
	_ games.Scener      = (*state)(nil)
	_ games.Searchable  = (*state)(nil)
	_ games.CardCounter = (*state)(nil)
	_ games.Heuristic   = (*state)(nil)
)

// The game's fixed numbers: two players, three cards dealt to each, and
// a draw stops when the hand holds seven.
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

// options are the lobby's options, keys and values: their words are the
// catalog's (InfoIn).
var options = []games.OptionSpec{{
	Key:     "end",
	Choices: []games.Choice{{Value: endDefault}, {Value: endDeckEmpty}},
	Default: endDefault,
}}

// Game is Star Collector.
type Game struct{}

// rules is the rules page, read once: Info is called at every render.
var rules = assets.Text("starcollector/rules.md")

// Info describes the game, in English.
func (g Game) Info() games.Info { return g.InfoIn(english) }

// New shuffles the deck and deals three cards to each seat.
func (Game) New(cfg games.Config) (games.State, error) {
	return newState(cfg)
}

func newState(cfg games.Config) (*state, error) {
	if cfg.Seats != seats {
		return nil, fmt.Errorf("a game of Star Collector is for %d players, not %d", seats, cfg.Seats)
	}
	end := cfg.Option(options, "end")
	if end != endDefault && end != endDeckEmpty {
		return nil, fmt.Errorf("unknown end rule %q", end)
	}
	d, err := standard()
	if err != nil {
		return nil, err
	}
	edition := d.Current()
	if cfg.Edition != nil {
		edition = *cfg.Edition
	}
	deck := d.Cards(edition)
	if deck == nil {
		return nil, fmt.Errorf("no edition %d of the deck", edition)
	}
	s := &state{End: end, Edition: edition, Turn: 1, RNG: games.NewRNG(cfg.Seed), Deck: deck}
	s.makeRoom(len(deck))
	s.RNG.Shuffle(len(s.Deck), func(i, j int) { s.Deck[i], s.Deck[j] = s.Deck[j], s.Deck[i] })
	for range dealPerSeat {
		for seat := range seats {
			s.Hands[seat] = insert(s.Hands[seat], s.pop())
		}
	}
	return s, nil
}
