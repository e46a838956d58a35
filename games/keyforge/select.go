package keyforge

import (
	"slices"

	"github.com/deckhand/deckhand/games"
)

// Selectors: the words a card's data uses to say which cards an ability
// takes (pick, side, condition, who), and how the engine finds them.

// pick says which cards a selector takes, and how many.
type pick string

// Selector picks.
const (
	pickThis   pick = "this"   // the card whose ability it is
	pickHost   pick = "host"   // the creature the upgrade is attached to
	pickIt     pick = "it"     // the cards the previous instruction chose
	pickAll    pick = "all"    // every card that matches
	pickOne    pick = "one"    // one card the controller chooses
	pickChoose pick = "choose" // exactly N cards the controller chooses
	pickUpTo   pick = "upto"   // up to N cards the controller chooses
	pickRandom pick = "random" // N matching cards at random
)

// side is whose cards a selector takes, seen from the ability's
// controller; empty takes both players' cards.
type side string

// Selector sides.
const (
	sideFriendly side = "friendly"
	sideEnemy    side = "enemy"
)

// condition is what a creature must be for a selector to take it; empty
// takes any.
type condition string

// Creature conditions.
const (
	condDamaged   condition = "damaged"
	condUndamaged condition = "undamaged"
	condExhausted condition = "exhausted"
	condReady     condition = "ready"
	condStunned   condition = "stunned"
)

// holds reports whether a card in play is in condition c (any, when c
// is empty).
func (c condition) holds(u *Unit) bool {
	switch c {
	case condDamaged:
		return u.Damage > 0
	case condUndamaged:
		return u.Damage == 0
	case condExhausted:
		return u.Exhausted
	case condReady:
		return !u.Exhausted
	case condStunned:
		return u.Stunned
	}
	return true
}

// who names a player from the ability's controller: the controller
// (you) or the opponent. Empty is the effect's own default, or, for a
// reaction's Whose, either player.
type who string

// Players of an effect or a reaction.
const (
	whoYou who = "you"
	whoOpp who = "opp"
)

// Selector picks cards. Pick says how many and how: this, host, it, all,
// one (choose 1), choose (exactly N), upto (up to N), random (N at random).
type Selector struct {
	Pick      pick      `json:"pick"`
	N         int       `json:"n,omitempty"`
	Side      side      `json:"side,omitempty"` // friendly, enemy (any when empty)
	Type      cardType  `json:"type,omitempty"` // creature (default in play), artifact, card
	Zone      zone      `json:"zone,omitempty"` // play (default), hand, discard
	House     string    `json:"house,omitempty"`
	NotHouse  string    `json:"not_house,omitempty"`
	Trait     string    `json:"trait,omitempty"`
	Flank     bool      `json:"flank,omitempty"`
	Neighbors string    `json:"neighbors,omitempty"` // this or it: the neighbors of that card
	State     condition `json:"state,omitempty"`     // damaged, undamaged, exhausted, ready, stunned
	Most      string    `json:"most,omitempty"`      // powerful, weak
	MaxPower  int       `json:"max_power,omitempty"`
	MinPower  int       `json:"min_power,omitempty"`
	Other     bool      `json:"other,omitempty"` // not the source card
}

// sideOK tells whether seat is on the side a selector asks for, seen from ctl.
func sideOK(sd side, ctl, seat int) bool {
	switch sd {
	case sideFriendly:
		return seat == ctl
	case sideEnemy:
		return seat != ctl
	}
	return true
}

// adjacent reports whether creature id stands next to creature of in a
// battleline (a dying creature is nobody's neighbor).
func (ps *players) adjacent(of, id int) bool {
	p, cr, i, ok := ps.find(of)
	if !ok || !cr {
		return false
	}
	line := ps[p].Line
	next := func(j int) bool { return j >= 0 && j < len(line) && !line[j].Dying && line[j].ID == id }
	return next(i-1) || next(i+1)
}

func (ps *players) onFlank(p, i int) bool {
	// Dying creatures still stand in line; the flank ignores them.
	line := ps[p].Line
	first, last := -1, -1
	for j := range line {
		if !line[j].Dying {
			if first < 0 {
				first = j
			}
			last = j
		}
	}
	return i == first || i == last
}

// filter reports whether the card id (in the selector's zone) passes
// every filter of sel, for a source card src controlled by ctl. it is the
// previous instruction's choice, for neighbors: it.
func (tb *table) filter(sel *Selector, src, ctl int, it []int, id int) bool {
	d := tb.faceID(id)
	if sel.House != "" && d.House != sel.House {
		return false
	}
	if sel.NotHouse != "" && d.House == sel.NotHouse {
		return false
	}
	if sel.Trait != "" && !slices.Contains(d.Traits, sel.Trait) {
		return false
	}
	if sel.Other && id == src {
		return false
	}
	if sel.Zone == "" || sel.Zone == zonePlay {
		p, cr, i, ok := tb.P.find(id)
		if !ok {
			return false
		}
		u := tb.P.unit(id)
		if u.Dying || u.Doomed {
			return false
		}
		if !sideOK(sel.Side, ctl, p) {
			return false
		}
		switch sel.Type {
		case "", Creature:
			if !cr {
				return false
			}
		case Artifact:
			if cr {
				return false
			}
		}
		if sel.Flank && (!cr || !tb.P.onFlank(p, i)) {
			return false
		}
		if sel.Neighbors != "" {
			near := tb.P.adjacent(src, id)
			if sel.Neighbors == "it" {
				near = slices.ContainsFunc(it, func(o int) bool { return tb.P.adjacent(o, id) })
			}
			if !near {
				return false
			}
		}
		if !sel.State.holds(u) {
			return false
		}
		if cr && (sel.MaxPower > 0 || sel.MinPower > 0) {
			pw := tb.power(id)
			if sel.MaxPower > 0 && pw > sel.MaxPower || sel.MinPower > 0 && pw < sel.MinPower {
				return false
			}
		}
	} else if sel.Type != "" && sel.Type != anyCard && d.Type != sel.Type && !(sel.Type == Creature && d.Type == Token) {
		return false
	}
	return true
}

// candidates lists the cards sel may pick, before Pick applies.
func (tb *table) candidates(sel *Selector, src, ctl int, it []int) []int {
	var out []int
	switch sel.Zone {
	case zoneHand, zoneDiscard:
		for p := 0; p < 2; p++ {
			if !sideOK(sel.Side, ctl, p) {
				continue
			}
			zone := tb.P[p].Hand
			if sel.Zone == zoneDiscard {
				zone = tb.P[p].Discard
			}
			for _, id := range zone {
				if tb.filter(sel, src, ctl, it, id) {
					out = append(out, id)
				}
			}
		}
		return out
	}
	for p := 0; p < 2; p++ {
		if !sideOK(sel.Side, ctl, p) {
			continue
		}
		if sel.Type != Artifact {
			for _, u := range tb.P[p].Line {
				if tb.filter(sel, src, ctl, it, u.ID) {
					out = append(out, u.ID)
				}
			}
		}
		if sel.Type == Artifact || sel.Type == anyCard {
			for _, u := range tb.P[p].Arts {
				if tb.filter(sel, src, ctl, it, u.ID) {
					out = append(out, u.ID)
				}
			}
		}
	}
	if sel.Most != "" && len(out) > 1 {
		best := tb.power(out[0])
		for _, id := range out[1:] {
			pw := tb.power(id)
			if sel.Most == "powerful" && pw > best || sel.Most == "weak" && pw < best {
				best = pw
			}
		}
		out = slices.DeleteFunc(out, func(id int) bool { return tb.power(id) != best })
	}
	return out
}

// count is how many cards an all-selector matches (for "for each").
func (tb *table) count(sel *Selector, f *Frame) int {
	return len(tb.candidates(sel, f.Card, f.Controller, f.It))
}

// selectTargets resolves the target of instruction e for frame f. When the active player
// must choose, it opens an Ask and returns ask = true; the answer comes
// back in f.Pick and the same call then returns the choice.
func (s *state) selectTargets(e *Effect, f *Frame, eligible func(s *state, f *Frame, id int) bool) (ids []int, ask bool) {
	sel, optional := e.Target, e.May
	var cands []int
	switch sel.Pick {
	case pickThis:
		cands = []int{f.Card}
	case pickHost:
		if h, ok := s.table.P.hostOf(f.Card); ok {
			cands = []int{h}
		}
	case pickIt:
		for _, id := range f.It {
			if s.table.filter(sel, f.Card, f.Controller, nil, id) {
				cands = append(cands, id)
			}
		}
	default:
		cands = s.table.candidates(sel, f.Card, f.Controller, f.It)
	}
	// A card named by the ability itself must be eligible too: "fight with
	// this creature" does nothing when it has no creature to attack.
	if eligible != nil {
		cands = slices.DeleteFunc(cands, func(id int) bool { return !eligible(s, f, id) })
	}
	switch sel.Pick {
	case pickThis, pickHost, pickIt, pickAll:
		return cands, false
	case pickRandom:
		for len(cands) > sel.N {
			i := s.RNG.IntN(len(cands))
			cands = append(cands[:i:i], cands[i+1:]...)
		}
		return cands, false
	}
	n := max(sel.N, 1)
	least := n
	if sel.Pick == pickUpTo || optional {
		least = 0
	}
	if len(cands) == 0 || (least >= len(cands)) {
		return cands, false // resolve as much as possible: no real choice
	}
	a := &Ask{Kind: askTarget, about: question{"keyforge.ask.target", s.table.faceID(f.Card).msg, e}, Min: least, Max: min(n, len(cands))}
	if least == 0 {
		a.about.id = "keyforge.ask.targets"
	}
	a.Options = make([]games.Option, 0, len(cands))
	for _, id := range cands {
		a.add(id, f.Controller)
		if sel.Zone == zoneHand && s.table.Cards.owner(id) != f.Controller {
			s.table.Cards.revealTo(f.Controller, id) // the choice shows the card
		}
	}
	s.Ask = a
	return nil, true
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
