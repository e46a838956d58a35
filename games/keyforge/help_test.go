package keyforge

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// Tests of what the views and prompts tell a player beyond the moves:
// health left, the legend, house counts, why a move is missing, and
// looking up a card.

func TestACreatureShowsItsHealthLeft(t *testing.T) {
	b := newBoard(t, "Emberforge")
	c := b.creature(0, "cinder-brute") // power 5
	b.u(c).Damage = 2
	if v := viewText(b.s.Public()); !strings.Contains(v, "❤3") {
		t.Errorf("a power 5 creature with 2 damage should show ❤3 health left:\n%s", v)
	}
}

func TestAnUndamagedCreatureShowsNoSeparateHealth(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.creature(0, "cinder-brute")
	if v := b.s.Public().Fields[1].Value; strings.Contains(v, "❤") {
		t.Errorf("health equal to power needs no second number:\n%s", v)
	}
}

func TestTheBoardExplainsItsIcons(t *testing.T) {
	b := newBoard(t, "Emberforge")
	v := viewText(b.s.Public())
	for _, icon := range []string{"💥", "❤", "💤", "😵", "Æ", "🔑"} {
		if !strings.Contains(v, icon+" ") {
			t.Errorf("the legend should explain %s:\n%s", icon, v)
		}
	}
}

func TestHouseButtonsSayHowManyCardsOfThatHouseYouHold(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.s.Phase = phaseHouse
	b.hand(0, "cinder-brute", "flame-lash", "ash-hound")
	b.s.dirty()
	p := b.prompt("house")
	labels := map[string]string{}
	for _, o := range p.Options {
		labels[o.ID] = o.Label
	}
	if got := labels[houseID("Emberforge")]; got != "Emberforge (3 in hand)" {
		t.Errorf("Emberforge button = %q, want the 3 Emberforge cards held counted", got)
	}
	if got := labels[houseID("Gloomveil")]; got != "Gloomveil (0 in hand)" {
		t.Errorf("Gloomveil button = %q, want 0 counted", got)
	}
}

// whyNot is the private view's "Why not" text of seat 0.
func whyNot(b *board) string {
	for _, l := range b.s.Private(0).Lines {
		if strings.HasPrefix(l, "Why not") {
			return l
		}
	}
	return ""
}

func TestTheHandSaysTheFirstTurnAllowsOneCard(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.s.Turn, b.s.Played = 1, 1
	b.hand(0, "cinder-brute")
	if w := whyNot(b); !strings.Contains(w, "Cinder Brute") || !strings.Contains(w, "first turn") {
		t.Errorf("after the one card of the first turn the hand should say why Cinder Brute waits: %q", w)
	}
}

func TestTheHandSaysAlphaCardsMustComeFirst(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.s.Acted = true
	b.hand(0, "war-cry")
	if w := whyNot(b); !strings.Contains(w, "War Cry") || !strings.Contains(w, "Alpha") {
		t.Errorf("an Alpha card after a move should be explained: %q", w)
	}
}

func TestTheHandSaysTheRuleOfSix(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.hand(0, "flame-lash")
	b.s.Uses = map[string]int{"Flame Lash": 6}
	if w := whyNot(b); !strings.Contains(w, "Flame Lash") || !strings.Contains(w, "rule of six") {
		t.Errorf("a seventh Flame Lash should be explained by the rule of six: %q", w)
	}
}

func TestTheHandSaysAnExhaustedCreatureWaits(t *testing.T) {
	b := newBoard(t, "Emberforge")
	c := b.creature(0, "cinder-brute")
	b.u(c).Exhausted = true
	if w := whyNot(b); !strings.Contains(w, "Cinder Brute") || !strings.Contains(w, "exhausted") {
		t.Errorf("an exhausted creature should be explained: %q", w)
	}
}

func TestTheHandSaysOtherHousesWaitForTheirTurn(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.hand(0, "shadow-toll")
	if w := whyNot(b); !strings.Contains(w, "Shadow Toll") || !strings.Contains(w, "you chose Emberforge, and only Emberforge cards are played or used") {
		t.Errorf("a Gloomveil card in an Emberforge turn should be explained: %q", w)
	}
}

func TestTheHandSaysNothingWhenEveryCardCanBeUsed(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.hand(0, "flame-lash")
	b.creature(0, "cinder-brute")
	if w := whyNot(b); w != "" {
		t.Errorf("nothing is missing, yet the hand says %q", w)
	}
}

func TestTheHandExplainsNothingOutsideItsOwnersTurn(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.s.Active = 1
	b.hand(0, "shadow-toll")
	if w := whyNot(b); w != "" {
		t.Errorf("on the opponent's turn nothing is expected of seat 0, yet the hand says %q", w)
	}
}

func TestAnyCardInPlayOrDiscardCanBeLookedUp(t *testing.T) {
	b := newBoard(t, "Emberforge")
	c := b.creature(1, "cinder-brute")
	b.u(c).Damage = 1
	b.artifact(0, "blazing-banner")
	b.discards(1, "flame-lash")
	b.hand(1, "ash-hound")
	names := b.s.CardNames()
	for _, want := range []string{"Cinder Brute", "Blazing Banner", "Flame Lash"} {
		if !slices.Contains(names, want) {
			t.Errorf("names to look up %v lack %s", names, want)
		}
	}
	if slices.Contains(names, "Ash Hound") {
		t.Error("a card in a hand is hidden and cannot be looked up")
	}
	v, ok := b.s.Lookup("cinder brute")
	if !ok {
		t.Fatal("a creature in play is found by its name in any case")
	}
	text := viewText(v)
	for _, want := range []string{"Cinder Brute", def("cinder-brute").text, "❤4"} {
		if !strings.Contains(text, want) {
			t.Errorf("the card's view lacks %q:\n%s", want, text)
		}
	}
	if _, ok := b.s.Lookup("Ash Hound"); ok {
		t.Error("a card in a hand cannot be looked up")
	}
}

func TestAnActionCardWithNoTargetSaysSo(t *testing.T) {
	b := newBoard(t, "Emberforge")
	c := b.hand(0, "flame-lash")[0] // deal 3 damage to an enemy creature: there is none
	if l := b.label("act", opt('p', c)); !strings.Contains(l, "only its Æmber bonus now") {
		t.Errorf("playing Flame Lash with no enemy creature only gains its bonus, yet the button says %q", l)
	}
}

func TestAnActionCardWithATargetSaysNothingMore(t *testing.T) {
	b := newBoard(t, "Emberforge")
	c := b.hand(0, "flame-lash")[0]
	b.creature(1, "cinder-brute")
	if l := b.label("act", opt('p', c)); l != "Play Flame Lash" {
		t.Errorf("Flame Lash has a target, yet the button says %q", l)
	}
}

func TestAnArtifactActionWithNoTargetSaysSo(t *testing.T) {
	b := newBoard(t, "Cogwright")
	a := b.artifact(0, "coil-cannon") // deal 3 damage to a flank creature: there is none
	if l := b.label("act", opt('a', a)); !strings.Contains(l, "does nothing now") {
		t.Errorf("Coil Cannon with no creature in play does nothing, yet the button says %q", l)
	}
}

func TestADrawFromEmptyDeckAndDiscardSaysSo(t *testing.T) {
	b := newBoard(t, "Wildroot")
	c := b.hand(0, "pollen-drift")[0] // heal each friendly creature, draw a card: none to heal, nothing to draw
	if l := b.label("act", opt('p', c)); !strings.Contains(l, "only its Æmber bonus now") {
		t.Errorf("Pollen Drift with no creature and no card to draw only gains its bonus, yet the button says %q", l)
	}
	b.discards(0, "flame-lash")
	if l := b.label("act", opt('p', c)); strings.Contains(l, "now") {
		t.Errorf("a discard pile is shuffled into a new deck to draw from, yet the button says %q", l)
	}
}

func TestACrowdedHandWithManyReasonsStaysWithinTheViewLimit(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.s.Acted = true
	b.s.Uses = map[string]int{}
	held := 0
	for _, id := range slices.Sorted(maps.Keys(pool.Cards)) {
		d := pool.Cards[id]
		if d.Type == Token {
			continue
		}
		if held < 65 { // enough that not every Why not line fits beside the hand (1 of 3 does)
			b.hand(0, d.ID)
			held++
		}
		b.s.Uses[d.Name] = 6
		if d.Type == Creature {
			b.u(b.creature(0, d.ID)).Exhausted = true
		}
	}
	v := b.s.Private(0)
	if n := viewSize(v); n > viewMax {
		t.Errorf("a hand of every card, each held back, is %d characters, over the %d a view may use", n, viewMax)
	}
	if whyNot(b) == "" {
		t.Error("the short view should keep the Why not lines that fit")
	}
}

// The picture shows damage as a numbered token, a stun as a token and an
// exhausted creature under an "exhausted" tab, with no icon legend; the
// rules page says so, and gives the text board's legend as the text's.
func TestTheRulesSayHowThePictureShowsDamageStunAndExhaustion(t *testing.T) {
	b := newBoard(t, "Emberforge")
	c := b.creature(0, "cinder-brute")
	b.u(c).Damage, b.u(c).Stunned, b.u(c).Exhausted = 2, true, true
	var marks []games.Icon
	turned := false
	for _, a := range b.s.Scene(-1).Areas {
		for _, z := range a.Zones {
			for _, cd := range z.Cards {
				if cd.Title == "Cinder Brute" {
					for _, m := range cd.Marks {
						marks = append(marks, m.Icon)
					}
					turned = cd.Turned
				}
			}
		}
	}
	if !slices.Contains(marks, games.Damage) || !slices.Contains(marks, games.Stun) || !turned {
		t.Fatalf("the picture should mark damage and stun and turn the exhausted card: %v, turned %v", marks, turned)
	}
	rules := Game{}.Info().Rules
	for _, said := range []string{"red token with its number", "purple token", `tab saying "exhausted"`} {
		if !strings.Contains(rules, said) {
			t.Errorf("the rules should say how the picture shows it: %q", said)
		}
	}
	if strings.Contains(rules, "The board repeats this legend") {
		t.Error("the rules promise the picture a legend it does not draw")
	}
}
