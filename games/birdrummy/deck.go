package birdrummy

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"sync"

	"github.com/deckhand/deckhand/assets"
)

// deckPath is the deck every game is dealt from.
const deckPath = "birdrummy/deck.json"

// DeckData is the deck as written in assets/birdrummy/deck.json. Every
// card is composed of the primitives in Op, so a new card that uses them
// is a data change only.
type DeckData struct {
	Birds     []BirdData `json:"birds"`
	Resources []CardData `json:"resources"`
	Effects   []CardData `json:"effects"`
}

// BirdData is one species.
type BirdData struct {
	Key       string    `json:"key"`
	Name      string    `json:"name"`
	Plural    string    `json:"plural"`
	Copies    int       `json:"copies"`
	Abilities []Ability `json:"abilities"`
	When      []Trigger `json:"when,omitempty"`
	Score     *Score    `json:"score,omitempty"`
}

// CardData is a resource (When set: it stays in play and triggers) or an
// effect (Do set: it resolves in the main phase and goes to Heaven).
type CardData struct {
	Key    string    `json:"key"`
	Name   string    `json:"name"`
	Copies int       `json:"copies"`
	When   []Trigger `json:"when,omitempty"`
	Do     []Op      `json:"do,omitempty"`
}

// Ability is one circled number on a bird: its cost in ability points
// and what it does.
type Ability struct {
	Cost int  `json:"cost"`
	Do   []Op `json:"do"`
}

// Trigger is a "When ..." or "At ..." effect of a bird or a resource.
type Trigger struct {
	On string `json:"on"` // start, play or lose
	Do []Op   `json:"do"`
}

// Trigger events.
const (
	OnStart = "start" // at the start of your turn
	OnPlay  = "play"  // when you play birds (of this species, for a bird)
	OnLose  = "lose"  // when a bird (of this species) leaves your nest
)

// Score is a species' conditional scoring: while the flock has at least
// Min birds, each bird counts Each (instead of 1) and the flock scores
// Bonus more.
type Score struct {
	Min   int `json:"min"`
	Each  int `json:"each,omitempty"`
	Bonus int `json:"bonus,omitempty"`
}

// Op is one effect primitive. "You" is the player the effect works for
// (the one who uses the ability or plays the card, or whose nest holds
// the triggering card); the opponent is the other seat.
type Op struct {
	Do     string `json:"do"`
	N      int    `json:"n,omitempty"`
	To     string `json:"to,omitempty"`     // discard: forest or heaven
	Random bool   `json:"random,omitempty"` // discard: at random, not the opponent's choice
	Whose  string `json:"whose,omitempty"`  // return: opponent or own
}

// The primitives.
const (
	OpDraw    = "draw"    // you draw N cards
	OpForest  = "forest"  // you take the top N cards of the Forest
	OpPeek    = "peek"    // you look at the opponent's hand
	OpDiscard = "discard" // the opponent discards N cards To the Forest or Heaven
	OpBanish  = "banish"  // move a bird from the opponent's nest to Heaven
	OpReturn  = "return"  // return a bird from a nest (Whose) to its owner's hand
	OpSteal   = "steal"   // move a bird from the opponent's nest into yours
	OpShuffle = "shuffle" // shuffle the Forest and put it under the deck
	OpPoints  = "points"  // N ability points for any species you play this turn
	OpGive    = "give"    // the opponent draws N cards
)

const (
	toForest      = "forest"
	toHeaven      = "heaven"
	whoseOpponent = "opponent"
	whoseOwn      = "own"
)

type kind uint8

const (
	kindBird kind = iota
	kindResource
	kindEffect
)

// def is one card design, with its English texts and option ids
// computed once at load so prompts cost little to build (the words of
// other languages: tongue.go).
type def struct {
	Key, Name, Plural string
	Kind              kind
	Copies            int
	Abilities         []Ability
	When              []Trigger
	Score             *Score
	Do                []Op

	// The name and plural as Text arguments (nameArg).
	nameArg, pluralArg any

	text        string   // the whole card text, in English
	detail      string   // text clipped to an option detail
	abilityText []string // "① Draw a card."
	// Option ids: play n birds (index n), use ability i, play the card,
	// discard it, target it in a nest.
	playID            []string
	useID             []string
	useFrom           []string // "Owl ②": what an ability's effects come from, as a state keeps it
	cardID, discardID string
	targetID          string
}

// Catalog is a loaded, validated deck: card designs (birds first, so a
// bird's def index is its species index) and the physical cards.
type Catalog struct {
	defs   []def
	birds  int
	cards  []int // card id -> def index
	byKey  map[string]int
	starts []int // species with an "at the start of your turn" effect

	birdShare float64 // the share of birds among the cards

	en      *tongue  // the card words in English
	tongues sync.Map // language tag -> *tongue, said when first asked
}

// Def returns the def index of key, or -1.
func (c *Catalog) Def(key string) int {
	if d, ok := c.byKey[key]; ok {
		return d
	}
	return -1
}

// Size is the number of physical cards.
func (c *Catalog) Size() int { return len(c.cards) }

// defaultCatalog loads the shipped deck once.
var defaultCatalog = sync.OnceValues(func() (*Catalog, error) {
	return ParseDeck(assets.Read(deckPath))
})

// ParseDeck reads and validates a deck. A deck that breaks a rule is
// refused with every problem found.
func ParseDeck(data []byte) (*Catalog, error) {
	var d DeckData
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&d); err != nil {
		return nil, fmt.Errorf("birdrummy deck: %w", err)
	}
	if errs := d.validate(); len(errs) > 0 {
		return nil, fmt.Errorf("birdrummy deck: %w", errors.Join(errs...))
	}
	return d.catalog(), nil
}

// catalog builds the card designs and the physical cards of a valid deck.
func (d *DeckData) catalog() *Catalog {
	c := &Catalog{byKey: map[string]int{}, birds: len(d.Birds)}
	for _, b := range d.Birds {
		c.defs = append(c.defs, def{Key: b.Key, Name: b.Name, Plural: b.Plural, Kind: kindBird,
			Copies: b.Copies, Abilities: b.Abilities, When: b.When, Score: b.Score})
	}
	for _, r := range d.Resources {
		c.defs = append(c.defs, def{Key: r.Key, Name: r.Name, Plural: r.Name, Kind: kindResource, Copies: r.Copies, When: r.When})
	}
	for _, e := range d.Effects {
		c.defs = append(c.defs, def{Key: e.Key, Name: e.Name, Plural: e.Name, Kind: kindEffect, Copies: e.Copies, Do: e.Do})
	}
	for i := range c.defs {
		df := &c.defs[i]
		c.byKey[df.Key] = i
		for n := 0; n < df.Copies; n++ {
			c.cards = append(c.cards, i)
		}
		if df.Kind == kindBird {
			c.birdShare += float64(df.Copies)
		}
		df.nameArg = nameArg(df.Key, "name", df.Name)
		df.pluralArg = df.nameArg
		if df.Kind == kindBird {
			df.pluralArg = nameArg(df.Key, "plural", df.Plural)
		}
		df.cardID = "c." + df.Key
		df.discardID = "d." + df.Key
		df.targetID = "t." + df.Key
		if df.Kind == kindBird {
			for _, t := range df.When {
				if t.On == OnStart {
					c.starts = append(c.starts, i)
					break
				}
			}
			df.playID = make([]string, maxCopies+1)
			for n := 1; n <= maxCopies; n++ {
				df.playID[n] = "b." + df.Key + "." + strconv.Itoa(n)
			}
			for j := range df.Abilities {
				df.useID = append(df.useID, "u."+df.Key+"."+strconv.Itoa(j))
				df.useFrom = append(df.useFrom, df.Name+" "+circledCost(df.Abilities[j].Cost))
			}
		}
	}
	c.en = c.say(english)
	for i := range c.defs {
		df, w := &c.defs[i], &c.en.defs[i]
		df.text, df.detail, df.abilityText = w.text, w.detail, w.abilityText
	}
	c.birdShare /= float64(max(1, len(c.cards)))
	return c
}
