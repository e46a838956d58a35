package keyforge

// Constant abilities and lasting effects are never stored as results:
// power, armor, keywords, key cost and restrictions are computed from
// what is in play each time, so a card leaving play ends its effect.

// eachConstant calls fn for every modifier do (power, armor, ...) of
// every constant ability of every card in play, with the card it comes
// from and its controller. Power is computed after every step, so cards
// without such a modifier are passed over on a bit of their definition.
func (tb *table) eachConstant(do string, fn func(e *Effect, src, ctl int)) {
	bit := constantBit(do)
	if tb.inPlayKnown && tb.inPlay&bit == 0 {
		return
	}
	for p := 0; p < 2; p++ {
		for i := range tb.P[p].Line {
			u := &tb.P[p].Line[i]
			if d := tb.face(u); d.constantKinds&bit != 0 {
				constantsOf(d, do, u.ID, p, fn)
			}
			for _, up := range u.Upgrades {
				if d := tb.cdef(up); d.constantKinds&bit != 0 {
					constantsOf(d, do, up, tb.Cards.owner(up), fn)
				}
			}
		}
		for i := range tb.P[p].Arts {
			u := &tb.P[p].Arts[i]
			if d := tb.face(u); d.constantKinds&bit != 0 {
				constantsOf(d, do, u.ID, p, fn)
			}
		}
	}
}

// constantsInPlay is the union of the constant modifier kinds of the
// cards in play (constantBit).
func (tb *table) constantsInPlay() uint16 {
	var m uint16
	for p := 0; p < 2; p++ {
		for i := range tb.P[p].Line {
			u := &tb.P[p].Line[i]
			m |= tb.face(u).constantKinds
			for _, up := range u.Upgrades {
				m |= tb.cdef(up).constantKinds
			}
		}
		for i := range tb.P[p].Arts {
			m |= tb.face(&tb.P[p].Arts[i]).constantKinds
		}
	}
	return m
}

func constantsOf(d *CardDef, do string, src, ctl int, fn func(e *Effect, src, ctl int)) {
	for _, e := range d.constants {
		if e.Do == do {
			fn(e, src, ctl)
		}
	}
}

// constantBit is the bit of CardDef.constantKinds for a modifier.
func constantBit(do string) uint16 {
	for i, k := range modifierKinds {
		if k == do {
			return 1 << i
		}
	}
	return 0
}

// modifierKinds are the effects a constant ability may have.
var modifierKinds = []string{"power", "armor", "keyword", "cannot_reap", "cannot_fight", "cannot_play", "keycost", "bank"}

// affects reports whether the constant selector sel of a card src
// (controlled by ctl) covers the card id in play. Constant selectors use
// only this, host and all, without power filters, so computing power
// never recurses.
func (tb *table) affects(sel *Selector, src, ctl, id int) bool {
	switch sel.Pick {
	case pickThis:
		return id == src
	case pickHost:
		h, ok := tb.P.hostOf(src)
		return ok && h == id
	case pickAll:
		return tb.filter(sel, src, ctl, nil, id)
	}
	return false
}

// power of a creature in play.
func (tb *table) power(id int) int {
	u := tb.P.unit(id)
	if u == nil {
		return tb.cdef(id).Power
	}
	p := tb.face(u).Power + u.Counters
	tb.eachConstant("power", func(e *Effect, src, ctl int) {
		if tb.affects(e.Target, src, ctl, id) {
			p += e.N
		}
	})
	for _, l := range tb.Lasting {
		if l.Kind == "power" && l.Target == id {
			p += l.N
		}
	}
	return p
}

// armor of a creature in play (before what it spent this turn).
func (tb *table) armor(id int) int {
	u := tb.P.unit(id)
	a := tb.face(u).Armor
	tb.eachConstant("armor", func(e *Effect, src, ctl int) {
		if tb.affects(e.Target, src, ctl, id) {
			a += e.N
		}
	})
	for _, l := range tb.Lasting {
		if l.Kind == "armor" && l.Target == id {
			a += l.N
		}
	}
	if a < 0 {
		a = 0
	}
	return a
}

// keyword returns the value of a keyword on a card in play (0 if absent).
func (tb *table) keyword(id int, kw string) int {
	u := tb.P.unit(id)
	if u == nil {
		return 0
	}
	k := tb.face(u).Keywords[kw]
	tb.eachConstant("keyword", func(e *Effect, src, ctl int) {
		if e.Keyword == kw && tb.affects(e.Target, src, ctl, id) {
			k += max(e.N, 1)
		}
	})
	for _, l := range tb.Lasting {
		if l.Kind == "keyword" && l.Keyword == kw && l.Target == id {
			k += max(l.N, 1)
		}
	}
	return k
}

// cannot reports a restriction (cannot_reap, cannot_fight) on a creature.
func (tb *table) cannot(id int, what string) bool {
	found := false
	tb.eachConstant(what, func(e *Effect, src, ctl int) {
		if tb.affects(e.Target, src, ctl, id) {
			found = true
		}
	})
	for _, l := range tb.Lasting {
		if l.Kind == what && l.Target == id {
			found = true
		}
	}
	return found
}

// whom resolves the who of an effect (you, opp) for a controller.
func whom(w who, ctl int, dflt who) int {
	if w == "" {
		w = dflt
	}
	if w == whoOpp {
		return 1 - ctl
	}
	return ctl
}

// cannotPlay reports whether seat is forbidden to play a card of type t.
func (tb *table) cannotPlay(seat int, t cardType) bool {
	found := false
	tb.eachConstant("cannot_play", func(e *Effect, src, ctl int) {
		if whom(e.Who, ctl, whoOpp) == seat && (e.Type == "" || e.Type == t) {
			found = true
		}
	})
	for _, l := range tb.Lasting {
		if l.Kind == "cannot_play" && l.Seat == seat && (l.Type == "" || l.Type == t) {
			found = true
		}
	}
	return found
}

// keyCost is what seat pays to forge a key now.
func (tb *table) keyCost(seat int) int {
	c := 6
	tb.eachConstant("keycost", func(e *Effect, src, ctl int) {
		if whom(e.Who, ctl, whoOpp) == seat {
			c += e.N
		}
	})
	for _, l := range tb.Lasting {
		if l.Kind == "keycost" && l.Seat == seat {
			c += l.N
		}
	}
	return max(c, 0)
}

// banked is the aember on seat's cards that may be spent to forge keys.
func (tb *table) banked(seat int) int {
	n := 0
	tb.eachConstant("bank", func(e *Effect, src, ctl int) {
		if ctl == seat {
			if u := tb.P.unit(src); u != nil {
				n += u.Aember
			}
		}
	})
	return n
}
