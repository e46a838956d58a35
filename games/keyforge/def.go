package keyforge

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"sort"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
)

// cardType is what kind of card a card is.
type cardType string

// Card types.
const (
	Creature cardType = "creature"
	Action   cardType = "action"
	Artifact cardType = "artifact"
	Upgrade  cardType = "upgrade"
	Token    cardType = "token" // the face of a token creature
	anyCard  cardType = "card"  // in a selector: a card of any type
)

// trigger says when an ability resolves.
type trigger string

// Ability triggers.
const (
	OnPlay        trigger = "play"
	OnReap        trigger = "reap"
	OnFight       trigger = "fight"
	OnBeforeFight trigger = "before_fight"
	OnDestroyed   trigger = "destroyed"
	OnAction      trigger = "action"
	OnOmni        trigger = "omni"
	Constant      trigger = "constant"
	Reaction      trigger = "reaction"
)

// Keywords a card may carry (the value is X for assault and hazardous).
var keywordNames = []string{"elusive", "taunt", "skirmish", "poison", "assault", "hazardous", "deploy", "alpha", "omega"}

// CardDef is one card of the pool, as written in assets/keyforge/*.json.
type CardDef struct {
	ID        string         `json:"id"`
	Name      string         `json:"name"`
	House     string         `json:"house"`
	Type      cardType       `json:"type"`
	Power     int            `json:"power,omitempty"`
	Armor     int            `json:"armor,omitempty"`
	Aember    int            `json:"aember,omitempty"`
	Traits    []string       `json:"traits,omitempty"`
	Keywords  map[string]int `json:"keywords,omitempty"`
	Abilities []Ability      `json:"abilities,omitempty"`
	// Rarity weighs the deck generator: common 3, uncommon 2, rare 1.
	Rarity string `json:"rarity,omitempty"`

	text    string     // generated once at load
	msg     games.Text // its name as a message of the catalogs
	textMsg games.Text // text as a message
	words   actWords   // labels of the moves of step 3, made at load
	// constants are the effects of its constant abilities, found at load:
	// power and the like look them up after every step.
	constants     []*Effect
	constantKinds uint16 // a bit per modifier kind among constants (constantBit)
}

// Ability is one triggered, activated or constant ability.
type Ability struct {
	Trigger trigger `json:"trigger"`
	// Event and Of say what a reaction answers: "after a friendly
	// creature is destroyed" is Event "destroyed", Of {side: friendly}.
	Event string    `json:"event,omitempty"`
	Of    *Selector `json:"of,omitempty"`
	// Whose turn for turn_start / turn_end and player events: you, opp.
	Whose who `json:"whose,omitempty"`
	// Host: an ability an upgrade gives the creature it is attached to.
	Host    bool     `json:"host,omitempty"`
	Effects []Effect `json:"effects"`
}

// Effect is one instruction of an ability, from the vocabulary in effects.go.
type Effect struct {
	Do string `json:"do"`
	N  int    `json:"n,omitempty"`
	// Amount replaces N by a number taken from the game: it_power (the
	// power of the first card the previous instruction chose), it_count,
	// num (what the previous instruction achieved).
	Amount string    `json:"amount,omitempty"`
	Per    *Selector `json:"per,omitempty"` // N for each card Per matches
	Target *Selector `json:"target,omitempty"`
	Who    who       `json:"who,omitempty"` // you or opp, for player effects
	May    bool      `json:"may,omitempty"`
	IfDone bool      `json:"if_done,omitempty"` // only if the previous instruction did something
	// Until for lasting modifiers: turn (end of this turn) or next (end of
	// the opponent's next turn). Constant abilities ignore it.
	Until   string   `json:"until,omitempty"`
	Keyword string   `json:"keyword,omitempty"` // for the keyword modifier
	Type    cardType `json:"type,omitempty"`    // for cannot_play: the card type
	Hook    string   `json:"hook,omitempty"`    // for do: hook
	Text    string   `json:"text,omitempty"`    // the text of a hook
	To      string   `json:"to,omitempty"`      // destination zone for move effects

	sentence string     // effectText, made at load
	msg      games.Text // sentence as a message
}

// Pool is every card by id, plus the houses in order.
type Pool struct {
	Cards   map[string]*CardDef
	Houses  []string
	ByHouse map[string][]*CardDef // playable cards (no tokens), in file order
	Tokens  map[string]*CardDef   // token face per house
	// PowerDrops: some effect lowers power, so a creature can die
	// without damage (in any edition).
	PowerDrops bool
	// editions holds every card as each edition printed it, by edition
	// number; the last is Cards, the edition new games are dealt. A game
	// keeps the edition it was dealt (state.Edition), so a card redesigned
	// between editions plays with its old text in a game dealt before.
	editions []map[string]*CardDef
}

// Current is the edition new games are dealt: the cards as the card
// files print them.
func (p *Pool) Current() int { return len(p.editions) - 1 }

// Card is the definition of card id in edition e, or nil when there is
// no such card or edition.
func (p *Pool) Card(e int, id string) *CardDef {
	if e < 0 || e >= len(p.editions) {
		return nil
	}
	return p.editions[e][id]
}

var pool *Pool

func mustLoadPool() *Pool {
	p, err := loadPool(assets.FS)
	if err != nil {
		panic("keyforge: " + err.Error())
	}
	return p
}

// loadPool reads every keyforge/cards-*.json file and validates it.
func loadPool(fsys fs.FS) (*Pool, error) {
	names, err := fs.Glob(fsys, "keyforge/cards-*.json")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	p := &Pool{Cards: map[string]*CardDef{}, ByHouse: map[string][]*CardDef{}, Tokens: map[string]*CardDef{}}
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		var file struct {
			House string     `json:"house"`
			Cards []*CardDef `json:"cards"`
		}
		if err := json.Unmarshal(data, &file); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		p.Houses = append(p.Houses, file.House)
		for _, c := range file.Cards {
			if c.House == "" {
				c.House = file.House
			}
			if _, dup := p.Cards[c.ID]; dup {
				return nil, fmt.Errorf("%s: card %q twice", name, c.ID)
			}
			if err := validate(c); err != nil {
				return nil, fmt.Errorf("%s: %s: %w", name, c.ID, err)
			}
			p.Cards[c.ID] = c
			if c.Type == Token {
				p.Tokens[c.House] = c
			} else {
				p.ByHouse[c.House] = append(p.ByHouse[c.House], c)
			}
		}
	}
	if len(p.Houses) < 3 {
		return nil, fmt.Errorf("need at least 3 houses, found %d", len(p.Houses))
	}
	if err := p.loadEditions(fsys); err != nil {
		return nil, err
	}
	done := map[*CardDef]bool{}
	for _, ed := range p.editions {
		for _, c := range ed {
			if !done[c] {
				done[c] = true
				p.finish(c)
			}
		}
	}
	return p, nil
}

// finish makes what a card's definition is looked up for at play: its
// text, its move labels and its constant effects.
func (p *Pool) finish(c *CardDef) {
	c.text = cardText(c)
	c.msg, c.textMsg = cardMsg(c.ID), rulesText(c.text)
	c.words = makeActWords(c)
	for ai := range c.Abilities {
		for ei := range c.Abilities[ai].Effects {
			e := &c.Abilities[ai].Effects[ei]
			e.sentence = effectSentence(*e, "this creature")
			e.msg = rulesText(e.sentence)
			p.PowerDrops = p.PowerDrops || e.Do == "power" && e.N < 0
		}
	}
	for ai := range c.Abilities {
		if a := &c.Abilities[ai]; a.Trigger == Constant {
			for ei := range a.Effects {
				c.constants = append(c.constants, &a.Effects[ei])
				c.constantKinds |= constantBit(a.Effects[ei].Do)
			}
		}
	}
}

// editionsFile lists the earlier editions of the cards: for each, by
// edition number from the first (0), the cards whose text changed after
// it, as it printed them. Every other card reads as the card files say.
const editionsFile = "keyforge/editions.json"

// loadEditions reads editionsFile (a pool without one has a single
// edition) and checks that an edition changes only what a card does,
// never its id, name, house or type, so a game's zones stay valid.
func (p *Pool) loadEditions(fsys fs.FS) error {
	var file struct {
		Earlier []struct {
			Edition int        `json:"edition"`
			Cards   []*CardDef `json:"cards"`
		} `json:"earlier"`
	}
	data, err := fs.ReadFile(fsys, editionsFile)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return err
	default:
		if err := json.Unmarshal(data, &file); err != nil {
			return fmt.Errorf("%s: %w", editionsFile, err)
		}
	}
	for e, ed := range file.Earlier {
		if ed.Edition != e {
			return fmt.Errorf("%s: edition %d listed in place %d: the earlier editions go in order from 0", editionsFile, ed.Edition, e)
		}
		cards := maps.Clone(p.Cards)
		for _, c := range ed.Cards {
			now := p.Cards[c.ID]
			if now == nil {
				return fmt.Errorf("%s: edition %d: no card %q now", editionsFile, e, c.ID)
			}
			if c.House == "" {
				c.House = now.House
			}
			if c.House != now.House || c.Type != now.Type || c.Name != now.Name {
				return fmt.Errorf("%s: edition %d: %s changes its name, house or type", editionsFile, e, c.ID)
			}
			if cards[c.ID] != now {
				return fmt.Errorf("%s: edition %d: card %q twice", editionsFile, e, c.ID)
			}
			if err := validate(c); err != nil {
				return fmt.Errorf("%s: edition %d: %s: %w", editionsFile, e, c.ID, err)
			}
			cards[c.ID] = c
		}
		p.editions = append(p.editions, cards)
	}
	p.editions = append(p.editions, p.Cards)
	return nil
}

// def returns the definition of a card id as the card files print it now
// (the current edition). A game reads its cards with state.def.
func def(id string) *CardDef { return pool.Cards[id] }
