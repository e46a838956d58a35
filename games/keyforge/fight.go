package keyforge

import "github.com/deckhand/deckhand/games"

// defenders lists the enemy creatures att may attack: a creature next
// to a taunt creature cannot be attacked unless it has taunt itself.
func (tb *table) defenders(att int) []int { return tb.appendDefenders(nil, att) }

// canFight reports whether att has an enemy creature to attack.
func (tb *table) canFight(att int) bool {
	tb.ints = tb.appendDefenders(tb.ints[:0], att)
	return len(tb.ints) > 0
}

// appendDefenders appends the creatures att may attack to out.
func (tb *table) appendDefenders(out []int, att int) []int {
	p := tb.controller(att)
	line := tb.P[1-p].Line
	for i := range line {
		u := &line[i]
		if u.Dying || u.Doomed {
			continue
		}
		if tb.keyword(u.ID, "taunt") == 0 {
			taunt := func(j int) bool {
				return j >= 0 && j < len(line) && !line[j].Dying && tb.keyword(line[j].ID, "taunt") > 0
			}
			if taunt(i-1) || taunt(i+1) {
				continue
			}
		}
		out = append(out, u.ID)
	}
	return out
}

// startFight uses att to fight dfn: att exhausts, dfn counts as attacked
// (for elusive, even if the fight never happens), att's Before Fight:
// abilities resolve, then the fight frame carries on.
func (s *state) startFight(att, dfn int) {
	u := s.table.P.unit(att)
	u.Exhausted = true
	s.used(att)
	d := s.table.P.unit(dfn)
	first := !d.Attacked
	d.Attacked = true
	if s.log.telling() {
		s.log.event(games.Say("keyforge.event.fights", "Card", s.table.faceID(att).msg, "Other", s.table.faceID(dfn).msg))
	}
	s.Stack.push(Frame{Kind: frameFight, Card: att, Defender: dfn, Controller: s.table.controller(att), First: first})
	s.Stack.pushTriggers(s.Active, s.table.abilityFrames(att, OnBeforeFight, dfn))
}

// stepFight: step 0 hazardous and assault, which like Before Fight:
// abilities come before the fight; step 1 the fight itself, only if both
// creatures are still there: simultaneous damage by power, none at all
// when an elusive defender is attacked for the first time this turn;
// step 2 the attacker's Fight: abilities if the fight took place and it
// survived, and reactions to its fighting, which it did in any case.
func (s *state) stepFight(f *Frame) {
	att, dfn := f.Card, f.Defender
	switch f.Step {
	case 0:
		f.Step = 1
		if !s.table.P.alive(att) || !s.table.P.alive(dfn) {
			return
		}
		if h := s.table.keyword(dfn, "hazardous"); h > 0 {
			dealt := s.table.damage(att, h)
			if s.log.telling() {
				s.log.event(games.Say("keyforge.event.hazardous", "Card", s.table.faceID(dfn).msg, "Other", s.table.faceID(att).msg, "N", dealt))
			}
		}
		if a := s.table.keyword(att, "assault"); a > 0 {
			dealt := s.table.damage(dfn, a)
			if s.log.telling() {
				s.log.event(games.Say("keyforge.event.assault", "Card", s.table.faceID(dfn).msg, "N", dealt))
			}
		}
	case 1:
		f.Step = 2
		if !s.table.P.alive(att) || !s.table.P.alive(dfn) {
			return // the fight does not occur
		}
		f.Fought = true
		if f.First && s.table.keyword(dfn, "elusive") > 0 {
			if s.log.telling() {
				s.log.event(games.Say("keyforge.event.elusive", "Card", s.table.faceID(dfn).msg))
			}
			return
		}
		ap, dp := s.table.power(att), s.table.power(dfn)
		dealt := s.table.damage(dfn, ap)
		got := 0
		if s.table.keyword(att, "skirmish") == 0 {
			got = s.table.damage(att, dp)
		}
		if s.log.telling() {
			s.log.event(games.Say("keyforge.event.fightDamage", "Card", s.table.faceID(att).msg, "N", dealt, "Other", s.table.faceID(dfn).msg, "M", got))
		}
		if dealt > 0 && s.table.keyword(att, "poison") > 0 {
			s.table.P.unit(dfn).Doomed = true
		}
		if got > 0 && s.table.keyword(dfn, "poison") > 0 {
			s.table.P.unit(att).Doomed = true
		}
	default:
		fought, ctl := f.Fought, f.Controller
		s.Stack.pop()
		var fs []Frame
		if fought && s.table.P.alive(att) {
			fs = s.table.abilityFrames(att, OnFight, dfn)
		}
		s.Stack.pushTriggers(s.Active, append(fs, s.table.reactions("fight", att, ctl)...))
	}
}

// used counts a use for the rule of six and the alpha keyword.
func (s *state) used(id int) {
	if s.Uses == nil {
		s.Uses = map[string]int{}
	}
	s.Uses[s.table.name(id)]++
	s.Acted = true
}

// reap uses a creature to reap: it exhausts, its controller gains 1
// aember, then Reap: abilities and reactions resolve.
func (s *state) reap(id int) {
	u := s.table.P.unit(id)
	u.Exhausted = true
	s.used(id)
	p := s.table.controller(id)
	if s.log.telling() {
		s.log.event(games.Say("keyforge.event.reaps", "Card", s.table.faceID(id).msg))
	}
	dealerOf(s).gain(p, 1)
	fs := s.table.abilityFrames(id, OnReap, id)
	fs = append(fs, s.table.reactions("reap", id, p)...)
	s.Stack.pushTriggers(s.Active, fs)
}

// unstun: using a stunned creature only exhausts it and removes the stun.
func (s *state) unstun(id int) {
	u := s.table.P.unit(id)
	u.Exhausted = true
	u.Stunned = false
	s.used(id)
	if s.log.telling() {
		s.log.event(games.Say("keyforge.event.unstun", "Card", s.table.faceID(id).msg))
	}
}

// activate uses a card's Action: or Omni: ability.
func (s *state) activate(id int, trig trigger) {
	u := s.table.P.unit(id)
	u.Exhausted = true
	s.used(id)
	if s.log.telling() {
		msg := "keyforge.event.action"
		if trig == OnOmni {
			msg = "keyforge.event.omni"
		}
		s.log.event(games.Say(msg, "Seat", games.Seat(s.table.controller(id)), "Card", s.table.faceID(id).msg))
	}
	s.Stack.pushTriggers(s.Active, s.table.abilityFrames(id, trig, id))
}
