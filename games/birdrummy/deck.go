package birdrummy

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"unicode/utf8"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
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

// def is one card design, with its texts and option strings computed
// once at load so prompts cost little to build.
type def struct {
	Key, Name, Plural string
	Kind              kind
	Copies            int
	Abilities         []Ability
	When              []Trigger
	Score             *Score
	Do                []Op

	text        string   // the whole card text
	detail      string   // text clipped to an option detail
	abilityText []string // "① Draw a card."
	// Option ids and labels: play n birds (index n), use ability i,
	// play the card, discard it, target it in a nest.
	playID, playLabel []string
	useID, useLabel   []string
	useFrom           []string // "Owl ②": what an ability's effects come from
	cardID, discardID string
	targetID          string
	mustDetail        string   // detail of a Forest take down to this card
	inHand            []string // "Owl (n in hand)"
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

// Deck limits: the design asks for at least 8 species (Scrub Jay and
// Sparrow among them) of 6 to 8 copies, each with 2 or 3 abilities
// costing 1 to 3; the rest keeps option ids and texts within Discord's
// sizes.
const (
	minSpecies    = 8
	minCopies     = 6
	maxCopies     = 8
	minAbilities  = 2
	maxAbilities  = 3
	maxCost       = 3
	maxN          = 3
	maxKeyLen     = 10
	maxNameLen    = 24
	maxCardText   = 200
	maxHandText   = 3300 // every distinct card's hand line together
	handLineExtra = 20   // "**Name** ×8 — " around the text
)

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

func (d *DeckData) validate() []error {
	var errs []error
	bad := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }
	keys := map[string]bool{}
	checkCard := func(key, name string, copies, lo, hi int) {
		if key == "" || len(key) > maxKeyLen || !isLowerAlpha(key) {
			bad("key %q: 1 to %d lowercase letters", key, maxKeyLen)
		}
		if keys[key] {
			bad("key %q used twice", key)
		}
		keys[key] = true
		if name == "" || utf8.RuneCountInString(name) > maxNameLen {
			bad("%s: a name of 1 to %d characters", key, maxNameLen)
		}
		if copies < lo || copies > hi {
			bad("%s: %d copies, want %d to %d", key, copies, lo, hi)
		}
	}
	if len(d.Birds) < minSpecies {
		bad("%d species, want at least %d", len(d.Birds), minSpecies)
	}
	names := map[string]bool{}
	special := false
	for _, b := range d.Birds {
		checkCard(b.Key, b.Name, b.Copies, minCopies, maxCopies)
		names[b.Name] = true
		if b.Plural == "" || utf8.RuneCountInString(b.Plural) > maxNameLen {
			bad("%s: a plural name of 1 to %d characters", b.Key, maxNameLen)
		}
		if n := len(b.Abilities); n < minAbilities || n > maxAbilities {
			bad("%s: %d abilities, want %d to %d", b.Key, n, minAbilities, maxAbilities)
		}
		for i, a := range b.Abilities {
			if a.Cost < 1 || a.Cost > maxCost {
				bad("%s ability %d: cost %d, want 1 to %d", b.Key, i+1, a.Cost, maxCost)
			}
			// Points bought with points would let one pair loop forever.
			errs = append(errs, checkOps(fmt.Sprintf("%s ability %d", b.Key, i+1), a.Do, false, false)...)
		}
		errs = append(errs, checkTriggers(b.Key, b.When)...)
		if b.Score != nil {
			if b.Score.Min < 1 || b.Score.Min > maxCopies || b.Score.Each < 0 || b.Score.Each > 3 ||
				b.Score.Bonus < 0 || b.Score.Bonus > 5 || (b.Score.Each <= 1 && b.Score.Bonus == 0) {
				bad("%s: score needs min 1 to %d and each 2 to 3 or bonus 1 to 5", b.Key, maxCopies)
			}
		}
		special = special || len(b.When) > 0 || b.Score != nil
	}
	for _, want := range []string{"Scrub Jay", "Sparrow"} {
		if !names[want] {
			bad("the species %s is missing", want)
		}
	}
	if !special {
		bad("no species has a When/At effect or conditional scoring")
	}
	if len(d.Resources) == 0 || len(d.Effects) == 0 {
		bad("the deck needs resource cards and effect cards")
	}
	for _, r := range d.Resources {
		checkCard(r.Key, r.Name, r.Copies, 1, maxCopies)
		if len(r.When) == 0 || len(r.Do) > 0 {
			bad("resource %s: needs When effects and no Do", r.Key)
		}
		errs = append(errs, checkTriggers(r.Key, r.When)...)
	}
	for _, e := range d.Effects {
		checkCard(e.Key, e.Name, e.Copies, 1, maxCopies)
		if len(e.Do) == 0 || len(e.When) > 0 {
			bad("effect %s: needs Do and no When effects", e.Key)
		}
		errs = append(errs, checkOps("effect "+e.Key, e.Do, true, false)...)
	}
	total := 0
	for _, b := range d.Birds {
		total += b.Copies
	}
	for _, c := range append(slices.Clone(d.Resources), d.Effects...) {
		total += c.Copies
	}
	if total > maxCards {
		bad("%d cards, at most %d", total, maxCards)
	}
	if len(errs) > 0 {
		return errs
	}
	// Texts are generated; check they fit what the bot shows.
	c := d.catalog()
	total = 0
	for _, df := range c.defs {
		if n := utf8.RuneCountInString(df.text); n > maxCardText {
			bad("%s: card text of %d characters, over %d", df.Key, n, maxCardText)
		}
		for i, t := range df.abilityText {
			if utf8.RuneCountInString(t) > games.MaxDetailLen {
				bad("%s ability %d: text over %d characters", df.Key, i+1, games.MaxDetailLen)
			}
		}
		total += utf8.RuneCountInString(df.Name) + utf8.RuneCountInString(df.text) + handLineExtra
	}
	if total > maxHandText {
		bad("the card texts together (%d characters) would not fit a hand view", total)
	}
	return errs
}

func checkTriggers(key string, ts []Trigger) []error {
	var errs []error
	for i, t := range ts {
		if t.On != OnStart && t.On != OnPlay && t.On != OnLose {
			errs = append(errs, fmt.Errorf("%s effect %d: on %q, want start, play or lose", key, i+1, t.On))
		}
		// A "lose" effect that moved birds could chain without end.
		errs = append(errs, checkOps(fmt.Sprintf("%s effect %d", key, i+1), t.Do, true, t.On == OnLose)...)
	}
	return errs
}

func checkOps(where string, ops []Op, pointsOK, noMoves bool) []error {
	var errs []error
	bad := func(format string, a ...any) {
		errs = append(errs, fmt.Errorf(where+": "+format, a...))
	}
	if len(ops) == 0 {
		bad("does nothing")
	}
	for _, o := range ops {
		counted := false
		switch o.Do {
		case OpDraw, OpForest, OpPoints, OpGive:
			counted = true
		case OpDiscard:
			counted = true
			if o.To != toForest && o.To != toHeaven {
				bad("discard to %q, want forest or heaven", o.To)
			}
		case OpReturn:
			if o.Whose != whoseOpponent && o.Whose != whoseOwn {
				bad("return from %q, want opponent or own", o.Whose)
			}
		case OpPeek, OpBanish, OpSteal, OpShuffle:
		default:
			bad("unknown primitive %q", o.Do)
			continue
		}
		if counted && (o.N < 1 || o.N > maxN) {
			bad("%s %d, want 1 to %d", o.Do, o.N, maxN)
		}
		if !counted && o.N != 0 {
			bad("%s takes no number", o.Do)
		}
		if o.To != "" && o.Do != OpDiscard || o.Random && o.Do != OpDiscard || o.Whose != "" && o.Do != OpReturn {
			bad("%s with a field it does not use", o.Do)
		}
		if o.Do == OpPoints && !pointsOK {
			bad("points cannot be bought with points")
		}
		if noMoves && (o.Do == OpBanish || o.Do == OpReturn || o.Do == OpSteal) {
			bad("%s in a When-a-bird-leaves effect could chain", o.Do)
		}
	}
	return errs
}

func isLowerAlpha(s string) bool {
	for _, r := range s {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
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
		df.abilityText = make([]string, len(df.Abilities))
		for j, a := range df.Abilities {
			df.abilityText[j] = abilityText(a)
		}
		df.text = cardText(df)
		df.detail = clipText(df.text, games.MaxDetailLen)
		df.cardID = "c." + df.Key
		df.discardID = "d." + df.Key
		df.targetID = "t." + df.Key
		df.mustDetail = clipText(df.Name+" must be played next. "+df.text, games.MaxDetailLen)
		for n := 0; n <= maxCopies; n++ {
			df.inHand = append(df.inHand, df.Name+" ("+strconv.Itoa(n)+" in hand)")
		}
		if df.Kind == kindBird {
			for _, t := range df.When {
				if t.On == OnStart {
					c.starts = append(c.starts, i)
					break
				}
			}
			df.playID = make([]string, maxCopies+1)
			df.playLabel = make([]string, maxCopies+1)
			for n := 1; n <= maxCopies; n++ {
				df.playID[n] = "b." + df.Key + "." + strconv.Itoa(n)
				name := df.Plural
				if n == 1 {
					name = df.Name
				}
				df.playLabel[n] = "Play " + strconv.Itoa(n) + " " + name
			}
			for j := range df.Abilities {
				df.useID = append(df.useID, "u."+df.Key+"."+strconv.Itoa(j))
				df.useLabel = append(df.useLabel, clipText(df.Name+" "+df.abilityText[j], games.MaxLabelLen))
				df.useFrom = append(df.useFrom, df.Name+" "+circledCost(df.Abilities[j].Cost))
			}
		}
	}
	c.birdShare /= float64(max(1, len(c.cards)))
	return c
}
