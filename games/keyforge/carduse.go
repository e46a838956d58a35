package keyforge

import "github.com/deckhand/deckhand/games"

// cardUse is the use of a card in play in step 3 (a reap, a fight, an
// action or omni ability, taking off a stun): it exhausts the card,
// counts the use for the rule of six, tells it, and puts the abilities it
// triggers on the stack. It holds what a use changes and nothing of the
// turn's order, which stays with the state.
type cardUse struct {
	tb     *table
	log    *eventLog
	rng    *games.RNG
	stack  *frames
	active int
	uses   *map[string]int // plays and uses of each name this turn
	acted  *bool           // anything played, used or discarded this turn
}

// cardUseOf is a use of a card in the state's turn.
func cardUseOf(s *state) cardUse {
	return cardUse{&s.table, &s.log, &s.RNG, &s.Stack, s.Active, &s.Uses, &s.Acted}
}

// used counts a use for the rule of six and the alpha keyword.
func (c cardUse) used(id int) {
	if *c.uses == nil {
		*c.uses = map[string]int{}
	}
	(*c.uses)[c.tb.name(id)]++
	*c.acted = true
}

// reap uses a creature to reap: it exhausts, its controller gains 1
// aember, then Reap: abilities and reactions resolve.
func (c cardUse) reap(id int) {
	u := c.tb.P.unit(id)
	u.Exhausted = true
	c.used(id)
	p := c.tb.controller(id)
	if c.log.telling() {
		c.log.event(games.Say("keyforge.event.reaps", "Card", c.tb.faceID(id).msg))
	}
	dealer{c.tb, c.log, c.rng}.gain(p, 1)
	fs := c.tb.abilityFrames(id, OnReap, id)
	fs = append(fs, c.tb.reactions("reap", id, p)...)
	c.stack.pushTriggers(c.active, fs)
}

// unstun: using a stunned creature only exhausts it and removes the stun.
func (c cardUse) unstun(id int) {
	u := c.tb.P.unit(id)
	u.Exhausted = true
	u.Stunned = false
	c.used(id)
	if c.log.telling() {
		c.log.event(games.Say("keyforge.event.unstun", "Card", c.tb.faceID(id).msg))
	}
}

// activate uses a card's Action: or Omni: ability.
func (c cardUse) activate(id int, trig trigger) {
	u := c.tb.P.unit(id)
	u.Exhausted = true
	c.used(id)
	if c.log.telling() {
		msg := "keyforge.event.action"
		if trig == OnOmni {
			msg = "keyforge.event.omni"
		}
		c.log.event(games.Say(msg, "Seat", games.Seat(c.tb.controller(id)), "Card", c.tb.faceID(id).msg))
	}
	c.stack.pushTriggers(c.active, c.tb.abilityFrames(id, trig, id))
}
