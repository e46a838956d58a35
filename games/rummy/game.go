// Package rummy is two-player Rummy as played on Rummy2go: deal 7, draw
// from the stock or take one or more cards from the discard pile (the
// deepest must be played that turn), meld sets and runs (ace low or
// high, runs may wrap), lay off on any meld, discard; rounds are scored
// until a target or until the players end the match. The rules page
// (assets/rummy/rules.md) writes out every ruling the game follows where
// Rummy2go's rules leave a case open.
//
// What the package holds: state.go is the state, which Clone copies and
// Decode checks (encode.go, check.go); game.go deals a match and
// round.go each round. prompt.go asks the seat to act (draw, meld, lay
// off, discard); apply.go takes the answers (Apply with events as data,
// Play without, Legal and Waiting for a search), and turn.go carries
// them out. The rules of melds live in card.go, meld.go, picks.go and
// obligation.go (a card taken from deep in the pile must be played that
// turn); moves.go walks what a seat may do, for the prompts, Legal and
// the heuristic alike. end.go scores rounds, ranks the match and judges
// an unfinished one (Eval). view.go and scene.go show the table as text
// and as a picture, in words of the catalogs of assets/rummy/lang said
// in the reader's language (speak.go: In, InfoIn, the rules pages); knowledge.go follows the cards a seat saw go into
// the other hand, and a determinization deals a taker who went deep a
// hand that can still play the card owed (state.go); warn.go marks the
// buttons that end the match against their chooser; heuristic.go and
// plan.go are the Easy player; playouts.go tunes the search's playouts.
package rummy

import (
	"fmt"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// Game is Rummy for the registry.
type Game struct{}

var (
	_ games.Game        = Game{}
	_ games.CardCounter = (*state)(nil)
	_ games.Scener      = (*state)(nil)
	_ games.Searchable  = (*state)(nil)
	_ games.Heuristic   = (*state)(nil)
	_ games.Knowledge   = (*state)(nil)
	_ games.Evaluator   = (*state)(nil)
	_ games.Playouts    = (*state)(nil)
)

func init() { games.Register(Game{}) }

// Option keys.
const (
	optWrap   = "wrap"
	optTarget = "target"
)

// options are the lobby's options, as New reads their keys and defaults.
var options = optionsIn(english)

// Info describes Rummy for the lobby and the rules page, in English.
func (g Game) Info() games.Info { return g.InfoIn(english) }

// New deals the first round of a match.
func (Game) New(cfg games.Config) (games.State, error) {
	if cfg.Seats != 2 {
		return nil, fmt.Errorf("rummy is for 2 players, not %d", cfg.Seats)
	}
	wrap, err := onOff(cfg.Option(options, optWrap))
	if err != nil {
		return nil, err
	}
	target, err := strconv.Atoi(cfg.Option(options, optTarget))
	if err != nil || target <= 0 {
		return nil, fmt.Errorf("rummy: target must be a positive number, not %q", cfg.Option(options, optTarget))
	}
	s := &state{Wrap: wrap, Target: target, RNG: games.NewRNG(cfg.Seed)}
	// The first dealer is drawn, as players cut for the deal; the deal
	// then alternates.
	s.Dealer = s.RNG.IntN(2)
	s.startRound()
	return s, nil
}

func onOff(v string) (bool, error) {
	switch v {
	case "on":
		return true, nil
	case "off":
		return false, nil
	}
	return false, fmt.Errorf("rummy: wrap must be on or off, not %q", v)
}
