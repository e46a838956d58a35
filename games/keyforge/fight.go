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
func (c cardUse) startFight(att, dfn int) {
	u := c.tb.P.unit(att)
	u.Exhausted = true
	c.used(att)
	d := c.tb.P.unit(dfn)
	first := !d.Attacked
	d.Attacked = true
	if c.log.telling() {
		c.log.event(games.Say("keyforge.event.fights", "Card", c.tb.faceID(att).msg, "Other", c.tb.faceID(dfn).msg))
	}
	c.stack.push(Frame{Kind: frameFight, Card: att, Defender: dfn, Controller: c.tb.controller(att), First: first})
	c.stack.pushTriggers(c.active, c.tb.abilityFrames(att, OnBeforeFight, dfn))
}

// stepFight: step 0 hazardous and assault, which like Before Fight:
// abilities come before the fight; step 1 the fight itself, only if both
// creatures are still there: simultaneous damage by power, none at all
// when an elusive defender is attacked for the first time this turn;
// step 2 the attacker's Fight: abilities if the fight took place and it
// survived, and reactions to its fighting, which it did in any case.
func (c cardUse) stepFight(f *Frame) {
	att, dfn := f.Card, f.Defender
	switch f.Step {
	case 0:
		f.Step = 1
		if !c.tb.P.alive(att) || !c.tb.P.alive(dfn) {
			return
		}
		if h := c.tb.keyword(dfn, "hazardous"); h > 0 {
			dealt := c.tb.damage(att, h)
			if c.log.telling() {
				c.log.event(games.Say("keyforge.event.hazardous", "Card", c.tb.faceID(dfn).msg, "Other", c.tb.faceID(att).msg, "N", dealt))
			}
		}
		if a := c.tb.keyword(att, "assault"); a > 0 {
			dealt := c.tb.damage(dfn, a)
			if c.log.telling() {
				c.log.event(games.Say("keyforge.event.assault", "Card", c.tb.faceID(dfn).msg, "N", dealt))
			}
		}
	case 1:
		f.Step = 2
		if !c.tb.P.alive(att) || !c.tb.P.alive(dfn) {
			return // the fight does not occur
		}
		f.Fought = true
		if f.First && c.tb.keyword(dfn, "elusive") > 0 {
			if c.log.telling() {
				c.log.event(games.Say("keyforge.event.elusive", "Card", c.tb.faceID(dfn).msg))
			}
			return
		}
		ap, dp := c.tb.power(att), c.tb.power(dfn)
		dealt := c.tb.damage(dfn, ap)
		got := 0
		if c.tb.keyword(att, "skirmish") == 0 {
			got = c.tb.damage(att, dp)
		}
		if c.log.telling() {
			c.log.event(games.Say("keyforge.event.fightDamage", "Card", c.tb.faceID(att).msg, "N", dealt, "Other", c.tb.faceID(dfn).msg, "M", got))
		}
		if dealt > 0 && c.tb.keyword(att, "poison") > 0 {
			c.tb.P.unit(dfn).Doomed = true
		}
		if got > 0 && c.tb.keyword(dfn, "poison") > 0 {
			c.tb.P.unit(att).Doomed = true
		}
	default:
		fought, ctl := f.Fought, f.Controller
		c.stack.pop()
		var fs []Frame
		if fought && c.tb.P.alive(att) {
			fs = c.tb.abilityFrames(att, OnFight, dfn)
		}
		c.stack.pushTriggers(c.active, append(fs, c.tb.reactions("fight", att, ctl)...))
	}
}
