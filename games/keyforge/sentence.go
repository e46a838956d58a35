package keyforge

import (
	"fmt"
	"strings"
)

// The sentences of effects: what an instruction does, in the words a
// card is printed with.

// effectText is the sentence for one instruction, for the questions
// abilities ask; the pool's are made once at load.
func effectText(e *Effect) string {
	if e.sentence != "" {
		return e.sentence
	}
	return effectSentence(*e, "this creature")
}

// effectSentence is the sentence of one instruction: what it does, then
// "you may" and "if you do" in front.
func effectSentence(e Effect, self string) string {
	w := words{e: e}
	w.n, w.note = amountText(e)
	if e.Target != nil {
		w.t = targetText(e.Target, self)
	}
	s := ""
	for _, say := range []func(words) (string, bool){aemberSentence, cardSentence, creatureSentence, modifierSentence} {
		if t, ok := say(w); ok {
			s = t
			break
		}
	}
	if e.May {
		s = "You may " + lowerFirst(s)
	}
	if e.IfDone {
		s = "If you do, " + lowerFirst(s)
	}
	return s
}

// words are the parts an instruction's sentence is made of: the
// instruction, its number ("2" or "X") and what X is, and its target.
type words struct {
	e          Effect
	n, note, t string
}

// yours tells whether a player effect is the controller's (the default
// of most effects) rather than the opponent's.
func (w words) yours() bool { return w.e.Who != whoOpp }

// aemberSentence says the instructions that move aember and keys.
func aemberSentence(w words) (string, bool) {
	e, n, note := w.e, w.n, w.note
	switch e.Do {
	case "gain":
		if w.yours() {
			return fmt.Sprintf("Gain %sÆ%s.", n, note), true
		}
		return fmt.Sprintf("Your opponent gains %sÆ%s.", n, note), true
	case "lose":
		if e.Who == whoYou {
			return fmt.Sprintf("Lose %sÆ%s.", n, note), true
		}
		return fmt.Sprintf("Your opponent loses %sÆ%s.", n, note), true
	case "steal":
		return fmt.Sprintf("Steal %sÆ%s.", n, note), true
	case "capture":
		return fmt.Sprintf("%s captures %sÆ%s.", capFirst(w.t), n, note), true
	case "loot":
		return fmt.Sprintf("Move all Æmber on %s to your pool.", w.t), true
	case "forge":
		return fmt.Sprintf("Forge a key at +%sÆ current cost, if you can.", n), true
	case "keycost":
		if e.Who == whoYou {
			return fmt.Sprintf("Your keys cost %+dÆ%s.", e.N, strings.Replace(untilText(e), "their", "your", 1)), true
		}
		return fmt.Sprintf("Your opponent's keys cost %+dÆ%s.", e.N, untilText(e)), true
	case "bank":
		return "Æmber on this card may be spent when you forge keys.", true
	}
	return "", false
}

// cardSentence says the instructions that draw cards or move them
// between zones.
func cardSentence(w words) (string, bool) {
	e, n, note, t := w.e, w.n, w.note, w.t
	switch e.Do {
	case "draw":
		if w.yours() {
			return fmt.Sprintf("Draw %s%s.", count(n, "card"), note), true
		}
		return fmt.Sprintf("Your opponent draws %s%s.", count(n, "card"), note), true
	case "discard_random":
		if e.Who == whoYou {
			return fmt.Sprintf("Discard %s from your hand.", count(n, "random card")), true
		}
		return fmt.Sprintf("Your opponent discards %s from their hand.", count(n, "random card")), true
	case "archive":
		return fmt.Sprintf("Archive %s.", t), true
	case "archive_top":
		if n == "1" {
			return "Archive the top card of your deck.", true
		}
		return fmt.Sprintf("Archive the top %s cards of your deck.", n), true
	case "return_discard":
		return fmt.Sprintf("Return %s to your hand.", t), true
	case "return":
		return fmt.Sprintf("Return %s to its owner's hand.", t), true
	case "purge":
		return fmt.Sprintf("Purge %s.", t), true
	case "to_deck":
		return fmt.Sprintf("Put %s on top of its owner's deck.", t), true
	case "token":
		return fmt.Sprintf("Make %s.", count(n, "token creature")), true
	}
	return "", false
}

// creatureSentence says the instructions that act on creatures in play.
func creatureSentence(w words) (string, bool) {
	e, n, note, t := w.e, w.n, w.note, w.t
	switch e.Do {
	case "damage":
		return fmt.Sprintf("Deal %s damage to %s%s.", n, t, note), true
	case "destroy":
		return fmt.Sprintf("Destroy %s.", t), true
	case "heal":
		if e.N == 0 && e.Amount == "" {
			return fmt.Sprintf("Fully heal %s.", t), true
		}
		return fmt.Sprintf("Heal %s damage from %s.", n, t), true
	case "ready":
		return fmt.Sprintf("Ready %s.", t), true
	case "exhaust":
		return fmt.Sprintf("Exhaust %s.", t), true
	case "stun":
		return fmt.Sprintf("Stun %s.", t), true
	case "counters":
		return fmt.Sprintf("Put %s on %s.", count(n, "+1 power counter"), t), true
	case "fight_with":
		return fmt.Sprintf("Fight with %s.", t), true
	case "ready_fight":
		return fmt.Sprintf("Ready and fight with %s.", t), true
	case "ready_reap":
		return fmt.Sprintf("Ready and reap with %s.", t), true
	case "take_control":
		return fmt.Sprintf("Take control of %s.", t), true
	}
	return "", false
}

// modifierSentence says the instructions that change rules for a while:
// power, armor, keywords, restrictions, chains, the next house, and the
// hooks, whose data carries their sentence.
func modifierSentence(w words) (string, bool) {
	e, n, t := w.e, w.n, w.t
	switch e.Do {
	case "power", "armor":
		return fmt.Sprintf("%s %s %+d %s%s.", capFirst(t), gets(t), e.N, e.Do, untilText(e)), true
	case "keyword":
		kw := e.Keyword
		if e.N > 1 {
			kw += fmt.Sprintf(" %d", e.N)
		}
		return fmt.Sprintf("%s %s %s%s.", capFirst(t), gains(t), kw, untilText(e)), true
	case "cannot_reap":
		return fmt.Sprintf("%s cannot reap%s.", capFirst(t), untilText(e)), true
	case "cannot_fight":
		return fmt.Sprintf("%s cannot fight%s.", capFirst(t), untilText(e)), true
	case "cannot_play":
		kind := "cards"
		if e.Type != "" {
			kind = string(e.Type) + " cards"
		}
		return fmt.Sprintf("Your opponent cannot play %s%s.", kind, untilText(e)), true
	case "chains":
		if w.yours() {
			return fmt.Sprintf("Gain %s %s.", n, plural(n, "chain")), true
		}
		return fmt.Sprintf("Your opponent gains %s %s.", n, plural(n, "chain")), true
	case "shed":
		return fmt.Sprintf("Shed %s %s.", n, plural(n, "chain")), true
	case "force_house":
		return "Name a house. Your opponent must choose it as their active house on their next turn, if they can.", true
	case "hook":
		return e.Text, true
	}
	return "", false
}

func gets(t string) string {
	if strings.HasPrefix(t, "each") || strings.HasPrefix(t, "it") || strings.HasPrefix(t, "this") || strings.HasPrefix(t, "the ") || strings.HasPrefix(t, "a") {
		return "gets"
	}
	return "get"
}

func gains(t string) string {
	if gets(t) == "gets" {
		return "gains"
	}
	return "gain"
}
