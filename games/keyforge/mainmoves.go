package keyforge

import "github.com/deckhand/deckhand/games"

// mainMoves are the moves of step 3 with a card: playing or discarding
// it from hand, or using it in play (a reap, a fight, an action or omni
// ability, taking off a stun), which an ability may also have a card
// make. A move changes the card's place, counts for the turn (cards
// played from hand, anything done, the rule of six), is told, and puts
// the abilities it triggers on the stack. It holds what the moves change
// and nothing of the turn's order, which stays with the state; mainStep
// answers which moves are allowed.
type mainMoves struct {
	tb     *table
	log    *eventLog
	rng    *games.RNG
	stack  *frames
	active int
	played *int            // cards played or discarded from hand this turn
	uses   *map[string]int // plays and uses of each name this turn
	acted  *bool           // anything played, used or discarded this turn
}

// mainMovesOf are the moves of step 3 of the state's turn.
func mainMovesOf(s *state) mainMoves {
	return mainMoves{&s.table, &s.log, &s.RNG, &s.Stack, s.Active, &s.Played, &s.Uses, &s.Acted}
}

// used counts a use for the rule of six and the alpha keyword.
func (m mainMoves) used(id int) {
	if *m.uses == nil {
		*m.uses = map[string]int{}
	}
	(*m.uses)[m.tb.name(id)]++
	*m.acted = true
}

// reap uses a creature to reap: it exhausts, its controller gains 1
// aember, then Reap: abilities and reactions resolve.
func (m mainMoves) reap(id int) {
	u := m.tb.P.unit(id)
	u.Exhausted = true
	m.used(id)
	p := m.tb.controller(id)
	if m.log.telling() {
		m.log.event(games.Say("keyforge.event.reaps", "Card", m.tb.faceID(id).msg))
	}
	dealer{m.tb, m.log, m.rng}.gain(p, 1)
	fs := m.tb.abilityFrames(id, OnReap, id)
	fs = append(fs, m.tb.reactions("reap", id, p)...)
	m.stack.pushTriggers(m.active, fs)
}

// unstun: using a stunned creature only exhausts it and removes the stun.
func (m mainMoves) unstun(id int) {
	u := m.tb.P.unit(id)
	u.Exhausted = true
	u.Stunned = false
	m.used(id)
	if m.log.telling() {
		m.log.event(games.Say("keyforge.event.unstun", "Card", m.tb.faceID(id).msg))
	}
}

// activate uses a card's Action: or Omni: ability.
func (m mainMoves) activate(id int, trig trigger) {
	u := m.tb.P.unit(id)
	u.Exhausted = true
	m.used(id)
	if m.log.telling() {
		msg := "keyforge.event.action"
		if trig == OnOmni {
			msg = "keyforge.event.omni"
		}
		m.log.event(games.Say(msg, "Seat", games.Seat(m.tb.controller(id)), "Card", m.tb.faceID(id).msg))
	}
	m.stack.pushTriggers(m.active, m.tb.abilityFrames(id, trig, id))
}
