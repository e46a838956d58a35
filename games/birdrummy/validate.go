package birdrummy

import (
	"fmt"
	"slices"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
)

// The rules a deck file must keep before a game is dealt from it: the
// design's counts, well-formed effects that cannot loop, and card texts
// that fit what the bot shows.

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
