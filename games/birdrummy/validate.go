package birdrummy

import (
	"fmt"
	"slices"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
)

// The rules a deck file must keep before a game is dealt from it: the
// counts below, well-formed effects that cannot loop, and card texts
// that fit what the bot shows.

// Deck limits: the game's rules ask for at least 8 species (Scrub Jay and
// Sparrow among them, the two its rules name) of 6 to 8 copies, each with
// 2 or 3 abilities costing 1 to 3; the rest keeps option ids and texts within Discord's
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

func (d *DeckData) validate() []error {
	c := &deckCheck{keys: map[string]bool{}}
	c.birds(d.Birds)
	c.others(d)
	c.size(d)
	if len(c.errs) > 0 {
		return c.errs
	}
	// Texts are generated; check they fit what the bot shows.
	c.texts(d.catalog())
	return c.errs
}

// deckCheck gathers every problem of a deck, in the order found, and
// the card keys seen so far (a key names one design only).
type deckCheck struct {
	errs []error
	keys map[string]bool
}

func (c *deckCheck) bad(format string, a ...any) { c.errs = append(c.errs, fmt.Errorf(format, a...)) }

// card checks what every design has: a key, a name and a number of
// copies from lo to hi.
func (c *deckCheck) card(key, name string, copies, lo, hi int) {
	if key == "" || len(key) > maxKeyLen || !isLowerAlpha(key) {
		c.bad("key %q: 1 to %d lowercase letters", key, maxKeyLen)
	}
	if c.keys[key] {
		c.bad("key %q used twice", key)
	}
	c.keys[key] = true
	if name == "" || utf8.RuneCountInString(name) > maxNameLen {
		c.bad("%s: a name of 1 to %d characters", key, maxNameLen)
	}
	if copies < lo || copies > hi {
		c.bad("%s: %d copies, want %d to %d", key, copies, lo, hi)
	}
}

// birds checks the species: how many, their copies, abilities, effects
// and scoring, and that Scrub Jay and Sparrow, the two species the game's
// rules name, are there.
func (c *deckCheck) birds(birds []BirdData) {
	if len(birds) < minSpecies {
		c.bad("%d species, want at least %d", len(birds), minSpecies)
	}
	names := map[string]bool{}
	special := false
	for _, b := range birds {
		c.card(b.Key, b.Name, b.Copies, minCopies, maxCopies)
		names[b.Name] = true
		if b.Plural == "" || utf8.RuneCountInString(b.Plural) > maxNameLen {
			c.bad("%s: a plural name of 1 to %d characters", b.Key, maxNameLen)
		}
		if n := len(b.Abilities); n < minAbilities || n > maxAbilities {
			c.bad("%s: %d abilities, want %d to %d", b.Key, n, minAbilities, maxAbilities)
		}
		for i, a := range b.Abilities {
			if a.Cost < 1 || a.Cost > maxCost {
				c.bad("%s ability %d: cost %d, want 1 to %d", b.Key, i+1, a.Cost, maxCost)
			}
			// Points bought with points would let one pair loop forever.
			c.errs = append(c.errs, checkOps(fmt.Sprintf("%s ability %d", b.Key, i+1), a.Do, false, false)...)
		}
		c.errs = append(c.errs, checkTriggers(b.Key, b.When)...)
		if b.Score != nil {
			if b.Score.Min < 1 || b.Score.Min > maxCopies || b.Score.Each < 0 || b.Score.Each > 3 ||
				b.Score.Bonus < 0 || b.Score.Bonus > 5 || (b.Score.Each <= 1 && b.Score.Bonus == 0) {
				c.bad("%s: score needs min 1 to %d and each 2 to 3 or bonus 1 to 5", b.Key, maxCopies)
			}
		}
		special = special || len(b.When) > 0 || b.Score != nil
	}
	for _, want := range []string{"Scrub Jay", "Sparrow"} {
		if !names[want] {
			c.bad("the species %s is missing", want)
		}
	}
	if !special {
		c.bad("no species has a When/At effect or conditional scoring")
	}
}

// others checks the resource cards (When effects only) and the effect
// cards (Do only).
func (c *deckCheck) others(d *DeckData) {
	if len(d.Resources) == 0 || len(d.Effects) == 0 {
		c.bad("the deck needs resource cards and effect cards")
	}
	for _, r := range d.Resources {
		c.card(r.Key, r.Name, r.Copies, 1, maxCopies)
		if len(r.When) == 0 || len(r.Do) > 0 {
			c.bad("resource %s: needs When effects and no Do", r.Key)
		}
		c.errs = append(c.errs, checkTriggers(r.Key, r.When)...)
	}
	for _, e := range d.Effects {
		c.card(e.Key, e.Name, e.Copies, 1, maxCopies)
		if len(e.Do) == 0 || len(e.When) > 0 {
			c.bad("effect %s: needs Do and no When effects", e.Key)
		}
		c.errs = append(c.errs, checkOps("effect "+e.Key, e.Do, true, false)...)
	}
}

// size checks the number of physical cards.
func (c *deckCheck) size(d *DeckData) {
	total := 0
	for _, b := range d.Birds {
		total += b.Copies
	}
	for _, card := range append(slices.Clone(d.Resources), d.Effects...) {
		total += card.Copies
	}
	if total > maxCards {
		c.bad("%d cards, at most %d", total, maxCards)
	}
}

// texts checks that the generated card texts fit a card, a prompt's
// detail and, all together, a hand view.
func (c *deckCheck) texts(cat *Catalog) {
	total := 0
	for _, df := range cat.defs {
		if n := utf8.RuneCountInString(df.text); n > maxCardText {
			c.bad("%s: card text of %d characters, over %d", df.Key, n, maxCardText)
		}
		for i, t := range df.abilityText {
			if utf8.RuneCountInString(t) > games.MaxDetailLen {
				c.bad("%s ability %d: text over %d characters", df.Key, i+1, games.MaxDetailLen)
			}
		}
		total += utf8.RuneCountInString(df.Name) + utf8.RuneCountInString(df.text) + handLineExtra
	}
	if total > maxHandText {
		c.bad("the card texts together (%d characters) would not fit a hand view", total)
	}
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
