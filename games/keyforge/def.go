package keyforge

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/deckhand/deckhand/assets"
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

	text  string   // generated once at load
	words actWords // labels of the moves of step 3, made at load
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

	sentence string // effectText, made at load
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
	c.words = makeActWords(c)
	for ai := range c.Abilities {
		for ei := range c.Abilities[ai].Effects {
			e := &c.Abilities[ai].Effects[ei]
			e.sentence = effectSentence(*e, "this creature")
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

func validate(c *CardDef) error {
	if c.ID == "" || len(c.ID) > 20 || c.Name == "" || strings.ContainsAny(c.ID, " .:") {
		return fmt.Errorf("needs an id (at most 20 characters, no spaces) and a name")
	}
	switch c.Type {
	case Creature, Token:
		if c.Power < 1 {
			return fmt.Errorf("a creature needs power")
		}
	case Action, Artifact, Upgrade:
		if c.Power != 0 || c.Armor != 0 {
			return fmt.Errorf("only creatures have power and armor")
		}
	default:
		return fmt.Errorf("unknown type %q", c.Type)
	}
	switch c.Rarity {
	case "", "common", "uncommon", "rare":
	default:
		return fmt.Errorf("unknown rarity %q", c.Rarity)
	}
	for k, v := range c.Keywords {
		if !slices.Contains(keywordNames, k) {
			return fmt.Errorf("unknown keyword %q", k)
		}
		if v < 1 {
			return fmt.Errorf("keyword %s needs a value of at least 1", k)
		}
	}
	for _, a := range c.Abilities {
		if err := validateAbility(c, a); err != nil {
			return err
		}
	}
	return nil
}

var triggers = []trigger{OnPlay, OnReap, OnFight, OnBeforeFight, OnDestroyed, OnAction, OnOmni, Constant, Reaction}

var events = []string{"destroyed", "play", "reap", "fight", "forge", "turn_start", "turn_end"}

func validateAbility(c *CardDef, a Ability) error {
	if !slices.Contains(triggers, a.Trigger) {
		return fmt.Errorf("unknown trigger %q", a.Trigger)
	}
	if a.Trigger == Reaction && !slices.Contains(events, a.Event) {
		return fmt.Errorf("reaction to unknown event %q", a.Event)
	}
	if a.Trigger != Reaction && (a.Event != "" || a.Of != nil) {
		return fmt.Errorf("only reactions have an event")
	}
	if a.Host && c.Type != Upgrade {
		return fmt.Errorf("only upgrades give abilities to a host")
	}
	if len(a.Effects) == 0 {
		return fmt.Errorf("ability %s without effects", a.Trigger)
	}
	if a.Of != nil {
		if err := validateSelector(a.Of); err != nil {
			return err
		}
	}
	for _, e := range a.Effects {
		op, ok := ops[e.Do]
		if !ok {
			return fmt.Errorf("unknown effect %q", e.Do)
		}
		if a.Trigger == Constant && !op.modifier {
			return fmt.Errorf("constant ability with non-modifier effect %q", e.Do)
		}
		if a.Trigger == Constant && e.Target != nil {
			// Constant selectors are evaluated while computing power, so
			// they must not depend on power or on a choice.
			t := e.Target
			if (t.Pick != pickThis && t.Pick != pickHost && t.Pick != pickAll) || t.Most != "" || t.MaxPower > 0 || t.MinPower > 0 || (t.Zone != "" && t.Zone != zonePlay) {
				return fmt.Errorf("constant ability %q with a target that needs a choice or power", e.Do)
			}
		}
		if a.Trigger != Constant && e.Do == "bank" {
			return fmt.Errorf("bank is a constant ability")
		}
		if op.target && e.Target == nil {
			return fmt.Errorf("effect %q needs a target", e.Do)
		}
		if !op.target && e.Target != nil {
			return fmt.Errorf("effect %q takes no target", e.Do)
		}
		if e.Do == "hook" {
			if _, ok := hooks[e.Hook]; !ok || e.Text == "" {
				return fmt.Errorf("hook %q unknown or without text", e.Hook)
			}
		}
		if e.Do == "keyword" && !slices.Contains(keywordNames, e.Keyword) {
			return fmt.Errorf("keyword effect with unknown keyword %q", e.Keyword)
		}
		switch e.Amount {
		case "", "it_power", "it_count", "num":
		default:
			return fmt.Errorf("unknown amount %q", e.Amount)
		}
		switch e.Who {
		case "", whoYou, whoOpp:
		default:
			return fmt.Errorf("unknown who %q", e.Who)
		}
		switch e.Until {
		case "", "turn", "next":
		default:
			return fmt.Errorf("unknown until %q", e.Until)
		}
		for _, sel := range []*Selector{e.Target, e.Per} {
			if sel != nil {
				if err := validateSelector(sel); err != nil {
					return fmt.Errorf("%s: %w", e.Do, err)
				}
			}
		}
	}
	return nil
}

func validateSelector(s *Selector) error {
	switch s.Pick {
	case pickThis, pickHost, pickIt, pickAll, pickOne, pickChoose, pickUpTo, pickRandom:
	default:
		return fmt.Errorf("unknown pick %q", s.Pick)
	}
	if (s.Pick == pickChoose || s.Pick == pickUpTo || s.Pick == pickRandom) && s.N < 1 {
		return fmt.Errorf("pick %s needs n", s.Pick)
	}
	switch s.Side {
	case "", sideFriendly, sideEnemy:
	default:
		return fmt.Errorf("unknown side %q", s.Side)
	}
	switch s.Type {
	case "", Creature, Artifact, anyCard:
	default:
		return fmt.Errorf("unknown selector type %q", s.Type)
	}
	switch s.Zone {
	case "", zonePlay, zoneHand, zoneDiscard:
	default:
		return fmt.Errorf("unknown zone %q", s.Zone)
	}
	switch s.State {
	case "", condDamaged, condUndamaged, condExhausted, condReady, condStunned:
	default:
		return fmt.Errorf("unknown state %q", s.State)
	}
	switch s.Most {
	case "", "powerful", "weak":
	default:
		return fmt.Errorf("unknown most %q", s.Most)
	}
	switch s.Neighbors {
	case "", "this", "it":
	default:
		return fmt.Errorf("unknown neighbors %q", s.Neighbors)
	}
	return nil
}

// def returns the definition of a card id as the card files print it now
// (the current edition). A game reads its cards with state.def.
func def(id string) *CardDef { return pool.Cards[id] }
