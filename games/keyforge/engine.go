package keyforge

import (
	"slices"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// The engine resolves everything through a stack of frames (state.go).
// run executes frames until the stack is empty, a question is open, or
// the game is won; after every step it destroys creatures whose damage
// reaches their power, so destruction is never missed and never doubled.

// frames is the stack, its top the last frame.
type frames []Frame

func (fs *frames) push(f Frame) { *fs = append(*fs, f) }

func (fs *frames) pop() { *fs = (*fs)[:len(*fs)-1] }

func (fs frames) top() *Frame { return &fs[len(fs)-1] }

// pushTriggers puts simultaneous triggered abilities on the stack; when
// there are several, the active player orders them.
func (fs *frames) pushTriggers(active int, batch []Frame) {
	switch len(batch) {
	case 0:
	case 1:
		fs.push(batch[0])
	default:
		fs.push(Frame{Kind: frameOrder, Controller: active, Batch: batch})
	}
}

func (s *state) run() {
	s.checkDeaths()
	for s.Ask == nil && s.Winner < 0 && len(s.Stack) > 0 {
		s.step()
		if s.Winner >= 0 {
			break
		}
		s.checkDeaths()
	}
	if s.Winner >= 0 {
		s.Stack, s.Ask, s.UI, s.Phase = nil, nil, nil, phaseOver
	}
}

func (s *state) step() {
	f := s.Stack.top()
	switch f.Kind {
	case frameAbility:
		s.stepAbility(f)
	case frameOrder:
		s.stepOrder(f)
	case frameLeave:
		ids := f.Leaving
		s.Stack.pop()
		for _, id := range ids {
			if s.table.P.unit(id) != nil {
				if s.log.telling() {
					s.log.event(games.Say("keyforge.event.destroyed", "Card", s.table.faceID(id).msg))
				}
				dealerOf(s).leavePlay(id, zoneDiscard)
			}
		}
	case frameFight:
		mainMovesOf(s).stepFight(f)
	case frameToDiscard:
		id := f.Card
		s.Stack.pop()
		p := s.table.Cards.owner(id)
		var ok bool
		if s.table.P[p].Limbo, ok = remove(s.table.P[p].Limbo, id); ok {
			s.table.P[p].Discard = append(s.table.P[p].Discard, id)
		}
	case frameOmega:
		s.Stack.pop()
		s.Omega = true
	case frameEndTurn:
		s.Stack.pop()
		s.passTurn()
	case frameForge:
		s.Stack.pop()
		s.forgeStep()
	default:
		panic("keyforge: unknown frame " + f.Kind)
	}
}

func (s *state) stepOrder(f *Frame) {
	if len(f.Batch) == 1 {
		fr := f.Batch[0]
		s.Stack.pop()
		s.Stack.push(fr)
		return
	}
	if f.Pick == nil {
		opts := make([]games.Option, len(f.Batch))
		words := make([]optWords, len(f.Batch))
		for i, fr := range f.Batch {
			d := s.table.def(fr.Def)
			a := d.Abilities[fr.Ability]
			opts[i] = games.Option{ID: "o" + strconv.Itoa(i)}
			words[i] = optWords{label: games.Say("keyforge.ask.trigger", "Card", d.msg, "Trigger", triggerMsg(a)), detail: rulesText(abilityText(d, a))}
		}
		s.Ask = &Ask{Kind: askOrder, about: question{id: "keyforge.ask.order"}, Options: opts, words: words, Min: 1, Max: 1}
		return
	}
	i, _ := strconv.Atoi(f.Pick[0][1:])
	fr := f.Batch[i]
	f.Batch = append(f.Batch[:i:i], f.Batch[i+1:]...)
	f.Pick = nil
	s.Stack.push(fr)
}

// abFrame starts an ability of card src: "it" first means the subject
// of the trigger (the defender of a fight, the card a reaction is about).
func abFrame(src int, defID string, ab, ctl, sub int) Frame {
	f := Frame{Kind: frameAbility, Card: src, Def: defID, Ability: ab, Controller: ctl}
	if sub >= 0 {
		f.It = []int{sub}
	}
	return f
}

// abilityFrames lists the abilities with trigger t of card id: its own and
// those its upgrades give it.
func (tb *table) abilityFrames(id int, t trigger, sub int) []Frame {
	var out []Frame
	ctl := tb.controller(id)
	d := tb.faceID(id)
	for i, a := range d.Abilities {
		if a.Trigger == t && !a.Host {
			out = append(out, abFrame(id, d.ID, i, ctl, sub))
		}
	}
	if u := tb.P.unit(id); u != nil {
		for _, up := range u.Upgrades {
			ud := tb.cdef(up)
			for i, a := range ud.Abilities {
				if a.Trigger == t && a.Host {
					out = append(out, abFrame(id, ud.ID, i, ctl, sub))
				}
			}
		}
	}
	return out
}

// reactions lists the reactions to an event about card subject (or, for
// player events, about seat) of every card in play.
func (tb *table) reactions(event string, subject, seat int) []Frame {
	var out []Frame
	// consider looks at the reactions of definition d on card src
	// (controlled by ctl); for an upgrade, host is the creature it is on
	// (controlled by hctl) and owns the abilities the upgrade gives it.
	consider := func(d *CardDef, src, ctl, host, hctl int) {
		for i := range d.Abilities {
			a := &d.Abilities[i]
			if a.Trigger != Reaction || a.Event != event {
				continue
			}
			me, c := src, ctl
			if a.Host {
				if host < 0 {
					continue
				}
				me, c = host, hctl
			}
			if !tb.reacts(a, me, c, subject, seat) {
				continue
			}
			out = append(out, abFrame(me, d.ID, i, c, subject))
		}
	}
	for p := 0; p < 2; p++ {
		for i := range tb.P[p].Line {
			u := &tb.P[p].Line[i]
			if u.Dying {
				continue
			}
			consider(tb.face(u), u.ID, p, -1, p)
			for _, up := range u.Upgrades {
				consider(tb.cdef(up), up, tb.Cards.owner(up), u.ID, p)
			}
		}
		for i := range tb.P[p].Arts {
			u := &tb.P[p].Arts[i]
			if !u.Dying {
				consider(tb.face(u), u.ID, p, -1, p)
			}
		}
	}
	return out
}

// reacts checks a reaction's filter against its event.
func (tb *table) reacts(a *Ability, me, ctl, subject, seat int) bool {
	switch a.Event {
	case "forge", "turn_start", "turn_end":
		switch a.Whose {
		case whoYou:
			return seat == ctl
		case whoOpp:
			return seat != ctl
		}
		return true
	}
	if a.Of == nil {
		return true
	}
	o := a.Of
	if o.Pick == pickThis {
		return subject == me
	}
	if o.Other && subject == me {
		return false
	}
	if !sideOK(o.Side, ctl, seat) {
		return false
	}
	d := tb.faceID(subject)
	if o.House != "" && d.House != o.House {
		return false
	}
	if o.Type != "" && o.Type != anyCard && d.Type != o.Type && !(o.Type == Creature && d.Type == Token) {
		return false
	}
	return o.Trait == "" || slices.Contains(d.Traits, o.Trait)
}

// checkDeaths destroys every creature whose damage reaches its power and
// every card an effect destroyed: their Destroyed: abilities resolve
// while they are still in play, then they leave together, then reactions.
func (s *state) checkDeaths() {
	var dead []int
	for p := 0; p < 2; p++ {
		for i := range s.table.P[p].Line {
			u := &s.table.P[p].Line[i]
			if u.Dying {
				continue
			}
			if u.Doomed || s.table.outOfPower(u) {
				dead = append(dead, u.ID)
			}
		}
		for i := range s.table.P[p].Arts {
			if u := &s.table.P[p].Arts[i]; u.Doomed && !u.Dying {
				dead = append(dead, u.ID)
			}
		}
	}
	if len(dead) == 0 {
		return
	}
	var reacts, own []Frame
	for _, id := range dead {
		u := s.table.P.unit(id)
		u.Dying, u.Doomed = true, false
	}
	for _, id := range dead {
		reacts = append(reacts, s.table.reactions("destroyed", id, s.table.controller(id))...)
		own = append(own, s.table.abilityFrames(id, OnDestroyed, id)...)
	}
	s.Stack.pushTriggers(s.Active, reacts)
	s.Stack.push(Frame{Kind: frameLeave, Leaving: dead})
	s.Stack.pushTriggers(s.Active, own)
}

// outOfPower reports whether a creature's damage reaches its power. A
// creature's printed power is at least 1, so an undamaged one can only
// be out of power when the pool has an effect that lowers power.
func (tb *table) outOfPower(u *Unit) bool {
	if u.Damage == 0 && !pool.PowerDrops {
		return false
	}
	return u.Damage >= tb.power(u.ID)
}

// put places a card out of play in its owner's zone dest: hand,
// archives, purge, deck (on top) or, by default, discard.
func (tb *table) put(id int, dest zone) {
	pl := &tb.P[tb.Cards.owner(id)]
	if !hiddenZone(dest) {
		tb.Cards[id].Known = 0
	}
	switch dest {
	case zoneHand:
		pl.Hand = append(pl.Hand, id)
	case zoneArchives:
		pl.Archives = append(pl.Archives, id)
	case zonePurge:
		pl.Purged = append(pl.Purged, id)
	case zoneDeck:
		pl.Deck = append(pl.Deck, id)
	default:
		pl.Discard = append(pl.Discard, id)
	}
}
