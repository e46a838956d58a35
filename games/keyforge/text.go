package keyforge

import (
	"fmt"
	"strings"
)

// Card texts are generated from the card data, so the text a player
// reads is always what the engine does.

func cardText(d *CardDef) string {
	var parts []string
	for _, k := range keywordNames {
		v, ok := d.Keywords[k]
		if !ok {
			continue
		}
		name := strings.ToUpper(k[:1]) + k[1:]
		if k == "assault" || k == "hazardous" {
			name += fmt.Sprintf(" %d", v)
		}
		parts = append(parts, name+".")
	}
	for _, a := range d.Abilities {
		parts = append(parts, abilityText(d, a))
	}
	return strings.Join(parts, " ")
}

func triggerName(a Ability) string {
	switch a.Trigger {
	case OnPlay:
		return "Play"
	case OnReap:
		return "Reap"
	case OnFight:
		return "Fight"
	case OnBeforeFight:
		return "Before Fight"
	case OnDestroyed:
		return "Destroyed"
	case OnAction:
		return "Action"
	case OnOmni:
		return "Omni"
	case Constant:
		return "Constant"
	}
	return "Reaction"
}

func abilityText(d *CardDef, a Ability) string {
	self := "this creature"
	if d.Type != Creature && d.Type != Token && !a.Host {
		self = "this card"
	}
	if d.Type == Upgrade && !a.Host {
		self = "this creature"
	}
	// Before any instruction has chosen a card, "it" is the subject of
	// the trigger: the creature fought, or the card a reaction is about.
	it := "it"
	switch a.Trigger {
	case OnFight, OnBeforeFight:
		it = "the creature it fights"
	case Reaction:
		it = "that creature"
	}
	var sents []string
	for _, e := range a.Effects {
		t := effectSentence(e, self)
		if e.Target != nil && (e.Target.Pick == pickIt || e.Target.Neighbors == "it") && it != "it" {
			t = strings.Replace(strings.Replace(t, " to it", " to "+it, 1), "each of its neighbors", "each neighbor of "+it, 1)
			t = strings.Replace(t, "Stun it.", "Stun "+it+".", 1)
		}
		if e.Target != nil && e.Target.Pick != pickIt {
			it = "it"
		}
		sents = append(sents, t)
	}
	body := strings.Join(sents, " ")
	var out string
	switch a.Trigger {
	case Constant:
		out = body
	case Reaction:
		out = reactionPrefix(a) + lowerFirst(body)
	default:
		out = triggerName(a) + ": " + body
	}
	if a.Host {
		return fmt.Sprintf("This creature gains, “%s”", out)
	}
	return out
}

func reactionPrefix(a Ability) string {
	whose := map[who]string{whoYou: "your", whoOpp: "your opponent's", "": "each"}[a.Whose]
	subject := "a creature"
	if a.Of != nil {
		if a.Of.Pick == pickThis {
			subject = "this creature"
		} else {
			np := nounPhrase(a.Of, false)
			subject = article(np) + np
			if strings.HasPrefix(np, " other ") {
				subject = "another" + np[6:]
			}
		}
	}
	switch a.Event {
	case "destroyed":
		return "After " + subject + " is destroyed, "
	case "play":
		if a.Of == nil {
			subject = "a card"
		}
		return "After " + subject + " is played, "
	case "reap":
		return "After " + subject + " reaps, "
	case "fight":
		return "After " + subject + " fights, "
	case "forge":
		return map[who]string{whoYou: "After you forge a key, ", whoOpp: "After your opponent forges a key, ", "": "After a key is forged, "}[a.Whose]
	case "turn_start":
		return "At the start of " + whose + " turn, "
	case "turn_end":
		return "At the end of " + whose + " turn, "
	}
	return ""
}

// nounPhrase describes what a selector matches, without article or count:
// " damaged enemy creature". plural makes the noun plural.
func nounPhrase(sel *Selector, plural bool) string {
	var w []string
	if sel.Other {
		w = append(w, "other")
	}
	if sel.Most == "powerful" {
		w = append(w, "most powerful")
	}
	if sel.Most == "weak" {
		w = append(w, "least powerful")
	}
	if sel.State != "" {
		w = append(w, string(sel.State))
	}
	if sel.Zone == "" || sel.Zone == zonePlay {
		switch sel.Side {
		case sideFriendly:
			w = append(w, "friendly")
		case sideEnemy:
			w = append(w, "enemy")
		}
	}
	if sel.Flank {
		w = append(w, "flank")
	}
	if sel.House != "" {
		w = append(w, sel.House)
	}
	if sel.NotHouse != "" {
		w = append(w, "non-"+sel.NotHouse)
	}
	if sel.Trait != "" {
		w = append(w, sel.Trait)
	}
	noun := "creature"
	switch sel.Type {
	case Artifact:
		noun = "artifact"
	case anyCard:
		noun = "card"
		if sel.Zone == "" || sel.Zone == zonePlay {
			noun = "card in play"
		}
	}
	if sel.Type == "" && (sel.Zone == zoneHand || sel.Zone == zoneDiscard) {
		noun = "card"
	}
	if plural {
		if noun == "card in play" {
			noun = "cards in play"
		} else {
			noun += "s"
		}
	}
	w = append(w, noun)
	out := " " + strings.Join(w, " ")
	if sel.MaxPower > 0 {
		out += fmt.Sprintf(" with %d or less power", sel.MaxPower)
	}
	if sel.MinPower > 0 {
		out += fmt.Sprintf(" with %d or more power", sel.MinPower)
	}
	if sel.Neighbors == "this" {
		out += " next to this creature"
	}
	if sel.Neighbors == "it" {
		out += " next to it"
	}
	switch sel.Zone {
	case zoneHand:
		out += " from " + zoneOwner(sel) + " hand"
	case zoneDiscard:
		out += " from " + zoneOwner(sel) + " discard pile"
	}
	return out
}

func zoneOwner(sel *Selector) string {
	if sel.Side == sideEnemy {
		return "your opponent's"
	}
	return "your"
}

func article(phrase string) string {
	p := strings.TrimSpace(phrase)
	if p == "" {
		return "a"
	}
	switch p[0] {
	case 'a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U':
		return "an"
	}
	return "a"
}

// targetText describes the cards a selector picks.
func targetText(sel *Selector, self string) string {
	switch sel.Pick {
	case pickThis:
		return self
	case pickHost:
		return "this creature"
	case pickIt:
		return "it"
	case pickAll:
		if sel.Neighbors != "" && sel.Side == "" && !sel.Other {
			if sel.Neighbors == "this" {
				return "each neighbor of " + self
			}
			return "each of its neighbors"
		}
		if sel.Most != "" {
			return "the" + nounPhrase(sel, false)
		}
		return "each" + nounPhrase(sel, false)
	case pickOne:
		if sel.Most != "" {
			return "the" + nounPhrase(sel, false)
		}
		np := nounPhrase(sel, false)
		if strings.HasPrefix(np, " other ") {
			return "another" + np[6:]
		}
		return article(np) + np
	case pickChoose:
		return fmt.Sprintf("%d%s", sel.N, nounPhrase(sel, sel.N > 1))
	case pickUpTo:
		return fmt.Sprintf("up to %d%s", sel.N, nounPhrase(sel, sel.N > 1))
	case pickRandom:
		if sel.N == 1 {
			return "a random" + nounPhrase(sel, false)
		}
		return fmt.Sprintf("%d random%s", sel.N, nounPhrase(sel, true))
	}
	return "?"
}

func capFirst(t string) string {
	if t == "" {
		return t
	}
	return strings.ToUpper(t[:1]) + t[1:]
}

// amountText is the number of an effect: "2", or "X" with what X is.
func amountText(e Effect) (string, string) {
	n := fmt.Sprint(e.N)
	note := ""
	switch e.Amount {
	case "it_power":
		n, note = "X", " (X is its power)"
	case "it_count":
		n, note = "X", " (X is how many were chosen)"
	case "num":
		n, note = "X", " (X is that amount)"
	}
	if e.Per != nil {
		note += " for each" + nounPhrase(e.Per, false)
	}
	return n, note
}

func untilText(e Effect) string {
	switch e.Until {
	case "turn":
		return " for the remainder of the turn"
	case "next":
		if e.Target != nil {
			return " until the end of your opponent's next turn"
		}
		return " during their next turn"
	}
	return ""
}

// count is "a card", "2 cards".
func count(n, word string) string {
	if n == "1" {
		return "a " + word
	}
	return n + " " + word + "s"
}

func plural(n, word string) string {
	if n == "1" {
		return word
	}
	return word + "s"
}
