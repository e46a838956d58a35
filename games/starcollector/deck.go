package starcollector

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
)

// deckPath is the deck's data in the embedded assets.
const deckPath = "starcollector/deck.json"

// Limits a deck must respect: about 40-48 cards, stars 1-3, fight and
// draw 1-6, at least 6 special cards.
const (
	minDeckSize = 40
	maxDeckSize = 48
	minSpecials = 6
	maxKinds    = 64 // a card is one byte; 64 designs also keep the rules table readable
	maxIDLen    = 16 // option ids are "f-" + id, within games.MaxIDLen
	maxNameLen  = 24 // names go into button labels of at most 80 characters
	maxNumber   = 6  // the highest fight or draw number
	maxPowerSum = 8  // fight + draw + stars: strong numbers cost stars
)

// strongestSide is the highest fight or draw number a card may carry for
// its stars: a 3-star card is weak on both sides, a 6 has one star.
var strongestSide = [4]int{0, 6, 4, 2}

// Side is the side of a card a player plays.
type Side string

const (
	Fight Side = "fight"
	Draw  Side = "draw"
)

// Special names an effect kind of special.go and its parameter.
type Special struct {
	Kind string `json:"kind"`
	N    int    `json:"n,omitempty"`
}

// Edition is an earlier make-up of the deck: how many copies of each
// design it had, by card id (a design not named had its present copies).
type Edition struct {
	Name   string         `json:"name"`
	Copies map[string]int `json:"copies"`
}

// Kind is one card design of the deck; Copies of it are shuffled in.
type Kind struct {
	ID      string   `json:"id"`
	Name    string   `json:"name"`
	Stars   int      `json:"stars"`
	Fight   int      `json:"fight"`
	Draw    int      `json:"draw"`
	Copies  int      `json:"copies"`
	Special *Special `json:"special,omitempty"`

	// Words and texts made once at load, so prompts and views cost no
	// formatting: the card's words as catalog Texts, and in English.
	effect            string   // the special kind, "" for none
	optFight, optDraw string   // option ids
	fightChoice       []string // {optFight}, the Choices of a Legal move
	drawChoice        []string // {optDraw}
	msg               kindTexts
	kindWords         // in English
}

// Deck is a validated deck: its kinds in data order. A Card is an index
// into Kinds.
type Deck struct {
	Name  string `json:"name"`
	Kinds []Kind `json:"cards"`
	// Earlier are the deck's earlier make-ups, oldest first. A game keeps
	// the edition it was dealt with to its end (state.Edition), so that
	// retuning the deck never breaks a game saved before.
	Earlier []Edition `json:"earlier,omitempty"`

	byID     map[string]Card
	byOption map[string]option
	size     int
	editions [][]int // copies by Card, per edition; the last is Kinds'
}

type option struct {
	card   Card
	side   Side
	choice *Choice // shared and never changed: a choice costs no allocation
}

// ParseDeck reads and validates deck data. Every rule of a well-made deck
// is checked here, so a bad deck.json is refused at load, never mid-game.
func ParseDeck(data []byte) (*Deck, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var d Deck
	if err := dec.Decode(&d); err != nil {
		return nil, fmt.Errorf("deck: %w", err)
	}
	if dec.More() {
		return nil, errors.New("deck: data after the deck")
	}
	if err := d.validate(); err != nil {
		return nil, fmt.Errorf("deck %q: %w", d.Name, err)
	}
	d.prepare()
	if err := d.checkTexts(); err != nil {
		return nil, fmt.Errorf("deck %q: %w", d.Name, err)
	}
	return &d, nil
}

// checkTexts refuses a card whose generated button texts would not fit
// Discord in a language a player may read: they are made from the data
// and the catalogs, so these decide, and no text a player reads is ever
// cut (fit cuts only the test language's).
func (d *Deck) checkTexts() error {
	for _, l := range speakers() {
		for _, k := range d.Kinds {
			w := k.msg.said(l)
			for _, label := range w.labelPtrs() {
				if utf8.RuneCountInString(*label) > games.MaxLabelLen {
					return fmt.Errorf("card %q: label %q (%s) is over %d characters", k.ID, *label, l.Tag(), games.MaxLabelLen)
				}
			}
			for _, detail := range w.detailPtrs() {
				if utf8.RuneCountInString(*detail) > games.MaxDetailLen {
					return fmt.Errorf("card %q: text %q (%s) is over %d characters", k.ID, *detail, l.Tag(), games.MaxDetailLen)
				}
			}
		}
	}
	return nil
}

func (d *Deck) validate() error {
	if d.Name == "" {
		return errors.New("the deck needs a name")
	}
	if len(d.Kinds) == 0 || len(d.Kinds) > maxKinds {
		return fmt.Errorf("1 to %d card designs, not %d", maxKinds, len(d.Kinds))
	}
	seen := map[string]bool{}
	size, specials := 0, 0
	for i := range d.Kinds {
		k := &d.Kinds[i]
		if err := k.validate(); err != nil {
			return fmt.Errorf("card %d (%q): %w", i+1, k.ID, err)
		}
		if seen[k.ID] {
			return fmt.Errorf("card id %q used twice", k.ID)
		}
		seen[k.ID] = true
		size += k.Copies
		if k.Special != nil {
			specials += k.Copies
		}
	}
	if size < minDeckSize || size > maxDeckSize {
		return fmt.Errorf("%d cards; a deck has %d to %d", size, minDeckSize, maxDeckSize)
	}
	for _, e := range d.Earlier {
		for id, n := range e.Copies {
			if !seen[id] || n < 0 {
				return fmt.Errorf("edition %q: %d copies of %q", e.Name, n, id)
			}
		}
	}
	if specials < minSpecials {
		return fmt.Errorf("%d special cards; a deck has at least %d", specials, minSpecials)
	}
	return nil
}

func (k *Kind) validate() error {
	if k.ID == "" || len(k.ID) > maxIDLen || strings.Trim(k.ID, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" {
		return fmt.Errorf("id must be 1 to %d characters of a-z, 0-9 and -", maxIDLen)
	}
	if k.Name == "" || utf8.RuneCountInString(k.Name) > maxNameLen {
		return fmt.Errorf("name must be 1 to %d characters", maxNameLen)
	}
	if k.Stars < 1 || k.Stars > 3 {
		return fmt.Errorf("stars must be 1 to 3, not %d", k.Stars)
	}
	if k.Fight < 1 || k.Fight > maxNumber || k.Draw < 1 || k.Draw > maxNumber {
		return fmt.Errorf("fight and draw must be 1 to %d, not %d and %d", maxNumber, k.Fight, k.Draw)
	}
	if k.Copies < 1 {
		return fmt.Errorf("copies must be at least 1, not %d", k.Copies)
	}
	if m := max(k.Fight, k.Draw); m > strongestSide[k.Stars] {
		return fmt.Errorf("a %d-star card may not have a side above %d (it has %d): strong cards have few stars", k.Stars, strongestSide[k.Stars], m)
	}
	if sum := k.Fight + k.Draw + k.Stars; sum > maxPowerSum {
		return fmt.Errorf("fight + draw + stars is %d, over %d: strong cards have few stars", sum, maxPowerSum)
	}
	if k.Special == nil {
		return nil
	}
	e, ok := effects[k.Special.Kind]
	if !ok {
		return fmt.Errorf("unknown special %q", k.Special.Kind)
	}
	if e.checkN == nil {
		if k.Special.N != 0 {
			return fmt.Errorf("special %q takes no number", k.Special.Kind)
		}
		return nil
	}
	return e.checkN(k)
}

// prepare indexes the deck and makes every text players will read.
func (d *Deck) prepare() {
	d.byID = make(map[string]Card, len(d.Kinds))
	d.byOption = make(map[string]option, 2*len(d.Kinds))
	d.size = 0
	d.editions = make([][]int, len(d.Earlier)+1)
	for e := range d.editions {
		d.editions[e] = make([]int, len(d.Kinds))
		for i, k := range d.Kinds {
			n, ok := 0, false
			if e < len(d.Earlier) {
				n, ok = d.Earlier[e].Copies[k.ID]
			}
			if !ok {
				n = k.Copies
			}
			d.editions[e][i] = n
		}
	}
	for i := range d.Kinds {
		k := &d.Kinds[i]
		c := Card(i)
		d.byID[k.ID] = c
		d.size += k.Copies
		k.optFight, k.optDraw = "f-"+k.ID, "d-"+k.ID
		k.fightChoice, k.drawChoice = []string{k.optFight}, []string{k.optDraw}
		d.byOption[k.optFight] = option{c, Fight, &Choice{Card: c, Side: Fight}}
		d.byOption[k.optDraw] = option{c, Draw, &Choice{Card: c, Side: Draw}}
		if k.Special != nil {
			k.effect = k.Special.Kind
		}
		k.msg = k.texts()
		k.kindWords = k.msg.in(english)
	}
}

// Current is the edition new games are dealt: the deck as Kinds say.
func (d *Deck) Current() int { return len(d.Earlier) }

// Copies is how many copies of each design, by Card, edition had; nil
// for an edition the deck never had.
func (d *Deck) Copies(edition int) []int {
	if edition < 0 || edition >= len(d.editions) {
		return nil
	}
	return d.editions[edition]
}

// Size is the number of cards in the deck.
func (d *Deck) Size() int { return d.size }

// Cards lists every card of the deck as edition made it up, copies
// included, in data order; nil for an edition the deck never had.
func (d *Deck) Cards(edition int) []Card {
	copies := d.Copies(edition)
	if copies == nil {
		return nil
	}
	var out []Card
	for i, n := range copies {
		for range n {
			out = append(out, Card(i))
		}
	}
	return out
}

var (
	stdOnce sync.Once
	stdDeck *Deck
	stdErr  error
)

// standard is the deck of assets/starcollector/deck.json, parsed once.
func standard() (*Deck, error) {
	stdOnce.Do(func() {
		data, err := fs.ReadFile(assets.FS, deckPath)
		if err != nil {
			stdErr = err
			return
		}
		stdDeck, stdErr = ParseDeck(data)
	})
	return stdDeck, stdErr
}

// Card is one card of the standard deck: an index into its kinds. It
// encodes as the kind's id, so snapshots survive a reordered deck.json.
type Card uint8

// kind returns the design of c. Cards only come from the standard deck,
// which is loaded before any state exists.
func (c Card) kind() *Kind { return &stdDeck.Kinds[c] }

// ID is the stable id of the card's design.
func (c Card) ID() string { return c.kind().ID }

// MarshalText encodes the card as its id (encoding/json quotes it).
func (c Card) MarshalText() ([]byte, error) {
	if stdDeck == nil || int(c) >= len(stdDeck.Kinds) {
		return nil, fmt.Errorf("starcollector: no card %d", c)
	}
	return []byte(c.ID()), nil
}

// UnmarshalText reads a card id of the standard deck.
func (c *Card) UnmarshalText(text []byte) error {
	d, err := standard()
	if err != nil {
		return err
	}
	x, ok := d.byID[string(text)]
	if !ok {
		return fmt.Errorf("starcollector: unknown card %q", text)
	}
	*c = x
	return nil
}
