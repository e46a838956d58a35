package keyforge

import (
	"slices"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// The effects on cards in play: lasting effects on a card, creatures
// entering the battleline (tokens), damage, destruction and healing,
// exhaustion and stun, counters, Æmber taken from creatures, and the
// orders to fight, reap or change sides.

func opLastingCard(s *state, f *Frame, e *Effect, ts []int, n int) (bool, int) {
	k := 0
	for _, id := range ts {
		if s.table.P.unit(id) == nil {
			continue
		}
		s.table.Lasting = append(s.table.Lasting, Lasting{Kind: e.Do, Target: id, N: n, Keyword: e.Keyword, Ends: lastingEnds(s.Turn, e.Until)})
		k++
	}
	return k > 0, k
}

// askOwnFlank asks on which flank a creature enters the controller's
// battleline (no question when it is empty).
func askOwnFlank(s *state, f *Frame, e *Effect, ts []int) *Ask {
	if e.Do == "take_control" && (len(ts) == 0 || s.table.controller(ts[0]) == f.Controller) {
		return nil
	}
	standing := 0
	for _, u := range s.table.P[f.Controller].Line {
		if !u.Dying {
			standing++
		}
	}
	if standing == 0 {
		return nil
	}
	return &Ask{Kind: askExtra, about: question{id: "keyforge.ask.flank", card: s.table.def(f.Def).msg},
		Options: []games.Option{{ID: "left"}, {ID: "right"}}, words: flankWords, Min: 1, Max: 1}
}

func (ps *players) place(seat int, u Unit, flank string) {
	if flank == "left" {
		ps[seat].Line = append([]Unit{u}, ps[seat].Line...)
	} else {
		ps[seat].Line = append(ps[seat].Line, u)
	}
}

// opToken makes n token creatures: the top cards of the deck enter play
// face down as the deck's token creature.
func opToken(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	k := 0
	for ; k < n; k++ {
		id, ok := dealerOf(s).drawOne(f.Controller)
		if !ok {
			break
		}
		s.table.P.place(f.Controller, Unit{ID: id, Token: true, Exhausted: true}, f.Extra)
		if s.log.telling() {
			s.log.event(games.Say("keyforge.event.token", "Seat", games.Seat(f.Controller), "Card", s.table.def(s.table.P[f.Controller].Token).msg))
		}
	}
	return k > 0, k
}

// damage deals n damage to a creature, armor first; it returns the
// damage dealt.
func (tb *table) damage(id, n int) int {
	u := tb.P.unit(id)
	if u == nil || n <= 0 {
		return 0
	}
	if a := tb.armor(id) - u.ArmorUsed; a > 0 {
		k := min(a, n)
		u.ArmorUsed += k
		n -= k
	}
	u.Damage += n
	return n
}

func opDamage(s *state, _ *Frame, _ *Effect, ts []int, n int) (bool, int) {
	total := 0
	for _, id := range ts {
		if !s.table.P.alive(id) {
			continue
		}
		k := s.table.damage(id, n)
		total += k
		if s.log.telling() {
			s.log.event(games.Say("keyforge.event.damage", "Card", s.table.faceID(id).msg, "N", k))
		}
	}
	return total > 0, total
}

func opDestroy(s *state, _ *Frame, _ *Effect, ts []int, _ int) (bool, int) {
	k, num := 0, 0
	for _, id := range ts {
		u := s.table.P.unit(id)
		if u == nil || u.Dying || u.Doomed {
			continue
		}
		if k == 0 {
			num = s.table.power(id)
		}
		u.Doomed = true
		k++
	}
	return k > 0, num
}

func opHeal(s *state, _ *Frame, _ *Effect, ts []int, n int) (bool, int) {
	total := 0
	for _, id := range ts {
		u := s.table.P.unit(id)
		if u == nil {
			continue
		}
		k := u.Damage
		if n > 0 {
			k = min(k, n)
		}
		u.Damage -= k
		total += k
		if k > 0 {
			if s.log.telling() {
				s.log.event(games.Say("keyforge.event.heals", "Card", s.table.faceID(id).msg, "N", k))
			}
		}
	}
	return total > 0, total
}

func flagOp(set func(u *Unit) bool, verb string) func(s *state, f *Frame, e *Effect, ts []int, n int) (bool, int) {
	return func(s *state, _ *Frame, _ *Effect, ts []int, _ int) (bool, int) {
		k := 0
		for _, id := range ts {
			if u := s.table.P.unit(id); u != nil && !u.Dying && set(u) {
				k++
				if s.log.telling() {
					s.log.event(games.Say(verb, "Card", s.table.faceID(id).msg))
				}
			}
		}
		return k > 0, k
	}
}

var (
	opReady = flagOp(func(u *Unit) bool {
		was := u.Exhausted
		u.Exhausted = false
		return was
	}, "keyforge.event.readies")
	opExhaust = flagOp(func(u *Unit) bool {
		was := u.Exhausted
		u.Exhausted = true
		return !was
	}, "keyforge.event.exhausted")
	opStun = flagOp(func(u *Unit) bool {
		u.Stunned = true
		return true
	}, "keyforge.event.stunned")
)

func opCounters(s *state, _ *Frame, _ *Effect, ts []int, n int) (bool, int) {
	k := 0
	for _, id := range ts {
		if u := s.table.P.unit(id); u != nil {
			u.Counters += n
			k++
			if s.log.telling() {
				s.log.event(games.Say("keyforge.event.counters", "Card", s.table.faceID(id).msg, "Count", n))
			}
		}
	}
	return k > 0, k
}

func opLoot(s *state, f *Frame, _ *Effect, ts []int, _ int) (bool, int) {
	total := 0
	for _, id := range ts {
		if u := s.table.P.unit(id); u != nil && u.Aember > 0 {
			total += u.Aember
			u.Aember = 0
		}
	}
	if total > 0 {
		s.table.P[f.Controller].Aember += total
		if s.log.telling() {
			s.log.event(games.Say("keyforge.event.loot", "Seat", games.Seat(f.Controller), "N", total))
		}
	}
	return total > 0, total
}

// orderable: a friendly creature a card may make fight or reap, whatever
// the active house; "cannot" and the rule of six still hold.
func orderable(s *state, f *Frame, id int) (*Unit, bool) {
	u := s.table.P.unit(id)
	return u, u != nil && s.table.controller(id) == f.Controller && !mainStepOf(s).sixed(s.table.name(id))
}

// canFightAny: a friendly creature that could fight once readied (a
// stunned one is only unstunned).
func canFightAny(s *state, f *Frame, id int) bool {
	u, ok := orderable(s, f, id)
	return ok && (u.Stunned || !s.table.cannot(id, "cannot_fight") && s.table.canFight(id))
}

// canFightNow: a ready friendly creature that can fight.
func canFightNow(s *state, f *Frame, id int) bool {
	return canFightAny(s, f, id) && !s.table.P.unit(id).Exhausted
}

func canReapAny(s *state, f *Frame, id int) bool {
	u, ok := orderable(s, f, id)
	return ok && (u.Stunned || !s.table.cannot(id, "cannot_reap"))
}

func askDefender(s *state, f *Frame, e *Effect, ts []int) *Ask {
	if len(ts) == 0 || s.table.P.unit(ts[0]).Stunned {
		return nil
	}
	a := &Ask{Kind: askExtra, about: question{id: "keyforge.ask.defender", card: s.table.faceID(ts[0]).msg}, Min: 1, Max: 1}
	for _, d := range s.table.defenders(ts[0]) {
		a.add(d, f.Controller)
	}
	return a
}

func opFightWith(s *state, f *Frame, e *Effect, ts []int, _ int) (bool, int) {
	if len(ts) == 0 {
		return false, 0
	}
	att := ts[0]
	u := s.table.P.unit(att)
	if e.Do == "ready_fight" {
		u.Exhausted = false
	}
	if u.Stunned {
		mainMovesOf(s).unstun(att)
		return true, 0
	}
	dfn, _ := strconv.Atoi(f.Extra[1:])
	mainMovesOf(s).startFight(att, dfn)
	return true, 0
}

func opReadyReap(s *state, f *Frame, e *Effect, ts []int, _ int) (bool, int) {
	if len(ts) == 0 {
		return false, 0
	}
	s.table.P.unit(ts[0]).Exhausted = false
	mainMovesOf(s).reap(ts[0])
	return true, 0
}

func opTakeControl(s *state, f *Frame, e *Effect, ts []int, _ int) (bool, int) {
	if len(ts) == 0 {
		return false, 0
	}
	id := ts[0]
	p, cr, i, ok := s.table.P.find(id)
	if !ok || !cr || p == f.Controller {
		return false, 0
	}
	u := s.table.P[p].Line[i]
	s.table.P[p].Line = slices.Delete(s.table.P[p].Line, i, i+1)
	s.table.P.place(f.Controller, u, f.Extra)
	if s.log.telling() {
		s.log.event(games.Say("keyforge.event.control", "Seat", games.Seat(f.Controller), "Card", s.table.faceID(id).msg))
	}
	return true, 0
}
