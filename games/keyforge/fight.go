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
func (m mainMoves) startFight(att, dfn int) {
	u := m.tb.P.unit(att)
	u.Exhausted = true
	m.used(att)
	d := m.tb.P.unit(dfn)
	first := !d.Attacked
	d.Attacked = true
	if m.log.telling() {
		m.log.event(games.Say("keyforge.event.fights", "Card", m.tb.faceID(att).msg, "Other", m.tb.faceID(dfn).msg))
	}
	m.stack.push(Frame{Kind: frameFight, Card: att, Defender: dfn, Controller: m.tb.controller(att), First: first})
	m.stack.pushTriggers(m.active, m.tb.abilityFrames(att, OnBeforeFight, dfn))
}

// stepFight: step 0 hazardous and assault, which like Before Fight:
// abilities come before the fight; step 1 the fight itself, only if both
// creatures are still there: simultaneous damage by power, none at all
// when an elusive defender is attacked for the first time this turn;
// step 2 the attacker's Fight: abilities if the fight took place and it
// survived, and reactions to its fighting, which it did in any case.
func (m mainMoves) stepFight(f *Frame) {
	att, dfn := f.Card, f.Defender
	switch f.Step {
	case 0:
		f.Step = 1
		if !m.tb.P.alive(att) || !m.tb.P.alive(dfn) {
			return
		}
		if h := m.tb.keyword(dfn, "hazardous"); h > 0 {
			dealt := m.tb.damage(att, h)
			if m.log.telling() {
				m.log.event(games.Say("keyforge.event.hazardous", "Card", m.tb.faceID(dfn).msg, "Other", m.tb.faceID(att).msg, "N", dealt))
			}
		}
		if a := m.tb.keyword(att, "assault"); a > 0 {
			dealt := m.tb.damage(dfn, a)
			if m.log.telling() {
				m.log.event(games.Say("keyforge.event.assault", "Card", m.tb.faceID(dfn).msg, "N", dealt))
			}
		}
	case 1:
		f.Step = 2
		if !m.tb.P.alive(att) || !m.tb.P.alive(dfn) {
			return // the fight does not occur
		}
		f.Fought = true
		if f.First && m.tb.keyword(dfn, "elusive") > 0 {
			if m.log.telling() {
				m.log.event(games.Say("keyforge.event.elusive", "Card", m.tb.faceID(dfn).msg))
			}
			return
		}
		ap, dp := m.tb.power(att), m.tb.power(dfn)
		dealt := m.tb.damage(dfn, ap)
		got := 0
		if m.tb.keyword(att, "skirmish") == 0 {
			got = m.tb.damage(att, dp)
		}
		if m.log.telling() {
			m.log.event(games.Say("keyforge.event.fightDamage", "Card", m.tb.faceID(att).msg, "N", dealt, "Other", m.tb.faceID(dfn).msg, "M", got))
		}
		if dealt > 0 && m.tb.keyword(att, "poison") > 0 {
			m.tb.P.unit(dfn).Doomed = true
		}
		if got > 0 && m.tb.keyword(dfn, "poison") > 0 {
			m.tb.P.unit(att).Doomed = true
		}
	default:
		fought, ctl := f.Fought, f.Controller
		m.stack.pop()
		var fs []Frame
		if fought && m.tb.P.alive(att) {
			fs = m.tb.abilityFrames(att, OnFight, dfn)
		}
		m.stack.pushTriggers(m.active, append(fs, m.tb.reactions("fight", att, ctl)...))
	}
}
