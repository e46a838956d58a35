// Package birdrummy is Bird Rummy: a two-player rummy-like game of bird
// cards played in pairs into a nest, whose abilities are bought with
// ability points. The original rules name no cards, so the deck is ours,
// data in assets/birdrummy/deck.json, built from a few effect
// primitives. Where the original rules are open, the game plays so: a
// group of one species in a nest is a flock; the first player draws one
// card on the first turn; a Forest take whose deepest card could not be
// played this turn is refused up front; ability points buy any ability
// of the species played, any number of times, and resolve before the
// birds join the nest.
//
// What the package holds: state.go is the state, which Clone copies and
// Decode checks (encode.go); game.go deals it from the deck data that
// deck.go reads and validate.go checks. prompt.go asks the seat to act
// (its ids in promptid.go; warn.go marks the options that end the game
// against their chooser); apply.go takes the answers (Apply with events
// as data and in English, Play without, Legal and Waiting for a search); play.go
// carries out a turn's moves, turn.go begins and ends turns, and effect.go
// queues and resolves the abilities, a choice in one becoming a prompt.
// end.go scores flocks and nests and ranks the game; text.go writes card
// texts from the data, so a card says what the engine does. Every word
// is a message of the catalogs in assets/birdrummy/lang: speak.go gives
// a state in a reader's language (In) and the reader the views speak
// through, tongue.go the card words of a language, said once. view.go and
// scene.go show the table as text and as a picture; knowledge.go follows
// what a seat saw of hidden cards; heuristic.go is the Easy player;
// balance.go feeds the balance report.
package birdrummy

import (
	"fmt"
	"io/fs"
	"strings"
	"sync"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
)

func init() { games.Register(Game{}) }

var (
	_ games.CardCounter = (*state)(nil)
	_ games.Scener      = (*state)(nil)
	_ games.Searchable  = (*state)(nil)
	_ games.Knowledge   = (*state)(nil)
	_ games.Heuristic   = (*state)(nil)

	_ games.InfoSpeaker = Game{}
)

// Game is Bird Rummy.
type Game struct{}

// seats: Bird Rummy is a game for two players.
const seats = 2

// Info describes the game, in English.
func (g Game) Info() games.Info { return g.InfoIn(english) }

// InfoIn describes the game in l: its name, summary and rules page.
func (Game) InfoIn(l games.Lang) games.Info {
	return games.Info{
		Slug:     "birdrummy",
		Name:     l.Say(games.Say("birdrummy.name")),
		Summary:  l.Say(games.Say("birdrummy.summary")),
		MinSeats: seats,
		MaxSeats: seats,
		Rules:    rulesIn(l),
	}
}

// pages holds each language's rules page, made the first time it is
// asked for.
var pages sync.Map // language tag -> string

func rulesIn(l games.Lang) string {
	if p, ok := pages.Load(l.Tag()); ok {
		return p.(string)
	}
	p, _ := pages.LoadOrStore(l.Tag(), rulesPage(l))
	return p.(string)
}

// rulesPage is the rules of l (English where the game has no page in
// l) followed by the card list in l, generated from the deck so the
// page never disagrees with the cards.
func rulesPage(l games.Lang) string {
	page, err := fs.ReadFile(assets.FS, "birdrummy/rules."+l.Tag()+".md")
	if err != nil {
		page = assets.Read("birdrummy/rules.md")
	}
	cat, err := defaultCatalog()
	if err != nil {
		return string(page)
	}
	w := cat.tongue(l)
	var b strings.Builder
	b.Write(page)
	kinds := []struct {
		k  kind
		id string
	}{{kindBird, "birdrummy.rules.birds"}, {kindResource, "birdrummy.rules.resources"}, {kindEffect, "birdrummy.rules.effects"}}
	for _, k := range kinds {
		b.WriteString("\n## " + l.Say(games.Say(k.id)) + "\n\n")
		for i, df := range cat.defs {
			if df.Kind == k.k {
				fmt.Fprintf(&b, "- **%s** (×%d): %s\n", w.defs[i].name, df.Copies, w.defs[i].text)
			}
		}
	}
	return b.String()
}

// New deals a game: two cards to the Forest, six to each player, and the
// winner of the dice roll (the state's RNG) chooses who plays first.
func (Game) New(cfg games.Config) (games.State, error) {
	if cfg.Seats != seats {
		return nil, fmt.Errorf("a game of Bird Rummy is for %d players, not %d", seats, cfg.Seats)
	}
	cat, err := defaultCatalog()
	if err != nil {
		return nil, err
	}
	return deal(cat, cfg.Seed), nil
}
